/* schonhage-nussbaumer, AVX2: the [BBCT22] baseline of [HLY24, §4.3] on 16
 * int16 lanes, the twin of src/mul/schonhage_nussbaumer.c (same rings, the
 * same maps: Z_q[x]/((x^1024 + 1)(x^(32 nc) - 1)), Schönhage over
 * Rbar = Z_q[x]/(x^64 + 1), Nussbaumer into Z_q[z]/(z^8 + 1)).
 *  - Schönhage in the horizontal layout (src/mul/avx2/hly24_x16.h): a block
 *    of Rbar is 4 vectors, x^e a signed rotation;
 *  - each group of 16 Schönhage points is transposed (16 x 16 int16
 *    transpositions) so that lane l is point l: Nussbaumer's map, the 16
 *    negacyclic size-8 base products per point and their inverses are row
 *    operations, and z^e a renaming of rows (as the Neon code of [HLY24]);
 *  - base products are Montgomery products (x 2^-16); the inverse's scaling
 *    multiplies by scale 2^32 (Montgomery) and so undoes it.
 * Transformed operand: [npts / 16 groups][128 rows][16 lanes] int16.
 *
 * Lazy-reduction schedule (B = HLY_B(q) = q/2 + 1 the output bound of red16;
 * inputs |a| <= h = (q-1)/2; q <= 5167 so h <= 2583, B <= 2584):
 *  forward, big:   as the portable twin: Schönhage 3 (2 if folded) layers
 *    <= 8h < 2^15 -> red16: B -> remaining <= 4B -> red16: B -> Nussbaumer
 *    (x8): 8B -> red16: B.
 *  forward, small: <= 2 * 32 * 8 = 512, no reduction.
 *  base: each Montgomery product <= T = HLY_BASE_TERM(q, B, B); 8 T < 2^15;
 *    red16: B.
 *  inverse: Nussbaumer layers 3..1: 8B -> red16: B -> layer 0 and fold: 4B ->
 *    red16: B -> transposition -> Schönhage: 3 layers 8B -> red16: B -> the
 *    rest (<= 2 layers) 4B -> overlap (x2) 8B -> scale (Montgomery by
 *    scale 2^32): S1 = MULC_OUT_BOUND(q, 8B) -> CRT: d = cyc - neg - neg'
 *    <= 3 S1 -> times 1/2 (Montgomery by 2^15... as 2^-1 2^16): S2 ->
 *    c = neg + w <= S1 + S2 -> fold mod x^p - x - 1: 3 (S1 + S2) < 2^15 ->
 *    red16 and center: exact.
 * Each bound is a _Static_assert below. */
#include <string.h>

#include "mul/avx2/hly24_x16.h"
#include "ntt/fold.h"
#include "ntt/tables/ntrup_fft.h"
#include "pqpoly/poly.h"

#include "mul/algo.h"
#include "mul/hly24_entry.h"
#include "params/ntrup.h"

#define SN_L 64
#define SN_NEG 32
#define SN_MAXPTS 64

/* The schedule's bounds for q (h = (q-1)/2, B = HLY_B(q)). */
#define SN_B(q) HLY_B(q)
#define SN_S1(q) PQPOLY_MONT16_MULC_OUT_BOUND(q, 8 * SN_B(q))
#define SN_S2(q) PQPOLY_MONT16_MULC_OUT_BOUND(q, 3 * SN_S1(q))
#define SN_BOUNDS_OK(q)                                                                             \
    (8 * ((q) - 1) / 2 < 32768 && 8 * SN_B(q) < 32768 &&                                           \
     HLY_BASE_IN_OK(q, SN_B(q), SN_B(q)) && 8 * HLY_BASE_TERM(q, SN_B(q), SN_B(q)) < 32768 &&     \
     HLY_BASE_IN_OK(q, SN_B(q), 512) && 8 * HLY_BASE_TERM(q, SN_B(q), 512) < 32768 &&             \
     (int64_t)8 * SN_B(q) * ((q) - 1) / 2 < ((int64_t)(q) << 15) &&                                \
     (int64_t)3 * SN_S1(q) * ((q) - 1) / 2 < ((int64_t)(q) << 15) &&                               \
     3 * (SN_S1(q) + SN_S2(q)) < 32768 && PQPOLY_BARRETT16_ROUND_OUT_BOUND_S(q, 26, 32768) < (q))
_Static_assert(SN_BOUNDS_OK(4591) && SN_BOUNDS_OK(4621) && SN_BOUNDS_OK(5167),
               "schonhage-nussbaumer/avx2: no intermediate of the schedule overflows int16");

