/* The choice every family picker with registry rows makes
 * (src/ring/{kyber,nttru,newhope}/backends.c), written once.  Internal
 * header.
 *
 * A family's backends each expose one registry row (backend.h), so the ring
 * layer's selection (pqpoly_ring_default_mul: forced or measured, under
 * pqpoly_set_impl) names a backend by its row's address.  When the selected
 * entry is no backend's row (schoolbook or karatsuba forced for the ring),
 * the family's default backends decide: the best of them the library may run
 * now (pqpoly_pick).  Every backend computes the same results, so the
 * fallback changes speed only.  The choice depends on the selection and the
 * CPU, never on data. */
#ifndef PQPOLY_RING_BACKEND_PICK_H
#define PQPOLY_RING_BACKEND_PICK_H

#include <stddef.h>
#include <stdint.h>

#include "pqpoly/poly.h"

/* At most this many backends in one family. */
#define PQPOLY_RING_BACKENDS_MAX 16

/* The index i < n of the backend whose row rows[i] is the entry the ring at
 * position `ring_at` (src/ring/ring_index.h) uses for big*big products; else
 * the best-fitting i among those with is_default[i] set (isa[i] its
 * instruction sets; the earliest on a tie), the first default if none fits
 * (a portable default always fits).  n <= PQPOLY_RING_BACKENDS_MAX. */
size_t pqpoly_ring_backend_choose(size_t ring_at, const pqpoly_mul_entry *const *rows,
                                  const uint32_t *isa, const unsigned char *is_default, size_t n);

#endif
