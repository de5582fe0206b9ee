/* Every ring the library registers, built from the families' parameter
 * lists, in the order of the ring table (src/ring/ring.c) and of the entries
 * generated over all rings (src/mul/schoolbook.c, src/mul/karatsuba.c).
 * Data only; below every layer.
 *
 * PQPOLY_RINGS(X) calls X(name, suffix, n, q, shape, description) per ring:
 * name the public ring name (a string), suffix the same as a C identifier
 * part, shape the modulus polynomial as the name of a pqpoly_modpoly
 * constant of include/pqpoly/poly.h (a token here: the user includes poly.h). */
#ifndef PQPOLY_PARAMS_RINGS_H
#define PQPOLY_PARAMS_RINGS_H

#include "params/kyber.h"
#include "params/newhope.h"
#include "params/nttru.h"
#include "params/ntrup.h"
#include "params/saber.h"

#define PQPOLY_RINGS(X) PQPOLY_RINGS_BY_FAMILY(PQPOLY_RINGS_OF_, X)

/* The same list grouped by family: PQPOLY_RINGS_BY_FAMILY(F, X) calls
 * F(X, family, RINGS) per family, in order, RINGS(X) being the family's rings
 * as above; the ring layer reads a ring's family from it (src/ring/select.c). */
#define PQPOLY_RINGS_BY_FAMILY(F, X)                                               \
    F(X, ntrup, PQPOLY_NTRUP_RINGS_)                                               \
    F(X, kyber, PQPOLY_KYBER_RING)                                                 \
    F(X, saber, PQPOLY_SABER_RING)                                                 \
    F(X, nttru, PQPOLY_NTTRU_RING)                                                 \
    F(X, newhope, PQPOLY_NEWHOPE_RING)
#define PQPOLY_NTRUP_RINGS_(X)                                                     \
    PQPOLY_NTRUP_EACH(PQPOLY_NTRUP_RING_Q, X) PQPOLY_NTRUP_EACH(PQPOLY_NTRUP_RING_3, X)
#define PQPOLY_RINGS_OF_(X, family, RINGS) RINGS(X)

/* The small_bound of the ring with C suffix `sfx` (the largest |b_i| of a
 * big*small operand, include/pqpoly/poly.h): 1 (ternary) unless the family's
 * header defines PQPOLY_RING_SMALL_BOUND_<sfx> as `, bound` (saber.h: 5). */
#define PQPOLY_RING_SMALL_BOUND(sfx) PQPOLY_RING_SB_PICK_(PQPOLY_RING_SMALL_BOUND_##sfx, 1, ~)
#define PQPOLY_RING_SB_PICK_(...) PQPOLY_RING_SB_SECOND_(__VA_ARGS__)
#define PQPOLY_RING_SB_SECOND_(a, b, ...) b

#endif
