/* The AVX2 hot paths of the nttru backends (kernels.c beside this file),
 * shared by both AVX2 backends: each computes the integers of its portable
 * twin (src/ring/nttru/kernels.c) lane by lane, with the NTT-domain values
 * in the lane order (NTTRU_ORDER_LANES, backend.h), which is the wire's
 * order, so pack13 and unpack13 permute nothing.  For files compiled for
 * x86-avx2 only.  Internal header. */
#ifndef PQPOLY_RING_NTTRU_AVX2_KERNELS_H
#define PQPOLY_RING_NTTRU_AVX2_KERNELS_H

#include "ring/nttru/backend.h"

void pqpoly_nttru_short_avx2(int16_t r[NTTRU_N], const uint8_t buf[NTTRU_COIN_BYTES], int16_t s);
void pqpoly_nttru_pack13_lanes_avx2(uint8_t buf[NTTRU_PACKED_BYTES], const int16_t a[NTTRU_N]);
void pqpoly_nttru_unpack13_lanes_avx2(int16_t r[NTTRU_N], const uint8_t buf[NTTRU_PACKED_BYTES]);
void pqpoly_nttru_pack_short_avx2(uint8_t buf[NTTRU_MSG_BYTES], const int16_t m[NTTRU_N]);
void pqpoly_nttru_freeze_avx2(int16_t a[NTTRU_N]);
void pqpoly_nttru_crep_mod3_avx2(int16_t m[NTTRU_N]);
void pqpoly_nttru_pack_sum_avx2(uint8_t buf[NTTRU_PACKED_BYTES], const int16_t c[NTTRU_N], const int16_t b[NTTRU_N]);
int pqpoly_nttru_differ_sum_avx2(const uint8_t ct[NTTRU_PACKED_BYTES], const int16_t c[NTTRU_N],
                                 const int16_t b[NTTRU_N]);

/* The hot-path members of an AVX2 backend's initializer. */
#define PQPOLY_NTTRU_AVX2_KERNELS                          \
    .short_poly = pqpoly_nttru_short_avx2,                 \
    .pack13 = pqpoly_nttru_pack13_lanes_avx2,              \
    .unpack13 = pqpoly_nttru_unpack13_lanes_avx2,          \
    .pack_short = pqpoly_nttru_pack_short_avx2,            \
    .freeze = pqpoly_nttru_freeze_avx2,                    \
    .crep_mod3 = pqpoly_nttru_crep_mod3_avx2,              \
    .pack_sum = pqpoly_nttru_pack_sum_avx2,                \
    .differ_sum = pqpoly_nttru_differ_sum_avx2

#endif
