/* Modular arithmetic modulo q = 12289 = 3 2^12 + 1 for the NewHope-ring NTTs:
 * the shared routines of src/arith/ with the modulus bound at compile time,
 * plus the ranges this ring relies on.  Internal header. */
#ifndef PQPOLY_NTT_NEWHOPE_ARITH_H
#define PQPOLY_NTT_NEWHOPE_ARITH_H

#include <stdint.h>

#include "arith/barrett.h"
#include "arith/center.h"
#include "arith/kred.h"
#include "arith/montgomery.h"

#define NEWHOPE_N 1024
#define NEWHOPE_Q 12289
#define NEWHOPE_KRED_K 3  /* q = k 2^m + 1 ([LN16, §3]) */
#define NEWHOPE_KRED_M 12

/* a b 2^-16 mod q (signed Montgomery, [HZZ+22, Alg. 7]).
 * In |a b| <= q 2^15.  Out |r| <= PQPOLY_MONT16_MULC_OUT_BOUND(q, |a|) when
 * b is a centered constant (|b| <= (q-1)/2), |r| < q always. */
static inline int16_t newhope_mont_mul(int32_t a, int16_t b) {
    return pqpoly_montgomery_reduce16(a * b, NEWHOPE_Q, PQPOLY_MONT16_QINV(NEWHOPE_Q));
}

/* Rounding Barrett reduction: any int16 in, |r| <= (q+1)/2 out
 * (PQPOLY_BARRETT16_ROUND_OUT_BOUND(12289); +-(q+1)/2 occur for this q). */
#define NEWHOPE_BARRETT_OUT ((int32_t)PQPOLY_BARRETT16_ROUND_OUT_BOUND(NEWHOPE_Q))
static inline int16_t newhope_barrett(int16_t a) {
    return pqpoly_barrett_round16(a, NEWHOPE_Q, PQPOLY_BARRETT16_VR(NEWHOPE_Q),
                                  PQPOLY_BARRETT16_SHIFT(NEWHOPE_Q));
}

/* Rounding Barrett reduction of a 32-bit value ([ACC+21, Alg. 7], R = 2^32).
 * In |a| <= 2^21 (every caller: sums of four Montgomery outputs, K-RED-2x
 * and K-RED outputs).  Out |r| <= (q+1)/2. */
_Static_assert(PQPOLY_BARRETT32_ROUND_OUT_BOUND(NEWHOPE_Q, 1L << 21) <= (NEWHOPE_Q + 1) / 2,
               "32-bit Barrett bound");
static inline int16_t newhope_barrett32(int32_t a) {
    return (int16_t)pqpoly_barrett_round32(a, NEWHOPE_Q, PQPOLY_BARRETT32_VR(NEWHOPE_Q), 32);
}

/* Centered representative: |a| < q in, [-(q-1)/2, (q-1)/2] out. */
static inline int16_t newhope_center(int32_t a) { return (int16_t)pqpoly_center32(a, NEWHOPE_Q); }

/* Canonical representative in [0, q) of any int16 (the wire form): Barrett to
 * |r| <= (q+1)/2, then add q to a negative value (sign mask): [-(q+1)/2, -1]
 * goes to [(q-1)/2, q-1], [0, (q+1)/2] stays, and (q+1)/2 < q.  All in
 * 16 bits, so a compiler can vectorize a loop of it. */
static inline uint16_t newhope_freeze(int16_t a) {
    int16_t r = newhope_barrett(a);
    r = (int16_t)(r + (NEWHOPE_Q & (r >> 15)));
    return (uint16_t)r;
}

/* K-RED and K-RED-2x for q = 3 2^12 + 1 ([LN16, §3]): k c and k^2 c mod q,
 * any int32 c (ranges in src/arith/kred.h). */
static inline int32_t newhope_kred(int32_t c) {
    return pqpoly_kred16(c, NEWHOPE_KRED_K, NEWHOPE_KRED_M);
}
static inline int32_t newhope_kred2x(int32_t c) {
    return pqpoly_kred2x16(c, NEWHOPE_KRED_K, NEWHOPE_KRED_M);
}

#endif
