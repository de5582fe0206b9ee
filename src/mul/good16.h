/* Good's trick over a 16-bit NTT prime ([ACC+21, §3] option 3, the
 * multi-modular form): Z_P[x]/(x^(T*512) - 1) = Z_P[u,w]/(u^512 - 1, w^T - 1),
 * T size-512 radix-2 NTTs (src/ntt/radix2.h, 16-bit Montgomery), point
 * products modulo w^T - 1.  Shared by crt7681x10753.c (P = 7681 and 10753,
 * recombined by CRT) and ntt7681_mod3.c (P = 7681 alone).  Internal header.
 * Layout: int16 [T][512] per prime, contiguous (16-lane friendly). */
#ifndef PQPOLY_MUL_GOOD16_H
#define PQPOLY_MUL_GOOD16_H

#include <stdint.h>

#include "common/debug_bounds.h"
#include "ntt/goodmap.h"
#include "arith/montgomery.h"
#include "ntt/radix2.h"

#define GOOD16_LOGM 9
#define GOOD16_M 512
#define GOOD16_MAX_T 5

/* The NTRU Prime sets served, keyed by p: X(p, T), N = T * 512 >= 2p - 1
 * (both 16-bit primes have 512 | P - 1 and no larger power of two):
 * T = 3 (N = 1536) for p = 653, 761; T = 5 (N = 2560) for p = 857 ... 1277. */
#define PQPOLY_GOOD16_SETS(X) X(653, 3) X(761, 3) X(857, 5) X(953, 5) X(1013, 5) X(1277, 5)

/* Good's permutation of a[0 .. p-1] (|a_i| < 2^14) and T forward NTTs.
 * The first NTT layer has the single block 0 (add/sub, then Barrett), so the
 * input may exceed P/2; output |x| <= P/2 + 4 (pqpoly_ntt16_forward). */
static inline void pqpoly_good16_forward(int16_t *t, const int16_t *a, int p, size_t tcount,
                                         const int16_t *zetas, int16_t q, int16_t qinv, int16_t bv) {
    pqpoly_good_scatter16(t, a, (size_t)p, 1, tcount, GOOD16_M);
    for (size_t c = 0; c < tcount; c++) pqpoly_ntt16_forward(t + c * GOOD16_M, GOOD16_LOGM, 1, zetas, q, qinv, bv);
}

/* Point products modulo w^T - 1.  |a|, |b| <= P/2 + 4, so each output sums T
 * products: T (P/2 + 4)^2 < P * 2^15 for T <= 5, P < 2^14; output |c| < P,
 * scaled by 2^-16. */
static inline void pqpoly_good16_base(int16_t *tc, const int16_t *ta, const int16_t *tb, size_t tcount,
                                      int16_t q, int16_t qinv) {
    for (size_t j = 0; j < GOOD16_M; j++) {
        int32_t acc[GOOD16_MAX_T] = {0};
        for (size_t i = 0; i < tcount; i++) {
            for (size_t k = 0; k < tcount; k++) {
                size_t d = i + k >= tcount ? i + k - tcount : i + k;
                acc[d] += (int32_t)ta[i * GOOD16_M + j] * tb[k * GOOD16_M + j];
            }
        }
        for (size_t d = 0; d < tcount; d++) tc[d * GOOD16_M + j] = pqpoly_montgomery_reduce16(acc[d], q, qinv);
    }
}

/* T inverse NTTs (output |x| < P), then out[i], i < n, = the coefficient of
 * x^i times 512 * 2^-16 (mod P), |out| < P, through Good's inverse map.
 * The caller multiplies by 2^32/512 (SCALE) when it needs the value itself. */
static inline void pqpoly_good16_inverse(int16_t *out, int16_t *t, size_t n, size_t tcount,
                                         const int16_t *izetas, int16_t q, int16_t qinv, int16_t bv) {
    PQPOLY_ASSERT_BOUND(t, tcount * GOOD16_M, -(q - 1), q - 1);
    for (size_t c = 0; c < tcount; c++) pqpoly_ntt16_inverse(t + c * GOOD16_M, GOOD16_LOGM, 1, izetas, q, qinv, bv);
    pqpoly_good_gather16(out, t, n, 1, tcount, GOOD16_M);
}

#endif
