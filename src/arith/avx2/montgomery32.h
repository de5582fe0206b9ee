/* Signed Montgomery multiplication (R = 2^32) in the 8 int32 lanes of an
 * AVX2 vector, and the R = 2^16 reduction of int32 lanes (below): the lane-wise twin of pqpoly_montgomery_mul32
 * (src/arith/montgomery.h), each lane the same integer as the scalar routine,
 * so its bounds (PQPOLY_MONT32_OUT_LO/HI) hold per lane (checked against the
 * scalar routine on boundary and random inputs by
 * tests/arith/test_avx2_mont32.c).  For files compiled with -mavx2 only.
 *
 * [ACC+21, Algorithm 8] with vpmuldq: the even lanes, then the odd lanes
 * shifted down; m = [a b q^-1]_32 is the low half of (a b)(q^-1) (the low 32
 * bits of a product do not depend on signedness), and a b - m q has zero low
 * half, so its high half is (a b - m q) / 2^32 exactly, the scalar result. */
#ifndef PQPOLY_ARITH_AVX2_MONTGOMERY32_H
#define PQPOLY_ARITH_AVX2_MONTGOMERY32_H

#include <immintrin.h>

#include "arith/montgomery.h"

/* r = a b 2^-32 (mod q) per lane; q, qinv = PQPOLY_MONT32_QINV(q) in every
 * lane.  In: a b in [-q 2^31, q 2^31 - 1] per lane (any int32 a with |b| < q).
 * Out: as pqpoly_montgomery_mul32: in [PQPOLY_MONT32_OUT_LO(q, a b),
 *      PQPOLY_MONT32_OUT_HI(q, a b)], within [-(q-1), q-1]. */
static inline __m256i pqpoly_montgomery_mul32_x8(__m256i a, __m256i b, __m256i qinv, __m256i q) {
    __m256i pe = _mm256_mul_epi32(a, b);
    __m256i po = _mm256_mul_epi32(_mm256_srli_epi64(a, 32), _mm256_srli_epi64(b, 32));
    __m256i me = _mm256_mul_epi32(pe, qinv), mo = _mm256_mul_epi32(po, qinv);
    __m256i re = _mm256_sub_epi64(pe, _mm256_mul_epi32(me, q));
    __m256i ro = _mm256_sub_epi64(po, _mm256_mul_epi32(mo, q));
    return _mm256_blend_epi32(_mm256_srli_epi64(re, 32), ro, 0xAA);
}

/* r = a 2^-16 (mod q) per int32 lane: the lane-wise twin of
 * pqpoly_montgomery_reduce16 (src/arith/montgomery.h), each lane the same
 * integer, for 32-bit sums of 16-bit products (vpmaddwd).  qinv16 =
 * PQPOLY_MONT16_QINV(q) in every 16-bit lane, qlo = q in the low and 0 in the
 * high 16-bit half of every 32-bit lane (_mm256_set1_epi32(q)).
 * In:  a in [-q 2^15, q 2^15 - 1] per lane, q < 2^15 odd.
 * Out: r in [PQPOLY_MONT16_OUT_LO(q, a), PQPOLY_MONT16_OUT_HI(q, a)] per
 *      lane, sign-extended to 32 bits.
 * Why the same integer: pmullw of a by qinv16 leaves m = [a q^-1]_16 in the
 * low half of each lane (the high half is not read: vpmaddwd multiplies it
 * by 0), vpmaddwd gives m q exactly, and a - m q has zero low half. */
static inline __m256i pqpoly_avx2_montgomery_reduce16_x8(__m256i a, __m256i qinv16, __m256i qlo) {
    __m256i m = _mm256_mullo_epi16(a, qinv16);
    return _mm256_srai_epi32(_mm256_sub_epi32(a, _mm256_madd_epi16(m, qlo)), 16);
}

#endif
