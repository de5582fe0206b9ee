/* pqpoly bench: the measurements (bench/cycles.c does the timing, bench/stack.c
 * the stack high-water mark).  Every item is first timed once to choose the
 * number of runs within the per-item time budget, then measured after a
 * warm-up; results are collected and printed only at the end, so the progress
 * line on stderr never mixes with the table. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "bench_model.h"
#include "stack.h"
#include "verbs.h"

#define MAX_N 2048
#define KEM_MAX_BYTES 16384

/* ---- progress bar ----
 * On a terminal, one line redrawn in place: a bar, the share done, the time
 * spent and an estimate of the time left, and the item being measured.  When
 * stderr is not a terminal (a log, a pipe) nothing is written per item. */

static size_t progress_total, progress_done;
static struct timespec progress_t0;

static double seconds_since(const struct timespec *t0) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)(t.tv_sec - t0->tv_sec) + 1e-9 * (double)(t.tv_nsec - t0->tv_nsec);
}

static void progress_start(size_t total) {
    progress_total = total;
    progress_done = 0;
    clock_gettime(CLOCK_MONOTONIC, &progress_t0);
}

static void progress(const char *what) {
    enum { WIDTH = 24 };
    char bar[WIDTH + 1];
    if (!isatty(STDERR_FILENO) || progress_total == 0) return;
    double share = (double)progress_done / (double)progress_total;
    double spent = seconds_since(&progress_t0);
    size_t filled = (size_t)(share * WIDTH + 0.5);
    for (size_t i = 0; i < WIDTH; i++) bar[i] = i < filled ? '#' : '.';
    bar[WIDTH] = '\0';
    fprintf(stderr, "\r\033[K[%s] %3.0f%% %3.0fs", bar, 100 * share, spent);
    if (progress_done > 0) fprintf(stderr, ", ~%.0fs left", spent / share - spent);
    fprintf(stderr, "  %.40s", what);
    fflush(stderr);
    progress_done++;
}

static void progress_end(void) {
    if (isatty(STDERR_FILENO)) fputs("\r\033[K", stderr);
    fflush(stderr);
}

/* ---- time budget ---- */

static double cycles_per_second(void) {
    static double hz;
    if (hz == 0) {
        struct timespec t0, t1;
        clock_gettime(CLOCK_MONOTONIC, &t0);
        uint64_t c0 = pqpoly_bench_cycles();
        do clock_gettime(CLOCK_MONOTONIC, &t1);
        while ((double)(t1.tv_sec - t0.tv_sec) + 1e-9 * (double)(t1.tv_nsec - t0.tv_nsec) < 0.02);
        uint64_t c1 = pqpoly_bench_cycles();
        hz = (double)(c1 - c0) /
             ((double)(t1.tv_sec - t0.tv_sec) + 1e-9 * (double)(t1.tv_nsec - t0.tv_nsec));
        if (hz <= 0) hz = 1e9;
    }
    return hz;
}

/* Runs that fit the budget for an item whose single call costs about `est`. */
static size_t runs_for(const bench_report *r, pqpoly_bench_fn fn, void *ctx) {
    uint64_t est = UINT64_MAX;
    fn(ctx);
    for (int i = 0; i < 3; i++) { /* the least of three: a preemption inflates one */
        uint64_t t0 = pqpoly_bench_cycles();
        fn(ctx);
        uint64_t t = pqpoly_bench_cycles() - t0 + 1;
        if (t < est) est = t;
    }
    double fit = r->seconds * cycles_per_second() / (double)est / 1.1; /* 10% for warm-up */
    size_t runs = fit < 11 ? 11 : (fit > (double)r->runs ? r->runs : (size_t)fit);
    return runs | 1; /* odd: the median is one sample */
}

/* Runs as estimated, stopped early if a loaded machine makes them take more
 * than twice the budget (at least 11 runs are kept).  The whole selection is
 * measured in BENCH_PASSES passes, minutes apart on a long run; *out keeps the
 * pass with the lowest median.  Interference on a shared machine (another
 * process on the sibling hyperthread, frequency changes) lasts longer than one
 * measurement and only ever slows it down, so the least disturbed pass is the
 * most faithful figure of the code itself. */
