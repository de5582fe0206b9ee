/* Median rdtsc cycles of the NTRU Prime multipliers and their stages
 * ([ACC+21, Table 5] columns: forward, base products, inverse, whole
 * product).  Not a test: `build/ntrup_fft_bench [RING [RUNS]]` prints one
 * line per entry of RING (default ntrup761).  x86-64 only. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <x86intrin.h>

#include "pqpoly/poly.h"

static int cmp(const void *x, const void *y) {
    uint64_t a = *(const uint64_t *)x, b = *(const uint64_t *)y;
    return a < b ? -1 : a > b;
}

#define MAXRUNS 100001
static uint64_t tt[MAXRUNS];

static uint64_t median(int runs) {
    qsort(tt, (size_t)runs, sizeof tt[0], cmp);
    return tt[runs / 2];
}

int main(int argc, char **argv) {
    const char *ring = argc > 1 ? argv[1] : "ntrup761";
    int runs = argc > 2 ? atoi(argv[2]) : 1001;
    static _Alignas(32) unsigned char ta[PQPOLY_TRANSFORM_MAX_BYTES], tb[PQPOLY_TRANSFORM_MAX_BYTES];
    int16_t a[2048], b[2048], c[2048];
    const pqpoly_ring *r = pqpoly_ring_get(ring);
    if (r == NULL || runs < 1 || runs > MAXRUNS) return 2;
    for (int i = 0; i < r->n; i++) {
        a[i] = (int16_t)(rand() % r->q - (r->q - 1) / 2);
        b[i] = (int16_t)(rand() % 3 - 1);
    }
    printf("%-22s %-9s %9s %9s %9s %9s %9s\n", "entry", "operands", "mul", "fwd_a", "fwd_b", "base", "inverse");
    for (size_t k = 0; k < pqpoly_mul_count(); k++) {
        const pqpoly_mul_entry *e = pqpoly_mul_at(k);
        if (strcmp(e->ring, ring) != 0 || strcmp(e->name, "schoolbook") == 0) continue;
        uint64_t m[5] = {0, 0, 0, 0, 0};
        for (int i = 0; i < runs; i++) {
            uint64_t t0 = __rdtsc();
            e->mul(c, a, b, r);
            tt[i] = __rdtsc() - t0;
        }
        m[0] = median(runs);
        if (e->transform) {
            const pqpoly_transform *t = e->transform;
            for (int s = 1; s < 5; s++) {
                for (int i = 0; i < runs; i++) {
                    uint64_t t0 = __rdtsc();
                    switch (s) {
                    case 1: t->forward_a(ta, a); break;
                    case 2: t->forward_b(tb, b); break;
                    case 3: t->base(tb, ta, tb); break;
                    default: t->forward_a(ta, a); t0 = __rdtsc(); t->inverse(c, ta); break;
                    }
                    tt[i] = __rdtsc() - t0;
                }
                m[s] = median(runs);
            }
        }
        printf("%-22s %-9s %9llu %9llu %9llu %9llu %9llu\n", e->name,
               e->operands == PQPOLY_BIG_SMALL ? "big*small" : "big*big", (unsigned long long)m[0],
               (unsigned long long)m[1], (unsigned long long)m[2], (unsigned long long)m[3],
               (unsigned long long)m[4]);
    }
    return 0;
}
