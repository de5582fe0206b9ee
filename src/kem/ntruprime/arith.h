/* Arithmetic of one NTRU Prime parameter set: src/arith's reductions bound
 * to Z/q and Z/3, and branch-free masks.  Internal header (include params.h
 * first).
 *
 * Every function is constant time: no branch, index or division depends on
 * the value.  >> of a negative signed integer is arithmetic (gcc, clang). */
#ifndef PQPOLY_NTRUPRIME_ARITH_H
#define PQPOLY_NTRUPRIME_ARITH_H

#include <stdint.h>

#include "arith/barrett.h"
#include "arith/center.h"
#include "params.h"

/* round(2^40 / q): the Barrett constant of fq_freeze (and of recip.c's
 * scalar multipliers). */
#define NTRUP_FQ_SHIFT 40
#define NTRUP_FQ_BARRETT PQPOLY_BARRETT32_VR_S(NTRUP_Q, NTRUP_FQ_SHIFT)

/* Centered representative of x mod q.
 * Input any int32 x; output in [-(q-1)/2, (q-1)/2].
 * pqpoly_barrett_round32 with s = 40 (every int32 is inside
 * PQPOLY_BARRETT32_ROUND_IN_MAX(q, 40) for q >= 2^9) gives
 * |r| <= PQPOLY_BARRETT32_ROUND_OUT_BOUND_S(q, 40, 2^31) <= q/2 + 8 < q, and
 * pqpoly_center32 finishes with one masked correction. */
static inline int16_t ntrup_fq_freeze(int32_t x) {
    return (int16_t)pqpoly_center32(pqpoly_barrett_round32(x, NTRUP_Q, NTRUP_FQ_BARRETT, NTRUP_FQ_SHIFT),
                                    NTRUP_Q);
}

/* Centered representative of x mod 3, in {-1, 0, 1}.
 * Input |x| <= 2^15 - 1 (callers pass R/q coefficients, |x| <= (q-1)/2 < 2^12).
 * pqpoly_barrett_round16 with q = 3 and its default shift s = 16,
 * v = round(2^16 / 3) = 21845 (d = -1): |r| <= PQPOLY_BARRETT16_ROUND_OUT_BOUND_S(3,
 * 16, 2^15 - 1) = 1 (only a = -2^15 gives -2); checked exhaustively by
 * tests/arith/test_barrett.c and tests/kem/ntruprime/test_ntruprime_parts.c. */
static inline int8_t ntrup_f3_freeze(int32_t x) {
    return (int8_t)pqpoly_barrett_round16((int16_t)x, 3, PQPOLY_BARRETT16_VR(3), PQPOLY_BARRETT16_SHIFT(3));
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
