/* grb, AVX2: Good–Rader–Bruun ([HLY24, §4.4]) on 16 int16 lanes, the twin of
 * src/mul/grb.c (ntrup761 only: x^1632 - 1 = prod over the 102nd roots zeta
 * of x^16 - zeta, 102 = 17 x 3 x 2, Rader-17, each x^16 - zeta split by
 * Cooley–Tukey or Bruun into two size-8 rings).
 *  - a block of 16 coefficients is one vector (horizontal layout): Rader-17
 *    (src/ntt/rader17.h, already written on 16 lanes) and the radix-3 and
 *    radix-2 layers are lane-wise across blocks ([HLY24, Algorithm 7]);
 *  - the 102 points are transposed in 7 groups of 16 (points 102..111 zero
 *    padding) so that lane l is point l: the splits and the size-8 base
 *    products are row operations with one constant per lane (the table of
 *    tools/tables/grb_avx2.py); a lane takes the Cooley–Tukey or the Bruun
 *    result by a mask (both are computed: public constants, no branch);
 *  - base products are Montgomery products (x 2^-16), undone by the final
 *    scaling by 1/204 2^32 (Montgomery).
 * Transformed operand: [7 groups][16 rows][16 lanes] int16.
 *
 * Lazy-reduction schedule (h = (q-1)/2 = 2295, B = HLY_B(q) = 2296,
 * B16 = q/2 + 8 the Rader kernel's bound (src/ntt/rader17.h), P(M) =
 * PQPOLY_MONT16_MULC_OUT_BOUND(q, M)):
 *  forward: Rader-17 (input h <= B16, output 5 B16) -> red16: B -> radix 2:
 *    2B -> radix 3: 6B -> CT: 6B + P(6B), Bruun: 6B + 2 P(6B) -> red16: B.
 *  base:    products <= T = HLY_BASE_TERM(q, B, B), H = 8T, low coefficients
 *    H + 2 P(H) -> red16: B.
 *  inverse: CT^-1 2B, Bruun^-1 2B + P(2B) -> red16: B -> Rader-17 with
 *    omega^-1: 5 B16 -> red16: B -> radix 3 (omega^-1): 3B -> radix 2: 6B ->
 *    scale (Montgomery by 2^32/204): P(6B) -> fold mod x^p - x - 1:
 *    3 P(6B) -> red16 and center: exact. */
#include <string.h>

#include "mul/avx2/hly24_x16.h"
#include "ntt/fold.h"
#include "ntt/rader17.h"
#include "ntt/tables/grb_avx2.h"
#include "ntt/tables/ntrup_fft.h"
#include "ntt/tables/rader17.h"
#include "pqpoly/poly.h"

#include "mul/algo.h"
#include "params/ntrup.h"

#define R_P 761
#define R_Q PQPOLY_NTRUP_Q(R_P)
#define R_NF(field) PQPOLY_MUL_NF(R_Q, field)
#define R_QINV R_NF(QINV)
#define R_V16 R_NF(V16)
#define R_N 1632
#define R_G PQPOLY_GRB_AVX2_GROUPS /* 7 groups of 16 points */
#define R_NPAD (R_G * 256)
#define R_K PQPOLY_GRB_AVX2_K

#define R_B HLY_B(R_Q)
#define R_B16 (R_Q / 2 + 8)
#define R_P_(M) PQPOLY_MONT16_MULC_OUT_BOUND(R_Q, M)
#define R_BH (8 * HLY_BASE_TERM(R_Q, R_B, R_B))
_Static_assert(R_V16 == PQPOLY_BARRETT16_VR_S(R_Q, 26) && R_QINV == PQPOLY_MONT16_QINV(R_Q) &&
                   R_B <= R_B16 && 5 * R_B16 < 32768 && 6 * R_B + 2 * R_P_(6 * R_B) < 32768 &&
                   HLY_BASE_IN_OK(R_Q, R_B, R_B) && R_BH + 2 * R_P_(R_BH) < 32768 &&
                   2 * R_B + R_P_(2 * R_B) < 32768 && 3 * R_P_(6 * R_B) < 32768 && R_B < R_Q &&
                   R_G * 16 >= 102 && R_K == 19,
               "grb/avx2: constants of src/arith, no intermediate of the schedule overflows int16");

