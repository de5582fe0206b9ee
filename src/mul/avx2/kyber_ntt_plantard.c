/* Kyber ring, incomplete 7-layer NTT with improved Plantard arithmetic in
 * 16-lane AVX2 vectors ([HZZ+22, §3-§4], l = 16, alpha = 3): the AVX2 twin
 * of src/mul/kyber_ntt_plantard.c, with the same base domain (D = -2^32 mod
 * q), the canonical order, and the lazy-reduction schedule of [HZZ+22,
 * §4.2.3] carried to 16 lanes.  The shape (four-vector passes, in-pair layers
 * len 8, 4, 2 by the shuffles of src/ntt/kyber/avx2/pairs.h) is
 * src/mul/avx2/kyber_staged.h, shared with the Montgomery and Barrett twins.
 *
 * Arithmetic (src/arith/avx2/plantard.h): a multiplication by a 32-bit
 * Plantard constant is five lane operations (the constant split in two
 * 16-bit halves); every product lies in [-H, H), H = (q+1)/2 = 1665, for any
 * int16 input, so the only limit of a lazy schedule is int16 itself.  The
 * base multiplication forms its sums with pmaddwd in 32 bits and reduces
 * each output once with the 32-bit Plantard reduction (two vpmulld per 16
 * outputs).
 *
 * Bounds:
 *   forward: no reduction.  In |a| <= q; a layer adds at most H:
 *            |a| <= q + 7 H = 14984 after layer 7 (the portable twin's
 *            4.5q + 7), the forward output (< 2^15 - q).
 *   base_acc: a forward output (|a| <= 14984) times b, |b| <= 4095 (any k) or
 *            a forward output (k = 1, the twin's contract); b1 gamma by a
 *            Plantard product (<= H).  Per pair a0 b0 + a1 (b1 gamma) <=
 *            14984 (4095 + H) and a0 b1 + a1 b0 <= 2 14984 4095 = 122.7e6
 *            (k = 1 with b forward: 2 14984^2 = 449.0e6); k = 4 sums at most
 *            491e6: inside the reduction's input range [-1.527e9, 2^31).  The
 *            whole sum is reduced once: |r| <= H for every k (the portable
 *            twin accumulates k reduced products, k H).
 *   inverse: in |a| <= H (so every k takes the schedule the twin uses for
 *            k = 1).  Tops double per layer, bottoms are products (<= H):
 *            after layers len 2, 4, 8, 16 the tops reach 16 H = 26640 < 2^15;
 *            the tops of layer len 16 (every other vector) are then reduced
 *            (a product by the Plantard constant of 1) to H; layers len 32,
 *            64 bring them to 4 H, and the merged last layer sees
 *            |a +- b| <= 8 H = 13320 and multiplies by constants: out <= H. */
#include <immintrin.h>

#include "arith/avx2/plantard.h"
#include "arith/avx2/vec.h"
#include "mul/kyber_ntt_entry.h"
#include "ntt/tables/kyber_avx2.h"
#include "ntt/tables/kyber_plantard.h"


#define H ((KYBER_Q + 1) / 2)
#define NTT_BOUND (KYBER_Q + 7 * H)
_Static_assert(NTT_BOUND < 32768 - KYBER_Q, "forward output leaves room for an addition");
_Static_assert((int64_t)4 * 2 * NTT_BOUND * 4095 <= PQPOLY_PLANTARD16_IN_MAX(KYBER_Q, KYBER_ALPHA) &&
                   -(int64_t)4 * 2 * NTT_BOUND * 4095 >= PQPOLY_PLANTARD16_IN_MIN(KYBER_Q, KYBER_ALPHA),
               "k = 4 sums with 12-bit b stay in the reduction's input range");
_Static_assert(-(int64_t)2 * NTT_BOUND * NTT_BOUND >= PQPOLY_PLANTARD16_IN_MIN(KYBER_Q, KYBER_ALPHA),
               "k = 1 with two forward outputs stays in the reduction's input range");
_Static_assert(16 * H < 32768, "inverse tops before the reduction fit int16");

/* A broadcast Plantard constant as its two halves. */
#define PC(c) PQPOLY_BCAST16(PQPOLY_PLANTARD16_SPLIT_LO(c)), PQPOLY_BCAST16(PQPOLY_PLANTARD16_SPLIT_HI(c))
static inline __m256i bcast_lo(int32_t c) { return PQPOLY_BCAST16((int16_t)(uint16_t)(uint32_t)c); }
static inline __m256i bcast_hi(int32_t c) { /* (c - lo) / 2^16, in unsigned arithmetic */
    uint32_t lo = (uint32_t)(int32_t)(int16_t)(uint16_t)(uint32_t)c;
    return PQPOLY_BCAST16((int16_t)(uint16_t)(((uint32_t)c - lo) >> 16));
}
#define ZF(k) bcast_lo(pqpoly_kyber_plantard_zetas[k]), bcast_hi(pqpoly_kyber_plantard_zetas[k])
#define ZI(k) bcast_lo(pqpoly_kyber_plantard_zetas_inv[k]), bcast_hi(pqpoly_kyber_plantard_zetas_inv[k])

