/* Crafted worst-case operands (see worst_chains.h) on exact scalar models
 * of the lanes: pmulhw/pmullw Montgomery products by the implementations'
 * own twiddle tables, values kept in 32 bits so that the model shows how
 * far a chain would go where the implementation has a reduction.
 *
 * The size-512 NTT (src/ntt/avx2/ntt512.h: the nodes of src/ntt/radix2.h,
 * layer l pairs n and n + d, d = 256 >> l, block n / 2d), and the size-256
 * one of rows of 256 (src/ntt/avx2/ntt256.h: group 0 of it without layer 0,
 * the inputs being nodes (0, n), n < 256): node (l, n)
 * depends on the inputs whose low 8 - l bits are those of n, and is
 * A +- mont(B, z) with A = node (l - 1, n without bit d) and B = node
 * (l - 1, n with it), computed from disjoint inputs.  So, as the STEP
 * bounds of src/ntt/avx2/ntt512_bounds.h are built, A is made largest
 * first (recursively), then B large with the sign that makes B z / 2^16
 * add to A, and then one input of B's (its additive one where the map
 * gives it a coefficient) is searched over 256 values for the Montgomery
 * product whose multiple of P adds most: about 3P/4 per layer.  Inputs at
 * +-bound where nothing better is known, 0 where Good's map has no
 * coefficient (n >= p). */
#include "impl/worst_chains.h"

#include <stdlib.h>
#include <string.h>

#include "arith/barrett.h"
#include "arith/montgomery.h"
#include "mul/avx2/crt7681x10753.h"
#include "ntt/tables/good16_avx2.h"
#include "ntt/tables/grb_avx2.h"

/* pmulhw(x, z) - pmulhw(pmullw(x, zq), P) */
static int32_t lane_mont(int32_t x, int32_t z, int32_t zq, int32_t P) {
    int16_t m = (int16_t)(uint16_t)((uint32_t)x * (uint32_t)(uint16_t)zq);
    return ((x * z) >> 16) - ((m * P) >> 16);
}

/* ---- size-512 NTT ---- */

typedef struct {
    int32_t x[512];
    unsigned char free_[512]; /* 1 where a coefficient of the operand feeds input n */
    int32_t P, bound;
    const int16_t *tab; /* pqpoly_ntt512_avx2_q*_fwd */
    int m;              /* row length: 512, or 256 (inputs at layer 0) */
    int skip1;          /* rows of 256: layer 1 (twiddle 1) an add/sub, no product */
} chain_row;

/* The layer of the inputs, and whether layer l takes no product. */
static int ntt_leaf(const chain_row *c) { return c->m == 256 ? 0 : -1; }
static int ntt_noprod(const chain_row *c, int l) { return l == 0 || (c->m == 256 && l == 1 && c->skip1); }

/* Twiddle (z, zq) of the butterfly of layer l (1..8) whose lo node is n:
 * layers 1..4 one per block of group g = n / 256, layers 5..8 one per lane
 * of the transposed group (ntt512.h, pqpoly_ntt512_avx2_tw). */
static void ntt_tw(const chain_row *c, int l, int n, int32_t *z, int32_t *zq) {
    int g = n >> 8, d = 256 >> l, at;
    if (l <= 4)
        at = (1 << l) - 1 + (1 << (l - 1)) * g + (n & 255) / (2 * d);
    else
        at = 32 + 240 * g + 16 * ((1 << (l - 5)) - 1 + (n & 15) / (2 * d)) + ((n >> 4) & 15);
    *z = c->tab[at];
    *zq = c->tab[512 + at];
}

/* Node (l, n), l = -1 or 0 (the inputs) .. 8, no reduction. */
static int32_t ntt_node(const chain_row *c, int l, int n) {
    if (l <= ntt_leaf(c)) return c->x[n];
    int d = 256 >> l;
    int32_t a = ntt_node(c, l - 1, n & ~d), b = ntt_node(c, l - 1, n | d), z, zq;
    if (!ntt_noprod(c, l)) {
        ntt_tw(c, l, n & ~d, &z, &zq);
        b = lane_mont(b, z, zq, c->P);
    }
    return n & d ? a - b : a + b;
}

