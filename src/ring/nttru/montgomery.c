/* NTTRU ring, complete-to-degree-3 NTT with signed Montgomery arithmetic
 * ([HZZ+22, Algorithm 7]; R = 2^16) and signed Barrett reductions between
 * layers: the baseline [HZZ+22, §4.2.3] compares improved Plantard with.
 * Twiddles in the Montgomery domain (tools/tables/nttru.py).  Base domain
 * D = 2^16.
 *
 * Why reductions are needed: q = 7681 leaves 4q < 2^15 < 5q of headroom, a
 * Montgomery product by a constant is bounded by MB(A) = floor(((q-1)/2 A +
 * 2^15 q) / 2^16) (about q/2 + A q/2^17, NTTRU_MB), so each Cooley-Tukey
 * layer grows the bound by MB(B) ~ 0.6q, and the base product needs inputs
 * with 3 * 8191^2 < q 2^15 to reduce each output coefficient once from a
 * 32-bit sum.  All bounds below are the compile-time expressions the debug
 * build asserts; the numbers are their values.  The backend
 * pqpoly_nttru_backend_montgomery_portable (backend.h) and its registry row. */
#include "ntt/tables/nttru_montgomery.h"
#include "ntt/nttru/baseinv.h"
#include "ring/nttru/row.h"
#include "common/debug_bounds.h"

#define Z pqpoly_nttru_mont_zetas
#define ZI pqpoly_nttru_mont_zetas_inv

/* Forward bounds: input q; layer 1 (two products, lo + w hi and lo + w^5 hi)
 * and Cooley-Tukey layers each add MB(B):
 *   F1 = q + MB(q) = 11971, F2 = 16512, F3 = 21320 -> Barrett to BR = 3840;
 *   F4 = BR + MB(BR) = 7905, F5 = 12208, F6 = 16763 -> Barrett;
 *   F7 = 7905, F8 = 12208 -> Barrett: output |r| <= BR = (q-1)/2.
 * Three full reductions, as [HZZ+22, §4.2.3] counts for Montgomery. */
#define F1 (NTTRU_Q + NTTRU_MB(NTTRU_Q))
#define F2 (F1 + NTTRU_MB(F1))
#define F3 (F2 + NTTRU_MB(F2))
#define F4 (NTTRU_BR + NTTRU_MB(NTTRU_BR))
#define F5 (F4 + NTTRU_MB(F4))
#define F6 (F5 + NTTRU_MB(F5))
#define NTT_BOUND NTTRU_BR

static void reduce_all(int16_t r[NTTRU_N]) {
    for (unsigned i = 0; i < NTTRU_N; i++) r[i] = nttru_barrett_reduce(r[i]);
    PQPOLY_ASSERT_BOUND(r, NTTRU_N, -NTTRU_BR, NTTRU_BR);
}

/* Cooley-Tukey layer of half-length len: twiddles k = 384 / len onwards (passed
 * in, so that no layer computes a quotient). */
static void ct_layer(int16_t r[NTTRU_N], unsigned len, unsigned k) {
    for (unsigned b = 0, start = 0, kk = k; b < k; b++, start += 2 * len) { /* k blocks */
        int16_t zeta = Z[kk++];
        for (unsigned j = start; j < start + len; j++) {
            int16_t t = nttru_fqmul(r[j + len], zeta);
            r[j + len] = (int16_t)(r[j] - t);
            r[j] = (int16_t)(r[j] + t);
        }
    }
}

static void ntt_montgomery(int16_t r[NTTRU_N]) {
    PQPOLY_ASSERT_BOUND(r, NTTRU_N, -NTTRU_Q, NTTRU_Q);
    for (unsigned j = 0; j < NTTRU_N / 2; j++) {
        int16_t lo = r[j], hi = r[j + NTTRU_N / 2];
        r[j] = (int16_t)(lo + nttru_fqmul(hi, NTTRU_MONT_W));
        r[j + NTTRU_N / 2] = (int16_t)(lo + nttru_fqmul(hi, NTTRU_MONT_W5));
    }
    PQPOLY_ASSERT_BOUND(r, NTTRU_N, -F1, F1);
    ct_layer(r, 192, 2);
    PQPOLY_ASSERT_BOUND(r, NTTRU_N, -F2, F2);
    ct_layer(r, 96, 4);
    PQPOLY_ASSERT_BOUND(r, NTTRU_N, -F3, F3);
    reduce_all(r);
    ct_layer(r, 48, 8);
    PQPOLY_ASSERT_BOUND(r, NTTRU_N, -F4, F4);
    ct_layer(r, 24, 16);
    PQPOLY_ASSERT_BOUND(r, NTTRU_N, -F5, F5);
    ct_layer(r, 12, 32);
    PQPOLY_ASSERT_BOUND(r, NTTRU_N, -F6, F6);
    reduce_all(r);
    ct_layer(r, 6, 64);
    PQPOLY_ASSERT_BOUND(r, NTTRU_N, -F4, F4);
    ct_layer(r, 3, 128);
    PQPOLY_ASSERT_BOUND(r, NTTRU_N, -F5, F5);
    reduce_all(r);
}

