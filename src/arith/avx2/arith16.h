/* The 16-bit reductions of src/arith on sixteen int16 lanes (AVX2; include
 * only from code compiled with -mavx2).  Each routine computes, lane by lane,
 * exactly the integer of its scalar twin, so the twin's input range, output
 * range and bound macros hold unchanged; tests/arith/test_avx2.c compares
 * them lane by lane over every int16 input.
 *
 *   pqpoly_avx2_montgomery_mul16   = pqpoly_montgomery_mul16 (montgomery.h),
 *                                    [Sei18]: pmullw, pmulhw, pmulhw, psubw
 *   pqpoly_avx2_barrett_round16    = pqpoly_barrett_round16 (barrett.h) with
 *                                    17 <= s <= 30: pmulhw, then the rounding
 *                                    shift as pmulhrsw by 2^(31-s), pmullw, psubw
 *   pqpoly_avx2_barrett_round16_s15 = pqpoly_barrett_round16 with s = 15
 *                                    (pmulhrsw, pmullw, psubw; e.g. q = 3)
 *   pqpoly_avx2_center16           = pqpoly_center32 (center.h) for |a| < q
 *   pqpoly_avx2_center16_low       = pqpoly_center32_low (center.h) for |a| < q
 *
 * Conventions of arith_util.h (wrap-around narrowing); no branch, no index
 * on the lane values. */
#ifndef PQPOLY_ARITH_AVX2_ARITH16_H
#define PQPOLY_ARITH_AVX2_ARITH16_H

#include <immintrin.h>
#include <stdint.h>

/* The Montgomery multiplier of a constant (or of one operand reused several
 * times): bq = b * qinv mod 2^16 (pmullw). */
static inline __m256i pqpoly_avx2_mont_pre16(__m256i b, __m256i qinv) { return _mm256_mullo_epi16(b, qinv); }

/* r = a b 2^-16 (mod q), lane-wise pqpoly_montgomery_mul16(a, b, q, qinv).
 * In:  a b in [-q 2^15, q 2^15 - 1] per lane (any int16 a with |b| < q);
 *      bq = pqpoly_avx2_mont_pre16(b, qinv).
 * Out: as pqpoly_montgomery_mul16: within [-(q-1), q-1]; for |a| <= A and a
 *      centered b, |r| <= PQPOLY_MONT16_MULC_OUT_BOUND(q, A).
 * Why the same integer: lo(a b) q^-1 = lo(a (b q^-1)) mod 2^16, so m is the
 * scalar twin's m, and hi(a b) - hi(m q) is its result. */
static inline __m256i pqpoly_avx2_montgomery_mul16(__m256i a, __m256i b, __m256i bq, __m256i q) {
    __m256i hi = _mm256_mulhi_epi16(a, b);
    __m256i m = _mm256_mullo_epi16(a, bq);
    return _mm256_sub_epi16(hi, _mm256_mulhi_epi16(m, q));
}

/* r = a (mod q), centered, lane-wise pqpoly_barrett_round16(a, q, v, s).
 * In:  any int16 a; v = PQPOLY_BARRETT16_VR_S(q, s); rnd = 2^(31-s) (the
 *      pmulhrsw factor, 17 <= s <= 30).
 * Out: |r| <= PQPOLY_BARRETT16_ROUND_OUT_BOUND_S(q, s, |a|).
 * Why the same integer: the scalar twin takes hi = floor(a v / 2^16) and
 * t = floor((hi + 2^(s-17)) / 2^(s-16)); pmulhrsw(hi, 2^(31-s)) is
 * floor((hi 2^(31-s) + 2^14) / 2^15) = floor((hi + 2^(s-17)) / 2^(s-16)),
 * the same t (|hi| < 2^14, so hi 2^(31-s) + 2^14 < 2^31). */
static inline __m256i pqpoly_avx2_barrett_round16(__m256i a, __m256i v, __m256i rnd, __m256i q) {
    __m256i t = _mm256_mulhrs_epi16(_mm256_mulhi_epi16(a, v), rnd);
    return _mm256_sub_epi16(a, _mm256_mullo_epi16(t, q));
}

/* r = a (mod q), centered, lane-wise pqpoly_barrett_round16(a, q, v, 15).
 * In:  any int16 a; v = PQPOLY_BARRETT16_VR_S(q, 15) (< 2^15).
 * Out: |r| <= PQPOLY_BARRETT16_ROUND_OUT_BOUND_S(q, 15, |a|).
 * Why the same integer: pmulhrsw is floor((a v + 2^14) / 2^15), the scalar
 * twin's t for s = 15 (|a v| < 2^30). */
static inline __m256i pqpoly_avx2_barrett_round16_s15(__m256i a, __m256i v, __m256i q) {
    return _mm256_sub_epi16(a, _mm256_mullo_epi16(_mm256_mulhrs_epi16(a, v), q));
}

/* r = a (mod q), centered, lane-wise pqpoly_center32(a, q).
 * In:  |a| < q, q odd, q < 2^14; half = (q-1)/2.
 * Out: [-(q-1)/2, (q-1)/2].  Compare masks, no branch. */
static inline __m256i pqpoly_avx2_center16(__m256i a, __m256i q, __m256i half) {
    __m256i over = _mm256_cmpgt_epi16(a, half);                            /* a > (q-1)/2 */
    __m256i under = _mm256_cmpgt_epi16(_mm256_sub_epi16(_mm256_setzero_si256(), half), a); /* a < -(q-1)/2 */
    a = _mm256_sub_epi16(a, _mm256_and_si256(over, q));
    return _mm256_add_epi16(a, _mm256_and_si256(under, q));
}

/* r = a (mod q) in [-(q+1)/2, (q-3)/2], lane-wise pqpoly_center32_low(a, q).
 * In:  |a| < q, q odd, q < 2^14; top = (q-3)/2, bottom = -(q+1)/2.
 * Out: [bottom, top].  Compare masks, no branch. */
static inline __m256i pqpoly_avx2_center16_low(__m256i a, __m256i q, __m256i top, __m256i bottom) {
    __m256i over = _mm256_cmpgt_epi16(a, top), under = _mm256_cmpgt_epi16(bottom, a);
    return _mm256_add_epi16(_mm256_sub_epi16(a, _mm256_and_si256(over, q)), _mm256_and_si256(under, q));
}

#endif
