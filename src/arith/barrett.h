/* Signed Barrett reduction and Barrett multiplication by a constant, 16- and
 * 32-bit.  Conventions (arithmetic >>, wrap-around narrowing): arith_util.h.
 *
 *   pqpoly_barrett_reduce16   [HZZ+22, Algorithm 8] (floor quotient, output ~[0, q])
 *   pqpoly_barrett_round16    rounding quotient, centered output ([ACC+21]
 *                             Algorithm 7 at 16 bits; any shift s)
 *   pqpoly_barrett_round32    [ACC+21, Algorithm 7] (R = 2^s: s = 32 is
 *                             smmulr rounding; s = 40, 48 with a 64-bit v)
 *   pqpoly_barrett_round64    the same for an int64 input
 *   pqpoly_barrett_mulc16/32  [HLY24, Algorithm 2] (sqrdmulh-style quotient)
 *   pqpoly_barrett_mla16/32   [HLY24, Algorithm 3]: acc + a*b (mod q)
 *   pqpoly_barrett_mls16/32   [HLY24, Algorithm 4]: acc - a*b (mod q)
 *   pqpoly_barrett_scalar16   the Barrett multiplier round(a 2^16 / q) of a
 *                             runtime scalar a (for pqpoly_barrett_mulsub16)
 *   pqpoly_barrett_mulsub16   a*x - b*y (mod q) for two runtime scalars, lazy
 *                             (-2q, 2q) in and out ([HLY24, Algorithm 2] with
 *                             a high-product quotient, as in [BY19] divsteps)
 *
 * All moduli are odd; 16-bit forms need q < 2^14 (so every constant fits the
 * 16-bit lane, as the vector instructions need), 32-bit forms q < 2^30.
 * 16-bit moduli served: 3329 (Kyber), 4591, 4621, 5167, 6343, 7177, 7879
 * (NTRU Prime), 7681, 10753, 12289 (NTT primes), 3 (NTRU Prime R/3); 32-bit:
 * 6984193 and 10060289 (NTT primes of the 32-bit Good transforms). */
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
/* v = round(2^s / q) for the rounding variant (below). */
#define PQPOLY_BARRETT16_VR(q) PQPOLY_BARRETT16_VR_S(q, PQPOLY_BARRETT16_SHIFT(q))

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

/* ---- Rounding reduction of a 16-bit value ---------------------------------
 * [ACC+21, Algorithm 7] at 16 bits (the Kyber reference's barrett_reduce):
 * t = round(a v / 2^s), r = a - t q, with v = round(2^s / q) =
 * PQPOLY_BARRETT16_VR_S(q, s).  The default shift is s = PQPOLY_BARRETT16_SHIFT(q)
 * (PQPOLY_BARRETT16_VR(q)); the NTRU Prime transforms use s = 26 (their tables'
 * round(2^26 / q), src/ntt/tables/ntrup_fft.h), any s with v < 2^15 works.
 *
 * Bound, for |a| <= A: with d = v q - 2^s (|d| <= (q-1)/2) and
 * t = floor(a v / 2^s + 1/2), e = a v / 2^s - t lies in [-1/2, 1/2), and
 * r = a - t q = q e - a d / 2^s, so
 *     |r| <= floor(q/2 + A |d| / 2^s) = PQPOLY_BARRETT16_ROUND_OUT_BOUND_S(q, s, A).
 * It is (q-1)/2, the centered representative, exactly when A |d| / 2^s < 1/2.
 * Over every int16 input (A = 2^15) with the default shift s = 15 + L this is
 * < q/2 + 1 (|d| < 2^L), hence (q+1)/2, and (q-1)/2 when |d| < 2^(L-1)
 * ([ACC+21, §4]: output in (-(q+kt')/2, (q+kt')/2)): q = 3329, 7681, 4591, 4621,
 * 5167, 6343, 7177, 7879, 10753 give the centered range; 12289 and 3 do not
 * (+-(q+1)/2 occur): PQPOLY_BARRETT16_ROUND_OUT_BOUND(q). */
#define PQPOLY_BARRETT16_VR_S(q, s) ((int16_t)(((1L << (s)) + (q) / 2) / (q)))
#define PQPOLY_BARRETT16_ROUND_D_S_(q, s) ((long)PQPOLY_BARRETT16_VR_S(q, s) * (q) - (1L << (s)))
#define PQPOLY_BARRETT16_ROUND_OUT_BOUND_S(q, s, amax)                                            \
    ((int32_t)((((int64_t)(q) << ((s) - 1)) +                                                     \
                (int64_t)(amax) * (PQPOLY_BARRETT16_ROUND_D_S_(q, s) < 0                          \
                                       ? -PQPOLY_BARRETT16_ROUND_D_S_(q, s)                       \
                                       : PQPOLY_BARRETT16_ROUND_D_S_(q, s))) >> (s)))