/* Base product modulo x^3 - g (g' = g 2^16 mod q, centered), each output
 * coefficient reduced once from a 32-bit sum:
 *   r0 = red(a0 b0 + red(a1 b2 + a2 b1) g'),  r1 = red(a0 b1 + a1 b0 + red(a2 b2) g'),
 *   r2 = red(a0 b2 + a1 b1 + a2 b0).
 * With |a|, |b| <= 8191 (NTTRU_BASE_IN, above the forward bound (q-1)/2):
 * the largest sum is 3 * 8191^2 = 201.3e6 < q 2^15 = 251.7e6, and
 * red(.) g' adds at most MR(2 * 8191^2) (q-1)/2 = 22.6e6 to one product.
 * Out |r| <= MR(3 * 8191^2) = 6912. */
#define BASE_PROD ((int32_t)NTTRU_BASE_IN * NTTRU_BASE_IN)
#define ACC_BOUND NTTRU_MR(3 * BASE_PROD)
static void basemul(int16_t r[3], const int16_t a[3], const int16_t b[3], int16_t g) {
    int16_t t = nttru_mont_reduce((int32_t)a[1] * b[2] + (int32_t)a[2] * b[1]);
    int16_t u = nttru_mont_reduce((int32_t)a[2] * b[2]);
    r[0] = nttru_mont_reduce((int32_t)a[0] * b[0] + (int32_t)t * g);
    r[1] = nttru_mont_reduce((int32_t)a[0] * b[1] + (int32_t)a[1] * b[0] + (int32_t)u * g);
    r[2] = nttru_mont_reduce((int32_t)a[0] * b[2] + (int32_t)a[1] * b[1] + (int32_t)a[2] * b[0]);
}

/* k products: each within 6912, so k <= 4 sum below 27648 < 2^15; a sum of
 * several is brought back to BR by Barrett, so the output bound is 6912 for
 * every k. */
static void basemul_acc_montgomery(int16_t r[NTTRU_N], const int16_t *a, const int16_t *b,
                                   unsigned k) {
    int16_t t[3];
    PQPOLY_ASSERT_BOUND(a, (size_t)k * NTTRU_N, -NTTRU_BASE_IN, NTTRU_BASE_IN);
    PQPOLY_ASSERT_BOUND(b, (size_t)k * NTTRU_N, -NTTRU_BASE_IN, NTTRU_BASE_IN);
    for (unsigned i = 0; i < NTTRU_N / 6; i++) {
        int16_t g = Z[128 + i];
        for (unsigned s = 0; s < 2; s++, g = (int16_t)-g) {
            unsigned o = 6 * i + 3 * s;
            basemul(&r[o], &a[o], &b[o], g);
            for (unsigned p = 1; p < k; p++) {
                basemul(t, &a[p * NTTRU_N + o], &b[p * NTTRU_N + o], g);
                for (unsigned l = 0; l < 3; l++) r[o + l] = (int16_t)(r[o + l] + t[l]);
            }
        }
    }
    if (k > 1) reduce_all(r); /* k is public */
    PQPOLY_ASSERT_BOUND(r, NTTRU_N, -ACC_BOUND, ACC_BOUND);
}

/* Reduce the tops of the layer of half-length len (index offset < len in
 * its block of 2 len). */
static void reduce_tops(int16_t r[NTTRU_N], unsigned len, unsigned blocks) {
    for (unsigned b = 0, start = 0; b < blocks; b++, start += 2 * len)
        for (unsigned j = start; j < start + len; j++) r[j] = nttru_barrett_reduce(r[j]);
}

/* Gentleman-Sande layer: top a + b (unreduced), bottom (a - b) zeta^-1. */
static void gs_layer(int16_t r[NTTRU_N], unsigned len, unsigned k) {
    for (unsigned b = 0, start = 0, kk = k; b < k; b++, start += 2 * len) { /* k blocks */
        int16_t zinv = ZI[kk++];
        for (unsigned j = start; j < start + len; j++) {
            int16_t x = r[j], y = r[j + len];
            r[j] = (int16_t)(x + y);
            r[j + len] = nttru_fqmul((int16_t)(x - y), zinv);
        }
    }
}

