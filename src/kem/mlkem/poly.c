/* Encodings and compression of ML-KEM / Kyber polynomials
 * (FIPS 203 §4.2.1-§4.2.2; Kyber round 3 specification §1.1 is identical). */
#include "poly.h"

#include "pqpoly/common.h"
#include "kernels.h"

/* ByteEncode_12, Compress_d / Decompress_d with their byte codings through
 * the kernel table (kernels.h). */
void mlkem_poly_tobytes(uint8_t r[MLKEM_POLYBYTES], const mlkem_poly *a) {
    pqpoly_mlkem_kernels_pick()->encode12(r, a->c);
}

/* ByteDecode_12 and the §7.2 check through the kernel table (kernels.h). */
void mlkem_poly_frombytes(mlkem_poly *r, const uint8_t a[MLKEM_POLYBYTES]) {
    pqpoly_mlkem_kernels_pick()->decode12(r->c, a);
}

int mlkem_poly_bytes_in_range(const uint8_t a[MLKEM_POLYBYTES]) {
    return pqpoly_mlkem_kernels_pick()->check12(a);
}

void mlkem_poly_compress_u(uint8_t r[MLKEM_POLYCOMP_U], const mlkem_poly *a) {
    pqpoly_mlkem_kernels_pick()->compress(r, a->c, MLKEM_DU);
}
void mlkem_poly_decompress_u(mlkem_poly *r, const uint8_t a[MLKEM_POLYCOMP_U]) {
    pqpoly_mlkem_kernels_pick()->decompress(r->c, a, MLKEM_DU);
}
void mlkem_poly_compress_v(uint8_t r[MLKEM_POLYCOMP_V], const mlkem_poly *a) {
    pqpoly_mlkem_kernels_pick()->compress(r, a->c, MLKEM_DV);
}
void mlkem_poly_decompress_v(mlkem_poly *r, const uint8_t a[MLKEM_POLYCOMP_V]) {
    pqpoly_mlkem_kernels_pick()->decompress(r->c, a, MLKEM_DV);
}

/* The message: Decompress_1 is 0 or (q+1)/2, Compress_1 one bit; both kernels
 * are branch-free arithmetic on the secret bits. */
void mlkem_poly_frommsg(mlkem_poly *r, const uint8_t m[MLKEM_SYMBYTES]) {
    pqpoly_mlkem_kernels_pick()->decompress(r->c, m, 1);
}

void mlkem_poly_tomsg(uint8_t m[MLKEM_SYMBYTES], const mlkem_poly *a) {
    pqpoly_mlkem_kernels_pick()->compress(m, a->c, 1);
}
