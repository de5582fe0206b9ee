/* grb, AVX2: Good–Rader–Bruun ([HLY24, §4.4]) on 16 int16 lanes, the twin of
 * src/mul/grb.c (ntrup761 only: x^1632 - 1 = prod over the 102nd roots zeta
 * of x^16 - zeta, 102 = 17 x 3 x 2, Rader-17, each x^16 - zeta split by
 * Cooley–Tukey or Bruun into two size-8 rings).
 *  - a block of 16 coefficients is one vector (horizontal layout): the
 *    radix-(3, 2) and Rader-17 layers are lane-wise across blocks
 *    ([HLY24, Algorithm 7]); Good's input map is read straight from the
 *    operand (block t of a goes to point (t mod 17, t mod 3, t mod 2): for a
 *    fixed t mod 17 the three blocks t, t + 17, t + 34 land on distinct
 *    t mod 3, so the radix-2 layer is a copy and a sign), radix-(3, 2) first,
 *    then Rader-17 on registers (src/ntt/avx2/rader17.h);
 *  - point (k0, k1, k2) is row R_ROW = 51 k2 + 3 k0 + k1; the rows are
 *    transposed in place in 7 groups of 16 (rows 102..111 zero padding) so
 *    that lane l is row l: the splits and the size-8 base products are row
 *    operations with one constant per lane (the table of
 *    tools/tables/grb_avx2.py).  zeta is a square exactly when k2 = 0, so
 *    groups 0..2 split by Cooley–Tukey only, 4..6 by Bruun only, and group 3
 *    computes both and takes each lane's by a mask (public, no branch);
 *  - base products are 32-bit sums of vpmaddwd pairs, Montgomery-reduced
 *    (x 2^-16, see base8); the inverse's first reduction is a Montgomery
 *    product by 2^32/204 (rows 8..15: constants that carry it), which undoes
 *    that factor and the inverse's 204 = 2 x 6 x 17 at once, so the inverse
 *    has no scaling pass; it ends with the fold modulo x^p - x - 1 read
 *    straight from the Good layout (block i, blocks i + 47 and i + 48 at
 *    offsets 8 and 9).
 * Transformed operand: [7 groups][16 rows][16 lanes] int16, in place.
 * Operand kinds: big*big, and big*small with a ternary b: its radix-(3, 2)
 * layer is exact (|b| <= 1, omega_3 = 310 by a plain 16-bit product).
 *
 * Lazy-reduction schedule (h = (q-1)/2 = 2295; B = HLY_B(q) = 2296 the bound
 * of red (pqpoly_barrett_round16_x16, s = 26); red15 the s = 15 Barrett
 * (pqpoly_barrett_round16_s15_x16, bound R15(M) for |in| <= M); P(M) =
 * PQPOLY_MONT16_MULC_OUT_BOUND(q, M); Rader's bounds RO(M, .) from
 * src/ntt/avx2/rader17.h), each written as a macro below and asserted:
 *  forward a: radix-(3, 2): Y = max(3h, 2h + P(2h)) -> Rader (a4c and c4n
 *    reduced): RA = RO(Y, 1, 1) -> split CT: RA + P(RA), Bruun:
 *    SA = RA + 2 P(RA) -> red: B.
 *  forward b (ternary): radix-(3, 2): 622 (3, and 2 + 2 x 310) -> Rader
 *    (as for a): RB = RO(622, 1, 1) -> split: SB = RB + 2 P(RB) -> red: B.
 *  base:    |a|, |b| <= B: 32-bit sums <= 8 B^2, the fold included
 *    < q 2^15, Montgomery-reduced, then red: B (base8's asserts).
 *  inverse: CT^-1 2B, Bruun^-1 2B + P(2B) -> the product by 2^32/204:
 *    I1 = P(2B + P(2B)) (rows 8..15: one product, P(2B) <= I1) -> radix-3^-1 then
 *    radix-2^-1: I2 = 2 max(3 I1, 2 I1 + P(2 I1)) -> red15: I3 -> Rader^-1
 *    with c4n, c4c and p reduced too: IO = RO(I3, 1, 3) -> fold: 3 IO -> red
 *    and center: exact. */
