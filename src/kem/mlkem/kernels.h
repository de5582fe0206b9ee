/* The parameter-free hot paths of ML-KEM / Kyber per implementation, a
 * kernel table chosen at run time by pqpoly_pick (src/common/pick.h): the
 * rejection step of SampleNTT (FIPS 203 Algorithm 7, lines 5-13; public
 * data), ByteDecode_12 (secret keys too: constant time) and the §7.2 modulus
 * check (public).  The portable table in kernels.c, an AVX2 one in
 * avx2/kernels.c.  n = 256 and q = 3329 for every set: compiled once.
 * Internal header. */
#ifndef PQPOLY_KEM_MLKEM_KERNELS_H
#define PQPOLY_KEM_MLKEM_KERNELS_H

#include <stddef.h>
#include <stdint.h>

/* Appends to r, from position n, the 12-bit values below q read from buf
 * (len bytes, a multiple of 3; each 3 bytes give d1 then d2) until r holds
 * 256; returns the new count.  In 0 <= n <= 256.  r[0..n-1] is kept; an
 * implementation may leave scratch values in r[count..255] (the next call
 * overwrites them), never beyond r[255]. */
typedef unsigned (*pqpoly_mlkem_rej_fn)(int16_t r[256], unsigned n, const uint8_t *buf,
                                        unsigned len);

/* ByteDecode_12 without the reduction mod q: r[i] in [0, 4095].  Constant
 * time. */
typedef void (*pqpoly_mlkem_decode12_fn)(int16_t r[256], const uint8_t a[384]);
/* 1 if every 12-bit value of the 384 bytes is below q (FIPS 203 §7.2, one
 * polynomial), else 0.  Public data only. */
typedef int (*pqpoly_mlkem_check12_fn)(const uint8_t a[384]);

typedef struct {
    uint32_t isa;     /* PQPOLY_ISA_* bits it needs */
    const char *impl; /* "portable", "avx2" */
    pqpoly_mlkem_rej_fn rej_uniform;
    pqpoly_mlkem_decode12_fn decode12;
    pqpoly_mlkem_check12_fn check12;
} pqpoly_mlkem_kernels;

unsigned pqpoly_mlkem_rej_uniform_portable(int16_t r[256], unsigned n, const uint8_t *buf,
                                           unsigned len);
void pqpoly_mlkem_decode12_portable(int16_t r[256], const uint8_t a[384]);
int pqpoly_mlkem_check12_portable(const uint8_t a[384]);
#ifdef PQPOLY_X86_AVX2
unsigned pqpoly_mlkem_rej_uniform_avx2(int16_t r[256], unsigned n, const uint8_t *buf,
                                       unsigned len);
void pqpoly_mlkem_decode12_avx2(int16_t r[256], const uint8_t a[384]);
int pqpoly_mlkem_check12_avx2(const uint8_t a[384]);
#endif

/* Every table compiled in, portable first (the tests compare each with it). */
size_t pqpoly_mlkem_kernels_count(void);
const pqpoly_mlkem_kernels *pqpoly_mlkem_kernels_at(size_t i);
/* The best table the library may run now (pqpoly_set_impl included). */
const pqpoly_mlkem_kernels *pqpoly_mlkem_kernels_pick(void);

#endif
