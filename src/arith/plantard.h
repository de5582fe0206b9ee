/* Improved (signed) Plantard arithmetic, [HZZ+22, §3-4]: multiplication
 * (Algorithm 10), multiplication by a precomputed constant (Algorithm 11),
 * reduction of a product (Algorithm 13) and reduction of a coefficient
 * (Algorithm 15).  Conventions (arithmetic >>, wrap-around narrowing):
 * arith_util.h.
 *
 * Word size l, small integer alpha >= 1, odd q < 2^(l - alpha - 1),
 * q' = q^-1 mod^± 2^(2l).  For an input product c = a*b:
 *     p1 = [[c q']_2l]^l  (signed top half of the low 2l bits),
 *     r  = [(p1 + 2^alpha) q]^l,
 * r = c (-2^-2l) (mod q).  Theorem 1 as corrected in the paper gives
 * r in [-(q+1)/2, q/2); in fact r lies in [-(q-1)/2, (q-1)/2], the centered
 * representatives, for every input c that fits the 2l-bit signed type (proof
 * below).  The tests check the sharper range and that both of its ends are
 * reached; -(q+1)/2 never is.
 *
 * Proof sketch (Theorem 1): p1 is in [-2^(l-1), 2^(l-1) - 1], so r lies in
 * [floor(-q/2 + q 2^alpha / 2^l), floor(q/2 + (2^alpha - 1) q / 2^l)], and
 * q 2^alpha < 2^(l-1) makes both fractions < 1/2.  Congruence: with
 * p = [c q']_2l = p1 2^l + p0, 0 <= p0 < 2^l, (p q - c) / 2^2l is the wanted
 * integer, and r equals it exactly when 0 <= q 2^(l+alpha) - p0 q + c < 2^2l
 * (inequality (3)).  The paper checks (3) for |c| <= q^2 2^(2 alpha); the same
 * inequality holds for every c in
 *     [-q (2^(l+alpha) - 2^l + 1), 2^(2l) - q 2^(l+alpha) - 1],
 * which (cut to the 2l-bit signed type) is the input range stated below and
 * checked by the tests.  For Algorithm 11 (|a| <= 2^(l-1), constant |b| < q)
 * |a b| < q 2^(l-1) lies inside it for every alpha >= 1.
 * Sharper lower end: r = (p q - c) / 2^2l exactly, with p >= -2^(2l-1) and
 * c < 2^(2l-1), so r > (-2^(2l-1) q - 2^(2l-1)) / 2^2l = -(q+1)/2, i.e.
 * r >= -(q-1)/2; the upper end (q-1)/2 is the theorem's floor(q/2).
 *
 * Which moduli: the 16-bit form (l = 16, 32-bit products and a 32-bit q') needs
 * q < 2^14 (alpha >= 1): 3329 (alpha <= 3), 7681, 4591, 4621, 5167 (alpha <= 2),
 * 12289, 10753 (alpha = 1).  The 32-bit form (l = 32, 64-bit products, 64-bit q')
 * serves q < 2^30, e.g. 6984193 (alpha <= 8).  The largest alpha gives the
 * largest input range ([HZZ+22, §3.3]); PQPOLY_PLANTARD16_ALPHA(q) computes it. */
#ifndef PQPOLY_ARITH_PLANTARD_H
#define PQPOLY_ARITH_PLANTARD_H

#include <stdint.h>

#include "arith/arith_util.h"

/* ---- l = 16 --------------------------------------------------------------- */

/* Largest alpha with q < 2^(15 - alpha); needs q < 2^14 for alpha >= 1. */
#define PQPOLY_PLANTARD16_ALPHA(q) (14 - PQPOLY_FLOOR_LOG2(q))
/* q' = q^-1 mod^± 2^32. */
#define PQPOLY_PLANTARD16_QINV(q) PQPOLY_SIGNED32(PQPOLY_INV_MOD2_32(q))
/* Precomputed constant [b q']_32 for pqpoly_plantard_mulc16, b in (-q, q).
 * To compute a*z (mod q) pass b = z * (-2^32) mod q (the "Plantard domain"). */
#define PQPOLY_PLANTARD16_CONST(b, q)                                                             \
    PQPOLY_SIGNED32((uint32_t)(int32_t)(b) * PQPOLY_INV_MOD2_32(q))
/* -2^32 mod q, in [0, q); and the constant of Algorithm 15. */
#define PQPOLY_PLANTARD16_MINUS_R2(q) ((int32_t)(((q) - (int32_t)(((int64_t)1 << 32) % (q))) % (q)))
#define PQPOLY_PLANTARD16_MODCONST(q) PQPOLY_PLANTARD16_CONST(PQPOLY_PLANTARD16_MINUS_R2(q), q)

