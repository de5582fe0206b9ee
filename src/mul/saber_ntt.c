/* ntt — the saber ring's NTT product, Z_2^13[x]/(x^256 + 1), exact over Z
 * ([CHK+21]: NTT multiplication for NTT-unfriendly rings: primes above the
 * coefficient bound), two instances:
 *   big*small  one prime P = 41944577 = 1 mod 512 (tools/tables/saber_ntt.py):
 *              |a_i| <= 2^12, |b_i| <= 5 (the ring's small_bound) give, even
 *              summed over k <= 4 pairs (base_acc), |c_i| <= 4 * 256 * 2^12 *
 *              5 = 20971520 < P/2 (SABER_NTT_BOUND);
 *   big*big    two primes, P and P2 = 41948161 (the next = 1 mod 512): |a_i|,
 *              |b_i| <= 2^12 give |c_i| <= 4 * 256 * 2^24 = 2^34 < P P2 / 2
 *              (SABER_NTT_BOUND2); the product mod each prime, then the CRT
 *              (below) gives the exact integer, then taken modulo 2^13.
 * The product is computed in Z_P[u]/(u^512 - 1) per prime, then reduced
 * modulo x^256 + 1 (c_i = c'_i - c'_(i+256)) and 2^13.  Radix-2 cyclic NTT
 * of size 512 (src/ntt/radix2.h, 32-bit Montgomery, R = 2^32), operands
 * zero-padded.  Staged, each operand transformed once (the big*big buffer
 * holds the two primes' transforms one after the other).  Per prime p (P or
 * P2; every bound below holds for both, p < 2^26):
 *   forward_a/_b  in |x_i| <= 2^12 + 1 (any value of the contract; also the
 *                 13-bit values of a junk secret key: the product is then
 *                 wrong, never undefined), 2^9 (2^12 + 1) <= p as the
 *                 transform requires; out |x| < 2^12 + 1 + 9p, then one
 *                 rounding Barrett reduction (s = 48): |x| <= p/2 + 2^8.
 *   base_acc      k <= 4 Montgomery products, each |.| < p (inputs
 *                 (p/2 + 2^8)^2 < p 2^31), summed: < 4p < 2^31, reduced
 *                 again to |.| < p (the inverse's input bound).
 *   inverse_acc   Gentleman-Sande with a Barrett reduction every 5 layers
 *                 (2^5 p < 2^31), output |x| < 2^4 p; times R^2/512 by
 *                 Montgomery (2^4 p * p/2 < p 2^31) gives c' mod p, |.| < p;
 *                 centered, folded (c_i = c'_i - c'_(i+256)), centered again:
 *                 d_i = c_i mod p, |d_i| <= (p-1)/2.  One prime (big*small):
 *                 d_i is the exact c_i.  Two primes: t = (d2 - d1) P^-1 mod
 *                 P2 by one Montgomery product with SABER_NTT_CRT = P^-1 R mod
 *                 P2 (|d2 - d1| < P2 and |CRT| < P2: within P2 2^31),
 *                 centered, |t| <= (P2-1)/2; then c = d1 + P t, the one
 *                 integer = d1 mod P and = d2 mod P2 in (-P P2/2, P P2/2),
 *                 which holds c (2^34 < P P2/2); only c mod 2^16 is needed,
 *                 so it is formed with uint32 wrap-around. */
#include <stdint.h>
#include <string.h>

#include "arith/barrett.h"
#include "arith/center.h"
#include "arith/montgomery.h"
#include "mul/staged_acc.h"
#include "ntt/radix2.h"
#include "ntt/tables/radix2_q41944577_n512.h"
#include "ntt/tables/radix2_q41948161_n512.h"
#include "params/saber.h"

