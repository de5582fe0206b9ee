/* NTTRU ([LS19]) per operation, the library's best code ("native") and
 * portable code interleaved in one process (K, E, D, K, E, D, ...), medians
 * of TSC ticks beside the reference AVX2 code's figures on the development
 * machine (7.8k / 4.7k / 5.6k ticks for keypair / enc / dec, fixed numbers
 * of the issue that set the target, not measured here).  Also, per impl:
 * enc_derand (enc without its randombytes(32)), dec of a rejected
 * ciphertext (the same work by construction: constant time), and
 * randombytes(32) alone, so that the system generator's share is visible.
 * Not a test: `build/nttru_kem_bench [RUNS]` (default 1001). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cycles.h"
#include "pqpoly/impl.h"
#include "pqpoly/nttru.h"
#include "pqpoly/random.h"

#define OPS 6
#define MAXRUNS 20001
static uint64_t t[2][OPS][MAXRUNS];

static int cmp(const void *x, const void *y) {
    uint64_t a = *(const uint64_t *)x, b = *(const uint64_t *)y;
    return a < b ? -1 : a > b;
}

int main(int argc, char **argv) {
    static const char *const impl[2] = {"native", "portable"};
    static const char *const ops[OPS] = {"keypair", "enc", "dec", "enc_derand", "dec_reject", "randombytes"};
    static const double ref[OPS] = {7800, 4700, 5600, 0, 0, 0};
    static uint8_t pk[PQPOLY_NTTRU_PUBLICKEYBYTES], sk[PQPOLY_NTTRU_SECRETKEYBYTES];
    static uint8_t ct[PQPOLY_NTTRU_CIPHERTEXTBYTES], bad_ct[PQPOLY_NTTRU_CIPHERTEXTBYTES];
    uint8_t ss[32], ss2[32], ss3[32], coins[32] = {0};
    int runs = argc > 1 ? atoi(argv[1]) : 1001, bad = 0;
    if (runs < 1 || runs > MAXRUNS) return 2;
    for (int i = -20; i < runs; i++)
        for (int c = 0; c < 2; c++) {
            uint64_t x[OPS + 1], y;
            pqpoly_set_impl(impl[c]);
            x[0] = pqpoly_bench_cycles();
            bad |= pqpoly_nttru_keypair(pk, sk);
            x[1] = pqpoly_bench_cycles();
            bad |= pqpoly_nttru_enc(ct, ss, pk);
            x[2] = pqpoly_bench_cycles();
            bad |= pqpoly_nttru_dec(ss2, ct, sk);
            x[3] = pqpoly_bench_cycles();
            bad |= pqpoly_nttru_enc_derand(ct, ss3, pk, coins);
            x[4] = pqpoly_bench_cycles();
            bad |= memcmp(ss, ss2, sizeof ss) != 0; /* the honest round trip */
            memcpy(bad_ct, ct, sizeof ct);
            bad_ct[7] ^= 1;
            y = pqpoly_bench_cycles();
            bad |= pqpoly_nttru_dec(ss2, bad_ct, sk);
            x[5] = pqpoly_bench_cycles();
            bad |= memcmp(ss3, ss2, sizeof ss) == 0; /* rejected */
            bad |= pqpoly_randombytes(coins, sizeof coins);
            x[6] = pqpoly_bench_cycles();
            if (i < 0) continue; /* warm-up */
            for (int o = 0; o < OPS; o++) t[c][o][i] = x[o + 1] - (o == 4 ? y : x[o]);
        }
    printf("nttru, %d runs, medians of TSC ticks%s\n", runs, bad ? "  FAILED" : "");
    printf("%-12s %10s %10s %16s\n", "op", impl[0], impl[1], "reference AVX2");
    for (int o = 0; o < OPS; o++) {
        uint64_t m[2];
        for (int c = 0; c < 2; c++) {
            qsort(t[c][o], (size_t)runs, sizeof t[c][o][0], cmp);
            m[c] = t[c][o][runs / 2];
        }
        printf("%-12s %10llu %10llu", ops[o], (unsigned long long)m[0], (unsigned long long)m[1]);
        if (ref[o] > 0)
            printf(" %16.0f\n", ref[o]);
        else
            printf(" %16s\n", "-");
    }
    return bad ? 1 : 0;
}
