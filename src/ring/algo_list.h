/* Every algorithm name of the registry, once: the ring layer's selection
 * (src/ring/select.c, src/ring/registry.c) and the preference lists
 * (src/ring/<family>/prefer.h) work on the ids PQPOLY_ALGO_<ID>, never on
 * names.  A name a user passes is translated once, at the public boundary,
 * by pqpoly_algo_id_of.  A new algorithm adds its line here, or the registry
 * cannot find its entries (tests/impl/test_pick.c finds every entry by its
 * name).  Internal header. */
#ifndef PQPOLY_RING_ALGO_LIST_H
#define PQPOLY_RING_ALGO_LIST_H

#include <stddef.h>

/* X(ID, name): name as the entries (pqpoly_mul_entry.name) carry it. */
#define PQPOLY_ALGOS(X)                          \
    X(SCHOOLBOOK, "schoolbook")                  \
    X(KARATSUBA, "karatsuba")                    \
    X(GOOD1536, "good1536")                      \
    X(TOOM4, "toom4")                            \
    X(CRT7681X10753, "crt7681x10753")            \
    X(NTT7681, "ntt7681")                        \
    X(GOODTHOMAS, "goodthomas")                  \
    X(MIXED1620, "mixed1620")                    \
    X(SCHONHAGE_NUSSBAUMER, "schonhage-nussbaumer") \
    X(GSB, "gsb")                                \
    X(GRB, "grb")                                \
    X(RADER1530, "rader1530")                    \
    X(TMVP2, "tmvp2")                            \
    X(TMVP3, "tmvp3")                            \
    X(TMVP4, "tmvp4")                            \
    X(NTT, "ntt")                                \
    X(NTT_MONTGOMERY, "ntt-montgomery")          \
    X(NTT_BARRETT, "ntt-barrett")                \
    X(NTT_PLANTARD, "ntt-plantard")              \
    X(NTT_KRED, "ntt-kred")                      \
    X(NTT_KRED2X, "ntt-kred2x")

typedef enum {
#define PQPOLY_ALGO_ENUM_(id, name) PQPOLY_ALGO_##id,
    PQPOLY_ALGOS(PQPOLY_ALGO_ENUM_)
#undef PQPOLY_ALGO_ENUM_
    PQPOLY_ALGO_COUNT /* no algorithm: an unknown name */
} pqpoly_algo_id;

/* The id of the algorithm called `name`; PQPOLY_ALGO_COUNT for NULL or an
 * unknown name.  The one translation of an algorithm name (registry.c). */
pqpoly_algo_id pqpoly_algo_id_of(const char *name);

#endif