static const int16_t w3m[3] = R_NF(W3M), w3invm[3] = R_NF(W3INVM);

/* Row k of group g's lane constants, with its Montgomery multiplier. */
static inline hly_op lane_op(int g, int k) {
    const int16_t *t = pqpoly_grb4591_avx2_lanes + g * 2 * R_K * 16;
    hly_op o;
    o.b = hly_ld(t + 16 * k);
    o.bq = hly_ld(t + 16 * (R_K + k));
    return o;
}

static void rader_all(int16_t *v, const pqpoly_rader17_k16 *K, const hly_mod *m) {
    for (int g = 0; g < 6; g++)
        pqpoly_rader17_x16(v + 16 * g, 96, K, pqpoly_rader17_in, pqpoly_rader17_out, R_Q, R_QINV, R_V16);
    hly_red_all(v, R_N, m);
}

/* Radix 2 (k2) then radix 3 (k1) of each k0: |out| <= 6 max|in|. */
static void r32_forward(int16_t *v, const hly_mod *m) {
    for (int k0 = 0; k0 < 17; k0++) {
        int16_t *b = v + k0 * 96;
        __m256i u[6];
        for (int k1 = 0; k1 < 3; k1++) {
            __m256i e = hly_ld(b + 32 * k1), o = hly_ld(b + 32 * k1 + 16);
            u[2 * k1] = _mm256_add_epi16(e, o);
            u[2 * k1 + 1] = _mm256_sub_epi16(e, o);
        }
        for (int k2 = 0; k2 < 2; k2++) {
            __m256i v0 = u[k2], v1 = u[2 + k2], v2 = u[4 + k2];
            __m256i t = hly_mulc(_mm256_sub_epi16(v1, v2), w3m[1], m);
            hly_st(b + 16 * k2, _mm256_add_epi16(v0, _mm256_add_epi16(v1, v2)));
            hly_st(b + 16 * (2 + k2), _mm256_add_epi16(_mm256_sub_epi16(v0, v2), t));
            hly_st(b + 16 * (4 + k2), _mm256_sub_epi16(_mm256_sub_epi16(v0, v1), t));
        }
    }
}

/* Radix 3 with omega^-1, then radix 2: 6 times the preimage, |out| <= 6 max|in|. */
static void r32_inverse(int16_t *v, const hly_mod *m) {
    for (int k0 = 0; k0 < 17; k0++) {
        int16_t *b = v + k0 * 96;
        __m256i u[6];
        for (int k2 = 0; k2 < 2; k2++) {
            __m256i v0 = hly_ld(b + 16 * k2), v1 = hly_ld(b + 16 * (2 + k2)), v2 = hly_ld(b + 16 * (4 + k2));
            __m256i t = hly_mulc(_mm256_sub_epi16(v1, v2), w3invm[1], m);
            u[k2] = _mm256_add_epi16(v0, _mm256_add_epi16(v1, v2));
            u[2 + k2] = _mm256_add_epi16(_mm256_sub_epi16(v0, v2), t);
            u[4 + k2] = _mm256_sub_epi16(_mm256_sub_epi16(v0, v1), t);
        }
        for (int k1 = 0; k1 < 3; k1++) {
            hly_st(b + 32 * k1, _mm256_add_epi16(u[2 * k1], u[2 * k1 + 1]));
            hly_st(b + 32 * k1 + 16, _mm256_sub_epi16(u[2 * k1], u[2 * k1 + 1]));
        }
    }
}

/* The splits of one group (rows b[16]): lane by lane x^16 - gamma^2 ->
 * x^8 -+ gamma (rows 0..7, 8..15), or Bruun -> x^8 +- alpha x^4 + beta. */
