/* Cycle counts of the src/arith/ routines (not a test: timings do not pass or
 * fail).  Each routine maps an array of 4096 coefficients in place, as an NTT
 * layer would, with compile-time moduli so constants fold; the figure is the
 * median over 201 runs of rdtsc cycles per coefficient (loop overhead
 * included; the compiler may vectorize, as it would in real use).
 * Run: build/arith_bench */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "arith/barrett.h"
#include "arith/kred.h"
#include "arith/montgomery.h"
#include "arith/plantard.h"

#if defined(__x86_64__) || defined(__i386__)
#include <x86intrin.h>
static uint64_t cycles(void)
{
    return __rdtsc();
}
#else
#include <time.h>
static uint64_t cycles(void) /* nanoseconds where rdtsc is unavailable */
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}
#endif

#define N 4096
#define RUNS 201

static int16_t a16[N], b16[N];
static int32_t a32[N], w32[N];

static int cmp_u64(const void *x, const void *y)
{
    uint64_t u = *(const uint64_t *)x, v = *(const uint64_t *)y;
    return (u > v) - (u < v);
}

#define Q 3329
#define Q32 6984193

/* Each kernel runs once over the arrays; the volatile sink keeps results live. */
static volatile int64_t sink;

#define KERNEL(name, body)                                                                        \
    static void name(void)                                                                        \
    {                                                                                             \
        for (int i = 0; i < N; i++) {                                                             \
            body;                                                                                 \
        }                                                                                         \
        sink = a16[N - 1] + a32[N - 1];                                                           \
    }

KERNEL(k_mont_mul16, a16[i] = pqpoly_montgomery_mul16(a16[i], b16[i], Q, PQPOLY_MONT16_QINV(Q)))
KERNEL(k_mont_mul32, a32[i] = pqpoly_montgomery_mul32(a32[i], w32[i], Q32, PQPOLY_MONT32_QINV(Q32)))
KERNEL(k_barrett_reduce16, a16[i] = pqpoly_barrett_reduce16(a16[i], Q, PQPOLY_BARRETT16_V(Q),
                                                           PQPOLY_BARRETT16_SHIFT(Q)))
KERNEL(k_barrett_round16, a16[i] = pqpoly_barrett_round16(a16[i], Q, PQPOLY_BARRETT16_VR(Q),
                                                         PQPOLY_BARRETT16_SHIFT(Q)))
KERNEL(k_barrett_round32, a32[i] = pqpoly_barrett_round32(a32[i], Q32, PQPOLY_BARRETT32_VR(Q32), 32))
KERNEL(k_barrett_mulc16, a16[i] = pqpoly_barrett_mulc16(a16[i], 17, PQPOLY_BARRETT_MULC16_CONST(17, Q), Q))
KERNEL(k_barrett_mla16, a16[i] = pqpoly_barrett_mla16(b16[i], a16[i], 17, PQPOLY_BARRETT_MULC16_CONST(17, Q), Q))
KERNEL(k_barrett_mulc32, a32[i] = pqpoly_barrett_mulc32(a32[i], 17, PQPOLY_BARRETT_MULC32_CONST(17, Q32), Q32))
KERNEL(k_kred16, a32[i] = pqpoly_kred16(a32[i], 3, 12))
KERNEL(k_kred2x16, a32[i] = pqpoly_kred2x16(a32[i], 3, 12))
KERNEL(k_plantard_mul16, a16[i] = pqpoly_plantard_mul16(a16[i], b16[i], PQPOLY_PLANTARD16_QINV(Q), Q,
                                                       PQPOLY_PLANTARD16_ALPHA(Q)))
KERNEL(k_plantard_mulc16, a16[i] = pqpoly_plantard_mulc16(a16[i], PQPOLY_PLANTARD16_CONST(17, Q), Q,
                                                         PQPOLY_PLANTARD16_ALPHA(Q)))
KERNEL(k_plantard_mod16, a16[i] = pqpoly_plantard_mod16(a16[i], PQPOLY_PLANTARD16_MODCONST(Q), Q,
                                                       PQPOLY_PLANTARD16_ALPHA(Q)))
KERNEL(k_plantard_mulc32, a32[i] = pqpoly_plantard_mulc32(a32[i], PQPOLY_PLANTARD32_CONST(17, Q32), Q32,
                                                         PQPOLY_PLANTARD32_ALPHA(Q32)))
/* reference point: the compiler's constant-divisor % (not constant time in general) */
KERNEL(k_percent16, a16[i] = (int16_t)(a16[i] % Q))
KERNEL(k_percent32, a32[i] = (int32_t)((int64_t)a32[i] * w32[i] % Q32))

static void refill(void)
{
    uint32_t x = 12345;
    for (int i = 0; i < N; i++) {
        x = x * 1103515245u + 12345u;
        a16[i] = (int16_t)((int32_t)(x >> 16) % Q);
        b16[i] = (int16_t)((int32_t)(x >> 8) % Q);
        a32[i] = (int32_t)(x >> 1) - (int32_t)(x >> 2);
        w32[i] = (int32_t)(x % Q32) - Q32 / 2;
    }
}

static void bench(const char *name, void (*kernel)(void))
{
    uint64_t t[RUNS];
    for (int r = 0; r < RUNS; r++) {
        refill();
        uint64_t t0 = cycles();
        kernel();
        t[r] = cycles() - t0;
    }
    qsort(t, RUNS, sizeof t[0], cmp_u64);
    printf("%-24s %6.2f cycles/coefficient (median of %d runs of %d)\n", name,
           (double)t[RUNS / 2] / N, RUNS, N);
}

int main(void)
{
    bench("montgomery_mul16", k_mont_mul16);
    bench("montgomery_mul32", k_mont_mul32);
    bench("barrett_reduce16", k_barrett_reduce16);
    bench("barrett_round16", k_barrett_round16);
    bench("barrett_round32", k_barrett_round32);
    bench("barrett_mulc16", k_barrett_mulc16);
    bench("barrett_mla16", k_barrett_mla16);
    bench("barrett_mulc32", k_barrett_mulc32);
    bench("kred16", k_kred16);
    bench("kred2x16", k_kred2x16);
    bench("plantard_mul16", k_plantard_mul16);
    bench("plantard_mulc16", k_plantard_mulc16);
    bench("plantard_mod16", k_plantard_mod16);
    bench("plantard_mulc32", k_plantard_mulc32);
    bench("(% q, 16-bit)", k_percent16);
    bench("(a*b % q, 32-bit)", k_percent32);
    return 0;
}
