/* Constant-time helpers and the markers of the valgrind constant-time check.
 *
 * In a build with PQPOLY_CT_VALGRIND, PQPOLY_CT_SECRET marks memory as
 * undefined for memcheck, so any branch or memory index that depends on it is
 * reported; PQPOLY_CT_PUBLIC declassifies a value that is public by design
 * (a ciphertext, a public key, the outcome of a rejection loop).  In every
 * other build both compile to nothing.  Internal header. */
#ifndef PQPOLY_COMMON_CT_H
#define PQPOLY_COMMON_CT_H

#include <stddef.h>
#include <stdint.h>

#ifdef PQPOLY_CT_VALGRIND
#include <valgrind/memcheck.h>
#define PQPOLY_CT_SECRET(p, n) VALGRIND_MAKE_MEM_UNDEFINED((p), (n))
#define PQPOLY_CT_PUBLIC(p, n) VALGRIND_MAKE_MEM_DEFINED((p), (n))
#else
#define PQPOLY_CT_SECRET(p, n) ((void)(p), (void)(n))
#define PQPOLY_CT_PUBLIC(p, n) ((void)(p), (void)(n))
#endif

/* All-ones if x != 0, else 0; no branch. */
static inline uint32_t pqpoly_ct_nonzero_mask32(uint32_t x) {
    return (uint32_t)(-(int64_t)((((uint64_t)x) | (0 - (uint64_t)x)) >> 63));
}

/* Value barrier: hides x from the optimizer so masks built from secrets are
 * not turned back into branches (the KyberSlash/clangover class of issues). */
static inline uint32_t pqpoly_ct_barrier32(uint32_t x) {
#if defined(__GNUC__) || defined(__clang__)
    __asm__("" : "+r"(x));
#endif
    return x;
}

/* 0 if the n bytes at a and b are equal, else 1; time independent of content. */
static inline int pqpoly_ct_memcmp(const uint8_t *a, const uint8_t *b, size_t n) {
    uint8_t d = 0;
    for (size_t i = 0; i < n; i++) d |= (uint8_t)(a[i] ^ b[i]);
    return (int)((pqpoly_ct_barrier32(d) + 0xffu) >> 8);
}

/* r[i] = flag ? x[i] : r[i] for flag in {0, 1}; no branch. */
static inline void pqpoly_ct_cmov(uint8_t *r, const uint8_t *x, size_t n, uint8_t flag) {
    uint8_t m = (uint8_t)(0 - pqpoly_ct_barrier32(flag));
    for (size_t i = 0; i < n; i++) r[i] ^= (uint8_t)(m & (r[i] ^ x[i]));
}

#endif
