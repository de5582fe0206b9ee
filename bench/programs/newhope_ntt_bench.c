/* The NewHope-ring NTT entries side by side (not a test: timings do not pass
 * or fail): ntt-montgomery, ntt-kred and ntt-kred2x (portable) and the AVX2
 * rows of all three (intrinsics) where the CPU runs them, called in turn
 * (A, B, C, A, B, C, ...) in one process so
 * that load on a shared machine hits all three alike; per entry the median
 * of the whole product, the forward transform of one operand and the inverse
 * (TSC ticks), and the ratios to ntt-montgomery of the same implementation
 * ([LN16, Table 1] compares
 * K-RED with the [ADPS16] reference NTT the same way).
 * Run: build/newhope_ntt_bench [RUNS] */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "pqpoly/pqpoly.h"
#include "bench/cycles.h"

#define ENTRIES 6

static int cmp(const void *x, const void *y) {
    uint64_t a = *(const uint64_t *)x, b = *(const uint64_t *)y;
    return a < b ? -1 : a > b;
}

int main(int argc, char **argv) {
    static const char *const names[ENTRIES] = {"ntt-montgomery", "ntt-kred", "ntt-kred2x", "ntt-montgomery",
                                               "ntt-kred", "ntt-kred2x"};
    static const char *const impls[ENTRIES] = {"portable", "portable", "portable", "avx2", "avx2", "avx2"};
    static const int base[ENTRIES] = {0, 0, 0, 3, 3, 3}; /* the ntt-montgomery row of the same impl */
    int n = ENTRIES;
    const pqpoly_mul_entry *e[ENTRIES];
    int runs = argc > 1 ? atoi(argv[1]) : 2001;
    uint64_t *t;
    static int16_t a[1024], b[1024], c[1024];
    _Alignas(32) static int16_t ta[1024];
    uint64_t med[ENTRIES][3];
    if (runs < 1) runs = 1;
    t = malloc(sizeof *t * (size_t)runs * ENTRIES * 3);
    if (t == NULL) return 1;
    for (int i = 0; i < 1024; i++) {
        a[i] = (int16_t)(i * 37 % 12289 - 6144);
        b[i] = (int16_t)(i * 91 % 12289 - 6144);
    }
    for (int i = 0; i < ENTRIES; i++) {
        e[i] = pqpoly_mul_find_impl("newhope", names[i], PQPOLY_BIG_BIG, impls[i]);
        if (i >= 3 && (e[i] == NULL || (e[i]->isa & ~pqpoly_cpu_isa()) != 0)) {
            printf("(no AVX2 rows: not compiled in, or the CPU lacks AVX2)\n");
            n = 3;
            break;
        }
        if (e[i] == NULL || e[i]->transform == NULL) {
            printf("%s/%s: not registered\n", names[i], impls[i]);
            return 1;
        }
    }
#define T(i, k, r) t[((size_t)(i) * 3 + (k)) * (size_t)runs + (size_t)(r)]
    for (int r = 0; r < runs; r++)
        for (int i = 0; i < n; i++) {
            uint64_t s = pqpoly_bench_cycles();
            e[i]->mul(c, a, b, NULL);
            uint64_t m = pqpoly_bench_cycles();
            e[i]->transform->forward_a(ta, a);
            uint64_t f = pqpoly_bench_cycles();
            e[i]->transform->inverse(c, ta);
            uint64_t v = pqpoly_bench_cycles();
            T(i, 0, r) = m - s;
            T(i, 1, r) = f - m;
            T(i, 2, r) = v - f;
        }
    printf("newhope NTT entries, median TSC ticks of %d interleaved runs\n", runs);
    printf("%-15s %-9s %9s %9s %9s   %s\n", "entry", "impl", "product", "forward", "inverse",
           "vs ntt-montgomery (same impl)");
    for (int i = 0; i < n; i++) {
        for (int k = 0; k < 3; k++) {
            qsort(&T(i, k, 0), (size_t)runs, sizeof(uint64_t), cmp);
            med[i][k] = T(i, k, runs / 2);
        }
        int b0 = base[i];
        printf("%-15s %-9s %9llu %9llu %9llu   %.2fx (forward %.2fx, inverse %.2fx)\n", names[i], impls[i],
               (unsigned long long)med[i][0], (unsigned long long)med[i][1], (unsigned long long)med[i][2],
               (double)med[b0][0] / (double)med[i][0], (double)med[b0][1] / (double)med[i][1],
               (double)med[b0][2] / (double)med[i][2]);
    }
    free(t);
    return 0;
}
