/* The kyber backends in the twin test (tests/impl/test_impl_twins.c): every
 * hook of each non-portable backend (src/ring/kyber/backend.h) against the
 * portable backend of its arithmetic.  The NTT-domain hooks compute values
 * congruent mod q within the backend's own bounds (the lazy schedules keep
 * different representatives); the KEM hot paths compute equal values.
 *   ntt          random |a| <= q, all +q, all -q, alternating +-q;
 *   basemul_acc  k = 1..4 of each backend's own ntt outputs by 12-bit b
 *                (random, all 4095, all q - 1, all 0) and, k = 1, by ntt
 *                outputs;
 *   invntt       those sums (k = 1..4), and inputs at +-acc_bound[k]
 *                (the twin gets their centered representatives);
 *   from_base    random int16, -32768, 32767;
 *   rej_uniform  random and all-0x00 / all-0xFF buffers from counts 0, 1,
 *                200, 255, 256, over every length that is a multiple of 3
 *                up to 504;
 *   decode12, check12  random encodings, all-0x00, all-0xFF, one value at
 *                q - 1, q, 4095;
 *   encode12, compress (d = 1, 4, 5, 10, 11)  every int16 (256 polynomials
 *                of consecutive values) and the extremes;
 *   decompress   random and all-0xFF bytes for each d;  cbd  eta = 2, 3 on
 *                random, all-0x00 and all-0xFF bytes.
 * (tests/ring/test_kyber_ntt.c checks each backend against the definitions,
 * tests/kem/mlkem/test_mlkem_kernels.c its kernels more exhaustively.)  A
 * planted backend, wrong in one coefficient of one hook, must be caught. */
#include "impl/kyber_twins.h"

#include <stdio.h>
#include <string.h>

#include "common/cpu.h"
#include "common/pick.h"
#include "pqpoly/impl.h"
#include "ring/kyber/backend.h"

#define Q 3329

static uint64_t kt_state = 0x3c6ef372fe94f82bull;
static uint32_t kt_rnd(void) {
    kt_state ^= kt_state << 13;
    kt_state ^= kt_state >> 7;
    kt_state ^= kt_state << 17;
    return (uint32_t)(kt_state >> 16);
}
static int32_t md(int32_t x) { return ((x % Q) + Q) % Q; }

/* 1 if a and b (n values) are congruent mod q and every a lies in [-bound,
 * bound], else 0. */
static int congruent(const int16_t *a, const int16_t *b, size_t n, int32_t bound) {
    for (size_t i = 0; i < n; i++)
        if (md(a[i]) != md(b[i]) || a[i] > bound || a[i] < -bound) return 0;
    return 1;
}

/* 0 if the NTT-domain hooks of b agree with those of the portable t, else
 * 1 with *why. */
static int compare_ntt(const pqpoly_kyber_backend *b, const pqpoly_kyber_backend *t,
                       const char **why) {
    static _Alignas(32) int16_t x[4][256], xt[4][256], y[4][256], r[256], rt[256];
    for (int mode = 0; mode < 4; mode++) {
        for (unsigned k = 1; k <= 4; k++) {
            for (unsigned p = 0; p < k; p++)
                for (int i = 0; i < 256; i++) {
                    x[p][i] = (int16_t)(mode == 0   ? (int)(kt_rnd() % (2 * Q + 1)) - Q
                                        : mode == 1 ? Q
                                        : mode == 2 ? -Q
                                                    : (i & 1 ? Q : -Q));
                    xt[p][i] = x[p][i];
                    y[p][i] = (int16_t)(mode == 0   ? kt_rnd() % 4096
                                        : mode == 1 ? 4095
                                        : mode == 2 ? Q - 1
                                                    : 0);
                }
            for (unsigned p = 0; p < k; p++) {
                b->ntt(x[p]);
                t->ntt(xt[p]);
                if (!congruent(x[p], xt[p], 256, b->ntt_bound)) return *why = "ntt", 1;
            }
            b->basemul_acc(r, &x[0][0], &y[0][0], k);
            t->basemul_acc(rt, &xt[0][0], &y[0][0], k);
            if (!congruent(r, rt, 256, b->acc_bound[k])) return *why = "basemul_acc", 1;
            b->invntt(r, k);
            t->invntt(rt, k);
            if (!congruent(r, rt, 256, Q - 1)) return *why = "invntt", 1;
            if (k == 1) { /* b an ntt output too */
                b->basemul_acc(r, &x[0][0], &x[0][0], 1);
                t->basemul_acc(rt, &xt[0][0], &xt[0][0], 1);
                if (!congruent(r, rt, 256, b->acc_bound[1])) return *why = "basemul_acc (ntt by ntt)", 1;
                b->invntt(r, 1);
                t->invntt(rt, 1);
                if (!congruent(r, rt, 256, Q - 1)) return *why = "invntt (ntt by ntt)", 1;
            }
            /* invntt at the edge of b's input range; the twin (whose range may
             * be smaller) gets the centered representatives */
            for (int i = 0; i < 256; i++) {
                int16_t m = b->acc_bound[k];
                r[i] = (int16_t)(mode == 0 ? (int)(kt_rnd() % (2u * (unsigned)m + 1)) - m
                                 : mode == 1 ? m
                                 : mode == 2 ? -m
                                             : ((i >> 3) & 1 ? m : -m));
                rt[i] = pqpoly_kyber_center(r[i]);
            }
            b->invntt(r, k);
            t->invntt(rt, k);
            if (!congruent(r, rt, 256, Q - 1)) return *why = "invntt (at its input bound)", 1;
        }
        for (int i = 0; i < 256; i++)
            r[i] = rt[i] = (int16_t)(mode == 0 ? (int)(kt_rnd() & 0xffff) - 32768
                                     : mode == 1 ? 32767
                                     : mode == 2 ? -32768
                                                 : (i & 1 ? 32767 : -32768));
        b->from_base(r);
        t->from_base(rt);
        if (!congruent(r, rt, 256, Q - 1)) return *why = "from_base", 1;
    }
    return 0;
}

