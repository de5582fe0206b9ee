/* rader1530: the incomplete size-1530 NTT of [ACC+21, §3.3] and Appendix B
 * over Z_4591 (4591 = 1 mod 1530, 1530 >= 2p - 1 = 1521): the product in
 * Z_q[x]/(x^1530 - 1), then folded modulo x^p - x - 1.
 *  - radix 17 (Cooley–Tukey, by Rader's trick, src/ntt/rader17.h): lane l < 90
 *    of A = sum_j A_j x^(90 j) gives the 17 residues A mod x^90 - w17^i;
 *  - two radix-3 layers with twiddles: x^90 - w^(9i) -> x^30 - w^(3i + 51k) ->
 *    x^10 - w^(i + 17k + 51k') (w a principal 153rd root of unity, w17 = w^9,
 *    w3 = w^51);
 *  - 153 base products modulo x^10 - zeta (schoolbook), inverse layers, 1/153.
 * Registered for ntrup761 only: q = 4621 (ntrup653) and q = 5167 (ntrup857)
 * have no 17th root of unity (17 divides neither 4620 nor 5166).
 * Operand kinds: big*big (a ternary operand is accepted as a big one).
 *
 * Lazy-reduction schedule (h = (q-1)/2 = 2295, B = q/2 + 2; B16 = q/2 + 8 = 2303;
 *  both above PQPOLY_BARRETT16_ROUND_OUT_BOUND_S(q, 26, 2^15) = 2296, the output
 *  bound of red16 = pqpoly_barrett_round16 with s = 26, checked below; Montgomery
 *  products by constants are <= q/2 + M/28 >= PQPOLY_MONT16_MULC_OUT_BOUND(q, M))
 *  forward: Rader-17 on 16 lanes (input h, output 5 B16) -> red16: B16 ->
 *    twiddles 2376, radix 3: <= 7141 -> twiddles 2545, radix 3: <= 12231 ->
 *    red16: B.
 *  base:    low sums 10 B B < 2^26, high sums reduced before the product by
 *    zeta: + h h; output exact h.
 *  inverse: radix 3 (omega^-1): A0 3h = 6885, twiddled A1, A2 <= 2542 ->
 *    radix 3: A0 <= 20655, A1, A2 <= 2875 -> red16: B16 -> Rader-17 with
 *    omega^-1: 5 B16 -> red16: B16 -> scale 1/153 (exact) -> fold mod
 *    x^p - x - 1: 3h -> exact red32. */
#include <string.h>

#include "arith/barrett.h"
#include "arith/montgomery.h"
#include "common/debug_bounds.h"
#include "ntt/fold.h"
#include "ntt/rader17.h"
#include "ntt/tables/ntrup_fft.h"
#include "ntt/tables/rader1530.h"
#include "ntt/tables/rader17.h"
#include "pqpoly/poly.h"

#include "mul/algo.h"
#include "params/ntrup.h"

#define R_P 761
#define R_Q PQPOLY_NTRUP_Q(R_P)
#define R_NF(field) PQPOLY_MUL_NF(R_Q, field)
#define R_V16 R_NF(V16)
#define R_V32 R_NF(V32)
#define R_N 1530
#define R_B (R_Q / 2 + 2)

#define R_QINV R_NF(QINV)
#define R_B16 (R_Q / 2 + 8)
_Static_assert(R_B >= PQPOLY_BARRETT16_ROUND_OUT_BOUND_S(R_Q, 26, 32768) &&
                   R_B16 >= R_B && R_V16 == PQPOLY_BARRETT16_VR_S(R_Q, 26) &&
                   R_V32 == PQPOLY_BARRETT32_VR_S(R_Q, 40) && R_QINV == PQPOLY_MONT16_QINV(R_Q),
               "rader1530: the schedule's reduction bounds and constants are src/arith's");
#define W3M pqpoly_r1530_4591_w3m /* [1, w3, w3^2, 1, w3^-1, w3^-2] x 2^16 */

/* Twiddled radix-3 butterfly on three blocks of m coefficients:
 * (A0, A1, A2) of x^(3m) - tau^3 -> residues mod x^m - tau w3^k, k < 3.
 * Products by pqpoly_montgomery_mul16 (Montgomery-form constants): each
 * <= q/2 + M (q/2)/2^16 < q/2 + M/28 for inputs M.  Output
 * <= max|A0| + 2 (q/2 + M/28) + ... stated in the schedule above. */
static void radix3_fwd(int16_t *b, int m, int16_t tau, int16_t tau2) {
    for (int i = 0; i < m; i++) {
        int16_t v0 = b[i];
        int16_t v1 = pqpoly_montgomery_mul16(b[m + i], tau, R_Q, R_QINV);
        int16_t v2 = pqpoly_montgomery_mul16(b[2 * m + i], tau2, R_Q, R_QINV);
        int16_t t = pqpoly_montgomery_mul16((int16_t)(v1 - v2), W3M[1], R_Q, R_QINV);
        b[i] = (int16_t)(v0 + v1 + v2);
        b[m + i] = (int16_t)(v0 - v2 + t);
        b[2 * m + i] = (int16_t)(v0 - v1 - t);
    }
}

/* Inverse: 3 (A0, A1, A2). */
static void radix3_inv(int16_t *b, int m, int16_t taui, int16_t tau2i) {
    for (int i = 0; i < m; i++) {
        int16_t v0 = b[i], v1 = b[m + i], v2 = b[2 * m + i];
        int16_t t = pqpoly_montgomery_mul16((int16_t)(v1 - v2), W3M[4], R_Q, R_QINV);
        b[i] = (int16_t)(v0 + v1 + v2);
        b[m + i] = pqpoly_montgomery_mul16((int16_t)(v0 - v2 + t), taui, R_Q, R_QINV);
        b[2 * m + i] = pqpoly_montgomery_mul16((int16_t)(v0 - v1 - t), tau2i, R_Q, R_QINV);
    }
}

