/* grb: Good–Rader–Bruun ([HLY24, §4.4]): the product in Z_q[x]/(x^1632 - 1),
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
 * Operand kinds: big*big ([HLY24] uses grb for big*big only), and big*small
 * with the ternary operand taken as a big one (the portable twin of the
 * AVX2 big*small row, whose ternary forward is exact).
 *
 * Lazy-reduction schedule (h = (q-1)/2 = 2295, B = q/2 + 2; B16 = q/2 + 8 = 2303;
 *  both above PQPOLY_BARRETT16_ROUND_OUT_BOUND_S(q, 26, 2^15) = 2296, the output
 *  bound of red16 = pqpoly_barrett_round16 with s = 26, checked below)
 *  (Montgomery products by constants of inputs <= M are <= P(M) = q/2 + M/28)
 *  forward: Rader-17 on 16 lanes (src/ntt/rader17.h: input h, output 5 B16)
 *    -> red16: B16 -> radix 2: 2 B16 -> radix 3: 6 B16 = 13818 -> CT:
 *    + P(6 B16) = 2789, or Bruun: + 2 P(6 B16) -> <= 19396 -> red16: B.
 *  base:    8 B B < 2^26 (pqpoly_base8_tri), output h.
 *  inverse: CT^-1 2h or Bruun^-1 2h + P(2h) <= 7049 -> red16: B16 -> Rader-17 with omega^-1:
 *    5 B16 -> red16: B16 -> radix 3 (omega^-1): 3 B16 -> radix 2: 6 B16 ->
 *    scale 1/204 (exact) -> fold mod x^p - x - 1: 3h -> exact red32. */
#include <string.h>

#include "arith/barrett.h"
#include "arith/montgomery.h"
#include "common/debug_bounds.h"
#include "ntt/base8.h"
#include "ntt/bruun.h"
#include "ntt/fold.h"
#include "ntt/rader17.h"
#include "ntt/tables/grb.h"
#include "ntt/tables/ntrup_fft.h"
#include "ntt/tables/rader17.h"
#include "pqpoly/poly.h"

#include "mul/algo.h"
#include "params/ntrup.h"

#define R_P 761
#define R_Q PQPOLY_NTRUP_Q(R_P)
#define R_NF(field) PQPOLY_MUL_NF(R_Q, field)
#define R_V16 R_NF(V16)
#define R_V32 R_NF(V32)
#define R_N 1632
#define R_B (R_Q / 2 + 2)

#define R_QINV R_NF(QINV)
#define R_B16 (R_Q / 2 + 8)
_Static_assert(R_B >= PQPOLY_BARRETT16_ROUND_OUT_BOUND_S(R_Q, 26, 32768) &&
                   R_B16 >= R_B && R_V16 == PQPOLY_BARRETT16_VR_S(R_Q, 26) &&
                   R_V32 == PQPOLY_BARRETT32_VR_S(R_Q, 40) && R_QINV == PQPOLY_MONT16_QINV(R_Q),
               "grb: the schedule's reduction bounds and constants are src/arith's");

static const int16_t w3m[3] = R_NF(W3M), w3invm[3] = R_NF(W3INVM);

/* Rader-17 over the first index, 16 lanes of each (k1, k2) at once.
 * Input |.| <= B16, output |.| <= B16 (reduced after the butterfly). */
static void rader_all(int16_t *v, const pqpoly_rader17_k16 *K) {
    for (int g = 0; g < 6; g++)
        pqpoly_rader17_x16(v + 16 * g, 96, K, pqpoly_rader17_in, pqpoly_rader17_out, R_Q, R_QINV, R_V16);
    for (int i = 0; i < R_N; i++) v[i] = pqpoly_barrett_round16(v[i], R_Q, R_V16, 26);
}

/* Radix 2 (k2) then radix 3 (k1) for each k0, 16 lanes at once: forward.
 * Input |.| <= B16; output |.| <= 6 B16 (the omega_3 product is at most
 * q/2 + 4 B16 (q/2)/2^16 < 2 B16). */
