/* crt7681x10753 — the multi-modular form of [ACC+21, §3] (option 3, after
 * Bernstein's AVX2 code): Good's trick over Z_7681 and over Z_10753 with
 * 16-bit arithmetic (src/mul/good16.h), the two products recombined
 * coefficient-wise by the CRT into Z_82593793, then reduced modulo q and
 * x^p - x - 1.
 *
 * Exactness (big*small): |a_i| <= (q-1)/2, b ternary, so the product over Z
 * has |c| <= p (q-1)/2 <= 1277 * 3939 = 5030103 < 82593793 / 2: the centered
 * CRT value is the integer product.  big*big (~2^32) does not fit: big*small
 * entries only.
 * Sizes: both primes have 512 | P - 1 (7680 = 2^9 * 15, 10752 = 2^9 * 21) and
 * no larger power of two, so N = T * 512: T = 3 (N = 1536) serves p = 653, 761
 * (2p - 1 <= 1521); T = 5 (N = 2560 >= 2553) serves p = 857, 953, 1013, 1277.
 *
 * big*big form: a third prime 12289 (12288 = 2^12 * 3) extends the modulus to
 * 7681 * 10753 * 12289 ~ 1.015e12 > 2 * 1277 * 3939^2 ~ 3.96e10, so the
 * big*big product over Z is determined; Garner's recombination (below).
 *
 * CRT: with c1 = c mod 7681 and c2 = c mod 10753 centered,
 * d = (c2 - c1) 7681^-1 mod 10753 centered (|d| <= 5376), c = c1 + 7681 d;
 * |c| <= 3840 + 7681 * 5376 = 41296896 < 82593793 / 2, so c is already the
 * centered representative. */
#include <stdint.h>

#include "common/outline.h"
#include "mul/good16.h"
#include "ntt/fold.h"
#include "ntt/tables/crt7681x10753.h"
#include "ntt/tables/radix2_q10753_n512.h"
#include "ntt/tables/radix2_q12289_n512.h"
#include "ntt/tables/radix2_q7681_n512.h"
#include "pqpoly/poly.h"

#include "mul/algo.h"
#include "params/ntrup.h"

#define CRT_MAX_N 2560
/* 7681 * 10753 mod q, centered (a constant expression) */
#define M12_MOD(q) ((int32_t)(82593793 % (q)) > (q) / 2 ? (int32_t)(82593793 % (q)) - (q) : (int32_t)(82593793 % (q)))

PQPOLY_OUTLINE static void crt_forward(int16_t *t, const int16_t *a, int p, size_t tcount) {
    pqpoly_good16_forward(t, a, p, tcount, NTT_Q7681_N512_zetas, NTT_Q7681_N512_Q, NTT_Q7681_N512_QINV,
                          NTT_Q7681_N512_BARRETT);
    pqpoly_good16_forward(t + tcount * GOOD16_M, a, p, tcount, NTT_Q10753_N512_zetas, NTT_Q10753_N512_Q,
                          NTT_Q10753_N512_QINV, NTT_Q10753_N512_BARRETT);
}

static inline void crt_base(int16_t *tc, const int16_t *ta, const int16_t *tb, size_t tcount) {
    size_t h = tcount * GOOD16_M;
    pqpoly_good16_base(tc, ta, tb, tcount, NTT_Q7681_N512_Q, NTT_Q7681_N512_QINV);
    pqpoly_good16_base(tc + h, ta + h, tb + h, tcount, NTT_Q10753_N512_Q, NTT_Q10753_N512_QINV);
}

PQPOLY_OUTLINE static void crt_inverse(int16_t *c, int16_t *t, int p, int32_t q, size_t tcount) {
    int16_t c1[2 * CRT_MAX_N], c2[2 * CRT_MAX_N];
    int32_t full[2 * CRT_MAX_N];
    size_t n = (size_t)(2 * p - 1);
    pqpoly_good16_inverse(c1, t, n, tcount, NTT_Q7681_N512_izetas, NTT_Q7681_N512_Q, NTT_Q7681_N512_QINV,
                          NTT_Q7681_N512_BARRETT);
    pqpoly_good16_inverse(c2, t + tcount * GOOD16_M, n, tcount, NTT_Q10753_N512_izetas, NTT_Q10753_N512_Q,
                          NTT_Q10753_N512_QINV, NTT_Q10753_N512_BARRETT);
    for (size_t i = 0; i < n; i++) {
        /* |c1|, |c2| < P; mont by SCALE (|.| <= P/2) gives |.| < P, then exact. */
        int16_t x1 = (int16_t)pqpoly_center32(pqpoly_montgomery_mul16(c1[i], NTT_Q7681_N512_SCALE, CRT_P1,
                                                               NTT_Q7681_N512_QINV), CRT_P1);
        int16_t x2 = pqpoly_montgomery_mul16(c2[i], NTT_Q10753_N512_SCALE, CRT_P2, NTT_Q10753_N512_QINV);
        /* |x2 - x1| < 10753 + 3841 < 2^15; times the constant (|.| <= P2/2) < P2 2^15. */
        int16_t d = (int16_t)pqpoly_center32(pqpoly_montgomery_mul16((int16_t)(x2 - x1), CRT_P1INV_MONT, CRT_P2,
                                                              NTT_Q10753_N512_QINV), CRT_P2);
        full[i] = x1 + CRT_P1 * (int32_t)d;
    }
    pqpoly_ntrup_finish(c, full, p, q, PQPOLY_NTRUP_FINISH_V(q));
    pqpoly_memzero(c1, sizeof c1);
    pqpoly_memzero(c2, sizeof c2);
    pqpoly_memzero(full, sizeof full);
}

