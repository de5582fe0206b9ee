/* Kyber ring, incomplete 7-layer NTT with Barrett multiplication by
 * constants in 16-lane AVX2 vectors ([HLY24, Algorithm 2]: t = pmulhrsw(a,
 * b'), r = pmullw(a, b) - pmullw(t, q), b' = round(b 2^15 / q)): the AVX2
 * twin of src/mul/kyber_ntt_barrett.c, with the same base domain (D = 1),
 * the canonical order and the same forward output (the centered
 * representative).  The shape is src/mul/avx2/kyber_staged.h, shared with
 * the Montgomery and Plantard twins; this file supplies the Barrett
 * butterflies and the lazy-reduction schedule below.
 *
 * Arithmetic (src/arith/avx2/barrett.h): a product by a constant is three
 * lane multiplications; for |a| <= A it lies within M(A) =
 * PQPOLY_BARRETT_MULC16_OUT_BOUND(q, A) = floor(q/2 + A (q-1) / 2^16) <= q - 1
 * (any int16 a).  The base multiplication forms its sums with pmaddwd in 32
 * bits and reduces each output once by the rounding 32-bit Barrett reduction
 * (v = round(2^32 / q), four vpmuldq per 16 outputs).
 *
 * Bounds:
 *   forward: in |a| <= q; layer s adds M(bound) (FWD_B(s) below), so
 *            |a| <= FWD_B(7) < 8q < 2^15 after layer 7 (the portable twin's
 *            8q); a final rounding Barrett reduction gives |r| <= (q-1)/2,
 *            bit for bit the portable twin's output.
 *   base_acc: |a| <= (q-1)/2 times |b| <= 4095 (12-bit, or a forward output
 *            when k = 1); b1 gamma by a Barrett product, <= M(4095) = 1872.
 *            Per pair |a0 b0 + a1 (b1 gamma)| <= 1664 (4095 + 1872) and
 *            |a0 b1 + a1 b0| <= 2 1664 4095 = 13.6e6; k = 4 sums stay below
 *            2^26 (ACC_IN), and the one reduction gives |r| <=
 *            KYBER_BARRETT32_OUT = 1690 for every k (the portable twin's
 *            bound, which also reduces once).
 *   inverse: in |a| <= 1690 (IN_BOUND).  Tops double, bottoms are Barrett
 *            products (<= q - 1): after the in-pair layers len 2, 4, 8 the
 *            tops reach 8 IN_BOUND = 13520; every coefficient is then
 *            reduced to (q-1)/2; layers len 16, 32, 64 double it to 13312
 *            (a bottom, <= q - 1, doubled twice: 13312 too),
 *            and the merged last layer sees |a +- b| <= 26624 < 2^15 and
 *            multiplies by constants: |r| <= M(26624) = 3016 < q. */
#include <immintrin.h>

#include "arith/avx2/barrett.h"
#include "arith/avx2/vec.h"
#include "mul/kyber_ntt_entry.h"
#include "ntt/tables/kyber_avx2.h"
#include "ntt/tables/kyber_barrett.h"


#define M(A) PQPOLY_BARRETT_MULC16_OUT_BOUND(KYBER_Q, A)
#define HALF ((KYBER_Q - 1) / 2)
/* The forward's bound after layer s (input |a| <= q). */
#define FWD_B1 (KYBER_Q + M(KYBER_Q))
#define FWD_B2 (FWD_B1 + M(FWD_B1))
#define FWD_B3 (FWD_B2 + M(FWD_B2))
#define FWD_B4 (FWD_B3 + M(FWD_B3))
#define FWD_B5 (FWD_B4 + M(FWD_B4))
#define FWD_B6 (FWD_B5 + M(FWD_B5))
#define FWD_B7 (FWD_B6 + M(FWD_B6))
_Static_assert(FWD_B7 < 8 * KYBER_Q && FWD_B7 <= 32767, "forward layers fit int16");
/* Base multiplication: the 32-bit sums of k = 4 pairs. */
#define ACC_IN ((int64_t)1 << 26)
_Static_assert((int64_t)4 * HALF * (4095 + M(4095)) <= ACC_IN && (int64_t)4 * 2 * HALF * 4095 <= ACC_IN,
               "k = 4 sums stay within the portable twin's 2^26");
_Static_assert(KYBER_BARRETT32_OUT == PQPOLY_BARRETT32_ROUND_OUT_BOUND(KYBER_Q, ACC_IN),
               "base_acc output bound is the reduction's bound at 2^26");
/* Inverse. */
#define IN_BOUND KYBER_BARRETT32_OUT
_Static_assert(8 * IN_BOUND <= 32767 && 4 * IN_BOUND + (KYBER_Q - 1) <= 32767,
               "inverse in-pair layers fit int16");
_Static_assert(4 * (KYBER_Q - 1) <= 8 * HALF && 2 * 8 * HALF <= 32767 && M(2 * 8 * HALF) < KYBER_Q,
               "the merged last layer fits int16 and returns within q");

static inline __m256i mulc(__m256i a, __m256i b, __m256i bp) {
    return pqpoly_barrett_mulc16_x16(a, b, bp, PQPOLY_BCAST16(KYBER_Q));
}