static void split_forward(int16_t *b, int g, const hly_mod *m) {
    __m256i ct = hly_ld(pqpoly_grb4591_avx2_lanes + g * 2 * R_K * 16);
    hly_op gam = lane_op(g, 1), f0 = lane_op(g, 2), f1 = lane_op(g, 3), f2 = lane_op(g, 4), f3 = lane_op(g, 5);
    for (int i = 0; i < 4; i++) {
        __m256i a0 = hly_ld(b + 16 * i), a1 = hly_ld(b + 16 * (4 + i));
        __m256i a2 = hly_ld(b + 16 * (8 + i)), a3 = hly_ld(b + 16 * (12 + i));
        /* Cooley–Tukey: (a0, a1) +- gamma (a2, a3) */
        __m256i t2 = hly_mul(a2, gam, m), t3 = hly_mul(a3, gam, m);
        /* Bruun (src/ntt/bruun.h, general beta) */
        __m256i x0 = _mm256_sub_epi16(a0, hly_mul(a2, f1, m)), y0 = hly_mul(a3, f2, m);
        __m256i x1 = _mm256_add_epi16(a1, hly_mul(a3, f3, m)), y1 = hly_mul(a2, f0, m);
        hly_st(b + 16 * i, _mm256_blendv_epi8(_mm256_add_epi16(x0, y0), _mm256_add_epi16(a0, t2), ct));
        hly_st(b + 16 * (4 + i), _mm256_blendv_epi8(_mm256_sub_epi16(x1, y1), _mm256_add_epi16(a1, t3), ct));
        hly_st(b + 16 * (8 + i), _mm256_blendv_epi8(_mm256_sub_epi16(x0, y0), _mm256_sub_epi16(a0, t2), ct));
        hly_st(b + 16 * (12 + i), _mm256_blendv_epi8(_mm256_add_epi16(x1, y1), _mm256_sub_epi16(a1, t3), ct));
    }
}

/* The inverse splits, twice the preimage. */
static void split_inverse(int16_t *b, int g, const hly_mod *m) {
    __m256i ct = hly_ld(pqpoly_grb4591_avx2_lanes + g * 2 * R_K * 16);
    hly_op gi = lane_op(g, 6), i0 = lane_op(g, 7), i1 = lane_op(g, 8), i2 = lane_op(g, 9), i3 = lane_op(g, 10);
    for (int i = 0; i < 4; i++) {
        __m256i a0 = hly_ld(b + 16 * i), a1 = hly_ld(b + 16 * (4 + i));
        __m256i a2 = hly_ld(b + 16 * (8 + i)), a3 = hly_ld(b + 16 * (12 + i));
        __m256i s0 = _mm256_add_epi16(a0, a2), s1 = _mm256_add_epi16(a1, a3);
        __m256i d0 = _mm256_sub_epi16(a0, a2), d1 = _mm256_sub_epi16(a3, a1);
        __m256i e1 = _mm256_sub_epi16(a1, a3);
        hly_st(b + 16 * i, _mm256_blendv_epi8(_mm256_add_epi16(s0, hly_mul(d1, i1, m)), s0, ct));
        hly_st(b + 16 * (4 + i), _mm256_blendv_epi8(_mm256_sub_epi16(s1, hly_mul(d0, i2, m)), s1, ct));
        hly_st(b + 16 * (8 + i), _mm256_blendv_epi8(hly_mul(d1, i0, m), hly_mul(d0, gi, m), ct));
        hly_st(b + 16 * (12 + i), _mm256_blendv_epi8(hly_mul(d0, i3, m), hly_mul(e1, gi, m), ct));
    }
}