static inline __m256i mulc(__m256i a, __m256i lo, __m256i hi) {
    return pqpoly_plantard_mulc16_x16(a, lo, hi, PQPOLY_BCAST16(1 << KYBER_ALPHA), PQPOLY_BCAST16(KYBER_Q));
}

/* The passes of kyber_staged.h: no reduction in the forward; in the
 * inverse, the tops of layer len 16 (16 H) go back to H by a product with
 * the Plantard constant of 1, and the last layer merges D / 128. */
#define STAGED_FWD_TW pqpoly_kyber_plantard_avx2_fwd
#define STAGED_INV_TW pqpoly_kyber_plantard_avx2_inv
#define STAGED_FWD_OUT(v) (v)
#define STAGED_PAIR_INV_OUT(v) (v)
#define STAGED_INV_MID(a, c)                   \
    do {                                       \
        a = mulc(a, PC(KYBER_PLANTARD_ONE));   \
        c = mulc(c, PC(KYBER_PLANTARD_ONE));   \
    } while (0)
#define STAGED_INV_LAST_TOP(x) mulc(x, PC(KYBER_PLANTARD_F))
#define STAGED_INV_LAST_BOT(x) mulc(x, PC(KYBER_PLANTARD_F_ZINV1))
#define STAGED_NTT ntt_plantard_avx2
#define STAGED_INVNTT invntt_plantard_avx2 /* every k's base_acc output is within H: one schedule */
#include "mul/avx2/kyber_staged.h"

/* Sum over p < k of the base products, times -2^-32: pmaddwd forms
 * a0 b0 + a1 (b1 gamma) and a0 b1 + a1 b0 in 32 bits (b1 gamma by a Plantard
 * product with the gamma vector), accumulated over p, reduced once. */
static void basemul_acc_plantard_avx2(int16_t r[KYBER_N], const int16_t *a, const int16_t *b,
                                      unsigned k) {
    const __m256i qinv = _mm256_set1_epi32(PQPOLY_PLANTARD16_QINV(KYBER_Q));
    const __m256i swap = _mm256_setr_epi8(2, 3, 0, 1, 6, 7, 4, 5, 10, 11, 8, 9, 14, 15, 12, 13, 2,
                                          3, 0, 1, 6, 7, 4, 5, 10, 11, 8, 9, 14, 15, 12, 13);
    for (unsigned v = 0; v < 16; v++) {
        __m256i glo = PQPOLY_LOAD256(pqpoly_kyber_plantard_avx2_gammas + 32 * v);
        __m256i ghi = PQPOLY_LOAD256(pqpoly_kyber_plantard_avx2_gammas + 32 * v + 16);
        __m256i acc0 = _mm256_setzero_si256(), acc1 = _mm256_setzero_si256();
        for (unsigned p = 0; p < k; p++) {
            __m256i av = PQPOLY_LOADU256(a + p * KYBER_N + 16 * v), bv = PQPOLY_LOADU256(b + p * KYBER_N + 16 * v);
            __m256i b0 = _mm256_blend_epi16(bv, mulc(bv, glo, ghi), 0xAA); /* b0, b1 gamma */
            __m256i b1 = _mm256_shuffle_epi8(bv, swap);                    /* b1, b0 */
            acc0 = _mm256_add_epi32(acc0, _mm256_madd_epi16(av, b0));
            acc1 = _mm256_add_epi32(acc1, _mm256_madd_epi16(av, b1));
        }
        PQPOLY_STOREU256(r + 16 * v, pqpoly_plantard_reduce16_x8x2(acc0, acc1, qinv, PQPOLY_BCAST16(1 << KYBER_ALPHA),
                                                          PQPOLY_BCAST16(KYBER_Q)));
    }
}

/* times D = -2^32: any int16 in, |r| <= H out. */
static void from_base_plantard_avx2(int16_t r[KYBER_N]) {
    for (unsigned i = 0; i < 16; i++)
        PQPOLY_STOREU256(r + 16 * i, mulc(PQPOLY_LOADU256(r + 16 * i), PC(KYBER_PLANTARD_D)));
}

const pqpoly_kyber_ntt pqpoly_kyber_ntt_plantard_avx2 = {
    "ntt-plantard", NTT_BOUND, {0, H, H, H, H}, ntt_plantard_avx2, basemul_acc_plantard_avx2,
    invntt_plantard_avx2, from_base_plantard_avx2};

PQPOLY_KYBER_NTT_ENTRY_IMPL(kyber_ntt_plantard, avx2, pqpoly_kyber_ntt_plantard_avx2,
                            "ntt-plantard",
                            "incomplete 7-layer NTT, improved Plantard with lazy reduction in "
                            "16-lane AVX2 ([HZZ+22, §3-§4.2.3]; 32-bit constants split in halves)")
