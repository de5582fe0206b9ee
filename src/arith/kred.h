/* K-RED and K-RED-2x: reduction modulo q = k 2^m + 1 ([LN16, §3]).
 * Conventions (arithmetic >>): arith_util.h.
 *
 * Since k 2^m = -1 (mod q), writing c = c0 + 2^m c1 with 0 <= c0 < 2^m gives
 *     k c = k c0 + k 2^m c1 = k c0 - c1 (mod q).
 * K-RED returns D = k c0 - c1, which is congruent to k*c, not to c: EACH CALL
 * MULTIPLIES THE RESIDUE BY k (K-RED-2x by k^2).  [LN16] cancels the factor
 * by storing twiddles times k^-1, and folds what remains (k^s) into the final
 * n^-1 scaling; callers here must track it the same way.
 *
 * The "16" names the modulus size (q < 2^15, so k and k^2 2^m fit easily);
 * the arithmetic is 32-bit as in [LN16], whose coefficients grow to 32 bits
 * between reductions.  Any int32 input is valid.  Moduli of this shape among
 * the project's: 12289 = 3 2^12 + 1, 7681 = 15 2^9 + 1, 3329 = 13 2^8 + 1,
 * 10753 = 21 2^9 + 1.
 *
 * Ranges (exact in c0, c1, c2, so they follow directly from the definitions):
 *   K-RED:    D in [-(c >> m), k (2^m - 1) - (c >> m)]
 *   K-RED-2x: D in [(c >> 2m) - k (2^m - 1), (c >> 2m) + k^2 (2^m - 1)]
 * and for c in [cmin, cmax] the _OUT_MIN/_OUT_MAX macros below.  [LN16]
 * states |K-RED(c)| < q + |c| / 2^m, which the first range implies.
 * Examples: any int16 c with q = 12289 gives D in [-7, 12293]; c in
 * [-2^31, 2^31) gives |D| <= 2^(31-m) + k 2^m. */
#ifndef PQPOLY_ARITH_KRED_H
#define PQPOLY_ARITH_KRED_H

#include <stdint.h>

#include "arith/arith_util.h"

/* D = k c (mod q), q = k 2^m + 1.
 * In:  any int32 c; k, m with k 2^m + 1 < 2^15 (k odd or even; m >= 1).
 * Out: D in [PQPOLY_KRED_OUT_MIN(k, m, cmax), PQPOLY_KRED_OUT_MAX(k, m, cmin)]
 *      for c in [cmin, cmax]. */
#define PQPOLY_KRED_OUT_MIN(k, m, cmax) (-((int64_t)(cmax) >> (m)))
#define PQPOLY_KRED_OUT_MAX(k, m, cmin) ((int64_t)(k) * ((1L << (m)) - 1) - ((int64_t)(cmin) >> (m)))
static inline int32_t pqpoly_kred16(int32_t c, int32_t k, int m)
{
    int32_t c0 = (int32_t)((uint32_t)c & ((1u << m) - 1u));
    int32_t c1 = c >> m;
    return k * c0 - c1;
}

/* D = k^2 c (mod q), q = k 2^m + 1: c = c0 + 2^m c1 + 2^(2m) c2 with
 * 0 <= c0, c1 < 2^m, D = k^2 c0 - k c1 + c2 ([LN16] K-RED-2x).
 * In:  any int32 c; k, m as pqpoly_kred16.
 * Out: D in [PQPOLY_KRED2X_OUT_MIN(k, m, cmin), PQPOLY_KRED2X_OUT_MAX(k, m, cmax)]. */
#define PQPOLY_KRED2X_OUT_MIN(k, m, cmin)                                                         \
    (((int64_t)(cmin) >> (2 * (m))) - (int64_t)(k) * ((1L << (m)) - 1))
#define PQPOLY_KRED2X_OUT_MAX(k, m, cmax)                                                         \
    (((int64_t)(cmax) >> (2 * (m))) + (int64_t)(k) * (k) * ((1L << (m)) - 1))
static inline int32_t pqpoly_kred2x16(int32_t c, int32_t k, int m)
{
    uint32_t mask = (1u << m) - 1u;
    int32_t c0 = (int32_t)((uint32_t)c & mask);
    int32_t c1 = (int32_t)(((uint32_t)c >> m) & mask);
    int32_t c2 = c >> (2 * m);
    return k * k * c0 - k * c1 + c2;
}

#endif
