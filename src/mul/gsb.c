/* gsb: Good–Schönhage–Bruun ([HLY24, §4.3]), the product in Z_q[x]/(x^N - 1),
 * N = r * ns * 16 >= 2p - 1, then folded modulo x^p - x - 1.
 *  - Schönhage: y = x^16, x^N - 1 = y^(r ns) - 1 over Rbar = Z_q[x]/(x^32 + 1)
 *    (inputs are blocks of 16 coefficients, zero-padded to 32);
 *  - Good–Thomas: y = u w, u^r = 1, w^ns = 1 (r odd, ns a power of two);
 *    a radix-r NTT with omega_r in Z_q over u and a Schönhage NTT over w with
 *    the principal ns-th root x^(64/ns) of Rbar (signed rotations only);
 *  - Bruun: x^32 + 1 = (x^16 + s x^8 + 1)(x^16 - s x^8 + 1), s^2 = 2, then each
 *    into x^8 -+ alpha x^4 + 1; base products over these trinomials.
 * Registered for
 *   ntrup761 (q 4591): r = 3, ns = 32, N = 1536 as in the paper (s = 1229,
 *     alphas 58, 2116): 384 size-8 base products;
 *   ntrup857 (q 5167): 2p - 1 = 1713 > 1536, so another N: r = 7 (7 | 5166),
 *     ns = 16, N = 1792 (s = 566, alphas 454, 932): 448 size-8 base products;
 *   not ntrup653: q = 4621 = 5 mod 8, so 2 is not a square mod q and x^32 + 1
 *     has no factor x^16 + s x^8 + 1 (it splits only as x^16 -+ i, irreducible).
 * Operand kinds: big*big; big*small (the ternary operand's Schönhage layers
 * run unreduced, then the radix-r layer: [HLY24, §4.3] "input small").
 *
 * Lazy-reduction schedule (h = (q-1)/2, B = q/2 + 2 output bound of red16;
 * q <= 5167: h <= 2583, B <= 2585):
 *  forward big:   radix-r <= h + 6 (q/2 + h/12) <= 19374 -> red16: B -> Schönhage 3 layers:
 *    8B <= 20680 -> red16: B -> remaining (ns = 32: 2 layers) <= 4B -> Bruun s:
 *    2(4B) + h <= 23263 -> red16: B -> Bruun alpha: 2B + h -> red16: B.
 *  forward small: Schönhage (all layers) <= ns <= 32 -> radix-r <= 32 + 6(h + 3)
 *    <= 15550 -> red16: B -> Bruun s: 2B + h -> Bruun alpha: 2(2B + h) + h
 *    <= 18089 -> red16: B.
 *  base:          8 B B < 2^26 (pqpoly_base8_tri); output h.
 *  inverse:       Bruun alpha^-1: 3h -> Bruun s^-1: 7h <= 18081 -> red16: B ->
 *    Schönhage 3 layers: 8B -> red16 -> remaining <= 4B -> red16: B -> radix-r
 *    inverse <= B + 6(q/2 + B/12) < 19400 -> red16: B -> overlap-add: 2B -> scale (exact): h ->
 *    fold mod x^p - x - 1: 3h -> exact red32. */
#include <string.h>

#include "arith/barrett.h"
#include "arith/montgomery.h"
#include "common/debug_bounds.h"
#include "ntt/base8.h"
#include "ntt/bruun.h"
#include "ntt/fold.h"
#include "ntt/schonhage.h"
#include "ntt/tables/ntrup_fft.h"
#include "pqpoly/poly.h"

#include "mul/algo.h"
#include "mul/hly24_entry.h"
#include "params/ntrup.h"

#define G_L 32          /* Rbar = Z_q[x]/(x^32 + 1) */
#define G_MAXBLK 112    /* r * ns <= 7 * 16 */
/* >= PQPOLY_BARRETT16_ROUND_OUT_BOUND_S(q, 26, 2^15), the output bound of red16 =
 * pqpoly_barrett_round16 with s = 26 (q/2 + 1 for q = 4591, 5167) */
#define G_B(P) ((P)->q / 2 + 2)

typedef struct {
    int p, r, ns, logns;
    int32_t q, v16, scale;
    int64_t v32;
    int16_t qinv;
    int16_t w[7], winv[7];
    pqpoly_bruun_k bs, ba1, ba2;
} gsb_params;

static void red16_all(int16_t *v, int n, const gsb_params *P) {
    for (int i = 0; i < n; i++) v[i] = pqpoly_barrett_round16(v[i], (int16_t)P->q, (int16_t)P->v16, 26);
}