#include <string.h>

#include "arith/avx2/montgomery.h"
#include "mul/avx2/hly24_x16.h"
#include "ntt/avx2/rader17.h"
#include "ntt/tables/grb_avx2.h"
#include "ntt/tables/ntrup_fft.h"
#include "pqpoly/poly.h"

#include "mul/algo.h"
#include "params/ntrup.h"

#define R_P 761
#define R_Q PQPOLY_NTRUP_Q(R_P)
#define R_NF(field) PQPOLY_MUL_NF(R_Q, field)
#define R_QINV R_NF(QINV)
#define R_V16 R_NF(V16)
#define R_V15 PQPOLY_BARRETT16_VR_S(R_Q, 15)
#define R_N 1632
#define R_G PQPOLY_GRB_AVX2_GROUPS /* 7 groups of 16 points */
#define R_NPAD (R_G * 256)
#define R_K PQPOLY_GRB_AVX2_K
/* The row of point (k0, k1, k2): rows 0..50 (k2 = 0) are the Cooley-Tukey
 * points (tools/tables/grb_avx2.py), so groups 0..2 of 16 are CT only,
 * groups 4..6 Bruun only, group 3 both. */
#define R_ROW(k0, k1, k2) (51 * (k2) + 3 * (k0) + (k1))
#define R_CT_GROUPS 3
#define R_MIXED_GROUP 3
#define R_W3 310 /* omega_3 centered, R_NF(W3)[1]: the bound of the exact product */

#define R_H ((R_Q - 1) / 2)
#define R_B HLY_B(R_Q)
#define R_PM(M) ((int64_t)PQPOLY_MONT16_MULC_OUT_BOUND(R_Q, M))
#define R_R15(M) ((int64_t)PQPOLY_BARRETT16_ROUND_OUT_BOUND_S(R_Q, 15, M))
#define R_MAX(x, y) ((x) > (y) ? (x) : (y))
/* forward */
#define R_Y R_MAX(3 * R_H, 2 * R_H + R_PM(2 * R_H))
#define R_RA ((int64_t)PQPOLY_RADER17_AVX2_OUT(R_Q, R_Y, 1, 1))
#define R_SA (R_RA + 2 * R_PM(R_RA))
#define R_YB (2 + 2 * R_W3)
#define R_RB ((int64_t)PQPOLY_RADER17_AVX2_OUT(R_Q, R_YB, 1, 1))
#define R_SB (R_RB + 2 * R_PM(R_RB))
/* inverse */
#define R_I1 R_PM(2 * R_B + R_PM(2 * R_B))
#define R_I2 (2 * R_MAX(3 * R_I1, 2 * R_I1 + R_PM(2 * R_I1)))
#define R_I3 R_R15(R_I2)
#define R_IO ((int64_t)PQPOLY_RADER17_AVX2_OUT(R_Q, R_I3, 1, 3))
_Static_assert(R_V16 == PQPOLY_BARRETT16_VR_S(R_Q, 26) && R_QINV == PQPOLY_MONT16_QINV(R_Q) &&
                   R_NF(INV204) != 0 && R_G * 16 >= 102 && R_K == 19 && 17 * 3 * 2 * 16 == R_N &&
                   2 * R_P - 1 <= R_N && R_V15 == 7 && PQPOLY_RADER17_AVX2_K == PQPOLY_GRB_AVX2_RADER_K,
               "grb/avx2: constants of src/arith and of the tables");
_Static_assert(R_Y < 32768 && PQPOLY_RADER17_AVX2_OK(R_Q, R_Y, 1, 1) && R_SA < 32768 && R_YB * 1 < 32768 &&
                   PQPOLY_RADER17_AVX2_OK(R_Q, R_YB, 1, 1) && R_SB < 32768,
               "grb/avx2: the forward schedule stays in int16");