static void grb_forward(void *out, const int16_t *a) {
    _Alignas(32) int16_t v[R_NPAD / 16 * 16];
    int16_t *o = out;
    hly_mod m = hly_mod_of(R_Q, R_QINV, R_V16);
    memset(v, 0, sizeof v);
    /* y-block t goes to point ((t mod 17) 3 + t mod 3) 2 + t mod 2 */
    for (int t = 0, t17 = 0, t3 = 0; 16 * t < R_P;
         t++, t17 = t17 == 16 ? 0 : t17 + 1, t3 = t3 == 2 ? 0 : t3 + 1) {
        int16_t *dst = v + ((t17 * 3 + t3) * 2 + (t & 1)) * 16;
        for (int k = 0; k < 16 && 16 * t + k < R_P; k++) dst[k] = a[16 * t + k];
    }
    rader_all(v, &pqpoly_rader17_4591_fwd, &m);
    r32_forward(v, &m);
    for (int g = 0; g < R_G; g++) {
        hly_transpose16(o + 256 * g, 16, v + 256 * g, 16);
        split_forward(o + 256 * g, g, &m);
    }
    hly_red_all(o, R_NPAD, &m);
    pqpoly_memzero(v, sizeof v);
}

static void grb_base(void *c, const void *a, const void *b) {
    int16_t *z = c;
    const int16_t *x = a, *y = b;
    hly_mod m = hly_mod_of(R_Q, R_QINV, R_V16);
    for (int g = 0; g < R_G; g++) {
        int o = 256 * g;
        hly_vbase8_tri(z + o, x + o, y + o, lane_op(g, 11), lane_op(g, 13), lane_op(g, 15), lane_op(g, 17), &m);
        hly_vbase8_tri(z + o + 128, x + o + 128, y + o + 128, lane_op(g, 12), lane_op(g, 14), lane_op(g, 16),
                       lane_op(g, 18), &m);
    }
}

static void grb_inverse(int16_t *c, void *t) {
    _Alignas(32) int16_t v[R_NPAD], full[R_N];
    int16_t *w = t;
    hly_mod m = hly_mod_of(R_Q, R_QINV, R_V16);
    int16_t scale = HLY_MONT2(R_NF(INV204), R_Q);
    for (int g = 0; g < R_G; g++) {
        split_inverse(w + 256 * g, g, &m);
        hly_red_all(w + 256 * g, 256, &m);
        hly_transpose16(v + 256 * g, 16, w + 256 * g, 16);
    }
    rader_all(v, &pqpoly_rader17_4591_inv, &m);
    r32_inverse(v, &m);
    for (int t2 = 0, t17 = 0, t3 = 0; t2 < 102;
         t2++, t17 = t17 == 16 ? 0 : t17 + 1, t3 = t3 == 2 ? 0 : t3 + 1) {
        __m256i x = hly_ld(v + ((t17 * 3 + t3) * 2 + (t2 & 1)) * 16);
        hly_st(full + 16 * t2, hly_mulc(x, scale, &m));
    }
    pqpoly_fold_ntrup16(full, R_P); /* modulo x^p - x - 1 */
    for (int i = 0; i < R_P; i += 16) {
        __m256i x = pqpoly_avx2_center16(hly_red(hly_ld(full + i), &m), m.q, m.half);
        if (i + 16 <= R_P) hly_st(c + i, x);
        else {
            _Alignas(32) int16_t tail[16];
            hly_st(tail, x);
            memcpy(c + i, tail, (size_t)(R_P - i) * sizeof c[0]);
        }
    }
    pqpoly_memzero(v, sizeof v);
    pqpoly_memzero(full, sizeof full);
}

PQPOLY_STAGED(grb, R_NPAD * sizeof(int16_t), grb_forward, grb_forward, grb_base, grb_inverse)

static const pqpoly_mul_entry grb_instances[] = {PQPOLY_STAGED_INSTANCE(
    avx2, "ntrup" PQPOLY_PARAMS_STR(R_P), "grb", PQPOLY_BIG_BIG,
    "[HLY24, §4.4]: Good–Rader–Bruun, 16 lanes, x^1632 - 1 = 17 x 3 x 2 x 16, Rader-17, CT and Bruun to size 8",
    grb)};
PQPOLY_MUL_ALGO_DEFINE(grb, avx2, "grb", grb_instances)