/* Radix-r NTT across the u index: v[r][ns][32], for each (j, k):
 * out_m = sum_i omega^(i m) v_i (wm: omega powers, or inverse powers, in
 * Montgomery form; products by pqpoly_montgomery_mul16, a loop the compiler
 * vectorizes).  r = 3 uses the form of [DV78] ([HLY24, §4.3]): one product.
 * Bounds (M = max|v| <= 2^14 - 1, each product <= q/2 + M (q/2)/2^16 <= q/2 + M/12):
 *   r = 3: |out| <= max(3M, 2M + q/2 + M/6);
 *   r = 7: |out| <= max(7M, M + 6 (q/2 + M/12)). */
static void radix_r(int16_t *v, const int16_t *wm, const gsb_params *P) {
    int stride = P->ns * G_L;
    int16_t q = (int16_t)P->q, qinv = P->qinv;
    if (P->r == 3) {
        for (int x = 0; x < stride; x++) {
            int16_t v0 = v[x], v1 = v[stride + x], v2 = v[2 * stride + x];
            int16_t t = pqpoly_montgomery_mul16((int16_t)(v1 - v2), wm[1], q, qinv);
            v[x] = (int16_t)(v0 + v1 + v2);
            v[stride + x] = (int16_t)(v0 - v2 + t);
            v[2 * stride + x] = (int16_t)(v0 - v1 - t);
        }
        return;
    }
    for (int x0 = 0; x0 < stride; x0 += 32) {
        int16_t out[7][32];
        for (int x = 0; x < 32; x++) out[0][x] = v[x0 + x];
        for (int i = 1; i < 7; i++)
            for (int x = 0; x < 32; x++) out[0][x] = (int16_t)(out[0][x] + v[i * stride + x0 + x]);
        for (int m = 1; m < 7; m++) {
            for (int x = 0; x < 32; x++) out[m][x] = v[x0 + x];
            for (int i = 1; i < 7; i++) {
                int16_t w = wm[(i * m) % 7];
                const int16_t *src = v + i * stride + x0;
                for (int x = 0; x < 32; x++)
                    out[m][x] = (int16_t)(out[m][x] + pqpoly_montgomery_mul16(src[x], w, q, qinv));
            }
        }
        for (int m = 0; m < 7; m++)
            for (int x = 0; x < 32; x++) v[m * stride + x0 + x] = out[m][x];
    }
}

static void schonhage_fwd(int16_t *v, int from, int to, const gsb_params *P) {
    for (int i = 0; i < P->r; i++) pqpoly_sch_forward(v + i * P->ns * G_L, P->ns, G_L, 0, from, to);
}

static void schonhage_inv(int16_t *v, int from, int to, const gsb_params *P) {
    for (int i = 0; i < P->r; i++) pqpoly_sch_inverse(v + i * P->ns * G_L, P->ns, G_L, 0, from, to);
}

static void bruun_fwd_all(int16_t *v, const gsb_params *P) {
    int nblk = P->r * P->ns;
    for (int b = 0; b < nblk; b++) pqpoly_bruun_forward(v + b * G_L, 8, &P->bs, P->q, P->v32);
}

static void bruun2_fwd_all(int16_t *v, const gsb_params *P) {
    int nblk = P->r * P->ns;
    for (int b = 0; b < nblk; b++) {
        pqpoly_bruun_forward(v + b * G_L, 4, &P->ba1, P->q, P->v32);
        pqpoly_bruun_forward(v + b * G_L + 16, 4, &P->ba2, P->q, P->v32);
    }
}

/* out[r][ns][32] <- image of a. */
static void gsb_forward(int16_t *v, const int16_t *a, int small, const gsb_params *P) {
    int nblk = P->r * P->ns, n = nblk * G_L;
    memset(v, 0, (size_t)n * sizeof v[0]);
    /* Good–Thomas and Schönhage placement: y-block t goes to (t mod r, t mod ns). */
    /* (tr = t mod r kept by a counter, ns a power of two: no division) */
    for (int t = 0, tr = 0; 16 * t < P->p; t++, tr = tr + 1 == P->r ? 0 : tr + 1) {
        int16_t *dst = v + (tr * P->ns + (t & (P->ns - 1))) * G_L;
        for (int k = 0; k < 16 && 16 * t + k < P->p; k++) dst[k] = a[16 * t + k];
    }
    if (small) {
        schonhage_fwd(v, 0, P->logns, P);
        PQPOLY_ASSERT_BOUND(v, n, -P->ns, P->ns);
        radix_r(v, P->w, P);
        red16_all(v, n, P);
        bruun_fwd_all(v, P);
        bruun2_fwd_all(v, P);
    } else {
        radix_r(v, P->w, P);
        red16_all(v, n, P);
        schonhage_fwd(v, 0, 3, P);
        red16_all(v, n, P);
        schonhage_fwd(v, 3, P->logns, P);
        PQPOLY_ASSERT_BOUND(v, n, -4 * G_B(P), 4 * G_B(P));
        bruun_fwd_all(v, P);
        red16_all(v, n, P);
        bruun2_fwd_all(v, P);
    }
    red16_all(v, n, P);
    PQPOLY_ASSERT_BOUND(v, n, -G_B(P), G_B(P));
}

