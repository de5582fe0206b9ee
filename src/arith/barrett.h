/* Signed Barrett reduction and Barrett multiplication by a constant, 16- and
 * 32-bit.  Conventions (arithmetic >>, wrap-around narrowing): arith_util.h.
 *
 *   pqpoly_barrett_reduce16   [HZZ+22, Algorithm 8] (floor quotient, output ~[0, q])
 *   pqpoly_barrett_round16    rounding quotient, centered output ([ACC+21]
 *                             Algorithm 7 at 16 bits)
 *   pqpoly_barrett_round32    [ACC+21, Algorithm 7] (R = 2^32, smmulr rounding)
 *   pqpoly_barrett_mulc16/32  [HLY24, Algorithm 2] (sqrdmulh-style quotient)
 *   pqpoly_barrett_mla16/32   [HLY24, Algorithm 3]: acc + a*b (mod q)
 *   pqpoly_barrett_mls16/32   [HLY24, Algorithm 4]: acc - a*b (mod q)
 *
 * All moduli are odd; 16-bit forms need q < 2^14 (so every constant fits the
 * 16-bit lane, as the vector instructions need), 32-bit forms q < 2^30. */
#ifndef PQPOLY_ARITH_BARRETT_H
#define PQPOLY_ARITH_BARRETT_H

#include <stdint.h>

#include "arith/arith_util.h"

/* ---- Reduction of a 16-bit value -------------------------------------------
 * Shift s = 15 + L with L = floor(log2 q), i.e. 2^(log(q)-1) * beta with
 * beta = 2^16 as in [HZZ+22, Alg. 8]; then 2^14 < 2^s / q < 2^15. */
#define PQPOLY_BARRETT16_SHIFT(q) (15 + PQPOLY_FLOOR_LOG2(q))
/* v = floor(2^s / q) ([HZZ+22, Alg. 8]) and its remainder rho = 2^s mod q. */
#define PQPOLY_BARRETT16_V(q) ((int16_t)((1L << PQPOLY_BARRETT16_SHIFT(q)) / (q)))
#define PQPOLY_BARRETT16_RHO_(q) ((1L << PQPOLY_BARRETT16_SHIFT(q)) % (q))
/* v = round(2^s / q) for the rounding variant. */
#define PQPOLY_BARRETT16_VR(q) ((int16_t)(((1L << PQPOLY_BARRETT16_SHIFT(q)) + (q) / 2) / (q)))

/* Output range of pqpoly_barrett_reduce16 over every int16 input:
 * [PQPOLY_BARRETT16_OUT_MIN(q), PQPOLY_BARRETT16_OUT_MAX(q)].
 * Proof: v = (2^s - rho)/q, so with x = a*v/2^s = a/q - a*rho/(q 2^s) and
 * t = floor(x), r = a - t q = q (x - t) + a rho / 2^s, where q (x - t) is in
 * [0, q) and |a rho / 2^s| < rho / 2^L < 2.  Hence
 *     -floor(rho / 2^L) <= r <= q - 1 + ceil(rho / 2^L),
 * which is the paper's [0, q] when rho < 2^L (e.g. q = 3329) and one wider at
 * either end otherwise (the tests show which ends are reached). */
#define PQPOLY_BARRETT16_OUT_MIN(q) (-(PQPOLY_BARRETT16_RHO_(q) >> PQPOLY_FLOOR_LOG2(q)))
#define PQPOLY_BARRETT16_OUT_MAX(q)                                                               \
    ((q) - 1 + ((PQPOLY_BARRETT16_RHO_(q) + (1L << PQPOLY_FLOOR_LOG2(q)) - 1) >> PQPOLY_FLOOR_LOG2(q)))

/* r = a (mod q).
 * In:  any int16 a; v = PQPOLY_BARRETT16_V(q), s = PQPOLY_BARRETT16_SHIFT(q).
 * Out: r in [PQPOLY_BARRETT16_OUT_MIN(q), PQPOLY_BARRETT16_OUT_MAX(q)]. */