static void ntt_craft(chain_row *c, int l, int n, int sign) {
    if (l <= ntt_leaf(c)) {
        if (c->free_[n]) c->x[n] = sign * c->bound;
        return;
    }
    int d = 256 >> l, lo = n & ~d, hi = n | d, s = n & d ? -sign : sign;
    int32_t z = 1, zq = 0, best = INT32_MIN, keep = 0;
    ntt_craft(c, l - 1, lo, sign);
    if (!ntt_noprod(c, l)) ntt_tw(c, l, lo, &z, &zq);
    ntt_craft(c, l - 1, hi, z < 0 ? -s : s);
    if (ntt_noprod(c, l)) return;
    /* an input below hi, its additive one (the low 9 - l bits of hi, the
     * others 0) first */
    int leaf = -1;
    for (int k = hi & ((1 << (9 - l)) - 1); k < c->m && leaf < 0; k += 1 << (9 - l))
        if (c->free_[k]) leaf = k;
    if (leaf < 0) return;
    int32_t from = c->x[leaf], step = from < 0 ? 1 : -1;
    for (int k = 0; k < 256 && k <= 2 * c->bound; k++) {
        c->x[leaf] = from + step * k;
        int32_t t = s * lane_mont(ntt_node(c, l - 1, hi), z, zq, c->P);
        if (t > best) best = t, keep = c->x[leaf];
    }
    c->x[leaf] = keep;
}

/* Row r of Good's map (T odd: coefficient n at row n mod T, input
 * n mod M) or of the polyphase one (T = 4: row n mod 4, input n / 4):
 * idx[w] = the coefficient feeding input w, or -1.  The shapes of
 * src/mul/avx2/crt7681x10753.h. */
static int ntt_rows(int p) { return PQPOLY_CRT2_AVX2_T(p); }
static int ntt_cols(int p) { return PQPOLY_CRT2_AVX2_M(p); }
static void ntt_map(int *idx, int p, int r) {
    int T = ntt_rows(p), M = ntt_cols(p);
    for (int w = 0; w < M; w++) {
        idx[w] = -1;
        if (T == 4) {
            if (4 * w + r < p) idx[w] = 4 * w + r;
        } else {
            for (int k = 0; k < T; k++)
                if ((w + M * k) % T == r && w + M * k < p) idx[w] = w + M * k;
        }
    }
}

static void ntt_row_init(chain_row *c, const int16_t *a, int p, int prime, int r, int *idx) {
    c->P = prime ? 10753 : 7681;
    c->tab = prime ? pqpoly_ntt512_avx2_q10753_fwd : pqpoly_ntt512_avx2_q7681_fwd;
    c->m = ntt_cols(p);
    c->skip1 = 1;
    ntt_map(idx, p, r);
    for (int w = 0; w < 512; w++) {
        c->free_[w] = w < c->m && idx[w] >= 0;
        c->x[w] = w < c->m && idx[w] >= 0 ? a[idx[w]] : 0;
    }
}

int32_t chains_ntt512_craft(int16_t *a, int p, int32_t bound, int prime, int target, int sign) {
    static chain_row c;
    int idx[512];
    int32_t least = INT32_MAX;
    memset(a, 0, (size_t)p * sizeof a[0]);
    for (int r = 0; r < ntt_rows(p); r++) {
        ntt_row_init(&c, a, p, prime, r, idx);
        c.bound = bound;
        ntt_craft(&c, 8, target, sign);
        for (int w = 0; w < c.m; w++)
            if (idx[w] >= 0) a[idx[w]] = (int16_t)c.x[w];
        int32_t v = sign * ntt_node(&c, 8, target);
        least = v < least ? v : least;
    }
    return least;
}

/* The chain's score: the twiddles of node t's butterflies in layers 8..1
 * (their lo nodes), weighted by the layer; a twiddle 1 (R mod P in the
 * tables' Montgomery form) counts nothing: its product only reduces the
 * partner, whatever the search tries (rows of 256 have them in group 0). */
static int64_t ntt_score(const chain_row *c, int t) {
    int64_t sc = 0;
    for (int l = 8, n = t; l >= 1; n &= ~(256 >> l), l--) {
        int32_t z, zq;
        ntt_tw(c, l, n & ~(256 >> l), &z, &zq);
        if ((z - 65536) % c->P != 0) sc += l * (int64_t)abs(z);
    }
    return sc;
}

