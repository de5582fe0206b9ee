/* The backends of the saber family compiled into this build, and the registry
 * rows they expose (src/ring/registry.c lists these after the research
 * multipliers of src/mul/mul_list.h).  Vector rows go inside their set's
 * PQPOLY_IF_<MACRO>(...) (src/common/isa.h).  Data only; internal header.
 *   PQPOLY_SABER_BACKENDS(X): X(impl), the row pqpoly_saber_backend_<impl>
 *     (backend.h) of kernels.c and <impl>/kernels.c, portable first;
 *   PQPOLY_SABER_MUL_ROWS(X): X(algo, impl), the descriptor
 *     pqpoly_mul_algo_<algo>_<impl> (src/mul/algo.h) a backend exports: none,
 *     the saber backends' product being the ring's selected multiplier, one
 *     of the research multipliers of src/mul (tmvp2/3/4, toom4, ntt). */
#ifndef PQPOLY_RING_SABER_BACKEND_LIST_H
#define PQPOLY_RING_SABER_BACKEND_LIST_H

#include "common/isa.h"

#define PQPOLY_SABER_BACKENDS(X) \
    X(portable) \
    PQPOLY_IF_X86_AVX2(X(avx2))

#define PQPOLY_SABER_MUL_ROWS(X)

#endif
