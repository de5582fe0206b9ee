/* schonhage-nussbaumer: the vectorized baseline of [HLY24, §4.3] ([BBCT22]).
 *
 * The product of a, b in Z_q[x]/(x^p - x - 1) has degree <= 2p - 2 and is
 * computed exactly in Z_q[x]/((x^1024 + 1)(x^(32 nc) - 1)), then folded:
 *  - Schönhage: with y = x^32, the factor x^1024 + 1 becomes y^32 + 1 and
 *    x^(32 nc) - 1 becomes y^nc - 1 over Rbar = Z_q[x]/(x^64 + 1), in which
 *    x^2 is a principal 64th root of unity: 32 + nc evaluations at powers of x;
 *  - Nussbaumer: each Rbar product becomes 16 products in Z_q[z]/(z^8 + 1);
 *  - base: (32 + nc) * 16 negacyclic size-8 products (768 for nc = 16);
 *  - inverse of both maps, CRT of the two factors, fold modulo x^p - x - 1.
 * Only q odd is needed (no roots of unity in Z_q), so every NTRU Prime ring
 * can be served; registered for
 *   ntrup653 (q 4621) and ntrup761 (q 4591): nc = 16, 1536 >= 2p - 1 (1305, 1521);
 *   ntrup857 (q 5167): 2p - 1 = 1713 > 1536, so nc = 32: x^2048 - 1 — the
 *     transformed operand fills exactly PQPOLY_TRANSFORM_MAX_BYTES.
 * Operand kinds: big*big, and big*small where the ternary operand's forward
 * map needs no reduction at all (|b| <= 256 after 8 addition layers).
 *
 * Lazy-reduction schedule (B = q/2 + 2 bounds red16 = pqpoly_barrett_round16 with
 * s = 26: PQPOLY_BARRETT16_ROUND_OUT_BOUND_S(q, 26, 2^15) <= q/2 + 1 for q = 4591,
 * 4621, 5167; q <= 5167 so B <= 2585; inputs |a| <= (q-1)/2; products by a
 * constant: pqpoly_barrett_round32 with s = 40, exact below 2^27):
 *  forward, big:  (cyclic fold for nc = 16: 2B) -> 3 (2 if folded) Schönhage
 *    layers: <= 8(q-1)/2 < 2^15 -> red16: B -> remaining 2 layers: 4B ->
 *    red16: B -> Nussbaumer (x8): 8B -> red16: B.
 *  forward, small: <= 2 * 32 * 8 = 512 without reduction.
 *  base: 8 * B * B < 2^26 (pqpoly_base8_nega), output exact (q-1)/2.
 *  inverse: Nussbaumer layers 3..1 (x8): 8B -> red16: B -> layer 0 and
 *    fold (x4): 4B -> red16: B -> Schönhage layers 4..2 (x8): 8B -> red16: B
 *    -> layers 1..0 (x4): 4B -> overlap of neighbouring blocks (x2): 8B
 *    < 2^15 -> scale (exact): (q-1)/2 -> CRT: |u - v - v'| <= 3(q-1)/2 ->
 *    times 1/2 (exact) -> c = v + w: q - 1 -> fold mod x^p - x - 1 (each
 *    coefficient gets at most 2 more terms): 3(q-1) < 2^15 -> exact red32.
 * PQPOLY_ASSERT_BOUND checks each stage in debug builds. */
#include <string.h>

#include "arith/barrett.h"
#include "common/debug_bounds.h"
#include "ntt/base8.h"
#include "ntt/fold.h"
#include "ntt/nussbaumer.h"
#include "ntt/schonhage.h"
#include "ntt/tables/ntrup_fft.h"
#include "pqpoly/poly.h"

#include "mul/algo.h"
#include "mul/hly24_entry.h"
#include "params/ntrup.h"

#define SN_L 64        /* Rbar = Z_q[x]/(x^64 + 1) */
#define SN_NEG 32      /* points of y^32 + 1 */
#define SN_MAXPTS 64   /* 32 + nc, nc <= 32 */

typedef struct {
    int p, nc, lognc;
    int32_t q, v16, scale_neg, scale_cyc, inv2;
    int64_t v32;
} sn_params;

