/* mixed1620 — incomplete mixed-radix NTT of size 1620 = 6 * 270 over Z_4591
 * itself ([ACC+21, §3.2, §4.2], option 1): with psi a primitive 270-th root
 * of unity mod 4591 (270 | 4590 = 2 * 3^3 * 5 * 17),
 *   x^1620 - 1 = prod_k (x^6 - psi^k),
 * and f mod (x^6 - psi^k) = sum_r x^r F_r(psi^k) for f = sum_r x^r F_r(x^6):
 * six size-270 NTTs (radix 2, 3, 3, 3, 5, Gentleman–Sande, src/ntt/mixed_radix.h)
 * over the interleaved sequences, 270 base products modulo x^6 - psi^e,
 * Cooley–Tukey inverse.  2p - 1 = 1521 <= 1620, so the cyclic product is the
 * product in Z_q[x], then reduced modulo x^761 - x - 1.
 *
 * Computed in Z_q throughout, so it is exact for big*big; the big*small form
 * only transforms the ternary operand more cheaply (mx_forward_small).
 * Serves p = 761 only: the other q have no 270-th roots (4620 = 2^2*3*5*7*11,
 * 5166 = 2*3^2*7*41, 6342 = 2*3*7*151, 7176 = 2^3*3*13*23, 7878 = 2*3*13*101).
 *
 * Layout: int16 [270][6]: element s, lane r holds the coefficient of x^(6s+r)
 * — the natural order, so no input permutation; every NTT stage works on
 * groups of 6 contiguous lanes.  Bounds: every stage keeps |x| < q
 * (src/ntt/mixed_radix.h).  Base: |a|, |b| < q; low sums of <= 6 products
 * (< 6 q^2 = 126.5e6), plus |h zeta| < q q/2: < 137e6 < q 2^15 = 150.4e6;
 * output |c| < q (times 2^-16).  Final Montgomery scaling by 2^32/270. */
#include <stdint.h>
#include <string.h>

#include "common/debug_bounds.h"
#include "ntt/fold.h"
#include "ntt/mixed_radix.h"
#include "ntt/tables/mixed1620.h"
#include "pqpoly/poly.h"

#include "mul/algo.h"
#include "params/ntrup.h"

#define MX_G 6
#define MX_P 761
#define MX_RING_Q PQPOLY_NTRUP_Q(MX_P)

static void mx_forward(void *tv, const int16_t *a) {
    int16_t *t = (int16_t *)tv;
    memset(t, 0, sizeof(int16_t) * MX_N * MX_G);
    memcpy(t, a, sizeof(int16_t) * MX_P);
    for (int s = 0; s < 5; s++)
        pqpoly_ntt16_gs_stage(t, MX_N, MX_G, MX_STAGE(s), pqpoly_mx_fwd + pqpoly_mx_stage[s][3],
                              MX_Q, MX_QINV, MX_BARRETT);
    PQPOLY_ASSERT_BOUND(t, MX_N * MX_G, -(MX_Q - 1), MX_Q - 1);
}

/* Forward transform of a ternary b (the big*small form; [ACC+21, §4.2]: no
 * early reductions for inputs in {-1, 0, 1}): stage 0 (radix 2) needs no
 * reduction — y_0 = x_0 + x_1 (|.| <= 2) and y_1 = (x_0 - x_1) omega^j with a
 * plain product (|.| <= 2 (q-1)/2 < q) — then stages 1 .. 4 as for a. */
static void mx_forward_small(void *tv, const int16_t *b) {
    int16_t *t = (int16_t *)tv;
    const size_t h = MX_N / 2 * MX_G;
    memset(t, 0, sizeof(int16_t) * MX_N * MX_G);
    memcpy(t, b, sizeof(int16_t) * MX_P);
    for (size_t j = 0; j < MX_N / 2; j++)
        for (size_t lane = 0; lane < MX_G; lane++) {
            int16_t x0 = t[j * MX_G + lane], x1 = t[h + j * MX_G + lane];
            t[j * MX_G + lane] = (int16_t)(x0 + x1);
            t[h + j * MX_G + lane] = (int16_t)((x0 - x1) * pqpoly_mx_tw0_plain[j]);
        }
    PQPOLY_ASSERT_BOUND(t, MX_N * MX_G, -(MX_Q - 1), MX_Q - 1);
    for (int s = 1; s < 5; s++)
        pqpoly_ntt16_gs_stage(t, MX_N, MX_G, MX_STAGE(s), pqpoly_mx_fwd + pqpoly_mx_stage[s][3],
                              MX_Q, MX_QINV, MX_BARRETT);
    PQPOLY_ASSERT_BOUND(t, MX_N * MX_G, -(MX_Q - 1), MX_Q - 1);
}

