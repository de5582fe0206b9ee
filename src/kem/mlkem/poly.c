/* Encodings and compression of ML-KEM / Kyber polynomials
 * (FIPS 203 §4.2.1-§4.2.2; Kyber round 3 specification §1.1 is identical). */
#include "poly.h"

/* ByteEncode_12, ByteDecode_12, the §7.2 check, Compress_d / Decompress_d
 * with their byte codings: B's hooks. */
void mlkem_poly_tobytes(const pqpoly_kyber_backend *B,
                        uint8_t r[MLKEM_POLYBYTES], const mlkem_poly *a) {
    B->encode12(r, a->c);
}

void mlkem_poly_frombytes(const pqpoly_kyber_backend *B,
                          mlkem_poly *r, const uint8_t a[MLKEM_POLYBYTES]) {
    B->decode12(r->c, a);
}

int mlkem_poly_bytes_in_range(const pqpoly_kyber_backend *B, const uint8_t a[MLKEM_POLYBYTES]) {
    return B->check12(a);
}

void mlkem_poly_compress_u(const pqpoly_kyber_backend *B,
                           uint8_t r[MLKEM_POLYCOMP_U], const mlkem_poly *a) {
    B->compress(r, a->c, MLKEM_DU);
}
void mlkem_poly_decompress_u(const pqpoly_kyber_backend *B,
                             mlkem_poly *r, const uint8_t a[MLKEM_POLYCOMP_U]) {
    B->decompress(r->c, a, MLKEM_DU);
}
void mlkem_poly_compress_v(const pqpoly_kyber_backend *B,
                           uint8_t r[MLKEM_POLYCOMP_V], const mlkem_poly *a) {
    B->compress(r, a->c, MLKEM_DV);
}
void mlkem_poly_decompress_v(const pqpoly_kyber_backend *B,
                             mlkem_poly *r, const uint8_t a[MLKEM_POLYCOMP_V]) {
    B->decompress(r->c, a, MLKEM_DV);
}

/* The message: Decompress_1 is 0 or (q+1)/2, Compress_1 one bit; both kernels
 * are branch-free arithmetic on the secret bits. */
void mlkem_poly_frommsg(const pqpoly_kyber_backend *B,
                        mlkem_poly *r, const uint8_t m[MLKEM_SYMBYTES]) {
    B->decompress(r->c, m, 1);
}

void mlkem_poly_tomsg(const pqpoly_kyber_backend *B,
                      uint8_t m[MLKEM_SYMBYTES], const mlkem_poly *a) {
    B->compress(m, a->c, 1);
}
