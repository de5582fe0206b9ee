/* Median cycles of NTRU Prime's kernels (src/ring/ntrup/backend.h), each
 * non-portable table beside the portable one of its set, the two calls
 * interleaved in one process (portable, vector, portable, ...) so that load
 * on the machine hits both alike.  Not a test: `build/ntrup_kernels_bench
 * [SET|all [RUNS]]` (default sntrup761, 301 runs) prints, per set and
 * member, the two medians (bench/cycles.h: serialized TSC reads) and their
 * ratio. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cycles.h"
#include "ring/ntrup/backend.h"

#define MAXP 1280
#define MAXRUNS 10001

typedef struct {
    uint32_t x[MAXP], x0[MAXP];
    int8_t f[MAXP], g[MAXP];
    int16_t r[MAXP], s[MAXP];
    uint8_t b[8192], top[128], renc[32]; /* b: 4p bytes for lpr_generator */
} inputs;

static uint64_t ta[MAXRUNS], tb[MAXRUNS];

static int cmp(const void *x, const void *y) {
    uint64_t a = *(const uint64_t *)x, b = *(const uint64_t *)y;
    return a < b ? -1 : a > b;
}
static uint64_t median(uint64_t *t, int runs) {
    qsort(t, (size_t)runs, sizeof t[0], cmp);
    return t[runs / 2];
}

static uint64_t rng = 0x243f6a8885a308d3ull;
static uint32_t rnd(void) {
    rng ^= rng >> 12;
    rng ^= rng << 25;
    rng ^= rng >> 27;
    return (uint32_t)((rng * 0x2545f4914f6cdd1dull) >> 32);
}

/* One call of member m of table k on the inputs (the encoders' output goes
 * to in->b, the decoders read it). */
static void call(const pqpoly_ntrup_backend *k, int m, inputs *in, int p) {
    int8_t o8[MAXP];
    int16_t o16[MAXP];
    switch (m) {
    case 0: memcpy(in->x, in->x0, (size_t)p * 4); k->sort_u32(in->x, (size_t)p); break;
    case 1: (void)k->r3_recip(o8, in->f); break;
    case 2: (void)k->rq_recip3(o16, in->f); break;
    case 3: k->small_encode(in->b, in->f); break;
    case 4: k->small_decode(o8, in->b); break;
    case 5: k->rq_encode(in->b, in->r); break;
    case 6: k->rq_decode(o16, in->b); break;
    case 7: k->rounded_encode(in->b, in->s); break;
    case 8: k->rounded_decode(o16, in->b); break;
    case 9: k->round3(o16, in->r); break;
    case 10: (void)k->weightw_mask(in->g); break;
    case 11: k->lpr_top(in->top, in->r, in->renc); break;
    case 12: k->lpr_right(in->renc, in->top, in->r); break;
    default: k->lpr_generator(o16, in->b); break;
    }
}

static const char *const names[] = {"sort_u32",       "r3_recip",     "rq_recip3",
                                    "small_encode",   "small_decode", "rq_encode",
                                    "rq_decode",      "rounded_encode", "rounded_decode",
                                    "round3",         "weightw_mask", "lpr_top",
                                    "lpr_right",      "lpr_generator"};

static void bench_pair(const pqpoly_ntrup_backend *t, const pqpoly_ntrup_backend *k, int runs) {
    static inputs in;
    int p = t->p, q12 = (t->q - 1) / 2;
    for (int i = 0; i < p; i++) {
        in.x0[i] = rnd();
        in.f[i] = (int8_t)((int)(rnd() % 3) - 1);
        in.g[i] = i < t->w ? 1 : 0;
        in.r[i] = (int16_t)((int)(rnd() % (uint32_t)t->q) - q12);
        in.s[i] = (int16_t)(in.r[i] - (int16_t)(((in.r[i] + 3 * 4096 + 1) % 3) - 1)); /* a multiple of 3 */
    }
    for (int i = 0; i < p; i++) in.s[i] = (int16_t)(3 * ((in.r[i] / 3)));
    for (size_t i = 0; i < sizeof in.top; i++) in.top[i] = (uint8_t)rnd();
    for (size_t i = 0; i < sizeof in.renc; i++) in.renc[i] = (uint8_t)rnd();
    for (int m = 0; m < (t->lpr_top != NULL ? 14 : 11); m++) { /* NTRU LPRime's steps in its sets */
        uint64_t mt, mk;
        if (m == 4 || m == 6 || m == 8) call(t, m - 1, &in, p); /* decode what was encoded */
        for (int i = 0; i < runs; i++) {
            uint64_t c0 = pqpoly_bench_cycles();
            call(t, m, &in, p);
            uint64_t c1 = pqpoly_bench_cycles();
            call(k, m, &in, p);
            uint64_t c2 = pqpoly_bench_cycles();
            ta[i] = c1 - c0;
            tb[i] = c2 - c1;
        }
        mt = median(ta, runs);
        mk = median(tb, runs);
        printf("%-11s %-15s %10llu %10llu  %-8s %6.2fx\n", t->set, names[m], (unsigned long long)mt,
               (unsigned long long)mk, k->impl, mk ? (double)mt / (double)mk : 0.0);
    }
}

int main(int argc, char **argv) {
    const char *set = argc > 1 ? argv[1] : "sntrup761";
    int runs = argc > 2 ? atoi(argv[2]) : 301;
    if (runs < 1 || runs > MAXRUNS) return 2;
    printf("%-11s %-15s %10s %10s  %-8s %7s\n", "set", "kernel", "portable", "vector", "impl",
           "speedup");
    for (size_t i = 0; i < pqpoly_ntrup_backend_count(); i++) {
        const pqpoly_ntrup_backend *k = pqpoly_ntrup_backend_at(i), *t = NULL;
        if (strcmp(k->impl, "portable") == 0) continue;
        if (strcmp(set, "all") != 0 && strcmp(k->set, set) != 0) continue;
        for (size_t j = 0; j < pqpoly_ntrup_backend_count(); j++) {
            const pqpoly_ntrup_backend *c = pqpoly_ntrup_backend_at(j);
            if (strcmp(c->set, k->set) == 0 && strcmp(c->impl, "portable") == 0) t = c;
        }
        if (t != NULL) bench_pair(t, k, runs);
    }
    return 0;
}