static void red16_all(int16_t *v, int n, const sn_params *P) {
    for (int i = 0; i < n; i++) v[i] = pqpoly_barrett_round16(v[i], (int16_t)P->q, (int16_t)P->v16, 26);
}

/* Schönhage layers of one part, with the reductions of the schedule above. */
static void sch_part_forward(int16_t *v, int npts, int lg, int e0, int folded, int small,
                             const sn_params *P) {
    int first = folded ? 2 : 3;
    if (first > lg) first = lg;
    pqpoly_sch_forward(v, npts, SN_L, e0, 0, first);
    if (!small) red16_all(v, npts * SN_L, P);
    pqpoly_sch_forward(v, npts, SN_L, e0, first, lg);
    if (!small) red16_all(v, npts * SN_L, P);
}

/* out[(32 + nc) * 16][8] <- image of a (centered, or ternary when small). */
static void sn_forward(int16_t *out, const int16_t *a, int small, const sn_params *P) {
    int16_t v[SN_MAXPTS * SN_L];
    int npts = SN_NEG + P->nc, cyc = 32 * P->nc;
    int16_t *vc = v + SN_NEG * SN_L;
    memset(v, 0, sizeof v);
    /* y^32 + 1 part: block i holds a[32i .. 32i + 31] (p <= 1024). */
    for (int i = 0; i < SN_NEG; i++)
        for (int k = 0; k < 32 && 32 * i + k < P->p; k++) v[i * SN_L + k] = a[32 * i + k];
    /* y^nc - 1 part: a mod x^(32 nc) - 1 (one fold when 32 nc < p). */
    for (int i = 0; i < P->p; i++) {
        int j = i < cyc ? i : i - cyc; /* p < 2 * cyc */
        vc[(j / 32) * SN_L + j % 32] = (int16_t)(vc[(j / 32) * SN_L + j % 32] + a[i]);
    }
    sch_part_forward(v, SN_NEG, 5, SN_L, 0, small, P);
    sch_part_forward(vc, P->nc, P->lognc, 0, cyc < P->p, small, P);
    PQPOLY_ASSERT_BOUND(v, npts * SN_L, -(small ? 64 : P->q / 2 + 2), small ? 64 : P->q / 2 + 2);
    for (int pt = 0; pt < npts; pt++) pqpoly_nuss_forward(out + pt * 128, v + pt * SN_L);
    if (!small) red16_all(out, npts * 128, P);
    PQPOLY_ASSERT_BOUND(out, npts * 128, -(small ? 512 : P->q / 2 + 2), small ? 512 : P->q / 2 + 2);
    pqpoly_memzero(v, sizeof v);
}

static void sn_base(int16_t *c, const int16_t *a, const int16_t *b, const sn_params *P) {
    int n = (SN_NEG + P->nc) * 16;
    for (int i = 0; i < n; i++) pqpoly_base8_nega(c + 8 * i, a + 8 * i, b + 8 * i, P->q, P->v32);
    PQPOLY_ASSERT_BOUND(c, 8 * n, -(P->q - 1) / 2, (P->q - 1) / 2);
}

/* Inverse Schönhage of one part into r[32 * npts] (cyclic or negacyclic
 * overlap of the degree-< 64 blocks), scaled by `scale`. */
static void sch_part_inverse(int16_t *r, int16_t *v, int npts, int lg, int e0, int nega,
                             int32_t scale, const sn_params *P) {
    int n = 32 * npts;
    int from = lg > 3 ? lg - 3 : 0;
    pqpoly_sch_inverse(v, npts, SN_L, e0, from, lg);
    red16_all(v, npts * SN_L, P);
    pqpoly_sch_inverse(v, npts, SN_L, e0, 0, from);
    PQPOLY_ASSERT_BOUND(v, npts * SN_L, -4 * (P->q / 2 + 2), 4 * (P->q / 2 + 2));
    memset(r, 0, (size_t)n * sizeof r[0]);
    for (int i = 0; i < npts; i++)
        for (int k = 0; k < SN_L; k++) {
            int j = 32 * i + k;
            int16_t t = v[i * SN_L + k];
            if (j < n) r[j] = (int16_t)(r[j] + t);
            else if (nega) r[j - n] = (int16_t)(r[j - n] - t);
            else r[j - n] = (int16_t)(r[j - n] + t);
        }
    for (int j = 0; j < n; j++) r[j] = (int16_t)pqpoly_barrett_round32(r[j] * scale, P->q, P->v32, 40);
}

