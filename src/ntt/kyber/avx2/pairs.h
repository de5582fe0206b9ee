/* The lane shuffles of the AVX2 Kyber-ring NTTs (src/ring/kyber/avx2/ntt_*.c):
 * the layers of half-length 8, 4 and 2 work inside a pair of vectors
 * x = coefficients 32p .. 32p + 15, y = 32p + 16 .. 32p + 31, whose butterfly
 * partners these steps gather into two registers (tops, bottoms), in the
 * lane orders of tools/tables/kyber_avx2.py, and back to the canonical order
 * (FIPS 203 §4.3).  Pure data movement: values are kept.  For files compiled
 * with -mavx2 only; internal header. */
#ifndef PQPOLY_NTT_KYBER_AVX2_PAIRS_H
#define PQPOLY_NTT_KYBER_AVX2_PAIRS_H

#include <immintrin.h>

/* Len 8: t = x0..7 | y0..7, b = x8..15 | y8..15 (vperm2i128). */
static inline void pqpoly_kyber_split8(__m256i x, __m256i y, __m256i *t, __m256i *b) {
    *t = _mm256_permute2x128_si256(x, y, 0x20);
    *b = _mm256_permute2x128_si256(x, y, 0x31);
}
/* From len 8 to len 4: t = x0..3 x8..11 | y0..3 y8..11,
 * b = x4..7 x12..15 | y4..7 y12..15 (vpunpck{l,h}qdq). */
static inline void pqpoly_kyber_split4(__m256i *t, __m256i *b) {
    __m256i u = _mm256_unpacklo_epi64(*t, *b), v = _mm256_unpackhi_epi64(*t, *b);
    *t = u;
    *b = v;
}
/* From len 4 to len 2: t = x0x1 x4x5 x8x9 x12x13 | y.., b = x2x3 x6x7
 * x10x11 x14x15 | y.. (dword shifts and vpblendd).  Its own inverse: applied
 * to the len-2 registers it gives back the len-4 ones. */
static inline void pqpoly_kyber_swap2(__m256i *t, __m256i *b) {
    __m256i u = _mm256_blend_epi32(*t, _mm256_slli_epi64(*b, 32), 0xAA);
    __m256i v = _mm256_blend_epi32(_mm256_srli_epi64(*t, 32), *b, 0xAA);
    *t = u;
    *b = v;
}
/* From len 2 back to the canonical x, y (vpunpck{l,h}dq, vperm2i128). */
static inline void pqpoly_kyber_join2(__m256i t, __m256i b, __m256i *x, __m256i *y) {
    __m256i lo = _mm256_unpacklo_epi32(t, b), hi = _mm256_unpackhi_epi32(t, b);
    *x = _mm256_permute2x128_si256(lo, hi, 0x20);
    *y = _mm256_permute2x128_si256(lo, hi, 0x31);
}
/* The inverse of join2: canonical x, y to the len-2 registers (vperm2i128,
 * vshufps). */
static inline void pqpoly_kyber_split2(__m256i x, __m256i y, __m256i *t, __m256i *b) {
    __m256 p = _mm256_castsi256_ps(_mm256_permute2x128_si256(x, y, 0x20));
    __m256 q = _mm256_castsi256_ps(_mm256_permute2x128_si256(x, y, 0x31));
    *t = _mm256_castps_si256(_mm256_shuffle_ps(p, q, _MM_SHUFFLE(2, 0, 2, 0)));
    *b = _mm256_castps_si256(_mm256_shuffle_ps(p, q, _MM_SHUFFLE(3, 1, 3, 1)));
}
/* The inverse of split4 (len 4 back to len 8): the same unpacking. */
static inline void pqpoly_kyber_join4(__m256i *t, __m256i *b) { pqpoly_kyber_split4(t, b); }
/* The inverse of split8: the same vperm2i128. */
static inline void pqpoly_kyber_join8(__m256i t, __m256i b, __m256i *x, __m256i *y) {
    pqpoly_kyber_split8(t, b, x, y);
}

#endif