_Static_assert(2 * R_B + R_PM(2 * R_B) < 32768 && R_I2 < 32768 && PQPOLY_RADER17_AVX2_OK(R_Q, R_I3, 1, 3) &&
                   3 * R_IO < 32768,
               "grb/avx2: the inverse schedule stays in int16");

static const int16_t w3_[3] = R_NF(W3), w3m_[3] = R_NF(W3M), w3invm_[3] = R_NF(W3INVM);
static const int16_t *const rader_fwd = pqpoly_grb4591_avx2_rader;
static const int16_t *const rader_inv = pqpoly_grb4591_avx2_rader + 32 * PQPOLY_GRB_AVX2_RADER_K;

/* Row k of group g's lane constants, with its Montgomery multiplier. */
static inline hly_op lane_op(int g, int k) {
    const int16_t *t = pqpoly_grb4591_avx2_lanes + g * 2 * R_K * 16;
    hly_op o;
    o.b = hly_ld(t + 16 * k);
    o.bq = hly_ld(t + 16 * (R_K + k));
    return o;
}

static inline __m256i red15(__m256i a, const hly_mod *m) {
    return pqpoly_barrett_round16_s15_x16(a, _mm256_set1_epi16(R_V15), m->q);
}

/* Block t (t < 48) of the operand, the last one (t = 47, 9 coefficients)
 * zero-extended without reading past a[p - 1]. */
static inline __m256i in_block(const int16_t *a, int t) {
    if (t < 47) return hly_ld(a + 16 * t);
    __m256i x = _mm256_maskload_epi32((const int *)(a + 752), _mm256_setr_epi32(-1, -1, -1, -1, 0, 0, 0, 0));
    return _mm256_insert_epi16(x, a[760], 8);
}

/* Good's map and the radix-(3, 2) layer: rows R_ROW(k0, j1, j2) of v.
 * small: |a| <= 1 and exact (|out| <= R_YB); else |out| <= R_Y, unreduced. */
static inline void radix32_forward(int16_t *v, const int16_t *a, int small, const hly_mod *m) {
    const __m256i zero = _mm256_setzero_si256();
    const __m256i w3m = _mm256_set1_epi16(w3m_[1]), w3 = _mm256_set1_epi16(w3_[1]);
    const __m256i w3mq = pqpoly_montgomery_pre16_x16(w3m, m->qinv);
    /* unrolled: the block indices, their residues and signs are constants */
#pragma GCC unroll 17
    for (int k0 = 0; k0 < 17; k0++) {
        /* blocks t = k0 + 17 j: t mod 3 = k0 + 2j mod 3 distinct, t mod 2 = k0 + j mod 2 */
        __m256i e[3], f[3];
#pragma GCC unroll 3
        for (int j = 0; j < 3; j++) {
            int t = k0 + 17 * j, k1 = t % 3;
            __m256i x = t < 48 ? in_block(a, t) : zero;
            e[k1] = x;
            f[k1] = (t & 1) ? _mm256_sub_epi16(zero, x) : x;
        }
        for (int j2 = 0; j2 < 2; j2++) {
            __m256i v0 = j2 ? f[0] : e[0], v1 = j2 ? f[1] : e[1], v2 = j2 ? f[2] : e[2];
            __m256i d = _mm256_sub_epi16(v1, v2);
            __m256i t = small ? _mm256_mullo_epi16(d, w3) : pqpoly_montgomery_mulc16_x16(d, w3m, w3mq, m->q);
            __m256i y0 = _mm256_add_epi16(v0, _mm256_add_epi16(v1, v2));
            __m256i y1 = _mm256_add_epi16(_mm256_sub_epi16(v0, v2), t);
            __m256i y2 = _mm256_sub_epi16(_mm256_sub_epi16(v0, v1), t);
            hly_st(v + 16 * R_ROW(k0, 0, j2), y0);
            hly_st(v + 16 * R_ROW(k0, 1, j2), y1);
            hly_st(v + 16 * R_ROW(k0, 2, j2), y2);
        }
    }
}

