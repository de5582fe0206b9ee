/* NTTRU ring, complete-to-degree-3 NTT with improved Plantard arithmetic
 * ([HZZ+22, §3-§4]; l = 16, alpha = 2): twiddles precomputed in the Plantard
 * domain (tools/tables/nttru.py) and the lazy-reduction schedule of
 * [HZZ+22, §4.2.3].  Base domain D = -2^32 mod q.
 *
 * Every Plantard product by a constant (the 16-bit-lane form of
 * src/arith/plantard.h) lies in [-(q+1)/2, (q-1)/2] (P = (q+1)/2 = 3841)
 * whatever its int16 input, and the reduction of a product accepts
 * 32-bit sums from -1.5e9 to 2^31 - 1, so the only limit of the schedule is
 * that coefficients, and the differences fed to a multiplication, fit int16:
 * |a| <= 32767 = 4.27q.  All bounds below are the compile-time expressions
 * the debug build asserts.  The backend
 * pqpoly_nttru_backend_plantard_portable (backend.h) and its registry row. */
#include "ntt/tables/nttru_plantard.h"
#include "ntt/nttru/baseinv.h"
#include "ring/nttru/row.h"
#include "common/debug_bounds.h"

#define Z pqpoly_nttru_plantard_zetas
#define ZI pqpoly_nttru_plantard_zetas_inv
#define P ((NTTRU_Q + 1) / 2)

/* Forward: input q; each layer (the first: lo + w hi and lo + w^5 hi, two
 * products) adds P = q/2:
 *   layer 1: q + P = 11522, 2: 15363, 3: 19204, 4: 23045, 5: 26886, 6: 30727
 * then the one reduction of all 768 coefficients to P, and
 *   layer 7: 2P = 7682, layer 8: 3P = 11523 (1.5q), the output.
 * [HZZ+22, §4.2.3] reduces once, after layer 7, for inputs within q/2; the
 * stage contract here admits |a| <= q, so the reduction comes one layer
 * earlier, still one instead of Montgomery's three. */
#define FW(l) (NTTRU_Q + (int)(l) * P)
#define NTT_BOUND (3 * P)

static void ct_layer(int16_t r[NTTRU_N], unsigned len, unsigned k) {
    for (unsigned b = 0, start = 0, kk = k; b < k; b++, start += 2 * len) { /* k blocks */
        int32_t zeta = Z[kk++];
        for (unsigned j = start; j < start + len; j++) {
            int16_t t = nttru_plantard_mulc(r[j + len], zeta);
            r[j + len] = (int16_t)(r[j] - t);
            r[j] = (int16_t)(r[j] + t);
        }
    }
}

static void ntt_plantard(int16_t r[NTTRU_N]) {
    PQPOLY_ASSERT_BOUND(r, NTTRU_N, -NTTRU_Q, NTTRU_Q);
    for (unsigned j = 0; j < NTTRU_N / 2; j++) {
        int16_t lo = r[j], hi = r[j + NTTRU_N / 2];
        r[j] = (int16_t)(lo + nttru_plantard_mulc(hi, NTTRU_PLANTARD_W));
        r[j + NTTRU_N / 2] = (int16_t)(lo + nttru_plantard_mulc(hi, NTTRU_PLANTARD_W5));
    }
    PQPOLY_ASSERT_BOUND(r, NTTRU_N, -FW(1), FW(1));
    /* Layers 2..6 (half-lengths 192 .. 12, twiddles from k = 384 / len),
     * written out so that each layer's length is a constant. */
    ct_layer(r, 192, 2);
    PQPOLY_ASSERT_BOUND(r, NTTRU_N, -FW(2), FW(2));
    ct_layer(r, 96, 4);
    PQPOLY_ASSERT_BOUND(r, NTTRU_N, -FW(3), FW(3));
    ct_layer(r, 48, 8);
    PQPOLY_ASSERT_BOUND(r, NTTRU_N, -FW(4), FW(4));
    ct_layer(r, 24, 16);
    PQPOLY_ASSERT_BOUND(r, NTTRU_N, -FW(5), FW(5));
    ct_layer(r, 12, 32);
    PQPOLY_ASSERT_BOUND(r, NTTRU_N, -FW(6), FW(6));
    for (unsigned i = 0; i < NTTRU_N; i++) r[i] = nttru_plantard_mulc(r[i], NTTRU_PLANTARD_ONE);
    PQPOLY_ASSERT_BOUND(r, NTTRU_N, -P, P);
    ct_layer(r, 6, 64);
    PQPOLY_ASSERT_BOUND(r, NTTRU_N, -2 * P, 2 * P);
    ct_layer(r, 3, 128);
    PQPOLY_ASSERT_BOUND(r, NTTRU_N, -NTT_BOUND, NTT_BOUND);
}