/* kind 0: all 0x00, 1: all 0xFF, else random. */
static void fill(uint8_t *p, size_t n, int kind) {
    for (size_t i = 0; i < n; i++) p[i] = (uint8_t)(kind == 0 ? 0 : kind == 1 ? 0xff : kt_rnd());
}

/* 0 if the KEM hot paths of b equal those of the portable t, else 1 with
 * *why. */
static int compare_kernels(const pqpoly_kyber_backend *b, const pqpoly_kyber_backend *t,
                           const char **why) {
    static const unsigned starts[] = {0, 1, 200, 255, 256}, ds[] = {1, 4, 5, 10, 11};
    static uint8_t buf[504 + 32], x[384 + 16], y[384 + 16];
    static int16_t a[256], c[256];
    for (int kind = 0; kind < 5; kind++) {
        fill(buf, sizeof buf, kind);
        for (unsigned len = 0; len <= 504; len += 3)
            for (size_t s = 0; s < sizeof starts / sizeof starts[0]; s++) {
                unsigned na, nc;
                memset(a, 0x5a, sizeof a);
                memset(c, 0x5a, sizeof c);
                na = b->rej_uniform(a, starts[s], buf, len);
                nc = t->rej_uniform(c, starts[s], buf, len);
                if (na != nc || memcmp(a, c, na * sizeof a[0]) != 0) return *why = "rej_uniform", 1;
            }
        /* decode12, check12: one value at q - 1, q or 4095 at a random place */
        if (kind >= 2) {
            unsigned pos = kt_rnd() % 256, v = kind == 2 ? Q - 1 : kind == 3 ? Q : 4095;
            for (unsigned i = 0; i < 128; i++) {
                unsigned d1 = kt_rnd() % Q, d2 = kt_rnd() % Q;
                if (2 * i == pos) d1 = v;
                if (2 * i + 1 == pos) d2 = v;
                buf[3 * i] = (uint8_t)d1;
                buf[3 * i + 1] = (uint8_t)((d1 >> 8) | (d2 << 4));
                buf[3 * i + 2] = (uint8_t)(d2 >> 4);
            }
        }
        b->decode12(a, buf);
        t->decode12(c, buf);
        if (memcmp(a, c, sizeof a) != 0) return *why = "decode12", 1;
        if (b->check12(buf) != t->check12(buf)) return *why = "check12", 1;
        fill(buf, sizeof buf, kind);
        for (size_t j = 0; j < sizeof ds / sizeof ds[0]; j++) {
            b->decompress(a, buf, ds[j]);
            t->decompress(c, buf, ds[j]);
            if (memcmp(a, c, sizeof a) != 0) return *why = "decompress", 1;
        }
        for (unsigned eta = 2; eta <= 3; eta++) {
            b->cbd(a, buf, eta);
            t->cbd(c, buf, eta);
            if (memcmp(a, c, sizeof a) != 0) return *why = "cbd", 1;
        }
    }
    for (unsigned blk = 0; blk < 258; blk++) { /* every int16, then the extremes */
        for (unsigned i = 0; i < 256; i++)
            a[i] = (int16_t)(blk < 256 ? (int)(256 * blk + i) - 32768 : blk == 256 ? -32768 : 32767);
        memset(x, 0xa5, sizeof x);
        memset(y, 0xa5, sizeof y);
        b->encode12(x, a);
        t->encode12(y, a);
        if (memcmp(x, y, sizeof x) != 0) return *why = "encode12", 1;
        for (size_t j = 0; j < sizeof ds / sizeof ds[0]; j++) {
            memset(x, 0xa5, sizeof x);
            memset(y, 0xa5, sizeof y);
            b->compress(x, a, ds[j]);
            t->compress(y, a, ds[j]);
            if (memcmp(x, y, sizeof x) != 0) return *why = "compress", 1;
        }
    }
    return 0;
}

