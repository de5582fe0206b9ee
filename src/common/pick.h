/* The one picker of implementations, for every dispatch of the library: the
 * multiplier registry (pqpoly_mul_find, the rings' default multipliers), the
 * family backends (src/ring/<family>/backends.c, src/ring/backend_pick.h) and
 * the symmetric primitives (src/sym/backend_list.h).  Internal header.
 *
 * Each dispatcher lists its candidates, every one of them compiled in, with
 * the PQPOLY_ISA_* bits each needs (0 for portable C); the list holds one
 * portable candidate, which always runs.  The choice depends only on the
 * CPU (probed once) and on pqpoly_set_impl, never on the data a candidate
 * will process, so it adds no secret-dependent branch. */
#ifndef PQPOLY_COMMON_PICK_H
#define PQPOLY_COMMON_PICK_H

#include <stddef.h>
#include <stdint.h>

#include "common/cpu.h"

/* Whether code needing the instruction sets `isa` may run when the library
 * may use `usable` (pqpoly_isa_usable(), or pqpoly_cpu_isa() to ask the CPU
 * alone). */
static inline int pqpoly_isa_fits(uint32_t isa, uint32_t usable) { return (isa & ~usable) == 0; }

/* The index of the best of the n candidates whose instruction sets are
 * isa[0..n-1], when the library may use `usable`: of those that fit, the one
 * with the largest isa value (a wider set has a larger bit, see
 * include/pqpoly/poly.h), the earliest on a tie.  n if none fits. */
size_t pqpoly_pick(const uint32_t *isa, size_t n, uint32_t usable);

#endif