typedef struct {
    int p, nc, lognc;
    int16_t q, qinv, v16, scale_neg, scale_cyc, inv2; /* the last three: Montgomery forms */
} sn_params;

static void sch_part_forward(int16_t *v, int npts, int lg, int e0, int folded, int small, const hly_mod *m) {
    int first = folded ? 2 : 3;
    if (first > lg) first = lg;
    hly_sch_forward(v, npts, SN_L, e0, 0, first);
    if (!small) hly_red_all(v, npts * SN_L, m);
    hly_sch_forward(v, npts, SN_L, e0, first, lg);
    if (!small) hly_red_all(v, npts * SN_L, m);
}

static void sn_forward(int16_t *out, const int16_t *a, int small, const sn_params *P) {
    _Alignas(32) int16_t v[SN_MAXPTS * SN_L];
    _Alignas(32) int16_t rows[SN_L * 16];
    hly_mod m = hly_mod_of(P->q, P->qinv, P->v16);
    int npts = SN_NEG + P->nc, cyc = 32 * P->nc;
    int16_t *vc = v + SN_NEG * SN_L;
    memset(v, 0, sizeof v);
    for (int i = 0; i < SN_NEG; i++)
        for (int k = 0; k < 32 && 32 * i + k < P->p; k++) v[i * SN_L + k] = a[32 * i + k];
    for (int i = 0; i < P->p; i++) { /* a mod x^(32 nc) - 1, p < 2 cyc */
        int j = i < cyc ? i : i - cyc;
        vc[(j >> 5) * SN_L + (j & 31)] = (int16_t)(vc[(j >> 5) * SN_L + (j & 31)] + a[i]);
    }
    sch_part_forward(v, SN_NEG, 5, SN_L, 0, small, &m);
    sch_part_forward(vc, P->nc, P->lognc, 0, cyc < P->p, small, &m);
    for (int g = 0; g < npts / 16; g++) {
        int16_t *o = out + g * 2048;
        for (int k = 0; k < SN_L; k += 16) hly_transpose16(rows + k * 16, 16, v + g * 16 * SN_L + k, SN_L);
        hly_vnuss_forward(o, rows);
        if (!small) hly_red_all(o, 2048, &m);
    }
    pqpoly_memzero(v, sizeof v);
    pqpoly_memzero(rows, sizeof rows);
}

static void sn_base(int16_t *c, const int16_t *a, const int16_t *b, const sn_params *P) {
    hly_mod m = hly_mod_of(P->q, P->qinv, P->v16);
    int n = (SN_NEG + P->nc) * 16; /* size-8 products, 16 at a time */
    for (int i = 0; i < n; i += 16) hly_vbase8_nega(c + 8 * i, a + 8 * i, b + 8 * i, &m);
}

/* Inverse Schönhage of one part into r[32 npts] (overlap of the degree-< 64
 * blocks, cyclic or negacyclic), times scale 2^16 (Montgomery by scale 2^32). */
static void sch_part_inverse(int16_t *r, int16_t *v, int npts, int lg, int e0, int nega, int16_t scale,
                             const hly_mod *m) {
    int n = 32 * npts, from = lg > 3 ? lg - 3 : 0;
    hly_sch_inverse(v, npts, SN_L, e0, from, lg);
    hly_red_all(v, npts * SN_L, m);
    hly_sch_inverse(v, npts, SN_L, e0, 0, from);
    for (int j = 0; j < n; j += 16) { /* block i holds r[32 i .. 32 i + 63] */
        __m256i x = hly_ld(v + (j >> 5) * SN_L + (j & 31));
        int jp = j >= 32 ? j - 32 : j + n - 32; /* the previous block's upper half */
        __m256i y = hly_ld(v + (jp >> 5) * SN_L + 32 + (jp & 31));
        x = j >= 32 || !nega ? _mm256_add_epi16(x, y) : _mm256_sub_epi16(x, y);
        hly_st(r + j, hly_mulc(x, scale, m));
    }
}

