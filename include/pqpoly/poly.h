/* pqpoly — rings and the multiplier registry.
 *
 * A ring is Z_q[x]/(f) for one of the modulus polynomials the schemes use.
 * Polynomials are arrays of n int16_t coefficients, lowest degree first.
 *
 * Coefficient contract of every multiplier (pqpoly_mul_entry.mul):
 *   inputs   a: centered representatives, each in [-(q-1)/2, (q-1)/2] for odd q,
 *               [-q/2, q/2 - 1] for even q;
 *            b: the same for a big*big entry; for a big*small entry, each in
 *               [-small_bound, small_bound] of the ring (pqpoly_ring.small_bound:
 *               5 for saber, Saber's secrets; 1, i.e. ternary, for the others);
 *   output   c = a*b mod (f, q), centered representatives in the same range.
 *   c may not alias a or b.  Each entry is constant time in the values of a and b.
 */
#ifndef PQPOLY_POLY_H
#define PQPOLY_POLY_H

#include "common.h"

typedef enum {
    PQPOLY_MODPOLY_NTRUP = 0,      /* f = x^n - x - 1 */
    PQPOLY_MODPOLY_NEGACYCLIC = 1, /* f = x^n + 1 */
    PQPOLY_MODPOLY_NTTRU = 2       /* f = x^n - x^(n/2) + 1 */
} pqpoly_modpoly;

typedef struct pqpoly_ring {
    const char *name;       /* e.g. "ntrup761" — a stable, public name */
    int n;                  /* degree of f */
    int32_t q;              /* coefficient modulus */
    pqpoly_modpoly modpoly; /* shape of f */
    const char *description;
    /* The largest |b_i| a big*small entry of this ring accepts for its second
     * operand: 5 for saber (Saber's secrets, centered binomial with mu/2 <= 5),
     * 1 (b ternary, {-1, 0, 1}) for the other rings, the small elements of
     * NTRU Prime and the ternary ones of NTTRU.  From src/params. */
    int16_t small_bound;
} pqpoly_ring;

typedef enum {
    PQPOLY_BIG_BIG = 0,   /* both operands arbitrary ring elements */
    PQPOLY_BIG_SMALL = 1  /* second operand small: |b_i| <= the ring's small_bound */
} pqpoly_operands;

/* Optional staged form of a multiplier: mul(c, a, b) equals
 *   forward_a(ta, a); forward_b(tb, b); base(tc, ta, tb); inverse(c, tc);
 * The transformed operands are opaque buffers of `bytes` bytes (at most
 * PQPOLY_TRANSFORM_MAX_BYTES), 32-byte aligned.  A scheme that multiplies one
 * operand by several others (NTRU LPRime, matrix-vector products) transforms it
 * once and reuses it, and the benchmark times each stage.  base() may be
 * called with tc equal to ta or tb.  forward_a and forward_b take the
 * coefficient contract above (any representative |a_i| <= q for the NTT
 * entries of rings kyber, nttru and newhope) and may run in place.
 *
 * Accumulation (optional: NULL where absent): sums of k products, k in 1..4,
 * transformed once and reduced once — block recombination for the saber
 * entries ([PC20, §2.4, §3.4]: tmvp2/3/4, toom4, ntt) and the NTT-domain sums
 * of the NTT entries of rings kyber, nttru and newhope:
 *   base_acc(tc, ta, tb, k)  ta holds k forward_a outputs and tb k forward_b
 *                       outputs, one after the other (`bytes` apart); tc,
 *                       which may not overlap them, receives their sum in
 *                       the transformed domain;
 *   inverse_acc(c, tc, k)  with the same k: c = sum_i a_i b_i in the ring,
 *                       each coefficient |c_i| < q (centered for the saber
 *                       entries); tc is overwritten and c may be tc itself.
 * How a scheme keeps values in an NTT domain (ML-KEM's public matrix, NTTRU's
 * inverse) is internal to the library: each family's backend
 * (src/ring/<family>/backend.h) states its order, domain factor and hooks,
 * none of which is part of this interface. */
