/* The multiplier registry: the research multipliers (src/mul/mul_list.h),
 * then the rows each family's backends expose (src/ring/<family>/
 * backend_list.h), in that order, one entry per (ring, algorithm, operand
 * kind, implementation).  It lives in the ring layer because a family's
 * backend (src/ring/<family>/backend.h) is above the multipliers: a
 * backend's product is one of its rows.  Adding an algorithm is adding its
 * file and its row to mul_list.h; adding a vector implementation of one is
 * adding its file under src/mul/<class>/ and its row (see there).  Which
 * implementation of a name runs is chosen by pqpoly_pick
 * (src/common/pick.h). */
#include "ring/registry.h"

#include <string.h>

#include "common/pick.h"
#include "mul/algo.h"
#include "mul/mul_list.h"
#include "ring/kyber/backend_list.h"
#include "ring/newhope/backend_list.h"
#include "ring/ntrup/backend_list.h"
#include "ring/nttru/backend_list.h"
#include "ring/saber/backend_list.h"

#define PQPOLY_REGISTRY_ROWS(X)                                                       \
    PQPOLY_MUL_ROWS(X)                                                                \
    PQPOLY_NTRUP_MUL_ROWS(X)                                                          \
    PQPOLY_KYBER_MUL_ROWS(X)                                                          \
    PQPOLY_SABER_MUL_ROWS(X)                                                          \
    PQPOLY_NTTRU_MUL_ROWS(X)                                                          \
    PQPOLY_NEWHOPE_MUL_ROWS(X)

#define PQPOLY_MUL_ALGO_DECLARE(algo, impl) extern const pqpoly_mul_algo PQPOLY_MUL_ALGO_SYM(algo, impl);
PQPOLY_REGISTRY_ROWS(PQPOLY_MUL_ALGO_DECLARE)
#undef PQPOLY_MUL_ALGO_DECLARE

static const pqpoly_mul_algo *const algos[] = {
#define PQPOLY_MUL_ALGO_ADDRESS(algo, impl) &PQPOLY_MUL_ALGO_SYM(algo, impl),
    PQPOLY_REGISTRY_ROWS(PQPOLY_MUL_ALGO_ADDRESS)
#undef PQPOLY_MUL_ALGO_ADDRESS
};
#define N_ALGOS (sizeof algos / sizeof algos[0])

/* At most this many implementations of one (ring, name, operands). */
#define MAX_IMPLS 8

size_t pqpoly_mul_count(void) {
    size_t n = 0;
    for (size_t a = 0; a < N_ALGOS; a++) n += algos[a]->count;
    return n;
}

const pqpoly_mul_entry *pqpoly_mul_at(size_t i) {
    for (size_t a = 0; a < N_ALGOS; a++) {
        if (i < algos[a]->count) return &algos[a]->entries[i];
        i -= algos[a]->count;
    }
    return NULL;
}

static int same(const pqpoly_mul_entry *e, const char *ring, const char *algo,
                pqpoly_operands operands) {
    return e->operands == operands && strcmp(e->ring, ring) == 0 && strcmp(e->name, algo) == 0;
}

/* The best implementation, for the instruction sets `usable`, of (ring,
 * algo) with exactly the operand kind `operands`; NULL if none fits. */
static const pqpoly_mul_entry *pick_exact(const char *ring, const char *algo,
                                          pqpoly_operands operands, uint32_t usable) {
    const pqpoly_mul_entry *cand[MAX_IMPLS], *e;
    uint32_t isa[MAX_IMPLS];
    size_t n = 0, k;
    for (size_t a = 0; a < N_ALGOS; a++)
        for (size_t i = 0; i < algos[a]->count; i++) {
            e = &algos[a]->entries[i];
            if (n < MAX_IMPLS && same(e, ring, algo, operands)) {
                cand[n] = e;
                isa[n++] = e->isa;
            }
        }
    k = pqpoly_pick(isa, n, usable);
    return k < n ? cand[k] : NULL;
}

const pqpoly_mul_entry *pqpoly_mul_pick(const char *ring, const char *algo,
                                        pqpoly_operands operands, uint32_t usable) {
    const pqpoly_mul_entry *e;
    if (ring == NULL || algo == NULL) return NULL;
    e = pick_exact(ring, algo, operands, usable);
    if (e == NULL && operands != PQPOLY_BIG_BIG) /* a big*big entry accepts small b too */
        e = pick_exact(ring, algo, PQPOLY_BIG_BIG, usable);
    return e;
}

const pqpoly_mul_entry *pqpoly_mul_find(const char *ring, const char *algo,
                                        pqpoly_operands operands) {
    return pqpoly_mul_pick(ring, algo, operands, pqpoly_isa_usable());
}

const pqpoly_mul_entry *pqpoly_mul_find_impl(const char *ring, const char *algo,
                                             pqpoly_operands operands, const char *impl) {
    const pqpoly_mul_entry *fallback = NULL, *e;
    if (ring == NULL || algo == NULL || impl == NULL) return NULL;
    for (size_t a = 0; a < N_ALGOS; a++)
        for (size_t i = 0; i < algos[a]->count; i++) {
            e = &algos[a]->entries[i];
            if (strcmp(e->ring, ring) != 0 || strcmp(e->name, algo) != 0 || strcmp(e->impl, impl) != 0)
                continue;
            if (e->operands == operands) return e;
            if (e->operands == PQPOLY_BIG_BIG) fallback = e; /* accepts small b too */
        }
    return fallback;
}