static inline int16_t pqpoly_barrett_reduce16(int16_t a, int16_t q, int16_t v, int s)
{
    int32_t t = ((int32_t)a * v) >> s;
    return (int16_t)(a - t * q);
}

/* Bound of pqpoly_barrett_round16: |r| <= PQPOLY_BARRETT16_ROUND_OUT_BOUND(q).
 * Proof: with d = v q - 2^s (|d| <= (q-1)/2) and t = floor(a v / 2^s + 1/2),
 * a v / 2^s - t is in [-1/2, 1/2), and r = a - t q = q (a v / 2^s - t) - a d / 2^s,
 * so |r| < q/2 + |a| |d| / 2^s <= q/2 + |d| / 2^L (|a| <= 2^15, s = 15 + L).
 * As |d| < 2^L this is < q/2 + 1, hence |r| <= (q+1)/2 ([ACC+21, §4]: output
 * in (-(q+kt')/2, (q+kt')/2)); when |d| < 2^(L-1) it is < (q+1)/2, hence
 * |r| <= (q-1)/2: the centered representative (q = 3329, 7681, 4591, 4621,
 * 5167, 10753; not 12289, where +-(q+1)/2 both occur). */
#define PQPOLY_BARRETT16_ROUND_D_(q)                                                              \
    ((long)PQPOLY_BARRETT16_VR(q) * (q) - (1L << PQPOLY_BARRETT16_SHIFT(q)))
#define PQPOLY_BARRETT16_ROUND_OUT_BOUND(q)                                                       \
    ((PQPOLY_BARRETT16_ROUND_D_(q) < 0 ? -PQPOLY_BARRETT16_ROUND_D_(q) : PQPOLY_BARRETT16_ROUND_D_(q)) \
             >= (1L << (PQPOLY_FLOOR_LOG2(q) - 1))                                                \
         ? ((q) + 1) / 2                                                                          \
         : ((q) - 1) / 2)

/* r = a (mod q), centered.
 * In:  any int16 a; v = PQPOLY_BARRETT16_VR(q), s = PQPOLY_BARRETT16_SHIFT(q).
 * Out: |r| <= PQPOLY_BARRETT16_ROUND_OUT_BOUND(q), (q-1)/2 or (q+1)/2. */
static inline int16_t pqpoly_barrett_round16(int16_t a, int16_t q, int16_t v, int s)
{
    int32_t t = ((int32_t)a * v + (1 << (s - 1))) >> s;
    return (int16_t)(a - t * q);
}

/* ---- Rounding reduction of a 32-bit value ([ACC+21, Algorithm 7]) ----------
 * v = round(2^32 / q) (needs q >= 3); t = round(a v / 2^32) (smmulr); r = a - t q.
 * Same argument as above with s = 32 and d = v q - 2^32: for |a| <= A,
 * |r| <= floor(q/2 + A |d| / 2^32) = PQPOLY_BARRETT32_ROUND_OUT_BOUND(q, A); with
 * |d| <= (q-1)/2 and A = 2^31 that is at most q/2 + (q-1)/4, the paper's
 * "(q + k t')/2" widening. */
#define PQPOLY_BARRETT32_VR(q) ((int32_t)((((int64_t)1 << 32) + (q) / 2) / (q)))
#define PQPOLY_BARRETT32_ROUND_D_(q) ((int64_t)PQPOLY_BARRETT32_VR(q) * (q) - ((int64_t)1 << 32))
#define PQPOLY_BARRETT32_ROUND_OUT_BOUND(q, amax)                                                 \
    ((int64_t)((((uint64_t)(q) << 31) +                                                           \
                (uint64_t)(amax) * (uint64_t)(PQPOLY_BARRETT32_ROUND_D_(q) < 0                    \
                                                  ? -PQPOLY_BARRETT32_ROUND_D_(q)                 \
                                                  : PQPOLY_BARRETT32_ROUND_D_(q))) >> 32))

/* r = a (mod q).
 * In:  |a| <= A (any int32: A = 2^31); v = PQPOLY_BARRETT32_VR(q).
 * Out: |r| <= PQPOLY_BARRETT32_ROUND_OUT_BOUND(q, A). */