static void gsb_base(int16_t *c, const int16_t *a, const int16_t *b, const gsb_params *P) {
    int nblk = P->r * P->ns;
    for (int i = 0; i < nblk; i++) {
        const int16_t *x = a + i * G_L, *y = b + i * G_L;
        int16_t *z = c + i * G_L;
        int32_t a1 = P->ba1.alpha, a2 = P->ba2.alpha; /* beta = 1 */
        pqpoly_base8_tri(z, x, y, a1, 1, P->ba1.a2mb, a1, P->q, P->v32);
        pqpoly_base8_tri(z + 8, x + 8, y + 8, -a1, 1, P->ba1.a2mb, -a1, P->q, P->v32);
        pqpoly_base8_tri(z + 16, x + 16, y + 16, a2, 1, P->ba2.a2mb, a2, P->q, P->v32);
        pqpoly_base8_tri(z + 24, x + 24, y + 24, -a2, 1, P->ba2.a2mb, -a2, P->q, P->v32);
    }
    PQPOLY_ASSERT_BOUND(c, nblk * G_L, -(P->q - 1) / 2, (P->q - 1) / 2);
}

static void gsb_inverse(int16_t *c, int16_t *v, const gsb_params *P) {
    int nblk = P->r * P->ns, n = nblk * G_L, N = 16 * nblk;
    int16_t full[G_MAXBLK * 16];
    for (int b = 0; b < nblk; b++) {
        pqpoly_bruun_inverse(v + b * G_L, 4, &P->ba1, P->q, P->v32);
        pqpoly_bruun_inverse(v + b * G_L + 16, 4, &P->ba2, P->q, P->v32);
        pqpoly_bruun_inverse(v + b * G_L, 8, &P->bs, P->q, P->v32);
    }
    red16_all(v, n, P);
    schonhage_inv(v, P->logns - 3, P->logns, P);
    red16_all(v, n, P);
    schonhage_inv(v, 0, P->logns - 3, P);
    red16_all(v, n, P);
    radix_r(v, P->winv, P);
    red16_all(v, n, P);
    PQPOLY_ASSERT_BOUND(v, n, -G_B(P), G_B(P));
    /* Undo the placement; overlap-add the degree-< 32 blocks modulo x^N - 1. */
    memset(full, 0, sizeof full);
    for (int t = 0, tr = 0; t < nblk; t++, tr = tr + 1 == P->r ? 0 : tr + 1) {
        const int16_t *src = v + (tr * P->ns + (t & (P->ns - 1))) * G_L;
        for (int k = 0; k < G_L; k++) {
            int j = 16 * t + k < N ? 16 * t + k : 16 * t + k - N;
            full[j] = (int16_t)(full[j] + src[k]);
        }
    }
    for (int j = 0; j < 2 * P->p - 1; j++) full[j] = (int16_t)pqpoly_barrett_round32(full[j] * P->scale, P->q, P->v32, 40);
    pqpoly_fold_ntrup16(full, P->p); /* modulo x^p - x - 1 */
    for (int i = 0; i < P->p; i++) c[i] = (int16_t)pqpoly_barrett_round32(full[i], P->q, P->v32, 40);
    pqpoly_memzero(full, sizeof full);
}

#define GSB_NF(P, field) PQPOLY_MUL_NF(PQPOLY_NTRUP_Q(P), field)
#define GSB_DEFS(P, R, NS, LOGNS, INV, W, DESC)                                                 \
    static const gsb_params gsb_##P = {                                                         \
        P, R, NS, LOGNS, PQPOLY_NTRUP_Q(P), GSB_NF(P, V16), GSB_NF(P, INV), GSB_NF(P, V32),     \
        GSB_NF(P, QINV), GSB_NF(P, W##M), GSB_NF(P, W##INVM), GSB_NF(P, BRUUN_S),               \
        GSB_NF(P, BRUUN_A1), GSB_NF(P, BRUUN_A2)};                                              \
    PQPOLY_HLY24_STAGES(gsb, P, (size_t)R * NS * G_L * sizeof(int16_t))
#define GSB_BIG(P, R, NS, LOGNS, INV, W, DESC) \
    PQPOLY_HLY24_BIG(portable, "gsb", "[HLY24, §4.3]: Good–Schönhage–Bruun", gsb, P, DESC)
#define GSB_SMALL(P, R, NS, LOGNS, INV, W, DESC) \
    PQPOLY_HLY24_SMALL(portable, "gsb", "[HLY24, §4.3]: Good–Schönhage–Bruun", gsb, P, DESC)

PQPOLY_GSB_SETS(GSB_DEFS)
static const pqpoly_mul_entry gsb_instances[] = {PQPOLY_GSB_SETS(GSB_BIG) PQPOLY_GSB_SETS(GSB_SMALL)};
PQPOLY_MUL_ALGO_DEFINE(gsb, portable, "gsb", gsb_instances)
