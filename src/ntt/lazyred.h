/* Modular reductions for the NTRU Prime transforms over Z_q itself
 * (q = 4591, 4621, 5167; any odd q < 2^13 works).  Internal header.
 *
 * Signed Barrett reduction ([HLY24, §2, Alg. 1] shape; [ACC+21, §3.2]) in
 * two widths.  Every function is branch-free; q and its Barrett constants are
 * arguments so that call sites with compile-time constants fold them.
 * Constants come from tools/tables/ntrup_fft.py (src/ntt/ntrup_fft_tables.h):
 *   v16 = round(2^26 / q),  v32 = round(2^40 / q). */
#ifndef PQPOLY_NTT_LAZYRED_H
#define PQPOLY_NTT_LAZYRED_H

#include <stdint.h>

/* 16-bit Barrett reduction.
 * Input  |a| <= 2^15.   Output r = a mod q with |r| <= q/2 + 2.
 * Why: a*v16 < 2^15 * 2^14 = 2^29 fits int32; round(a*v16/2^26) is within
 * 2^15 * (1/2) / 2^26 = 2^-12 of round-to-nearest(a/q) territory, so
 * |a/q - t| <= 1/2 + 2^-12 and |r| <= q/2 + q*2^-12 < q/2 + 2. */
static inline int16_t pqpoly_lr_red16(int32_t a, int32_t q, int32_t v16) {
    int32_t t = (a * v16 + (1 << 25)) >> 26;
    return (int16_t)(a - t * q);
}

/* 32-bit Barrett reduction, exact centered output for moderate inputs.
 * Input  |x| < 2^31.  Output r = x mod q with |r| <= q/2 + 1;
 * for |x| < 2^27 the output is the exact centered representative
 * in [-(q-1)/2, (q-1)/2] (q odd, q < 2^13): the quotient estimate errs by at
 * most |x| * (1/2) / 2^40 < 2^-14, less than the distance 1/(2q) > 2^-14 of
 * x/q from any half-integer.  (int64: |x * v32| < 2^31 * 2^29 = 2^60.) */
static inline int16_t pqpoly_lr_red32(int32_t x, int32_t q, int64_t v32) {
    int32_t t = (int32_t)(((int64_t)x * v32 + ((int64_t)1 << 39)) >> 40);
    return (int16_t)(x - t * q);
}

/* a * c mod q for a constant c.  Input |a| <= 2^15, |c| <= (q-1)/2 with
 * q < 2^13 (so |a*c| < 2^27): output the exact centered representative. */
static inline int16_t pqpoly_lr_mulc(int32_t a, int32_t c, int32_t q, int64_t v32) {
    return pqpoly_lr_red32(a * c, q, v32);
}


/* 16-bit forms for loops the compiler vectorizes (pmullw / pmulhw): */

/* Signed Montgomery multiplication by a constant ([ACC+21, §3.2] / [Sei18]):
 * cm = c * 2^16 mod q (centered, from the table generator), qinv = q^-1 mod 2^16.
 * Returns r = a c mod q with |r| <= q/2 + |a| (q/2) / 2^16, i.e. <= 3q/4 for
 * any int16 a.  Why exact: a cm - m q = 0 mod 2^16, so the high halves
 * subtract without borrow. */
static inline int16_t pqpoly_lr_mulm16(int16_t a, int16_t cm, int16_t q, int16_t qinv) {
    int16_t lo = (int16_t)(a * cm);
    int16_t hi = (int16_t)(((int32_t)a * cm) >> 16);
    int16_t m = (int16_t)(lo * qinv);
    int16_t t = (int16_t)(((int32_t)m * q) >> 16);
    return (int16_t)(hi - t);
}

/* Barrett reduction with 16-bit high products: v16 = round(2^26 / q).
 * Input any int16 a; output r = a mod q, |r| <= q/2 + 8.
 * Why: t = round(hi(a v16) / 2^10) is within 1/2 + 2^-10 + 2^-12 of a/q. */
static inline int16_t pqpoly_lr_red16v(int16_t a, int16_t q, int16_t v16) {
    int16_t t = (int16_t)(((int32_t)a * v16) >> 16);
    t = (int16_t)((t + 512) >> 10);
    return (int16_t)(a - t * q);
}
#endif
