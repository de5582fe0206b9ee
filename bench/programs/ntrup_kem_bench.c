/* Median cycles of an NTRU Prime KEM's key generation, encapsulation and
 * decapsulation with every dispatch restricted to portable code
 * (pqpoly_set_impl("portable")) and with the best the CPU runs ("native"),
 * the two interleaved in one process.  Not a test: `build/ntrup_kem_bench
 * [KEM [RUNS]]` (default sntrup761, 101 runs). */
#include <stdio.h>
#include <stdlib.h>

#include "cycles.h"
#include "pqpoly/impl.h"
#include "pqpoly/kem.h"

#define MAXRUNS 10001
static uint64_t t[2][3][MAXRUNS];

static int cmp(const void *x, const void *y) {
    uint64_t a = *(const uint64_t *)x, b = *(const uint64_t *)y;
    return a < b ? -1 : a > b;
}

int main(int argc, char **argv) {
    const pqpoly_kem *k = pqpoly_kem_get(argc > 1 ? argv[1] : "sntrup761");
    int runs = argc > 2 ? atoi(argv[2]) : 101, bad = 0;
    static uint8_t pk[8192], sk[8192], ct[8192], ss[64], ss2[64];
    const char *const impl[2] = {"portable", "native"};
    if (k == NULL || runs < 1 || runs > MAXRUNS) return 2;
    for (int i = 0; i < runs; i++)
        for (int c = 0; c < 2; c++) {
            uint64_t c0, c1, c2, c3;
            pqpoly_set_impl(impl[c]);
            c0 = pqpoly_bench_cycles();
            bad |= k->keypair(pk, sk);
            c1 = pqpoly_bench_cycles();
            bad |= k->enc(ct, ss, pk);
            c2 = pqpoly_bench_cycles();
            bad |= k->dec(ss2, ct, sk);
            c3 = pqpoly_bench_cycles();
            t[c][0][i] = c1 - c0;
            t[c][1][i] = c2 - c1;
            t[c][2][i] = c3 - c2;
            for (size_t j = 0; j < k->bytes; j++) bad |= ss[j] != ss2[j];
        }
    printf("%-11s %-9s %10s %10s %10s\n", "kem", "impl", "keypair", "enc", "dec");
    for (int c = 0; c < 2; c++) {
        uint64_t m[3];
        for (int o = 0; o < 3; o++) {
            qsort(t[c][o], (size_t)runs, sizeof t[c][o][0], cmp);
            m[o] = t[c][o][runs / 2];
        }
        printf("%-11s %-9s %10llu %10llu %10llu\n", k->name, impl[c], (unsigned long long)m[0],
               (unsigned long long)m[1], (unsigned long long)m[2]);
    }
    return bad ? 1 : 0;
}