static void measure(const bench_report *r, pqpoly_bench_stats *out, pqpoly_bench_fn fn, void *ctx) {
    size_t runs = runs_for(r, fn, ctx);
    uint64_t budget = (uint64_t)(2.0 * r->seconds * cycles_per_second());
    if (r->seconds >= 1e8) budget = UINT64_MAX; /* explicit --runs: all of them */
    pqpoly_bench_stats st;
    pqpoly_bench_measure_budget(&st, fn, ctx, runs, runs < 11 ? runs : 11, runs / 10 + 2, budget);
    if (out->runs == 0 || st.median < out->median) *out = st;
}

/* ---- multipliers ---- */

static uint64_t rng = 0x243f6a8885a308d3ull;
static uint64_t next(void) { /* xorshift64*: benchmark inputs only */
    rng ^= rng >> 12;
    rng ^= rng << 25;
    rng ^= rng >> 27;
    return rng * 0x2545f4914f6cdd1dull;
}

typedef struct {
    const pqpoly_mul_entry *e;
    const pqpoly_ring *ring;
    int16_t a[MAX_N], b[MAX_N], c[MAX_N];
    _Alignas(32) unsigned char ta[PQPOLY_TRANSFORM_MAX_BYTES];
    _Alignas(32) unsigned char tb[PQPOLY_TRANSFORM_MAX_BYTES];
    _Alignas(32) unsigned char tc[PQPOLY_TRANSFORM_MAX_BYTES];
    _Alignas(32) unsigned char saved[PQPOLY_TRANSFORM_MAX_BYTES];
} mul_ctx;

static mul_ctx mc;

static void fill_inputs(mul_ctx *m) {
    int32_t q = m->ring->q;
    int32_t lo = q % 2 ? -(q - 1) / 2 : -q / 2, span = q;
    for (int i = 0; i < m->ring->n; i++) {
        m->a[i] = (int16_t)(lo + (int32_t)(next() % (uint64_t)span));
        int32_t v = m->e->operands == PQPOLY_BIG_SMALL ? (int32_t)(next() % 3) - 1
                                                        : lo + (int32_t)(next() % (uint64_t)span);
        m->b[i] = (int16_t)v;
    }
}

static void run_product(void *p) {
    mul_ctx *m = p;
    m->e->mul(m->c, m->a, m->b, m->ring);
}
static void run_forward_a(void *p) {
    mul_ctx *m = p;
    m->e->transform->forward_a(m->ta, m->a);
}
static void run_forward_b(void *p) {
    mul_ctx *m = p;
    m->e->transform->forward_b(m->tb, m->b);
}
static void run_base(void *p) {
    mul_ctx *m = p;
    m->e->transform->base(m->tc, m->ta, m->tb);
}
/* inverse() may work in place on its input, so each run restores it; the
 * copy is timed alone and subtracted. */
static void run_copy(void *p) {
    mul_ctx *m = p;
    memcpy(m->tc, m->saved, m->e->transform->bytes);
}
static void run_inverse(void *p) {
    mul_ctx *m = p;
    memcpy(m->tc, m->saved, m->e->transform->bytes);
    m->e->transform->inverse(m->c, m->tc);
}

static uint64_t sub0(uint64_t x, uint64_t y) { return x > y ? x - y : 0; }