/* Output range of every l = 16 routine: [-(q-1)/2, (q-1)/2], inside the
 * paper's [-(q+1)/2, q/2) = [PQPOLY_PLANTARD_PAPER_OUT_MIN(q), PQPOLY_PLANTARD_PAPER_OUT_MAX(q)]. */
#define PQPOLY_PLANTARD16_OUT_MIN(q) (-(((int64_t)(q) - 1) / 2))
#define PQPOLY_PLANTARD16_OUT_MAX(q) (((int64_t)(q) - 1) / 2)
#define PQPOLY_PLANTARD_PAPER_OUT_MIN(q) (-(((int64_t)(q) + 1) / 2))
#define PQPOLY_PLANTARD_PAPER_OUT_MAX(q) (((int64_t)(q) - 1) / 2)
/* Input range of pqpoly_plantard_reduce16 (the product c = a*b of the others). */
#define PQPOLY_PLANTARD16_IN_MIN(q, alpha)                                                        \
    (-(int64_t)(q) * (((int64_t)1 << (16 + (alpha))) - ((int64_t)1 << 16) + 1))
#define PQPOLY_PLANTARD16_IN_MAX(q, alpha) ((int64_t)INT32_MAX)
/* The paper's narrower statement: |c| <= q^2 2^(2 alpha). */
#define PQPOLY_PLANTARD16_PAPER_IN_BOUND(q, alpha) ((int64_t)(q) * (q) << (2 * (alpha)))

/* r = c (-2^-32) (mod q)   (Algorithm 13).
 * In:  c in [PQPOLY_PLANTARD16_IN_MIN(q, alpha), 2^31 - 1]; qinv = PQPOLY_PLANTARD16_QINV(q).
 * Out: r in [-(q-1)/2, (q-1)/2]. */
static inline int16_t pqpoly_plantard_reduce16(int32_t c, int32_t qinv, int16_t q, int alpha)
{
    int32_t p = (int32_t)((uint32_t)c * (uint32_t)qinv); /* [c q']_32 */
    return (int16_t)((((p >> 16) + (1 << alpha)) * q) >> 16);
}

/* r = a b (-2^-32) (mod q)   (Algorithm 10).
 * In:  a*b in [PQPOLY_PLANTARD16_IN_MIN(q, alpha), 2^31 - 1] (which contains the
 *      paper's a, b in [-q 2^alpha, q 2^alpha]; with the largest alpha, every
 *      pair of int16 values qualifies for q = 3329 and q = 7681).
 * Out: r in [-(q-1)/2, (q-1)/2]. */
static inline int16_t pqpoly_plantard_mul16(int16_t a, int16_t b, int32_t qinv, int16_t q, int alpha)
{
    return pqpoly_plantard_reduce16((int32_t)a * b, qinv, q, alpha);
}

/* r = a b (-2^-32) (mod q) for a constant b   (Algorithm 11; one multiplication
 * saved because bq' is precomputed).
 * In:  any int16 a; bqinv = PQPOLY_PLANTARD16_CONST(b, q) with b in (-q, q).
 * Out: r in [-(q-1)/2, (q-1)/2]. */
static inline int16_t pqpoly_plantard_mulc16(int16_t a, int32_t bqinv, int16_t q, int alpha)
{
    int32_t p = (int32_t)((uint32_t)(int32_t)a * (uint32_t)bqinv); /* [a b q']_32 */
    return (int16_t)((((p >> 16) + (1 << alpha)) * q) >> 16);
}

/* The same product in 16-bit lanes (pmulhw, pmullw, paddw, pmulhw: the form
 * compilers vectorize without 32-bit lane multiplications).  Split the
 * constant as bq = bh 2^16 + bl, 0 <= bl < 2^16; with bls = [bl]_16 and
 * bh' = bh + [bl >= 2^15] = (bq + 2^15) >> 16,
 *     floor(a bq / 2^16) = a bh + floor(a bl / 2^16) = a bh' + floor(a bls / 2^16),
 * so p1 = [[a bq]_32]^16 of Algorithm 11 is, modulo 2^16,
 *     hi16(a bls) + lo16(a bh').
 * The last step adds 2^alpha to p1 in 16 bits: for p1 >= 2^15 - 2^alpha it
 * wraps, giving ((p1 + 2^alpha - 2^16) q) >> 16 = r - q with r the value of
 * pqpoly_plantard_mulc16, otherwise r itself.  Since r - q lies below
 * -(q-1)/2 only when r > (q-1)/2 - 1, the output is in [-(q+1)/2, (q-1)/2],
 * the paper's corrected range of Theorem 1.
 * In:  any int16 a; bqinv = PQPOLY_PLANTARD16_CONST(b, q), b in (-q, q).
 * Out: r = a b (-2^-32) (mod q), r in [PQPOLY_PLANTARD_PAPER_OUT_MIN(q),
 *      PQPOLY_PLANTARD_PAPER_OUT_MAX(q)] = [-(q+1)/2, (q-1)/2]. */