#define PQPOLY_BARRETT16_ROUND_OUT_BOUND(q)                                                       \
    PQPOLY_BARRETT16_ROUND_OUT_BOUND_S(q, PQPOLY_BARRETT16_SHIFT(q), 32768)

/* r = a (mod q), centered.
 * In:  any int16 a (|a| <= A); v = PQPOLY_BARRETT16_VR_S(q, s) < 2^15, 1 <= s <= 29
 *      (default: v = PQPOLY_BARRETT16_VR(q), s = PQPOLY_BARRETT16_SHIFT(q)).
 * Out: |r| <= PQPOLY_BARRETT16_ROUND_OUT_BOUND_S(q, s, A); with the default shift
 *      and any int16 a, |r| <= PQPOLY_BARRETT16_ROUND_OUT_BOUND(q): (q-1)/2 or (q+1)/2.
 * No overflow: |a v| <= 2^15 (2^15 - 1) < 2^30.  For s >= 17 the quotient is
 * taken as a 16-bit high product then a 16-bit shift (pmulhw, paddw, psraw:
 * the form compilers vectorize, as in [Sei18]):
 *     floor((floor(a v / 2^16) + 2^(s-17)) / 2^(s-16)) = floor((a v + 2^(s-1)) / 2^s),
 * the same integer; the high half lies in [-2^14, 2^14) and adding 2^(s-17) <= 2^12
 * keeps it in int16.  s is a compile-time constant at every call site, so the
 * choice of form is resolved by the compiler, never on data. */
static inline int16_t pqpoly_barrett_round16(int16_t a, int16_t q, int16_t v, int s)
{
    int32_t t;
    if (s >= 17) {
        int16_t hi = (int16_t)(((int32_t)a * v) >> 16);
        t = (int16_t)((hi + (1 << (s - 17))) >> (s - 16));
    } else {
        t = ((int32_t)a * v + (1 << (s - 1))) >> s;
    }
    return (int16_t)(a - t * q);
}

/* ---- Rounding reduction of a 32- or 64-bit value ([ACC+21, Algorithm 7]) ---
 * v = round(2^s / q) = PQPOLY_BARRETT32_VR_S(q, s), t = round(a v / 2^s),
 * r = a - t q.  s = 32 is the paper's R = 2^32 (smmulr; PQPOLY_BARRETT32_VR(q));
 * larger s sharpen the quotient for wide inputs: s = 40 is the final reduction
 * of every NTRU Prime multiplier and KEM (src/ntt/fold.h,
 * src/ring/ntrup/arith.h), s = 48 the 32-bit NTT primes 6984193 and 10060289.
 * Same argument as above with d = v q - 2^s (|d| <= (q-1)/2): for |a| <= A,
 *     |r| <= floor(q/2 + A |d| / 2^s) = PQPOLY_BARRETT32_ROUND_OUT_BOUND_S(q, s, A),
 * the centered representative (q-1)/2 when A |d| < 2^(s-1): e.g. |a| < 2^27
 * with s = 40 and q < 2^13.  With s = 32, |d| <= (q-1)/2 and A = 2^31 the bound
 * is at most q/2 + (q-1)/4, the paper's "(q + k t')/2" widening.
 * No overflow: the input range is |a| <= PQPOLY_BARRETT32_ROUND_IN_MAX(q, s), the
 * largest A (at most 2^31) with A v + 2^(s-1) < 2^63; it is every int32 unless
 * v > 2^32 (q < 2^(s-32)); e.g. q = 3, s = 40: |a| <= 25165823 (3 2^23 - 1).
 * Then |t| <= A / q + 1 and r = a - t q is computed in 64 bits. */
#define PQPOLY_BARRETT32_VR_S(q, s) ((int64_t)((((int64_t)1 << (s)) + (q) / 2) / (q)))
#define PQPOLY_BARRETT32_VR(q) ((int32_t)PQPOLY_BARRETT32_VR_S(q, 32))
#define PQPOLY_BARRETT32_ROUND_D_S_(q, s) (PQPOLY_BARRETT32_VR_S(q, s) * (q) - ((int64_t)1 << (s)))
/* floor(q/2 + A |d| / 2^s) for s <= 62 without forming q 2^(s-1):
 * floor(q/2) + floor(((q mod 2) 2^(s-1) + A |d|) / 2^s). */
