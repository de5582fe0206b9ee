/* Kyber ring, incomplete 7-layer NTT with improved Plantard arithmetic
 * ([HZZ+22, §3-§4]; l = 16, alpha = 3): twiddles precomputed in the Plantard
 * domain (tools/tables/kyber.py), the lazy-reduction schedule of §4.2.3 and
 * the halved accumulation range of the matrix-vector product.
 * Base domain D = -2^32 mod q: a Plantard reduction multiplies by -2^-32.
 *
 * Every Plantard product lies in [-(q+1)/2, q/2) (bound H = (q+1)/2 = 1665) and
 * a multiplication by a constant accepts any int16 ([HZZ+22, §4.1]), so the
 * only limit of a lazy schedule is that coefficients, and the differences fed
 * to a multiplication, fit int16: |a| <= 32767 < 9.85q. */
#include "ntt/tables/kyber_plantard.h"
#include "mul/kyber_ntt_entry.h"
#include "common/debug_bounds.h"

#define H ((KYBER_Q + 1) / 2)

/* Forward (Cooley-Tukey), no reduction at all: t = mulc(b, zeta) has |t| <= H,
 * so each layer grows the bound by 0.5q (Montgomery: by q).
 *   input  |a| <= q
 *   layer 1 (len 128): |a| <= 1.5q + 1      layer 5 (len 8): |a| <= 3.5q + 5
 *   layer 2 (len  64): |a| <= 2q + 2        layer 6 (len 4): |a| <= 4q + 6
 *   layer 3 (len  32): |a| <= 2.5q + 3      layer 7 (len 2): |a| <= 4.5q + 7
 *   layer 4 (len  16): |a| <= 3q + 4
 * Output <= 4.5q + 7 = 14988 < 8q: within the Plantard product range, so it
 * feeds the base multiplication directly ([HZZ+22, §4.2.3], "CT Butterfly"). */
#define NTT_BOUND (9 * KYBER_Q / 2 + 7)

/* One forward layer of half-length len (2^7 / len blocks, twiddles from
 * k = 128 / len).  Called with a constant len per layer, so that the
 * compiler vectorizes the inner loop (kyber_plantard_mulc is 16-bit-lane
 * arithmetic). */
static inline void ct_layer(int16_t r[KYBER_N], unsigned len) {
    for (unsigned blk = 0, start = 0; blk < 128 / len; blk++, start += 2 * len) {
        int32_t zeta = pqpoly_kyber_plantard_zetas[128 / len + blk];
        for (unsigned j = start; j < start + len; j++) {
            int16_t t = kyber_plantard_mulc(r[j + len], zeta);
            r[j + len] = (int16_t)(r[j] - t);
            r[j] = (int16_t)(r[j] + t);
        }
    }
}

static void ntt_plantard(int16_t r[KYBER_N]) {
    PQPOLY_ASSERT_BOUND(r, KYBER_N, -KYBER_Q, KYBER_Q);
    ct_layer(r, 128);
    ct_layer(r, 64);
    ct_layer(r, 32);
    ct_layer(r, 16);
    ct_layer(r, 8);
    ct_layer(r, 4);
    ct_layer(r, 2);
    PQPOLY_ASSERT_BOUND(r, KYBER_N, -NTT_BOUND, NTT_BOUND);
}

/* One pair: (a0 + a1 x)(b0 + b1 x) mod (x^2 - gamma), times -2^-32, each
 * output coefficient reduced ONCE from a 32-bit sum:
 *   r0 = plantard(a0 b0 + plantard(a1 b1) gamma'),  gamma' = gamma (-2^32) mod q,
 *   r1 = plantard(a0 b1 + a1 b0).
 * With |a| <= 4.5q + 7 and |b| <= 4.5q + 7 (k = 1) or |b| <= 4095:
 * |a0 b0| + H (q-1)/2 <= 20.3 q^2 and |a0 b1 + a1 b0| <= 40.6 q^2, inside the
 * reduction's input range 64 q^2.  Out: [-(q+1)/2, q/2). */
static void basemul_plantard(int16_t r[2], const int16_t a[2], const int16_t b[2],
                             int16_t gamma) {
    int16_t t = kyber_plantard_reduce((int32_t)a[1] * b[1]);
    r[0] = kyber_plantard_reduce((int32_t)a[0] * b[0] + (int32_t)t * gamma);
    r[1] = kyber_plantard_reduce((int32_t)a[0] * b[1] + (int32_t)a[1] * b[0]);
}

/* Halved accumulation range ([HZZ+22, §4.2.3], "GS Butterfly"): each base
 * product lies in [-H, H), so the sum of k of them has |r| <= k H:
 * q+1, 1.5q+2, 2q+2 for k = 2, 3, 4 (Montgomery: below 2q, 3q, 4q). */
static void basemul_acc_plantard(int16_t r[KYBER_N], const int16_t *a, const int16_t *b,
                                 unsigned k) {
    int16_t t[2];
    for (unsigned i = 0; i < KYBER_N / 2; i++) {
        basemul_plantard(&r[2 * i], &a[2 * i], &b[2 * i], pqpoly_kyber_plantard_gammas[i]);
        for (unsigned p = 1; p < k; p++) {
            basemul_plantard(t, &a[p * KYBER_N + 2 * i], &b[p * KYBER_N + 2 * i],
                             pqpoly_kyber_plantard_gammas[i]);
            r[2 * i] = (int16_t)(r[2 * i] + t[0]);
            r[2 * i + 1] = (int16_t)(r[2 * i + 1] + t[1]);
        }
    }
    PQPOLY_ASSERT_BOUND(r, KYBER_N, -(int)k * H, (int)k * H);
}

