/* Modular arithmetic modulo q = 3329 for the three Kyber-ring NTTs
 * (src/ring/kyber/): the shared routines of src/arith/ with the modulus and
 * its constants bound at compile time (so they fold), plus the ranges this
 * ring relies on.  Internal header. */
#ifndef PQPOLY_NTT_KYBER_ARITH_H
#define PQPOLY_NTT_KYBER_ARITH_H

#include <stdint.h>

#include "arith/barrett.h"
#include "arith/montgomery.h"
#include "arith/plantard.h"

#define KYBER_N 256
#define KYBER_Q 3329
#define KYBER_ALPHA 3 /* improved Plantard, l = 16: q < 2^(16-3-1) ([HZZ+22, §4.1]) */

/* a 2^-16 mod q (signed Montgomery, [HZZ+22, Algorithm 7]).
 * In |a| <= q 2^15 (the bound every caller checks);
 * out |r| <= |a| 2^-16 + q/2, so < q. */
static inline int16_t kyber_montgomery_reduce(int32_t a) {
    return pqpoly_montgomery_reduce16(a, KYBER_Q, PQPOLY_MONT16_QINV(KYBER_Q));
}
/* a b 2^-16 mod q; needs |a b| <= q 2^15; out as kyber_montgomery_reduce. */
static inline int16_t kyber_fqmul(int16_t a, int16_t b) {
    return kyber_montgomery_reduce((int32_t)a * b);
}

/* Centered Barrett reduction (rounding quotient, v = round(2^26 / q);
 * [ACC+21, Algorithm 7] at 16 bits, the high-product form).
 * In any int16.  Out [-(q-1)/2, (q-1)/2] for q = 3329 (tighter than the
 * generic (q+1)/2 bound; tests/ring/test_kyber_ntt checks every input). */
static inline int16_t kyber_barrett_reduce(int16_t a) {
    return pqpoly_barrett_round16(a, KYBER_Q, PQPOLY_BARRETT16_VR(KYBER_Q),
                                  PQPOLY_BARRETT16_SHIFT(KYBER_Q));
}

/* Barrett multiplication by a constant ([HLY24, Algorithm 2], R = 2^16):
 * b in (-q, q), bp = round(b 2^15 / q) (generated tables).
 * In any int16 a.  Out |r| <= q/2 + |a| (q-1) 2^-16 < q. */
static inline int16_t kyber_barrett_mulc(int16_t a, int16_t b, int16_t bp) {
    return pqpoly_barrett_mulc16(a, b, bp, KYBER_Q);
}

/* Rounding Barrett reduction of a 32-bit value (v = round(2^32 / q)).
 * In |a| <= 2^26 (all callers).  Out |r| <= KYBER_BARRETT32_OUT. */
#define KYBER_BARRETT32_OUT ((int)PQPOLY_BARRETT32_ROUND_OUT_BOUND(KYBER_Q, (int64_t)1 << 26))
static inline int16_t kyber_barrett_reduce32(int32_t a) {
    return (int16_t)pqpoly_barrett_round32(a, KYBER_Q, PQPOLY_BARRETT32_VR(KYBER_Q), 32);
}

/* Improved Plantard multiplication by a precomputed constant ([HZZ+22]
 * Algorithm 11; l = 16, alpha = 3); bq from the generated tables.  The
 * 16-bit-lane form (src/arith/plantard.h), which compilers vectorize in the
 * NTT's loops and which the AVX2 twin computes lane by lane.
 * In any int16 a.  Out a b mod q in [-(q+1)/2, (q-1)/2]. */
static inline int16_t kyber_plantard_mulc(int16_t a, int32_t bq) {
    return pqpoly_plantard_mulc16_lanes(a, bq, KYBER_Q, KYBER_ALPHA);
}

/* The same product with the constant given as its halves (bl, bh), as the
 * generated per-lane twiddle tables store it. */
static inline int16_t kyber_plantard_mulc_halves(int16_t a, int16_t bl, int16_t bh) {
    return pqpoly_plantard_mulc16_halves(a, bl, bh, KYBER_Q, KYBER_ALPHA);
}

/* Improved Plantard reduction of a product ([HZZ+22, Algorithm 13]).
 * In c within [PQPOLY_PLANTARD16_IN_MIN(q, 3), 2^31 - 1], which holds
 * |c| <= 64 q^2.  Out c (-2^-32) mod q in [-(q+1)/2, (q-1)/2]. */
static inline int16_t kyber_plantard_reduce(int32_t c) {
    return pqpoly_plantard_reduce16(c, PQPOLY_PLANTARD16_QINV(KYBER_Q), KYBER_Q, KYBER_ALPHA);
}

/* Centered representative in [-(q-1)/2, (q-1)/2] of any int16; branch-free
 * (signed Barrett reduction, exact for every 16-bit input). */
static inline int16_t pqpoly_kyber_center(int16_t a) { return kyber_barrett_reduce(a); }

#endif
