/* Arithmetic of one NTRU Prime parameter set: reduction in Z/q and Z/3,
 * and branch-free masks.  Internal header (include params.h first).
 *
 * Every function is constant time: no branch, index or division depends on
 * the value.  >> of a negative signed integer is arithmetic (gcc, clang). */
#ifndef PQPOLY_NTRUPRIME_ARITH_H
#define PQPOLY_NTRUPRIME_ARITH_H

#include <stdint.h>

#include "params.h"

/* round(2^40 / q), for the Barrett quotient of fq_freeze. */
#define NTRUP_FQ_BARRETT ((int64_t)((((int64_t)1 << 40) + NTRUP_Q / 2) / NTRUP_Q))

/* Centered representative of x mod q.
 * Input |x| < 2^31; output in [-(q-1)/2, (q-1)/2].
 * t = round(x/q) up to an error below 2^-9 (|x| * |2^40/q - M| / 2^40 with
 * |2^40/q - M| <= 1/2), so r = x - t*q lies in [-(q+1)/2, (q+1)/2] and one
 * masked correction on each side finishes.  The product x*M < 2^31 * 2^28. */
static inline int16_t ntrup_fq_freeze(int32_t x) {
    int32_t t = (int32_t)(((int64_t)x * NTRUP_FQ_BARRETT + ((int64_t)1 << 39)) >> 40);
    int32_t r = x - t * NTRUP_Q;
    r -= NTRUP_Q & ((NTRUP_Q12 - r) >> 31);  /* r > q12  */
    r += NTRUP_Q & ((r + NTRUP_Q12) >> 31);  /* r < -q12 */
    return (int16_t)r;
}

/* Centered representative of x mod 3, in {-1, 0, 1}.
 * Input |x| < 2^14 (callers pass R/q coefficients, |x| <= (q-1)/2 < 2^12).
 * 10923 = ceil(2^15/3): (10923*x + 2^14) >> 15 is round(x/3) while the excess
 * x/(3*2^15) stays below 1/6, i.e. for |x| < 2^14 (the first failure is at
 * |x| = 2^14); checked exhaustively by tests/ntruprime/test_ntruprime_parts.c. */
static inline int8_t ntrup_f3_freeze(int32_t x) {
    return (int8_t)(x - 3 * ((10923 * x + 16384) >> 15));
}

/* -1 if x != 0 else 0 (x a 32-bit value). */
static inline int32_t ntrup_nonzero_mask(int32_t x) {
    uint32_t u = (uint32_t)x;
    return -(int32_t)((u | (0u - u)) >> 31);
}

/* -1 if x < 0 else 0. */
static inline int32_t ntrup_negative_mask(int32_t x) {
    return x >> 31;
}

#endif
