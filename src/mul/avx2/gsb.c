/* gsb, AVX2: Good–Schönhage–Bruun ([HLY24, §4.3]) on 16 int16 lanes, the
 * twin of src/mul/gsb.c (same rings, same maps: x^N - 1 = y^(r ns) - 1 over
 * Rbar = Z_q[x]/(x^32 + 1), y = x^16 = u w; radix r over u, Schönhage over w,
 * Bruun to x^8 -+ alpha x^4 + 1).
 *  - radix r and Schönhage in the horizontal layout (src/mul/avx2/hly24_x16.h):
 *    a block is 2 vectors, radix r is lane-wise across blocks, x^e a signed
 *    rotation;
 *  - each group of 16 blocks is transposed so that lane l is block l: both
 *    Bruun layers and the four size-8 trinomial base products of a block are
 *    row operations with broadcast constants (every block has the same
 *    trinomials), as the Neon code of [HLY24];
 *  - products are Montgomery products (radix r and Bruun by c 2^16; base
 *    products x 2^-16, undone by the final scaling by scale 2^32).
 * Transformed operand: [r ns / 16 groups][32 rows][16 lanes] int16.
 *
 * Lazy-reduction schedule (h = (q-1)/2, B = HLY_B(q) = q/2 + 1, P(M) =
 * PQPOLY_MONT16_MULC_OUT_BOUND(q, M) the bound of a Montgomery product by a
 * centered constant of an input <= M; q = 4591, 5167):
 *  forward big:   radix-r <= max(3h, 2h + P(h)) (r = 3), h + 6 P(h) (r = 7)
 *    -> red16: B -> Schönhage 3 layers: 8B -> red16: B -> remaining
 *    (<= 2 layers) <= 4B -> Bruun s (beta = 1, alpha^2 - beta = 1):
 *    F1 = 2 (4B) + P(4B) -> red16: B -> Bruun alpha: F2 = B + 2 P(B) ->
 *    red16: B.
 *  forward small: Schönhage (all layers) <= ns <= 32 -> radix-r <= 32 + 6 P(32)
 *    -> red16: B -> Bruun s: 2B + P(B) -> Bruun alpha: S2 = (2B + P(B))
 *    + 2 P(2B + P(B)) -> red16: B.
 *  base:   products <= T = HLY_BASE_TERM(q, B, B), H = 8T, low coefficients
 *    H + 2 P(H) -> red16: B.
 *  inverse: Bruun alpha^-1: I1 = 2B + P(2B) -> Bruun s^-1: I2 = 2 I1 + P(2 I1)
 *    -> red16: B -> Schönhage 3 layers: 8B -> red16: B -> the rest <= 4B ->
 *    red16: B -> radix-r inverse <= B + 6 P(B) -> red16: B -> overlap-add:
 *    2B -> scale (Montgomery by scale 2^32): P(2B) -> fold mod x^p - x - 1:
 *    3 P(2B) -> red16 and center: exact.
 * Each bound is a _Static_assert below. */
#include <string.h>

#include "mul/avx2/hly24_x16.h"
#include "ntt/fold.h"
#include "ntt/tables/ntrup_fft.h"
#include "pqpoly/poly.h"

#include "mul/algo.h"
#include "mul/hly24_entry.h"
#include "params/ntrup.h"

#define G_L 32
#define G_MAXBLK 112

#define G_B(q) HLY_B(q)
#define G_P(q, M) PQPOLY_MONT16_MULC_OUT_BOUND(q, M)
#define G_H(q) (((q) - 1) / 2)
#define G_F1(q) (8 * G_B(q) + G_P(q, 4 * G_B(q)))
#define G_SB(q) (2 * G_B(q) + G_P(q, G_B(q)))
#define G_S2(q) (G_SB(q) + 2 * G_P(q, G_SB(q)))
#define G_BH(q) (8 * HLY_BASE_TERM(q, G_B(q), G_B(q)))
#define G_I1(q) (2 * G_B(q) + G_P(q, 2 * G_B(q)))
#define G_I2(q) (2 * G_I1(q) + G_P(q, 2 * G_I1(q)))
#define G_OK(q)                                                                                     \
    (3 * G_H(q) < 32768 && G_H(q) + 6 * G_P(q, G_H(q)) < 32768 && 32 + 6 * G_P(q, 32) < 32768 &&    \
     8 * G_B(q) < 32768 && G_F1(q) < 32768 && G_B(q) + 2 * G_P(q, G_B(q)) < 32768 &&               \
     G_S2(q) < 32768 && HLY_BASE_IN_OK(q, G_B(q), G_B(q)) && G_BH(q) < 32768 &&                     \
     G_BH(q) + 2 * G_P(q, G_BH(q)) < 32768 && 2 * G_B(q) < 32768 && 2 * G_I1(q) < 32768 &&          \
     G_I2(q) < 32768 && G_B(q) + 6 * G_P(q, G_B(q)) < 32768 && 3 * G_P(q, 2 * G_B(q)) < 32768 &&    \
     G_B(q) < (q))
