/* The position of a ring descriptor among the library's rings (ring.c), in
 * O(1): the checked entry points (ring_mul.c) and the default-multiplier
 * choice (select.c) look it up at every product.  Internal header. */
#ifndef PQPOLY_RING_RING_INDEX_H
#define PQPOLY_RING_RING_INDEX_H

#include <stddef.h>

#include "params/rings.h"
#include "pqpoly/poly.h"

/* i with pqpoly_ring_at(i) == ring, or pqpoly_ring_count() when ring is not
 * one of the library's descriptors (NULL, a copy, any other pointer). */
size_t pqpoly_ring_index(const pqpoly_ring *ring);

/* The position of each ring in the table, at compile time: PQPOLY_RING_AT_<suffix>
 * (the suffix of src/params/rings.h, e.g. PQPOLY_RING_AT_kyber), for the
 * family pickers, which need their ring without a lookup by name. */
enum {
#define PQPOLY_RING_AT_(name, sfx, n, q, shape, desc) PQPOLY_RING_AT_##sfx,
    PQPOLY_RINGS(PQPOLY_RING_AT_)
#undef PQPOLY_RING_AT_
        PQPOLY_RING_AT_COUNT_
};

#endif