#define PQPOLY_BARRETT32_ROUND_ABSD_(q, s)                                                       \
    ((uint64_t)(PQPOLY_BARRETT32_ROUND_D_S_(q, s) < 0 ? -PQPOLY_BARRETT32_ROUND_D_S_(q, s)         \
                                                      : PQPOLY_BARRETT32_ROUND_D_S_(q, s)))
#define PQPOLY_BARRETT32_ROUND_OUT_BOUND_S(q, s, amax)                                            \
    ((int64_t)(((uint64_t)(q) >> 1) +                                                             \
               (((((uint64_t)(q) & 1u) << ((s) - 1)) +                                            \
                 (uint64_t)(amax) * PQPOLY_BARRETT32_ROUND_ABSD_(q, s)) >> (s))))
#define PQPOLY_BARRETT32_ROUND_OUT_BOUND(q, amax) PQPOLY_BARRETT32_ROUND_OUT_BOUND_S(q, 32, amax)
#define PQPOLY_BARRETT32_ROUND_IN_MAX(q, s)                                                       \
    ((INT64_MAX - ((int64_t)1 << ((s) - 1))) / PQPOLY_BARRETT32_VR_S(q, s) < ((int64_t)1 << 31)    \
         ? (INT64_MAX - ((int64_t)1 << ((s) - 1))) / PQPOLY_BARRETT32_VR_S(q, s)                   \
         : ((int64_t)1 << 31))

/* r = a (mod q).
 * In:  |a| <= A <= PQPOLY_BARRETT32_ROUND_IN_MAX(q, s); v = PQPOLY_BARRETT32_VR_S(q, s),
 *      3 <= q < 2^30, 32 <= s <= 62 (s = 32: any int32 a).
 * Out: |r| <= PQPOLY_BARRETT32_ROUND_OUT_BOUND_S(q, s, A). */
static inline int32_t pqpoly_barrett_round32(int32_t a, int32_t q, int64_t v, int s)
{
    int64_t t = ((int64_t)a * v + ((int64_t)1 << (s - 1))) >> s;
    return (int32_t)(a - t * q);
}

/* The same for a 64-bit input (products accumulated in int64).
 * In:  |a| <= A with A v + 2^(s-1) < 2^63 (PQPOLY_BARRETT64_ROUND_IN_MAX(q, s));
 *      v, q, s as pqpoly_barrett_round32.
 * Out: |r| <= PQPOLY_BARRETT32_ROUND_OUT_BOUND_S(q, s, A), which must be < 2^31
 *      (e.g. q < 2^14, s = 40 and |a| < 2^36 give |r| < q/2 + 2^35 / 2^40 + 1 < q). */
#define PQPOLY_BARRETT64_ROUND_IN_MAX(q, s)                                                       \
    ((INT64_MAX - ((int64_t)1 << ((s) - 1))) / PQPOLY_BARRETT32_VR_S(q, s))
