/* Kyber ring, incomplete 7-layer NTT with signed Montgomery arithmetic in
 * 16-lane AVX2 vectors ([HZZ+22, Algorithm 7] in the pmullw/pmulhw form of
 * [Sei18]): the AVX2 twin of src/mul/kyber_ntt_montgomery.c, with the same
 * base domain (D = 2^16), the same canonical order (FIPS 203 §4.3, pairs
 * 2i, 2i+1 adjacent) and the same forward output (the centered
 * representative), so the KEM encodes and samples with no permutation.
 *
 * Shape: the passes of src/mul/avx2/kyber_staged.h, shared with the
 * Plantard and Barrett twins (layers len 128 .. 16 on whole vectors with one broadcast
 * twiddle per block; layers len 8, 4, 2 inside pairs of vectors through the
 * shuffles of src/ntt/kyber/avx2/pairs.h, whose lane orders
 * tools/tables/kyber_avx2.py gives the twiddles); this file supplies the
 * Montgomery butterflies and the reductions the schedule below needs.
 *
 * Bounds (F(A) = PQPOLY_MONT16_MULC_OUT_BOUND(q, A) < 1665 + A/39.3, the
 * Montgomery product of |a| <= A by a centered twiddle):
 *   forward: in |a| <= q; a layer adds F(bound) < 2035, so after 7 layers
 *            |a| < q + 7 2035 = 17574 < 2^15; a final Barrett reduction
 *            gives the centered representative, |r| <= (q-1)/2 (the same
 *            values as the portable twin).
 *   base_acc: products of |a| <= (q-1)/2 by |b| <= 4095 (12-bit or forward
 *            values), b1 gamma = F(4095) <= 1768: each 32-bit sum of the k
 *            pairs is at most k (1664 4095 2) <= 54.6e6 < q 2^15, one
 *            Montgomery reduction: |r| <= ACC_BOUND(k) <= 2496.
 *   inverse: in |a| <= 4095; the three in-pair layers double the tops to
 *            8 4095 = 32760 < 2^15 (bottoms F(.) <= 2496), then every
 *            coefficient is Barrett reduced to (q-1)/2; layers len 16, 32,
 *            64 double to 13312, and the merged last layer sees |a +- b| <=
 *            26624 and multiplies by constants: |r| <= F(26624) < q. */
#include <immintrin.h>

#include "arith/avx2/barrett.h"
#include "arith/avx2/montgomery.h"
#include "arith/avx2/vec.h"
#include "mul/kyber_ntt_entry.h"
#include "ntt/tables/kyber_avx2.h"
#include "ntt/tables/kyber_montgomery.h"


/* Sum of k pair products reduced once (see above). */
#define ACC_BOUND(k) \
    ((int16_t)PQPOLY_MONT16_OUT_HI(KYBER_Q, (int64_t)(k) * 2 * ((KYBER_Q - 1) / 2) * 4095))
#define IN_BOUND 4095 /* inverse input: 8 IN_BOUND fits int16 */
_Static_assert(ACC_BOUND(4) <= IN_BOUND, "base_acc output feeds the inverse");
_Static_assert((int64_t)4 * 2 * ((KYBER_Q - 1) / 2) * 4095 <= PQPOLY_MONT16_IN_MAX(KYBER_Q),
               "the 32-bit sums stay in the Montgomery input range");
_Static_assert(8 * IN_BOUND <= 32767, "inverse tops before the reduction fit int16");

static inline __m256i mulc(__m256i a, __m256i z, __m256i zq) {
    return pqpoly_montgomery_mulc16_x16(a, z, zq, PQPOLY_BCAST16(KYBER_Q));
}

/* Twiddle k broadcast, with its partner. */
#define ZF(k) PQPOLY_BCAST16(pqpoly_kyber_mont_zetas[k]), PQPOLY_BCAST16(pqpoly_kyber_mont_zetas_qinv[k])
#define ZI(k) PQPOLY_BCAST16(pqpoly_kyber_mont_zetas_inv[k]), PQPOLY_BCAST16(pqpoly_kyber_mont_zetas_inv_qinv[k])

/* The passes of kyber_staged.h: the forward ends with a Barrett reduction
 * of every coefficient, the inverse Barrett-reduces every coefficient after
 * its in-pair layers (the tops reach 8 IN_BOUND) and merges the factor
 * 2^16 / 128 into its last layer. */
