/* Median cycle counts (rdtsc) of Keccak-f[1600] and of SHAKE128 squeezing,
 * for the report; not a test.  Usage: [PQPOLY_IMPL=portable] sym_speed_keccak [runs] */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "sym/fips202.h"
#include "sym/fips202x4.h"
#include "sym/keccak_f1600.h"
#ifdef PQPOLY_X86_AVX2
#include "sym/avx2/keccak_f1600x4.h"
#endif

#include "common/env_select.h"

#if defined(__x86_64__) || defined(__i386__)
#include <x86intrin.h>
static uint64_t cycles(void) { return __rdtsc(); }
#else
#include <time.h>
static uint64_t cycles(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}
#endif

static int cmp(const void *a, const void *b) {
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

#define MAXRUNS 100001

static uint64_t t[MAXRUNS];

int main(int argc, char **argv) {
    int runs = argc > 1 ? atoi(argv[1]) : 10001;
    if (runs < 3 || runs > MAXRUNS) runs = 10001;
    pqpoly_test_apply_env();
    uint64_t s[25] = {0};
    for (int i = 0; i < 1000; i++) pqpoly_keccak_f1600(s); /* warm-up */
    for (int i = 0; i < runs; i++) {
        uint64_t t0 = cycles();
        pqpoly_keccak_f1600(s);
        t[i] = cycles() - t0;
    }
    qsort(t, (size_t)runs, sizeof t[0], cmp);
    printf("keccak_f1600: median %llu cycles (%d runs, lane0 %016llx)\n",
           (unsigned long long)t[runs / 2], runs, (unsigned long long)s[0]);

#ifdef PQPOLY_X86_AVX2
    if (pqpoly_shakex4_uses_avx2()) {
        static uint64_t s4[100];
        for (int i = 0; i < runs; i++) {
            uint64_t t0 = cycles();
            pqpoly_keccak_f1600x4_avx2(s4);
            t[i] = cycles() - t0;
        }
        qsort(t, (size_t)runs, sizeof t[0], cmp);
        printf("keccak_f1600x4 (avx2): median %llu cycles for 4 permutations\n",
               (unsigned long long)t[runs / 2]);
    }
#endif

    /* ML-KEM-768 style expansion: absorb 34 bytes, squeeze 3 blocks. */
    uint8_t seed[34] = {1}, buf[3 * 168];
    for (int i = 0; i < runs; i++) {
        uint64_t t0 = cycles();
        pqpoly_shake_ctx c;
        pqpoly_shake128_init(&c);
        pqpoly_shake_absorb(&c, seed, sizeof seed);
        pqpoly_shake_squeeze(&c, buf, sizeof buf);
        t[i] = cycles() - t0;
        seed[0] = buf[0];
    }
    qsort(t, (size_t)runs, sizeof t[0], cmp);
    printf("shake128 34 B in, 504 B out: median %llu cycles\n", (unsigned long long)t[runs / 2]);

    /* The same on four inputs at once (one permutation call = 4 blocks). */
    uint8_t b4[4][3 * 168];
    for (int i = 0; i < runs; i++) {
        uint64_t t0 = cycles();
        pqpoly_shakex4_ctx c4;
        pqpoly_shake128x4_absorb_once(&c4, seed, seed, seed, seed, sizeof seed);
        pqpoly_shakex4_squeezeblocks(&c4, b4[0], b4[1], b4[2], b4[3], 3);
        t[i] = cycles() - t0;
        seed[0] = b4[3][0];
    }
    qsort(t, (size_t)runs, sizeof t[0], cmp);
    printf("shake128x4 (%s) 4 x (34 B in, 504 B out): median %llu cycles\n",
           pqpoly_shakex4_uses_avx2() ? "avx2" : "portable", (unsigned long long)t[runs / 2]);
    return 0;
}