static inline int32_t pqpoly_barrett_round64(int64_t a, int32_t q, int64_t v, int s)
{
    int64_t t = (a * v + ((int64_t)1 << (s - 1))) >> s;
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

/* ---- Barrett multiply-subtract by two runtime scalars ---------------------
 * [HLY24, Algorithm 2] (Barrett multiplication by a precomputed multiplier)
 * with the quotient taken as a 16-bit high product (pmulhw) instead of a
 * rounding doubling one, generalized to the difference a x - b y of two such
 * products: the elimination step g <- f0 g - g0 f, r <- f0 r - g0 v of the
 * [BY19] divsteps in R/q (src/ring/ntrup/recip.c), where f0, g0 change at
 * every step, so their multipliers are computed at run time, branch-free.
 *
 * Multiplier: for a canonical |a| <= (q-1)/2,
 *     ap = floor((a v + 2^23) / 2^24),  v = round(2^40 / q) = PQPOLY_BARRETT_SCALAR16_V(q),
 * i.e. a v / 2^24 rounded, and a v / 2^24 = a 2^16 / q + a d / (q 2^24) with
 * d = v q - 2^40, |d| <= (q-1)/2, so |a d / (q 2^24)| <= (q-1)^2 / (4 q 2^24)
 * < 2^-12 (q < 2^14) and
 *     e_a = ap - a 2^16 / q,   |e_a| <= 1/2 + 2^-12.
 * (ap is round(a 2^16 / q) unless a 2^16 / q lies within 2^-12 of a
 * half-integer; for the six NTRU Prime moduli it equals it for every canonical
 * a, tests/arith/test_barrett.c.)  |ap| <= 2^15 (q-1)/q + 1/2 + 2^-12 < 2^15 - 1 since q < 2^14:
 * ap fits int16, and |a v| < 2^39 + q fits int64.
 *
 * Multiply-subtract: with x, y in [-X, X] (X = PQPOLY_BARRETT_MULSUB16_IN_MAX(q)
 * = 2q - 1 in the divsteps), the quotient is
 *     t = floor(x ap / 2^16) - floor(y bp / 2^16)
 * and r = a x - b y - t q.  Writing floor(x ap / 2^16) = a x / q + x e_a / 2^16 - phi_1
 * with phi_1 in [0, 1) (and phi_2 likewise for y),
 *     r = q (phi_1 - phi_2) - q (x e_a - y e_b) / 2^16,
 *     |r| < q + q X (1 + 2^-11) / 2^16 = q + q X (2^11 + 1) / 2^27,
 * so |r| <= q - 1 + ceil(q X (2^11 + 1) / 2^27) = PQPOLY_BARRETT_MULSUB16_OUT_BOUND(q, X).
 * For X = 2q - 1 this is about q + q^2 / 2^15 < 2q - 1 (q < 2^14): the lazy range
 * (-2q, 2q) is closed under the operation, so the divsteps never reduce fully.
 * No overflow: |x ap|, |y bp| < 2^30 fit int32; each high half lies in
 * [-2^14, 2^14) and their difference t in int16; the low part a x - b y - t q is
 * formed modulo 2^16 in unsigned arithmetic (defined wrap-around for any
 * inputs, and 32-bit products so no int promotion of uint16_t * uint16_t can
 * overflow), and since its true value satisfies |r| < 2^15 the 16-bit residue read
 * as int16 (arith_util.h) is r exactly. */
#define PQPOLY_BARRETT_SCALAR16_SHIFT 40
#define PQPOLY_BARRETT_SCALAR16_V(q) PQPOLY_BARRETT32_VR_S(q, PQPOLY_BARRETT_SCALAR16_SHIFT)
#define PQPOLY_BARRETT_SCALAR16_IN_MAX(q) (((q) - 1) / 2)
#define PQPOLY_BARRETT_MULSUB16_IN_MAX(q) (2 * (q) - 1)
#define PQPOLY_BARRETT_MULSUB16_OUT_BOUND(q, xmax)                                                \
    ((int32_t)((q) - 1 + (((int64_t)(q) * (xmax) * 2049 + ((int64_t)1 << 27) - 1) >> 27)))

/* ap = round(a 2^16 / q) up to 2^-12: |ap - a 2^16 / q| <= 1/2 + 2^-12.
 * In:  |a| <= PQPOLY_BARRETT_SCALAR16_IN_MAX(q) ((q-1)/2), 3 <= q < 2^14 odd;
 *      v = PQPOLY_BARRETT_SCALAR16_V(q).
 * Out: |ap| < 2^15 - 1. */
static inline int16_t pqpoly_barrett_scalar16(int16_t a, int64_t v)
{
    return (int16_t)(((int64_t)a * v + ((int64_t)1 << 23)) >> 24);
}

/* r = a x - b y (mod q).
 * In:  a, b with |a|, |b| <= PQPOLY_BARRETT_SCALAR16_IN_MAX(q), ap =
 *      pqpoly_barrett_scalar16(a, v), bp likewise; |x|, |y| <= X <=
 *      PQPOLY_BARRETT_MULSUB16_IN_MAX(q) (2q - 1); 3 <= q < 2^14 odd.
 * Out: |r| <= PQPOLY_BARRETT_MULSUB16_OUT_BOUND(q, X) <= 2q - 1. */
static inline int16_t pqpoly_barrett_mulsub16(int16_t a, int16_t ap, int16_t x, int16_t b, int16_t bp,
                                              int16_t y, int16_t q)
{
    uint16_t lo = (uint16_t)((uint32_t)(uint16_t)a * (uint16_t)x - (uint32_t)(uint16_t)b * (uint16_t)y);
    int16_t t = (int16_t)((int16_t)(((int32_t)x * ap) >> 16) - (int16_t)(((int32_t)y * bp) >> 16));
    return (int16_t)(uint16_t)(lo - (uint32_t)(uint16_t)t * (uint16_t)q);
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
