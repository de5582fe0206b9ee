/* 16-lane AVX2 building blocks of the [HLY24] multipliers over the NTRU
 * Prime moduli (q = 4591, 4621, 5167; int16 lanes), for the AVX2 rows of
 * schonhage-nussbaumer, gsb and grb.  Include only from code compiled with
 * -mavx2.  Internal header.
 *
 * Two layouts, as in the Neon code of [HLY24, §4.3]:
 *  - coefficient-major ("horizontal"): a block of Rbar = Z_q[x]/(x^L + 1) is
 *    L/16 vectors of consecutive coefficients; the Schönhage butterflies
 *    combine whole blocks, the multiplication by x^e a signed rotation
 *    (hly_rot_x16: through a 2L-entry buffer [-hi | hi], one unaligned load
 *    per vector);
 *  - point-major ("vertical"): after a 16 x 16 transposition, lane l of row k
 *    is coefficient k of block l, so Nussbaumer's and Bruun's maps and the
 *    size-8 base products are row operations on 16 independent blocks, and
 *    multiplications by z^e are only a renaming of rows.
 * Base products are Montgomery products (factor 2^-16), the inverse undoes
 * the factor in its final scaling (constants HLY_MONT2 below).
 *
 * Reductions are src/arith's: pqpoly_barrett_round16_x16 with s = 26 (the
 * constants V16 of src/ntt/tables/ntrup_fft.h), pqpoly_montgomery_mulc16_x16,
 * pqpoly_center32_x16; bounds as stated there. */
#ifndef PQPOLY_MUL_AVX2_HLY24_X16_H
#define PQPOLY_MUL_AVX2_HLY24_X16_H

#include <immintrin.h>
#include <stdint.h>

#include "arith/avx2/barrett.h"
#include "arith/avx2/center.h"
#include "arith/avx2/montgomery.h"
#include "arith/barrett.h"
#include "arith/montgomery.h"
#include "ntt/bruun.h"
#include "ntt/schonhage.h"

/* c 2^16 and c 2^32 modulo q, centered: the Montgomery forms of a public
 * constant c (compile-time constant expressions of public values). */
#define HLY_CENTER_(x, q) ((int16_t)((x) > (q) / 2 ? (x) - (q) : (x)))
#define HLY_POS_(c, q) ((((int64_t)(c) % (q)) + (q)) % (q))
#define HLY_MONT1(c, q) HLY_CENTER_((HLY_POS_(c, q) << 16) % (q), q)
#define HLY_MONT2(c, q) HLY_CENTER_(((HLY_POS_(c, q) << 16) % (q) << 16) % (q), q)

/* The output bound of red16 (pqpoly_barrett_round16, s = 26, any int16 in). */
#define HLY_B(q) PQPOLY_BARRETT16_ROUND_OUT_BOUND_S(q, 26, 32768)

/* The vector constants of one modulus. */
typedef struct {
    __m256i q, qinv, v16, rnd, half;
} hly_mod;

static inline hly_mod hly_mod_of(int16_t q, int16_t qinv, int16_t v16) {
    hly_mod m;
    m.q = _mm256_set1_epi16(q);
    m.qinv = _mm256_set1_epi16(qinv);
    m.v16 = _mm256_set1_epi16(v16);
    m.rnd = _mm256_set1_epi16(1 << 5); /* 2^(31 - 26) */
    m.half = _mm256_set1_epi16((int16_t)((q - 1) / 2));
    return m;
}

static inline __m256i hly_ld(const int16_t *p) { return _mm256_loadu_si256((const __m256i *)p); }
static inline void hly_st(int16_t *p, __m256i x) { _mm256_storeu_si256((__m256i *)p, x); }

static inline __m256i hly_red(__m256i a, const hly_mod *m) {
    return pqpoly_barrett_round16_x16(a, m->v16, m->rnd, m->q);
}

/* v[0 .. n-1] <- red16(v), n a multiple of 16: |v| <= HLY_B(q). */
static inline void hly_red_all(int16_t *v, int n, const hly_mod *m) {
    for (int i = 0; i < n; i += 16) hly_st(v + i, hly_red(hly_ld(v + i), m));
}

