/* grb: Good–Rader–Bruun (paper 004 §4.4): the product in Z_q[x]/(x^1632 - 1),
 * no extension of the coefficient ring, then folded modulo x^p - x - 1.
 *  - y = x^16: x^1632 - 1 = prod_zeta (x^16 - zeta) over the 102nd roots of
 *    unity zeta, a 102-point cyclic NTT on blocks of 16 coefficients;
 *  - 3-dimensional Good–Thomas 102 = 17 * 3 * 2 (Algorithms 6–7): block t
 *    goes to poly[t mod 17][t mod 3][t mod 2][.]; Rader-17 (src/ntt/rader17.h)
 *    over the first index, radix 3 ([DV78] form) and radix 2 over the others;
 *    point (k0, k1, k2) is x^16 - w17^k0 w3^k1 (-1)^k2;
 *  - each x^16 - zeta splits in two size-8 rings: by Cooley–Tukey,
 *    (x^8 - g)(x^8 + g), when zeta = g^2 is a square, else by Bruun,
 *    (x^8 + a x^4 + b)(x^8 - a x^4 + b) with b^2 = -zeta, a^2 = 2b (q = 3 mod 4
 *    and 2 a square mod q make one of the two always possible) — our split
 *    gives 102 binomial and 102 trinomial size-8 base products (the paper
 *    keeps six size-16 ones for its vector layout);
 *  - base products, the inverse maps, scaling by 1/204.
 * Registered for ntrup761 (q 4591, 17 | 4590, 1632 >= 1521) only: q = 4621
 * (ntrup653) and q = 5167 (ntrup857) have no 17th root of unity (17 divides
 * neither 4620 nor 5166), and 2p - 1 = 1713 > 1632 for p = 857.
 * Operand kinds: big*big (paper 004 uses grb for big*big only); a ternary
 * operand is accepted as a big one.
 *
 * Lazy-reduction schedule (h = (q-1)/2 = 2295, B = q/2 + 2):
 *  forward: Rader-17 (int32 inside, exact output) h -> radix 2: 2h -> radix 3:
 *    6h -> CT: 7h or Bruun: 6h + 2h = 8h = 18360 -> red16: B.
 *  base:    8 B B < 2^26 (pqpoly_base8_tri), output h.
 *  inverse: CT^-1 2h or Bruun^-1 3h -> red16: B -> radix 3 (omega^-1): 3B ->
 *    radix 2: 6B < 2^14 -> Rader-17 with omega^-1 (input < 2^14): exact h ->
 *    scale 1/204 (exact) -> fold mod x^p - x - 1: 3h -> exact red32. */
#include <string.h>

#include "common/debug_bounds.h"
#include "mul/generic.h"
#include "ntt/base8.h"
#include "ntt/bruun.h"
#include "ntt/grb_tables.h"
#include "ntt/lazyred.h"
#include "ntt/ntrup_fft_tables.h"
#include "ntt/rader17.h"

#define R_P 761
#define R_Q 4591
#define R_V16 PQPOLY_NF4591_V16
#define R_V32 PQPOLY_NF4591_V32
#define R_N 1632
#define R_B (R_Q / 2 + 2)

static const pqpoly_rader17_k rader_fwd = PQPOLY_NF4591_RADER17;
static const pqpoly_rader17_k rader_inv = PQPOLY_NF4591_RADER17INV;
static const int32_t w3[3] = PQPOLY_NF4591_W3, w3inv[3] = PQPOLY_NF4591_W3INV;

static void bruun_k_of(pqpoly_bruun_k *k, const int32_t *row) {
    k->alpha = row[3];
    k->beta = row[4];
    k->alphabeta = row[5];
    k->a2mb = row[6];
    k->ainv = row[7];
    k->binva = row[8];
    k->k1 = row[9];
    k->abinv = row[10];
    k->beta_one = (int)row[11];
}

