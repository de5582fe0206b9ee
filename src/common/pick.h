/* The one picker of implementations, for every dispatch of the library: the
 * multiplier registry (pqpoly_mul_find, the rings' default multipliers), the
 * NTRU Prime kernel tables (src/ring/ntrup/kernels.h) and the 4-way SHAKE
 * permutation (src/sym/fips202x4.c).  Internal header.
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

/* The three accessors of a family's kernel tables (a static array `tables`
 * of struct `type`, each with an `isa` member, portable first): PREFIX_count,
 * PREFIX_at(i) (NULL past the end) and PREFIX_pick (the best table the
 * library may run now; the portable one always fits). */
#define PQPOLY_KERNEL_TABLE_ACCESSORS(PREFIX, type, tables)                                   \
    size_t PREFIX##_count(void) { return sizeof tables / sizeof tables[0]; }                  \
    const type *PREFIX##_at(size_t i) {                                                       \
        return i < sizeof tables / sizeof tables[0] ? &tables[i] : NULL;                      \
    }                                                                                         \
    const type *PREFIX##_pick(void) {                                                         \
        uint32_t isa_[sizeof tables / sizeof tables[0]];                                      \
        size_t k_;                                                                            \
        for (size_t i_ = 0; i_ < sizeof tables / sizeof tables[0]; i_++) isa_[i_] = tables[i_].isa; \
        k_ = pqpoly_pick(isa_, sizeof tables / sizeof tables[0], pqpoly_isa_usable());       \
        return k_ < sizeof tables / sizeof tables[0] ? &tables[k_] : &tables[0];             \
    }

#endif
