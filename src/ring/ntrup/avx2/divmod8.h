/* pqpoly_ntruprime_divmod (../encode.h) on eight 32-bit lanes: the same
 * steps, lane for lane the same integers.  Include only from code compiled
 * with -mavx2.  Internal header. */
#ifndef PQPOLY_RING_NTRUP_AVX2_DIVMOD8_H
#define PQPOLY_RING_NTRUP_AVX2_DIVMOD8_H

#include <immintrin.h>

/* Eight (x mod m, floor(x / m)) at once: any 32-bit x (read unsigned),
 * 2 <= m < 2^14, v = floor(2^32 / m) (< 2^31), m1 = m - 1.  vpmuludq forms
 * the exact 64-bit x v of the even and odd lanes, so qt = floor(x v / 2^32)
 * is the scalar's, floor(x/m) or one less; r = x - qt m (mod 2^32) is then
 * below 2m < 2^15, and the signed compare r > m - 1 is the scalar's mask. */
static inline __m256i pqpoly_ntrup_divmod8(__m256i *quot, __m256i x, __m256i m, __m256i v, __m256i m1) {
    __m256i pe = _mm256_mul_epu32(x, v), po = _mm256_mul_epu32(_mm256_srli_epi64(x, 32), v);
    __m256i qt = _mm256_blend_epi32(_mm256_srli_epi64(pe, 32), po, 0xAA);
    __m256i r = _mm256_sub_epi32(x, _mm256_mullo_epi32(qt, m));
    __m256i mask = _mm256_cmpgt_epi32(r, m1); /* r >= m */
    r = _mm256_sub_epi32(r, _mm256_and_si256(m, mask));
    *quot = _mm256_sub_epi32(qt, mask);
    return r;
}

#endif
