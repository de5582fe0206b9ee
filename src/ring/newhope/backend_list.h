/* The backends of the newhope family compiled into this build, and the
 * registry rows they expose (src/ring/registry.c lists these after the
 * research multipliers of src/mul/mul_list.h).  Vector rows go inside their
 * set's PQPOLY_IF_<MACRO>(...) (src/common/isa.h).  Data only; internal
 * header.
 *   PQPOLY_NEWHOPE_BACKENDS(X): X(arith, impl), the backend
 *     pqpoly_newhope_backend_<arith>_<impl> (backend.h), portable first;
 *   PQPOLY_NEWHOPE_MUL_ROWS(X): X(algo, impl), the descriptor
 *     pqpoly_mul_algo_<algo>_<impl> (src/mul/algo.h) each exports, one per
 *     backend in the same order (backends.c checks the counts agree). */
#ifndef PQPOLY_RING_NEWHOPE_BACKEND_LIST_H
#define PQPOLY_RING_NEWHOPE_BACKEND_LIST_H

#include "common/isa.h"

#define PQPOLY_NEWHOPE_BACKENDS(X) \
    X(montgomery, portable)        \
    X(kred, portable)              \
    X(kred2x, portable)            \
    PQPOLY_IF_X86_AVX2(X(montgomery, avx2) X(kred, avx2) X(kred2x, avx2))

#define PQPOLY_NEWHOPE_MUL_ROWS(X)     \
    X(newhope_ntt_montgomery, portable) \
    X(newhope_ntt_kred, portable)       \
    X(newhope_ntt_kred2x, portable)     \
    PQPOLY_IF_X86_AVX2(X(newhope_ntt_montgomery, avx2) X(newhope_ntt_kred, avx2) X(newhope_ntt_kred2x, avx2))

#endif
