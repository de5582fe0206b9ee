/* Signed Montgomery arithmetic (R = 2^16) in the 16 int16 lanes of an AVX2
 * vector: the lane-wise twins of pqpoly_montgomery_mul16 and
 * pqpoly_montgomery_reduce16 (src/arith/montgomery.h), each lane the same
 * integer as the scalar routine, so every bound of montgomery.h holds per
 * lane (checked exhaustively by tests/arith/test_avx2_x16.c).  For files
 * compiled with -mavx2 only.
 *
 * [HZZ+22, Algorithm 7] in the 16-bit-lane form of [Sei18] (pmullw, pmulhw):
 * with c = a b, m = [c q^-1]_16 and the low halves of c and m q equal,
 * (c - m q) / 2^16 = hi(c) - hi(m q) exactly. */
#ifndef PQPOLY_ARITH_AVX2_MONTGOMERY_H
#define PQPOLY_ARITH_AVX2_MONTGOMERY_H

#include <immintrin.h>

#include "arith/montgomery.h"

/* r = a b 2^-16 (mod q) per lane, b with its partner bq = [b q^-1]_16
 * (precomputed: one multiplication fewer than pqpoly_montgomery_mul16).
 * In:  a b in [-q 2^15, q 2^15 - 1] per lane (any int16 a with |b| < q).
 * Out: as pqpoly_montgomery_mul16; for |a| <= A and |b| <= (q-1)/2,
 *      |r| <= PQPOLY_MONT16_MULC_OUT_BOUND(q, A). */
static inline __m256i pqpoly_montgomery_mulc16_x16(__m256i a, __m256i b, __m256i bq, __m256i q) {
    __m256i hi = _mm256_mulhi_epi16(a, b);
    __m256i m = _mm256_mullo_epi16(a, bq);
    return _mm256_sub_epi16(hi, _mm256_mulhi_epi16(m, q));
}

/* r = a b 2^-16 (mod q) per lane for two run-time operands (qinv =
 * PQPOLY_MONT16_QINV(q) in every lane).  Same contract as
 * pqpoly_montgomery_mul16. */
static inline __m256i pqpoly_montgomery_mul16_x16(__m256i a, __m256i b, __m256i qinv, __m256i q) {
    return pqpoly_montgomery_mulc16_x16(a, b, _mm256_mullo_epi16(b, qinv), q);
}

/* r = c 2^-16 (mod q) per lane for 32-bit values c given by their halves:
 * lo = [c]_16 (low 16 bits) and hi = c >> 16 (arithmetic), as the
 * accumulators of pmaddwd sums deliver them.
 * In:  c in [-q 2^15, q 2^15 - 1].
 * Out: as pqpoly_montgomery_reduce16(c): [PQPOLY_MONT16_OUT_LO(q, cmin),
 *      PQPOLY_MONT16_OUT_HI(q, cmax)]. */
static inline __m256i pqpoly_montgomery_reduce16_x16(__m256i lo, __m256i hi, __m256i qinv,
                                                     __m256i q) {
    __m256i m = _mm256_mullo_epi16(lo, qinv);
    return _mm256_sub_epi16(hi, _mm256_mulhi_epi16(m, q));
}

#endif
