/* saber_blockrec — [PC20, Table 3] on this machine: the matrix-vector
 * product A s of Saber (l = 2, 3, 4; A an l x l matrix of polynomials of
 * Z_2^13[x]/(x^256 + 1), s small) with every saber multiplier that has
 * accumulation stages, computed two ways:
 *   per product   l^2 calls of the entry's mul, the products added ("TMVP" /
 *                 "Toom" column: every product evaluated and recombined);
 *   block rec.    s transformed once (l forward_b), each A_ij once
 *                 (forward_a), per output polynomial one base_acc over l
 *                 pairs and one inverse_acc ([PC20, §3.4]).
 * Both ways alternate within one process (A, B, A, B, ...), and the figures
 * are medians of rdtsc over the rounds; the two results are compared.
 * usage: saber_blockrec [ROUNDS]   (default 201) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <x86intrin.h>

#include "pqpoly/pqpoly.h"

#define N 256
#define LMAX 4
#define TB 8192

static int16_t A[LMAX][LMAX][N], s[LMAX][N], r1[LMAX][N], r2[LMAX][N];
static _Alignas(32) unsigned char ta[LMAX * TB], tb[LMAX * TB], tc[TB];

static void per_product(const pqpoly_mul_entry *e, const pqpoly_ring *ring, int l) {
    int16_t p[N];
    for (int i = 0; i < l; i++) {
        memset(r1[i], 0, sizeof r1[i]);
        for (int j = 0; j < l; j++) {
            e->mul(p, A[i][j], s[j], ring);
            for (int k = 0; k < N; k++) r1[i][k] = (int16_t)(uint16_t)((uint16_t)r1[i][k] + (uint16_t)p[k]);
        }
    }
}

static void block_rec(const pqpoly_mul_entry *e, int l) {
    const pqpoly_transform *t = e->transform;
    for (int j = 0; j < l; j++) t->forward_b(tb + (size_t)j * t->bytes, s[j]);
    for (int i = 0; i < l; i++) {
        for (int j = 0; j < l; j++) t->forward_a(ta + (size_t)j * t->bytes, A[i][j]);
        t->base_acc(tc, ta, tb, (unsigned)l);
        t->inverse_acc(r2[i], tc, (unsigned)l);
    }
}

static int cmp64(const void *x, const void *y) {
    uint64_t a = *(const uint64_t *)x, b = *(const uint64_t *)y;
    return a < b ? -1 : a > b;
}

int main(int argc, char **argv) {
    int rounds = argc > 1 ? atoi(argv[1]) : 201;
    const pqpoly_ring *ring = pqpoly_ring_get("saber");
    uint64_t *x = malloc(sizeof *x * (size_t)rounds), *y = malloc(sizeof *y * (size_t)rounds);
    unsigned seed = 1;
    if (ring == NULL || x == NULL || y == NULL || rounds < 1) return 2;
    for (int i = 0; i < LMAX; i++) {
        for (int j = 0; j < LMAX; j++)
            for (int k = 0; k < N; k++) A[i][j][k] = (int16_t)((seed = seed * 1103515245u + 12345u) >> 19) - 4096;
        for (int k = 0; k < N; k++) s[i][k] = (int16_t)((seed = seed * 1103515245u + 12345u) >> 16) % 11 - 5;
    }
    printf("| entry | l | per product (cycles) | block recombination (cycles) | saving |\n|---|--:|--:|--:|--:|\n");
    for (size_t m = 0; m < pqpoly_mul_count(); m++) {
        const pqpoly_mul_entry *e = pqpoly_mul_at(m);
        if (strcmp(e->ring, "saber") != 0 || e->transform == NULL || e->transform->base_acc == NULL ||
            e->transform->bytes > TB)
            continue;
        for (int l = 2; l <= LMAX; l++) {
            for (int k = 0; k < rounds; k++) {
                uint64_t t0 = __rdtsc();
                per_product(e, ring, l);
                uint64_t t1 = __rdtsc();
                block_rec(e, l);
                uint64_t t2 = __rdtsc();
                x[k] = t1 - t0;
                y[k] = t2 - t1;
            }
            for (int i = 0; i < l; i++)
                for (int k = 0; k < N; k++)
                    if (((r1[i][k] - r2[i][k]) & 0x1fff) != 0) {
                        printf("FAIL %s l=%d: the two ways differ\n", e->name, l);
                        return 1;
                    }
            qsort(x, (size_t)rounds, sizeof *x, cmp64);
            qsort(y, (size_t)rounds, sizeof *y, cmp64);
            printf("| %s | %d | %llu | %llu | %.1f%% |\n", e->name, l, (unsigned long long)x[rounds / 2],
                   (unsigned long long)y[rounds / 2], 100.0 * (1.0 - (double)y[rounds / 2] / (double)x[rounds / 2]));
        }
    }
    free(x);
    free(y);
    return 0;
}
