/* The kernel table of `pqpoly bench --ring ntrupP` (and ntrupP-mod3): NTRU
 * Prime's hot paths other than the products (the kernel tables of
 * src/ring/ntrup/backend.h: sort, inverses, encodings, Round, weight check,
 * NTRU LPRime's Top and Right steps and Generator's reduction) for the two sets of ring p, sntrupP and
 * ntrulprP.  One row per set and kernel, one column per implementation
 * (portable first, then each vector table the library holds and this CPU
 * runs), the calls alternating within one process (portable, vector,
 * portable, ...) so that load on the machine hits every column alike;
 * medians of the cycle counter (bench/cycles.h), the timer overhead
 * subtracted.  A member a vector table leaves to the portable code shows
 * about the same figure twice.  The inverses, hundreds of thousands of
 * cycles each, get a tenth of the runs. */
#include <stdlib.h>
#include <string.h>

#include "bench_model.h"
#include "ring/ntrup/backend.h"
#include "verbs.h"

#define NK_MAXP 1280
#define NK_MAXT 4
#define NK_MEMBERS 14

static const char *const member_names[NK_MEMBERS] = {
    "sort_u32",  "r3_recip",       "rq_recip3",      "small_encode", "small_decode", "rq_encode", "rq_decode",
    "rounded_encode", "rounded_decode", "round3", "weightw_mask", "lpr_top", "lpr_right", "lpr_generator"};

static struct {
    uint32_t x0[NK_MAXP], x[NK_MAXP];
    int8_t f[NK_MAXP], g[NK_MAXP], o8[NK_MAXP];
    int16_t r[NK_MAXP], s[NK_MAXP], o16[NK_MAXP];
    uint8_t b[8192], top[128], renc[32]; /* b: 4p bytes for lpr_generator */
} in;

static uint64_t nk_rng = 0x452821e638d01377ull;
static uint32_t nk_rnd(void) { /* xorshift64*: benchmark inputs only */
    nk_rng ^= nk_rng >> 12;
    nk_rng ^= nk_rng << 25;
    nk_rng ^= nk_rng >> 27;
    return (uint32_t)((nk_rng * 0x2545f4914f6cdd1dull) >> 32);
}

static int has_member(const pqpoly_ntrup_backend *k, int m) {
    return m < 11 || (m == 11 ? k->lpr_top != NULL : m == 12 ? k->lpr_right != NULL : k->lpr_generator != NULL);
}

/* One call of member m of table k (the encoders write in.b, which the
 * decoders then read). */
static void call(const pqpoly_ntrup_backend *k, int m) {
    switch (m) {
    case 0: memcpy(in.x, in.x0, (size_t)k->p * 4); k->sort_u32(in.x, (size_t)k->p); break;
    case 1: (void)k->r3_recip(in.o8, in.f); break;
    case 2: (void)k->rq_recip3(in.o16, in.f); break;
    case 3: k->small_encode(in.b, in.f); break;
    case 4: k->small_decode(in.o8, in.b); break;
    case 5: k->rq_encode(in.b, in.r); break;
    case 6: k->rq_decode(in.o16, in.b); break;
    case 7: k->rounded_encode(in.b, in.s); break;
    case 8: k->rounded_decode(in.o16, in.b); break;
    case 9: k->round3(in.o16, in.r); break;
    case 10: (void)k->weightw_mask(in.g); break;
    case 11: k->lpr_top(in.top, in.r, in.renc); break;
    case 12: k->lpr_right(in.renc, in.top, in.r); break;
    default: k->lpr_generator(in.o16, in.b); break;
    }
}

