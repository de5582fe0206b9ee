/* The NewHope key exchange (newhope-usenix) per operation: keypair (the
 * server's key generation), enc (the client's response), dec (the server's
 * finish), called in turn (K, E, D, K, E, D, ...) so that load on a shared
 * machine hits all three alike; medians of TSC ticks, and the same in core
 * cycles (ticks / PQPOLY_TSC_PER_CORE: on the development machine one core
 * cycle is about 0.77 TSC ticks) beside [ADPS16]'s AVX2 figures (Haswell
 * core cycles: 115,414 / 144,788 / 23,988) and the target 1.2x below them.
 * `portable` as first argument restricts the library to portable code;
 * PQPOLY_MUL=NAME pins the NTT entry of ring newhope (pqpoly_ring_force_mul).
 * Before/after comparisons: run two builds in turn (A, B, A, B).
 * Run: build/newhope_kem_bench [portable] [RUNS] */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pqpoly/pqpoly.h"
#include "bench/cycles.h"

#ifndef PQPOLY_TSC_PER_CORE
#define PQPOLY_TSC_PER_CORE 0.77
#endif

static int cmp(const void *x, const void *y) {
    uint64_t a = *(const uint64_t *)x, b = *(const uint64_t *)y;
    return a < b ? -1 : a > b;
}

int main(int argc, char **argv) {
    static const double adps16[3] = {115414, 144788, 23988};
    static const char *const ops[3] = {"keypair", "enc", "dec"};
    int a = 1, runs;
    uint64_t *t, med[3];
    static uint8_t pk[PQPOLY_NEWHOPE_USENIX_PUBLICKEYBYTES], sk[PQPOLY_NEWHOPE_USENIX_SECRETKEYBYTES];
    static uint8_t ct[PQPOLY_NEWHOPE_USENIX_CIPHERTEXTBYTES], ss1[32], ss2[32];
    const char *mul = getenv("PQPOLY_MUL");
    if (mul != NULL && pqpoly_ring_force_mul(pqpoly_ring_get("newhope"), PQPOLY_BIG_BIG, mul) != 0) {
        printf("unknown PQPOLY_MUL %s\n", mul);
        return 1;
    }
    if (argc > a && strcmp(argv[a], "portable") == 0) {
        pqpoly_set_impl("portable");
        a++;
    }
    runs = argc > a ? atoi(argv[a]) : 1001;
    if (runs < 1) runs = 1;
    t = malloc(sizeof *t * (size_t)runs * 3);
    if (t == NULL) return 1;
    for (int r = -20; r < runs; r++) {
        uint64_t c0 = pqpoly_bench_cycles();
        int rc = pqpoly_newhope_usenix_keypair(pk, sk);
        uint64_t c1 = pqpoly_bench_cycles();
        rc |= pqpoly_newhope_usenix_enc(ct, ss1, pk);
        uint64_t c2 = pqpoly_bench_cycles();
        rc |= pqpoly_newhope_usenix_dec(ss2, ct, sk);
        uint64_t c3 = pqpoly_bench_cycles();
        if (rc != 0 || memcmp(ss1, ss2, 32) != 0) {
            printf("FAIL: keys differ\n");
            return 1;
        }
        if (r < 0) continue; /* warm-up */
        t[(size_t)r] = c1 - c0;
        t[(size_t)runs + (size_t)r] = c2 - c1;
        t[2 * (size_t)runs + (size_t)r] = c3 - c2;
    }
    printf("newhope-usenix (%s), %d runs, medians\n", argc > 1 && strcmp(argv[1], "portable") == 0 ? "portable" : "best", runs);
    printf("%-8s %10s %12s %14s %12s\n", "op", "TSC", "core cycles", "[ADPS16] AVX2", "target");
    for (int o = 0; o < 3; o++) {
        qsort(t + (size_t)o * (size_t)runs, (size_t)runs, sizeof *t, cmp);
        med[o] = t[(size_t)o * (size_t)runs + (size_t)runs / 2];
        printf("%-8s %10llu %12.0f %14.0f %12.0f\n", ops[o], (unsigned long long)med[o],
               (double)med[o] / PQPOLY_TSC_PER_CORE, adps16[o], adps16[o] / 1.2);
    }
    free(t);
    return 0;
}
