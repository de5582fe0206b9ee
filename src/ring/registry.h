/* The registry's picker with an explicit set of instruction sets, for the
 * ring layer's choices (src/ring/select.c), which keep one choice per
 * implementation class.  Internal header; the public lookups are in
 * include/pqpoly/poly.h. */
#ifndef PQPOLY_RING_REGISTRY_H
#define PQPOLY_RING_REGISTRY_H

#include <stdint.h>

#include "pqpoly/poly.h"

/* pqpoly_mul_find as if the library could use exactly the instruction sets
 * `usable` (pqpoly_mul_find passes pqpoly_isa_usable()). */
const pqpoly_mul_entry *pqpoly_mul_pick(const char *ring, const char *algo,
                                        pqpoly_operands operands, uint32_t usable);

#endif