static void fill(const pqpoly_ntrup_backend *t) {
    int p = t->p, q12 = (t->q - 1) / 2;
    for (int i = 0; i < p; i++) {
        in.x0[i] = nk_rnd();
        in.f[i] = (int8_t)((int)(nk_rnd() % 3) - 1);
        in.g[i] = (int8_t)(i < t->w ? 1 : 0);
        in.r[i] = (int16_t)((int)(nk_rnd() % (uint32_t)t->q) - q12);
        in.s[i] = (int16_t)(3 * (in.r[i] / 3));
    }
    for (size_t i = 0; i < sizeof in.renc; i++) in.renc[i] = (uint8_t)nk_rnd();
    for (size_t i = 0; i < sizeof in.top; i++) in.top[i] = (uint8_t)nk_rnd();
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

/* The p of ring "ntrupP" or "ntrupP-mod3", else 0. */
static int ring_p(const char *ring) {
    char *end;
    long p;
    if (ring == NULL || strncmp(ring, "ntrup", 5) != 0) return 0;
    p = strtol(ring + 5, &end, 10);
    if (end == ring + 5 || (*end != '\0' && strcmp(end, "-mod3") != 0)) return 0;
    return (int)p;
}

int bench_ntrup_kernels_wanted(const bench_report *r) { return r->want_muls && ring_p(r->ring) != 0; }

void bench_ntrup_kernels_markdown(const bench_report *r, FILE *f) {
    static uint64_t t[NK_MAXT][10001];
    const pqpoly_ntrup_backend *tab[NK_MAXT];
    int p = ring_p(r->ring), header = 0;
    size_t runs = r->runs < 10001 ? r->runs : 10001;
    uint64_t overhead = pqpoly_bench_overhead(runs);
    uint32_t cpu = pqpoly_cpu_isa();
    char set[32], buf[32];
    for (int fam = 0; fam < 2; fam++) {
        size_t nt = 0;
        snprintf(set, sizeof set, "%s%d", fam == 0 ? "sntrup" : "ntrulpr", p);
        for (size_t i = 0; i < pqpoly_ntrup_backend_count() && nt < NK_MAXT; i++) {
            const pqpoly_ntrup_backend *k = pqpoly_ntrup_backend_at(i);
            if (strcmp(k->set, set) == 0 && (k->isa & ~cpu) == 0) tab[nt++] = k;
        }
        if (nt == 0 || tab[0]->p > NK_MAXP) continue;
        if (!header) {
            fprintf(f, "## ntrup%d kernels — NTRU Prime's other hot paths, portable and vector\n\n", p);
            fprintf(f, "Median cycles of one call, the implementations' calls alternating in one process; "
                       "speed-up of the last column over the portable one.\n\n");
            fprintf(f, "| set | kernel |");
            for (size_t j = 0; j < nt; j++) fprintf(f, " %s |", tab[j]->impl);
            fprintf(f, " speed-up |\n|---|---|");
            for (size_t j = 0; j < nt; j++) fprintf(f, "--:|");
            fprintf(f, "--:|\n");
            header = 1;
        }
        fill(tab[0]);
        for (int m = 0; m < NK_MEMBERS; m++) {
            size_t n = m == 1 || m == 2 ? runs / 10 + 3 : runs;
            uint64_t med[NK_MAXT];
            if (!has_member(tab[0], m)) continue;
            for (size_t j = 0; j < nt; j++) call(tab[j], m); /* warm-up */
            for (size_t i = 0; i < n; i++)
                for (size_t j = 0; j < nt; j++) {
                    uint64_t t0 = pqpoly_bench_cycles();
                    call(tab[j], m);
                    t[j][i] = pqpoly_bench_cycles() - t0;
                }
            fprintf(f, "| %s | %s |", set, member_names[m]);
            for (size_t j = 0; j < nt; j++) {
                qsort(t[j], n, sizeof t[j][0], cmp64);
                med[j] = t[j][n / 2] > overhead ? t[j][n / 2] - overhead : 0;
                fprintf(f, " %s |", grp(med[j], buf, sizeof buf));
            }
            if (med[nt - 1] != 0) fprintf(f, " %.2fx |\n", (double)med[0] / (double)med[nt - 1]);
            else fprintf(f, " - |\n");
        }
    }
    if (header) fprintf(f, "\n");
}
