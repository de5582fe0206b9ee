/* Arithmetic of one NTRU Prime parameter set: the reductions of src/arith
 * and src/ntt/fold.h bound to Z/q and Z/3, and branch-free masks.  Internal
 * header of the ring layer, used by the kernels and by the KEM
 * (src/kem/ntruprime).
 *
 * Every function is constant time: no branch, index or division depends on
 * the value.  >> of a negative signed integer is arithmetic (gcc, clang). */
#ifndef PQPOLY_RING_NTRUP_ARITH_H
#define PQPOLY_RING_NTRUP_ARITH_H

#include <stdint.h>

#include "arith/barrett.h"
#include "arith/center.h"
#include "ntt/fold.h"
#include "params.h"

/* round(2^40 / q): the Barrett constant of fq_freeze, that of the
 * multipliers' last step (src/ntt/fold.h); recip.c's scalar multipliers use
 * the same value as PQPOLY_BARRETT_SCALAR16_V(q) (src/arith/barrett.h). */
#define NTRUP_FQ_SHIFT PQPOLY_NTRUP_FINISH_SHIFT
#define NTRUP_FQ_BARRETT PQPOLY_NTRUP_FINISH_V(NTRUP_Q)

/* Centered representative of x mod q: pqpoly_ntrup_freeze (src/ntt/fold.h).
 * Input any int32 x; output in [-(q-1)/2, (q-1)/2]. */
static inline int16_t ntrup_fq_freeze(int32_t x) {
    return pqpoly_ntrup_freeze(x, NTRUP_Q, NTRUP_FQ_BARRETT);
}

/* 1/a in Z/q as a^(q-2), by square-and-multiply over the public exponent
 * (no branch on a).  Input any a with |a| <= (q-1)/2 (a != 0 for a true
 * inverse; a = 0 gives 0); output in [-(q-1)/2, (q-1)/2]. */
static inline int16_t ntrup_fq_recip(int16_t a) {
    int32_t e = NTRUP_Q - 2, result = 1, base = a;
    while (e > 0) {
        if (e & 1) result = ntrup_fq_freeze(result * base);
        base = ntrup_fq_freeze(base * base);
        e >>= 1;
    }
    return (int16_t)result;
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
