/* The Toeplitz matrix-vector product (TMVP) engine of the saber ring
 * entries tmvp2, tmvp3 and tmvp4 ([PC20]).  Internal header.
 *
 * A product in Z_q[x]/(x^n + 1) is c = T(a) b with the n x n Toeplitz matrix
 * T(a)_ij = a_(i-j) for i >= j and -a_(n+i-j) for i < j ([PC20, §2.2]).  A
 * Toeplitz matrix of dimension m is held as its 2m - 1 diagonals: u[d] is the
 * entry T_ij with i - j = d - (m - 1).  A k-way split cuts T into k x k blocks
 * of dimension h = m/k, block (I, J) being the Toeplitz matrix t_(k-1+I-J)
 * whose diagonals are u[(k-1+I-J) h .. (k-1+I-J) h + 2h - 2]: no copy.
 *
 * A plan is a list of split layers (2, 3 or 4 ways) over a top dimension M >=
 * n (the matrix is embedded in a Toeplitz matrix of dimension M whose extra
 * diagonals are zero, the vector padded with zeros: M = n unless n is not a
 * multiple of the splits), ending in leaf products by schoolbook.  The four
 * phases of [PC20, §2.4] are the staged interface of include/pqpoly/poly.h:
 *   forward_a  component matrix formation (CMF): the matrix evaluations of
 *              every layer, down to the leaf matrices;
 *   forward_b  component vector formation (CVF): the vector evaluations;
 *   base       component multiplication (CM): the leaf TMVPs by schoolbook;
 *   inverse    reconstruction (R): the recombinations, layer by layer.
 * base_acc sums the leaf products of k pairs before one reconstruction
 * (block recombination, [PC20, §2.4, §3.4]); inverse_acc is inverse.
 *
 * The formulas, each checked over Z ([PC20] eq. (3), (12), (16)):
 *   TMVP-2 (3 products):  P0 = t1 (V0 + V1), P1 = (t0 - t1) V1, P2 = (t1 - t2) V0;
 *                         y0 = P0 + P1, y1 = P0 - P2.
 *   TMVP-3 (5 products, [PC20, Alg. 1, 2]): the matrices of P0..P4 are
 *     (2t4 + t3 - 2t2 - t1)/2, (2t3 + 3t2 + t1)/6, (-2t3 + t2 + t1)/2,
 *     (t3 - t1)/6, -2t3 - t2 + 2t1 + t0; the vectors v0, v0 + v1 + v2,
 *     v0 - v1 + v2, v0 - 2v1 + 4v2, v2;
 *     y0 = P1 + P2 + 4P3 + P4, y1 = P1 - P2 - 2P3, y2 = P0 + P1 + P2 + P3.
 *   TMVP-4 (7 products, [PC20, Alg. 3, 4]): the matrices of P0..P6 are
 *     (12t6 - 4t5 - 15t4 + 5t3 + 3t2 - t1)/12, (12t5 + 8t4 - 7t3 - 2t2 + t1)/12,
 *     (-12t5 + 16t4 - t3 - 4t2 + t1)/24, (-6t5 - t4 + 7t3 + t2 - t1)/24,
 *     (6t5 - 5t4 - 5t3 + 5t2 - t1)/120, (4t5 - 5t3 + t1)/120,
 *     -12t5 + 4t4 + 15t3 - 5t2 - 3t1 + t0; the vectors v0, v0+v1+v2+v3,
 *     v0-v1+v2-v3, v0+2v1+4v2+8v3, v0-2v1+4v2-8v3, v0+3v1+9v2+27v3, v3;
 *     y0 = P1 - P2 + 8P3 - 8P4 + 27P5 + P6, y1 = P1 + P2 + 4P3 + 4P4 + 9P5,
 *     y2 = P1 - P2 + 2P3 - 2P4 + 3P5, y3 = P0 + P1 + P2 + P3 + P4 + P5.
 *
 * Arithmetic and the division-by-2^r budget ([PC20, §3.3]): everything is
 * computed in Z_2^16 (uint16_t, wrap-around: nothing can overflow, and no
 * bound on the inputs is needed).  2 has no inverse there, so each layer's
 * matrices are multiplied by 2^r/d instead of 1/d, with 2^r the largest power
 * of two among its denominators (r = 0 for TMVP-2, 1 for TMVP-3, 3 for
 * TMVP-4): 2^r/d has an odd denominator, invertible mod 2^16 (1/3 = 43691,
 * 1/15 = 61167).  The outputs of a layer are then 2^r times the true ones,
 * and the whole plan's 2^R, R the sum of its layers' r, is removed once at
 * the end by a logical right shift, which leaves the result known modulo
 * 2^(16 - R).  The ring's q = 2^13 therefore allows R <= 3: one TMVP-4
 * layer (tmvp4), or one TMVP-3 layer (R = 1, tmvp3), with TMVP-2 layers
 * (R = 0) below.  A plan asserts R <= 3 at compile time.  Block recombination
 * sums products that carry the same 2^R, so it changes nothing here. */