/* Rader-17 over the first index, for each (k1, k2, lane). */
static void rader_all(int16_t *v, const pqpoly_rader17_k *K) {
    for (int r = 0; r < 6 * 16; r++) {
        int32_t x[17], X[17];
        for (int j = 0; j < 17; j++) x[j] = v[j * 96 + r];
        pqpoly_rader17(X, x, K, pqpoly_rader17_in, pqpoly_rader17_out, R_Q, R_V32);
        for (int j = 0; j < 17; j++) v[j * 96 + r] = (int16_t)X[j];
    }
}

/* Radix 2 (k2) then radix 3 (k1) for each k0 and lane: forward.
 * |out| <= 6 max|in| if max|in| >= h. */
static void r32_forward(int16_t *v) {
    for (int k0 = 0; k0 < 17; k0++)
        for (int i = 0; i < 16; i++) {
            int16_t *b = v + k0 * 96 + i;
            int32_t u[3][2];
            for (int k1 = 0; k1 < 3; k1++) {
                int32_t e = b[(2 * k1) * 16], o = b[(2 * k1 + 1) * 16];
                u[k1][0] = e + o;
                u[k1][1] = e - o;
            }
            for (int k2 = 0; k2 < 2; k2++) {
                int32_t v0 = u[0][k2], v1 = u[1][k2], v2 = u[2][k2];
                int32_t t = pqpoly_lr_mulc(v1 - v2, w3[1], R_Q, R_V32);
                b[(0 + k2) * 16] = (int16_t)(v0 + v1 + v2);
                b[(2 + k2) * 16] = (int16_t)(v0 - v2 + t);
                b[(4 + k2) * 16] = (int16_t)(v0 - v1 - t);
            }
        }
}

/* Inverse: radix 3 with omega^-1 then radix 2; returns 6 times the preimage.
 * |out| <= 6 max|in| for max|in| >= h. */
static void r32_inverse(int16_t *v) {
    for (int k0 = 0; k0 < 17; k0++)
        for (int i = 0; i < 16; i++) {
            int16_t *b = v + k0 * 96 + i;
            int32_t u[3][2];
            for (int k2 = 0; k2 < 2; k2++) {
                int32_t v0 = b[k2 * 16], v1 = b[(2 + k2) * 16], v2 = b[(4 + k2) * 16];
                int32_t t = pqpoly_lr_mulc(v1 - v2, w3inv[1], R_Q, R_V32);
                u[0][k2] = v0 + v1 + v2;
                u[1][k2] = v0 - v2 + t;
                u[2][k2] = v0 - v1 - t;
            }
            for (int k1 = 0; k1 < 3; k1++) {
                b[(2 * k1) * 16] = (int16_t)(u[k1][0] + u[k1][1]);
                b[(2 * k1 + 1) * 16] = (int16_t)(u[k1][0] - u[k1][1]);
            }
        }
}

static void grb_forward(void *out, const int16_t *a) {
    int16_t *v = out;
    memset(v, 0, R_N * sizeof v[0]);
    for (int t = 0; 16 * t < R_P; t++) {
        int16_t *dst = v + (((t % 17) * 3 + t % 3) * 2 + t % 2) * 16;
        for (int k = 0; k < 16 && 16 * t + k < R_P; k++) dst[k] = a[16 * t + k];
    }
    rader_all(v, &rader_fwd);
    r32_forward(v);
    for (int pt = 0; pt < 102; pt++) {
        const int32_t *row = pqpoly_grb4591_points[pt];
        int16_t *b = v + 16 * pt;
        if (row[0]) { /* x^16 - g^2 -> x^8 - g, x^8 + g */
            for (int i = 0; i < 8; i++) {
                int32_t lo = b[i], t = pqpoly_lr_mulc(b[i + 8], row[1], R_Q, R_V32);
                b[i] = (int16_t)(lo + t);
                b[i + 8] = (int16_t)(lo - t);
            }
        } else {
            pqpoly_bruun_k k;
            bruun_k_of(&k, row);
            pqpoly_bruun_forward(b, 4, &k, R_Q, R_V32);
        }
    }
    for (int i = 0; i < R_N; i++) v[i] = pqpoly_lr_red16(v[i], R_Q, R_V16);
    PQPOLY_ASSERT_BOUND(v, R_N, -R_B, R_B);
}