/* Rader-17 over k0 for each g = (k1, k2) = (g mod 3, g / 3), in place. */
static inline __attribute__((always_inline)) void rader_all(int16_t *v, const int16_t *K, int red_a4c, int red_out,
                                                            const hly_mod *m) {
#pragma GCC unroll 1
    for (int g = 0; g < 6; g++) {
        const int16_t *Kg = K;
        /* opaque to the optimizer: the kernel's constants stay memory
         * operands instead of being hoisted out of the loop and spilled */
        __asm__("" : "+r"(Kg));
        /* row k0 at b + 16 R_ROW(k0, 0, 0) = b + 48 k0 */
        pqpoly_rader17_avx2(v + 16 * R_ROW(0, g % 3, g / 3), 16 * R_ROW(1, 0, 0), Kg, m->q, m->v16, m->rnd, red_a4c,
                            red_out);
    }
}

/* The splits of one group (rows b[16]): lane by lane x^16 - gamma^2 ->
 * x^8 -+ gamma (rows 0..7, 8..15), or Bruun -> x^8 +- alpha x^4 + beta;
 * then red.  kind (a constant): 0 Cooley–Tukey lanes only, 1 Bruun lanes
 * only, 2 both (each lane takes its result by the mask of row 0). */
static inline __attribute__((always_inline)) void split_forward(int16_t *b, int g, int kind, const hly_mod *m) {
    __m256i ct = hly_ld(pqpoly_grb4591_avx2_lanes + g * 2 * R_K * 16);
    hly_op gam = lane_op(g, 1), f0 = lane_op(g, 2), f1 = lane_op(g, 3), f2 = lane_op(g, 4), f3 = lane_op(g, 5);
    for (int i = 0; i < 4; i++) {
        __m256i a0 = hly_ld(b + 16 * i), a1 = hly_ld(b + 16 * (4 + i));
        __m256i a2 = hly_ld(b + 16 * (8 + i)), a3 = hly_ld(b + 16 * (12 + i));
        __m256i r[4], c[4];
        if (kind != 1) { /* Cooley–Tukey: (a0, a1) +- gamma (a2, a3) */
            __m256i t2 = hly_mul(a2, gam, m), t3 = hly_mul(a3, gam, m);
            c[0] = _mm256_add_epi16(a0, t2), c[1] = _mm256_add_epi16(a1, t3);
            c[2] = _mm256_sub_epi16(a0, t2), c[3] = _mm256_sub_epi16(a1, t3);
        }
        if (kind != 0) { /* Bruun (src/ntt/bruun.h, general beta) */
            __m256i x0 = _mm256_sub_epi16(a0, hly_mul(a2, f1, m)), y0 = hly_mul(a3, f2, m);
            __m256i x1 = _mm256_add_epi16(a1, hly_mul(a3, f3, m)), y1 = hly_mul(a2, f0, m);
            r[0] = _mm256_add_epi16(x0, y0), r[1] = _mm256_sub_epi16(x1, y1);
            r[2] = _mm256_sub_epi16(x0, y0), r[3] = _mm256_add_epi16(x1, y1);
        }
        for (int k = 0; k < 4; k++) {
            __m256i x = kind == 0 ? c[k] : kind == 1 ? r[k] : _mm256_blendv_epi8(r[k], c[k], ct);
            hly_st(b + 16 * (4 * k + i), hly_red(x, m));
        }
    }
}

/* The inverse splits, twice the preimage, times 2^16/204 (undoing the
 * base's 2^-16 and the inverse's factor 204): rows 8..15 are single
 * products by constants that carry the factor (tools/tables/grb_avx2.py),
 * rows 0..7 get the product by 2^32/204, which also reduces them.  kind as
 * for split_forward. */
