/* The ring descriptors.  Names are a public contract (tools and tests outside
 * the library select rings by them). */
#include "pqpoly/poly.h"

#include <stdint.h>
#include <string.h>

#include "params/rings.h"
#include "ring/ring_index.h"

/* Every ring of the parameter lists (src/params/rings.h), in their order,
 * with the small_bound its family states (1, ternary, unless stated: saber 5). */
#define RING(nm, sfx, nn, qq, mp, desc) {nm, nn, qq, mp, desc, PQPOLY_RING_SMALL_BOUND(sfx)},

static const pqpoly_ring rings[] = {PQPOLY_RINGS(RING)};

size_t pqpoly_ring_count(void) { return sizeof rings / sizeof rings[0]; }

const pqpoly_ring *pqpoly_ring_at(size_t i) {
    return i < pqpoly_ring_count() ? &rings[i] : NULL;
}

const pqpoly_ring *pqpoly_ring_get(const char *name) {
    if (name == NULL) return NULL;
    for (size_t i = 0; i < pqpoly_ring_count(); i++)
        if (strcmp(rings[i].name, name) == 0) return &rings[i];
    return NULL;
}

/* The address tells the index: the offset from the array's start, taken on
 * integers (comparing pointers into different objects is undefined), and
 * confirmed by the element's own address, so any other pointer gives count. */
size_t pqpoly_ring_index(const pqpoly_ring *ring) {
    uintptr_t off = (uintptr_t)ring - (uintptr_t)rings;
    size_t i = (size_t)(off / sizeof rings[0]);
    return off < sizeof rings && &rings[i] == ring ? i : pqpoly_ring_count();
}