/* Montgomery product by the constant c (centered, |c| <= (q-1)/2):
 * |out| <= PQPOLY_MONT16_MULC_OUT_BOUND(q, |a|). */
static inline __m256i hly_mulc(__m256i a, int16_t c, const hly_mod *m) {
    __m256i b = _mm256_set1_epi16(c);
    return pqpoly_montgomery_mulc16_x16(a, b, pqpoly_montgomery_pre16_x16(b, m->qinv), m->q);
}

/* ---- horizontal: Schönhage over Rbar = Z_q[x]/(x^L + 1), L = 32 or 64 ---- */

/* t[0 .. L-1] <- x^e h in Rbar, 0 <= e < 2L. */
static inline void hly_rot_x16(int16_t *t, const int16_t *h, int L, int e) {
    _Alignas(32) int16_t buf[128];
    int s = e >= L ? e - L : e;
    __m256i zero = _mm256_setzero_si256();
    for (int k = 0; k < L; k += 16) {
        __m256i x = hly_ld(h + k);
        __m256i nx = _mm256_sub_epi16(zero, x);
        /* x^L = -1: buf = [-h | h], or [h | -h] for e >= L */
        hly_st(buf + k, e >= L ? x : nx);
        hly_st(buf + L + k, e >= L ? nx : x);
    }
    for (int k = 0; k < L; k += 16) hly_st(t + k, hly_ld(buf + L - s + k));
}

/* The forward layers from .. to-1 of pqpoly_sch_forward (src/ntt/schonhage.h),
 * the same integers: v[n][L].  Growth: factor 2 per layer. */
static inline void hly_sch_forward(int16_t *v, int n, int L, int e0, int from, int to) {
    int exps[PQPOLY_SCH_MAX_PTS];
    _Alignas(32) int16_t t[64];
    for (int level = from; level < to; level++) {
        int len = n >> (level + 1);
        pqpoly_sch_level_exps(exps, level, L, e0);
        for (int b = 0; b < (1 << level); b++)
            for (int j = 2 * len * b; j < 2 * len * b + len; j++) {
                int16_t *lo = v + j * L, *hi = v + (j + len) * L;
                hly_rot_x16(t, hi, L, exps[b] / 2);
                for (int k = 0; k < L; k += 16) {
                    __m256i u = hly_ld(lo + k), w = hly_ld(t + k);
                    hly_st(lo + k, _mm256_add_epi16(u, w));
                    hly_st(hi + k, _mm256_sub_epi16(u, w));
                }
            }
    }
}

/* The inverse layers of pqpoly_sch_inverse: (c0, c1) <- (c0 + c1,
 * x^-e (c0 - c1)).  Growth: factor 2 per layer. */
static inline void hly_sch_inverse(int16_t *v, int n, int L, int e0, int from, int to) {
    int exps[PQPOLY_SCH_MAX_PTS];
    _Alignas(32) int16_t d[64];
    for (int level = to - 1; level >= from; level--) {
        int len = n >> (level + 1);
        pqpoly_sch_level_exps(exps, level, L, e0);
        for (int b = 0; b < (1 << level); b++) {
            int e = exps[b] / 2, ei = e == 0 ? 0 : 2 * L - e;
            for (int j = 2 * len * b; j < 2 * len * b + len; j++) {
                int16_t *c0 = v + j * L, *c1 = v + (j + len) * L;
                for (int k = 0; k < L; k += 16) {
                    __m256i u = hly_ld(c0 + k), w = hly_ld(c1 + k);
                    hly_st(c0 + k, _mm256_add_epi16(u, w));
                    hly_st(d + k, _mm256_sub_epi16(u, w));
                }
                hly_rot_x16(c1, d, L, ei);
            }
        }
    }
}

/* ---- the two layouts ---- */