int chains_ntt512_target(int p, int prime, int rank) {
    static chain_row c;
    int best = -1, from = ntt_cols(p) == 256 ? 0 : 256; /* rows of 256: group 0 is all there is */
    c.tab = prime ? pqpoly_ntt512_avx2_q10753_fwd : pqpoly_ntt512_avx2_q7681_fwd;
    c.P = prime ? 10753 : 7681;
    for (int r = 0; r <= rank; r++) { /* rank 1: not the rank-0 node's layer-8 partner either */
        int prev = best;
        best = -1;
        for (int t = from; t < from + 256; t++)
            if ((prev < 0 || t >> 1 != prev >> 1) && (best < 0 || ntt_score(&c, t) > ntt_score(&c, best))) best = t;
    }
    return best;
}

int chains_ntt512_agrees(const int16_t *a, int p, int prime, const int16_t *rows) {
    static chain_row c;
    int idx[512];
    for (int r = 0; r < ntt_rows(p); r++) {
        int32_t cur[512], nxt[512];
        ntt_row_init(&c, a, p, prime, r, idx);
        memcpy(cur, c.x, sizeof cur);
        for (int l = ntt_leaf(&c) + 1; l <= 8; l++) { /* the whole row, layer by layer */
            int d = 256 >> l;
            for (int n = 0; n < c.m; n++) {
                if (n & d) continue;
                int32_t b = cur[n | d], z, zq;
                if (!ntt_noprod(&c, l)) {
                    ntt_tw(&c, l, n, &z, &zq);
                    b = lane_mont(b, z, zq, c.P);
                }
                nxt[n] = cur[n] + b;
                nxt[n | d] = cur[n] - b;
            }
            memcpy(cur, nxt, sizeof cur);
        }
        /* point n of group g at 256 g + 16 (n mod 16) + (n / 16 mod 16):
         * the output stays transposed (ntt512.h) */
        for (int n = 0; n < c.m; n++) {
            int32_t y = rows[c.m * r + (n & 256) + 16 * (n & 15) + ((n >> 4) & 15)];
            if ((cur[n] - y) % c.P != 0) return 0;
        }
    }
    return 1;
}

/* ---- grb (Good–Rader–Bruun, ntrup761) ----
 * The forward of src/mul/avx2/grb.c on one lane (coefficient c of the
 * blocks of 16): Good's map and the radix-(3, 2) layer give, in column
 * (k1, k2) = (0, 1), the Rader inputs x_k0 = sum over the blocks
 * t = k0 + 17 j < 48 of (-1)^t a[16 t + c] (y0: no product), so each x_k0
 * is free in +-(number of blocks) 2295; Rader-17 (src/ntt/avx2/rader17.h,
 * transcribed below) gives the point values; Bruun's split of point R then
 * computes a0 - mont(a2, f1) + mont(a3, f2) (lanes c, c + 8, c + 12 of the
 * point's row) before its Barrett pass.  The Rader inputs of lane c are
 * searched (grb_search) for the largest output at k0 with c4n unreduced;
 * lanes c + 8 and c + 12 take one nonzero Rader input, x_0 (every output
 * is then x_0), searched over its range for the largest products.  The
 * bound of that value (grb.c's header: X_k <= M + 2 P(4E) + 2 P(2E) +
 * 4 P(4M) + D with c4n unreduced, then two products) is about 40000; the
 * search reaches 33000 to 34300 over the points k0 = 1..16 (19000 to 20000
 * with c4n reduced). */
#define GRB_Q 4591
#define GRB_H 2295

static int32_t grb_red(int32_t a) { /* pqpoly_barrett_round16_x16, s = 26, a int16 */
    int32_t hi = (a * PQPOLY_BARRETT16_VR_S(GRB_Q, 26)) >> 16;
    int32_t t = (hi * 32 + (1 << 14)) >> 15;
    return (int16_t)(uint16_t)(uint32_t)(a - t * GRB_Q);
}

/* product by forward Rader constant row i (broadcast: lane 0) */
static int32_t grb_rmul(int32_t x, int i) {
    const int16_t *K = pqpoly_grb4591_avx2_rader;
    return lane_mont(x, K[16 * i], K[16 * (PQPOLY_GRB_AVX2_RADER_K + i)], GRB_Q);
}

/* The 17 outputs X[k0] of pqpoly_rader17_avx2 on one lane, red_a4c = 1,
 * red_out = 1 (c4n reduced, the forward's schedule) or 0. */
