/* Every NTRU Prime backend row compiled in (backend.h), set by set in the
 * order of src/kem/kem_list.h, each set's portable row first.  The sets are
 * those ring.cmake compiles; tests/impl/test_impl_twins.c checks that every
 * registered NTRU Prime KEM has its portable row here. */
#include <stddef.h>

#include "backend.h"

#define NTRUP_SETS(X)                                                                              \
    X(sntrup653) X(sntrup761) X(sntrup857) X(sntrup953) X(sntrup1013) X(sntrup1277)              \
    X(ntrulpr653) X(ntrulpr761) X(ntrulpr857) X(ntrulpr953) X(ntrulpr1013) X(ntrulpr1277)

#define DECLARE(set)                                                                               \
    size_t pqpoly_##set##_backend_count(void);                                                     \
    const pqpoly_ntrup_backend *pqpoly_##set##_backend_at(size_t i);
NTRUP_SETS(DECLARE)

typedef struct {
    size_t (*count)(void);
    const pqpoly_ntrup_backend *(*at)(size_t i);
} set_rows;

static const set_rows sets[] = {
#define ROW(set) {pqpoly_##set##_backend_count, pqpoly_##set##_backend_at},
    NTRUP_SETS(ROW)
};

size_t pqpoly_ntrup_backend_count(void) {
    size_t n = 0;
    for (size_t s = 0; s < sizeof sets / sizeof sets[0]; s++) n += sets[s].count();
    return n;
}

const pqpoly_ntrup_backend *pqpoly_ntrup_backend_at(size_t i) {
    for (size_t s = 0; s < sizeof sets / sizeof sets[0]; s++) {
        size_t n = sets[s].count();
        if (i < n) return sets[s].at(i);
        i -= n;
    }
    return NULL;
}