static inline int16_t pqpoly_plantard_mulc16_halves(int16_t a, int16_t bl, int16_t bh, int16_t q,
                                                    int alpha);
static inline int16_t pqpoly_plantard_mulc16_lanes(int16_t a, int32_t bqinv, int16_t q, int alpha)
{
    int16_t bl = (int16_t)bqinv;
    int16_t bh = (int16_t)(((int64_t)bqinv + (1 << 15)) >> 16);
    return pqpoly_plantard_mulc16_halves(a, bl, bh, q, alpha);
}

/* pqpoly_plantard_mulc16_lanes with the constant already split:
 * bl = [bqinv]_16 (signed) and bh = (bqinv + 2^15) >> 16, for loops whose
 * constant changes from lane to lane (tables of halves).  Same range. */
static inline int16_t pqpoly_plantard_mulc16_halves(int16_t a, int16_t bl, int16_t bh, int16_t q,
                                                    int alpha)
{
    int16_t p1 = (int16_t)((int16_t)(((int32_t)a * bl) >> 16) + (int16_t)(a * bh));
    return (int16_t)(((int32_t)(int16_t)(p1 + (1 << alpha)) * q) >> 16);
}

/* r = a (mod q), no Plantard factor   (Algorithm 15: multiplication by the
 * constant -2^32 mod q, which cancels the factor -2^-32).
 * In:  any int16 a; modconst = PQPOLY_PLANTARD16_MODCONST(q).
 * Out: r in [-(q-1)/2, (q-1)/2]. */
static inline int16_t pqpoly_plantard_mod16(int16_t a, int32_t modconst, int16_t q, int alpha)
{
    return pqpoly_plantard_mulc16(a, modconst, q, alpha);
}

/* ---- l = 32 --------------------------------------------------------------- */

/* Largest alpha with q < 2^(31 - alpha); needs q < 2^30. */
#define PQPOLY_PLANTARD32_ALPHA(q) (30 - PQPOLY_FLOOR_LOG2(q))
#define PQPOLY_PLANTARD32_QINV(q) PQPOLY_SIGNED64(PQPOLY_INV_MOD2_64(q))
#define PQPOLY_PLANTARD32_CONST(b, q)                                                             \
    PQPOLY_SIGNED64((uint64_t)(int64_t)(b) * PQPOLY_INV_MOD2_64(q))
#define PQPOLY_PLANTARD32_OUT_MIN(q) (-(((int64_t)(q) - 1) / 2))
#define PQPOLY_PLANTARD32_OUT_MAX(q) (((int64_t)(q) - 1) / 2)
/* Input range of pqpoly_plantard_reduce32: [IN_MIN, 2^63 - 1] with IN_MIN =
 * -q (2^(32+alpha) - 2^32 + 1), which fits since q 2^(32+alpha) < 2^63. */
#define PQPOLY_PLANTARD32_IN_MIN(q, alpha)                                                        \
    (-(int64_t)(q) * (((int64_t)1 << (32 + (alpha))) - ((int64_t)1 << 32) + 1))
#define PQPOLY_PLANTARD32_IN_MAX(q, alpha) ((int64_t)INT64_MAX)

/* r = c (-2^-64) (mod q).
 * In:  c in [PQPOLY_PLANTARD32_IN_MIN(q, alpha), 2^63 - 1]; qinv = PQPOLY_PLANTARD32_QINV(q).
 * Out: r in [-(q-1)/2, (q-1)/2]. */
static inline int32_t pqpoly_plantard_reduce32(int64_t c, int64_t qinv, int32_t q, int alpha)
{
    int64_t p = (int64_t)((uint64_t)c * (uint64_t)qinv); /* [c q']_64 */
    return (int32_t)((((p >> 32) + ((int64_t)1 << alpha)) * q) >> 32);
}

/* r = a b (-2^-64) (mod q).  In: a*b in the reduce32 input range (for q = 6984193
 * with alpha = 8: every pair of int32 values).  Out: r in [-(q-1)/2, (q-1)/2]. */
static inline int32_t pqpoly_plantard_mul32(int32_t a, int32_t b, int64_t qinv, int32_t q, int alpha)
{
    return pqpoly_plantard_reduce32((int64_t)a * b, qinv, q, alpha);
}

/* r = a b (-2^-64) (mod q) for a constant b in (-q, q).
 * In:  any int32 a; bqinv = PQPOLY_PLANTARD32_CONST(b, q).  Out: [-(q-1)/2, (q-1)/2]. */
static inline int32_t pqpoly_plantard_mulc32(int32_t a, int64_t bqinv, int32_t q, int alpha)
{
    int64_t p = (int64_t)((uint64_t)(int64_t)a * (uint64_t)bqinv);
    return (int32_t)((((p >> 32) + ((int64_t)1 << alpha)) * q) >> 32);
}

#endif