/* Inverse bounds: input I0 = 6912.  A top doubles, a bottom is MB(2T), so
 * the tops of every second layer are reduced ([HZZ+22, §4.2.3]: Montgomery
 * reduces half of the coefficients every two layers):
 *   L1: 13824; L2: tops 27648 -> BR; all within I2 = MB(27648) = 5460;
 *   L3: 10920; L4: 21840 -> BR; I4 = MB(21840) = 5120;
 *   L5: 10240; L6: 20480 -> BR; I6 = MB(20480) = 5040; L7: tops 2 I6 = 10080.
 * Last layer (u = lo + w hi, v = lo + w^5 hi, both times 2^7 D^-1):
 *   t = (u - v) (2w - 1)^-1 = 2^7 D^-1 hi, |u - v| <= 20160, |t| <= MB(20160);
 *   lo = (u + v - t) D 2^-8, |u + v - t| <= 20160 + MB(20160) = 25181;
 *   hi = t D 2^-7.  Output |r| <= MB(25181) = 5316 < q. */
#define I0 ACC_BOUND
#define I2 NTTRU_MB(4 * I0)
#define I4 NTTRU_MB(4 * I2)
#define I6 NTTRU_MB(4 * I4)
#define T7 (2 * I6)
#define INV_OUT NTTRU_MB(2 * T7 + NTTRU_MB(2 * T7))
static void invntt_montgomery(int16_t r[NTTRU_N]) {
    PQPOLY_ASSERT_BOUND(r, NTTRU_N, -I0, I0);
    gs_layer(r, 3, 128);
    PQPOLY_ASSERT_BOUND(r, NTTRU_N, -2 * I0, 2 * I0);
    gs_layer(r, 6, 64);
    PQPOLY_ASSERT_BOUND(r, NTTRU_N, -4 * I0, 4 * I0);
    reduce_tops(r, 6, 64);
    PQPOLY_ASSERT_BOUND(r, NTTRU_N, -I2, I2);
    gs_layer(r, 12, 32);
    gs_layer(r, 24, 16);
    PQPOLY_ASSERT_BOUND(r, NTTRU_N, -4 * I2, 4 * I2);
    reduce_tops(r, 24, 16);
    PQPOLY_ASSERT_BOUND(r, NTTRU_N, -I4, I4);
    gs_layer(r, 48, 8);
    gs_layer(r, 96, 4);
    PQPOLY_ASSERT_BOUND(r, NTTRU_N, -4 * I4, 4 * I4);
    reduce_tops(r, 96, 4);
    PQPOLY_ASSERT_BOUND(r, NTTRU_N, -I6, I6);
    gs_layer(r, 192, 2);
    PQPOLY_ASSERT_BOUND(r, NTTRU_N, -T7, T7);
    for (unsigned j = 0; j < NTTRU_N / 2; j++) {
        int16_t u = r[j], v = r[j + NTTRU_N / 2];
        int16_t t = nttru_fqmul((int16_t)(u - v), NTTRU_MONT_WINV);
        r[j] = nttru_fqmul((int16_t)(u + v - t), NTTRU_MONT_F_LO);
        r[j + NTTRU_N / 2] = nttru_fqmul(t, NTTRU_MONT_F_HI);
    }
    PQPOLY_ASSERT_BOUND(r, NTTRU_N, -INV_OUT, INV_OUT);
}

/* Multiply by D = 2^16; out |r| <= MB(2^15) = 5760 < q. */
static void from_base_montgomery(int16_t r[NTTRU_N]) {
    for (unsigned i = 0; i < NTTRU_N; i++) r[i] = nttru_fqmul(r[i], NTTRU_MONT_R2);
}

/* x y 2^-16: |x| <= 2(q-1), |y| <= q-1 gives |x y| < 1.2e8 < q 2^15; out < q. */
static inline int16_t fmul(int16_t x, int16_t y) { return nttru_mont_reduce((int32_t)x * y); }
#define GAMMA(i) Z[128 + (i)]
NTTRU_BASEINV_DEFINE(baseinv_montgomery, fmul, NTTRU_MONT_R2, GAMMA)

const pqpoly_nttru_backend pqpoly_nttru_backend_montgomery_portable = {
    .name = "ntt-montgomery",
    .arith = "montgomery",
    .impl = "portable",
    .isa = PQPOLY_ISA_PORTABLE,
    .row = &PQPOLY_MUL_ALGO_SYM(nttru_ntt_montgomery, portable),
    .domain = NTTRU_D_MONTGOMERY,
    .ntt_bound = NTT_BOUND,
    .acc_bound = ACC_BOUND,
    .acc_in_place = 0,
    .order = NTTRU_ORDER_CANONICAL,
    .to_canonical = NULL,
    .from_canonical = NULL,
    .ntt = ntt_montgomery,
    .basemul_acc = basemul_acc_montgomery,
    .invntt = invntt_montgomery,
    .from_base = from_base_montgomery,
    .baseinv = baseinv_montgomery,
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

PQPOLY_NTTRU_ROW(montgomery, portable, "ntt-montgomery",
                 "NTT to x^3 +- zeta, signed Montgomery, Barrett between layers ([LS19, §3]; [HZZ+22, Algorithm 7])")