static inline __attribute__((always_inline)) void split_inverse(int16_t *b, int g, int kind, const hly_mod *m) {
    __m256i ct = hly_ld(pqpoly_grb4591_avx2_lanes + g * 2 * R_K * 16);
    hly_op sc = hly_op_of(_mm256_set1_epi16(HLY_MONT2(R_NF(INV204), R_Q)), m);
    hly_op gi = lane_op(g, 6), i0 = lane_op(g, 7), i1 = lane_op(g, 8), i2 = lane_op(g, 9), i3 = lane_op(g, 10);
    for (int i = 0; i < 4; i++) {
        __m256i a0 = hly_ld(b + 16 * i), a1 = hly_ld(b + 16 * (4 + i));
        __m256i a2 = hly_ld(b + 16 * (8 + i)), a3 = hly_ld(b + 16 * (12 + i));
        __m256i s0 = _mm256_add_epi16(a0, a2), s1 = _mm256_add_epi16(a1, a3);
        __m256i d0 = _mm256_sub_epi16(a0, a2), d1 = _mm256_sub_epi16(a3, a1);
        __m256i r[4], c[4];
        if (kind != 1) {
            c[0] = s0, c[1] = s1;
            c[2] = hly_mul(d0, gi, m), c[3] = hly_mul(_mm256_sub_epi16(a1, a3), gi, m);
        }
        if (kind != 0) {
            r[0] = _mm256_add_epi16(s0, hly_mul(d1, i1, m)), r[1] = _mm256_sub_epi16(s1, hly_mul(d0, i2, m));
            r[2] = hly_mul(d1, i0, m), r[3] = hly_mul(d0, i3, m);
        }
        for (int k = 0; k < 4; k++) {
            __m256i x = kind == 0 ? c[k] : kind == 1 ? r[k] : _mm256_blendv_epi8(r[k], c[k], ct);
            hly_st(b + 16 * (4 * k + i), k < 2 ? hly_mul(x, sc, m) : x);
        }
    }
}

/* The two schedules of rader_all, one out-of-line copy each (the ternary
 * operand takes the forward one too: a third copy costs more in code size
 * than its four fewer reductions save). */
static __attribute__((noinline)) void rader_fwd_big(int16_t *v, const hly_mod *m) { rader_all(v, rader_fwd, 1, 1, m); }
static __attribute__((noinline)) void rader_inverse(int16_t *v, const hly_mod *m) { rader_all(v, rader_inv, 1, 3, m); }

/* Forward after the radix-(3, 2) layer, shared by both operand kinds (one
 * copy of the code): padding rows, Rader-17, transpositions and splits. */
static __attribute__((noinline)) void grb_fwd_rest(int16_t *o, const hly_mod *m) {
    for (int i = 102 * 16; i < R_NPAD; i += 16) hly_st(o + i, _mm256_setzero_si256());
    rader_fwd_big(o, m);
    /* one rolled loop per kind of group (code size) */
#pragma GCC unroll 1
    for (int g = 0; g < R_CT_GROUPS; g++) {
        hly_transpose16(o + 256 * g, 16, o + 256 * g, 16);
        split_forward(o + 256 * g, g, 0, m);
    }
    hly_transpose16(o + 256 * R_MIXED_GROUP, 16, o + 256 * R_MIXED_GROUP, 16);
    split_forward(o + 256 * R_MIXED_GROUP, R_MIXED_GROUP, 2, m);
#pragma GCC unroll 1
    for (int g = R_MIXED_GROUP + 1; g < R_G; g++) {
        hly_transpose16(o + 256 * g, 16, o + 256 * g, 16);
        split_forward(o + 256 * g, g, 1, m);
    }
}

/* Forward: small selects the ternary schedule. */
static inline __attribute__((always_inline)) void grb_fwd(void *out, const int16_t *a, int small) {
    int16_t *o = out;
    hly_mod m = hly_mod_of(R_Q, R_QINV, R_V16);
    radix32_forward(o, a, small, &m);
    grb_fwd_rest(o, &m);
}

static void grb_forward(void *out, const int16_t *a) { grb_fwd(out, a, 0); }
static void grb_forward_small(void *out, const int16_t *b) { grb_fwd(out, b, 1); }

