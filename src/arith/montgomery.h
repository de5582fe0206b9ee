/* Signed Montgomery multiplication and reduction, R = 2^16 and R = 2^32.
 *
 * [HZZ+22, Algorithm 7] (signed Montgomery multiplication after Seiler): for
 * c = a*b, m = [c * q^-1]_R (signed low half), r = (c - m*q) / R, which is an
 * exact division because m*q = c (mod R).  [ACC+21, Algorithm 8] is the same
 * computation with R = 2^32 (it adds t*q with t = c*(-q^-1); we subtract with
 * +q^-1, the identical result).  Conventions: see arith_util.h.
 *
 * Proof sketch of every range below: m lies in [-R/2, R/2 - 1], so
 *     (c - (R/2 - 1) q) / R  <=  r  <=  (c + (R/2) q) / R,
 * and r is an integer.  With c in [-qR/2, qR/2 - 1] this gives r in
 * [-(q-1), q-1] ([HZZ+22, Alg. 7]: "r in (-q, q)").  The _OUT_LO/_OUT_HI macros
 * give the tighter range for a narrower input range, e.g. a 16-bit coefficient
 * times a centered constant |b| <= (q-1)/2 gives |r| <= q/4 + q/2 + 1. */
#ifndef PQPOLY_ARITH_MONTGOMERY_H
#define PQPOLY_ARITH_MONTGOMERY_H

#include <stdint.h>

#include "arith/arith_util.h"

/* ---- R = 2^16, odd q with 0 < q < 2^15 ---------------------------------- */

/* qinv = q^-1 mod^± 2^16, in [-2^15, 2^15). */
#define PQPOLY_MONT16_QINV(q) PQPOLY_SIGNED16(PQPOLY_INV_MOD2_32(q))
/* R mod q and R^2 mod q, in [0, q): multiply by R2 (Montgomery) to enter the
 * Montgomery domain. */
#define PQPOLY_MONT16_R(q) ((int16_t)((1L << 16) % (q)))
#define PQPOLY_MONT16_R2(q) ((int16_t)(((int64_t)1 << 32) % (q)))

/* Valid input: a in [PQPOLY_MONT16_IN_MIN(q), PQPOLY_MONT16_IN_MAX(q)]. */
#define PQPOLY_MONT16_IN_MIN(q) (-((int64_t)(q) << 15))
#define PQPOLY_MONT16_IN_MAX(q) (((int64_t)(q) << 15) - 1)
/* Output for input in [amin, amax] (subrange of the valid input):
 * r in [PQPOLY_MONT16_OUT_LO(q, amin), PQPOLY_MONT16_OUT_HI(q, amax)]. */
#define PQPOLY_MONT16_OUT_LO(q, amin) (-(((((int64_t)1 << 15) - 1) * (q) - (int64_t)(amin)) >> 16))
#define PQPOLY_MONT16_OUT_HI(q, amax) (((int64_t)(amax) + ((int64_t)(q) << 15)) >> 16)
/* Over the whole valid input: r in [-(q-1), q-1]. */
#define PQPOLY_MONT16_OUT_MIN(q) (-((int64_t)(q) - 1))
#define PQPOLY_MONT16_OUT_MAX(q) ((int64_t)(q) - 1)
/* A product a*b with |a| <= A and a centered constant |b| <= (q-1)/2:
 * |r| <= floor(((q-1)/2 A + 2^15 q) / 2^16) (the larger of -_OUT_LO and _OUT_HI
 * for |a b| <= (q-1)/2 A), about q/2 + A q / 2^17: at most 3q/4 for any int16 a.
 * This is the bound the lazy-reduction schedules of src/ntt and src/mul use. */
#define PQPOLY_MONT16_MULC_OUT_BOUND(q, amax)                                                     \
    ((int32_t)((((int64_t)(q) - 1) / 2 * (int64_t)(amax) + ((int64_t)(q) << 15)) >> 16))

/* r = a * 2^-16 (mod q).
 * In:  a in [-q*2^15, q*2^15 - 1]; qinv = PQPOLY_MONT16_QINV(q).
 * Out: r in [PQPOLY_MONT16_OUT_LO(q, a), PQPOLY_MONT16_OUT_HI(q, a)],
 *      within [-(q-1), q-1]. */
static inline int16_t pqpoly_montgomery_reduce16(int32_t a, int16_t q, int16_t qinv)
{
    int16_t m = (int16_t)((int16_t)a * qinv); /* [a * q^-1]_16 */
    return (int16_t)((a - (int32_t)m * q) >> 16);
}

