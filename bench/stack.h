/* Stack high-water mark of a callback.
 *
 * Method.  A helper function paints a region of PQPOLY_BENCH_STACK_REGION bytes
 * just below the caller's stack pointer with a byte pattern and returns; the
 * callback then runs on that same stack, overwriting the part it uses; finally
 * the region is scanned from its lowest address upward for the first byte that
 * no longer holds the pattern.  The distance from there to the caller's frame is
 * the high-water mark.  This is done twice with two different patterns and the
 * larger figure kept, so a callback that happens to store the pattern byte at
 * its deepest point is not under-counted.
 *
 * Limits: the figure includes the return address and the few bytes of the
 * callback trampoline (tens of bytes); stack the callback reserves but never
 * writes is not seen; use deeper than the region is reported as the region size
 * (a lower bound) with `overflow` set; signal handlers running meanwhile would
 * be counted.  Reading below the stack pointer is outside what C defines, so
 * the scan is done through volatile accesses in a function that is never
 * inlined; it does not work under AddressSanitizer. */
#ifndef PQPOLY_BENCH_STACK_H
#define PQPOLY_BENCH_STACK_H

#include <stddef.h>

#include "cycles.h"

#define PQPOLY_BENCH_STACK_REGION (512u * 1024u)

typedef struct pqpoly_bench_stack {
    size_t bytes;  /* high-water mark, bytes below the measuring frame */
    int overflow;  /* 1 if the callback used the whole painted region */
} pqpoly_bench_stack;

/* Measure the stack used by fn(ctx) (it is called twice). */
void pqpoly_bench_stack_usage(pqpoly_bench_stack *out, pqpoly_bench_fn fn, void *ctx);

#endif