_Static_assert(G_OK(4591) && G_OK(5167), "gsb/avx2: no intermediate of the schedule overflows int16");

typedef struct {
    int p, r, ns, logns;
    int16_t q, qinv, v16, scale, r2; /* scale: 1/(N/4) 2^32, Montgomery; r2 = 2^32 mod q */
    int16_t w[7], winv[7];       /* omega_r^k 2^16 */
    pqpoly_bruun_k bs, ba1, ba2;
} gsb_params;

typedef struct {
    hly_mod m;
    hly_bruun s, a1, a2;
    hly_op al1, mal1, a2mb1, al2, mal2, a2mb2, one;
} gsb_consts;

static gsb_consts consts_of(const gsb_params *P) {
    gsb_consts c;
    c.m = hly_mod_of(P->q, P->qinv, P->v16);
    c.s = hly_bruun_of(&P->bs, &c.m, P->q, P->qinv, P->r2);
    c.a1 = hly_bruun_of(&P->ba1, &c.m, P->q, P->qinv, P->r2);
    c.a2 = hly_bruun_of(&P->ba2, &c.m, P->q, P->qinv, P->r2);
#define G_OP(x) hly_op_of(_mm256_set1_epi16(hly_mont_form(x, P->q, P->qinv, P->r2)), &c.m)
    c.al1 = G_OP(P->ba1.alpha);
    c.mal1 = G_OP(-P->ba1.alpha);
    c.a2mb1 = G_OP(P->ba1.a2mb);
    c.al2 = G_OP(P->ba2.alpha);
    c.mal2 = G_OP(-P->ba2.alpha);
    c.a2mb2 = G_OP(P->ba2.a2mb);
    c.one = G_OP(1);
#undef G_OP
    return c;
}

/* Radix-r NTT across u (lane-wise over v[r][ns][32]): out_k = sum_i
 * omega^(i k) v_i, r = 3 in the form of [DV78] (one product). */
static void radix_r(int16_t *v, const int16_t *wm, const gsb_params *P, const hly_mod *m) {
    int stride = P->ns * G_L;
    if (P->r == 3) {
        for (int x = 0; x < stride; x += 16) {
            __m256i v0 = hly_ld(v + x), v1 = hly_ld(v + stride + x), v2 = hly_ld(v + 2 * stride + x);
            __m256i t = hly_mulc(_mm256_sub_epi16(v1, v2), wm[1], m);
            hly_st(v + x, _mm256_add_epi16(v0, _mm256_add_epi16(v1, v2)));
            hly_st(v + stride + x, _mm256_add_epi16(_mm256_sub_epi16(v0, v2), t));
            hly_st(v + 2 * stride + x, _mm256_sub_epi16(_mm256_sub_epi16(v0, v1), t));
        }
        return;
    }
    for (int x = 0; x < stride; x += 16) {
        __m256i in[7], out[7];
        for (int i = 0; i < 7; i++) in[i] = hly_ld(v + i * stride + x);
        out[0] = in[0];
        for (int i = 1; i < 7; i++) out[0] = _mm256_add_epi16(out[0], in[i]);
        for (int k = 1; k < 7; k++) {
            out[k] = in[0];
            for (int i = 1, e = k; i < 7; i++, e = e + k >= 7 ? e + k - 7 : e + k)
                out[k] = _mm256_add_epi16(out[k], hly_mulc(in[i], wm[e], m));
        }
        for (int k = 0; k < 7; k++) hly_st(v + k * stride + x, out[k]);
    }
}