#define PQPOLY_TRANSFORM_MAX_BYTES 16384
typedef struct pqpoly_transform {
    size_t bytes;
    void (*forward_a)(void *ta, const int16_t *a);
    void (*forward_b)(void *tb, const int16_t *b);
    void (*base)(void *tc, const void *ta, const void *tb);
    void (*inverse)(int16_t *c, void *tc);
    /* accumulation (optional; contracts above) */
    void (*base_acc)(void *tc, const void *ta, const void *tb, unsigned k);
    void (*inverse_acc)(int16_t *c, void *tc, unsigned k);
} pqpoly_transform;
/* The accumulation fields of an entry without them, after its four stages:
 * {bytes, fa, fb, base, inverse, PQPOLY_TRANSFORM_PRODUCT_ONLY}. */
#define PQPOLY_TRANSFORM_PRODUCT_ONLY NULL, NULL

/* Instruction sets (pqpoly_mul_entry.isa, pqpoly_cpu_isa in impl.h): an
 * implementation needs every bit of its `isa`; 0 is portable C.  A wider set
 * has a larger bit, so of several implementations that can run, the picker
 * takes the largest isa value (src/common/pick.h).  The library's list of
 * instruction sets, with their flags and classes, is src/common/isa_list.h;
 * pqpoly_isa_name names each bit. */
#define PQPOLY_ISA_PORTABLE 0u
#define PQPOLY_ISA_X86_AVX2 (1u << 0)         /* AVX2, with the OS saving YMM state */
#define PQPOLY_ISA_X86_AVX512 (1u << 1)       /* AVX-512 F + BW + VL, OS saves ZMM state */
#define PQPOLY_ISA_ARM_NEON (1u << 2)         /* Armv8-A Advanced SIMD (AArch64) */
#define PQPOLY_ISA_X86_AVX512_VBMI (1u << 3)  /* AVX-512 VBMI (with F + BW + VL) */
#define PQPOLY_ISA_X86_AVX512_VBMI2 (1u << 4) /* AVX-512 VBMI2 (with F + BW + VL) */
#define PQPOLY_ISA_X86_AVX512_IFMA (1u << 5)  /* AVX-512 IFMA52 (with F + BW + VL) */
#define PQPOLY_ISA_ARM_NEON_SHA3 (1u << 6)    /* Armv8.2-A SHA3 instructions (EOR3, RAX1, XAR, BCAX) */
#define PQPOLY_ISA_ARMV7EM (1u << 7)          /* Armv7E-M DSP instructions (Cortex-M4) */
#define PQPOLY_ISA_X86_AESNI (1u << 8)        /* AES-NI and PCLMULQDQ */

/* One implementation of one algorithm for one ring and operand kind.  The
 * registry holds one entry per (ring, name, operands, impl): a vectorized
 * algorithm adds entries with the same ring, name and operands as its
 * portable twin and its own impl, and computes the same products. */
typedef struct pqpoly_mul_entry {
    const char *ring;          /* ring name the entry serves */
    const char *name;          /* algorithm name, e.g. "toom4" (stable, public) */
    pqpoly_operands operands;  /* kind of operands accepted */
    const char *source;        /* paper and section the algorithm follows */
    void (*mul)(int16_t *c, const int16_t *a, const int16_t *b, const pqpoly_ring *r);
    const pqpoly_transform *transform; /* NULL when the algorithm has no stages */
    const char *impl;          /* implementation: "portable", "avx2", "avx512", "neon" */
    uint32_t isa;              /* PQPOLY_ISA_* bits it needs; PQPOLY_ISA_PORTABLE for C */
} pqpoly_mul_entry;

/* Rings.  Every lookup below returns NULL (never crashes) for a NULL or
 * unknown name or an index past the end. */
