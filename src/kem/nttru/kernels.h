/* NTTRU's hot paths outside the NTT per implementation, a kernel table
 * chosen at run time by pqpoly_pick (src/common/pick.h), as ML-KEM's
 * (src/kem/mlkem/kernels.h): the ternary sampler (poly.h, nttru_short), the
 * 13-bit packing of lane-order values (poly.h, nttru_pack13_lanes and
 * nttru_unpack13_lanes) and the constant-time ciphertext comparison.  The
 * portable table in kernels.c (the functions of poly.h and common/ct.h), an
 * AVX2 one in avx2/kernels.c.  All constant time.  Internal header. */
#ifndef PQPOLY_KEM_NTTRU_KERNELS_H
#define PQPOLY_KEM_NTTRU_KERNELS_H

#include <stddef.h>
#include <stdint.h>

#include "poly.h"

typedef struct {
    uint32_t isa;     /* PQPOLY_ISA_* bits it needs */
    const char *impl; /* "portable", "avx2" */
    void (*short_poly)(int16_t r[NTTRU_N], const uint8_t buf[NTTRU_COIN_BYTES]);
    void (*pack13_lanes)(uint8_t buf[NTTRU_PACKED_BYTES], const int16_t a[NTTRU_N]);
    void (*unpack13_lanes)(int16_t r[NTTRU_N], const uint8_t buf[NTTRU_PACKED_BYTES]);
    /* 0 if the two ciphertexts are equal, 1 otherwise; no early exit */
    int (*ct_differ)(const uint8_t a[NTTRU_PACKED_BYTES], const uint8_t b[NTTRU_PACKED_BYTES]);
} pqpoly_nttru_kernels;

#ifdef PQPOLY_X86_AVX2
void pqpoly_nttru_short_avx2(int16_t r[NTTRU_N], const uint8_t buf[NTTRU_COIN_BYTES]);
void pqpoly_nttru_pack13_lanes_avx2(uint8_t buf[NTTRU_PACKED_BYTES], const int16_t a[NTTRU_N]);
void pqpoly_nttru_unpack13_lanes_avx2(int16_t r[NTTRU_N], const uint8_t buf[NTTRU_PACKED_BYTES]);
int pqpoly_nttru_ct_differ_avx2(const uint8_t a[NTTRU_PACKED_BYTES], const uint8_t b[NTTRU_PACKED_BYTES]);
#endif

/* Every table compiled in, portable first (the tests compare each with it). */
size_t pqpoly_nttru_kernels_count(void);
const pqpoly_nttru_kernels *pqpoly_nttru_kernels_at(size_t i);
/* The best table the library may run now (pqpoly_set_impl included). */
const pqpoly_nttru_kernels *pqpoly_nttru_kernels_pick(void);

#endif
