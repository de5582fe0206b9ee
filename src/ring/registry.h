/* The registry's picker on ids, for the ring layer's choices
 * (src/ring/select.c), which keep one choice per implementation class.
 * Internal header; the public lookups by name are in include/pqpoly/poly.h. */
#ifndef PQPOLY_RING_REGISTRY_H
#define PQPOLY_RING_REGISTRY_H

#include <stddef.h>
#include <stdint.h>

#include "pqpoly/poly.h"
#include "ring/algo_list.h"

/* pqpoly_mul_find for the ring of index `ring` (pqpoly_ring_index) and the
 * algorithm `algo`, as if the library could use exactly the instruction sets
 * `usable` (pqpoly_mul_find passes pqpoly_isa_usable()); NULL for an
 * unknown ring index or algorithm id. */
const pqpoly_mul_entry *pqpoly_mul_pick(size_t ring, pqpoly_algo_id algo,
                                        pqpoly_operands operands, uint32_t usable);

#endif