/* 16 x 16 transposition of int16: out[k * os + l] = in[l * is + k]. */
static inline void hly_transpose16(int16_t *out, size_t os, const int16_t *in, size_t is) {
    __m256i r[16], s[16];
    for (int l = 0; l < 16; l++) r[l] = hly_ld(in + (size_t)l * is);
    /* 16-bit, 32-bit, 64-bit interleaves within 128-bit lanes, then the lanes */
    for (int i = 0; i < 8; i++) {
        s[2 * i] = _mm256_unpacklo_epi16(r[2 * i], r[2 * i + 1]);
        s[2 * i + 1] = _mm256_unpackhi_epi16(r[2 * i], r[2 * i + 1]);
    }
    for (int i = 0; i < 4; i++)
        for (int h = 0; h < 2; h++) {
            r[4 * i + h] = _mm256_unpacklo_epi32(s[4 * i + h], s[4 * i + 2 + h]);
            r[4 * i + 2 + h] = _mm256_unpackhi_epi32(s[4 * i + h], s[4 * i + 2 + h]);
        }
    for (int i = 0; i < 2; i++)
        for (int h = 0; h < 4; h++) {
            s[8 * i + h] = _mm256_unpacklo_epi64(r[8 * i + h], r[8 * i + 4 + h]);
            s[8 * i + 4 + h] = _mm256_unpackhi_epi64(r[8 * i + h], r[8 * i + 4 + h]);
        }
    /* s[j] (j < 8) now holds column rev3(j) of rows 0..7 in its low 128-bit
     * lane and column 8 + rev3(j) there in its high one; s[8 + j] the same
     * of rows 8..15 (rev3: the 3-bit reversal, from the three interleaves) */
    for (int j = 0; j < 8; j++) {
        __m256i a = s[j], b = s[8 + j];
        r[j] = _mm256_permute2x128_si256(a, b, 0x20);
        r[8 + j] = _mm256_permute2x128_si256(a, b, 0x31);
    }
    static const unsigned char rev3[8] = {0, 4, 2, 6, 1, 5, 3, 7};
    for (int k = 0; k < 16; k++) hly_st(out + (size_t)((k & 8) | rev3[k & 7]) * os, r[k]);
}

/* ---- vertical: rows of 16 lanes (16 independent blocks) ---- */

/* Layers from .. to-1 of pqpoly_sch_forward with L = 8 on rows: v[n * 8]
 * rows of 16 lanes; x^s is a renaming of rows.  Growth: factor 2 per layer. */
static inline void hly_vsch8_forward(int16_t *v, int n, int from, int to) {
    int exps[PQPOLY_SCH_MAX_PTS];
    __m256i zero = _mm256_setzero_si256();
    for (int level = from; level < to; level++) {
        int len = n >> (level + 1);
        pqpoly_sch_level_exps(exps, level, 8, 0);
        for (int b = 0; b < (1 << level); b++) {
            int e = exps[b] / 2, s = e >= 8 ? e - 8 : e;
            for (int j = 2 * len * b; j < 2 * len * b + len; j++) {
                int16_t *lo = v + j * 128, *hi = v + (j + len) * 128;
                __m256i t[8];
                for (int k = 0; k < 8; k++) {
                    __m256i x = k < s ? _mm256_sub_epi16(zero, hly_ld(hi + (k - s + 8) * 16)) : hly_ld(hi + (k - s) * 16);
                    t[k] = e >= 8 ? _mm256_sub_epi16(zero, x) : x;
                }
                for (int k = 0; k < 8; k++) {
                    __m256i u = hly_ld(lo + k * 16);
                    hly_st(lo + k * 16, _mm256_add_epi16(u, t[k]));
                    hly_st(hi + k * 16, _mm256_sub_epi16(u, t[k]));
                }
            }
        }
    }
}