static void r32_forward(int16_t *v) {
    for (int k0 = 0; k0 < 17; k0++) {
        int16_t *b = v + k0 * 96;
        for (int i = 0; i < 16; i++) {
            int16_t u[6];
            for (int k1 = 0; k1 < 3; k1++) {
                int16_t e = b[(2 * k1) * 16 + i], o = b[(2 * k1 + 1) * 16 + i];
                u[2 * k1] = (int16_t)(e + o);
                u[2 * k1 + 1] = (int16_t)(e - o);
            }
            for (int k2 = 0; k2 < 2; k2++) {
                int16_t v0 = u[k2], v1 = u[2 + k2], v2 = u[4 + k2];
                int16_t t = pqpoly_montgomery_mul16((int16_t)(v1 - v2), w3m[1], R_Q, R_QINV);
                b[(0 + k2) * 16 + i] = (int16_t)(v0 + v1 + v2);
                b[(2 + k2) * 16 + i] = (int16_t)(v0 - v2 + t);
                b[(4 + k2) * 16 + i] = (int16_t)(v0 - v1 - t);
            }
        }
    }
}

/* Inverse: radix 3 with omega^-1 then radix 2; returns 6 times the preimage.
 * Input |.| <= B16, output |.| <= 6 B16. */
static void r32_inverse(int16_t *v) {
    for (int k0 = 0; k0 < 17; k0++) {
        int16_t *b = v + k0 * 96;
        for (int i = 0; i < 16; i++) {
            int16_t u[6];
            for (int k2 = 0; k2 < 2; k2++) {
                int16_t v0 = b[k2 * 16 + i], v1 = b[(2 + k2) * 16 + i], v2 = b[(4 + k2) * 16 + i];
                int16_t t = pqpoly_montgomery_mul16((int16_t)(v1 - v2), w3invm[1], R_Q, R_QINV);
                u[k2] = (int16_t)(v0 + v1 + v2);
                u[2 + k2] = (int16_t)(v0 - v2 + t);
                u[4 + k2] = (int16_t)(v0 - v1 - t);
            }
            for (int k1 = 0; k1 < 3; k1++) {
                b[(2 * k1) * 16 + i] = (int16_t)(u[2 * k1] + u[2 * k1 + 1]);
                b[(2 * k1 + 1) * 16 + i] = (int16_t)(u[2 * k1] - u[2 * k1 + 1]);
            }
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
    rader_all(v, &pqpoly_rader17_4591_fwd);
    r32_forward(v);
    PQPOLY_ASSERT_BOUND(v, R_N, -6 * R_B16, 6 * R_B16);
    for (int pt = 0; pt < 102; pt++) {
        const int16_t *row = pqpoly_grb4591_points[pt];
        int16_t *b = v + 16 * pt;
        if (row[0]) { /* x^16 - g^2 -> x^8 - g, x^8 + g */
            for (int i = 0; i < 8; i++) {
                int16_t lo = b[i], t = pqpoly_montgomery_mul16(b[i + 8], row[12], R_Q, R_QINV);
                b[i] = (int16_t)(lo + t);
                b[i + 8] = (int16_t)(lo - t);
            }
        } else {
            pqpoly_bruun_forward16(b, 4, row + 14, R_Q, R_QINV);
        }
    }
    for (int i = 0; i < R_N; i++) v[i] = pqpoly_barrett_round16(v[i], R_Q, R_V16, 26);
    PQPOLY_ASSERT_BOUND(v, R_N, -R_B, R_B);
}

static void grb_base(void *c, const void *a, const void *b) {
    int16_t *z = c;
    const int16_t *x = a, *y = b;
    for (int pt = 0; pt < 102; pt++) {
        const int16_t *row = pqpoly_grb4591_points[pt];
        /* CT: x^8 -+ g (alpha 0, beta -+ g); Bruun: x^8 +- alpha x^4 + beta */
        int32_t al = row[0] ? 0 : row[3];
        int32_t be0 = row[0] ? -row[1] : row[4], be1 = row[0] ? row[1] : row[4];
        int32_t m0 = row[0] ? row[1] : row[6], m1 = row[0] ? -row[1] : row[6];
        int32_t ab = row[0] ? 0 : row[5];
        pqpoly_base8_tri(z + 16 * pt, x + 16 * pt, y + 16 * pt, al, be0, m0, ab, R_Q, R_V32);
        pqpoly_base8_tri(z + 16 * pt + 8, x + 16 * pt + 8, y + 16 * pt + 8, -al, be1, m1, -ab, R_Q,
                         R_V32);
    }
    PQPOLY_ASSERT_BOUND(z, R_N, -(R_Q - 1) / 2, (R_Q - 1) / 2);
}

static void grb_inverse(int16_t *c, void *t) {
    int16_t *v = t;
    int16_t full[R_N];
    for (int pt = 0; pt < 102; pt++) {
        const int16_t *row = pqpoly_grb4591_points[pt];
        int16_t *b = v + 16 * pt;
        if (row[0]) {
            for (int i = 0; i < 8; i++) {
                int16_t r0 = b[i], r1 = b[i + 8];
                b[i] = (int16_t)(r0 + r1);
                b[i + 8] = pqpoly_montgomery_mul16((int16_t)(r0 - r1), row[13], R_Q, R_QINV);
            }
        } else {
            pqpoly_bruun_inverse16(b, 4, row + 18, R_Q, R_QINV);
        }
    }
    for (int i = 0; i < R_N; i++) v[i] = pqpoly_barrett_round16(v[i], R_Q, R_V16, 26);
    rader_all(v, &pqpoly_rader17_4591_inv);
    r32_inverse(v);
    PQPOLY_ASSERT_BOUND(v, R_N, -6 * R_B16, 6 * R_B16);
    for (int t2 = 0; t2 < 102; t2++) {
        const int16_t *src = v + (((t2 % 17) * 3 + t2 % 3) * 2 + t2 % 2) * 16;
        for (int k = 0; k < 16; k++) full[16 * t2 + k] = src[k];
    }
    for (int j = 0; j < 2 * R_P - 1; j++) full[j] = (int16_t)pqpoly_barrett_round32(full[j] * R_NF(INV204), R_Q, R_V32, 40);
    pqpoly_fold_ntrup16(full, R_P); /* modulo x^p - x - 1 */
    for (int i = 0; i < R_P; i++) c[i] = (int16_t)pqpoly_barrett_round32(full[i], R_Q, R_V32, 40);
    pqpoly_memzero(full, sizeof full);
}

static const pqpoly_transform grb_transform = {R_N * sizeof(int16_t), grb_forward, grb_forward, grb_base,
                                                grb_inverse, PQPOLY_TRANSFORM_PRODUCT_ONLY};

/* The product of both instances (pqpoly_staged_mul's steps, written out: the
 * default R/q product of sntrup761 on the portable path is this function,
 * called by the KEM through its backend, src/ring/ntrup/backend.h): the two transformed operands one after the other
 * on the stack (32-byte aligned; R_N int16 is a multiple of 32 bytes), base
 * in place, wiped afterwards. */
static void grb_mul(int16_t *c, const int16_t *a, const int16_t *b, const pqpoly_ring *r) {
    _Alignas(32) int16_t t[2][R_N];
    (void)r;
    grb_forward(t[0], a);
    grb_forward(t[1], b);
    grb_base(t[0], t[0], t[1]);
    grb_inverse(c, t[0]);
    pqpoly_memzero(t, sizeof t);
}

/* big*small: the ternary operand through the same forward (the twin of the
 * AVX2 row's big*small instance). */
static const pqpoly_mul_entry grb_instances[] = {
    PQPOLY_STAGED_INSTANCE(portable, "ntrup" PQPOLY_PARAMS_STR(R_P), "grb", PQPOLY_BIG_BIG,
                           "[HLY24, §4.4]: Good–Rader–Bruun, x^1632 - 1 = 17 x 3 x 2 x 16, Rader-17, CT and Bruun to size 8",
                           grb),
    PQPOLY_STAGED_INSTANCE(portable, "ntrup" PQPOLY_PARAMS_STR(R_P), "grb", PQPOLY_BIG_SMALL,
                           "[HLY24, §4.4]: Good–Rader–Bruun, ternary b as a big one, x^1632 - 1 = 17 x 3 x 2 x 16, "
                           "Rader-17, CT and Bruun to size 8",
                           grb)};
PQPOLY_MUL_ALGO_DEFINE(grb, portable, "grb", grb_instances)
