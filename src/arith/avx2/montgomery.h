/* Signed Montgomery arithmetic in the lanes of an AVX2 vector: the lane-wise
 * twins of src/arith/montgomery.h, each named after its scalar routine with
 * the lane count appended (pqpoly_montgomery_mulc16_x16: sixteen int16 lanes,
 * pqpoly_montgomery_mul32_x8: eight int32 lanes).  Each lane is the same
 * integer as the scalar routine, so every bound of montgomery.h holds per
 * lane (checked against the scalar routines by tests/arith/test_avx2.c and
 * test_avx2_x16.c over every int16 input, and by test_avx2_mont32.c on
 * boundary and random int32 inputs).  For files compiled with -mavx2 only.
 *
 * R = 2^16: [HZZ+22, Algorithm 7] in the 16-bit-lane form of [Sei18]
 * (pmullw, pmulhw): with c = a b, m = [c q^-1]_16 and the low halves of c and
 * m q equal, (c - m q) / 2^16 = hi(c) - hi(m q) exactly.
 * R = 2^32: [ACC+21, Algorithm 8] with vpmuldq (below). */
#ifndef PQPOLY_ARITH_AVX2_MONTGOMERY_H
#define PQPOLY_ARITH_AVX2_MONTGOMERY_H

#include <immintrin.h>

#include "arith/montgomery.h"

/* bq = [b q^-1]_16 per lane: pqpoly_montgomery_pre16 (pmullw), the partner
 * pqpoly_montgomery_mulc16_x16 takes.
 * In:  any int16 b; qinv = PQPOLY_MONT16_QINV(q) in every lane.
 * Out: as pqpoly_montgomery_pre16. */
static inline __m256i pqpoly_montgomery_pre16_x16(__m256i b, __m256i qinv) { return _mm256_mullo_epi16(b, qinv); }

/* r = a b 2^-16 (mod q) per lane, b with its partner bq = [b q^-1]_16
 * (pqpoly_montgomery_pre16_x16, precomputed: one multiplication fewer than
 * pqpoly_montgomery_mul16).
 * In:  a b in [-q 2^15, q 2^15 - 1] per lane (any int16 a with |b| < q).
 * Out: as pqpoly_montgomery_mul16: within [-(q-1), q-1]; for |a| <= A and
 *      |b| <= (q-1)/2, |r| <= PQPOLY_MONT16_MULC_OUT_BOUND(q, A).
 * Why the same integer: lo(a b) q^-1 = lo(a (b q^-1)) mod 2^16, so m is the
 * scalar twin's m, and hi(a b) - hi(m q) is its result. */
static inline __m256i pqpoly_montgomery_mulc16_x16(__m256i a, __m256i b, __m256i bq, __m256i q) {
    __m256i hi = _mm256_mulhi_epi16(a, b);
    __m256i m = _mm256_mullo_epi16(a, bq);
    return _mm256_sub_epi16(hi, _mm256_mulhi_epi16(m, q));
}

/* r = a b 2^-16 (mod q) per lane for two run-time operands (qinv =
 * PQPOLY_MONT16_QINV(q) in every lane).  Same contract as
 * pqpoly_montgomery_mul16. */
static inline __m256i pqpoly_montgomery_mul16_x16(__m256i a, __m256i b, __m256i qinv, __m256i q) {
    return pqpoly_montgomery_mulc16_x16(a, b, pqpoly_montgomery_pre16_x16(b, qinv), q);
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

/* r = a 2^-16 (mod q) per int32 lane: pqpoly_montgomery_reduce16 for 32-bit
 * sums of 16-bit products (vpmaddwd).  qinv16 = PQPOLY_MONT16_QINV(q) in every
 * 16-bit lane, qlo = q in the low and 0 in the high 16-bit half of every
 * 32-bit lane (_mm256_set1_epi32(q)).
 * In:  a in [-q 2^15, q 2^15 - 1] per lane, q < 2^15 odd.
 * Out: r in [PQPOLY_MONT16_OUT_LO(q, a), PQPOLY_MONT16_OUT_HI(q, a)] per
 *      lane, sign-extended to 32 bits.
 * Why the same integer: pmullw of a by qinv16 leaves m = [a q^-1]_16 in the
 * low half of each lane (the high half is not read: vpmaddwd multiplies it
 * by 0), vpmaddwd gives m q exactly, and a - m q has zero low half. */
static inline __m256i pqpoly_montgomery_reduce16_x8(__m256i a, __m256i qinv16, __m256i qlo) {
    __m256i m = _mm256_mullo_epi16(a, qinv16);
    return _mm256_srai_epi32(_mm256_sub_epi32(a, _mm256_madd_epi16(m, qlo)), 16);
}

/* r = a b 2^-32 (mod q) per int32 lane; q, qinv = PQPOLY_MONT32_QINV(q) in
 * every lane.
 * In:  a b in [-q 2^31, q 2^31 - 1] per lane (any int32 a with |b| < q).
 * Out: as pqpoly_montgomery_mul32: in [PQPOLY_MONT32_OUT_LO(q, a b),
 *      PQPOLY_MONT32_OUT_HI(q, a b)], within [-(q-1), q-1].
 * vpmuldq on the even lanes, then on the odd lanes shifted down; m =
 * [a b q^-1]_32 is the low half of (a b)(q^-1) (the low 32 bits of a product
 * do not depend on signedness), and a b - m q has zero low half, so its high
 * half is (a b - m q) / 2^32 exactly, the scalar result. */
static inline __m256i pqpoly_montgomery_mul32_x8(__m256i a, __m256i b, __m256i qinv, __m256i q) {
    __m256i pe = _mm256_mul_epi32(a, b);
    __m256i po = _mm256_mul_epi32(_mm256_srli_epi64(a, 32), _mm256_srli_epi64(b, 32));
    __m256i me = _mm256_mul_epi32(pe, qinv), mo = _mm256_mul_epi32(po, qinv);
    __m256i re = _mm256_sub_epi64(pe, _mm256_mul_epi32(me, q));
    __m256i ro = _mm256_sub_epi64(po, _mm256_mul_epi32(mo, q));
    return _mm256_blend_epi32(_mm256_srli_epi64(re, 32), ro, 0xAA);
}

#endif
