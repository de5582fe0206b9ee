/* One algorithm in one implementation: the registry's row (src/mul/mul_list.h).
 * Each multiplier file defines its instances, one pqpoly_mul_entry per (ring,
 * operand kind), in one array built from the family's parameter list
 * (src/params), and exports one descriptor over it:
 *   PQPOLY_MUL_ALGO_DEFINE(goodthomas, portable, "goodthomas", instances)
 * defines pqpoly_mul_algo_goodthomas_portable.  Internal header. */
#ifndef PQPOLY_MUL_ALGO_H
#define PQPOLY_MUL_ALGO_H

#include <stddef.h>
#include <stdint.h>

#include "pqpoly/poly.h"

typedef struct pqpoly_mul_algo {
    const char *name;                /* algorithm name of every instance */
    const char *impl;                /* "portable", "avx2", ... (each instance's impl) */
    uint32_t isa;                    /* PQPOLY_ISA_* bits (each instance's isa) */
    const pqpoly_mul_entry *entries; /* the instances, in registry order */
    size_t count;
} pqpoly_mul_algo;

/* The implementation fields of an instance (the last two of pqpoly_mul_entry). */
#define PQPOLY_MUL_IMPL_portable "portable", PQPOLY_ISA_PORTABLE
#define PQPOLY_MUL_IMPL_avx2 "avx2", PQPOLY_ISA_X86_AVX2
#define PQPOLY_MUL_IMPL_avx512 "avx512", PQPOLY_ISA_X86_AVX512
#define PQPOLY_MUL_IMPL_neon "neon", PQPOLY_ISA_ARM_NEON
#define PQPOLY_MUL_IMPL_armv7em "armv7em", PQPOLY_ISA_ARMV7EM
#define PQPOLY_MUL_IMPL(impl) PQPOLY_MUL_IMPL_##impl

/* One instance, as an initializer of the instances array. */
#define PQPOLY_MUL_INSTANCE(impl, ring, name, operands, source, mul, transform) \
    {ring, name, operands, source, mul, transform, PQPOLY_MUL_IMPL(impl)}

#define PQPOLY_MUL_ALGO_SYM(algo, impl) pqpoly_mul_algo_##algo##_##impl
#define PQPOLY_MUL_ALGO_DEFINE(algo, impl, name, instances)                      \
    extern const pqpoly_mul_algo PQPOLY_MUL_ALGO_SYM(algo, impl);                \
    const pqpoly_mul_algo PQPOLY_MUL_ALGO_SYM(algo, impl) = {                    \
        name, PQPOLY_MUL_IMPL(impl), instances, sizeof(instances) / sizeof((instances)[0])};

/* The constant `field` of the NTRU Prime tables of modulus q
 * (src/ntt/ntrup_fft_tables.h names them PQPOLY_NF<q>_<field>), for q a
 * macro: PQPOLY_MUL_NF(PQPOLY_NTRUP_Q(761), V16). */
#define PQPOLY_MUL_NF(q, field) PQPOLY_MUL_NF_(q, field)
#define PQPOLY_MUL_NF_(q, field) PQPOLY_NF##q##_##field

/* The product through the four stages of `t` (include/pqpoly/poly.h):
 * forward_a, forward_b, base in place (tc = ta), inverse, with the
 * transformed operands in `scratch` (2 PQPOLY_STAGED_STEP(t->bytes) bytes,
 * 32-byte aligned, one after the other), wiped afterwards. */
#define PQPOLY_STAGED_STEP(bytes) (((size_t)(bytes) + 31) & ~(size_t)31)
static inline void pqpoly_staged_mul(const pqpoly_transform *t, int16_t *c, const int16_t *a,
                                     const int16_t *b, unsigned char *scratch) {
    size_t step = PQPOLY_STAGED_STEP(t->bytes);
    t->forward_a(scratch, a);
    t->forward_b(scratch + step, b);
    t->base(scratch, scratch, scratch + step);
    t->inverse(c, scratch);
    pqpoly_memzero(scratch, 2 * step);
}

/* A staged instance `name`: its transform name_transform (the four stages,
 * no NTT-domain ones) and its mul name_mul through pqpoly_staged_mul, with
 * the scratch on its own stack sized for `bytes` (a constant expression). */
#define PQPOLY_STAGED(name, bytes, fa, fb, base, inv)                                           \
    static const pqpoly_transform name##_transform = {(bytes), fa, fb, base, inv,               \
                                                      PQPOLY_TRANSFORM_PRODUCT_ONLY};           \
    static void name##_mul(int16_t *c, const int16_t *a, const int16_t *b, const pqpoly_ring *r) { \
        _Alignas(32) unsigned char scratch[2 * PQPOLY_STAGED_STEP(bytes)];                      \
        (void)r;                                                                                \
        pqpoly_staged_mul(&name##_transform, c, a, b, scratch);                                 \
    }

/* The instance initializer of a staged instance `name`. */
#define PQPOLY_STAGED_INSTANCE(impl, ring, algo, operands, source, name) \
    PQPOLY_MUL_INSTANCE(impl, ring, algo, operands, source, name##_mul, &name##_transform)

#endif