/* Reduce the coefficients whose index has bit `bit` clear (the tops of the
 * layer of half-length 2^bit) to [-H, H). */
static void reduce_tops(int16_t r[KYBER_N], unsigned bit) {
    for (unsigned i = 0; i < KYBER_N; i++)
        if (!(i & (1u << bit))) r[i] = kyber_plantard_mulc(r[i], KYBER_PLANTARD_ONE);
    PQPOLY_ASSERT_BOUND(r, KYBER_N, -H, H); /* the bottoms are products already */
}

/* Inverse (Gentleman-Sande): top = a + b (no reduction), bottom =
 * mulc(a - b, zeta^-1) in [-H, H).  A top doubles its bound per layer, so one
 * reduction of the 128 tops is placed after layer L, the last layer whose tops
 * fit int16 for the input bound k H (layer s has half-length 2^s):
 *   k = 1 (H):       tops after layers 1..4: 2H, 4H, 8H, 16H = 8q   -> L = 4
 *   k = 2 (2H):      layers 1..3: 4H, 8H, 16H = 8q                   -> L = 3
 *   k = 3, 4 (4H):   layers 1..2: 8H, 16H = 8q                       -> L = 2
 * After the reduction every coefficient is within H.  The remaining layers
 * grow the tops to 2H, 4H, ...: for L = 4 and 3 the last layer sees at most
 * 8H + 8H = 8q.  For L = 2, layers 3..6 bring a0..a7 and a128..a135 to 16H =
 * 8q (a8..a15 to 8H, the rest less), and layer 7 would add two of them; these
 * 16 coefficients alone are reduced first (the paper's 16 instead of 128),
 * after which the last layer sees at most 8H + 8H = 8q.  The last layer
 * multiplies both outputs by constants (merging D/128), so the output is
 * within [-H, H) with no separate reduction. */
/* One inverse layer of half-length len (twiddles from 64 / (len / 2)),
 * with a constant len per call as ct_layer. */
static inline void gs_layer(int16_t r[KYBER_N], unsigned len) {
    for (unsigned blk = 0, start = 0; blk < 128 / len; blk++, start += 2 * len) {
        int32_t zinv = pqpoly_kyber_plantard_zetas_inv[128 / len + blk];
        for (unsigned j = start; j < start + len; j++) {
            int16_t a = r[j], b = r[j + len];
            r[j] = (int16_t)(a + b);
            r[j + len] = kyber_plantard_mulc((int16_t)(a - b), zinv); /* |a - b| <= 16H */
        }
    }
    PQPOLY_ASSERT_BOUND(r, KYBER_N, -8 * KYBER_Q - 8, 8 * KYBER_Q + 8);
}

static void invntt_plantard(int16_t r[KYBER_N], unsigned k) {
    const unsigned L = k <= 1 ? 4 : (k == 2 ? 3 : 2);
    PQPOLY_ASSERT_BOUND(r, KYBER_N, -(int)k * H, (int)k * H);
    gs_layer(r, 2);
    gs_layer(r, 4);
    if (L == 2) reduce_tops(r, 2);
    gs_layer(r, 8);
    if (L == 3) reduce_tops(r, 3);
    gs_layer(r, 16);
    if (L == 4) reduce_tops(r, 4);
    gs_layer(r, 32);
    gs_layer(r, 64);
    if (L == 2) {
        for (unsigned j = 0; j < 8; j++) {
            r[j] = kyber_plantard_mulc(r[j], KYBER_PLANTARD_ONE);
            r[j + 128] = kyber_plantard_mulc(r[j + 128], KYBER_PLANTARD_ONE);
        }
    }
    /* Last layer (len 128): |a|, |b| <= 8H, so a + b and a - b within 16H =
     * 8q + 8 = 26640 fit int16. */
    for (unsigned j = 0; j < 128; j++) {
        int16_t a = r[j], b = r[j + 128];
        r[j] = kyber_plantard_mulc((int16_t)(a + b), KYBER_PLANTARD_F);
        r[j + 128] = kyber_plantard_mulc((int16_t)(a - b), KYBER_PLANTARD_F_ZINV1);
    }
    PQPOLY_ASSERT_BOUND(r, KYBER_N, -H, H - 1);
}

/* Multiply by D = -2^32 mod q; out [-(q+1)/2, q/2). */
static void from_base_plantard(int16_t r[KYBER_N]) {
    for (unsigned i = 0; i < KYBER_N; i++) r[i] = kyber_plantard_mulc(r[i], KYBER_PLANTARD_D);
}

const pqpoly_kyber_ntt pqpoly_kyber_ntt_plantard = {
    "ntt-plantard", NTT_BOUND, {0, H, 2 * H, 3 * H, 4 * H}, ntt_plantard, basemul_acc_plantard, invntt_plantard,
    from_base_plantard};

PQPOLY_KYBER_NTT_ENTRY(kyber_ntt_plantard, pqpoly_kyber_ntt_plantard, "ntt-plantard",
                       "incomplete 7-layer NTT, improved Plantard with lazy reduction ([HZZ+22, §3-§4.2.3])")