#ifndef PQPOLY_MUL_TMVP_H
#define PQPOLY_MUL_TMVP_H

#include <stdint.h>
#include <string.h>

#include "arith/center.h"
#include "pqpoly/common.h"

#define TMVP_INV3 43691u  /* 3^-1 mod 2^16 */
#define TMVP_INV15 61167u /* 15^-1 mod 2^16 */
#define TMVP_MAX_LEVELS 4
#define TMVP_MAX_M 264
#define TMVP_TMP 1024 /* per-level scratch: products(k) (2h - 1) <= 7 * 127, 5 * 175, 3 * 255 */

typedef struct {
    int n;                    /* ring degree (x^n + 1) */
    int m;                    /* top dimension, n <= m <= TMVP_MAX_M */
    int levels;               /* split layers */
    int k[TMVP_MAX_LEVELS];   /* ways of each layer, top first: 2, 3 or 4 */
    int shift;                /* R: the sum of the layers' r (deferred division by 2^R) */
    /* dim[l]: the dimension below l layers (dim[0] = m, dim[levels] the
     * leaves'), written out so that no division runs (the div_scan test). */
    int dim[TMVP_MAX_LEVELS + 1];
} tmvp_plan;

/* Products of a k-way layer, and its r. */
static inline int tmvp_products(int k) { return 2 * k - 1; }
#define TMVP_R_OF(k) ((k) == 4 ? 3 : (k) == 3 ? 1 : 0)

static inline uint16_t tmvp_w(uint32_t x) { return (uint16_t)x; }

/* Leaves below layer `lev` and the dimension there. */
static inline int tmvp_leaves(const tmvp_plan *p, int lev) {
    int c = 1;
    for (int l = lev; l < p->levels; l++) c *= tmvp_products(p->k[l]);
    return c;
}
static inline int tmvp_dim(const tmvp_plan *p, int lev) { return p->dim[lev]; }

/* Sizes, in uint16_t, of the three domains of a plan. */
static inline int tmvp_leaf_dim(const tmvp_plan *p) { return tmvp_dim(p, p->levels); }
static inline int tmvp_matrix_len(const tmvp_plan *p) {
    return tmvp_leaves(p, 0) * (2 * tmvp_leaf_dim(p) - 1);
}
static inline int tmvp_vector_len(const tmvp_plan *p) { return tmvp_leaves(p, 0) * tmvp_leaf_dim(p); }