/* c = the ring element whose image (after base) is t. t is overwritten. */
static void sn_inverse(int16_t *c, int16_t *t, const sn_params *P) {
    int16_t v[SN_MAXPTS * SN_L];
    int16_t neg[1024], cyc[1024], full[2048];
    int npts = SN_NEG + P->nc, ncyc = 32 * P->nc;
    for (int pt = 0; pt < npts; pt++) {
        int16_t *w = t + pt * 128;
        pqpoly_nuss_inverse_first(w);
        red16_all(w, 128, P);
        pqpoly_nuss_inverse_last(v + pt * SN_L, w);
    }
    red16_all(v, npts * SN_L, P);
    sch_part_inverse(neg, v, SN_NEG, 5, SN_L, 1, P->scale_neg, P);
    sch_part_inverse(cyc, v + SN_NEG * SN_L, P->nc, P->lognc, 0, 0, P->scale_cyc, P);
    /* CRT: c = neg + (x^1024 + 1) w, w = (cyc - (neg mod x^ncyc - 1)) / 2. */
    memset(full, 0, sizeof full);
    for (int i = 0; i < 1024; i++) full[i] = neg[i];
    for (int i = 0; i < ncyc; i++) {
        int32_t d = cyc[i] - neg[i];
        if (ncyc < 1024) d -= neg[i + ncyc];
        int16_t w = (int16_t)pqpoly_barrett_round32(d * P->inv2, P->q, P->v32, 40);
        full[i] = (int16_t)(full[i] + w);
        full[1024 + i] = w;
    }
    pqpoly_fold_ntrup16(full, P->p); /* modulo x^p - x - 1 */
    for (int i = 0; i < P->p; i++) c[i] = (int16_t)pqpoly_barrett_round32(full[i], P->q, P->v32, 40);
    pqpoly_memzero(v, sizeof v);
    pqpoly_memzero(neg, sizeof neg);
    pqpoly_memzero(cyc, sizeof cyc);
    pqpoly_memzero(full, sizeof full);
}

/* The sets served: PQPOLY_SN_SETS (src/mul/hly24_entry.h). */
#define SN_NF(P, field) PQPOLY_MUL_NF(PQPOLY_NTRUP_Q(P), field)
#define SN_DEFS(P, NC, LOGNC, SCALE_CYC, DESC)                                                  \
    static const sn_params sn_##P = {P, NC, LOGNC, PQPOLY_NTRUP_Q(P), SN_NF(P, V16),            \
                                     SN_NF(P, INV512), SN_NF(P, SCALE_CYC), SN_NF(P, INV2),     \
                                     SN_NF(P, V32)};                                            \
    PQPOLY_HLY24_STAGES(sn, P, (size_t)(SN_NEG + NC) * 256)
#define SN_BIG(P, NC, LOGNC, SCALE_CYC, DESC) \
    PQPOLY_HLY24_BIG(portable, "schonhage-nussbaumer", "[HLY24, §4.3] ([BBCT22]): Schönhage + Nussbaumer", sn, P, DESC)
#define SN_SMALL(P, NC, LOGNC, SCALE_CYC, DESC) \
    PQPOLY_HLY24_SMALL(portable, "schonhage-nussbaumer", "[HLY24, §4.3] ([BBCT22]): Schönhage + Nussbaumer", sn, P, DESC)

PQPOLY_SN_SETS(SN_DEFS)
static const pqpoly_mul_entry schonhage_nussbaumer_instances[] = {PQPOLY_SN_SETS(SN_BIG) PQPOLY_SN_SETS(SN_SMALL)};
PQPOLY_MUL_ALGO_DEFINE(schonhage_nussbaumer, portable, "schonhage-nussbaumer", schonhage_nussbaumer_instances)
