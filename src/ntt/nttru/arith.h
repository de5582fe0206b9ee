/* Modular arithmetic modulo q = 7681 for the two NTTRU-ring NTTs: the shared
 * routines of src/arith/ with the modulus and its constants bound at compile
 * time, plus the ranges the lazy schedules rely on.  Internal header. */
#ifndef PQPOLY_NTT_NTTRU_ARITH_H
#define PQPOLY_NTT_NTTRU_ARITH_H

#include <stdint.h>

#include "arith/barrett.h"
#include "arith/montgomery.h"
#include "arith/plantard.h"
#include "params/nttru.h"

#define NTTRU_N PQPOLY_NTTRU_N
#define NTTRU_Q PQPOLY_NTTRU_Q
/* Improved Plantard, l = 16: the largest alpha with q < 2^(15 - alpha) is 2
 * for q = 7681 ([HZZ+22, §4.1]: "alpha = 2 for NTTRU"). */
#define NTTRU_ALPHA PQPOLY_PLANTARD16_ALPHA(NTTRU_Q)
/* Half range of a centered representative: (q-1)/2 = 3840. */
#define NTTRU_HALF ((NTTRU_Q - 1) / 2)

/* ---- Montgomery (R = 2^16) --------------------------------------------- */

/* a 2^-16 mod q ([HZZ+22, Algorithm 7]).  In |a| <= q 2^15;
 * out within [PQPOLY_MONT16_OUT_LO(q, a), PQPOLY_MONT16_OUT_HI(q, a)]. */
static inline int16_t nttru_mont_reduce(int32_t a) {
    return pqpoly_montgomery_reduce16(a, NTTRU_Q, PQPOLY_MONT16_QINV(NTTRU_Q));
}
/* a b 2^-16 mod q for any int16 a and a centered constant |b| <= (q-1)/2
 * (a table entry x 2^16 mod q gives a x mod q).  Out |r| <= NTTRU_MB(|a|). */
static inline int16_t nttru_fqmul(int16_t a, int16_t b) {
    return pqpoly_montgomery_mul16(a, b, NTTRU_Q, PQPOLY_MONT16_QINV(NTTRU_Q));
}
/* The output bound of nttru_fqmul for |a| <= A: about q/2 + A q / 2^17. */
#define NTTRU_MB(A) ((int)PQPOLY_MONT16_MULC_OUT_BOUND(NTTRU_Q, (A)))
/* The output bound of nttru_mont_reduce for |a| <= A (A <= q 2^15). */
#define NTTRU_MR(A) ((int)PQPOLY_MONT16_OUT_HI(NTTRU_Q, (A)))

/* Centered Barrett reduction of any int16 (rounding quotient, default
 * shift).  Out |r| <= NTTRU_BR = (q-1)/2 or (q+1)/2. */
static inline int16_t nttru_barrett_reduce(int16_t a) {
    return pqpoly_barrett_round16(a, NTTRU_Q, PQPOLY_BARRETT16_VR(NTTRU_Q),
                                  PQPOLY_BARRETT16_SHIFT(NTTRU_Q));
}
#define NTTRU_BR ((int)PQPOLY_BARRETT16_ROUND_OUT_BOUND(NTTRU_Q))

/* ---- improved Plantard (l = 16, alpha = 2) ------------------------------ */

/* a b (-2^-32) mod q for any int16 a, bq a precomputed constant
 * ([HZZ+22, Algorithm 11]) in its 16-bit-lane form, which portable C
 * vectorizes with 16-bit multiplications.  Out in [-(q+1)/2, (q-1)/2]:
 * |r| <= NTTRU_PLANTARD_OUT = (q+1)/2. */
static inline int16_t nttru_plantard_mulc(int16_t a, int32_t bq) {
    return pqpoly_plantard_mulc16_lanes(a, bq, NTTRU_Q, NTTRU_ALPHA);
}
#define NTTRU_PLANTARD_OUT ((NTTRU_Q + 1) / 2)
/* c (-2^-32) mod q ([HZZ+22, Algorithm 13]).  In c within
 * [PQPOLY_PLANTARD16_IN_MIN(q, 2), 2^31 - 1] (-1.5e9 .. 2.1e9, more than
 * 25 q^2 either way).  Out |r| <= (q-1)/2. */
static inline int16_t nttru_plantard_reduce(int32_t c) {
    return pqpoly_plantard_reduce16(c, PQPOLY_PLANTARD16_QINV(NTTRU_Q), NTTRU_Q, NTTRU_ALPHA);
}
#define NTTRU_PLANTARD_IN_MIN ((long long)PQPOLY_PLANTARD16_IN_MIN(NTTRU_Q, NTTRU_ALPHA))

#endif
