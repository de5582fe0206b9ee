/* The centering of src/arith/center.h in the sixteen int16 lanes of an AVX2
 * vector: pqpoly_center32_x16 and pqpoly_center32_low_x16, each lane the same
 * integer as the scalar routine (the scalar takes int32; the lanes hold
 * |a| < q < 2^14), so its range macros hold per lane (checked over every
 * |a| < q by tests/arith/test_avx2.c).  Compare masks, no branch, no index on
 * the lane values.  For files compiled with -mavx2 only. */
#ifndef PQPOLY_ARITH_AVX2_CENTER_H
#define PQPOLY_ARITH_AVX2_CENTER_H

#include <immintrin.h>

#include "arith/center.h"

/* r = a (mod q), centered, lane-wise pqpoly_center32(a, q).
 * In:  |a| < q, q odd, q < 2^14; half = (q-1)/2 in every lane.
 * Out: [PQPOLY_CENTER_OUT_MIN(q), PQPOLY_CENTER_OUT_MAX(q)] = [-(q-1)/2, (q-1)/2]. */
static inline __m256i pqpoly_center32_x16(__m256i a, __m256i q, __m256i half) {
    __m256i over = _mm256_cmpgt_epi16(a, half);                            /* a > (q-1)/2 */
    __m256i under = _mm256_cmpgt_epi16(_mm256_sub_epi16(_mm256_setzero_si256(), half), a); /* a < -(q-1)/2 */
    a = _mm256_sub_epi16(a, _mm256_and_si256(over, q));
    return _mm256_add_epi16(a, _mm256_and_si256(under, q));
}

/* r = a (mod q) in [-(q+1)/2, (q-3)/2], lane-wise pqpoly_center32_low(a, q).
 * In:  |a| < q, q odd, q < 2^14; top = (q-3)/2, bottom = -(q+1)/2 in every lane.
 * Out: [PQPOLY_CENTER_LOW_OUT_MIN(q), PQPOLY_CENTER_LOW_OUT_MAX(q)] = [bottom, top]. */
static inline __m256i pqpoly_center32_low_x16(__m256i a, __m256i q, __m256i top, __m256i bottom) {
    __m256i over = _mm256_cmpgt_epi16(a, top), under = _mm256_cmpgt_epi16(bottom, a);
    return _mm256_add_epi16(_mm256_sub_epi16(a, _mm256_and_si256(over, q)), _mm256_and_si256(under, q));
}

#endif
