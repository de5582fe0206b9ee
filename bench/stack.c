/* Stack high-water mark: see stack.h for the method and its limits. */
#include "stack.h"

#include <stdint.h>

#if defined(__GNUC__) || defined(__clang__)
#define NOINLINE __attribute__((noinline))
#else
#define NOINLINE
#endif

/* Paint PQPOLY_BENCH_STACK_REGION bytes of this frame (which lies just below
 * the caller's) and report where the region starts and ends. */
static NOINLINE void paint(uint8_t pattern, uintptr_t *lo, uintptr_t *hi) {
    volatile uint8_t region[PQPOLY_BENCH_STACK_REGION];
    for (size_t i = 0; i < sizeof region; i++) region[i] = pattern;
    *lo = (uintptr_t)&region[0];
    *hi = (uintptr_t)&region[0] + sizeof region;
}

/* Lowest address in [lo, hi) that no longer holds the pattern (hi if none). */
static NOINLINE uintptr_t lowest_touched(uint8_t pattern, uintptr_t lo, uintptr_t hi) {
    for (uintptr_t p = lo; p < hi; p++)
        if (*(volatile const uint8_t *)p != pattern) return p;
    return hi;
}

static NOINLINE size_t one_pass(uint8_t pattern, pqpoly_bench_fn fn, void *ctx, int *overflow) {
    volatile uint8_t anchor = 0; /* marks this frame: the reference point */
    uintptr_t lo, hi;
    paint(pattern, &lo, &hi);
    fn(ctx);
    /* The scan's own frame overlaps only the top of the region, which the
     * callback's frame covered anyway; the low end is what matters. */
    uintptr_t low = lowest_touched(pattern, lo, hi);
    uintptr_t top = (uintptr_t)&anchor;
    if (low == lo) *overflow = 1;
    return top > low ? (size_t)(top - low) : 0;
}

void pqpoly_bench_stack_usage(pqpoly_bench_stack *out, pqpoly_bench_fn fn, void *ctx) {
    int overflow = 0;
    size_t a = one_pass(0xA5u, fn, ctx, &overflow);
    size_t b = one_pass(0x5Au, fn, ctx, &overflow);
    out->bytes = a > b ? a : b;
    out->overflow = overflow;
}
