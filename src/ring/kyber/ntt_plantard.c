/* Kyber ring, incomplete 7-layer NTT with improved Plantard arithmetic
 * ([HZZ+22, §3-§4]; l = 16, alpha = 3): twiddles precomputed in the Plantard
 * domain (tools/tables/kyber.py), the lazy-reduction schedule of §4.2.3, and
 * the matrix-vector product's sums of k base products reduced once from
 * 32 bits (as the AVX2 twin), so every inverse input is within (q+1)/2.
 * Base domain D = -2^32 mod q: a Plantard reduction multiplies by -2^-32.
 *
 * Every Plantard product lies in [-(q+1)/2, q/2) (bound H = (q+1)/2 = 1665) and
 * a multiplication by a constant accepts any int16 ([HZZ+22, §4.1]), so the
 * only limit of a lazy schedule is that coefficients, and the differences fed
 * to a multiplication, fit int16: |a| <= 32767 < 9.85q. */
#include "ntt/tables/kyber_plantard.h"
#include "ring/kyber/backend_row.h"
#include "ring/kyber/kernels.h"
#include "common/debug_bounds.h"
#include "pqpoly/common.h"

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

/* The layers of half-length len = 4 and 2, whose blocks are too short for
 * a vector: the tops and bottoms of the 128 butterflies are gathered into
 * two arrays (runs of len coefficients), the butterflies run as one loop
 * with a twiddle per lane (the halves of its Plantard constant, tw: 128 low
 * then 128 high halves), and the results go back in place.  Every step is a
 * loop compilers vectorize. */
static inline void gather(int16_t t[128], int16_t b[128], const int16_t r[KYBER_N], unsigned len) {
    for (unsigned i = 0; i < 128; i += len)
        for (unsigned e = 0; e < len; e++) {
            t[i + e] = r[2 * i + e];
            b[i + e] = r[2 * i + len + e];
        }
}
static inline void scatter(int16_t r[KYBER_N], const int16_t t[128], const int16_t b[128], unsigned len) {
    for (unsigned i = 0; i < 128; i += len)
        for (unsigned e = 0; e < len; e++) {
            r[2 * i + e] = t[i + e];
            r[2 * i + len + e] = b[i + e];
        }
}
static inline void ct_layer_lanes(int16_t r[KYBER_N], unsigned len, const int16_t *tw) {
    int16_t t[128], b[128];
    gather(t, b, r, len);
    for (unsigned j = 0; j < 128; j++) {
        int16_t u = kyber_plantard_mulc_halves(b[j], tw[j], tw[128 + j]);
        b[j] = (int16_t)(t[j] - u);
        t[j] = (int16_t)(t[j] + u);
    }
    scatter(r, t, b, len);
}

static void ntt_plantard(int16_t r[KYBER_N]) {
    PQPOLY_ASSERT_BOUND(r, KYBER_N, -KYBER_Q, KYBER_Q);
    ct_layer(r, 128);
    ct_layer(r, 64);
    ct_layer(r, 32);
    ct_layer(r, 16);
    ct_layer(r, 8);
    ct_layer_lanes(r, 4, pqpoly_kyber_plantard_lanes_fwd);
    ct_layer_lanes(r, 2, pqpoly_kyber_plantard_lanes_fwd + 256);
    PQPOLY_ASSERT_BOUND(r, KYBER_N, -NTT_BOUND, NTT_BOUND);
}

/* Sum over p < k of the base products (a0 + a1 x)(b0 + b1 x) mod (x^2 -
 * gamma), times -2^-32, as the AVX2 twin forms it: b1 gamma by a Plantard
 * product with gamma's constant (|b1 gamma| <= H, any b1), then per pair
 *   r0 = a0 b0 + a1 (b1 gamma),  r1 = a0 b1 + a1 b0
 * summed over p in 32 bits and reduced once.  Each step is a loop of its
 * own over 16-bit or 32-bit lanes, which compilers vectorize.
 * Bounds: |a| <= NTT_BOUND (forward outputs), |b| <= 4095, or a forward
 * output when k = 1.  Per p, |r0| <= NTT_BOUND (4095 + H) and |r1| <=
 * 2 NTT_BOUND 4095, so the k = 4 sums stay within 4 * 122.8e6 and the k = 1
 * sum with two forward outputs within 2 NTT_BOUND^2 = 449.3e6: inside the
 * reduction's input range (asserted below).  Out: [-(q+1)/2, q/2) for every
 * k, so the inverse has one schedule. */
_Static_assert(4 * (2 * (int64_t)NTT_BOUND * 4095) <= PQPOLY_PLANTARD16_IN_MAX(KYBER_Q, KYBER_ALPHA) &&
                   -4 * (2 * (int64_t)NTT_BOUND * 4095) >= PQPOLY_PLANTARD16_IN_MIN(KYBER_Q, KYBER_ALPHA),
               "k = 4 sums with 12-bit b stay in the reduction's input range");
_Static_assert(-2 * (int64_t)NTT_BOUND * NTT_BOUND >= PQPOLY_PLANTARD16_IN_MIN(KYBER_Q, KYBER_ALPHA),
               "k = 1 with two forward outputs stays in the reduction's input range");
