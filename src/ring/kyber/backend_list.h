/* The backends of the kyber family compiled into this build, and the registry
 * rows they expose (src/ring/registry.c lists these after the research
 * multipliers of src/mul/mul_list.h).  Vector rows go inside their set's
 * PQPOLY_IF_<MACRO>(...) (src/common/isa.h).  Data only; internal header.
 *   PQPOLY_KYBER_MUL_ROWS(X): X(algo, impl), the descriptor
 *     pqpoly_mul_algo_<algo>_<impl> (src/mul/algo.h) a backend exports. */
#ifndef PQPOLY_RING_KYBER_BACKEND_LIST_H
#define PQPOLY_RING_KYBER_BACKEND_LIST_H

#include "common/isa.h"

#define PQPOLY_KYBER_MUL_ROWS(X)

#endif
