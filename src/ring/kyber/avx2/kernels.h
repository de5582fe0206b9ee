/* The AVX2 KEM hot paths of the kyber backends (kernels.c here), shared by
 * the three AVX2 backends: the hooks rej_uniform .. cbd of ../backend.h, equal
 * output for equal input to the portable ones (../kernels.h).  For files of
 * this folder (compiled for x86-avx2) only; internal header. */
#ifndef PQPOLY_RING_KYBER_AVX2_KERNELS_H
#define PQPOLY_RING_KYBER_AVX2_KERNELS_H

#include <stdint.h>

unsigned pqpoly_kyber_rej_uniform_avx2(int16_t r[256], unsigned n, const uint8_t *buf,
                                       unsigned len);
void pqpoly_kyber_decode12_avx2(int16_t r[256], const uint8_t a[384]);
int pqpoly_kyber_check12_avx2(const uint8_t a[384]);
void pqpoly_kyber_encode12_avx2(uint8_t r[384], const int16_t a[256]);
void pqpoly_kyber_compress_avx2(uint8_t *r, const int16_t a[256], unsigned d);
void pqpoly_kyber_decompress_avx2(int16_t r[256], const uint8_t *a, unsigned d);
void pqpoly_kyber_cbd_avx2(int16_t r[256], const uint8_t *buf, unsigned eta);

/* The hot-path members of an AVX2 backend's initializer (../backend.h). */
#define PQPOLY_KYBER_KERNELS_AVX2                                                        \
    .rej_uniform = pqpoly_kyber_rej_uniform_avx2, .decode12 = pqpoly_kyber_decode12_avx2, \
    .check12 = pqpoly_kyber_check12_avx2, .encode12 = pqpoly_kyber_encode12_avx2,        \
    .compress = pqpoly_kyber_compress_avx2, .decompress = pqpoly_kyber_decompress_avx2,  \
    .cbd = pqpoly_kyber_cbd_avx2

#endif