/* The inverse layers of pqpoly_sch_inverse with L = 8 on rows. */
static inline void hly_vsch8_inverse(int16_t *v, int n, int from, int to) {
    int exps[PQPOLY_SCH_MAX_PTS];
    __m256i zero = _mm256_setzero_si256();
    for (int level = to - 1; level >= from; level--) {
        int len = n >> (level + 1);
        pqpoly_sch_level_exps(exps, level, 8, 0);
        for (int b = 0; b < (1 << level); b++) {
            int e = exps[b] / 2, ei = e == 0 ? 0 : 16 - e, s = ei >= 8 ? ei - 8 : ei;
            for (int j = 2 * len * b; j < 2 * len * b + len; j++) {
                int16_t *c0 = v + j * 128, *c1 = v + (j + len) * 128;
                __m256i d[8];
                for (int k = 0; k < 8; k++) {
                    __m256i u = hly_ld(c0 + k * 16), w = hly_ld(c1 + k * 16);
                    hly_st(c0 + k * 16, _mm256_add_epi16(u, w));
                    d[k] = _mm256_sub_epi16(u, w);
                }
                for (int k = 0; k < 8; k++) {
                    __m256i x = k < s ? _mm256_sub_epi16(zero, d[k - s + 8]) : d[k - s];
                    hly_st(c1 + k * 16, ei >= 8 ? _mm256_sub_epi16(zero, x) : x);
                }
            }
        }
    }
}

/* Nussbaumer's map (src/ntt/nussbaumer.h) of 16 elements of
 * Z_q[x]/(x^64 + 1) at once: a[64 rows] -> out[128 rows] (residue k in
 * rows 8k .. 8k+7).  |out| <= 8 max|a|. */
static inline void hly_vnuss_forward(int16_t *out, const int16_t *a) {
    for (int j = 0; j < 8; j++)
        for (int i = 0; i < 8; i++) {
            __m256i x = hly_ld(a + (8 * i + j) * 16);
            hly_st(out + (8 * j + i) * 16, x);
            hly_st(out + (64 + 8 * j + i) * 16, x);
        }
    hly_vsch8_forward(out, 16, 1, 4);
}

/* Inverse layers 3..1 (x 8), as pqpoly_nuss_inverse_first. */
static inline void hly_vnuss_inverse_first(int16_t *v) { hly_vsch8_inverse(v, 16, 1, 4); }

/* Inverse layer 0 and the fold x^8 = z, x^64 = -1 into c[64 rows]:
 * 16 times the preimage, |c| <= 4 max|v| (pqpoly_nuss_inverse_last). */
static inline void hly_vnuss_inverse_last(int16_t *c, int16_t *v) {
    hly_vsch8_inverse(v, 16, 0, 1);
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 8; j++) {
            __m256i x = hly_ld(v + (8 * j + i) * 16);
            if (i > 0) x = _mm256_add_epi16(x, hly_ld(v + (64 + 8 * j + i - 1) * 16));
            else x = _mm256_sub_epi16(x, hly_ld(v + (64 + 8 * j + 7) * 16));
            hly_st(c + (8 * i + j) * 16, x);
        }
}

/* Montgomery multiplier of a vector operand (or constant). */
typedef struct {
    __m256i b, bq;
} hly_op;
static inline hly_op hly_op_of(__m256i b, const hly_mod *m) {
    hly_op o;
    o.b = b;
    o.bq = pqpoly_montgomery_pre16_x16(b, m->qinv);
    return o;
}
static inline __m256i hly_mul(__m256i a, hly_op o, const hly_mod *m) {
    return pqpoly_montgomery_mulc16_x16(a, o.b, o.bq, m->q);
}

/* Per-product bound of the Montgomery base products: |a| <= A, |b| <= Bb,
 * A Bb < q 2^15 (the Montgomery input range), each product at most
 * PQPOLY_MONT16_OUT_HI(q, A Bb) in magnitude. */
#define HLY_BASE_TERM(q, amax, bmax) PQPOLY_MONT16_OUT_HI(q, (int64_t)(amax) * (bmax))
#define HLY_BASE_IN_OK(q, amax, bmax) ((int64_t)(amax) * (bmax) < ((int64_t)(q) << 15))

/* c = a b 2^-16 mod (x^8 + 1) for 16 blocks (rows a[8], b[8], c[8]); c may
 * alias a.  Each output is a sum of 8 terms of at most HLY_BASE_TERM (the
 * caller asserts 8 HLY_BASE_TERM < 2^15), then red16: |c| <= HLY_B(q). */
