/* The instruction sets the running CPU offers, probed once, and the subset
 * the library may use (pqpoly_set_impl, include/pqpoly/impl.h).  Internal
 * header.  The PQPOLY_ISA_* bits are public (include/pqpoly/poly.h), and so
 * is pqpoly_cpu_isa (include/pqpoly/impl.h).  Dispatchers do not test the
 * bits themselves: they list their implementations and call pqpoly_pick
 * (src/common/pick.h). */
#ifndef PQPOLY_COMMON_CPU_H
#define PQPOLY_COMMON_CPU_H

#include <stdint.h>

#include "pqpoly/impl.h"
#include "pqpoly/poly.h"

#include <stddef.h>

/* The classes pqpoly_set_impl chooses among, by index, in the order of
 * PQPOLY_IMPL_CLASS_LIST (src/common/isa_list.h): "portable" first and
 * "native" last; each admits a set of instruction sets (a ceiling). */
#define PQPOLY_IMPL_CLASS_PORTABLE 0
#define PQPOLY_IMPL_CLASSES 6
#define PQPOLY_IMPL_CLASS_NATIVE (PQPOLY_IMPL_CLASSES - 1)

/* The class in force (pqpoly_set_impl). */
size_t pqpoly_impl_class(void);

/* The instruction sets class `cls` may use on this CPU (0 for the portable
 * class; the portable class for an index out of range). */
uint32_t pqpoly_impl_class_isa(size_t cls);

/* pqpoly_cpu_isa() minus what pqpoly_set_impl excludes: 0 under "portable",
 * the CPU's sets up to AVX2 under "avx2". */
uint32_t pqpoly_isa_usable(void);

#endif
