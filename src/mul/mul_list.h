/* The research multipliers of the registry, in order: one row per
 * (algorithm, implementation), each the descriptor a multiplier file exports
 * (src/mul/algo.h) over its instances, one per (ring, operand kind).  The
 * registry (src/ring/registry.c) lists these rows, then the rows each family's
 * backends expose (src/ring/<family>/backend_list.h).  A vector
 * implementation of an algorithm is one file beside its portable twin
 * (src/mul/avx2/grb.c beside src/mul/grb.c, compiled for its instruction set
 * by CMakeLists.txt), whose instances carry the twin's rings, name and
 * operands with their own impl and isa; its row comes after the portable
 * rows, inside its set's PQPOLY_IF_<MACRO>(...) (src/common/isa.h), so it is
 * listed exactly when its code is compiled in.
 * The big*big instances of crt7681x10753 (a third prime) came later and keep
 * their later place in the order.  Data only. */
#ifndef PQPOLY_MUL_MUL_LIST_H
#define PQPOLY_MUL_MUL_LIST_H

#include "common/isa.h"

/* X(algo, impl): the descriptor pqpoly_mul_algo_<algo>_<impl>. */
#define PQPOLY_MUL_ROWS(X) \
    X(schoolbook, portable) \
    X(karatsuba, portable) \
    X(good1536, portable) \
    X(toom4, portable) \
    X(crt7681x10753, portable) \
    X(ntt7681, portable) \
    X(goodthomas, portable) \
    X(mixed1620, portable) \
    X(schonhage_nussbaumer, portable) \
    X(gsb, portable) \
    X(grb, portable) \
    X(rader1530, portable) \
    X(kyber_ntt_montgomery, portable) \
    X(kyber_ntt_barrett, portable) \
    X(kyber_ntt_plantard, portable) \
    X(crt7681x10753_bigbig, portable) \
    X(tmvp2, portable) \
    X(tmvp3, portable) \
    X(tmvp4, portable) \
    X(toom4_saber, portable) \
    X(saber_ntt, portable) \
    PQPOLY_IF_X86_AVX2( \
        X(kyber_ntt_montgomery, avx2) \
        X(kyber_ntt_barrett, avx2) \
        X(kyber_ntt_plantard, avx2) \
        X(crt7681x10753, avx2) \
        X(ntt7681, avx2) \
        X(tmvp4, avx2) \
        X(toom4_saber, avx2) \
        X(schonhage_nussbaumer, avx2) \
        X(gsb, avx2) \
        X(grb, avx2) \
        X(goodthomas, avx2))

#endif
