/* Final corrections to the centered representative.  Conventions (arithmetic
 * >>): arith_util.h.
 *
 *   pqpoly_center32   one masked correction on each side: |a| < q -> centered
 *   pqpoly_center32_low  the same into [-(q+1)/2, (q-3)/2]
 *   pqpoly_center64   any |x| < 2^50 -> centered: two folds by 2^25 mod q,
 *                     a floor-quotient Barrett step ([HZZ+22, Algorithm 8]
 *                     with R = 2^32) and masked corrections
 *   pqpoly_center_pow2  x >> shift modulo 2^k, centered (q = 2^k: Saber)
 *
 * The corrections use sign masks (x >> 31 is 0 or -1), not comparisons, which
 * a compiler may turn back into branches: constant time in the value. */
#ifndef PQPOLY_ARITH_CENTER_H
#define PQPOLY_ARITH_CENTER_H

#include <stdint.h>

#include "arith/arith_util.h"

/* Centered range of an odd modulus: [PQPOLY_CENTER_OUT_MIN(q), PQPOLY_CENTER_OUT_MAX(q)]
 * = [-(q-1)/2, (q-1)/2]; of an even one (pqpoly_center64 only) [-q/2, q/2 - 1]. */
#define PQPOLY_CENTER_OUT_MIN(q) (-((int64_t)(q) / 2))
#define PQPOLY_CENTER_OUT_MAX(q) (((int64_t)(q) - 1) / 2)

/* r = a (mod q), centered.
 * In:  |a| < q (e.g. a Montgomery or Barrett output), odd 3 <= q < 2^30.
 * Out: r in [-(q-1)/2, (q-1)/2].
 * Why: a < -(q-1)/2 adds q (then a is in (0, (q+1)/2)), a > (q-1)/2 subtracts
 * q; at most one applies.  No overflow: every intermediate is below 2q < 2^31. */
static inline int32_t pqpoly_center32(int32_t a, int32_t q)
{
    a += q & ((a + (q - 1) / 2) >> 31);
    a -= q & (((q - 1) / 2 - a) >> 31);
    return a;
}

/* r = a (mod q) in [-(q+1)/2, (q-3)/2]: the centered range moved down by one
 * (NTTRU's crepmod3 takes this representative before its residue mod 3).
 * In:  |a| < q, odd 3 <= q < 2^30.
 * Out: [PQPOLY_CENTER_LOW_OUT_MIN(q), PQPOLY_CENTER_LOW_OUT_MAX(q)].
 * Why: a < -(q+1)/2 adds q (then a is in [1, (q-3)/2]), a > (q-3)/2
 * subtracts q (then a is in [-(q+1)/2, -1]); at most one applies, and every
 * intermediate is below 2q < 2^31. */
#define PQPOLY_CENTER_LOW_OUT_MIN(q) (-(((int64_t)(q) + 1) / 2))
#define PQPOLY_CENTER_LOW_OUT_MAX(q) (((int64_t)(q) - 3) / 2)
static inline int32_t pqpoly_center32_low(int32_t a, int32_t q)
{
    a += q & ((a + (q + 1) / 2) >> 31);
    a -= q & (((q - 3) / 2 - a) >> 31);
    return a;
}

/* Constants of pqpoly_center64: fold = 2^25 mod q, v = floor(2^32 / q) (the
 * compile-time constants of each ring modulus in src/mul/generic.h). */
#define PQPOLY_CENTER64_FOLD(q) ((int32_t)(((int64_t)1 << 25) % (q)))
#define PQPOLY_CENTER64_V(q) ((int64_t)(((uint64_t)1 << 32) / (uint64_t)(q)))
/* Valid input: |x| < 2^50. */
#define PQPOLY_CENTER64_IN_BOUND ((int64_t)1 << 50)

/* r = x (mod q), centered, for the generic multipliers (products over Z).
 * In:  |x| < 2^50; 2 <= q < 2^14, odd or q = 8192; fold = PQPOLY_CENTER64_FOLD(q),
 *      v = PQPOLY_CENTER64_V(q).
 * Out: [PQPOLY_CENTER_OUT_MIN(q), PQPOLY_CENTER_OUT_MAX(q)]: [-(q-1)/2, (q-1)/2] for
 *      odd q, [-q/2, q/2 - 1] for even q.
 * Why no overflow: x = x1 2^25 + x0 with 0 <= x0 < 2^25 is congruent to
 * x1 fold + x0; fold 1 takes |x| < 2^50 to |x| < 2^25 q + 2^25 < 2^40, fold 2
 * to |x| < 2^15 q + 2^25 < 2^30; then |x v| < 2^30 2^32 / q < 2^62.  With
 * v = 2^32 / q - e, 0 <= e < 1, x v / 2^32 = x / q - x e / 2^32 is within
 * 2^30 / 2^32 = 1/4 of x / q, so t = floor(x v / 2^32) is floor(x / q) or one
 * off either way, and x - t q lies in [-q, 2q) before the masked corrections. */
static inline int16_t pqpoly_center64(int64_t x, int64_t q, int64_t fold, int64_t v)
{
    const int64_t mask = ((int64_t)1 << 25) - 1;
    int64_t t, r;
    x = (x >> 25) * fold + (x & mask);
    x = (x >> 25) * fold + (x & mask);
    t = (x * v) >> 32;
    r = x - t * q;                      /* [-q, 2q) */
    r += q & (r >> 63);                 /* [0, 2q) */
    r -= q;
    r += q & (r >> 63);                 /* [0, q) */
    r -= q & (((q - 1) / 2 - r) >> 63); /* centered */
    return (int16_t)r;
}

/* r = (x >> shift) mod 2^k, centered: the last step of the multipliers of the
 * ring Z_2^13 that compute modulo 2^16 with a deferred division by 2^shift
 * ([PC20, §3.3]: a value known modulo 2^16 and divided by 2^shift by a
 * logical right shift is known modulo 2^(16 - shift), enough while
 * k + shift <= 16).
 * In:  any uint16 x; 1 <= k <= 15, 0 <= shift <= 16 - k.
 * Out: r in [-2^(k-1), 2^(k-1) - 1] (PQPOLY_CENTER_POW2_OUT_MIN/MAX(k)),
 *      r = floor(x / 2^shift) mod 2^k.
 * Why: the low k bits y of x >> shift lie in [0, 2^k); subtracting 2^k when
 * bit k-1 is set (a mask, no comparison) maps [2^(k-1), 2^k) to [-2^(k-1), 0). */
#define PQPOLY_CENTER_POW2_OUT_MIN(k) (-((int32_t)1 << ((k)-1)))
#define PQPOLY_CENTER_POW2_OUT_MAX(k) (((int32_t)1 << ((k)-1)) - 1)
static inline int16_t pqpoly_center_pow2(uint16_t x, unsigned k, unsigned shift)
{
    int32_t y = (int32_t)(((uint32_t)x >> shift) & ((1u << k) - 1u));
    return (int16_t)(y - (y & ((int32_t)1 << (k - 1))) * 2);
}

#endif
