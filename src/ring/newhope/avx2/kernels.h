/* The AVX2 hot paths of the newhope backends (kernels.c beside this file),
 * shared by the three AVX2 backends: each gives the same bytes as its
 * portable twin (src/ring/newhope/kernels.c, reconcile.c;
 * tests/kem/newhope/test_newhope_kernels.c).  For files compiled for
 * x86-avx2 only.  Internal header. */
#ifndef PQPOLY_RING_NEWHOPE_AVX2_KERNELS_H
#define PQPOLY_RING_NEWHOPE_AVX2_KERNELS_H

#include "ring/newhope/backend.h"

unsigned pqpoly_newhope_rej_avx2(int16_t r[NEWHOPE_N], unsigned n, const uint8_t *buf, unsigned len);
void pqpoly_newhope_psi16_avx2(int16_t r[NEWHOPE_N], const uint8_t buf[NEWHOPE_NOISEBYTES]);
void pqpoly_newhope_tobytes_avx2(uint8_t out[NEWHOPE_POLYBYTES], const int16_t r[NEWHOPE_N]);
void pqpoly_newhope_frombytes_avx2(int16_t r[NEWHOPE_N], const uint8_t in[NEWHOPE_POLYBYTES]);
void pqpoly_newhope_rec_avx2(uint8_t key[NEWHOPE_KEYBYTES], const int16_t v[NEWHOPE_N], const uint8_t c[NEWHOPE_N]);
void pqpoly_newhope_helprec_avx2(uint8_t c[NEWHOPE_N], const int16_t v[NEWHOPE_N], const uint8_t rnd[32]);
void pqpoly_newhope_hints_frombytes_avx2(uint8_t c[NEWHOPE_N], const uint8_t in[NEWHOPE_RECBYTES]);

/* The hot-path members of an AVX2 backend's initializer. */
#define PQPOLY_NEWHOPE_AVX2_KERNELS                      \
    .rej = pqpoly_newhope_rej_avx2,                      \
    .psi16 = pqpoly_newhope_psi16_avx2,                  \
    .tobytes = pqpoly_newhope_tobytes_avx2,              \
    .frombytes = pqpoly_newhope_frombytes_avx2,          \
    .rec = pqpoly_newhope_rec_avx2,                      \
    .helprec = pqpoly_newhope_helprec_avx2,              \
    .hints_frombytes = pqpoly_newhope_hints_frombytes_avx2

#endif
