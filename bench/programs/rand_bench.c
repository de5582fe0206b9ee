/* Median cycles of the two randomness sources a KEM operation could draw
 * from: one getrandom(2) call (the library's pqpoly_randombytes today) and
 * OpenSSL's RAND_bytes (a user-space DRBG seeded from the OS, fork-safe),
 * called interleaved in one process.  Not a test: `build/rand_bench [BYTES
 * [RUNS]]` (default 3044 bytes: Short_random of sntrup761, 4p; 2001 runs). */
#include <stdio.h>
#include <stdlib.h>
#include <sys/random.h>

#include <openssl/rand.h>

#include "cycles.h"

#define MAXRUNS 100001
static uint64_t ta[MAXRUNS], tb[MAXRUNS];

static int cmp(const void *x, const void *y) {
    uint64_t a = *(const uint64_t *)x, b = *(const uint64_t *)y;
    return a < b ? -1 : a > b;
}

static int os_bytes(unsigned char *buf, size_t n) {
    size_t done = 0;
    while (done < n) {
        ssize_t got = getrandom(buf + done, n - done, 0);
        if (got <= 0) return -1;
        done += (size_t)got;
    }
    return 0;
}

int main(int argc, char **argv) {
    size_t n = argc > 1 ? (size_t)atol(argv[1]) : 3044;
    int runs = argc > 2 ? atoi(argv[2]) : 2001, bad = 0;
    static unsigned char buf[1 << 16];
    if (n > sizeof buf || runs < 1 || runs > MAXRUNS) return 2;
    for (int i = 0; i < 10; i++) bad |= os_bytes(buf, n) | (RAND_bytes(buf, (int)n) != 1); /* warm-up */
    for (int i = 0; i < runs; i++) {
        uint64_t c0 = pqpoly_bench_cycles();
        bad |= os_bytes(buf, n);
        uint64_t c1 = pqpoly_bench_cycles();
        bad |= RAND_bytes(buf, (int)n) != 1;
        uint64_t c2 = pqpoly_bench_cycles();
        ta[i] = c1 - c0;
        tb[i] = c2 - c1;
    }
    qsort(ta, (size_t)runs, sizeof ta[0], cmp);
    qsort(tb, (size_t)runs, sizeof tb[0], cmp);
    printf("%zu bytes, %d runs interleaved: getrandom median %llu (q1 %llu, q3 %llu), RAND_bytes median %llu "
           "(q1 %llu, q3 %llu), ratio %.2f\n",
           n, runs, (unsigned long long)ta[runs / 2], (unsigned long long)ta[runs / 4],
           (unsigned long long)ta[3 * runs / 4], (unsigned long long)tb[runs / 2],
           (unsigned long long)tb[runs / 4], (unsigned long long)tb[3 * runs / 4],
           (double)ta[runs / 2] / (double)tb[runs / 2]);
    return bad ? 1 : 0;
}