static int compare_backend(const pqpoly_kyber_backend *b, const pqpoly_kyber_backend *t,
                           const char **why) {
    *why = "";
    return compare_ntt(b, t, why) || compare_kernels(b, t, why);
}

/* The planted backend: the portable one of an arithmetic with an ntt wrong
 * in one coefficient. */
static const pqpoly_kyber_backend *planted_base;
static void planted_ntt(int16_t r[256]) {
    planted_base->ntt(r);
    r[77] = (int16_t)(r[77] + 1);
}

static const char *lacking(uint32_t isa) {
    uint32_t miss = isa & ~pqpoly_cpu_isa();
    for (uint32_t bit = 1; bit != 0; bit <<= 1)
        if (miss & bit) return pqpoly_isa_name(bit) ? pqpoly_isa_name(bit) : "unknown";
    return "?";
}

static const pqpoly_kyber_backend *portable_twin(const pqpoly_kyber_backend *b) {
    for (size_t j = 0; j < pqpoly_kyber_backend_count(); j++) {
        const pqpoly_kyber_backend *t = pqpoly_kyber_backend_at(j);
        if (t->isa == PQPOLY_ISA_PORTABLE && strcmp(t->arith, b->arith) == 0) return t;
    }
    return NULL;
}

size_t kyber_twins_walk(size_t *skipped, int *failed) {
    size_t compared = 0;
    *failed = 0;
    for (size_t i = 0; i < pqpoly_kyber_backend_count(); i++) {
        const pqpoly_kyber_backend *b = pqpoly_kyber_backend_at(i), *t = portable_twin(b);
        const char *why = "";
        if ((strcmp(b->impl, "portable") == 0) != (b->isa == PQPOLY_ISA_PORTABLE)) {
            printf("FAIL kyber backend %s/%s: portable exactly when it needs no instruction set\n",
                   b->arith, b->impl);
            (*failed)++;
        }
        if (b->isa == PQPOLY_ISA_PORTABLE) continue;
        if (t == NULL || t->domain != b->domain) {
            printf("FAIL kyber backend %s/%s has no portable twin with its D\n", b->arith, b->impl);
            (*failed)++;
            continue;
        }
        if (!pqpoly_isa_fits(b->isa, pqpoly_cpu_isa())) {
            printf("SKIPPED kyber backend %s/%s (CPU lacks %s)\n", b->arith, b->impl,
                   lacking(b->isa));
            (*skipped)++;
            continue;
        }
        if (compare_backend(b, t, &why) != 0) {
            printf("FAIL kyber backend %s/%s differs from its portable twin in %s\n", b->arith, b->impl, why);
            (*failed)++;
        }
        compared++;
    }
    { /* the comparison can fail */
        pqpoly_kyber_backend planted;
        const char *why = "";
        planted_base = pqpoly_kyber_backend_at(0);
        planted = *planted_base;
        planted.ntt = planted_ntt;
        planted.impl = "planted";
        if (compare_backend(&planted, planted_base, &why) != 1 || strcmp(why, "ntt") != 0) {
            printf("FAIL a planted wrong kyber backend is not caught\n");
            (*failed)++;
        }
        if (compare_backend(planted_base, planted_base, &why) != 0) {
            printf("FAIL the portable kyber backend differs from itself (%s)\n", why);
            (*failed)++;
        }
    }
    return compared;
}
