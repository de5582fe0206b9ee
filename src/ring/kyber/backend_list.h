/* The backends of the kyber family compiled into this build, and the registry
 * rows they expose (src/ring/registry.c lists these after the research
 * multipliers of src/mul/mul_list.h).  Vector rows go inside their set's
 * PQPOLY_IF_<MACRO>(...) (src/common/isa.h).  Data only; internal header.
 *
 *   PQPOLY_KYBER_BACKENDS(X): X(algo, impl) for each backend
 *     pqpoly_backend_<algo>_<impl> (backend.h), portable first; each is one
 *     arithmetic in one implementation and exports one registry row, the
 *     descriptor pqpoly_mul_algo_<algo>_<impl> (src/mul/algo.h: ring "kyber",
 *     name "ntt-<arithmetic>", big*big), so the rows are this same list.
 *   PQPOLY_KYBER_FALLBACK_BACKENDS(X): the backends the picker chooses among
 *     when the ring's selected multiplier is not a backend's row
 *     (backends.c): ntt-montgomery, in every implementation. */
#ifndef PQPOLY_RING_KYBER_BACKEND_LIST_H
#define PQPOLY_RING_KYBER_BACKEND_LIST_H

#include "common/isa.h"

#define PQPOLY_KYBER_BACKENDS(X)            \
    X(kyber_ntt_montgomery, portable)       \
    X(kyber_ntt_barrett, portable)          \
    X(kyber_ntt_plantard, portable)         \
    PQPOLY_IF_X86_AVX2(                     \
        X(kyber_ntt_montgomery, avx2)       \
        X(kyber_ntt_barrett, avx2)          \
        X(kyber_ntt_plantard, avx2))

#define PQPOLY_KYBER_MUL_ROWS(X) PQPOLY_KYBER_BACKENDS(X)

#define PQPOLY_KYBER_FALLBACK_BACKENDS(X)   \
    X(kyber_ntt_montgomery, portable)       \
    PQPOLY_IF_X86_AVX2(X(kyber_ntt_montgomery, avx2))

#endif