/* ---- big*big: three primes ---- */

PQPOLY_OUTLINE static void crt3_forward(int16_t *t, const int16_t *a, int p, size_t tcount) {
    crt_forward(t, a, p, tcount);
    pqpoly_good16_forward(t + 2 * tcount * GOOD16_M, a, p, tcount, NTT_Q12289_N512_zetas, NTT_Q12289_N512_Q,
                          NTT_Q12289_N512_QINV, NTT_Q12289_N512_BARRETT);
}

static inline void crt3_base(int16_t *tc, const int16_t *ta, const int16_t *tb, size_t tcount) {
    size_t h = 2 * tcount * GOOD16_M;
    crt_base(tc, ta, tb, tcount);
    pqpoly_good16_base(tc + h, ta + h, tb + h, tcount, NTT_Q12289_N512_Q, NTT_Q12289_N512_QINV);
}

/* Garner: A = c1 + 7681 d1 = c mod 7681*10753 (centered, |A| <= 41296896);
 * d2 = (c3 - A) (7681*10753)^-1 mod 12289 (|d2| <= 6144); c = A + 82593793 d2
 * with |c| <= 5.08e11 < 1.015e12 / 2, the integer product.  Only c mod q is
 * needed: A + (82593793 mod q) d2, |.| < 41296896 + 3940 * 6144 < 2^27, then
 * one Barrett step (pqpoly_barrett_round32, s = 40: exact for |y| < 2^27, see
 * PQPOLY_BARRETT32_ROUND_OUT_BOUND_S) and centering (a safeguard). */
PQPOLY_OUTLINE static void crt3_inverse(int16_t *c, int16_t *t, int p, int32_t q, int64_t v, int32_t m12_mod_q,
                                size_t tcount) {
    int16_t c1[2 * CRT_MAX_N], c2[2 * CRT_MAX_N], c3[2 * CRT_MAX_N];
    int32_t full[2 * CRT_MAX_N];
    size_t n = (size_t)(2 * p - 1), h = tcount * GOOD16_M;
    /* v = round(2^40 / q), a constant from the call site (no division here) */
    pqpoly_good16_inverse(c1, t, n, tcount, NTT_Q7681_N512_izetas, NTT_Q7681_N512_Q, NTT_Q7681_N512_QINV,
                          NTT_Q7681_N512_BARRETT);
    pqpoly_good16_inverse(c2, t + h, n, tcount, NTT_Q10753_N512_izetas, NTT_Q10753_N512_Q, NTT_Q10753_N512_QINV,
                          NTT_Q10753_N512_BARRETT);
    pqpoly_good16_inverse(c3, t + 2 * h, n, tcount, NTT_Q12289_N512_izetas, NTT_Q12289_N512_Q,
                          NTT_Q12289_N512_QINV, NTT_Q12289_N512_BARRETT);
    for (size_t i = 0; i < n; i++) {
        int16_t x1 = (int16_t)pqpoly_center32(pqpoly_montgomery_mul16(c1[i], NTT_Q7681_N512_SCALE, CRT_P1,
                                                               NTT_Q7681_N512_QINV), CRT_P1);
        int16_t x2 = pqpoly_montgomery_mul16(c2[i], NTT_Q10753_N512_SCALE, CRT_P2, NTT_Q10753_N512_QINV);
        int16_t x3 = pqpoly_montgomery_mul16(c3[i], NTT_Q12289_N512_SCALE, CRT_P3, NTT_Q12289_N512_QINV);
        int16_t d1 = (int16_t)pqpoly_center32(pqpoly_montgomery_mul16((int16_t)(x2 - x1), CRT_P1INV_MONT, CRT_P2,
                                                               NTT_Q10753_N512_QINV), CRT_P2);
        /* A mod 12289 = x1 + 7681 d1 (|d1 * c| < 5376 * 6145 < 12289 * 2^15) */
        int16_t a3 = pqpoly_montgomery_mul16(d1, CRT_P1_MONT_P3, CRT_P3, NTT_Q12289_N512_QINV);
        /* |x3 - x1 - a3| < 12289 + 3841 + 12289 < 2^15; times |c| <= 6144 < 12289 * 2^15 */
        int16_t d2 = (int16_t)pqpoly_center32(pqpoly_montgomery_mul16((int16_t)(x3 - x1 - a3), CRT_P12INV_MONT, CRT_P3,
                                                               NTT_Q12289_N512_QINV), CRT_P3);
        int64_t y = (int64_t)x1 + (int64_t)CRT_P1 * d1 + (int64_t)m12_mod_q * d2;
        full[i] = pqpoly_center32(pqpoly_barrett_round32((int32_t)y, q, v, PQPOLY_NTRUP_FINISH_SHIFT), q);
    }
    pqpoly_ntrup_finish(c, full, p, q, v);
    pqpoly_memzero(c1, sizeof c1);
    pqpoly_memzero(c2, sizeof c2);
    pqpoly_memzero(c3, sizeof c3);
    pqpoly_memzero(full, sizeof full);
}

