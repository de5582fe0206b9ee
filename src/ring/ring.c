/* The ring descriptors.  Names are a public contract (tools and tests outside
 * the library select rings by them). */
#include "pqpoly/poly.h"

#include <string.h>

#include "params/rings.h"

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