static inline void hly_vbase8_nega(int16_t *c, const int16_t *a, const int16_t *b, const hly_mod *m) {
    __m256i x[8], t[8];
    hly_op y[8];
    for (int i = 0; i < 8; i++) {
        x[i] = hly_ld(a + 16 * i);
        y[i] = hly_op_of(hly_ld(b + 16 * i), m);
        t[i] = _mm256_setzero_si256();
    }
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 8; j++) {
            __m256i pr = hly_mul(x[i], y[j], m);
            t[(i + j) & 7] = i + j < 8 ? _mm256_add_epi16(t[(i + j) & 7], pr) : _mm256_sub_epi16(t[(i + j) & 7], pr);
        }
    for (int k = 0; k < 8; k++) hly_st(c + 16 * k, hly_red(t[k], m));
}

/* c = a b 2^-16 mod (x^8 + alpha x^4 + beta) for 16 blocks, each lane with
 * its own trinomial: al, be, a2mb = alpha^2 - beta, ab = alpha beta given in
 * Montgomery form (c 2^16, centered) as multipliers.  The seven high
 * coefficients h (sums of at most 8 terms: |h| <= H = 8 HLY_BASE_TERM) are
 * folded at once as in pqpoly_base8_tri (src/ntt/base8.h):
 *   x^(8+m) = -alpha x^(4+m) - beta x^m,
 *   x^(12+m) = (alpha^2 - beta) x^(4+m) + alpha beta x^m;
 * each low coefficient gets at most two fold products, each at most
 * PQPOLY_MONT16_MULC_OUT_BOUND(q, H): the caller asserts
 * H + 2 MULC_OUT_BOUND(q, H) < 2^15 and H q/2 < q 2^15.  Then red16:
 * |c| <= HLY_B(q).  c may alias a. */
static inline void hly_vbase8_tri(int16_t *c, const int16_t *a, const int16_t *b, hly_op al, hly_op be,
                                  hly_op a2mb, hly_op ab, const hly_mod *m) {
    __m256i x[8], t[15];
    hly_op y[8];
    for (int i = 0; i < 8; i++) {
        x[i] = hly_ld(a + 16 * i);
        y[i] = hly_op_of(hly_ld(b + 16 * i), m);
    }
    for (int k = 0; k < 15; k++) t[k] = _mm256_setzero_si256();
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 8; j++) t[i + j] = _mm256_add_epi16(t[i + j], hly_mul(x[i], y[j], m));
    for (int mm = 0; mm < 4; mm++) {
        t[4 + mm] = _mm256_sub_epi16(t[4 + mm], hly_mul(t[8 + mm], al, m));
        t[mm] = _mm256_sub_epi16(t[mm], hly_mul(t[8 + mm], be, m));
    }
    for (int mm = 0; mm < 3; mm++) {
        t[4 + mm] = _mm256_add_epi16(t[4 + mm], hly_mul(t[12 + mm], a2mb, m));
        t[mm] = _mm256_add_epi16(t[mm], hly_mul(t[12 + mm], ab, m));
    }
    for (int k = 0; k < 8; k++) hly_st(c + 16 * k, hly_red(t[k], m));
}

/* ---- Bruun on rows (src/ntt/bruun.h), 16 blocks at once ---- */

/* The Montgomery multipliers of a Bruun butterfly: forward {alpha, beta,
 * alpha beta, alpha^2 - beta}, inverse {1/alpha, beta/alpha,
 * (alpha^2 - beta)/(alpha beta), 1/(alpha beta)}, each c 2^16 (centered);
 * beta = 1 (and alpha^2 - beta = 1) skip their products. */
typedef struct {
    hly_op f[4], i[4];
    int beta_one, a2mb_one;
} hly_bruun;

/* c 2^16 = mont(c, r2) with r2 = PQPOLY_MONT16_R2(q) (a compile-time constant
 * of the caller: no division at run time), then centered (|mont| < q). */
