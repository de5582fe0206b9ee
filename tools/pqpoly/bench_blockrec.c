/* The block-recombination table of `pqpoly bench --ring saber`: [PC20,
 * Table 3] on this machine.  Saber's matrix-vector product A s (l = 2, 3, 4;
 * A uniform in Z_8192, s in [-5, 5]) with every saber entry that has
 * accumulation stages (include/pqpoly/poly.h), two ways:
 *   per product  l^2 calls of the entry's mul, products added (every
 *                product evaluated and recombined: [PC20]'s "TMVP" column
 *                for the TMVP entries, the Toom-Cook reference for toom4);
 *   block rec.   s transformed once, each A_ij once, one base_acc over l
 *                pairs and one inverse_acc per output ([PC20, §3.4]).
 * The two alternate within one process (A, B, A, B, ...); medians of the
 * cycle counter; the two results are compared (modulo 2^13) and a
 * difference is printed as FAIL.  The paper's Cortex-M4 figures follow, for
 * orientation only. */
#include <stdlib.h>
#include <string.h>

#include "bench_model.h"
#include "verbs.h"

#define BR_N 256
#define BR_LMAX 4
#define BR_TB 8192

static int16_t A[BR_LMAX][BR_LMAX][BR_N], s[BR_LMAX][BR_N], r1[BR_LMAX][BR_N], r2[BR_LMAX][BR_N];
static _Alignas(32) unsigned char ta[BR_LMAX * BR_TB], tb[BR_LMAX * BR_TB], tc[BR_TB];

static void per_product(const pqpoly_mul_entry *e, const pqpoly_ring *ring, int l) {
    int16_t p[BR_N];
    for (int i = 0; i < l; i++) {
        memset(r1[i], 0, sizeof r1[i]);
        for (int j = 0; j < l; j++) {
            e->mul(p, A[i][j], s[j], ring);
            for (int k = 0; k < BR_N; k++) r1[i][k] = (int16_t)(uint16_t)((uint16_t)r1[i][k] + (uint16_t)p[k]);
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

static const char *grp(uint64_t v, char *buf, size_t cap) {
    if (v >= 1000000) snprintf(buf, cap, "%llu %03llu %03llu", (unsigned long long)(v / 1000000),
                               (unsigned long long)(v / 1000 % 1000), (unsigned long long)(v % 1000));
    else if (v >= 1000) snprintf(buf, cap, "%llu %03llu", (unsigned long long)(v / 1000), (unsigned long long)(v % 1000));
    else snprintf(buf, cap, "%llu", (unsigned long long)v);
    return buf;
}

int bench_blockrec_markdown(const bench_report *r, FILE *f) {
    const pqpoly_ring *ring = pqpoly_ring_get("saber");
    size_t rounds = r->runs < 201 ? r->runs : 201;
    uint64_t x[201], y[201];
    uint32_t seed = 1;
    int failed = 0;
    char b1[32], b2[32];
    if (ring == NULL || rounds == 0) return 0;
    for (int i = 0; i < BR_LMAX; i++) {
        for (int j = 0; j < BR_LMAX; j++)
            for (int k = 0; k < BR_N; k++) A[i][j][k] = (int16_t)((int)((seed = seed * 1103515245u + 12345u) >> 19) - 4096);
        for (int k = 0; k < BR_N; k++) s[i][k] = (int16_t)((int)(((seed = seed * 1103515245u + 12345u) >> 16) % 11) - 5);
    }
    fprintf(f, "## saber: matrix-vector product A s, per product vs block recombination ([PC20, Table 3])\n\n");
    fprintf(f, "| algorithm | l | per product (cycles) | block recombination (cycles) | saving |\n|---|--:|--:|--:|--:|\n");
    for (size_t m = 0; m < pqpoly_mul_count(); m++) {
        const pqpoly_mul_entry *e = pqpoly_mul_at(m);
        if (strcmp(e->ring, "saber") != 0 || e->transform == NULL || e->transform->base_acc == NULL ||
            e->transform->from_base != NULL || e->transform->bytes > BR_TB || !tool_runnable(e) ||
            (r->algo != NULL && strcmp(r->algo, e->name) != 0))
            continue;
        for (int l = 2; l <= BR_LMAX; l++) {
            int same = 1;
            fprintf(stderr, "pqpoly bench: saber block recombination %s l=%d\n", e->name, l);
            for (size_t k = 0; k < rounds; k++) {
                uint64_t t0 = pqpoly_bench_cycles();
                per_product(e, ring, l);
                uint64_t t1 = pqpoly_bench_cycles();
                block_rec(e, l);
                uint64_t t2 = pqpoly_bench_cycles();
                x[k] = t1 - t0;
                y[k] = t2 - t1;
            }
            for (int i = 0; i < l; i++)
                for (int k = 0; k < BR_N; k++) same &= ((r1[i][k] - r2[i][k]) & 0x1fff) == 0;
            qsort(x, rounds, sizeof *x, cmp64);
            qsort(y, rounds, sizeof *y, cmp64);
            if (!same) failed = 1;
            fprintf(f, "| %s%s | %d | %s | %s | %.1f%% |\n", same ? "" : "FAIL (results differ) ", e->name, l,
                    grp(x[rounds / 2], b1, sizeof b1), grp(y[rounds / 2], b2, sizeof b2),
                    100.0 * (1.0 - (double)y[rounds / 2] / (double)x[rounds / 2]));
        }
    }
    fprintf(f, "\n*Published* ([PC20, Table 3], Cortex-M4, cycles): Toom-Cook reference / TMVP / TMVP with block "
               "recombination: l = 2: 159k / 122k / 106k; l = 3: 317k / 273k / 231k; l = 4: 528k / 483k / 403k.\n\n");
    return failed;
}