static void grb_base(void *c, const void *a, const void *b) {
    int16_t *z = c;
    const int16_t *x = a, *y = b;
    for (int pt = 0; pt < 102; pt++) {
        const int32_t *row = pqpoly_grb4591_points[pt];
        int32_t al = row[0] ? 0 : row[3], be0 = row[0] ? -row[1] : row[4];
        int32_t be1 = row[0] ? row[1] : row[4];
        pqpoly_base8_tri(z + 16 * pt, x + 16 * pt, y + 16 * pt, al, be0, R_Q, R_V32);
        pqpoly_base8_tri(z + 16 * pt + 8, x + 16 * pt + 8, y + 16 * pt + 8, -al, be1, R_Q, R_V32);
    }
    PQPOLY_ASSERT_BOUND(z, R_N, -(R_Q - 1) / 2, (R_Q - 1) / 2);
}

static void grb_inverse(int16_t *c, void *t) {
    int16_t *v = t;
    int16_t full[R_N];
    for (int pt = 0; pt < 102; pt++) {
        const int32_t *row = pqpoly_grb4591_points[pt];
        int16_t *b = v + 16 * pt;
        if (row[0]) {
            for (int i = 0; i < 8; i++) {
                int32_t r0 = b[i], r1 = b[i + 8];
                b[i] = (int16_t)(r0 + r1);
                b[i + 8] = pqpoly_lr_mulc(r0 - r1, row[2], R_Q, R_V32);
            }
        } else {
            pqpoly_bruun_k k;
            bruun_k_of(&k, row);
            pqpoly_bruun_inverse(b, 4, &k, R_Q, R_V32);
        }
    }
    for (int i = 0; i < R_N; i++) v[i] = pqpoly_lr_red16(v[i], R_Q, R_V16);
    r32_inverse(v);
    PQPOLY_ASSERT_BOUND(v, R_N, -6 * R_B, 6 * R_B);
    rader_all(v, &rader_inv);
    for (int t2 = 0; t2 < 102; t2++) {
        const int16_t *src = v + (((t2 % 17) * 3 + t2 % 3) * 2 + t2 % 2) * 16;
        for (int k = 0; k < 16; k++) full[16 * t2 + k] = src[k];
    }
    for (int j = 0; j < 2 * R_P - 1; j++) full[j] = pqpoly_lr_mulc(full[j], PQPOLY_NF4591_INV204, R_Q, R_V32);
    for (int i = 2 * R_P - 2; i >= R_P; i--) {
        full[i - R_P] = (int16_t)(full[i - R_P] + full[i]);
        full[i - R_P + 1] = (int16_t)(full[i - R_P + 1] + full[i]);
    }
    for (int i = 0; i < R_P; i++) c[i] = pqpoly_lr_red32(full[i], R_Q, R_V32);
}

static void grb_mul(int16_t *c, const int16_t *a, const int16_t *b, const pqpoly_ring *r) {
    int16_t ta[R_N], tb[R_N];
    (void)r;
    grb_forward(ta, a);
    grb_forward(tb, b);
    grb_base(ta, ta, tb);
    grb_inverse(c, ta);
}

static const pqpoly_transform grb_transform = {R_N * sizeof(int16_t), grb_forward, grb_forward,
                                               grb_base, grb_inverse};

const pqpoly_mul_entry pqpoly_mul_grb_ntrup761 = {
    "ntrup761", "grb", PQPOLY_BIG_BIG,
    "paper 004 §4.4: Good–Rader–Bruun, x^1632 - 1 = 17 x 3 x 2 x 16, Rader-17, CT and Bruun to size 8",
    grb_mul, &grb_transform};
