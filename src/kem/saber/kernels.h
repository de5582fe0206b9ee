/* The parameter-free hot paths of Saber per implementation, a kernel table
 * chosen at run time by pqpoly_pick (src/common/pick.h): decoding 13-bit
 * values (GenMatrix's matrix, the secret key) to centered coefficients,
 * encoding 13-bit (the secret key) and 10-bit (b, b') polynomials, and the
 * binomial sampler.
 * The portable table in kernels.c, an AVX2 one in avx2/kernels.c; n = 256
 * and eq = 13 for every set: compiled once.  Internal header. */
#ifndef PQPOLY_KEM_SABER_KERNELS_H
#define PQPOLY_KEM_SABER_KERNELS_H

#include <stddef.h>
#include <stdint.h>

/* BS2POLq [Saber-R3, §8.3] then centering: the 256 13-bit little-endian
 * fields of a[0..416) (least significant bit first), each as its centered
 * representative modulo 2^13, r[i] in [-4096, 4095].  Reads exactly 416
 * bytes.  Constant time (secret keys too). */
typedef void (*pqpoly_saber_decode13_fn)(int16_t r[256], const uint8_t a[416]);

/* POLq2BS / POLp2BS [Saber-R3, §8.3]: the low `bits` bits of each of the
 * 256 coefficients (any int16 values), little-endian bit string, 32 bits
 * bytes: encode13 writes exactly 416 bytes, encode10 exactly 320.
 * Constant time. */
typedef void (*pqpoly_saber_encode13_fn)(uint8_t r[416], const int16_t a[256]);
typedef void (*pqpoly_saber_encode10_fn)(uint8_t r[320], const int16_t a[256]);

/* beta_mu [Saber-R3, §8.4.2] of one polynomial, mu in {6, 8, 10} (the
 * sets' mu; any other value leaves r unchanged): coefficient j reads bits
 * j mu .. j mu + mu - 1 of buf (32 mu bytes, read exactly), r[j] = HW(first
 * mu/2 bits) - HW(next mu/2), in [-mu/2, mu/2].  Constant time (secret). */
typedef void (*pqpoly_saber_cbd_fn)(int16_t r[256], const uint8_t *buf, unsigned mu);

typedef struct {
    uint32_t isa;     /* PQPOLY_ISA_* bits it needs */
    const char *impl; /* "portable", "avx2" */
    pqpoly_saber_decode13_fn decode13;
    pqpoly_saber_encode13_fn encode13;
    pqpoly_saber_encode10_fn encode10;
    pqpoly_saber_cbd_fn cbd;
} pqpoly_saber_kernels;

void pqpoly_saber_decode13_portable(int16_t r[256], const uint8_t a[416]);
void pqpoly_saber_encode13_portable(uint8_t r[416], const int16_t a[256]);
void pqpoly_saber_encode10_portable(uint8_t r[320], const int16_t a[256]);
void pqpoly_saber_cbd_portable(int16_t r[256], const uint8_t *buf, unsigned mu);
#ifdef PQPOLY_X86_AVX2
void pqpoly_saber_decode13_avx2(int16_t r[256], const uint8_t a[416]);
void pqpoly_saber_encode13_avx2(uint8_t r[416], const int16_t a[256]);
void pqpoly_saber_encode10_avx2(uint8_t r[320], const int16_t a[256]);
void pqpoly_saber_cbd_avx2(int16_t r[256], const uint8_t *buf, unsigned mu);
#endif

size_t pqpoly_saber_kernels_count(void);
const pqpoly_saber_kernels *pqpoly_saber_kernels_at(size_t i);
const pqpoly_saber_kernels *pqpoly_saber_kernels_pick(void);

#endif
