/* The NTT backends of the ring Z_12289[x]/(x^1024 + 1): one per arithmetic
 * (src/mul/newhope_ntt_{montgomery,kred,kred2x}.c), each the building block of
 * the multiplier entry of that name (src/mul/newhope_ntt_entry.h) and of the
 * NewHope key exchange.  Internal header.
 *
 * Representation: every backend computes the transform of the [ADPS16]
 * reference implementation, whose values travel on the wire: value j
 * (j = 0 .. 1023, natural order) of the transform of a is a(psi^(2j + 1)),
 * psi = 7 (tools/tables/newhope.py).  The base multiplication is pointwise.
 * Each backend has its own base-domain factor D (Montgomery 2^16, K-RED 3^-1,
 * K-RED-2x 3^-2): basemul_acc multiplies by D^-1, invntt and from_base by D,
 * so a caller never sees D:
 *     invntt(basemul_acc(ntt(a), ntt(b))) = a*b,
 *     from_base(basemul_acc(A, ntt(s))) = A o s   (still in the NTT domain).
 *
 * Ranges (checked with PQPOLY_DEBUG_BOUNDS):
 *   ntt          in  |a| <= q;                        out |r| <= ntt_bound < q
 *   basemul_acc  in  a, b: k polynomials each, every value with |x| < 2^14
 *                    (ntt outputs, or decoded 14-bit values); k in 1..4;
 *                    out r in [base_lo, base_hi] (Montgomery and K-RED-2x:
 *                    |r| <= q/2 + 1; K-RED: [-66, 12349])
 *   invntt       in  a basemul_acc output; out |r| < q
 *   from_base    in  any int16;                       out |r| < q
 */
#ifndef PQPOLY_NTT_NEWHOPE_NTT_H
#define PQPOLY_NTT_NEWHOPE_NTT_H

#include <stdint.h>

#include "ntt/newhope/arith.h"

typedef struct pqpoly_newhope_ntt {
    const char *name;   /* name of the registry entry, e.g. "ntt-kred" */
    int16_t ntt_bound;  /* bound on |ntt output| */
    int16_t base_lo, base_hi; /* range of basemul_acc outputs */
    void (*ntt)(int16_t r[NEWHOPE_N]);
    void (*basemul_acc)(int16_t r[NEWHOPE_N], const int16_t *a, const int16_t *b, unsigned k);
    void (*invntt)(int16_t r[NEWHOPE_N]);
    void (*from_base)(int16_t r[NEWHOPE_N]);
} pqpoly_newhope_ntt;

extern const pqpoly_newhope_ntt pqpoly_newhope_ntt_montgomery;
extern const pqpoly_newhope_ntt pqpoly_newhope_ntt_kred;
extern const pqpoly_newhope_ntt pqpoly_newhope_ntt_kred2x;

#endif