#define SN_N PQPOLY_SABER_N
#define SN_M 512
#define SN_LOGM 9
#define SN_P NTT_Q41944577_N512_Q
#define SN_QINV NTT_Q41944577_N512_QINV
#define SN_V NTT_Q41944577_N512_BARRETT
#define SN_P2 NTT_Q41948161_N512_Q
#define SN_QINV2 NTT_Q41948161_N512_QINV
#define SN_V2 NTT_Q41948161_N512_BARRETT
#define SN_BYTES (SN_M * 4)
_Static_assert(SN_P == SABER_NTT_P && SN_P2 == SABER_NTT_P2 && 2 * SN_N <= SN_M, "one cyclic NTT holds the product");
_Static_assert(2 * (int64_t)SABER_NTT_BOUND < SN_P, "big*small: exact over Z");
_Static_assert((int64_t)SABER_NTT_BOUND >= 4 * SN_N * 4096 * PQPOLY_SABER_SMALL_BOUND, "bound of 4 products");
_Static_assert(SABER_NTT_BOUND2 == (int64_t)4 * SN_N * 4096 * 4096, "bound of 4 big*big products");
_Static_assert(2 * (SABER_NTT_BOUND2 / SN_P) + 2 <= SN_P2, "big*big: exact over Z by the CRT (2 BOUND2 < P P2)");
_Static_assert(((int64_t)4097 << SN_LOGM) <= SN_P && (int64_t)SN_P2 < ((int64_t)1 << 26) && SN_P < SN_P2,
               "radix2.h input bound, both primes");
_Static_assert(((int64_t)SN_P2 << 5) < ((int64_t)1 << 31), "inverse: Barrett every 5 layers");
_Static_assert(((int64_t)SABER_NTT_CRT * SN_P % SN_P2 + SN_P2) % SN_P2 == ((int64_t)1 << 32) % SN_P2,
               "SABER_NTT_CRT = P^-1 2^32 mod P2");

/* One prime's tables and constants. */
typedef struct {
    int32_t p, qinv, v, scale;
    const int32_t *zetas, *izetas;
} sn_prime;
static const sn_prime SN_1 = {SN_P, SN_QINV, SN_V, NTT_Q41944577_N512_SCALE, NTT_Q41944577_N512_zetas,
                              NTT_Q41944577_N512_izetas};
static const sn_prime SN_2 = {SN_P2, SN_QINV2, SN_V2, NTT_Q41948161_N512_SCALE, NTT_Q41948161_N512_zetas,
                              NTT_Q41948161_N512_izetas};

static inline int32_t sn_reduce(int32_t x, const sn_prime *q) {
    return pqpoly_barrett_round32(x, q->p, q->v, PQPOLY_NTT32_BARRETT_SHIFT);
}

static void sn_forward_p(int32_t *x, const int16_t *a, const sn_prime *q) {
    for (int i = 0; i < SN_N; i++) x[i] = a[i];
    for (int i = SN_N; i < SN_M; i++) x[i] = 0;
    pqpoly_ntt32_forward(x, SN_LOGM, 1, q->zetas, q->p, q->qinv);
    for (int i = 0; i < SN_M; i++) x[i] = sn_reduce(x[i], q);
}

/* tc = sum of k products, at stride `stride` bytes between the pairs. */
static void sn_base_acc_p(int32_t *tc, const unsigned char *ta, const unsigned char *tb, unsigned k,
                          size_t stride, const sn_prime *q) {
    int32_t acc[SN_M];
    for (int i = 0; i < SN_M; i++) acc[i] = 0;
    for (unsigned j = 0; j < k; j++) {
        const int32_t *x = (const int32_t *)(const void *)(ta + j * stride);
        const int32_t *y = (const int32_t *)(const void *)(tb + j * stride);
        for (int i = 0; i < SN_M; i++) acc[i] += pqpoly_montgomery_mul32(x[i], y[i], q->p, q->qinv);
    }
    for (int i = 0; i < SN_M; i++) tc[i] = sn_reduce(acc[i], q);
    pqpoly_memzero(acc, sizeof acc);
}

/* d_i = c_i mod p, centered, in place in the first 256 values of x. */
static void sn_inverse_p(int32_t *x, const sn_prime *q) {
    pqpoly_ntt32_inverse(x, SN_LOGM, 1, q->izetas, q->p, q->qinv, q->v, 5);
    for (int i = 0; i < SN_M; i++)
        x[i] = pqpoly_center32(pqpoly_montgomery_mul32(x[i], q->scale, q->p, q->qinv), q->p);
    for (int i = 0; i < SN_N; i++) x[i] = pqpoly_center32(x[i] - x[i + SN_N], q->p); /* x^256 = -1 */
}