/* CMF: the leaf matrices of the m x m Toeplitz matrix u below layer lev. */
static void tmvp_cmf(const tmvp_plan *p, int lev, int m, const uint16_t *u, uint16_t *out) {
    uint16_t tmp[TMVP_TMP];
    int k, h, len, below;
    if (lev == p->levels) {
        memcpy(out, u, (size_t)(2 * m - 1) * sizeof *u);
        return;
    }
    k = p->k[lev];
    h = p->dim[lev + 1]; /* m / k */
    len = 2 * h - 1;
    for (int d = 0; d < len; d++) {
        uint32_t t0 = u[d], t1 = u[h + d], t2 = u[2 * h + d];
        if (k == 2) {
            tmp[d] = tmvp_w(t1);
            tmp[len + d] = tmvp_w(t0 - t1);
            tmp[2 * len + d] = tmvp_w(t1 - t2);
        } else if (k == 3) {
            uint32_t t3 = u[3 * h + d], t4 = u[4 * h + d];
            tmp[d] = tmvp_w(2 * t4 + t3 - 2 * t2 - t1);                           /* 2/2 */
            tmp[len + d] = tmvp_w((2 * t3 + 3 * t2 + t1) * TMVP_INV3);             /* 2/6 */
            tmp[2 * len + d] = tmvp_w(t2 + t1 - 2 * t3);                           /* 2/2 */
            tmp[3 * len + d] = tmvp_w((t3 - t1) * TMVP_INV3);                      /* 2/6 */
            tmp[4 * len + d] = tmvp_w(2 * (2 * t1 + t0 - 2 * t3 - t2));            /* 2/1 */
        } else {
            uint32_t t3 = u[3 * h + d], t4 = u[4 * h + d], t5 = u[5 * h + d], t6 = u[6 * h + d];
            tmp[d] = tmvp_w((12 * t6 - 4 * t5 - 15 * t4 + 5 * t3 + 3 * t2 - t1) * 2 * TMVP_INV3); /* 8/12 */
            tmp[len + d] = tmvp_w((12 * t5 + 8 * t4 - 7 * t3 - 2 * t2 + t1) * 2 * TMVP_INV3);       /* 8/12 */
            tmp[2 * len + d] = tmvp_w((16 * t4 + t1 - 12 * t5 - t3 - 4 * t2) * TMVP_INV3);          /* 8/24 */
            tmp[3 * len + d] = tmvp_w((7 * t3 + t2 - 6 * t5 - t4 - t1) * TMVP_INV3);                /* 8/24 */
            tmp[4 * len + d] = tmvp_w((6 * t5 + 5 * t2 - 5 * t4 - 5 * t3 - t1) * TMVP_INV15);       /* 8/120 */
            tmp[5 * len + d] = tmvp_w((4 * t5 + t1 - 5 * t3) * TMVP_INV15);                         /* 8/120 */
            tmp[6 * len + d] = tmvp_w(8 * (4 * t4 + 15 * t3 + t0 - 12 * t5 - 5 * t2 - 3 * t1));     /* 8/1 */
        }
    }
    below = tmvp_leaves(p, lev + 1) * (2 * tmvp_leaf_dim(p) - 1);
    for (int j = 0; j < tmvp_products(k); j++) tmvp_cmf(p, lev + 1, h, tmp + j * len, out + j * below);
    pqpoly_memzero(tmp, sizeof tmp);
}

