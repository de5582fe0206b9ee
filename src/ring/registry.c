/* The multiplier registry: the research multipliers (src/mul/mul_list.h),
 * then the rows each family's backends expose (src/ring/<family>/
 * backend_list.h), in that order, one entry per (ring, algorithm, operand
 * kind, implementation).  It lives in the ring layer because a family's
 * backend (src/ring/<family>/backend.h) is above the multipliers: a
 * backend's product is one of its rows.  Adding an algorithm is adding its
 * file and its row to mul_list.h; adding a vector implementation of one is
 * adding its file under src/mul/<class>/ and its row (see there), and a new
 * name its line in src/ring/algo_list.h.  Which implementation of an
 * algorithm runs is chosen by pqpoly_pick (src/common/pick.h).
 *
 * Lookups compare no strings: every entry is known by its (ring index,
 * algorithm id), translated from its strings once; the public lookups by
 * name (pqpoly_mul_find, pqpoly_mul_find_impl) translate the caller's names
 * once, through pqpoly_ring_get, pqpoly_algo_id_of and impl_isa_of. */
#include "ring/registry.h"

#include <stdatomic.h>
#include <string.h>

#include "common/pick.h"
#include "mul/algo.h"
#include "mul/mul_list.h"
#include "params/rings.h"
#include "ring/algo_list.h"
#include "ring/kyber/backend_list.h"
#include "ring/newhope/backend_list.h"
#include "ring/ntrup/backend_list.h"
#include "ring/nttru/backend_list.h"
#include "ring/ring_index.h"
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

/* Each entry's (ring index, algorithm id), packed as ring * PQPOLY_ALGO_COUNT
 * + algo, by [descriptor][instance]: an algorithm's instances are one per
 * (ring, operand kind), so at most 2 N_RINGS.  Translated from the entry's
 * strings once, at the first lookup, by the two public translations
 * (pqpoly_ring_get, pqpoly_algo_id_of); concurrent first lookups store the
 * same values.  An entry of an unknown ring or name (or past 2 N_RINGS) gets
 * NO_KEY and is never found: tests/impl/test_pick.c finds every entry by
 * its names. */
#define RING_COUNT_(...) +1
enum { N_RINGS = 0 PQPOLY_RINGS(RING_COUNT_) };
#undef RING_COUNT_
#define NO_KEY ((uint16_t)(N_RINGS * PQPOLY_ALGO_COUNT))
_Static_assert(N_RINGS * PQPOLY_ALGO_COUNT <= UINT16_MAX, "a key fits 16 bits");
static _Atomic uint16_t keys[N_ALGOS][2 * N_RINGS];
static atomic_int keys_ready;

static uint16_t key_of(size_t ring, pqpoly_algo_id algo) {
    return ring < N_RINGS && algo < PQPOLY_ALGO_COUNT ? (uint16_t)(ring * PQPOLY_ALGO_COUNT + algo)
                                                      : NO_KEY;
}

static void make_keys(void) {
    if (atomic_load_explicit(&keys_ready, memory_order_acquire)) return;
    for (size_t a = 0; a < N_ALGOS; a++)
        for (size_t i = 0; i < algos[a]->count && i < 2 * N_RINGS; i++) {
            const pqpoly_mul_entry *e = &algos[a]->entries[i];
            uint16_t k = key_of(pqpoly_ring_index(pqpoly_ring_get(e->ring)), pqpoly_algo_id_of(e->name));
            atomic_store_explicit(&keys[a][i], k, memory_order_relaxed);
        }
    atomic_store_explicit(&keys_ready, 1, memory_order_release);
}

/* The key of instance i of descriptor a (make_keys done). */
static uint16_t key_at(size_t a, size_t i) {
    return i < 2 * N_RINGS ? atomic_load_explicit(&keys[a][i], memory_order_relaxed) : NO_KEY;
}

static const char *const algo_names[] = {
#define PQPOLY_ALGO_NAME_(id, name) name,
    PQPOLY_ALGOS(PQPOLY_ALGO_NAME_)
#undef PQPOLY_ALGO_NAME_
};