#define STAGED_FWD_TW pqpoly_kyber_mont_avx2_fwd
#define STAGED_INV_TW pqpoly_kyber_mont_avx2_inv
#define STAGED_FWD_OUT(v) staged_barrett(v)
#define STAGED_PAIR_INV_OUT(v) staged_barrett(v)
#define STAGED_INV_MID(a, c) ((void)0)
#define STAGED_INV_LAST_TOP(x) mulc(x, PQPOLY_BCAST16(KYBER_MONT_F), PQPOLY_BCAST16(KYBER_MONT_F_QINV))
#define STAGED_INV_LAST_BOT(x) mulc(x, PQPOLY_BCAST16(KYBER_MONT_F_ZINV1), PQPOLY_BCAST16(KYBER_MONT_F_ZINV1_QINV))
#define STAGED_NTT ntt_mont_avx2
#define STAGED_INVNTT invntt_mont_avx2 /* every k's output is within IN_BOUND: one schedule */
#include "mul/avx2/kyber_staged.h"

/* Sum over p < k of the base products of a[p] and b[p], times 2^-16: each
 * vector holds 8 pairs; pmaddwd forms a0 b0 + a1 (b1 gamma) and
 * a0 b1 + a1 b0 as 32-bit sums (b1 gamma by a Montgomery product with the
 * gamma vector, the swap by pshufb), accumulated over p and reduced once. */
static void basemul_acc_mont_avx2(int16_t r[KYBER_N], const int16_t *a, const int16_t *b,
                                  unsigned k) {
    const __m256i q = PQPOLY_BCAST16(KYBER_Q), qinv = PQPOLY_BCAST16(KYBER_MONT_QINV16);
    const __m256i swap = _mm256_setr_epi8(2, 3, 0, 1, 6, 7, 4, 5, 10, 11, 8, 9, 14, 15, 12, 13, 2,
                                          3, 0, 1, 6, 7, 4, 5, 10, 11, 8, 9, 14, 15, 12, 13);
    for (unsigned v = 0; v < 16; v++) {
        __m256i g = PQPOLY_LOAD256(pqpoly_kyber_mont_avx2_gammas + 32 * v);
        __m256i gq = PQPOLY_LOAD256(pqpoly_kyber_mont_avx2_gammas + 32 * v + 16);
        __m256i acc0 = _mm256_setzero_si256(), acc1 = _mm256_setzero_si256();
        for (unsigned p = 0; p < k; p++) {
            __m256i av = PQPOLY_LOADU256(a + p * KYBER_N + 16 * v), bv = PQPOLY_LOADU256(b + p * KYBER_N + 16 * v);
            __m256i b0 = _mm256_blend_epi16(bv, mulc(bv, g, gq), 0xAA); /* b0, b1 gamma */
            __m256i b1 = _mm256_shuffle_epi8(bv, swap);                   /* b1, b0 */
            acc0 = _mm256_add_epi32(acc0, _mm256_madd_epi16(av, b0));
            acc1 = _mm256_add_epi32(acc1, _mm256_madd_epi16(av, b1));
        }
        /* lane 2j: acc0_j, lane 2j+1: acc1_j, split into 16-bit halves */
        __m256i lo = _mm256_blend_epi16(acc0, _mm256_slli_epi32(acc1, 16), 0xAA);
        __m256i hi = _mm256_blend_epi16(_mm256_srli_epi32(acc0, 16), acc1, 0xAA);
        PQPOLY_STOREU256(r + 16 * v, pqpoly_montgomery_reduce16_x16(lo, hi, qinv, q));
    }
}

/* times 2^16: any int16 in, |r| <= F(2^15) < q out. */
static void from_base_mont_avx2(int16_t r[KYBER_N]) {
    for (unsigned i = 0; i < 16; i++)
        PQPOLY_STOREU256(r + 16 * i, mulc(PQPOLY_LOADU256(r + 16 * i), PQPOLY_BCAST16(KYBER_MONT_R2), PQPOLY_BCAST16(KYBER_MONT_R2_QINV)));
}

const pqpoly_kyber_ntt pqpoly_kyber_ntt_montgomery_avx2 = {
    "ntt-montgomery",
    (KYBER_Q - 1) / 2,
    {0, ACC_BOUND(1), ACC_BOUND(2), ACC_BOUND(3), ACC_BOUND(4)},
    ntt_mont_avx2,
    basemul_acc_mont_avx2,
    invntt_mont_avx2,
    from_base_mont_avx2};

PQPOLY_KYBER_NTT_ENTRY_IMPL(kyber_ntt_montgomery, avx2, pqpoly_kyber_ntt_montgomery_avx2,
                            "ntt-montgomery",
                            "incomplete 7-layer NTT, signed Montgomery in 16-lane AVX2 "
                            "([HZZ+22, Algorithm 7], [Sei18])")