static void bench_mul(const bench_report *r, bench_mul_row *row) {
    mul_ctx *m = &mc;
    m->e = row->entry;
    m->ring = pqpoly_ring_get(row->entry->ring);
    fill_inputs(m);
    measure(r, &row->product, run_product, m);
    const pqpoly_transform *t = m->e->transform;
    row->staged = t != NULL && t->bytes <= PQPOLY_TRANSFORM_MAX_BYTES;
    if (!row->staged) return;
    measure(r, &row->forward_a, run_forward_a, m);
    measure(r, &row->forward_b, run_forward_b, m);
    measure(r, &row->base, run_base, m);
    memcpy(m->saved, m->tc, t->bytes);
    pqpoly_bench_stats copy;
    pqpoly_bench_stats inv;
    memset(&copy, 0, sizeof copy);
    memset(&inv, 0, sizeof inv);
    measure(r, &copy, run_copy, m);
    measure(r, &inv, run_inverse, m);
    inv.median = sub0(inv.median, copy.median);
    inv.q1 = sub0(inv.q1, copy.median);
    inv.q3 = sub0(inv.q3, copy.median);
    inv.min = sub0(inv.min, copy.median);
    if (row->inverse.runs == 0 || inv.median < row->inverse.median) row->inverse = inv;
}

/* ---- KEMs ---- */

typedef struct {
    const pqpoly_kem *k;
    uint8_t pk[KEM_MAX_BYTES], sk[KEM_MAX_BYTES], ct[KEM_MAX_BYTES];
    uint8_t pk2[KEM_MAX_BYTES], sk2[KEM_MAX_BYTES], ct2[KEM_MAX_BYTES];
    uint8_t ss[256], ss2[256];
    int failed;
} kem_ctx;

static kem_ctx kc;

static void run_keypair(void *p) {
    kem_ctx *k = p;
    k->failed |= k->k->keypair(k->pk2, k->sk2) != 0;
}
static void run_enc(void *p) {
    kem_ctx *k = p;
    k->failed |= k->k->enc(k->ct2, k->ss2, k->pk) != 0;
}
static void run_dec(void *p) {
    kem_ctx *k = p;
    k->failed |= k->k->dec(k->ss2, k->ct, k->sk) != 0;
}

static const char *kem_multiplier(const pqpoly_kem *k) {
    static char buf[160];
    const pqpoly_ring *ring = k->ring ? pqpoly_ring_get(k->ring) : NULL;
    if (ring == NULL) return "-";
    const pqpoly_mul_entry *bs = pqpoly_ring_default_mul(ring, PQPOLY_BIG_SMALL);
    const pqpoly_mul_entry *bb = pqpoly_ring_default_mul(ring, PQPOLY_BIG_BIG);
    char nbs[64], nbb[64];
    if (bs == NULL || bb == NULL) return "-";
    bench_entry_label(bs, nbs, sizeof nbs);
    bench_entry_label(bb, nbb, sizeof nbb);
    if (strcmp(nbs, nbb) == 0) snprintf(buf, sizeof buf, "%s", nbs);
    else snprintf(buf, sizeof buf, "%s / %s", nbs, nbb);
    return buf;
}

static int bench_kem(const bench_report *r, const pqpoly_kem *k, bench_kem_row *rows, int pass) {
    kem_ctx *c = &kc;
    static const char *const ops[3] = {"keypair", "enc", "dec"};
    static const pqpoly_bench_fn fns[3] = {run_keypair, run_enc, run_dec};
    char what[160];
    c->k = k;
    c->failed = 0;
    int bad = k->publickeybytes > KEM_MAX_BYTES || k->secretkeybytes > KEM_MAX_BYTES ||
              k->ciphertextbytes > KEM_MAX_BYTES || k->bytes > sizeof c->ss;
    if (!bad) bad = k->keypair(c->pk, c->sk) != 0 || k->enc(c->ct, c->ss, c->pk) != 0;
    const char *mul = kem_multiplier(k);
    for (int i = 0; i < 3; i++) {
        bench_kem_row *row = &rows[i];
        if (pass == 0) {
            memset(row, 0, sizeof *row);
            row->kem = k;
            row->op = ops[i];
            row->multiplier = strdup(mul);
        }
        snprintf(what, sizeof what, "%s %s", k->name, ops[i]);
        progress(what);
        if (bad || row->failed) {
            row->failed = 1;
            continue;
        }
        measure(r, &row->stats, fns[i], c);
        if (pass == 0) {
            pqpoly_bench_stack st;
            pqpoly_bench_stack_usage(&st, fns[i], c);
            row->stack_bytes = st.bytes;
            row->stack_overflow = st.overflow;
        }
        row->failed = c->failed;
    }
    return bad || c->failed;
}