static void sn_inverse(int16_t *c, int16_t *t, const sn_params *P) {
    _Alignas(32) int16_t v[SN_MAXPTS * SN_L];
    _Alignas(32) int16_t rows[SN_L * 16];
    _Alignas(32) int16_t neg[1024], cyc[1024], full[2048];
    hly_mod m = hly_mod_of(P->q, P->qinv, P->v16);
    int npts = SN_NEG + P->nc, ncyc = 32 * P->nc;
    for (int g = 0; g < npts / 16; g++) {
        int16_t *w = t + g * 2048;
        hly_vnuss_inverse_first(w);
        hly_red_all(w, 2048, &m);
        hly_vnuss_inverse_last(rows, w);
        hly_red_all(rows, SN_L * 16, &m);
        for (int k = 0; k < SN_L; k += 16) hly_transpose16(v + g * 16 * SN_L + k, SN_L, rows + k * 16, 16);
    }
    sch_part_inverse(neg, v, SN_NEG, 5, SN_L, 1, P->scale_neg, &m);
    sch_part_inverse(cyc, v + SN_NEG * SN_L, P->nc, P->lognc, 0, 0, P->scale_cyc, &m);
    /* CRT: c = neg + (x^1024 + 1) w, w = (cyc - (neg mod x^ncyc - 1)) / 2. */
    memcpy(full, neg, sizeof neg);
    for (int i = 0; i < ncyc; i += 16) {
        __m256i d = _mm256_sub_epi16(hly_ld(cyc + i), hly_ld(neg + i));
        if (ncyc < 1024) d = _mm256_sub_epi16(d, hly_ld(neg + i + ncyc));
        __m256i w = hly_mulc(d, P->inv2, &m);
        hly_st(full + i, _mm256_add_epi16(hly_ld(full + i), w));
        hly_st(full + 1024 + i, w);
    }
    if (ncyc < 1024) memset(full + 1024 + ncyc, 0, (size_t)(1024 - ncyc) * sizeof full[0]);
    pqpoly_fold_ntrup16(full, P->p); /* modulo x^p - x - 1 */
    for (int i = 0; i < P->p; i += 16) {
        __m256i x = pqpoly_center32_x16(hly_red(hly_ld(full + i), &m), m.q, m.half);
        if (i + 16 <= P->p) hly_st(c + i, x);
        else {
            _Alignas(32) int16_t tail[16];
            hly_st(tail, x);
            memcpy(c + i, tail, (size_t)(P->p - i) * sizeof c[0]);
        }
    }
    pqpoly_memzero(v, sizeof v);
    pqpoly_memzero(rows, sizeof rows);
    pqpoly_memzero(neg, sizeof neg);
    pqpoly_memzero(cyc, sizeof cyc);
    pqpoly_memzero(full, sizeof full);
}

/* The sets served: PQPOLY_SN_SETS (src/mul/hly24_entry.h), as the portable twin. */
#define SN_Q(P) PQPOLY_NTRUP_Q(P)
#define SN_NF(P, field) PQPOLY_MUL_NF(SN_Q(P), field)
#define SN_DEFS(P, NC, LOGNC, SCALE_CYC, DESC)                                                  \
    _Static_assert(SN_NF(P, V16) == PQPOLY_BARRETT16_VR_S(SN_Q(P), 26) &&                        \
                       SN_NF(P, QINV) == PQPOLY_MONT16_QINV(SN_Q(P)),                            \
                   "schonhage-nussbaumer/avx2: constants of src/arith");                         \
    static const sn_params sn_##P = {P, NC, LOGNC, SN_Q(P), SN_NF(P, QINV), SN_NF(P, V16),       \
                                     HLY_MONT2(SN_NF(P, INV512), SN_Q(P)),                       \
                                     HLY_MONT2(SN_NF(P, SCALE_CYC), SN_Q(P)),                    \
                                     HLY_MONT1(SN_NF(P, INV2), SN_Q(P))};                        \
    PQPOLY_HLY24_STAGES(sn, P, (size_t)(SN_NEG + NC) * 256)
#define SN_BIG(P, NC, LOGNC, SCALE_CYC, DESC) \
    PQPOLY_HLY24_BIG(avx2, "schonhage-nussbaumer", "[HLY24, §4.3] ([BBCT22]): Schönhage + Nussbaumer, 16 lanes", sn, P, DESC)
#define SN_SMALL(P, NC, LOGNC, SCALE_CYC, DESC) \
    PQPOLY_HLY24_SMALL(avx2, "schonhage-nussbaumer", "[HLY24, §4.3] ([BBCT22]): Schönhage + Nussbaumer, 16 lanes", sn, P, DESC)

PQPOLY_SN_SETS(SN_DEFS)
static const pqpoly_mul_entry schonhage_nussbaumer_instances[] = {PQPOLY_SN_SETS(SN_BIG) PQPOLY_SN_SETS(SN_SMALL)};
PQPOLY_MUL_ALGO_DEFINE(schonhage_nussbaumer, avx2, "schonhage-nussbaumer", schonhage_nussbaumer_instances)
