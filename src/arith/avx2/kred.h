/* K-RED and K-RED-2x ([LN16, §3-4]) in the eight int32 lanes of an AVX2
 * vector: the lane-wise twins of pqpoly_kred16 and pqpoly_kred2x16
 * (src/arith/kred.h), each lane the same integer as the scalar routine, so
 * every range of kred.h holds per lane (checked over every int32 input by
 * tests/arith/test_kred_avx2.c).  For files compiled with -mavx2 only.
 *
 * [LN16, §4] keeps 32-bit lanes: coefficients grow to 32 bits between
 * reductions.  The multiplications by the small constants k and k^2 are
 * 16-bit (vpmullw): c0, c1 < 2^m have zero high halves, so with k (k^2) in
 * the low half of every 32-bit lane and k^2 (2^m - 1) < 2^16 the low half
 * holds the whole non-negative product and the high half stays 0 -- the
 * int32 lane is exact.  (pmulld costs two micro-ops; pmullw one.) */
#ifndef PQPOLY_ARITH_AVX2_KRED_H
#define PQPOLY_ARITH_AVX2_KRED_H

#include <immintrin.h>

#include "arith/kred.h"

/* The condition above, for the callers' _Static_asserts. */
#define PQPOLY_KRED_X8_OK(k, m) ((long)(k) * (k) * ((1L << (m)) - 1) < 65536L)

/* D = k c (mod q) per lane, q = k 2^m + 1.
 * In:  any int32 c; k32 = k in every 32-bit lane; mask = 2^m - 1 in every
 *      lane; PQPOLY_KRED_X8_OK(k, m).
 * Out: as pqpoly_kred16(c, k, m) (PQPOLY_KRED_OUT_MIN/_MAX per lane). */
static inline __m256i pqpoly_kred16_x8(__m256i c, __m256i k32, __m256i mask, int m) {
    __m256i c0 = _mm256_and_si256(c, mask);
    __m256i c1 = _mm256_srai_epi32(c, m);
    return _mm256_sub_epi32(_mm256_mullo_epi16(c0, k32), c1);
}

/* D = k^2 c (mod q) per lane: k^2 c0 - k c1 + c2 with c = c0 + 2^m c1 +
 * 2^2m c2, 0 <= c0, c1 < 2^m.
 * In:  any int32 c; k32, kk32 = k, k^2 in every lane; mask as above.
 * Out: as pqpoly_kred2x16(c, k, m) (PQPOLY_KRED2X_OUT_MIN/_MAX per lane). */
static inline __m256i pqpoly_kred2x16_x8(__m256i c, __m256i k32, __m256i kk32, __m256i mask, int m) {
    __m256i c0 = _mm256_and_si256(c, mask);
    __m256i c1 = _mm256_and_si256(_mm256_srli_epi32(c, m), mask);
    __m256i c2 = _mm256_srai_epi32(c, 2 * m);
    __m256i d = _mm256_sub_epi32(_mm256_mullo_epi16(c0, kk32), _mm256_mullo_epi16(c1, k32));
    return _mm256_add_epi32(d, c2);
}

#endif