static void grb_rader(int32_t X[17], const int32_t x[17], int red_c4n) {
    static const unsigned char in[16] = {1, 6, 2, 12, 4, 7, 8, 14, 16, 11, 15, 5, 13, 10, 9, 3};
    static const unsigned char out[16] = {1, 3, 9, 10, 13, 5, 15, 11, 16, 14, 8, 7, 4, 12, 2, 6};
    int32_t a8[8], S[8], a4n[4], a4c[4], c4n[4], c4c[4], pk0[4], pk1[4], up[4], um[4];
    for (int k = 0; k < 8; k++) a8[k] = x[in[k]] - x[in[k + 8]], S[k] = x[in[k]] + x[in[k + 8]];
    for (int k = 0; k < 4; k++) a4n[k] = S[k] - S[k + 4], a4c[k] = grb_red(S[k] + S[k + 4]);
    for (int k = 0; k < 4; k++) {
        int32_t acc = grb_rmul(a4n[0], 34 + k);
        for (int j = 1; j < 4; j++)
            acc = j <= k ? acc + grb_rmul(a4n[j], 34 + k - j) : acc - grb_rmul(a4n[j], 34 + k - j + 4);
        c4n[k] = red_c4n ? grb_red(acc) : acc;
    }
    int32_t a2n0 = a4c[0] - a4c[2], a2n1 = a4c[1] - a4c[3], a2c0 = a4c[0] + a4c[2], a2c1 = a4c[1] + a4c[3];
    int32_t p = a2c0 + a2c1, m = a2c0 - a2c1;
    int32_t c2n0 = grb_rmul(a2n0, 38) - grb_rmul(a2n1, 39), c2n1 = grb_rmul(a2n0, 39) + grb_rmul(a2n1, 38);
    int32_t cp = grb_rmul(p, 40), cm = grb_rmul(m, 41), c2c0 = cp + cm, c2c1 = cp - cm;
    c4c[0] = c2c0 + c2n0, c4c[1] = c2c1 + c2n1, c4c[2] = c2c0 - c2n0, c4c[3] = c2c1 - c2n1;
    X[0] = x[0] + p;
    for (int k = 0; k < 4; k++) pk0[k] = x[0] + c4c[k] + c4n[k], pk1[k] = x[0] + c4c[k] - c4n[k];
    int32_t u[4] = {a8[0] - a8[4], a8[1] - a8[5], a8[2] + a8[6], a8[3] + a8[7]};
    int32_t v[4] = {grb_rmul(a8[6], 32), grb_rmul(a8[7], 32), grb_rmul(a8[4], 32), grb_rmul(a8[5], 32)};
    for (int k = 0; k < 4; k++) {
        int sg = k < 2 ? 1 : -1;
        up[k] = u[k] + sg * v[k], um[k] = u[k] - sg * v[k];
    }
    for (int h = 0; h < 2; h++) {
        int32_t U[2], V[2];
        for (int e = 0; e < 2; e++) {
            int r = h + 2 * e;
            int32_t pp = 0, pm = 0;
            for (int c = 0; c < 4; c++) pp += grb_rmul(up[c], 4 * r + c), pm += grb_rmul(um[c], 16 + 4 * r + c);
            U[e] = pp + pm, V[e] = pp - pm;
        }
        int32_t n = grb_rmul(V[1], 33), c = grb_rmul(V[0], 33);
        int ka = h, kb = h + 2;
        int32_t c8a = grb_red(U[0] - n), c8b = grb_red(U[1] - c);
        X[out[ka]] = pk0[ka] + c8a, X[out[ka + 8]] = pk0[ka] - c8a;
        X[out[ka + 4]] = pk1[ka] - n, X[out[ka + 12]] = pk1[ka] + n;
        X[out[kb]] = pk0[kb] + c8b, X[out[kb + 8]] = pk0[kb] - c8b;
        X[out[kb + 4]] = pk1[kb] + c, X[out[kb + 12]] = pk1[kb] - c;
    }
}

/* Bruun constant f_k (k = 1, 2: rows 3, 4 of the lane table) of point row R. */
static int32_t grb_fmul(int32_t x, int R, int k) {
    const int16_t *t = pqpoly_grb4591_avx2_lanes + (R / 16) * 2 * PQPOLY_GRB_AVX2_K * 16;
    return lane_mont(x, t[16 * (2 + k) + R % 16], t[16 * (PQPOLY_GRB_AVX2_K + 2 + k) + R % 16], GRB_Q);
}

