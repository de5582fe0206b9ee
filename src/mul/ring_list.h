/* Every ring, as PQPOLY_RING_ENTRY(name, C suffix), for entries generated
 * over all rings (schoolbook, karatsuba): the families' parameter lists
 * (src/params/rings.h), which also build the ring table (src/ring/ring.c). */
#include "params/rings.h"

#define PQPOLY_RING_LIST_X(name, suffix, n, q, shape, desc) PQPOLY_RING_ENTRY(name, suffix)
PQPOLY_RINGS(PQPOLY_RING_LIST_X)
#undef PQPOLY_RING_LIST_X
#undef PQPOLY_RING_ENTRY
