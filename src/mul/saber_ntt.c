/* ntt — the saber ring's NTT product, Z_2^13[x]/(x^256 + 1), big*small:
 * the product is computed exactly over Z in Z_P[u]/(u^512 - 1) with the prime
 * P = 41944577 = 1 mod 512 (tools/tables/saber_ntt.py), then reduced modulo
 * x^256 + 1 and 2^13 ([CHK+21]: NTT multiplication for NTT-unfriendly rings,
 * one prime above the coefficient bound).  Exact because |a_i| <= 2^12 and
 * |b_i| <= 5 (the ring's small_bound) give, even summed over k <= 4 pairs
 * (base_acc), |c_i| <= 4 * 256 * 2^12 * 5 = 20971520 < P/2 (SABER_NTT_BOUND).
 * Radix-2 cyclic NTT of size 512 (src/ntt/radix2.h, 32-bit Montgomery,
 * R = 2^32), operands zero-padded.  Staged, each operand transformed once:
 *   forward_a/_b  in |x_i| <= 2^12 + 1 (any value of the contract; also the
 *                 13-bit values of a junk secret key: the product is then
 *                 wrong, never undefined), 2^9 (2^12 + 1) <= P as the
 *                 transform requires; out |x| < 2^12 + 1 + 9P, then one
 *                 rounding Barrett reduction (s = 48): |x| <= P/2 + 2^8.
 *   base_acc      k <= 4 Montgomery products, each |.| < P (inputs
 *                 (P/2 + 2^8)^2 < P 2^31), summed: < 4P < 2^31, reduced
 *                 again to |.| < P (the inverse's input bound).
 *   inverse_acc   Gentleman-Sande with a Barrett reduction every 5 layers
 *                 (2^5 P < 2^31), output |x| < 2^4 P; times R^2/512 by
 *                 Montgomery (2^4 P * P/2 < P 2^31) gives c' mod P, |.| < P;
 *                 centered, folded (c_i = c'_i - c'_(i+256)), centered again:
 *                 the exact integer c_i, then taken modulo 2^13. */
#include <stdint.h>
#include <string.h>

#include "arith/barrett.h"
#include "arith/center.h"
#include "arith/montgomery.h"
#include "mul/staged_acc.h"
#include "ntt/radix2.h"
#include "ntt/tables/radix2_q41944577_n512.h"
#include "params/saber.h"

#define SN_N PQPOLY_SABER_N
#define SN_M 512
#define SN_LOGM 9
#define SN_P NTT_Q41944577_N512_Q
#define SN_QINV NTT_Q41944577_N512_QINV
#define SN_V NTT_Q41944577_N512_BARRETT
#define SN_BYTES (SN_M * 4)
_Static_assert(SN_P == SABER_NTT_P && 2 * SN_N <= SN_M, "one cyclic NTT holds the product");
_Static_assert(2 * (int64_t)SABER_NTT_BOUND < SN_P, "exact over Z");
_Static_assert((int64_t)SABER_NTT_BOUND >= 4 * SN_N * 4096 * PQPOLY_SABER_SMALL_BOUND, "bound of 4 products");
_Static_assert(((int64_t)4097 << SN_LOGM) <= SN_P && (int64_t)SN_P < ((int64_t)1 << 26), "radix2.h input bound");
_Static_assert(((int64_t)SN_P << 5) < ((int64_t)1 << 31), "inverse: Barrett every 5 layers");

static inline int32_t sn_reduce(int32_t x) {
    return pqpoly_barrett_round32(x, SN_P, SN_V, PQPOLY_NTT32_BARRETT_SHIFT);
}

static void sn_forward(void *t, const int16_t *a) {
    int32_t *x = t;
    for (int i = 0; i < SN_N; i++) x[i] = a[i];
    for (int i = SN_N; i < SN_M; i++) x[i] = 0;
    pqpoly_ntt32_forward(x, SN_LOGM, 1, NTT_Q41944577_N512_zetas, SN_P, SN_QINV);
    for (int i = 0; i < SN_M; i++) x[i] = sn_reduce(x[i]);
}

static void sn_base_acc(void *tc, const void *ta, const void *tb, unsigned k) {
    int32_t acc[SN_M];
    for (int i = 0; i < SN_M; i++) acc[i] = 0;
    for (unsigned j = 0; j < k; j++) {
        const int32_t *x = (const int32_t *)((const unsigned char *)ta + j * SN_BYTES);
        const int32_t *y = (const int32_t *)((const unsigned char *)tb + j * SN_BYTES);
        for (int i = 0; i < SN_M; i++) acc[i] += pqpoly_montgomery_mul32(x[i], y[i], SN_P, SN_QINV);
    }
    for (int i = 0; i < SN_M; i++) ((int32_t *)tc)[i] = sn_reduce(acc[i]);
    pqpoly_memzero(acc, sizeof acc);
}

static void sn_base(void *tc, const void *ta, const void *tb) { sn_base_acc(tc, ta, tb, 1); }

static void sn_inverse(int16_t *c, void *tc) {
    int32_t *x = tc;
    pqpoly_ntt32_inverse(x, SN_LOGM, 1, NTT_Q41944577_N512_izetas, SN_P, SN_QINV, SN_V, 5);
    for (int i = 0; i < SN_M; i++)
        x[i] = pqpoly_center32(pqpoly_montgomery_mul32(x[i], NTT_Q41944577_N512_SCALE, SN_P, SN_QINV), SN_P);
    for (int i = 0; i < SN_N; i++) {
        int32_t d = pqpoly_center32(x[i] - x[i + SN_N], SN_P); /* x^256 = -1; exact: |c_i| < P/2 */
        c[i] = pqpoly_center_pow2((uint16_t)d, PQPOLY_SABER_EQ, 0);
    }
}

static void sn_inverse_acc(int16_t *c, void *tc, unsigned k) {
    (void)k; /* base_acc reduced the sum: the inverse's input bound holds for every k <= 4 */
    sn_inverse(c, tc);
}

PQPOLY_STAGED_ACC(saber_ntt, SN_BYTES, sn_forward, sn_forward, sn_base, sn_inverse, sn_base_acc,
                  sn_inverse_acc)

static const pqpoly_mul_entry saber_ntt_instances[] = {PQPOLY_STAGED_INSTANCE(
    portable, "saber", "ntt", PQPOLY_BIG_SMALL,
    "cyclic NTT-512 mod the prime 41944577 > 2 * 4 * 256 * 2^12 * 5, exact over Z ([CHK+21])", saber_ntt)};
PQPOLY_MUL_ALGO_DEFINE(saber_ntt, portable, "ntt", saber_ntt_instances)