static int grb_blocks(int k0) { return k0 + 34 < 48 ? 3 : 2; }

/* a[16 t + c] for the blocks of Rader input k0 set to give x (|x| <= blocks * h). */
static void grb_place(int16_t *a, int c, int k0, int32_t x) {
    for (int j = 0; j < grb_blocks(k0); j++) {
        int t = k0 + 17 * j;
        int32_t part = x > GRB_H ? GRB_H : x < -GRB_H ? -GRB_H : x;
        x -= part;
        a[16 * t + c] = (int16_t)(t & 1 ? -part : part);
    }
}

int chains_grb_index(int coef, int k0) {
    int R = 51 + 3 * k0; /* R_ROW(k0, 0, 1) */
    return 256 * (R / 16) + 16 * coef + R % 16;
}

/* s * X[k0] of lane inputs x (Rader with c4n reduced or not) searched along
 * directions: each input alone, and the pairs and quadruples of inputs that
 * move one of Rader's sums S_k, differences a8_k, a4n_j or a4c_j alone;
 * every feasible step along each, `sweeps` times. */
static void grb_search(int32_t x[17], int k0, int sign, int red_c4n, int sweeps) {
    static const unsigned char in[16] = {1, 6, 2, 12, 4, 7, 8, 14, 16, 11, 15, 5, 13, 10, 9, 3};
    int32_t X[17], best;
    grb_rader(X, x, red_c4n);
    best = sign * X[k0];
    for (int sweep = 0; sweep < sweeps; sweep++)
        for (int dir = 0; dir < 17 + 8 + 8 + 4 + 4; dir++) {
            int32_t e[17] = {0}, lo = INT32_MIN, hi = INT32_MAX, keep = 0;
            if (dir < 17) e[dir] = 1;
            else if (dir < 25) e[in[dir - 17]] = 1, e[in[dir - 17 + 8]] = 1;
            else if (dir < 33) e[in[dir - 25]] = 1, e[in[dir - 25 + 8]] = -1;
            else {
                int j = (dir - 33) % 4, sg = dir < 37 ? 1 : -1;
                e[in[j]] = e[in[j + 8]] = 1, e[in[j + 4]] = e[in[j + 12]] = sg;
            }
            for (int k = 0; k < 17; k++) { /* |x_k + t e_k| <= blocks * h */
                int32_t mx = grb_blocks(k) * GRB_H;
                if (e[k] == 0) continue;
                int32_t a = e[k] > 0 ? -mx - x[k] : x[k] - mx, b = e[k] > 0 ? mx - x[k] : x[k] + mx;
                lo = a > lo ? a : lo, hi = b < hi ? b : hi;
            }
            for (int32_t t = lo; t <= hi; t++) {
                int32_t y[17];
                for (int k = 0; k < 17; k++) y[k] = x[k] + t * e[k];
                grb_rader(X, y, red_c4n);
                if (sign * X[k0] > best) best = sign * X[k0], keep = t;
            }
            for (int k = 0; k < 17; k++) x[k] += keep * e[k];
        }
}

int32_t chains_grb_craft(int16_t *a, int coef, int k0, int sign, int32_t *real) {
    int32_t x[17] = {0}, X[17], a2 = 0, a3 = 0;
    int R = 51 + 3 * k0;
    memset(a, 0, 761 * sizeof a[0]);
    x[0] = sign * 3 * GRB_H;
    grb_search(x, k0, sign, 0, 3);
    int32_t b2 = INT32_MIN, b3 = INT32_MIN;
    for (int32_t v = -3 * GRB_H; v <= 3 * GRB_H; v++) {
        if (-sign * grb_fmul(v, R, 1) > b2) b2 = -sign * grb_fmul(v, R, 1), a2 = v;
        if (sign * grb_fmul(v, R, 2) > b3) b3 = sign * grb_fmul(v, R, 2), a3 = v;
    }
    for (int k = 0; k < 17; k++) grb_place(a, coef, k, x[k]);
    grb_place(a, coef + 8, 0, a2);
    grb_place(a, coef + 12, 0, a3);
    grb_rader(X, x, 1);
    *real = grb_red(X[k0] - grb_fmul(a2, R, 1) + grb_fmul(a3, R, 2));
    grb_rader(X, x, 0);
    return sign * (X[k0] - grb_fmul(a2, R, 1) + grb_fmul(a3, R, 2));
}