/* Rader-17 on the 90 lanes (16 at a time; the last 10 through a padded
 * copy).  Input |.| <= B16, output |.| <= B16 (reduced after). */
static void rader_lanes(int16_t *v, const pqpoly_rader17_k16 *K) {
    int16_t tmp[17 * 16];
    for (int c = 0; c < 5; c++)
        pqpoly_rader17_x16(v + 16 * c, 90, K, pqpoly_rader17_in, pqpoly_rader17_out, R_Q, R_QINV, R_V16);
    memset(tmp, 0, sizeof tmp);
    for (int j = 0; j < 17; j++)
        for (int l = 0; l < 10; l++) tmp[16 * j + l] = v[90 * j + 80 + l];
    pqpoly_rader17_x16(tmp, 16, K, pqpoly_rader17_in, pqpoly_rader17_out, R_Q, R_QINV, R_V16);
    for (int j = 0; j < 17; j++)
        for (int l = 0; l < 10; l++) v[90 * j + 80 + l] = tmp[16 * j + l];
    pqpoly_memzero(tmp, sizeof tmp);
    for (int i = 0; i < R_N; i++) v[i] = pqpoly_barrett_round16(v[i], R_Q, R_V16, 26);
}

static void r1530_forward(void *out, const int16_t *a) {
    int16_t *v = out;
    memset(v, 0, R_N * sizeof v[0]);
    memcpy(v, a, R_P * sizeof v[0]);
    rader_lanes(v, &pqpoly_rader17_4591_fwd);
    for (int i = 0; i < 17; i++) radix3_fwd(v + 90 * i, 30, pqpoly_r1530_4591_tw1m[i], pqpoly_r1530_4591_tw1m[17 + i]);
    for (int b = 0; b < 51; b++) radix3_fwd(v + 30 * b, 10, pqpoly_r1530_4591_tw2m[b], pqpoly_r1530_4591_tw2m[51 + b]);
    PQPOLY_ASSERT_BOUND(v, R_N, -12300, 12300);
    for (int i = 0; i < R_N; i++) v[i] = pqpoly_barrett_round16(v[i], R_Q, R_V16, 26);
    PQPOLY_ASSERT_BOUND(v, R_N, -R_B, R_B);
}

/* c = a*b mod (x^10 - zeta); inputs |a|, |b| <= B. */
static void base10(int16_t *c, const int16_t *a, const int16_t *b, int32_t zeta) {
    int32_t lo[10], hi[10];
    for (int k = 0; k < 10; k++) lo[k] = hi[k] = 0;
    for (int i = 0; i < 10; i++)
        for (int j = 0; j < 10; j++) {
            int32_t t = (int32_t)a[i] * b[j];
            if (i + j < 10) lo[i + j] += t; /* public indices */
            else hi[i + j - 10] += t;
        }
    for (int k = 0; k < 10; k++) {
        int32_t h = (int16_t)pqpoly_barrett_round32(hi[k], R_Q, R_V32, 40);
        c[k] = (int16_t)pqpoly_barrett_round32(lo[k] + h * zeta, R_Q, R_V32, 40);
    }
}

static void r1530_base(void *c, const void *a, const void *b) {
    int16_t *z = c;
    const int16_t *x = a, *y = b;
    for (int k = 0; k < 153; k++) base10(z + 10 * k, x + 10 * k, y + 10 * k, pqpoly_r1530_4591_zeta[k]);
    PQPOLY_ASSERT_BOUND(z, R_N, -(R_Q - 1) / 2, (R_Q - 1) / 2);
}

static void r1530_inverse(int16_t *c, void *t) {
    int16_t *v = t;
    for (int b = 0; b < 51; b++)
        radix3_inv(v + 30 * b, 10, pqpoly_r1530_4591_tw2m[102 + b], pqpoly_r1530_4591_tw2m[153 + b]);
    for (int i = 0; i < 17; i++)
        radix3_inv(v + 90 * i, 30, pqpoly_r1530_4591_tw1m[34 + i], pqpoly_r1530_4591_tw1m[51 + i]);
    for (int i = 0; i < R_N; i++) v[i] = pqpoly_barrett_round16(v[i], R_Q, R_V16, 26);
    rader_lanes(v, &pqpoly_rader17_4591_inv);
    for (int j = 0; j < 2 * R_P - 1; j++) v[j] = (int16_t)pqpoly_barrett_round32(v[j] * R_NF(INV153), R_Q, R_V32, 40);
    pqpoly_fold_ntrup16(v, R_P); /* modulo x^p - x - 1 */
    for (int i = 0; i < R_P; i++) c[i] = (int16_t)pqpoly_barrett_round32(v[i], R_Q, R_V32, 40);
}

PQPOLY_STAGED(r1530, R_N * sizeof(int16_t), r1530_forward, r1530_forward, r1530_base, r1530_inverse)

static const pqpoly_mul_entry rader1530_instances[] = {
    PQPOLY_STAGED_INSTANCE(portable, "ntrup" PQPOLY_PARAMS_STR(R_P), "rader1530", PQPOLY_BIG_BIG,
                           "[ACC+21, §3.3, App. B]: incomplete size-1530 NTT, Rader-17 and two radix-3 layers, x^10 - zeta base",
                           r1530)};
PQPOLY_MUL_ALGO_DEFINE(rader1530, portable, "rader1530", rader1530_instances)