static inline int16_t hly_mont_form(int32_t c, int16_t q, int16_t qinv, int16_t r2) {
    int16_t r = pqpoly_montgomery_mul16((int16_t)c, r2, q, qinv);
    int16_t half = (int16_t)(q >> 1);
    return (int16_t)(r > half ? r - q : r < -half ? r + q : r);
}

static inline hly_bruun hly_bruun_of(const pqpoly_bruun_k *k, const hly_mod *m, int16_t q, int16_t qinv,
                                     int16_t r2) {
    hly_bruun b;
    int32_t fk[4] = {k->alpha, k->beta, k->alphabeta, k->a2mb};
    int32_t ik[4] = {k->ainv, k->binva, k->k1, k->abinv};
    for (int j = 0; j < 4; j++) {
        b.f[j] = hly_op_of(_mm256_set1_epi16(hly_mont_form(fk[j], q, qinv, r2)), m);
        b.i[j] = hly_op_of(_mm256_set1_epi16(hly_mont_form(ik[j], q, qinv, r2)), m);
    }
    b.beta_one = k->beta_one;
    b.a2mb_one = k->beta_one && k->a2mb == 1;
    return b;
}

/* Forward on rows a[4 mm rows] (blocks a0..a3 of mm rows each).  With P(M) =
 * PQPOLY_MONT16_MULC_OUT_BOUND(q, M): |out| <= 2M + P(M) when beta = 1 and
 * alpha^2 - beta = 1, M + 2 P(M) otherwise when beta = 1, and
 * 2 P(M) + M + P(M) for a general beta (M = max|in|). */
static inline void hly_vbruun_forward(int16_t *a, int mm, const hly_bruun *k, const hly_mod *m) {
    for (int r = 0; r < mm; r++) {
        __m256i a0 = hly_ld(a + r * 16), a1 = hly_ld(a + (mm + r) * 16);
        __m256i a2 = hly_ld(a + (2 * mm + r) * 16), a3 = hly_ld(a + (3 * mm + r) * 16);
        __m256i x0 = _mm256_sub_epi16(a0, k->beta_one ? a2 : hly_mul(a2, k->f[1], m));
        __m256i y0 = hly_mul(a3, k->beta_one ? k->f[0] : k->f[2], m);
        __m256i x1 = _mm256_add_epi16(a1, k->a2mb_one ? a3 : hly_mul(a3, k->f[3], m));
        __m256i y1 = hly_mul(a2, k->f[0], m);
        hly_st(a + r * 16, _mm256_add_epi16(x0, y0));
        hly_st(a + (mm + r) * 16, _mm256_sub_epi16(x1, y1));
        hly_st(a + (2 * mm + r) * 16, _mm256_sub_epi16(x0, y0));
        hly_st(a + (3 * mm + r) * 16, _mm256_add_epi16(x1, y1));
    }
}

/* Inverse (twice the preimage): |out| <= 2M + P(2M) (needs 2M < 2^15). */
static inline void hly_vbruun_inverse(int16_t *a, int mm, const hly_bruun *k, const hly_mod *m) {
    for (int r = 0; r < mm; r++) {
        __m256i a0 = hly_ld(a + r * 16), a1 = hly_ld(a + (mm + r) * 16);
        __m256i a2 = hly_ld(a + (2 * mm + r) * 16), a3 = hly_ld(a + (3 * mm + r) * 16);
        __m256i s0 = _mm256_add_epi16(a0, a2), s1 = _mm256_add_epi16(a1, a3);
        __m256i d0 = _mm256_sub_epi16(a0, a2), d1 = _mm256_sub_epi16(a3, a1);
        __m256i r2 = hly_mul(d1, k->i[0], m);
        hly_st(a + r * 16, _mm256_add_epi16(s0, k->beta_one ? r2 : hly_mul(d1, k->i[1], m)));
        hly_st(a + (mm + r) * 16, _mm256_sub_epi16(s1, hly_mul(d0, k->i[2], m)));
        hly_st(a + (2 * mm + r) * 16, r2);
        hly_st(a + (3 * mm + r) * 16, hly_mul(d0, k->i[3], m));
    }
}

#endif
