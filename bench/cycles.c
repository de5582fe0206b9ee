/* Cycle counting: see cycles.h for the method. */
#include "cycles.h"

#include <stdlib.h>
#include <time.h>

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#include <x86intrin.h>
#define HAVE_TSC 1
#endif

#if defined(__GNUC__) || defined(__clang__)
#define NOINLINE __attribute__((noinline))
#else
#define NOINLINE
#endif

#ifdef HAVE_TSC
static int has_rdtscp(void) {
    static int cached = -1;
    if (cached < 0) {
        unsigned a, b, c, d;
        cached = __get_cpuid(0x80000001u, &a, &b, &c, &d) ? (int)((d >> 27) & 1u) : 0;
    }
    return cached;
}
#endif

uint64_t pqpoly_bench_cycles(void) {
#ifdef HAVE_TSC
    uint64_t t;
    if (has_rdtscp()) {
        unsigned aux;
        /* RDTSCP waits for earlier instructions; the LFENCE keeps later ones
         * from starting before the read. */
        t = __rdtscp(&aux);
        _mm_lfence();
    } else {
        _mm_lfence();
        t = __rdtsc();
        _mm_lfence();
    }
    return t;
#else
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
#endif
}

static int cmp_u64(const void *a, const void *b) {
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

/* Nearest-rank percentile of sorted samples. */
static uint64_t percentile(const uint64_t *s, size_t n, unsigned pct) {
    size_t k = (n * pct + 50) / 100;
    if (k > 0) k--;
    if (k >= n) k = n - 1;
    return s[k];
}

static uint64_t sub_clamp(uint64_t x, uint64_t y) { return x > y ? x - y : 0; }

void pqpoly_bench_stats_of(pqpoly_bench_stats *out, uint64_t *samples, size_t n,
                           uint64_t overhead) {
    qsort(samples, n, sizeof samples[0], cmp_u64);
    /* The median of an even count is the mean of the two middle samples. */
    uint64_t med = (n % 2) ? samples[n / 2] : (samples[n / 2 - 1] + samples[n / 2]) / 2;
    out->median = sub_clamp(med, overhead);
    out->q1 = sub_clamp(percentile(samples, n, 25), overhead);
    out->q3 = sub_clamp(percentile(samples, n, 75), overhead);
    out->min = sub_clamp(samples[0], overhead);
    out->runs = n;
    out->overhead = overhead;
}

static int collect(uint64_t *samples, pqpoly_bench_fn fn, void *ctx, size_t runs, size_t warmup) {
    for (size_t i = 0; i < warmup; i++) fn(ctx);
    for (size_t i = 0; i < runs; i++) {
        uint64_t t0 = pqpoly_bench_cycles();
        fn(ctx);
        uint64_t t1 = pqpoly_bench_cycles();
        samples[i] = t1 - t0;
    }
    return 0;
}

/* Not inlined, so the overhead loop pays for a real indirect call. */
static NOINLINE void empty_callback(void *ctx) {
#if defined(__GNUC__) || defined(__clang__)
    __asm__ volatile("" ::"r"(ctx) : "memory");
#else
    (void)ctx;
#endif
}

uint64_t pqpoly_bench_overhead(size_t runs) {
    static uint64_t cached;
    static size_t cached_runs;
    if (runs == 0) runs = 1;
    if (cached_runs == runs) return cached;
    uint64_t *s = malloc(runs * sizeof *s);
    if (s == NULL) return 0;
    /* A volatile function pointer, so the compiler cannot see the callee. */
    pqpoly_bench_fn volatile fn = empty_callback;
    collect(s, fn, NULL, runs, runs / 4 + 10);
    pqpoly_bench_stats st;
    pqpoly_bench_stats_of(&st, s, runs, 0);
    free(s);
    cached = st.median;
    cached_runs = runs;
    return cached;
}

int pqpoly_bench_measure(pqpoly_bench_stats *out, pqpoly_bench_fn fn, void *ctx,
                         size_t runs, size_t warmup) {
    if (runs == 0) return -1;
    uint64_t overhead = pqpoly_bench_overhead(2001);
    uint64_t *s = malloc(runs * sizeof *s);
    if (s == NULL) return -1;
    collect(s, fn, ctx, runs, warmup);
    pqpoly_bench_stats_of(out, s, runs, overhead);
    free(s);
    return 0;
}

int pqpoly_bench_measure_budget(pqpoly_bench_stats *out, pqpoly_bench_fn fn, void *ctx,
                                size_t max_runs, size_t min_runs, size_t warmup, uint64_t budget) {
    if (max_runs == 0) return -1;
    if (min_runs > max_runs) min_runs = max_runs;
    uint64_t overhead = pqpoly_bench_overhead(2001);
    uint64_t *s = malloc(max_runs * sizeof *s);
    if (s == NULL) return -1;
    for (size_t i = 0; i < warmup; i++) fn(ctx);
    size_t n = 0;
    uint64_t start = pqpoly_bench_cycles();
    while (n < max_runs) {
        uint64_t t0 = pqpoly_bench_cycles();
        fn(ctx);
        uint64_t t1 = pqpoly_bench_cycles();
        s[n++] = t1 - t0;
        if (n >= min_runs && t1 - start > budget) break;
    }
    pqpoly_bench_stats_of(out, s, n, overhead);
    free(s);
    return 0;
}
