/* Cycle counting for the benchmark: a serialized time-stamp read and a
 * measurement loop that reports robust statistics.
 *
 * Method.  Each run reads the counter, calls the callback once, reads it again.
 * After `warmup` unrecorded runs (caches, branch predictors, frequency ramp-up),
 * `runs` samples are kept and sorted; the median and the quartiles are reported
 * because a shared machine adds rare, large outliers (interrupts, other
 * processes) that would dominate a mean.  The overhead of the harness itself —
 * two counter reads and an indirect call of an empty function — is measured the
 * same way (its median) and subtracted from every figure, clamped at zero.
 *
 * On x86-64 the counter is the TSC read with RDTSCP + LFENCE (or LFENCE + RDTSC),
 * so earlier instructions have retired before the read and later ones do not
 * start before it.  The TSC ticks at a constant reference rate, not the core
 * clock: with frequency scaling the figures are reference cycles.  Elsewhere the
 * counter falls back to CLOCK_MONOTONIC nanoseconds. */
#ifndef PQPOLY_BENCH_CYCLES_H
#define PQPOLY_BENCH_CYCLES_H

#include <stddef.h>
#include <stdint.h>

/* The current value of the cycle counter (serialized read). */
uint64_t pqpoly_bench_cycles(void);

/* Statistics of one measurement, in cycles, after subtracting the overhead. */
typedef struct pqpoly_bench_stats {
    uint64_t median;
    uint64_t q1;       /* 25th percentile */
    uint64_t q3;       /* 75th percentile */
    uint64_t min;
    size_t runs;       /* number of recorded samples */
    uint64_t overhead; /* harness overhead that was subtracted (median) */
} pqpoly_bench_stats;

typedef void (*pqpoly_bench_fn)(void *ctx);

/* The median cost of the harness itself (two counter reads around an
 * indirect call of an empty function), over `runs` samples.  Cached after the
 * first call with the same `runs`. */
uint64_t pqpoly_bench_overhead(size_t runs);

/* Run fn(ctx) `warmup` times, then `runs` times recording each; fill *out.
 * Returns 0, or -1 if runs is 0 or memory for the samples is unavailable. */
int pqpoly_bench_measure(pqpoly_bench_stats *out, pqpoly_bench_fn fn, void *ctx,
                         size_t runs, size_t warmup);

/* As pqpoly_bench_measure, but stops recording once `budget` cycles have
 * passed since the first recorded run, provided `min_runs` are recorded: on a
 * loaded machine the wall time stays bounded (with fewer samples). */
int pqpoly_bench_measure_budget(pqpoly_bench_stats *out, pqpoly_bench_fn fn, void *ctx,
                                size_t max_runs, size_t min_runs, size_t warmup, uint64_t budget);

/* Statistics of n raw samples (sorted in place), minus `overhead` clamped at 0. */
void pqpoly_bench_stats_of(pqpoly_bench_stats *out, uint64_t *samples, size_t n,
                           uint64_t overhead);

#endif
