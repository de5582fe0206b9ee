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
 * orientation only.
 *
 * Then [PC20, Table 4]: the Saber KEMs' keypair, enc and dec with toom4 and
 * tmvp4 (each forced for ring saber, its fastest implementation this CPU
 * runs), per product and with block recombination (the benchmark switch of
 * src/ring/saber/backend.h), the four alternating within one process;
 * medians of the cycle counter.  Each round trip's shared secrets are
 * compared; a mismatch is printed as FAIL. */
#include <stdlib.h>
#include <string.h>

#include "bench_model.h"
#include "ring/saber/backend.h"
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

/* [PC20, Table 4] on this machine (see the top of the file). */
#define KR_VARIANTS 4
#define KR_BYTES 4096
static int kem_blockrec_markdown(size_t rounds, FILE *f) {
    static const char *const sets[] = {"lightsaber", "saber", "firesaber"};
    static const char *const algos[KR_VARIANTS] = {"toom4", "toom4", "tmvp4", "tmvp4"};
    static const int rec[KR_VARIANTS] = {0, 1, 0, 1};
    static const char *const ops[3] = {"keypair", "enc", "dec"};
    static uint64_t t[3][KR_VARIANTS][201];
    static uint8_t pk[KR_BYTES], sk[KR_BYTES], ct[KR_BYTES], ss1[64], ss2[64];
    const pqpoly_ring *ring = pqpoly_ring_get("saber");
    int was = pqpoly_saber_recombine_get(), failed = 0;
    char b[KR_VARIANTS][32];
    fprintf(f, "## saber KEMs: per product vs block recombination ([PC20, Table 4])\n\n");
    fprintf(f, "| KEM | operation | toom4 per product | toom4 block rec. | tmvp4 per product | tmvp4 block rec. "
               "| tmvp4 block rec. vs toom4 per product |\n|---|---|--:|--:|--:|--:|--:|\n");
    for (size_t x = 0; x < sizeof sets / sizeof sets[0]; x++) {
        const pqpoly_kem *k = pqpoly_kem_get(sets[x]);
        if (k == NULL || k->publickeybytes > KR_BYTES || k->secretkeybytes > KR_BYTES ||
            k->ciphertextbytes > KR_BYTES || k->bytes > sizeof ss1)
            continue;
        int bad = 0;
        fprintf(stderr, "pqpoly bench: saber KEM block recombination %s\n", sets[x]);
        for (size_t n = 0; n < rounds; n++)
            for (int v = 0; v < KR_VARIANTS; v++) {
                uint64_t t0, t1, t2, t3;
                if (ring == NULL || pqpoly_ring_force_mul(ring, PQPOLY_BIG_SMALL, algos[v]) != 0) continue;
                pqpoly_saber_recombine_set(rec[v]);
                t0 = pqpoly_bench_cycles();
                k->keypair(pk, sk);
                t1 = pqpoly_bench_cycles();
                k->enc(ct, ss1, pk);
                t2 = pqpoly_bench_cycles();
                k->dec(ss2, ct, sk);
                t3 = pqpoly_bench_cycles();
                t[0][v][n] = t1 - t0;
                t[1][v][n] = t2 - t1;
                t[2][v][n] = t3 - t2;
                if (memcmp(ss1, ss2, k->bytes) != 0) bad = 1;
            }
        for (int o = 0; o < 3; o++) {
            uint64_t med[KR_VARIANTS];
            for (int v = 0; v < KR_VARIANTS; v++) {
                qsort(t[o][v], rounds, sizeof t[o][v][0], cmp64);
                med[v] = t[o][v][rounds / 2];
            }
            fprintf(f, "| %s%s | %s | %s | %s (%+.1f%%) | %s (%+.1f%%) | %s (%+.1f%%) | %+.1f%% |\n",
                    bad ? "FAIL (shared secrets differ) " : "", sets[x], ops[o], grp(med[0], b[0], sizeof b[0]),
                    grp(med[1], b[1], sizeof b[1]), 100.0 * ((double)med[1] / (double)med[0] - 1.0),
                    grp(med[2], b[2], sizeof b[2]), 100.0 * ((double)med[2] / (double)med[0] - 1.0),
                    grp(med[3], b[3], sizeof b[3]), 100.0 * ((double)med[3] / (double)med[2] - 1.0),
                    100.0 * ((double)med[3] / (double)med[0] - 1.0));
        }
        failed |= bad;
    }
    pqpoly_saber_recombine_set(was);
    pqpoly_ring_reset_selection();
    fprintf(f, "\nPercentages in the toom4 block rec. and tmvp4 per product columns are against toom4 per product, in "
               "the tmvp4 block rec. column against tmvp4 per product.\n\n*Published* ([PC20, Table 4], Cortex-M4, "
               "cycles; Toom-Cook reference / TMVP / TMVP with block recombination): LightSaber keypair 466k / 421k "
               "/ 409k, enc 653k / 591k / 572k, dec 678k / 597k / 574k; Saber 853k / 810k / 772k, 1103k / 1052k / "
               "996k, 1127k / 1058k / 995k; FireSaber 1340k / 1297k / 1224k, 1642k / 1590k / 1499k, 1679k / 1606k "
               "/ 1508k.\n\n");
    return failed;
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
            e->transform->inverse_acc == NULL || e->transform->bytes > BR_TB || !tool_runnable(e) ||
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
    if (r->algo == NULL) failed |= kem_blockrec_markdown(rounds, f);
    return failed;
}