/* c = a b 2^-16 mod (x^8 + al x^4 + be) for the 16 lanes of rows a[8],
 * b[8] (lane constants rows k, k+2, k+4, k+6 of group g: al, be,
 * al^2 - be, al be, in Montgomery form), with 32-bit sums of products
 * (vpmaddwd, two products per 32-bit lane), each half of the lanes apart
 * (unpacklo/unpackhi of 16-bit pairs, packed back at the end):
 *  - c_k = sum_i a_i b_(k-i) as madd((a_i, a_(i+1)), (b_(k-i), b_(k-i-1)))
 *    over even i: |c_k| <= C = 8 B^2 (|a|, |b| <= B);
 *  - the seven high ones Montgomery-reduced to 16 bits
 *    (pqpoly_montgomery_reduce16_x8): |h| <= RH = OUT_HI(q, C);
 *  - folded in 32 bits, x^(8+j) = -al x^(4+j) - be x^j and
 *    x^(12+j) = (al^2 - be) x^(4+j) + al be x^j, as one madd of the pair
 *    (h_j, h_(j+4)) per low coefficient: |c| <= L = C + 2 RH (q-1)/2;
 *  - Montgomery-reduced (L < q 2^15), packed, red: B.
 * c may alias a. */
#define R_BC (8 * (int64_t)R_B * R_B)
#define R_BRH ((int64_t)PQPOLY_MONT16_OUT_HI(R_Q, R_BC))
#define R_BL (R_BC + 2 * R_BRH * R_H)
_Static_assert(R_BC < ((int64_t)R_Q << 15) && R_BL < ((int64_t)R_Q << 15) && R_BRH < 32768 &&
                   PQPOLY_MONT16_OUT_HI(R_Q, R_BL) < 32768 && -PQPOLY_MONT16_OUT_LO(R_Q, -R_BL) < 32768,
               "grb/avx2: the 32-bit base products stay in the Montgomery input range");
static __attribute__((noinline)) void base8(int16_t *c, const int16_t *a, const int16_t *b, int g, int k,
                                            const hly_mod *m) {
    const __m256i zero = _mm256_setzero_si256(), qinv = m->qinv, qlo = _mm256_set1_epi32(R_Q);
    __m256i r[2][8];
    __m256i nbe = _mm256_sub_epi16(zero, lane_op(g, k + 2).b), ab = lane_op(g, k + 6).b;
    __m256i nal = _mm256_sub_epi16(zero, lane_op(g, k).b), a2mb = lane_op(g, k + 4).b;
#pragma GCC unroll 2
    for (int hf = 0; hf < 2; hf++) {
#define R_UNPK(u, v) (hf ? _mm256_unpackhi_epi16(u, v) : _mm256_unpacklo_epi16(u, v))
        __m256i X[4], Y[9], h[8];
        for (int i = 0; i < 4; i++) X[i] = R_UNPK(hly_ld(a + 32 * i), hly_ld(a + 32 * i + 16));
        Y[0] = R_UNPK(hly_ld(b), zero);
        for (int j = 1; j < 8; j++) Y[j] = R_UNPK(hly_ld(b + 16 * j), hly_ld(b + 16 * (j - 1)));
        Y[8] = R_UNPK(zero, hly_ld(b + 16 * 7));
        /* product scanning, one accumulator at a time: c_d = sum over i of
         * madd(X_i, Y_(d - 2i)), 0 <= d - 2i <= 8 */
#define R_ACC(d, out)                                                                         \
    do {                                                                                      \
        int i0_ = (d) > 8 ? ((d) - 7) / 2 : 0, i1_ = (d) / 2 < 3 ? (d) / 2 : 3;               \
        __m256i s_ = _mm256_madd_epi16(X[i0_], Y[(d) - 2 * i0_]);                             \
        for (int i_ = i0_ + 1; i_ <= i1_; i_++) s_ = _mm256_add_epi32(s_, _mm256_madd_epi16(X[i_], Y[(d) - 2 * i_])); \
        (out) = s_;                                                                           \
    } while (0)
#pragma GCC unroll 7
        for (int j = 0; j < 7; j++) {
            __m256i cj;
            R_ACC(8 + j, cj);
            h[j] = pqpoly_montgomery_reduce16_x8(cj, qinv, qlo);
        }
        h[7] = zero;
        __m256i clo = R_UNPK(nbe, ab), chi = R_UNPK(nal, a2mb);
#pragma GCC unroll 4
        for (int j = 0; j < 4; j++) {
            /* (h_j, h_(j+4)) as 16-bit pairs: h_j's low half, h_(j+4) shifted up */
            __m256i pr = _mm256_blend_epi16(h[j], _mm256_slli_epi32(h[j + 4], 16), 0xAA), cl, ch;
            R_ACC(j, cl);
            R_ACC(j + 4, ch);
            r[hf][j] = pqpoly_montgomery_reduce16_x8(_mm256_add_epi32(cl, _mm256_madd_epi16(pr, clo)), qinv, qlo);
            r[hf][j + 4] = pqpoly_montgomery_reduce16_x8(_mm256_add_epi32(ch, _mm256_madd_epi16(pr, chi)), qinv, qlo);
        }
#undef R_ACC
#undef R_UNPK
    }
    for (int d = 0; d < 8; d++) hly_st(c + 16 * d, hly_red(_mm256_packs_epi32(r[0][d], r[1][d]), m));
}