static inline int32_t pqpoly_barrett_round32(int32_t a, int32_t q, int32_t v)
{
    int64_t t = ((int64_t)a * v + ((int64_t)1 << 31)) >> 32;
    return (int32_t)(a - t * q);
}

/* ---- Barrett multiplication by a constant ([HLY24, Algorithms 2-4]) -------
 * For a constant b with |b| < q, bbar = round(b 2^15 / q) (= "⌊bR/q⌉_2 / 2"
 * of [HLY24] with R = 2^16), t = round(a bbar / 2^15) (sqrdmulh), and
 * r = a b - t q, computed in the low half (mul / mls), whose true value fits.
 * Bound: bbar = b 2^15/q + e with |e| <= (q-1)/(2q) (q odd: b 2^15/q is never
 * a half-integer), so |a b / q - t| <= 1/2 + |a| (q-1) / (q 2^16) and, for
 * |a| <= A, |r| <= floor(q/2 + A (q-1) / 2^16) = PQPOLY_BARRETT_MULC16_OUT_BOUND.
 * For any int16 a (A = 2^15) this is q - 1, i.e. r in (-q, q). */
#define PQPOLY_BARRETT_MULC16_CONST(b, q)                                                         \
    ((int16_t)((b) >= 0 ? ((int32_t)(b) * 65536 + (q)) / (2 * (q))                               \
                        : -((-(int32_t)(b)) * 65536 + (q)) / (2 * (q))))
#define PQPOLY_BARRETT_MULC16_OUT_BOUND(q, amax)                                                  \
    ((int32_t)((((int64_t)(q) << 15) + (int64_t)(amax) * ((q) - 1)) >> 16))
/* Per constant, sharper: with d_b = bbar q - b 2^15 (|d_b| <= (q-1)/2),
 * r = q (a bbar / 2^15 - t) - a d_b / 2^15, so |r| <= floor(q/2 + A |d_b| / 2^15)
 * = PQPOLY_BARRETT_MULC16_OUT_BOUND_B(q, d_b, A) -- for lazy-reduction schedules
 * that know their twiddles. */
#define PQPOLY_BARRETT_MULC16_D(b, q)                                                             \
    ((int32_t)PQPOLY_BARRETT_MULC16_CONST(b, q) * (q) - (int32_t)(b) * 32768)
#define PQPOLY_BARRETT_MULC16_OUT_BOUND_B(q, d, amax)                                             \
    ((int32_t)((((int64_t)(q) << 15) + 2 * (int64_t)(amax) * ((d) < 0 ? -(int64_t)(d) : (int64_t)(d))) >> 16))

/* r = a b (mod q).
 * In:  any int16 a (|a| <= A); constant b in (-q, q), bbar = PQPOLY_BARRETT_MULC16_CONST(b, q).
 * Out: |r| <= PQPOLY_BARRETT_MULC16_OUT_BOUND_B(q, PQPOLY_BARRETT_MULC16_D(b, q), A)
 *      <= PQPOLY_BARRETT_MULC16_OUT_BOUND(q, A) <= q - 1. */
static inline int16_t pqpoly_barrett_mulc16(int16_t a, int16_t b, int16_t bbar, int16_t q)
{
    int32_t t = ((int32_t)a * bbar + (1 << 14)) >> 15;
    return (int16_t)((int32_t)a * b - t * q);
}

/* r = acc + a b (mod q)   ([HLY24, Algorithm 3], Barrett_mla).
 * In:  a, b, bbar as pqpoly_barrett_mulc16 with B = PQPOLY_BARRETT_MULC16_OUT_BOUND(q, A);
 *      acc in [lo, hi] with lo - B >= -2^15 and hi + B < 2^15.
 * Out: r in [lo - B, hi + B]  (r - acc is the value pqpoly_barrett_mulc16 returns). */
