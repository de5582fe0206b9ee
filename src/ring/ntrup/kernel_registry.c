/* Every NTRU Prime kernel table compiled in (src/ring/ntrup/kernels.h), set
 * by set in the order of src/kem/kem_list.h, each set's portable table first.
 * The sets are those ring.cmake compiles; tests/impl/test_impl_twins.c checks
 * that every registered NTRU Prime KEM has its portable table here. */
#include <stddef.h>

#include "kernels.h"

#define NTRUP_SETS(X)                                                                              \
    X(sntrup653) X(sntrup761) X(sntrup857) X(sntrup953) X(sntrup1013) X(sntrup1277)              \
    X(ntrulpr653) X(ntrulpr761) X(ntrulpr857) X(ntrulpr953) X(ntrulpr1013) X(ntrulpr1277)

#define DECLARE(set)                                                                               \
    size_t pqpoly_##set##_kernels_count(void);                                                     \
    const pqpoly_ntrup_kernels *pqpoly_##set##_kernels_at(size_t i);
NTRUP_SETS(DECLARE)

typedef struct {
    size_t (*count)(void);
    const pqpoly_ntrup_kernels *(*at)(size_t i);
} set_tables;

static const set_tables sets[] = {
#define ROW(set) {pqpoly_##set##_kernels_count, pqpoly_##set##_kernels_at},
    NTRUP_SETS(ROW)
};

size_t pqpoly_ntrup_kernels_count(void) {
    size_t n = 0;
    for (size_t s = 0; s < sizeof sets / sizeof sets[0]; s++) n += sets[s].count();
    return n;
}

const pqpoly_ntrup_kernels *pqpoly_ntrup_kernels_at(size_t i) {
    for (size_t s = 0; s < sizeof sets / sizeof sets[0]; s++) {
        size_t n = sets[s].count();
        if (i < n) return sets[s].at(i);
        i -= n;
    }
    return NULL;
}