/* CVF: the leaf vectors of the m-vector v below layer lev. */
static void tmvp_cvf(const tmvp_plan *p, int lev, int m, const uint16_t *v, uint16_t *out) {
    uint16_t tmp[TMVP_TMP];
    int k, h, below;
    if (lev == p->levels) {
        memcpy(out, v, (size_t)m * sizeof *v);
        return;
    }
    k = p->k[lev];
    h = p->dim[lev + 1]; /* m / k */
    for (int i = 0; i < h; i++) {
        uint32_t v0 = v[i], v1 = v[h + i];
        if (k == 2) {
            tmp[i] = tmvp_w(v0 + v1);
            tmp[h + i] = tmvp_w(v1);
            tmp[2 * h + i] = tmvp_w(v0);
        } else if (k == 3) { /* [PC20, Alg. 1] steps 1-5 */
            uint32_t v2 = v[2 * h + i], s1 = v0 + v2;
            tmp[i] = tmvp_w(v0);
            tmp[h + i] = tmvp_w(s1 + v1);
            tmp[2 * h + i] = tmvp_w(s1 - v1);
            tmp[3 * h + i] = tmvp_w(v0 - 2 * v1 + 4 * v2);
            tmp[4 * h + i] = tmvp_w(v2);
        } else { /* [PC20, Alg. 3] steps 1-11 */
            uint32_t v2 = v[2 * h + i], v3 = v[3 * h + i];
            uint32_t s1 = v0 + v2, s2 = v1 + v3, s5 = v0 + 4 * v2, s6 = 2 * v1 + 8 * v3;
            tmp[i] = tmvp_w(v0);
            tmp[h + i] = tmvp_w(s1 + s2);
            tmp[2 * h + i] = tmvp_w(s1 - s2);
            tmp[3 * h + i] = tmvp_w(s5 + s6);
            tmp[4 * h + i] = tmvp_w(s5 - s6);
            tmp[5 * h + i] = tmvp_w(v0 + 9 * v2 + 3 * (v1 + 9 * v3));
            tmp[6 * h + i] = tmvp_w(v3);
        }
    }
    below = tmvp_leaves(p, lev + 1) * tmvp_leaf_dim(p);
    for (int j = 0; j < tmvp_products(k); j++) tmvp_cvf(p, lev + 1, h, tmp + j * h, out + j * below);
    pqpoly_memzero(tmp, sizeof tmp);
}

/* R: y (m values) from the leaf products P below layer lev. */
static void tmvp_rec(const tmvp_plan *p, int lev, int m, const uint16_t *P, uint16_t *y) {
    uint16_t tmp[TMVP_TMP];
    int k, h, below;
    if (lev == p->levels) {
        memcpy(y, P, (size_t)m * sizeof *y);
        return;
    }
    k = p->k[lev];
    h = p->dim[lev + 1]; /* m / k */
    below = tmvp_leaves(p, lev + 1) * tmvp_leaf_dim(p);
    for (int j = 0; j < tmvp_products(k); j++) tmvp_rec(p, lev + 1, h, P + j * below, tmp + j * h);
    for (int i = 0; i < h; i++) {
        uint32_t p0 = tmp[i], p1 = tmp[h + i], p2 = tmp[2 * h + i];
        if (k == 2) {
            y[i] = tmvp_w(p0 + p1);
            y[h + i] = tmvp_w(p0 - p2);
        } else if (k == 3) { /* [PC20, Alg. 2] */
            uint32_t p3 = tmp[3 * h + i], p4 = tmp[4 * h + i], s1 = p1 + p2, s2 = p1 - p2;
            y[i] = tmvp_w(s1 + 4 * p3 + p4);
            y[h + i] = tmvp_w(s2 - 2 * p3);
            y[2 * h + i] = tmvp_w(s1 + p0 + p3);
        } else { /* [PC20, Alg. 4] */
            uint32_t p3 = tmp[3 * h + i], p4 = tmp[4 * h + i], p5 = tmp[5 * h + i], p6 = tmp[6 * h + i];
            uint32_t s1 = p1 + p2, s2 = p1 - p2, s3 = p3 + p4, s4 = p3 - p4;
            y[i] = tmvp_w(s2 + 8 * s4 + 27 * p5 + p6);
            y[h + i] = tmvp_w(s1 + 4 * s3 + 9 * p5);
            y[2 * h + i] = tmvp_w(s2 + 2 * s4 + 3 * p5);
            y[3 * h + i] = tmvp_w(s1 + s3 + p0 + p5);
        }
    }
    pqpoly_memzero(tmp, sizeof tmp);
}

/* forward_a: the diagonals of T(a) embedded in dimension M, then CMF.
 * a: any int16 values (taken modulo 2^16). */
