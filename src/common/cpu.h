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

/* pqpoly_cpu_isa() minus what pqpoly_set_impl excludes: 0 under "portable". */
uint32_t pqpoly_isa_usable(void);

#endif
