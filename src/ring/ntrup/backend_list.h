/* The backends of the ntrup family compiled into this build, and the registry
 * rows they expose (src/ring/registry.c lists these after the research
 * multipliers of src/mul/mul_list.h).  Vector rows go inside their set's
 * PQPOLY_IF_<MACRO>(...) (src/common/isa.h).  Data only; internal header.
 *   PQPOLY_NTRUP_BACKENDS(X): X(impl), the rows of every parameter set
 *     (backend.h), portable first: NTRUP_NS(backend_<impl>), defined in
 *     backends.c (portable) and <isa>/backend.c (compiled once per set with
 *     the set's flags by ring.cmake).
 *   PQPOLY_NTRUP_MUL_ROWS(X): X(algo, impl), the descriptor
 *     pqpoly_mul_algo_<algo>_<impl> (src/mul/algo.h) a backend exports.
 *     None: an NTRU Prime backend's products are the rings' selected
 *     multipliers, the research multipliers of src/mul (every one of them
 *     runs the KEMs, see backend.h), whose rows stay in mul_list.h. */
#ifndef PQPOLY_RING_NTRUP_BACKEND_LIST_H
#define PQPOLY_RING_NTRUP_BACKEND_LIST_H

#include "common/isa.h"

#define PQPOLY_NTRUP_BACKENDS(X) X(portable) PQPOLY_IF_X86_AVX2(X(avx2))

#define PQPOLY_NTRUP_MUL_ROWS(X)

#endif
