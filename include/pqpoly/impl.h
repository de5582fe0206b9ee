/* pqpoly — choosing implementations at run time.
 *
 * The library reads no environment variable.  By default each dispatch picks
 * the best code the running CPU can execute (the CPU is probed once), and
 * each ring uses the first entry of its measured preference list
 * (src/ring/select.c) for each operand kind.  The calls below change those
 * choices for the whole process; the pqpoly tool maps the environment
 * variables PQPOLY_IMPL and PQPOLY_MUL onto them (see README).
 *
 * Thread safety: every function here may be called at any time, from any
 * thread, concurrently with the KEMs and the ring products.  Each choice is
 * one atomic word: a call already running keeps the choice it read (the KEMs
 * read the Kyber backend once per operation), later calls see the new one.
 * Every multiplier of a ring computes the same product and both SHAKE x4
 * permutations give the same output, so a switch changes speed, never
 * results.  pqpoly_force_mul_everywhere updates the rings one after another,
 * so a concurrent product may see some rings switched and not yet others.
 *
 * None of these calls touches secret data; none is needed for normal use. */
#ifndef PQPOLY_IMPL_H
#define PQPOLY_IMPL_H

#include "common.h"
#include "poly.h"

/* Restrict every dispatch of the library to an implementation class.  Each
 * class is a ceiling, not a demand: on a CPU without the class's instruction
 * sets it runs what the classes below it run.
 *   "portable"      portable C only: the multiplier implementations
 *                   (pqpoly_mul_find, the rings' default multipliers), every
 *                   family's KEM kernels and the 4-way SHAKE's permutation
 *                   all take their portable member;
 *   "avx2"          x86-64 code up to AVX2 (and AES-NI), never AVX-512 (to
 *                   compare the AVX2 path on a machine that also has AVX-512);
 *   "avx512"        x86-64 code up to AVX-512 (F, BW, VL and the VBMI, VBMI2
 *                   and IFMA extensions);
 *   "neon"          AArch64 Advanced SIMD (and the Armv8.2 SHA3 instructions);
 *   "armv7em"       Cortex-M4 DSP code;
 *   "native", NULL  the best code the CPU runs (the default).
 * pqpoly_impl_class_name lists them.  0, or PQPOLY_ERR_INVALID_ARGUMENT for
 * any other name (nothing changes). */
int pqpoly_set_impl(const char *name);

/* The current class: one of the names above (a static string). */
const char *pqpoly_get_impl(void);

/* The implementation classes pqpoly_set_impl accepts, in order: the count,
 * and the name of class i (NULL past the end; "native" is the last). */
size_t pqpoly_impl_class_count(void);
const char *pqpoly_impl_class_name(size_t i);

/* The PQPOLY_ISA_* bits (include/pqpoly/poly.h) of the running CPU, probed
 * once (cpuid and xgetbv on x86-64, getauxval(AT_HWCAP) on AArch64 Linux,
 * the compiler's target elsewhere), whatever pqpoly_set_impl says: an
 * implementation with isa bits I can run here iff (I & ~pqpoly_cpu_isa())
 * is 0.  Every implementation the library holds is compiled in; this says
 * which of them the CPU executes. */
uint32_t pqpoly_cpu_isa(void);

/* The name of one PQPOLY_ISA_* bit ("avx2", "avx512", "avx512vbmi", "neon",
 * "neon-sha3", "armv7em", "aesni", ...: src/common/isa_list.h), "portable"
 * for 0, NULL for anything else (a static string). */
const char *pqpoly_isa_name(uint32_t bit);

/* Use the multiplier entry named `name` (e.g. "toom4", as in pqpoly_mul_at()
 * ->name) for products in `ring` with operand kind `operands`, in place of the
 * measured preference: pqpoly_ring_mul, pqpoly_ring_mul_shared_small,
 * pqpoly_ring_default_mul and the KEMs built on the ring all follow it.  The
 * entry is pqpoly_mul_find(ring->name, name, operands), so a big*big entry
 * may serve big*small products.  A NULL name drops the forced choice of that
 * ring and kind.  0, or PQPOLY_ERR_INVALID_ARGUMENT (nothing changes) for a
 * NULL or unregistered ring, an operand kind that is neither of the two, or a
 * name with no entry of the ring accepting `operands`. */
int pqpoly_ring_force_mul(const pqpoly_ring *ring, pqpoly_operands operands, const char *name);

/* Force `name` everywhere it applies: for every registered ring and operand
 * kind, the entry pqpoly_mul_find(ring, name, kind) where there is one, and
 * the ring's measured preference (no forced choice) where there is none; this
 * replaces every earlier forced choice.  A NULL name drops every forced choice
 * (the same as pqpoly_ring_reset_selection()).  0, or
 * PQPOLY_ERR_INVALID_ARGUMENT (nothing changes) when no ring has an entry of
 * that name. */
int pqpoly_force_mul_everywhere(const char *name);

#endif
