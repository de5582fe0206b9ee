/* AVX2 forms of src/arith/barrett.h, sixteen int16 lanes at a time.  Each is
 * lane for lane the scalar function of the same name without the x16 suffix:
 * the same products, the same 16-bit wrap-around, hence the same result and
 * the same stated bounds on every input (tests/arith/test_barrett_avx2.c
 * compares them).  Include only from code compiled with -mavx2 (src/<layer>/
 * avx2/). */
#ifndef PQPOLY_ARITH_AVX2_BARRETT16X16_H
#define PQPOLY_ARITH_AVX2_BARRETT16X16_H

#include <immintrin.h>

/* r = a x - b y (mod q), lane by lane: pqpoly_barrett_mulsub16.
 * In:  a, b with |a|, |b| <= PQPOLY_BARRETT_SCALAR16_IN_MAX(q) ((q-1)/2) and ap, bp
 *      their pqpoly_barrett_scalar16 multipliers (usually broadcast scalars);
 *      |x|, |y| <= X <= PQPOLY_BARRETT_MULSUB16_IN_MAX(q) (2q - 1); 3 <= q < 2^14 odd.
 * Out: |r| <= PQPOLY_BARRETT_MULSUB16_OUT_BOUND(q, X) <= 2q - 1.
 * vpmulhw is floor(x ap / 2^16) as the scalar >> 16; vpmullw and vpsubw wrap
 * modulo 2^16 as the scalar's unsigned arithmetic does. */
static inline __m256i pqpoly_barrett_mulsub16x16(__m256i a, __m256i ap, __m256i x, __m256i b, __m256i bp,
                                                 __m256i y, __m256i q)
{
    __m256i lo = _mm256_sub_epi16(_mm256_mullo_epi16(a, x), _mm256_mullo_epi16(b, y));
    __m256i t = _mm256_sub_epi16(_mm256_mulhi_epi16(x, ap), _mm256_mulhi_epi16(y, bp));
    return _mm256_sub_epi16(lo, _mm256_mullo_epi16(t, q));
}

#endif
