/* Rounding Barrett reduction in the 16 int16 lanes of an AVX2 vector: the
 * lane-wise twin of pqpoly_barrett_round16 (src/arith/barrett.h) for shifts
 * s in [17, 30], each lane the same integer as the scalar routine (so the
 * bounds PQPOLY_BARRETT16_ROUND_OUT_BOUND_S hold per lane; checked
 * exhaustively by tests/arith/test_avx2_x16.c).  For files compiled with
 * -mavx2 only.
 *
 * The quotient is the scalar routine's high-product form:
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

#endif