static void grb_base(void *c, const void *a, const void *b) {
    int16_t *z = c;
    const int16_t *x = a, *y = b;
    hly_mod m = hly_mod_of(R_Q, R_QINV, R_V16);
    for (int g = 0; g < R_G; g++) {
        int o = 256 * g;
        base8(z + o, x + o, y + o, g, 11, &m);
        base8(z + o + 128, x + o + 128, y + o + 128, g, 12, &m);
    }
}

/* Radix-3^-1 then radix-2^-1 of each k0 (6 times the preimage), red15. */
static inline void radix32_inverse(int16_t *v, const hly_mod *m) {
    const __m256i w3i = _mm256_set1_epi16(w3invm_[1]);
    const __m256i w3iq = pqpoly_montgomery_pre16_x16(w3i, m->qinv);
    for (int k0 = 0; k0 < 17; k0++) {
        __m256i u[6];
        for (int k2 = 0; k2 < 2; k2++) {
            __m256i v0 = hly_ld(v + 16 * R_ROW(k0, 0, k2)), v1 = hly_ld(v + 16 * R_ROW(k0, 1, k2));
            __m256i v2 = hly_ld(v + 16 * R_ROW(k0, 2, k2));
            __m256i t = pqpoly_montgomery_mulc16_x16(_mm256_sub_epi16(v1, v2), w3i, w3iq, m->q);
            u[k2] = _mm256_add_epi16(v0, _mm256_add_epi16(v1, v2));
            u[2 + k2] = _mm256_add_epi16(_mm256_sub_epi16(v0, v2), t);
            u[4 + k2] = _mm256_sub_epi16(_mm256_sub_epi16(v0, v1), t);
        }
        for (int k1 = 0; k1 < 3; k1++) {
            hly_st(v + 16 * R_ROW(k0, k1, 0), red15(_mm256_add_epi16(u[2 * k1], u[2 * k1 + 1]), m));
            hly_st(v + 16 * R_ROW(k0, k1, 1), red15(_mm256_sub_epi16(u[2 * k1], u[2 * k1 + 1]), m));
        }
    }
}

/* Row of block t < 96 (a table: no division in the loop). */
static inline int good_row(int t) { return pqpoly_grb4591_avx2_block_row[t]; }

