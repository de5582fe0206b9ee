/* The instruction sets the running CPU offers, probed once, and the subset
 * the library may use (pqpoly_set_impl, include/pqpoly/impl.h).  Internal
 * header.  Every dispatcher asks pqpoly_isa_usable() and also checks that the
 * code was compiled in (e.g. PQPOLY_X86_AVX2). */
#ifndef PQPOLY_COMMON_CPU_H
#define PQPOLY_COMMON_CPU_H

#include <stdint.h>

#define PQPOLY_ISA_PORTABLE 0u
#define PQPOLY_ISA_X86_AVX2 (1u << 0)   /* AVX2, with the OS saving YMM state */
#define PQPOLY_ISA_X86_AVX512 (1u << 1) /* AVX-512 F + BW + VL, OS saves ZMM state */

/* PQPOLY_ISA_* bits of the running CPU (cpuid and xgetbv, read at the first
 * call; concurrent first calls compute and store the same value). */
uint32_t pqpoly_cpu_isa(void);

/* pqpoly_cpu_isa() minus what pqpoly_set_impl excludes: 0 under "portable". */
uint32_t pqpoly_isa_usable(void);

#endif