static void gsb_forward(int16_t *out, const int16_t *a, int small, const gsb_params *P) {
    _Alignas(32) int16_t v[G_MAXBLK * G_L];
    gsb_consts c = consts_of(P);
    int nblk = P->r * P->ns, n = nblk * G_L;
    memset(v, 0, sizeof v);
    /* y-block t goes to (t mod r, t mod ns) (Good–Thomas and Schönhage) */
    for (int t = 0, tr = 0; 16 * t < P->p; t++, tr = tr + 1 == P->r ? 0 : tr + 1) {
        int16_t *dst = v + (tr * P->ns + (t & (P->ns - 1))) * G_L;
        for (int k = 0; k < 16 && 16 * t + k < P->p; k++) dst[k] = a[16 * t + k];
    }
    if (small) {
        for (int i = 0; i < P->r; i++) hly_sch_forward(v + i * P->ns * G_L, P->ns, G_L, 0, 0, P->logns);
        radix_r(v, P->w, P, &c.m);
        hly_red_all(v, n, &c.m);
    } else {
        radix_r(v, P->w, P, &c.m);
        hly_red_all(v, n, &c.m);
        for (int i = 0; i < P->r; i++) hly_sch_forward(v + i * P->ns * G_L, P->ns, G_L, 0, 0, 3);
        hly_red_all(v, n, &c.m);
        for (int i = 0; i < P->r; i++) hly_sch_forward(v + i * P->ns * G_L, P->ns, G_L, 0, 3, P->logns);
    }
    for (int g = 0; g < nblk / 16; g++) {
        int16_t *o = out + g * 16 * G_L;
        for (int k = 0; k < G_L; k += 16) hly_transpose16(o + k * 16, 16, v + g * 16 * G_L + k, G_L);
        hly_vbruun_forward(o, 8, &c.s, &c.m);
        if (!small) hly_red_all(o, 16 * G_L, &c.m);
        hly_vbruun_forward(o, 4, &c.a1, &c.m);
        hly_vbruun_forward(o + 16 * 16, 4, &c.a2, &c.m);
        hly_red_all(o, 16 * G_L, &c.m);
    }
    pqpoly_memzero(v, sizeof v);
}

static void gsb_base(int16_t *z, const int16_t *x, const int16_t *y, const gsb_params *P) {
    gsb_consts c = consts_of(P);
    int nblk = P->r * P->ns;
    for (int g = 0; g < nblk / 16; g++) {
        int o = g * 16 * G_L; /* x^8 +- alpha x^4 + 1: alpha beta = alpha */
        hly_vbase8_tri(z + o, x + o, y + o, c.al1, c.one, c.a2mb1, c.al1, &c.m);
        hly_vbase8_tri(z + o + 128, x + o + 128, y + o + 128, c.mal1, c.one, c.a2mb1, c.mal1, &c.m);
        hly_vbase8_tri(z + o + 256, x + o + 256, y + o + 256, c.al2, c.one, c.a2mb2, c.al2, &c.m);
        hly_vbase8_tri(z + o + 384, x + o + 384, y + o + 384, c.mal2, c.one, c.a2mb2, c.mal2, &c.m);
    }
}