static inline void tmvp_forward_a(const tmvp_plan *p, uint16_t *ta, const int16_t *a) {
    uint16_t u[2 * TMVP_MAX_M - 1];
    int M = p->m, n = p->n;
    for (int d = -(M - 1); d <= M - 1; d++) {
        uint16_t x = 0;
        if (d >= 0 && d < n) x = (uint16_t)a[d];
        else if (d < 0 && d > -n) x = (uint16_t)(0u - (uint16_t)a[n + d]);
        u[d + M - 1] = x;
    }
    tmvp_cmf(p, 0, M, u, ta);
    pqpoly_memzero(u, sizeof u);
}

/* forward_b: b padded to M, then CVF. */
static inline void tmvp_forward_b(const tmvp_plan *p, uint16_t *tb, const int16_t *b) {
    uint16_t v[TMVP_MAX_M];
    for (int i = 0; i < p->m; i++) v[i] = i < p->n ? (uint16_t)b[i] : 0;
    tmvp_cvf(p, 0, p->m, v, tb);
    pqpoly_memzero(v, sizeof v);
}

/* CM, accumulating: tc[leaf] += T_leaf v_leaf by schoolbook over Z_2^16. */
static inline void tmvp_leaf_acc(const tmvp_plan *p, uint16_t *tc, const uint16_t *ta, const uint16_t *tb) {
    int mb = tmvp_leaf_dim(p), leaves = tmvp_leaves(p, 0);
    for (int l = 0; l < leaves; l++) {
        const uint16_t *u = ta + l * (2 * mb - 1), *v = tb + l * mb;
        uint16_t *y = tc + l * mb;
        for (int i = 0; i < mb; i++) {
            uint32_t s = y[i];
            for (int j = 0; j < mb; j++) s += (uint32_t)u[i - j + mb - 1] * v[j];
            y[i] = tmvp_w(s);
        }
    }
}

/* R and the deferred division: c = centered (y >> R) mod 2^13, first n. */
static inline void tmvp_inverse(const tmvp_plan *p, int16_t *c, const uint16_t *tc, unsigned logq) {
    uint16_t y[TMVP_MAX_M];
    tmvp_rec(p, 0, p->m, tc, y);
    for (int i = 0; i < p->n; i++) c[i] = pqpoly_center_pow2(y[i], logq, (unsigned)p->shift);
    pqpoly_memzero(y, sizeof y);
}

/* The stages of one plan as the functions of a pqpoly_transform, with the
 * transformed buffers `bytes` long (>= every domain of the plan, a multiple
 * of 32): NAME_fa, NAME_fb, NAME_base, NAME_inv, NAME_base_acc, NAME_inv_acc. */
#define TMVP_STAGES(NAME, PLAN, BYTES, LOGQ)                                                     \
    static void NAME##_fa(void *ta, const int16_t *a) { tmvp_forward_a(&PLAN, ta, a); }          \
    static void NAME##_fb(void *tb, const int16_t *b) { tmvp_forward_b(&PLAN, tb, b); }          \
    static void NAME##_base_acc(void *tc, const void *ta, const void *tb, unsigned k) {          \
        uint16_t acc[(BYTES) / 2];                                                               \
        memset(acc, 0, sizeof acc);                                                              \
        for (unsigned i = 0; i < k; i++)                                                         \
            tmvp_leaf_acc(&PLAN, acc, (const uint16_t *)((const unsigned char *)ta + i * (BYTES)), \
                          (const uint16_t *)((const unsigned char *)tb + i * (BYTES)));          \
        memcpy(tc, acc, (size_t)tmvp_vector_len(&PLAN) * sizeof acc[0]);                          \
        pqpoly_memzero(acc, sizeof acc);                                                         \
    }                                                                                            \
    static void NAME##_base(void *tc, const void *ta, const void *tb) { NAME##_base_acc(tc, ta, tb, 1); } \
    static void NAME##_inv(int16_t *c, void *tc) { tmvp_inverse(&PLAN, c, tc, LOGQ); }            \
    static void NAME##_inv_acc(int16_t *c, void *tc, unsigned k) {                                \
        (void)k; /* Z_2^16 arithmetic: no bound depends on k */                                  \
        tmvp_inverse(&PLAN, c, tc, LOGQ);                                                        \
    }

#endif