static inline int16_t pqpoly_barrett_mla16(int16_t acc, int16_t a, int16_t b, int16_t bbar, int16_t q)
{
    int32_t t = ((int32_t)a * bbar + (1 << 14)) >> 15;
    return (int16_t)(acc + (int32_t)a * b - t * q);
}

/* r = acc - a b (mod q)   ([HLY24, Algorithm 4], Barrett_mls).
 * In/Out: as pqpoly_barrett_mla16; r - acc is minus pqpoly_barrett_mulc16's value. */
static inline int16_t pqpoly_barrett_mls16(int16_t acc, int16_t a, int16_t b, int16_t bbar, int16_t q)
{
    int32_t t = ((int32_t)a * bbar + (1 << 14)) >> 15;
    return (int16_t)(acc - (int32_t)a * b + t * q);
}

/* 32-bit forms (R = 2^32; [HLY24] uses 32-bit lanes for its Good–Thomas
 * modulus): bbar = round(b 2^31 / q), t = round(a bbar / 2^31),
 * |r| <= floor(q/2 + A (q-1) / 2^32) <= q - 1 for |a| <= A <= 2^31. */
#define PQPOLY_BARRETT_MULC32_CONST(b, q)                                                         \
    ((int32_t)((b) >= 0 ? ((int64_t)(b) * ((int64_t)1 << 32) + (q)) / (2 * (int64_t)(q))         \
                        : -((-(int64_t)(b)) * ((int64_t)1 << 32) + (q)) / (2 * (int64_t)(q))))
#define PQPOLY_BARRETT_MULC32_OUT_BOUND(q, amax)                                                  \
    ((int64_t)((((uint64_t)(q) << 31) + (uint64_t)(amax) * ((uint64_t)(q) - 1)) >> 32))
/* Per constant: d_b = bbar q - b 2^31, |r| <= floor(q/2 + A |d_b| / 2^31). */
#define PQPOLY_BARRETT_MULC32_D(b, q)                                                             \
    ((int64_t)PQPOLY_BARRETT_MULC32_CONST(b, q) * (q) - (int64_t)(b) * ((int64_t)1 << 31))
#define PQPOLY_BARRETT_MULC32_OUT_BOUND_B(q, d, amax)                                             \
    ((int64_t)((((uint64_t)(q) << 31) + 2 * (uint64_t)(amax) * (uint64_t)((d) < 0 ? -(d) : (d))) >> 32))

/* r = a b (mod q).
 * In:  any int32 a (|a| <= A); constant b in (-q, q), bbar = PQPOLY_BARRETT_MULC32_CONST(b, q).
 * Out: |r| <= PQPOLY_BARRETT_MULC32_OUT_BOUND_B(q, PQPOLY_BARRETT_MULC32_D(b, q), A)
 *      <= PQPOLY_BARRETT_MULC32_OUT_BOUND(q, A) <= q - 1. */
static inline int32_t pqpoly_barrett_mulc32(int32_t a, int32_t b, int32_t bbar, int32_t q)
{
    int64_t t = ((int64_t)a * bbar + ((int64_t)1 << 30)) >> 31;
    return (int32_t)((int64_t)a * b - t * q);
}

/* r = acc + a b (mod q).  acc in [lo, hi], B = PQPOLY_BARRETT_MULC32_OUT_BOUND(q, A),
 * lo - B >= -2^31, hi + B < 2^31.  Out: r in [lo - B, hi + B]. */
static inline int32_t pqpoly_barrett_mla32(int32_t acc, int32_t a, int32_t b, int32_t bbar, int32_t q)
{
    int64_t t = ((int64_t)a * bbar + ((int64_t)1 << 30)) >> 31;
    return (int32_t)(acc + (int64_t)a * b - t * q);
}

/* r = acc - a b (mod q).  As pqpoly_barrett_mla32. */
static inline int32_t pqpoly_barrett_mls32(int32_t acc, int32_t a, int32_t b, int32_t bbar, int32_t q)
{
    int64_t t = ((int64_t)a * bbar + ((int64_t)1 << 30)) >> 31;
    return (int32_t)(acc - (int64_t)a * b + t * q);
}

#endif