/* Base product modulo x^3 - g (g' = g D mod q, centered), each output
 * coefficient reduced once from a 32-bit sum:
 *   r0 = red(a0 b0 + red(a1 b2 + a2 b1) g'),  r1 = red(a0 b1 + a1 b0 + red(a2 b2) g'),
 *   r2 = red(a0 b2 + a1 b1 + a2 b0).
 * With |a|, |b| <= 3P = 11523 (a forward output; a 13-bit value is less):
 * the largest sum is 3 * 11523^2 = 398e6, inside the reduction's input
 * range (-1.5e9 .. 2.1e9).  Out |r| <= P. */
#define BASE_IN (NTT_BOUND > NTTRU_BASE_IN ? NTT_BOUND : NTTRU_BASE_IN)
static void basemul(int16_t r[3], const int16_t a[3], const int16_t b[3], int16_t g) {
    int16_t t = nttru_plantard_reduce((int32_t)a[1] * b[2] + (int32_t)a[2] * b[1]);
    int16_t u = nttru_plantard_reduce((int32_t)a[2] * b[2]);
    r[0] = nttru_plantard_reduce((int32_t)a[0] * b[0] + (int32_t)t * g);
    r[1] = nttru_plantard_reduce((int32_t)a[0] * b[1] + (int32_t)a[1] * b[0] + (int32_t)u * g);
    r[2] = nttru_plantard_reduce((int32_t)a[0] * b[2] + (int32_t)a[1] * b[1] + (int32_t)a[2] * b[0]);
}

/* k products, each within P: a sum of k <= 4 is below 4P < 2^15 and is
 * reduced once more to P, so the output bound is P for every k. */
static void basemul_acc_plantard(int16_t r[NTTRU_N], const int16_t *a, const int16_t *b,
                                 unsigned k) {
    int16_t t[3];
    PQPOLY_ASSERT_BOUND(a, (size_t)k * NTTRU_N, -BASE_IN, BASE_IN);
    PQPOLY_ASSERT_BOUND(b, (size_t)k * NTTRU_N, -BASE_IN, BASE_IN);
    for (unsigned i = 0; i < NTTRU_N / 6; i++) {
        int16_t g = pqpoly_nttru_plantard_gammas[i];
        for (unsigned s = 0; s < 2; s++, g = (int16_t)-g) {
            unsigned o = 6 * i + 3 * s;
            basemul(&r[o], &a[o], &b[o], g);
            for (unsigned p = 1; p < k; p++) {
                basemul(t, &a[p * NTTRU_N + o], &b[p * NTTRU_N + o], g);
                for (unsigned l = 0; l < 3; l++) r[o + l] = (int16_t)(r[o + l] + t[l]);
            }
        }
    }
    if (k > 1) /* k is public */
        for (unsigned i = 0; i < NTTRU_N; i++) r[i] = nttru_plantard_mulc(r[i], NTTRU_PLANTARD_ONE);
    PQPOLY_ASSERT_BOUND(r, NTTRU_N, -P, P);
}

static void reduce_tops(int16_t r[NTTRU_N], unsigned len, unsigned blocks) {
    for (unsigned b = 0, start = 0; b < blocks; b++, start += 2 * len)
        for (unsigned j = start; j < start + len; j++)
            r[j] = nttru_plantard_mulc(r[j], NTTRU_PLANTARD_ONE);
}

static void gs_layer(int16_t r[NTTRU_N], unsigned len, unsigned k) {
    for (unsigned b = 0, start = 0, kk = k; b < k; b++, start += 2 * len) { /* k blocks */
        int32_t zinv = ZI[kk++];
        for (unsigned j = start; j < start + len; j++) {
            int16_t x = r[j], y = r[j + len];
            r[j] = (int16_t)(x + y);
            r[j + len] = nttru_plantard_mulc((int16_t)(x - y), zinv);
        }
    }
}

/* Inverse: input P.  A top doubles, a bottom is within P whatever |a - b|:
 *   layers 1-3 (len 3, 6, 12): tops 2P, 4P, 8P = 30728 -> the 384 tops of
 *   layer 3 reduced to P; layers 4-6 (24, 48, 96) likewise, then the tops of
 *   layer 6; layer 7 (192): tops 2P.  Two reductions of 384 coefficients,
 *   after the third and sixth layers, as [HZZ+22, §4.2.3] does.
 * Last layer (u = lo + w hi, v = lo + w^5 hi, both times 2^7 D^-1):
 *   t = (u - v) (2w - 1)^-1, |u - v| <= 4P, |t| <= P;
 *   lo = (u + v - t) D 2^-8, |u + v - t| <= 5P = 19205; hi = t D 2^-7.
 * Output |r| <= P. */