/* Every set of PQPOLY_GOOD16_SETS (src/mul/good16.h), q from
 * src/params/ntrup.h: big*small over two primes, big*big over three. */
#define CRT_DEFS(P, T)                                                                              \
    static void crt_fwd_##P(void *t, const int16_t *a) { crt_forward((int16_t *)t, a, P, T); }        \
    static void crt_base_##P(void *tc, const void *ta, const void *tb) {                            \
        crt_base((int16_t *)tc, (const int16_t *)ta, (const int16_t *)tb, T);                       \
    }                                                                                               \
    static void crt_inv_##P(int16_t *c, void *t) { crt_inverse(c, (int16_t *)t, P, PQPOLY_NTRUP_Q(P), T); } \
    PQPOLY_STAGED(crt_##P, 2 * sizeof(int16_t) * T * GOOD16_M, crt_fwd_##P, crt_fwd_##P, crt_base_##P, \
                  crt_inv_##P)                                                                      \
    static void crt3_fwd_##P(void *t, const int16_t *a) { crt3_forward((int16_t *)t, a, P, T); }      \
    static void crt3_base_##P(void *tc, const void *ta, const void *tb) {                           \
        crt3_base((int16_t *)tc, (const int16_t *)ta, (const int16_t *)tb, T);                      \
    }                                                                                               \
    static void crt3_inv_##P(int16_t *c, void *t) {                                                 \
        crt3_inverse(c, (int16_t *)t, P, PQPOLY_NTRUP_Q(P), PQPOLY_NTRUP_FINISH_V(PQPOLY_NTRUP_Q(P)), \
                     M12_MOD(PQPOLY_NTRUP_Q(P)), T);                                                \
    }                                                                                               \
    PQPOLY_STAGED(crt3_##P, 3 * sizeof(int16_t) * T * GOOD16_M, crt3_fwd_##P, crt3_fwd_##P,         \
                  crt3_base_##P, crt3_inv_##P)
#define CRT_INSTANCE(P, T)                                                                          \
    PQPOLY_STAGED_INSTANCE(portable, "ntrup" #P, "crt7681x10753", PQPOLY_BIG_SMALL,                    \
                           "Good's trick mod 7681 and mod 10753 (16-bit), CRT ([ACC+21, §3] option 3), N = " #T "*512", \
                           crt_##P),
#define CRT3_INSTANCE(P, T)                                                                         \
    PQPOLY_STAGED_INSTANCE(portable, "ntrup" #P, "crt7681x10753", PQPOLY_BIG_BIG,                      \
                           "Good's trick mod 7681, 10753 and 12289 (16-bit), CRT ([ACC+21, §3] option 3 + a third prime), N = " #T "*512", \
                           crt3_##P),

PQPOLY_GOOD16_SETS(CRT_DEFS)
static const pqpoly_mul_entry crt7681x10753_instances[] = {PQPOLY_GOOD16_SETS(CRT_INSTANCE)};
PQPOLY_MUL_ALGO_DEFINE(crt7681x10753, portable, "crt7681x10753", crt7681x10753_instances)
/* The big*big instances: their own row of the registry, in its later place
 * (src/mul/mul_list.h). */
static const pqpoly_mul_entry crt7681x10753_bigbig_instances[] = {PQPOLY_GOOD16_SETS(CRT3_INSTANCE)};
PQPOLY_MUL_ALGO_DEFINE(crt7681x10753_bigbig, portable, "crt7681x10753", crt7681x10753_bigbig_instances)
