/* The multiplier registry: every entry listed in mul_list.h, in that order,
 * one per (ring, algorithm, operand kind, implementation).  Adding an
 * algorithm is adding its file and its lines to mul_list.h; adding a vector
 * implementation of one is adding its file under src/mul/<isa>/ and its lines
 * to mul_list.h (see there).  Which implementation of a name runs is chosen
 * by pqpoly_pick (src/common/pick.h). */
#include "mul/registry.h"

#include <string.h>

#include "common/pick.h"

#define PQPOLY_MUL_ENTRY(sym) extern const pqpoly_mul_entry sym;
#include "mul_list.h"
#undef PQPOLY_MUL_ENTRY

static const pqpoly_mul_entry *const entries[] = {
#define PQPOLY_MUL_ENTRY(sym) &sym,
#include "mul_list.h"
#undef PQPOLY_MUL_ENTRY
};

/* At most this many implementations of one (ring, name, operands). */
#define MAX_IMPLS 8

size_t pqpoly_mul_count(void) { return sizeof entries / sizeof entries[0]; }

const pqpoly_mul_entry *pqpoly_mul_at(size_t i) {
    return i < pqpoly_mul_count() ? entries[i] : NULL;
}

static int same(const pqpoly_mul_entry *e, const char *ring, const char *algo,
                pqpoly_operands operands) {
    return e->operands == operands && strcmp(e->ring, ring) == 0 && strcmp(e->name, algo) == 0;
}

/* The best implementation, for the instruction sets `usable`, of (ring,
 * algo) with exactly the operand kind `operands`; NULL if none fits. */
static const pqpoly_mul_entry *pick_exact(const char *ring, const char *algo,
                                          pqpoly_operands operands, uint32_t usable) {
    const pqpoly_mul_entry *cand[MAX_IMPLS];
    uint32_t isa[MAX_IMPLS];
    size_t n = 0, k;
    for (size_t i = 0; i < pqpoly_mul_count() && n < MAX_IMPLS; i++)
        if (same(entries[i], ring, algo, operands)) {
            cand[n] = entries[i];
            isa[n++] = entries[i]->isa;
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
    const pqpoly_mul_entry *fallback = NULL;
    if (ring == NULL || algo == NULL || impl == NULL) return NULL;
    for (size_t i = 0; i < pqpoly_mul_count(); i++) {
        const pqpoly_mul_entry *e = entries[i];
        if (strcmp(e->ring, ring) != 0 || strcmp(e->name, algo) != 0 || strcmp(e->impl, impl) != 0)
            continue;
        if (e->operands == operands) return e;
        if (e->operands == PQPOLY_BIG_BIG) fallback = e; /* accepts small b too */
    }
    return fallback;
}
