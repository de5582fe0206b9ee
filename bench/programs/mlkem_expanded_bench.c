/* Decapsulation of ML-KEM and Kyber in its two forms, interleaved in one
 * process: the NIST form pqpoly_<set>_dec(ss, ct, sk) (the §7.3 hash check of
 * ML-KEM, decoding and matrix sampling each time), the one-time
 * pqpoly_<set>_dec_expand(xk, sk), and pqpoly_<set>_dec_expanded(ss, ct, xk)
 * (include/pqpoly/mlkem.h).  Median rdtsc ticks of `runs` rounds (argument,
 * default 1001); each round runs the three once.  x86-64 only.
 * usage: build/mlkem_expanded_bench [runs] */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <x86intrin.h>

#include "pqpoly/common.h"
#include "pqpoly/kyber.h"
#include "pqpoly/mlkem.h"

#define MAXRUNS 100001

static int cmp_u64(const void *a, const void *b) {
    unsigned long long x = *(const unsigned long long *)a, y = *(const unsigned long long *)b;
    return x < y ? -1 : x > y;
}

static unsigned long long median(unsigned long long *t, int n) {
    qsort(t, (size_t)n, sizeof t[0], cmp_u64);
    return t[n / 2];
}

static unsigned long long t0[MAXRUNS], t1[MAXRUNS], t2[MAXRUNS];
static int failures;

#define BENCH(n, N)                                                                          \
    static void bench_##n(int runs) {                                                        \
        static uint8_t pk[PQPOLY_##N##_PUBLICKEYBYTES], sk[PQPOLY_##N##_SECRETKEYBYTES];     \
        static uint8_t ct[PQPOLY_##N##_CIPHERTEXTBYTES], ss[32], ss1[32], ss2[32];           \
        static pqpoly_##n##_expanded_key xk;                                                 \
        if (pqpoly_##n##_keypair(pk, sk) != 0 || pqpoly_##n##_enc(ct, ss, pk) != 0) {        \
            failures++;                                                                      \
            return;                                                                          \
        }                                                                                    \
        for (int r = 0; r < runs; r++) {                                                     \
            unsigned long long a = __rdtsc();                                                \
            int rc = pqpoly_##n##_dec(ss1, ct, sk);                                          \
            unsigned long long b = __rdtsc();                                                \
            rc |= pqpoly_##n##_dec_expand(&xk, sk);                                          \
            unsigned long long c = __rdtsc();                                                \
            rc |= pqpoly_##n##_dec_expanded(ss2, ct, &xk);                                   \
            unsigned long long d = __rdtsc();                                                \
            t0[r] = b - a;                                                                   \
            t1[r] = c - b;                                                                   \
            t2[r] = d - c;                                                                   \
            if (rc != 0 || memcmp(ss1, ss, 32) != 0 || memcmp(ss2, ss, 32) != 0) failures++; \
        }                                                                                    \
        pqpoly_memzero(&xk, sizeof xk);                                                      \
        unsigned long long m0 = median(t0, runs), m1 = median(t1, runs), m2 = median(t2, runs); \
        printf("| %s | %llu | %llu | %llu | %.2f |\n", #n, m0, m1, m2, (double)m2 / (double)m0); \
    }
BENCH(mlkem512, MLKEM512)
BENCH(mlkem768, MLKEM768)
BENCH(mlkem1024, MLKEM1024)
BENCH(kyber512, KYBER512)
BENCH(kyber768, KYBER768)
BENCH(kyber1024, KYBER1024)

int main(int argc, char **argv) {
    int runs = argc > 1 ? atoi(argv[1]) : 1001;
    if (runs < 1 || runs > MAXRUNS) runs = 1001;
    printf("| set | dec | dec_expand (once per key) | dec_expanded | dec_expanded / dec |\n");
    printf("|---|--:|--:|--:|--:|\n");
    bench_mlkem512(runs);
    bench_mlkem768(runs);
    bench_mlkem1024(runs);
    bench_kyber512(runs);
    bench_kyber768(runs);
    bench_kyber1024(runs);
    if (failures) printf("FAILED: %d rounds gave another shared secret or an error\n", failures);
    return failures != 0;
}
