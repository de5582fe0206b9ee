/* The vector multipliers against the portable ones, interleaved in one
 * process: for RING (default ntrup761) and each operand kind, every entry
 * with impl != "portable", the portable entry of the same name, the portable
 * grb and the ring's default under pqpoly_set_impl("portable") are called in
 * turn (A, B, C, ... per round, so drift and load hit them alike); medians of
 * rdtsc ticks and their ratios to the first vector entry.  Not a test:
 * `build/mul_impl_bench [RING [ROUNDS]]`.  x86-64 only. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <x86intrin.h>

#include "pqpoly/impl.h"
#include "pqpoly/poly.h"

#define MAXROUNDS 20001
#define MAXE 8
static uint64_t tt[MAXE][MAXROUNDS];

static int cmp(const void *x, const void *y) {
    uint64_t a = *(const uint64_t *)x, b = *(const uint64_t *)y;
    return a < b ? -1 : a > b;
}

int main(int argc, char **argv) {
    const char *ring = argc > 1 ? argv[1] : "ntrup761";
    int rounds = argc > 2 ? atoi(argv[2]) : 2001;
    const pqpoly_ring *r = pqpoly_ring_get(ring);
    int16_t a[2048], b[2048], c[2048];
    if (r == NULL || rounds < 1 || rounds > MAXROUNDS) return 2;
    for (int i = 0; i < r->n; i++) {
        a[i] = (int16_t)(rand() % r->q - (r->q - 1) / 2);
        b[i] = (int16_t)(rand() % 3 - 1);
    }
    for (int kind = 0; kind < 2; kind++) {
        pqpoly_operands ops = kind ? PQPOLY_BIG_SMALL : PQPOLY_BIG_BIG;
        const pqpoly_mul_entry *e[MAXE];
        const char *label[MAXE];
        int n = 0;
        for (size_t k = 0; k < pqpoly_mul_count() && n + 3 < MAXE; k++) {
            const pqpoly_mul_entry *v = pqpoly_mul_at(k);
            if (strcmp(v->ring, ring) != 0 || v->operands != ops || strcmp(v->impl, "portable") == 0) continue;
            e[n] = v;
            label[n++] = "vector";
            e[n] = pqpoly_mul_find_impl(ring, v->name, ops, "portable");
            label[n++] = "portable twin";
        }
        if (n == 0) continue;
        pqpoly_set_impl("portable");
        e[n] = pqpoly_ring_default_mul(r, ops);
        label[n++] = "portable default";
        pqpoly_set_impl(NULL);
        e[n] = pqpoly_mul_find_impl(ring, "grb", PQPOLY_BIG_BIG, "portable");
        label[n] = "portable grb";
        if (e[n] != NULL) n++;
        for (int i = 0; i < 50; i++)
            for (int j = 0; j < n; j++) e[j]->mul(c, a, b, r);
        for (int i = 0; i < rounds; i++)
            for (int j = 0; j < n; j++) {
                uint64_t t0 = __rdtsc();
                e[j]->mul(c, a, b, r);
                tt[j][i] = __rdtsc() - t0;
            }
        printf("%s %s (median ticks of %d interleaved rounds)\n", ring, kind ? "big*small" : "big*big", rounds);
        uint64_t base = 0;
        for (int j = 0; j < n; j++) {
            qsort(tt[j], (size_t)rounds, sizeof tt[j][0], cmp);
            uint64_t m = tt[j][rounds / 2];
            if (j == 0) base = m;
            printf("  %-22s %-9s %-17s %9llu  %6.2fx\n", e[j]->name, e[j]->impl, label[j], (unsigned long long)m,
                   (double)m / (double)base);
        }
    }
    return 0;
}
