/* The parameter-free hot paths of ML-KEM / Kyber per implementation, a
 * kernel table chosen at run time by pqpoly_pick (src/common/pick.h): the
 * rejection step of SampleNTT (FIPS 203 Algorithm 7, lines 5-13; public
 * data), ByteDecode_12 (secret keys too: constant time), the §7.2 modulus
 * check (public), ByteEncode_12, Compress/Decompress with ByteEncode_d /
 * ByteDecode_d for every d the sets use, and SamplePolyCBD (secret: constant
 * time).  The portable table in kernels.c, an AVX2 one in
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
/* ByteEncode_12 of the canonical representatives in [0, q) of a (any int16
 * input).  Constant time (secret keys). */
typedef void (*pqpoly_mlkem_encode12_fn)(uint8_t r[384], const int16_t a[256]);
/* ByteEncode_d(Compress_d(a mod q)) into 32 d bytes, d in {1, 4, 5, 10, 11}
 * (d = 1: the message of Decrypt; [FIPS203, §4.2.1, Alg. 5]); any int16
 * input.  Constant time: the values are secret. */
typedef void (*pqpoly_mlkem_compress_fn)(uint8_t *r, const int16_t a[256], unsigned d);
/* Decompress_d(ByteDecode_d(a)) from 32 d bytes, d in {1, 4, 5, 10, 11}
 * (d = 1: the message of Encrypt); out [0, q).  Every byte string is
 * allowed.  Constant time. */
typedef void (*pqpoly_mlkem_decompress_fn)(int16_t r[256], const uint8_t *a, unsigned d);
/* SamplePolyCBD_eta of 64 eta bytes, eta in {2, 3} [FIPS203, Alg. 8]:
 * out [-eta, eta].  Constant time. */
typedef void (*pqpoly_mlkem_cbd_fn)(int16_t r[256], const uint8_t *buf, unsigned eta);

typedef struct {
    uint32_t isa;     /* PQPOLY_ISA_* bits it needs */
    const char *impl; /* "portable", "avx2" */
    pqpoly_mlkem_rej_fn rej_uniform;
    pqpoly_mlkem_decode12_fn decode12;
    pqpoly_mlkem_check12_fn check12;
    pqpoly_mlkem_encode12_fn encode12;
    pqpoly_mlkem_compress_fn compress;
    pqpoly_mlkem_decompress_fn decompress;
    pqpoly_mlkem_cbd_fn cbd;
} pqpoly_mlkem_kernels;

unsigned pqpoly_mlkem_rej_uniform_portable(int16_t r[256], unsigned n, const uint8_t *buf,
                                           unsigned len);
void pqpoly_mlkem_decode12_portable(int16_t r[256], const uint8_t a[384]);
int pqpoly_mlkem_check12_portable(const uint8_t a[384]);
void pqpoly_mlkem_encode12_portable(uint8_t r[384], const int16_t a[256]);
void pqpoly_mlkem_compress_portable(uint8_t *r, const int16_t a[256], unsigned d);
void pqpoly_mlkem_decompress_portable(int16_t r[256], const uint8_t *a, unsigned d);
void pqpoly_mlkem_cbd_portable(int16_t r[256], const uint8_t *buf, unsigned eta);
#ifdef PQPOLY_X86_AVX2
unsigned pqpoly_mlkem_rej_uniform_avx2(int16_t r[256], unsigned n, const uint8_t *buf,
                                       unsigned len);
void pqpoly_mlkem_decode12_avx2(int16_t r[256], const uint8_t a[384]);
int pqpoly_mlkem_check12_avx2(const uint8_t a[384]);
void pqpoly_mlkem_encode12_avx2(uint8_t r[384], const int16_t a[256]);
void pqpoly_mlkem_compress_avx2(uint8_t *r, const int16_t a[256], unsigned d);
void pqpoly_mlkem_decompress_avx2(int16_t r[256], const uint8_t *a, unsigned d);
void pqpoly_mlkem_cbd_avx2(int16_t r[256], const uint8_t *buf, unsigned eta);
#endif

/* Every table compiled in, portable first (the tests compare each with it). */
size_t pqpoly_mlkem_kernels_count(void);
const pqpoly_mlkem_kernels *pqpoly_mlkem_kernels_at(size_t i);
/* The best table the library may run now (pqpoly_set_impl included). */
const pqpoly_mlkem_kernels *pqpoly_mlkem_kernels_pick(void);

#endif