static void invntt_plantard(int16_t r[NTTRU_N]) {
    PQPOLY_ASSERT_BOUND(r, NTTRU_N, -P, P);
    gs_layer(r, 3, 128);
    PQPOLY_ASSERT_BOUND(r, NTTRU_N, -2 * P, 2 * P);
    gs_layer(r, 6, 64);
    PQPOLY_ASSERT_BOUND(r, NTTRU_N, -4 * P, 4 * P);
    gs_layer(r, 12, 32);
    PQPOLY_ASSERT_BOUND(r, NTTRU_N, -8 * P, 8 * P);
    reduce_tops(r, 12, 32);
    PQPOLY_ASSERT_BOUND(r, NTTRU_N, -P, P);
    gs_layer(r, 24, 16);
    PQPOLY_ASSERT_BOUND(r, NTTRU_N, -2 * P, 2 * P);
    gs_layer(r, 48, 8);
    PQPOLY_ASSERT_BOUND(r, NTTRU_N, -4 * P, 4 * P);
    gs_layer(r, 96, 4);
    PQPOLY_ASSERT_BOUND(r, NTTRU_N, -8 * P, 8 * P);
    reduce_tops(r, 96, 4);
    PQPOLY_ASSERT_BOUND(r, NTTRU_N, -P, P);
    gs_layer(r, 192, 2);
    PQPOLY_ASSERT_BOUND(r, NTTRU_N, -2 * P, 2 * P);
    for (unsigned j = 0; j < NTTRU_N / 2; j++) {
        int16_t u = r[j], v = r[j + NTTRU_N / 2];
        int16_t t = nttru_plantard_mulc((int16_t)(u - v), NTTRU_PLANTARD_WINV);
        r[j] = nttru_plantard_mulc((int16_t)(u + v - t), NTTRU_PLANTARD_F_LO);
        r[j + NTTRU_N / 2] = nttru_plantard_mulc(t, NTTRU_PLANTARD_F_HI);
    }
    PQPOLY_ASSERT_BOUND(r, NTTRU_N, -P, P);
}

/* Multiply by D = -2^32 mod q; out |r| <= P. */
static void from_base_plantard(int16_t r[NTTRU_N]) {
    for (unsigned i = 0; i < NTTRU_N; i++) r[i] = nttru_plantard_mulc(r[i], NTTRU_PLANTARD_D);
}

/* x y (-2^-32): any two int16 values qualify (alpha = 2); out |r| <= P. */
static inline int16_t fmul(int16_t x, int16_t y) { return nttru_plantard_reduce((int32_t)x * y); }
#define GAMMA(i) pqpoly_nttru_plantard_gammas[i]
NTTRU_BASEINV_DEFINE(baseinv_plantard, fmul, NTTRU_PLANTARD_D2, GAMMA)

const pqpoly_nttru_backend pqpoly_nttru_backend_plantard_portable = {
    .name = "ntt-plantard",
    .arith = "plantard",
    .impl = "portable",
    .isa = PQPOLY_ISA_PORTABLE,
    .row = &PQPOLY_MUL_ALGO_SYM(nttru_ntt_plantard, portable),
    .domain = NTTRU_D_PLANTARD,
    .ntt_bound = NTT_BOUND,
    .acc_bound = P,
    .acc_in_place = 0,
    .order = NTTRU_ORDER_CANONICAL,
    .to_canonical = NULL,
    .from_canonical = NULL,
    .ntt = ntt_plantard,
    .basemul_acc = basemul_acc_plantard,
    .invntt = invntt_plantard,
    .from_base = from_base_plantard,
    .baseinv = baseinv_plantard,
    .ntt_short = NULL,
    .short_poly = pqpoly_nttru_short_portable,
    .pack13 = pqpoly_nttru_pack13,
    .unpack13 = pqpoly_nttru_unpack13,
    .pack_short = pqpoly_nttru_pack_short,
    .freeze = pqpoly_nttru_freeze_portable,
    .crep_mod3 = pqpoly_nttru_crep_mod3_portable,
    .pack_sum = pqpoly_nttru_pack_sum_portable,
    .differ_sum = pqpoly_nttru_differ_sum_portable,
};

PQPOLY_NTTRU_ROW(plantard, portable, "ntt-plantard",
                 "NTT to x^3 +- zeta, improved Plantard with lazy reduction ([LS19, §3]; [HZZ+22, §3-§4.2.3])")
