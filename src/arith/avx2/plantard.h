/* Improved Plantard arithmetic (l = 16, [HZZ+22]) in AVX2 vectors: the
 * lane-wise twins of pqpoly_plantard_mulc16 (16 lanes) and
 * pqpoly_plantard_reduce16 (8 lanes of 32 bits) of src/arith/plantard.h.
 * For files compiled with -mavx2 only; checked exhaustively against the
 * scalar routines by tests/arith/test_avx2_x16.c.
 *
 * AVX2 has no 16 x 32-bit lane product, so the 32-bit constant bq' of
 * [HZZ+22, Algorithm 11] is split as bq' = hi 2^16 + lo with lo its signed
 * low half (PQPOLY_PLANTARD16_SPLIT_LO/HI): the high half of [a bq']_32 is
 *     hi16(a lo) + [a hi]_16   (mod 2^16),
 * exact because a lo is the full 32-bit product and a hi 2^16 only changes
 * the high half.  Five lane operations (pmulhw, pmullw, two paddw, pmulhw)
 * against the four of a Montgomery product with a precomputed partner.
 *
 * The one difference from the scalar routine: the final (t + 2^alpha) q >> 16
 * is taken with t + 2^alpha in 16 bits, so t + 2^alpha >= 2^15 wraps; the
 * result then drops by exactly q (congruence kept), and the output range is
 * the paper's [-(q+1)/2, (q-1)/2] (PQPOLY_PLANTARD_PAPER_OUT_MIN/MAX) instead
 * of the scalar routine's [-(q-1)/2, (q-1)/2]. */
#ifndef PQPOLY_ARITH_AVX2_PLANTARD_H
#define PQPOLY_ARITH_AVX2_PLANTARD_H

#include <immintrin.h>

#include "arith/plantard.h"

/* The halves of a 32-bit Plantard constant c: c = HI 2^16 + LO, LO in
 * [-2^15, 2^15), HI = (c - LO) / 2^16 taken mod 2^16 (constant expressions). */
#define PQPOLY_PLANTARD16_SPLIT_LO(c) ((int16_t)(((int64_t)(c) & 0x7fff) - ((int64_t)(c) & 0x8000)))
#define PQPOLY_PLANTARD16_SPLIT_HI(c)                                                             \
    ((int16_t)(((((int64_t)(c) - PQPOLY_PLANTARD16_SPLIT_LO(c)) >> 16) & 0x7fff) -              \
               ((((int64_t)(c) - PQPOLY_PLANTARD16_SPLIT_LO(c)) >> 16) & 0x8000)))

/* r = a b (-2^-32) (mod q) per lane for a constant b given by the halves lo,
 * hi of bq' = PQPOLY_PLANTARD16_CONST(b, q); two2a = 2^alpha in every lane.
 * In:  any int16 a; b in (-q, q).
 * Out: r in [PQPOLY_PLANTARD_PAPER_OUT_MIN(q), PQPOLY_PLANTARD_PAPER_OUT_MAX(q)],
 *      congruent to pqpoly_plantard_mulc16(a, bq', q, alpha) (equal but
 *      for the wrap above). */
static inline __m256i pqpoly_plantard_mulc16_x16(__m256i a, __m256i lo, __m256i hi,
                                                 __m256i two2a, __m256i q) {
    __m256i t = _mm256_add_epi16(_mm256_mulhi_epi16(a, lo), _mm256_mullo_epi16(a, hi));
    return _mm256_mulhi_epi16(_mm256_add_epi16(t, two2a), q);
}

/* Plantard reduction of two vectors of 8 int32 values each, interleaved:
 * lane 2j of the result reduces c0_j, lane 2j+1 reduces c1_j (the layout of
 * pmaddwd sums over pairs).  qinv = PQPOLY_PLANTARD16_QINV(q) in every 32-bit
 * lane, two2a = 2^alpha in every 16-bit lane.
 * In:  every c in [PQPOLY_PLANTARD16_IN_MIN(q, alpha), 2^31 - 1].
 * Out: c (-2^-32) (mod q) in [PQPOLY_PLANTARD_PAPER_OUT_MIN(q), PQPOLY_PLANTARD_PAPER_OUT_MAX(q)]
 *      (the wrap of t + 2^alpha as above). */
static inline __m256i pqpoly_plantard_reduce16_x8x2(__m256i c0, __m256i c1, __m256i qinv,
                                                    __m256i two2a, __m256i q) {
    __m256i p0 = _mm256_mullo_epi32(c0, qinv), p1 = _mm256_mullo_epi32(c1, qinv);
    __m256i t = _mm256_blend_epi16(_mm256_srli_epi32(p0, 16), p1, 0xAA); /* high halves */
    return _mm256_mulhi_epi16(_mm256_add_epi16(t, two2a), q);
}

#endif