size_t pqpoly_ring_count(void);
const pqpoly_ring *pqpoly_ring_at(size_t i);
const pqpoly_ring *pqpoly_ring_get(const char *name); /* NULL if unknown */

/* Multipliers, in registry order: every implementation of every algorithm
 * compiled in, whether or not this CPU runs it (its isa against
 * pqpoly_cpu_isa() says). */
size_t pqpoly_mul_count(void);
const pqpoly_mul_entry *pqpoly_mul_at(size_t i);
/* The entry `algo` of ring `ring` accepting `operands` (a big*big entry also
 * accepts small operands); prefers an exact match of the operand kind.  Of
 * the implementations of that entry, the best one the library may run now:
 * the CPU has its instruction sets and pqpoly_set_impl allows them
 * (include/pqpoly/impl.h).  NULL if none. */
const pqpoly_mul_entry *pqpoly_mul_find(const char *ring, const char *algo,
                                        pqpoly_operands operands);
/* The same, but exactly the implementation named `impl` ("portable",
 * "avx2", ...), whether or not this CPU can run it: check its isa against
 * pqpoly_cpu_isa() before calling its mul.  NULL if there is none (or any
 * argument is NULL). */
const pqpoly_mul_entry *pqpoly_mul_find_impl(const char *ring, const char *algo,
                                             pqpoly_operands operands, const char *impl);

/* The multiplier a scheme uses for `ring` and operand kind: the entry forced
 * for them (pqpoly_ring_force_mul, pqpoly_force_mul_everywhere in
 * include/pqpoly/impl.h) if any, otherwise the first entry of the ring's
 * measured preference list (src/ring/select.c) that accepts `operands`.  The
 * library reads no environment variable (the pqpoly tool maps PQPOLY_MUL onto
 * pqpoly_force_mul_everywhere).  Never NULL for a registered ring; NULL for a
 * NULL or unregistered one.  Thread-safe. */
const pqpoly_mul_entry *pqpoly_ring_default_mul(const pqpoly_ring *ring,
                                                pqpoly_operands operands);
/* Drop every forced choice, so that every ring uses its measured preference
 * again: the same as pqpoly_force_mul_everywhere(NULL).  The implementation
 * class of pqpoly_set_impl is kept.  Thread-safe. */
void pqpoly_ring_reset_selection(void);

/* c = a*b in `ring` through its default multiplier for `operands`.
 * The checked entry point: returns 0, or PQPOLY_ERR_INVALID_ARGUMENT (c is
 * then not written) when ring, c, a or b is NULL, ring is not a descriptor of
 * this library (pqpoly_ring_at/pqpoly_ring_get), operands is not one of the two
 * kinds, c overlaps a or b, or a coefficient lies outside the coefficient
 * contract above.  The range test does not branch on the coefficients; only
 * its verdict is public.  (Calling an entry's mul directly skips these checks:
 * its arguments must then meet the contract.) */
int pqpoly_ring_mul(const pqpoly_ring *ring, pqpoly_operands operands,
                    int16_t *c, const int16_t *a, const int16_t *b);

/* c[k] = a[k]*b in `ring` for k < count, b ternary, through the default
 * big*small multiplier.  When that entry has stages (pqpoly_transform), b is
 * transformed once and reused for every a[k] (forward_b once, then forward_a,
 * base, inverse per product); otherwise it falls back to `count` mul calls.
 * Same coefficient contract and checks as pqpoly_ring_mul (c, a and every c[k],
 * a[k] non-NULL when count > 0; c[k] may not overlap a[j] or b); 0 or
 * PQPOLY_ERR_INVALID_ARGUMENT, in which case no c[k] is written. */
int pqpoly_ring_mul_shared_small(const pqpoly_ring *ring, size_t count, int16_t *const *c,
                                 const int16_t *const *a, const int16_t *b);

#endif