/* ---- selection ---- */

/* Selected by --ring/--algo (or the default set), runnable or not. */
static int mul_named(const bench_report *r, const pqpoly_mul_entry *e) {
    const pqpoly_ring *ring = pqpoly_ring_get(e->ring);
    if (ring == NULL || ring->n > MAX_N) return 0;
    if (r->ring != NULL ? strcmp(e->ring, r->ring) != 0 : !bench_ring_in_default_set(ring))
        return 0;
    return r->algo == NULL || strcmp(e->name, r->algo) == 0;
}

/* Measured: named and runnable on this CPU (the others get a SKIPPED line). */
static int mul_selected(const bench_report *r, const pqpoly_mul_entry *e) {
    return mul_named(r, e) && tool_runnable(e);
}

static int kem_selected(const bench_report *r, const pqpoly_kem *k) {
    return r->kem == NULL || strcmp(k->name, r->kem) == 0;
}

size_t bench_count_muls(const bench_report *r) {
    size_t n = 0;
    if (r->want_muls)
        for (size_t i = 0; i < pqpoly_mul_count(); i++) n += (size_t)mul_selected(r, pqpoly_mul_at(i));
    return n;
}

int bench_run(bench_report *r) {
    int failed = 0;
    size_t total = bench_count_muls(r);
    r->kem_portable = pqpoly_cpu_isa() != 0 && strcmp(pqpoly_get_impl(), "portable") != 0;
    if (r->want_kems)
        for (size_t i = 0; i < pqpoly_kem_count(); i++)
            total += (r->kem_portable ? 6 : 3) * (size_t)kem_selected(r, pqpoly_kem_at(i));
    progress_start(total * (size_t)r->passes);
    if (r->want_muls) /* on stderr: standard output is the report */
        for (size_t i = 0; i < pqpoly_mul_count(); i++)
            if (mul_named(r, pqpoly_mul_at(i)) && !tool_runnable(pqpoly_mul_at(i)))
                tool_print_skipped(stderr, pqpoly_mul_at(i));
    cycles_per_second();

    for (int pass = 0; pass < r->passes; pass++) {
        size_t nm = 0, nk = 0;
        if (r->want_muls)
            for (size_t i = 0; i < pqpoly_mul_count() && nm < BENCH_MAX_MUL; i++) {
                const pqpoly_mul_entry *e = pqpoly_mul_at(i);
                if (!mul_selected(r, e)) continue;
                char what[160];
                char label[64];
                snprintf(what, sizeof what, "pass %d/%d: %s %s %s", pass + 1, r->passes, e->ring,
                         bench_entry_label(e, label, sizeof label), bench_operands_name(e->operands));
                progress(what);
                bench_mul_row *row = &r->muls[nm++];
                if (pass == 0) {
                    memset(row, 0, sizeof *row);
                    row->entry = e;
                }
                bench_mul(r, row);
            }
        if (r->want_kems)
            for (size_t i = 0; i < pqpoly_kem_count() && nk + 3 <= BENCH_MAX_KEM; i++) {
                const pqpoly_kem *k = pqpoly_kem_at(i);
                if (!kem_selected(r, k)) continue;
                failed |= bench_kem(r, k, &r->kems[nk], pass);
                if (r->kem_portable) { /* the same KEM on portable C, for the comparison */
                    const char *cls = pqpoly_get_impl();
                    pqpoly_set_impl("portable");
                    failed |= bench_kem(r, k, &r->kems_portable[nk], pass);
                    pqpoly_set_impl(cls);
                }
                nk += 3;
            }
        r->n_muls = nm;
        r->n_kems = nk;
    }
    progress_end();
    r->wall_seconds = seconds_since(&progress_t0);
    return failed;
}