/* bq = [b q^-1]_16: the partner of a Montgomery constant b.  m of
 * pqpoly_montgomery_mul16(a, b, q, qinv) is [a b q^-1]_16 = [a bq]_16, so a
 * constant's partner is computed once (tables, broadcasts) and each product
 * saves a multiplication (the vector form pqpoly_montgomery_mulc16_x16 takes it).
 * In:  any int16 b; qinv = PQPOLY_MONT16_QINV(q).
 * Out: any int16. */
static inline int16_t pqpoly_montgomery_pre16(int16_t b, int16_t qinv)
{
    return (int16_t)(b * qinv);
}

/* r = a * b * 2^-16 (mod q).
 * In:  a*b in [-q*2^15, q*2^15 - 1] (e.g. any int16 a with |b| < q; for a
 *      constant b = z 2^16 mod q, centered, r = a z (mod q)).
 * Out: as pqpoly_montgomery_reduce16 of a*b, i.e. in
 *      [PQPOLY_MONT16_OUT_LO(q, a*b), PQPOLY_MONT16_OUT_HI(q, a*b)] within [-(q-1), q-1];
 *      for |a| <= A and |b| <= (q-1)/2: |r| <= PQPOLY_MONT16_MULC_OUT_BOUND(q, A).
 * Written with 16-bit lanes only, as [Sei18] (pmullw, pmulhw): the low halves
 * of a*b and m*q agree (m = [a b q^-1]_16), so (a*b - m*q) >> 16 equals
 * hi(a*b) - hi(m*q) exactly, the same integer as pqpoly_montgomery_reduce16
 * (a*b); each high half lies in [-2^14, 2^14], so nothing overflows. */
static inline int16_t pqpoly_montgomery_mul16(int16_t a, int16_t b, int16_t q, int16_t qinv)
{
    int16_t lo = (int16_t)(a * b);
    int16_t hi = (int16_t)(((int32_t)a * b) >> 16);
    int16_t m = (int16_t)(lo * qinv);
    int16_t t = (int16_t)(((int32_t)m * q) >> 16);
    return (int16_t)(hi - t);
}

/* ---- R = 2^32, odd q with 0 < q < 2^31 ---------------------------------- */

/* qinv = q^-1 mod^± 2^32, in [-2^31, 2^31). */
#define PQPOLY_MONT32_QINV(q) PQPOLY_SIGNED32(PQPOLY_INV_MOD2_32(q))
#define PQPOLY_MONT32_R(q) ((int32_t)(((int64_t)1 << 32) % (q)))

#define PQPOLY_MONT32_IN_MIN(q) (-((int64_t)(q) << 31))
#define PQPOLY_MONT32_IN_MAX(q) (((int64_t)(q) << 31) - 1)
#define PQPOLY_MONT32_OUT_LO(q, amin) (-(((((int64_t)1 << 31) - 1) * (q) - (int64_t)(amin)) >> 32))
#define PQPOLY_MONT32_OUT_HI(q, amax) (((int64_t)(amax) + ((int64_t)(q) << 31)) >> 32)
#define PQPOLY_MONT32_OUT_MIN(q) (-((int64_t)(q) - 1))
#define PQPOLY_MONT32_OUT_MAX(q) ((int64_t)(q) - 1)

/* r = a * 2^-32 (mod q)   ([ACC+21, Algorithm 8], steps 2-3).
 * In:  a in [-q*2^31, q*2^31 - 1]; qinv = PQPOLY_MONT32_QINV(q).
 * Out: r in [PQPOLY_MONT32_OUT_LO(q, a), PQPOLY_MONT32_OUT_HI(q, a)],
 *      within [-(q-1), q-1]. */
static inline int32_t pqpoly_montgomery_reduce32(int64_t a, int32_t q, int32_t qinv)
{
    int32_t m = (int32_t)((uint32_t)(uint64_t)a * (uint32_t)qinv); /* [a * q^-1]_32 */
    return (int32_t)((a - (int64_t)m * q) >> 32);
}

/* r = a * b * 2^-32 (mod q)   ([ACC+21, Algorithm 8]).
 * In:  a*b in [-q*2^31, q*2^31 - 1] (e.g. any int32 a with |b| < q).
 * Out: as pqpoly_montgomery_reduce32 of a*b; within [-(q-1), q-1]. */
static inline int32_t pqpoly_montgomery_mul32(int32_t a, int32_t b, int32_t q, int32_t qinv)
{
    return pqpoly_montgomery_reduce32((int64_t)a * b, q, qinv);
}

#endif