/* big*small: one prime. */
static void sn_forward(void *t, const int16_t *a) { sn_forward_p(t, a, &SN_1); }

static void sn_base_acc(void *tc, const void *ta, const void *tb, unsigned k) {
    sn_base_acc_p(tc, ta, tb, k, SN_BYTES, &SN_1);
}

static void sn_base(void *tc, const void *ta, const void *tb) { sn_base_acc(tc, ta, tb, 1); }

static void sn_inverse(int16_t *c, void *tc) {
    int32_t *x = tc;
    sn_inverse_p(x, &SN_1);
    for (int i = 0; i < SN_N; i++) c[i] = pqpoly_center_pow2((uint16_t)x[i], PQPOLY_SABER_EQ, 0); /* exact: |c_i| < P/2 */
}

static void sn_inverse_acc(int16_t *c, void *tc, unsigned k) {
    (void)k; /* base_acc reduced the sum: the inverse's input bound holds for every k <= 4 */
    sn_inverse(c, tc);
}

/* big*big: the two primes' buffers one after the other, then the CRT. */
#define SN2_BYTES (2 * SN_BYTES)

static void sn2_forward(void *t, const int16_t *a) {
    sn_forward_p(t, a, &SN_1);
    sn_forward_p((int32_t *)t + SN_M, a, &SN_2);
}

static void sn2_base_acc(void *tc, const void *ta, const void *tb, unsigned k) {
    sn_base_acc_p(tc, ta, tb, k, SN2_BYTES, &SN_1);
    sn_base_acc_p((int32_t *)tc + SN_M, (const unsigned char *)ta + SN_BYTES, (const unsigned char *)tb + SN_BYTES,
                  k, SN2_BYTES, &SN_2);
}

static void sn2_base(void *tc, const void *ta, const void *tb) { sn2_base_acc(tc, ta, tb, 1); }

static void sn2_inverse(int16_t *c, void *tc) {
    int32_t *x1 = tc, *x2 = x1 + SN_M;
    sn_inverse_p(x1, &SN_1);
    sn_inverse_p(x2, &SN_2);
    for (int i = 0; i < SN_N; i++) {
        int32_t t = pqpoly_center32(pqpoly_montgomery_mul32(x2[i] - x1[i], SABER_NTT_CRT, SN_P2, SN_QINV2), SN_P2);
        uint32_t v = (uint32_t)x1[i] + (uint32_t)SN_P * (uint32_t)t; /* c mod 2^32 */
        c[i] = pqpoly_center_pow2((uint16_t)v, PQPOLY_SABER_EQ, 0);
    }
}

static void sn2_inverse_acc(int16_t *c, void *tc, unsigned k) {
    (void)k; /* as sn_inverse_acc, per prime */
    sn2_inverse(c, tc);
}

PQPOLY_STAGED_ACC(saber_ntt, SN_BYTES, sn_forward, sn_forward, sn_base, sn_inverse, sn_base_acc,
                  sn_inverse_acc)
PQPOLY_STAGED_ACC(saber_ntt2, SN2_BYTES, sn2_forward, sn2_forward, sn2_base, sn2_inverse, sn2_base_acc,
                  sn2_inverse_acc)

static const pqpoly_mul_entry saber_ntt_instances[] = {
    PQPOLY_STAGED_INSTANCE(portable, "saber", "ntt", PQPOLY_BIG_SMALL,
                           "cyclic NTT-512 mod the prime 41944577 > 2 * 4 * 256 * 2^12 * 5, exact over Z ([CHK+21])",
                           saber_ntt),
    PQPOLY_STAGED_INSTANCE(portable, "saber", "ntt", PQPOLY_BIG_BIG,
                           "cyclic NTT-512 mod 41944577 and 41948161, CRT: exact over Z for 4 * 256 * 2^24 ([CHK+21])",
                           saber_ntt2)};
PQPOLY_MUL_ALGO_DEFINE(saber_ntt, portable, "ntt", saber_ntt_instances)