/* Twiddle k broadcast, with its multiplier. */
#define ZF(k) PQPOLY_BCAST16(pqpoly_kyber_barrett_zetas[k]), PQPOLY_BCAST16(pqpoly_kyber_barrett_zetas_bp[k])
#define ZI(k) PQPOLY_BCAST16(pqpoly_kyber_barrett_zetas_inv[k]), PQPOLY_BCAST16(pqpoly_kyber_barrett_zetas_inv_bp[k])

/* The passes of kyber_staged.h: the forward ends with a Barrett reduction of
 * every coefficient, the inverse reduces every coefficient after its in-pair
 * layers and merges the factor 1/128 into its last layer. */
#define STAGED_FWD_TW pqpoly_kyber_barrett_avx2_fwd
#define STAGED_INV_TW pqpoly_kyber_barrett_avx2_inv
#define STAGED_FWD_OUT(v) staged_barrett(v)
#define STAGED_PAIR_INV_OUT(v) staged_barrett(v)
#define STAGED_INV_MID(a, c) ((void)0)
#define STAGED_INV_LAST_TOP(x) mulc(x, PQPOLY_BCAST16(KYBER_BARRETT_F), PQPOLY_BCAST16(KYBER_BARRETT_F_BP))
#define STAGED_INV_LAST_BOT(x) mulc(x, PQPOLY_BCAST16(KYBER_BARRETT_F_ZINV1), PQPOLY_BCAST16(KYBER_BARRETT_F_ZINV1_BP))
#define STAGED_NTT ntt_barrett_avx2
#define STAGED_INVNTT invntt_barrett_avx2 /* every k's output is within IN_BOUND: one schedule */
#include "mul/avx2/kyber_staged.h"

/* Sum over p < k of the base products of a[p] and b[p] (D = 1): pmaddwd
 * forms a0 b0 + a1 (b1 gamma) and a0 b1 + a1 b0 as 32-bit sums (b1 gamma by a
 * Barrett product with the gamma vector, the swap by pshufb), accumulated
 * over p and reduced once. */
static void basemul_acc_barrett_avx2(int16_t r[KYBER_N], const int16_t *a, const int16_t *b,
                                     unsigned k) {
    const __m256i v = _mm256_set1_epi32(PQPOLY_BARRETT32_VR(KYBER_Q));
    const __m256i swap = _mm256_setr_epi8(2, 3, 0, 1, 6, 7, 4, 5, 10, 11, 8, 9, 14, 15, 12, 13, 2,
                                          3, 0, 1, 6, 7, 4, 5, 10, 11, 8, 9, 14, 15, 12, 13);
    for (unsigned i = 0; i < 16; i++) {
        __m256i g = PQPOLY_LOAD256(pqpoly_kyber_barrett_avx2_gammas + 32 * i);
        __m256i gp = PQPOLY_LOAD256(pqpoly_kyber_barrett_avx2_gammas + 32 * i + 16);
        __m256i acc0 = _mm256_setzero_si256(), acc1 = _mm256_setzero_si256();
        for (unsigned p = 0; p < k; p++) {
            __m256i av = PQPOLY_LOADU256(a + p * KYBER_N + 16 * i), bv = PQPOLY_LOADU256(b + p * KYBER_N + 16 * i);
            __m256i b0 = _mm256_blend_epi16(bv, mulc(bv, g, gp), 0xAA); /* b0, b1 gamma */
            __m256i b1 = _mm256_shuffle_epi8(bv, swap);                 /* b1, b0 */
            acc0 = _mm256_add_epi32(acc0, _mm256_madd_epi16(av, b0));
            acc1 = _mm256_add_epi32(acc1, _mm256_madd_epi16(av, b1));
        }
        PQPOLY_STOREU256(r + 16 * i, pqpoly_barrett_round32_x8x2(acc0, acc1, v, PQPOLY_BCAST16(KYBER_Q)));
    }
}

/* D = 1: only a reduction, any int16 in, |r| <= (q-1)/2 out. */
static void from_base_barrett_avx2(int16_t r[KYBER_N]) {
    for (unsigned i = 0; i < 16; i++) PQPOLY_STOREU256(r + 16 * i, staged_barrett(PQPOLY_LOADU256(r + 16 * i)));
}

const pqpoly_kyber_ntt pqpoly_kyber_ntt_barrett_avx2 = {
    "ntt-barrett", HALF,
    {0, KYBER_BARRETT32_OUT, KYBER_BARRETT32_OUT, KYBER_BARRETT32_OUT, KYBER_BARRETT32_OUT},
    ntt_barrett_avx2, basemul_acc_barrett_avx2, invntt_barrett_avx2, from_base_barrett_avx2};

PQPOLY_KYBER_NTT_ENTRY_IMPL(kyber_ntt_barrett, avx2, pqpoly_kyber_ntt_barrett_avx2, "ntt-barrett",
                            "incomplete 7-layer NTT, Barrett multiplication by constants in "
                            "16-lane AVX2 ([HLY24, Algorithm 2]; pmulhrsw quotient)")