pqpoly_algo_id pqpoly_algo_id_of(const char *name) {
    if (name == NULL) return PQPOLY_ALGO_COUNT;
    for (size_t i = 0; i < PQPOLY_ALGO_COUNT; i++)
        if (strcmp(algo_names[i], name) == 0) return (pqpoly_algo_id)i;
    return PQPOLY_ALGO_COUNT;
}

/* The isa bits of the implementation called `impl` (src/mul/algo.h: each
 * entry's impl and isa come as one pair, PQPOLY_MUL_IMPL); *found = 0 for
 * NULL or an unknown name.  The one translation of an implementation name. */
static uint32_t impl_isa_of(const char *impl, int *found) {
    static const struct {
        const char *name;
        uint32_t isa;
    } impls[] = {{PQPOLY_MUL_IMPL_portable}, {PQPOLY_MUL_IMPL_avx2}, {PQPOLY_MUL_IMPL_avx512},
                 {PQPOLY_MUL_IMPL_neon},     {PQPOLY_MUL_IMPL_armv7em}};
    *found = 0;
    for (size_t i = 0; impl != NULL && i < sizeof impls / sizeof impls[0]; i++)
        if (strcmp(impls[i].name, impl) == 0) {
            *found = 1;
            return impls[i].isa;
        }
    return 0;
}

/* The best implementation, for the instruction sets `usable`, of the key
 * (ring, algo) with exactly the operand kind `operands`; NULL if none fits. */
static const pqpoly_mul_entry *pick_exact(uint16_t key, pqpoly_operands operands, uint32_t usable) {
    const pqpoly_mul_entry *cand[MAX_IMPLS], *e;
    uint32_t isa[MAX_IMPLS];
    size_t n = 0, k;
    for (size_t a = 0; a < N_ALGOS; a++)
        for (size_t i = 0; i < algos[a]->count; i++) {
            e = &algos[a]->entries[i];
            if (n < MAX_IMPLS && e->operands == operands && key_at(a, i) == key) {
                cand[n] = e;
                isa[n++] = e->isa;
            }
        }
    k = pqpoly_pick(isa, n, usable);
    return k < n ? cand[k] : NULL;
}

const pqpoly_mul_entry *pqpoly_mul_pick(size_t ring, pqpoly_algo_id algo,
                                        pqpoly_operands operands, uint32_t usable) {
    uint16_t key = key_of(ring, algo);
    const pqpoly_mul_entry *e;
    if (key == NO_KEY) return NULL;
    make_keys();
    e = pick_exact(key, operands, usable);
    if (e == NULL && operands != PQPOLY_BIG_BIG) /* a big*big entry accepts small b too */
        e = pick_exact(key, PQPOLY_BIG_BIG, usable);
    return e;
}

/* The public lookups by name: each name is translated once, here. */
const pqpoly_mul_entry *pqpoly_mul_find(const char *ring, const char *algo,
                                        pqpoly_operands operands) {
    if (ring == NULL || algo == NULL) return NULL;
    return pqpoly_mul_pick(pqpoly_ring_index(pqpoly_ring_get(ring)), pqpoly_algo_id_of(algo),
                           operands, pqpoly_isa_usable());
}

const pqpoly_mul_entry *pqpoly_mul_find_impl(const char *ring, const char *algo,
                                             pqpoly_operands operands, const char *impl) {
    const pqpoly_mul_entry *fallback = NULL, *e;
    uint16_t key;
    uint32_t isa;
    int known;
    if (ring == NULL || algo == NULL || impl == NULL) return NULL;
    key = key_of(pqpoly_ring_index(pqpoly_ring_get(ring)), pqpoly_algo_id_of(algo));
    isa = impl_isa_of(impl, &known);
    if (key == NO_KEY || !known) return NULL;
    make_keys();
    for (size_t a = 0; a < N_ALGOS; a++)
        for (size_t i = 0; i < algos[a]->count; i++) {
            e = &algos[a]->entries[i];
            if (key_at(a, i) != key || e->isa != isa) continue;
            if (e->operands == operands) return e;
            if (e->operands == PQPOLY_BIG_BIG) fallback = e; /* accepts small b too */
        }
    return fallback;
}
