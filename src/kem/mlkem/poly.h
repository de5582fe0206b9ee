/* Polynomials of ML-KEM / Kyber, their encodings (FIPS 203 §4.2.1, §4.2.2)
 * and compression (§4.2.1), each a hook of the operation's kyber backend B
 * (src/ring/kyber/backend.h) bound to the set's d; sampling (Algorithms 7,
 * 8) is in indcpa.c, through the sponge scheduler (sponges.h) and B's
 * rej_uniform and cbd.  Internal header. */
#ifndef PQPOLY_KEM_MLKEM_POLY_H
#define PQPOLY_KEM_MLKEM_POLY_H

#include <stdint.h>

#include "params.h"
#include "ring/kyber/backend.h"

typedef struct {
    _Alignas(32) int16_t c[MLKEM_N]; /* a transform's buffer is 32-byte aligned */
} mlkem_poly;

typedef struct {
    mlkem_poly vec[MLKEM_K];  /* contiguous: vec[i].c follows vec[i-1].c */
} mlkem_polyvec;

/* ByteEncode_12 of the canonical representatives of a (any int16 input). */
#define mlkem_poly_tobytes MLKEM_NS(poly_tobytes)
void mlkem_poly_tobytes(const pqpoly_kyber_backend *B,
                        uint8_t r[MLKEM_POLYBYTES], const mlkem_poly *a);
/* ByteDecode_12 without the reduction mod q: coefficients in [0, 4095]
 * (congruent to FIPS 203's output; the arithmetic accepts 12-bit values). */
#define mlkem_poly_frombytes MLKEM_NS(poly_frombytes)
void mlkem_poly_frombytes(const pqpoly_kyber_backend *B,
                          mlkem_poly *r, const uint8_t a[MLKEM_POLYBYTES]);
/* 1 if every 12-bit value of the encoding is < q (the §7.2 modulus check
 * of one polynomial), else 0.  Public data only. */
#define mlkem_poly_bytes_in_range MLKEM_NS(poly_bytes_in_range)
int mlkem_poly_bytes_in_range(const pqpoly_kyber_backend *B, const uint8_t a[MLKEM_POLYBYTES]);

/* ByteEncode_d(Compress_d(a)) for d = du, dv (any int16 input). */
#define mlkem_poly_compress_u MLKEM_NS(poly_compress_u)
void mlkem_poly_compress_u(const pqpoly_kyber_backend *B,
                           uint8_t r[MLKEM_POLYCOMP_U], const mlkem_poly *a);
#define mlkem_poly_decompress_u MLKEM_NS(poly_decompress_u)
void mlkem_poly_decompress_u(const pqpoly_kyber_backend *B,
                             mlkem_poly *r, const uint8_t a[MLKEM_POLYCOMP_U]);
#define mlkem_poly_compress_v MLKEM_NS(poly_compress_v)
void mlkem_poly_compress_v(const pqpoly_kyber_backend *B,
                           uint8_t r[MLKEM_POLYCOMP_V], const mlkem_poly *a);
#define mlkem_poly_decompress_v MLKEM_NS(poly_decompress_v)
void mlkem_poly_decompress_v(const pqpoly_kyber_backend *B,
                             mlkem_poly *r, const uint8_t a[MLKEM_POLYCOMP_V]);
/* Decompress_1(ByteDecode_1(m)) and ByteEncode_1(Compress_1(a)); branch-free. */
#define mlkem_poly_frommsg MLKEM_NS(poly_frommsg)
void mlkem_poly_frommsg(const pqpoly_kyber_backend *B,
                        mlkem_poly *r, const uint8_t m[MLKEM_SYMBYTES]);
#define mlkem_poly_tomsg MLKEM_NS(poly_tomsg)
void mlkem_poly_tomsg(const pqpoly_kyber_backend *B,
                      uint8_t m[MLKEM_SYMBYTES], const mlkem_poly *a);

#endif