static void gsb_inverse(int16_t *cc, int16_t *t, const gsb_params *P) {
    _Alignas(32) int16_t v[G_MAXBLK * G_L], full[G_MAXBLK * 16];
    gsb_consts c = consts_of(P);
    int nblk = P->r * P->ns, n = nblk * G_L, N = 16 * nblk;
    for (int g = 0; g < nblk / 16; g++) {
        int16_t *o = t + g * 16 * G_L;
        hly_vbruun_inverse(o, 4, &c.a1, &c.m);
        hly_vbruun_inverse(o + 16 * 16, 4, &c.a2, &c.m);
        hly_vbruun_inverse(o, 8, &c.s, &c.m);
        hly_red_all(o, 16 * G_L, &c.m);
        for (int k = 0; k < G_L; k += 16) hly_transpose16(v + g * 16 * G_L + k, G_L, o + k * 16, 16);
    }
    for (int i = 0; i < P->r; i++) hly_sch_inverse(v + i * P->ns * G_L, P->ns, G_L, 0, P->logns - 3, P->logns);
    hly_red_all(v, n, &c.m);
    for (int i = 0; i < P->r; i++) hly_sch_inverse(v + i * P->ns * G_L, P->ns, G_L, 0, 0, P->logns - 3);
    hly_red_all(v, n, &c.m);
    radix_r(v, P->winv, P, &c.m);
    hly_red_all(v, n, &c.m);
    /* Undo the placement: y-block t2 is block (t2 mod r, t2 mod ns), its
     * upper half overlaps y-block t2 + 1 (modulo x^N - 1). */
    for (int t2 = 0, tr = 0; t2 < nblk; t2++, tr = tr + 1 == P->r ? 0 : tr + 1) {
        int tp = t2 == 0 ? nblk - 1 : t2 - 1, tpr = tr == 0 ? P->r - 1 : tr - 1;
        __m256i lo = hly_ld(v + (tr * P->ns + (t2 & (P->ns - 1))) * G_L);
        __m256i hi = hly_ld(v + (tpr * P->ns + (tp & (P->ns - 1))) * G_L + 16);
        hly_st(full + 16 * t2, hly_mulc(_mm256_add_epi16(lo, hi), P->scale, &c.m));
    }
    (void)N;
    pqpoly_fold_ntrup16(full, P->p); /* modulo x^p - x - 1 */
    for (int i = 0; i < P->p; i += 16) {
        __m256i x = pqpoly_center32_x16(hly_red(hly_ld(full + i), &c.m), c.m.q, c.m.half);
        if (i + 16 <= P->p) hly_st(cc + i, x);
        else {
            _Alignas(32) int16_t tail[16];
            hly_st(tail, x);
            memcpy(cc + i, tail, (size_t)(P->p - i) * sizeof cc[0]);
        }
    }
    pqpoly_memzero(v, sizeof v);
    pqpoly_memzero(full, sizeof full);
}

/* The sets served: PQPOLY_GSB_SETS (src/mul/hly24_entry.h), as the portable twin. */
#define GSB_Q(P) PQPOLY_NTRUP_Q(P)
#define GSB_NF(P, field) PQPOLY_MUL_NF(GSB_Q(P), field)
#define GSB_DEFS(P, R, NS, LOGNS, INV, W, DESC)                                                 \
    _Static_assert(GSB_NF(P, V16) == PQPOLY_BARRETT16_VR_S(GSB_Q(P), 26) &&                      \
                       GSB_NF(P, QINV) == PQPOLY_MONT16_QINV(GSB_Q(P)) && (R) * (NS) % 16 == 0,  \
                   "gsb/avx2: constants of src/arith, whole groups of 16 blocks");              \
    static const gsb_params gsb_##P = {                                                         \
        P, R, NS, LOGNS, GSB_Q(P), GSB_NF(P, QINV), GSB_NF(P, V16),                             \
        HLY_MONT2(GSB_NF(P, INV), GSB_Q(P)), PQPOLY_MONT16_R2(GSB_Q(P)), GSB_NF(P, W##M), GSB_NF(P, W##INVM),               \
        GSB_NF(P, BRUUN_S), GSB_NF(P, BRUUN_A1), GSB_NF(P, BRUUN_A2)};                          \
    PQPOLY_HLY24_STAGES(gsb, P, (size_t)R * NS * G_L * sizeof(int16_t))
#define GSB_BIG(P, R, NS, LOGNS, INV, W, DESC) \
    PQPOLY_HLY24_BIG(avx2, "gsb", "[HLY24, §4.3]: Good–Schönhage–Bruun, 16 lanes", gsb, P, DESC)
#define GSB_SMALL(P, R, NS, LOGNS, INV, W, DESC) \
    PQPOLY_HLY24_SMALL(avx2, "gsb", "[HLY24, §4.3]: Good–Schönhage–Bruun, 16 lanes", gsb, P, DESC)

PQPOLY_GSB_SETS(GSB_DEFS)
static const pqpoly_mul_entry gsb_instances[] = {PQPOLY_GSB_SETS(GSB_BIG) PQPOLY_GSB_SETS(GSB_SMALL)};
PQPOLY_MUL_ALGO_DEFINE(gsb, avx2, "gsb", gsb_instances)
