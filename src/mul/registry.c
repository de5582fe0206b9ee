/* The multiplier registry: every entry listed in mul_list.h, in that order.
 * Adding an algorithm is adding its file and its lines to mul_list.h. */
#include "pqpoly/poly.h"

#include <string.h>

#define PQPOLY_MUL_ENTRY(sym) extern const pqpoly_mul_entry sym;
#include "mul_list.h"
#undef PQPOLY_MUL_ENTRY

static const pqpoly_mul_entry *const entries[] = {
#define PQPOLY_MUL_ENTRY(sym) &sym,
#include "mul_list.h"
#undef PQPOLY_MUL_ENTRY
};

size_t pqpoly_mul_count(void) { return sizeof entries / sizeof entries[0]; }

const pqpoly_mul_entry *pqpoly_mul_at(size_t i) {
    return i < pqpoly_mul_count() ? entries[i] : NULL;
}

const pqpoly_mul_entry *pqpoly_mul_find(const char *ring, const char *algo,
                                        pqpoly_operands operands) {
    const pqpoly_mul_entry *fallback = NULL;
    if (ring == NULL || algo == NULL) return NULL;
    for (size_t i = 0; i < pqpoly_mul_count(); i++) {
        const pqpoly_mul_entry *e = entries[i];
        if (strcmp(e->ring, ring) != 0 || strcmp(e->name, algo) != 0) continue;
        if (e->operands == operands) return e;
        if (e->operands == PQPOLY_BIG_BIG) fallback = e; /* accepts small b too */
    }
    return fallback;
}