static void basemul_acc_plantard(int16_t r[KYBER_N], const int16_t *a, const int16_t *b,
                                 unsigned k) {
    int32_t c0[KYBER_N / 2], c1[KYBER_N / 2];
    int16_t x0[KYBER_N / 2], x1[KYBER_N / 2], y0[KYBER_N / 2], y1[KYBER_N / 2], bg[KYBER_N / 2];
    for (unsigned i = 0; i < KYBER_N / 2; i++) c0[i] = c1[i] = 0;
    for (unsigned p = 0; p < k; p++) {
        const int16_t *x = a + p * KYBER_N, *y = b + p * KYBER_N;
        for (unsigned i = 0; i < KYBER_N / 2; i++) { /* the pairs split in two arrays */
            x0[i] = x[2 * i];
            x1[i] = x[2 * i + 1];
            y0[i] = y[2 * i];
            y1[i] = y[2 * i + 1];
        }
        for (unsigned i = 0; i < KYBER_N / 2; i++)
            bg[i] = kyber_plantard_mulc(y1[i], pqpoly_kyber_plantard_gammas[i]);
        for (unsigned i = 0; i < KYBER_N / 2; i++) {
            c0[i] += (int32_t)x0[i] * y0[i] + (int32_t)x1[i] * bg[i];
            c1[i] += (int32_t)x0[i] * y1[i] + (int32_t)x1[i] * y0[i];
        }
    }
    for (unsigned i = 0; i < KYBER_N / 2; i++) {
        r[2 * i] = kyber_plantard_reduce(c0[i]);
        r[2 * i + 1] = kyber_plantard_reduce(c1[i]);
    }
    /* copies of secret operands and their products */
    pqpoly_memzero(x0, sizeof x0);
    pqpoly_memzero(x1, sizeof x1);
    pqpoly_memzero(y0, sizeof y0);
    pqpoly_memzero(y1, sizeof y1);
    pqpoly_memzero(bg, sizeof bg);
    pqpoly_memzero(c0, sizeof c0);
    pqpoly_memzero(c1, sizeof c1);
    PQPOLY_ASSERT_BOUND(r, KYBER_N, -H, H);
}

/* Reduce the coefficients whose index has bit `bit` clear (the tops of the
 * layer of half-length 2^bit) to [-H, H): runs of 2^bit, so that the inner
 * loop is a vector loop. */
static void reduce_tops(int16_t r[KYBER_N], unsigned bit) {
    const unsigned len = 1u << bit;
    for (unsigned i = 0; i < KYBER_N; i += 2 * len)
        for (unsigned e = 0; e < len; e++) r[i + e] = kyber_plantard_mulc(r[i + e], KYBER_PLANTARD_ONE);
    PQPOLY_ASSERT_BOUND(r, KYBER_N, -H, H); /* the bottoms are products already */
}

/* Inverse (Gentleman-Sande): top = a + b (no reduction), bottom =
 * mulc(a - b, zeta^-1) in [-H, H).  The input is within H for every k (the
 * base multiplication reduces its whole sum once), and a top doubles its
 * bound per layer: after layers len 2, 4, 8, 16 the tops reach 16H = 8q + 8,
 * the last bound that fits int16, so the 128 tops of layer len 16 are
 * reduced to H there (the paper's schedule for one product, [HZZ+22,
 * §4.2.3]).  Layers len 32, 64 bring them to 4H, and the last layer (len
 * 128) sees |a +- b| <= 8H and multiplies both outputs by constants
 * (merging D/128), so the output is within [-H, H) with no separate
 * reduction. */
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

/* gs_layer for len = 4 and 2, as ct_layer_lanes (tw: the inverse halves). */
static inline void gs_layer_lanes(int16_t r[KYBER_N], unsigned len, const int16_t *tw) {
    int16_t t[128], b[128];
    gather(t, b, r, len);
    for (unsigned j = 0; j < 128; j++) {
        int16_t x = t[j], y = b[j];
        t[j] = (int16_t)(x + y);
        b[j] = kyber_plantard_mulc_halves((int16_t)(x - y), tw[j], tw[128 + j]);
    }
    scatter(r, t, b, len);
}

static void invntt_plantard(int16_t r[KYBER_N], unsigned k) {
    (void)k; /* every k's base_acc output is within H: one schedule */
    PQPOLY_ASSERT_BOUND(r, KYBER_N, -H, H);
    gs_layer_lanes(r, 2, pqpoly_kyber_plantard_lanes_inv);
    gs_layer_lanes(r, 4, pqpoly_kyber_plantard_lanes_inv + 256);
    gs_layer(r, 8);
    gs_layer(r, 16);
    reduce_tops(r, 4);
    gs_layer(r, 32);
    gs_layer(r, 64);
    /* Last layer (len 128): |a|, |b| <= 4H, so a + b and a - b within 8H
     * fit int16. */
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

/* The backend (backend.h) and the registry row it exports (backend_row.h). */
PQPOLY_KYBER_BACKEND_ROW(kyber_ntt_plantard, portable, "ntt-plantard",
                         "incomplete 7-layer NTT, improved Plantard with lazy reduction ([HZZ+22, §3-§4.2.3])")

const pqpoly_kyber_backend pqpoly_backend_kyber_ntt_plantard_portable = {
    .impl = "portable",
    .isa = PQPOLY_ISA_PORTABLE,
    .arith = "plantard",
    .entry = PQPOLY_KYBER_BACKEND_ENTRY(kyber_ntt_plantard, portable),
    .domain = PQPOLY_KYBER_D_PLANTARD,
    .ntt_bound = NTT_BOUND,
    .acc_bound = {0, H, H, H, H},
    .ntt = ntt_plantard,
    .basemul_acc = basemul_acc_plantard,
    .invntt = invntt_plantard,
    .from_base = from_base_plantard,
    PQPOLY_KYBER_KERNELS_PORTABLE};
