/* Barrett arithmetic in the lanes of an AVX2 vector: the lane-wise twins of
 * src/arith/barrett.h, each named after its scalar routine with the lane
 * count appended, each lane the same integer as the scalar routine (so the
 * scalar's bound macros hold per lane).  For files compiled with -mavx2 only.
 * Checked lane for lane against the scalar routines: the rounding reductions
 * over every int16 by tests/arith/test_avx2.c and test_avx2_x16.c, the
 * constant product, the 32-bit reduction and mulsub by test_barrett_avx2.c.
 *
 * The rounding reduction in 16 int16 lanes (shifts s in [17, 30]) takes the
 * scalar routine's high-product quotient:
 *   round(hi(a v) / 2^(s-16)) = pmulhrsw(hi(a v), 2^(31-s)),
 * since pmulhrsw(x, 2^(31-s)) = (x 2^(31-s) + 2^14) >> 15 =
 * floor((x + 2^(s-17)) / 2^(s-16)) with no overflow (|x| <= 2^14). */
#ifndef PQPOLY_ARITH_AVX2_BARRETT_H
#define PQPOLY_ARITH_AVX2_BARRETT_H

#include <immintrin.h>

#include "arith/barrett.h"

/* r = a (mod q) per lane, centered.
 * In:  any int16 a; v = PQPOLY_BARRETT16_VR_S(q, s) and r2 = 2^(31-s) in every
 *      lane, 17 <= s <= 30 (s = PQPOLY_BARRETT16_SHIFT(q) for the default).
 * Out: as pqpoly_barrett_round16(a, q, v, s): |r| <= PQPOLY_BARRETT16_ROUND_OUT_BOUND_S(q, s, |a|),
 *      the centered representative for q = 3329 and the default shift. */
static inline __m256i pqpoly_barrett_round16_x16(__m256i a, __m256i v, __m256i r2, __m256i q) {
    __m256i t = _mm256_mulhrs_epi16(_mm256_mulhi_epi16(a, v), r2);
    return _mm256_sub_epi16(a, _mm256_mullo_epi16(t, q));
}

/* r = a (mod q) per lane, centered: pqpoly_barrett_round16(a, q, v, 15)
 * (pmulhrsw, pmullw, psubw; e.g. q = 3).
 * In:  any int16 a; v = PQPOLY_BARRETT16_VR_S(q, 15) (< 2^15) in every lane.
 * Out: |r| <= PQPOLY_BARRETT16_ROUND_OUT_BOUND_S(q, 15, |a|).
 * Why the same integer: pmulhrsw is floor((a v + 2^14) / 2^15), the scalar
 * twin's t for s = 15 (|a v| < 2^30). */
static inline __m256i pqpoly_barrett_round16_s15_x16(__m256i a, __m256i v, __m256i q) {
    return _mm256_sub_epi16(a, _mm256_mullo_epi16(_mm256_mulhrs_epi16(a, v), q));
}

/* r = a b (mod q) per lane: pqpoly_barrett_mulc16 ([HLY24, Algorithm 2]).
 * In:  any int16 a (|a| <= A); b a constant in (-q, q) and bbar =
 *      PQPOLY_BARRETT_MULC16_CONST(b, q) (per lane: tables or broadcasts); q < 2^14.
 * Out: the scalar's integer, |r| <= PQPOLY_BARRETT_MULC16_OUT_BOUND(q, A) <= q - 1.
 * pmulhrsw is (a bbar + 2^14) >> 15, the scalar's sqrdmulh-style quotient
 * (equal modulo 2^16 even at a = bbar = -2^15, which |b| < q excludes);
 * pmullw and psubw wrap as the scalar's narrowing does. */
static inline __m256i pqpoly_barrett_mulc16_x16(__m256i a, __m256i b, __m256i bbar, __m256i q) {
    __m256i t = _mm256_mulhrs_epi16(a, bbar);
    return _mm256_sub_epi16(_mm256_mullo_epi16(a, b), _mm256_mullo_epi16(t, q));
}

/* r = c (mod q) for two vectors of eight int32 lanes, narrowed to int16 and
 * interleaved: lane 2j of the result is pqpoly_barrett_round32(c0_j, q, v, 32),
 * lane 2j + 1 the same of c1_j ([ACC+21, Algorithm 7], R = 2^32).
 * In:  any int32 c0, c1 (|c| <= A); v = PQPOLY_BARRETT32_VR(q) in every 32-bit
 *      lane; q < 2^14 odd.
 * Out: |r| <= PQPOLY_BARRETT32_ROUND_OUT_BOUND(q, A) (< q for every int32, so
 *      the scalar's result fits the 16-bit lane).
 * The quotient round(c v / 2^32) is the high dword of the 64-bit c v + 2^31
 * (vpmuldq on the even lanes, then on the odd lanes shifted down); r needs only
 * the low 16 bits of c and of t, since its true value fits int16. */
static inline __m256i pqpoly_barrett_round32_x8x2(__m256i c0, __m256i c1, __m256i v, __m256i q) {
    const __m256i half = _mm256_set1_epi64x((int64_t)1 << 31);
    __m256i e0 = _mm256_add_epi64(_mm256_mul_epi32(c0, v), half);
    __m256i o0 = _mm256_add_epi64(_mm256_mul_epi32(_mm256_srli_epi64(c0, 32), v), half);
    __m256i e1 = _mm256_add_epi64(_mm256_mul_epi32(c1, v), half);
    __m256i o1 = _mm256_add_epi64(_mm256_mul_epi32(_mm256_srli_epi64(c1, 32), v), half);
    __m256i t0 = _mm256_blend_epi32(_mm256_srli_epi64(e0, 32), o0, 0xAA);
    __m256i t1 = _mm256_blend_epi32(_mm256_srli_epi64(e1, 32), o1, 0xAA);
    __m256i t = _mm256_blend_epi16(t0, _mm256_slli_epi32(t1, 16), 0xAA);
    __m256i c = _mm256_blend_epi16(c0, _mm256_slli_epi32(c1, 16), 0xAA);
    return _mm256_sub_epi16(c, _mm256_mullo_epi16(t, q));
}

/* r = a x - b y (mod q) per lane: pqpoly_barrett_mulsub16.
 * In:  a, b with |a|, |b| <= PQPOLY_BARRETT_SCALAR16_IN_MAX(q) ((q-1)/2) and ap, bp
 *      their pqpoly_barrett_scalar16 multipliers (usually broadcast scalars);
 *      |x|, |y| <= X <= PQPOLY_BARRETT_MULSUB16_IN_MAX(q) (2q - 1); 3 <= q < 2^14 odd.
 * Out: |r| <= PQPOLY_BARRETT_MULSUB16_OUT_BOUND(q, X) <= 2q - 1.
 * vpmulhw is floor(x ap / 2^16) as the scalar >> 16; vpmullw and vpsubw wrap
 * modulo 2^16 as the scalar's unsigned arithmetic does. */
static inline __m256i pqpoly_barrett_mulsub16_x16(__m256i a, __m256i ap, __m256i x, __m256i b, __m256i bp,
                                                  __m256i y, __m256i q)
{
    __m256i lo = _mm256_sub_epi16(_mm256_mullo_epi16(a, x), _mm256_mullo_epi16(b, y));
    __m256i t = _mm256_sub_epi16(_mm256_mulhi_epi16(x, ap), _mm256_mulhi_epi16(y, bp));
    return _mm256_sub_epi16(lo, _mm256_mullo_epi16(t, q));
}

#endif
