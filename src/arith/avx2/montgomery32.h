/* Signed Montgomery multiplication (R = 2^32) in the 8 int32 lanes of an
 * AVX2 vector: the lane-wise twin of pqpoly_montgomery_mul32
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

#endif
