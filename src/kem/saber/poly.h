/* Polynomials of Saber and their encodings, sampling and products
 * [Saber-R3, §8].  Coefficients are int16_t, correct modulo the ring's
 * modulus of the moment (2^13, 2^10 or 2^eT): only the low bits are ever
 * read, so no reduction is needed between steps.  Internal header. */
#ifndef PQPOLY_KEM_SABER_POLY_H
#define PQPOLY_KEM_SABER_POLY_H

#include <stdint.h>

#include "params.h"
#include "ring/saber/backend.h"

typedef struct {
    _Alignas(32) int16_t c[SABER_N];
} saber_poly;

typedef struct {
    saber_poly m[SABER_L][SABER_L];
} saber_matrix;

/* The little-endian bit string of the low `bits` bits of each of the 256
 * coefficients (POLT2BS with eT, POLmsg2BS with 1; the 13- and 10-bit
 * encodings are the backend's encode13 / encode10): 32 * bits bytes. */
#define saber_pack SABER_NS(pack)
void saber_pack(uint8_t *r, const saber_poly *a, unsigned bits);
/* The inverse: 256 values of `bits` bits each, in [0, 2^bits). */
#define saber_unpack SABER_NS(unpack)
void saber_unpack(saber_poly *r, const uint8_t *a, unsigned bits);

/* GenMatrix after its SHAKE128 (the KEM runs the hashes, sponges.h): from
 * buf = SHAKE128(seed_A) of SABER_MATRIXBYTES, A->m[i][j] = the
 * (i l + j)-th polynomial of 13-bit values, centered (B->decode13). */
#define saber_decode_matrix SABER_NS(decode_matrix)
void saber_decode_matrix(const pqpoly_saber_backend *B, saber_matrix *A, const uint8_t buf[SABER_MATRIXBYTES]);
/* GenSecret after its SHAKE128: from buf = SHAKE128(seed) of
 * SABER_SECRETCOINBYTES, s[i] = beta_mu of the i-th POLYCOINBYTES (B->cbd):
 * each coefficient is HW(mu/2 bits) - HW(next mu/2 bits), in [-mu/2, mu/2]. */
#define saber_decode_secret SABER_NS(decode_secret)
void saber_decode_secret(const pqpoly_saber_backend *B, saber_poly s[SABER_L],
                         const uint8_t buf[SABER_SECRETCOINBYTES]);

/* The products, through B->prod (src/ring/saber/backend.h; mult.c).
 * r[i] = sum_j M_ij s[j] mod (x^256 + 1, 2^13), with M_ij = A->m[i][j]
 * (transpose = 0) or A->m[j][i] (transpose = 1); A centered, |s| <= mu/2.
 * Output correct modulo 2^13. */
#define saber_matvec SABER_NS(matvec)
void saber_matvec(const pqpoly_saber_backend *B, saber_poly r[SABER_L], const saber_matrix *A,
                  const saber_poly s[SABER_L], int transpose);
/* r = sum_j b[j] s[j] mod (x^256 + 1, 2^13); b with coefficients in
 * [0, 2^10), |s| <= mu/2.  Output correct modulo 2^13 (hence modulo 2^10). */
#define saber_inner SABER_NS(inner)
void saber_inner(const pqpoly_saber_backend *B, saber_poly *r, const saber_poly b[SABER_L],
                 const saber_poly s[SABER_L]);

/* Encryption's two products with one secret s': r = A s' (as saber_matvec,
 * transpose = 0) and v = b^T s' (as saber_inner), s' transformed once. */
#define saber_matvec_inner SABER_NS(matvec_inner)
void saber_matvec_inner(const pqpoly_saber_backend *B, saber_poly r[SABER_L], saber_poly *v,
                        const saber_matrix *A, const saber_poly b[SABER_L], const saber_poly s[SABER_L]);

#endif
