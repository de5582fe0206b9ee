/* Shared helpers of the arithmetic range tests (tests/arith/).
 *
 * Every check compares a routine's output with a value computed independently
 * here (plain 64-bit integer arithmetic and %), and with the bound macros of
 * the routine's header.  A "case" is one routine on one modulus (or one
 * family of inputs); it passes when every input of the case passes.  Each
 * case prints the output range it observed next to the stated one. */
#ifndef PQPOLY_TESTS_ARITH_CHECK_H
#define PQPOLY_TESTS_ARITH_CHECK_H

#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>

/* The exhaustive sweeps are billions of iterations: compile them twice, for
 * AVX2 and for the baseline, and let the loader pick (gcc/clang ifunc), so the
 * binary stays portable and the suite stays fast. */
#if defined(__x86_64__) && defined(__GNUC__) && defined(__linux__)
#define ARITH_HOT __attribute__((target_clones("avx2", "default")))
#else
#define ARITH_HOT
#endif

static int arith_passed;
static int arith_failed;

/* x mod q in [0, q), for any sign of x. */
static inline int64_t arith_mod(int64_t x, int64_t q)
{
    int64_t r = x % q;
    return r < 0 ? r + q : r;
}

/* y^-1 mod q by Fermat-free extended Euclid (q need not be prime). */
static inline int64_t arith_inv(int64_t y, int64_t q)
{
    int64_t r0 = q, r1 = arith_mod(y, q), s0 = 0, s1 = 1;
    while (r1 != 0) {
        int64_t t = r0 / r1, tmp;
        tmp = r0 - t * r1; r0 = r1; r1 = tmp;
        tmp = s0 - t * s1; s0 = s1; s1 = tmp;
    }
    return r0 == 1 ? arith_mod(s0, q) : -1;
}

/* 2^e mod q. */
static inline int64_t arith_pow2(int e, int64_t q)
{
    int64_t r = 1 % q;
    for (int i = 0; i < e; i++)
        r = (r * 2) % q;
    return r;
}

/* Deterministic random source (splitmix64), so failures reproduce. */
static uint64_t arith_rng_state = 0x9e3779b97f4a7c15u;
static inline uint64_t arith_rand64(void)
{
    uint64_t z = (arith_rng_state += 0x9e3779b97f4a7c15u);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}
/* Uniform-ish integer in [lo, hi] (lo <= hi), any int64 bounds: unsigned
 * arithmetic throughout, converted back with the usual wrap-around. */
static inline int64_t arith_rand_range(int64_t lo, int64_t hi)
{
    uint64_t span = (uint64_t)hi - (uint64_t)lo + 1u;
    uint64_t off = span == 0 ? arith_rand64() : arith_rand64() % span;
    return (int64_t)((uint64_t)lo + off);
}

/* Observed output range of one case. */
typedef struct {
    int64_t lo, hi;
    uint64_t n;
} arith_range;
#define ARITH_RANGE_INIT {INT64_MAX, INT64_MIN, 0}
static inline void arith_observe(arith_range *o, int64_t r)
{
    if (r < o->lo)
        o->lo = r;
    if (r > o->hi)
        o->hi = r;
    o->n++;
}

/* Report one case: bad = number of failing inputs; stated range [slo, shi]. */
static inline void arith_case(const char *name, int64_t q, uint64_t bad, const arith_range *o,
                              int64_t slo, int64_t shi)
{
    if (bad == 0) {
        arith_passed++;
        printf("ok   %-26s q=%-8" PRId64 " %12" PRIu64 " inputs, out [%" PRId64 ", %" PRId64
               "] within stated [%" PRId64 ", %" PRId64 "]%s%s\n",
               name, q, o->n, o->lo, o->hi, slo, shi, o->lo == slo ? " (lo attained)" : "",
               o->hi == shi ? " (hi attained)" : "");
    } else {
        arith_failed++;
        printf("FAIL %-26s q=%-8" PRId64 " %" PRIu64 " of %" PRIu64 " inputs wrong or out of"
               " stated [%" PRId64 ", %" PRId64 "] (observed [%" PRId64 ", %" PRId64 "])\n",
               name, q, bad, o->n, slo, shi, o->lo, o->hi);
    }
}

/* A plain pass/fail case (no range). */
static inline void arith_expect(const char *name, int ok)
{
    if (ok) {
        arith_passed++;
        printf("ok   %s\n", name);
    } else {
        arith_failed++;
        printf("FAIL %s\n", name);
    }
}

/* Print at most a few failing inputs per run, so a wrong bound explains itself. */
static int arith_shown;
#define ARITH_SHOW(...)                                                                           \
    do {                                                                                          \
        if (arith_shown++ < 8)                                                                    \
            printf("     " __VA_ARGS__);                                                          \
    } while (0)

static inline int arith_finish(void)
{
    printf("%d passed, %d failed\n", arith_passed, arith_failed);
    return arith_failed ? 1 : 0;
}

#endif