static void mx_base(void *tcv, const void *tav, const void *tbv) {
    int16_t *tc = (int16_t *)tcv;
    const int16_t *ta = (const int16_t *)tav, *tb = (const int16_t *)tbv;
    for (size_t pt = 0; pt < MX_N; pt++) {
        const int16_t *x = ta + pt * MX_G, *y = tb + pt * MX_G;
        int32_t lo[MX_G] = {0}, hi[MX_G] = {0};
        for (size_t i = 0; i < MX_G; i++)
            for (size_t j = 0; j < MX_G; j++) {
                int32_t pr = (int32_t)x[i] * y[j];
                if (i + j < MX_G) lo[i + j] += pr; /* public loop indices only */
                else hi[i + j - MX_G] += pr;
            }
        for (size_t k = 0; k < MX_G; k++) {
            int16_t h = pqpoly_montgomery_reduce16(hi[k], MX_Q, MX_QINV);
            tc[pt * MX_G + k] =
                pqpoly_montgomery_reduce16(lo[k] + (int32_t)h * pqpoly_mx_roots_mont[pt], MX_Q, MX_QINV);
        }
    }
}

static void mx_inverse(int16_t *c, void *tv) {
    int16_t *t = (int16_t *)tv;
    int32_t full[2 * MX_P];
    PQPOLY_ASSERT_BOUND(t, MX_N * MX_G, -(MX_Q - 1), MX_Q - 1);
    for (int s = 4; s >= 0; s--)
        pqpoly_ntt16_ct_stage(t, MX_N, MX_G, MX_STAGE(s), pqpoly_mx_inv + pqpoly_mx_stage[s][3],
                              MX_ONE_MONT, MX_Q, MX_QINV);
    PQPOLY_ASSERT_BOUND(t, MX_N * MX_G, -(MX_Q - 1), MX_Q - 1);
    for (int i = 0; i < 2 * MX_P - 1; i++)
        full[i] = pqpoly_montgomery_mul16(t[i], MX_SCALE, MX_Q, MX_QINV);
    pqpoly_ntrup_finish(c, full, MX_P, MX_RING_Q, PQPOLY_NTRUP_FINISH_V(MX_RING_Q));
    pqpoly_memzero(full, sizeof full);
}

PQPOLY_STAGED(mx_big, sizeof(int16_t) * MX_N * MX_G, mx_forward, mx_forward, mx_base, mx_inverse)
PQPOLY_STAGED(mx_small, sizeof(int16_t) * MX_N * MX_G, mx_forward, mx_forward_small, mx_base, mx_inverse)

#define MX_RING "ntrup" PQPOLY_PARAMS_STR(MX_P)
static const pqpoly_mul_entry mixed1620_instances[] = {
    PQPOLY_STAGED_INSTANCE(portable, MX_RING, "mixed1620", PQPOLY_BIG_BIG,
                           "incomplete mixed-radix NTT 1620 = 6*270 (radix 2,3,3,3,5) over Z_4591 ([ACC+21, §3.2, §4.2])",
                           mx_big),
    PQPOLY_STAGED_INSTANCE(portable, MX_RING, "mixed1620", PQPOLY_BIG_SMALL,
                           "mixed-radix NTT 1620 = 6*270 over Z_4591, ternary b without early reductions ([ACC+21, §3.2, §4.2])",
                           mx_small)};
PQPOLY_MUL_ALGO_DEFINE(mixed1620, portable, "mixed1620", mixed1620_instances)