static void grb_inverse(int16_t *c, void *t) {
    int16_t *w = t;
    hly_mod m = hly_mod_of(R_Q, R_QINV, R_V16);
#pragma GCC unroll 1
    for (int g = 0; g < R_G; g++) {
        if (g < R_CT_GROUPS) split_inverse(w + 256 * g, g, 0, &m);
        else if (g > R_MIXED_GROUP) split_inverse(w + 256 * g, g, 1, &m);
        else split_inverse(w + 256 * g, g, 2, &m);
        hly_transpose16(w + 256 * g, 16, w + 256 * g, 16);
    }
    radix32_inverse(w, &m);
    rader_inverse(w, &m);
    /* c block i = F_i + F_(i+47..i+48) at offsets 8 (x^760) and 9 (x^761):
     * x^(p+k) = x^(k+1) + x^k; c[0] has no x^(p-1) term */
    const __m256i not0 = _mm256_setr_epi16(0, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1);
    for (int i = 0; i < 48; i++) {
        __m256i lo = hly_ld(w + 16 * good_row(i));
        __m256i x = hly_ld(w + 16 * good_row(i + 47)), y = hly_ld(w + 16 * good_row(i + 48));
        __m256i z8 = _mm256_permute2x128_si256(x, y, 0x21);
        __m256i z9 = _mm256_alignr_epi8(y, z8, 2);
        if (i == 0) z8 = _mm256_and_si256(z8, not0);
        __m256i r = _mm256_add_epi16(lo, _mm256_add_epi16(z8, z9));
        r = pqpoly_center32_x16(hly_red(r, &m), m.q, m.half);
        if (i < 47) hly_st(c + 16 * i, r);
        else {
            _Alignas(32) int16_t tail[16];
            hly_st(tail, r);
            memcpy(c + 16 * i, tail, (size_t)(R_P - 16 * i) * sizeof c[0]);
            pqpoly_memzero(tail, sizeof tail);
        }
    }
}

static const pqpoly_transform grb_bb_transform = {R_NPAD * sizeof(int16_t), grb_forward, grb_forward, grb_base,
                                                   grb_inverse, PQPOLY_TRANSFORM_PRODUCT_ONLY};
static const pqpoly_transform grb_bs_transform = {R_NPAD * sizeof(int16_t), grb_forward, grb_forward_small,
                                                   grb_base, grb_inverse, PQPOLY_TRANSFORM_PRODUCT_ONLY};

/* The products (pqpoly_staged_mul's steps, written out: grb_bs_mul is the
 * default R/q product of sntrup761 where AVX2 runs, called by the KEM
 * through its backend, src/ring/ntrup/backend.h): the two transformed
 * operands one after the other on the stack (32-byte aligned; R_NPAD int16
 * is a multiple of 32 bytes), base in place, wiped afterwards. */
static void grb_bb_mul(int16_t *c, const int16_t *a, const int16_t *b, const pqpoly_ring *r) {
    _Alignas(32) int16_t t[2][R_NPAD];
    (void)r;
    grb_forward(t[0], a);
    grb_forward(t[1], b);
    grb_base(t[0], t[0], t[1]);
    grb_inverse(c, t[0]);
    pqpoly_memzero(t, sizeof t);
}

static void grb_bs_mul(int16_t *c, const int16_t *a, const int16_t *b, const pqpoly_ring *r) {
    _Alignas(32) int16_t t[2][R_NPAD];
    (void)r;
    grb_forward(t[0], a);
    grb_forward_small(t[1], b);
    grb_base(t[0], t[0], t[1]);
    grb_inverse(c, t[0]);
    pqpoly_memzero(t, sizeof t);
}

static const pqpoly_mul_entry grb_instances[] = {
    PQPOLY_STAGED_INSTANCE(
        avx2, "ntrup" PQPOLY_PARAMS_STR(R_P), "grb", PQPOLY_BIG_BIG,
        "[HLY24, §4.4]: Good–Rader–Bruun, 16 lanes, x^1632 - 1 = 17 x 3 x 2 x 16, Rader-17, CT and Bruun to size 8",
        grb_bb),
    PQPOLY_STAGED_INSTANCE(avx2, "ntrup" PQPOLY_PARAMS_STR(R_P), "grb", PQPOLY_BIG_SMALL,
                           "[HLY24, §4.4]: Good–Rader–Bruun, 16 lanes, ternary b with an exact radix-(3, 2) layer, x^1632 - 1 = 17 x 3 x "
                           "2 x 16, Rader-17, CT and Bruun to size 8",
                           grb_bs)};
PQPOLY_MUL_ALGO_DEFINE(grb, avx2, "grb", grb_instances)
