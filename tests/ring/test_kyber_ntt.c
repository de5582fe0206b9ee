/* The Kyber-ring arithmetic and the NTT-domain hooks of every kyber backend
 * the CPU runs (src/ring/kyber/backend.h) against definitions computed here
 * with plain integer arithmetic (no table of the library is trusted:
 * twiddles are recomputed as powers of 17):
 *   - every int16 through the Barrett reduction, Barrett and Plantard
 *     multiplications by every table constant, Montgomery by every twiddle;
 *   - ntt = the residues mod (x^2 - 17^(2 brv7(i)+1)), within ntt_bound;
 *   - invntt(basemul_acc(ntt(x_p), Y_p, k)) = sum x_p y_p for k = 1..4 with
 *     extreme inputs (|x| = q, 12-bit Y up to 4095), output within q;
 *   - from_base(basemul_acc(...)) = the NTT of that sum;
 *   - the domain factor D is data: from_base of ones gives `domain`, and
 *     basemul_acc(ntt(1), ntt(1)) gives D^-1 (equal to the arithmetic's D);
 *   - each backend's registry row (its `entry`: ring kyber, ntt-<arith>,
 *     big*big, its impl and isa, the one pqpoly_mul_find_impl finds) exposes
 *     the backend as the stages of pqpoly_transform: n int16 values,
 *     forward_a (in place) = ntt, base_acc = basemul_acc, inverse_acc =
 *     invntt;
 *   - the backend list holds three portable backends and every vector one
 *     has a portable twin of its arithmetic (the twin test, tests/impl,
 *     compares them hook by hook).
 * Exit 1 on any difference. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/cpu.h"
#include "common/pick.h"
#include "ntt/tables/kyber_barrett.h"
#include "ntt/tables/kyber_montgomery.h"
#include "ntt/tables/kyber_plantard.h"
#include "pqpoly/impl.h"
#include "pqpoly/poly.h"
#include "ring/kyber/backend.h"

#define Q 3329
static int failures;

static int64_t md(int64_t x) { return ((x % Q) + Q) % Q; }
static int64_t pw(int64_t b, unsigned e) {
    int64_t r = 1;
    while (e--) r = md(r * b);
    return r;
}
static unsigned brv7(unsigned k) {
    unsigned r = 0;
    for (int i = 0; i < 7; i++) r |= ((k >> i) & 1u) << (6 - i);
    return r;
}
static int64_t inv(int64_t x) { return pw(x, Q - 2); }

static void fail(const char *what, long i, long got, long want) {
    if (failures++ < 20) printf("FAIL %s at %ld: got %ld, want %ld (mod q)\n", what, i, got, want);
}

static void check_arith(void) {
    for (int32_t a = -32768; a < 32768; a++) {
        int16_t r = kyber_barrett_reduce((int16_t)a);
        if (md(r - a) != 0 || r < -(Q - 1) / 2 || r > (Q - 1) / 2) fail("barrett_reduce", a, r, md(a));
    }
    for (unsigned k = 1; k < 128; k++) {
        int64_t z = pw(17, brv7(k)), zi = inv(z);
        for (int32_t a = -32768; a < 32768; a += 7) {
            int16_t r = kyber_fqmul((int16_t)a, pqpoly_kyber_mont_zetas[k]);
            if (md(r - a * z) != 0 || r <= -Q || r >= Q) fail("montgomery zeta", k, r, md(a * z));
            r = kyber_fqmul((int16_t)a, pqpoly_kyber_mont_zetas_inv[k]);
            if (md(r - a * zi) != 0 || r <= -Q || r >= Q) fail("montgomery zeta^-1", k, r, md(a * zi));
            r = kyber_barrett_mulc((int16_t)a, pqpoly_kyber_barrett_zetas[k], pqpoly_kyber_barrett_zetas_bp[k]);
            if (md(r - a * z) != 0 || r <= -Q || r >= Q) fail("barrett zeta", k, r, md(a * z));
            r = kyber_barrett_mulc((int16_t)a, pqpoly_kyber_barrett_zetas_inv[k],
                                   pqpoly_kyber_barrett_zetas_inv_bp[k]);
            if (md(r - a * zi) != 0 || r <= -Q || r >= Q) fail("barrett zeta^-1", k, r, md(a * zi));
            r = kyber_plantard_mulc((int16_t)a, pqpoly_kyber_plantard_zetas[k]);
            if (md(r - a * z) != 0 || r < -(Q + 1) / 2 || r > (Q - 1) / 2) fail("plantard zeta", k, r, md(a * z));
            r = kyber_plantard_mulc((int16_t)a, pqpoly_kyber_plantard_zetas_inv[k]);
            if (md(r - a * zi) != 0 || r < -(Q + 1) / 2 || r > (Q - 1) / 2)
                fail("plantard zeta^-1", k, r, md(a * zi));
        }
    }
    /* Plantard reduction over the range the base multiplication uses (64 q^2). */
    for (int64_t c = -64LL * Q * Q; c <= 64LL * Q * Q; c += 9973) {
        int16_t r = kyber_plantard_reduce((int32_t)c);
        int64_t want = md(c * inv(md(-(1LL << 32))));
        if (md(r) != want || r < -(Q + 1) / 2 || r > (Q - 1) / 2) fail("plantard_reduce", (long)c, r, want);
    }
}

/* Reference NTT: pair i holds a mod (x^2 - gamma_i). */
static void ref_ntt(int64_t out[256], const int64_t a[256]) {
    for (unsigned i = 0; i < 128; i++) {
        int64_t g = pw(17, 2 * brv7(i) + 1), gp = 1, e = 0, o = 0;
        for (unsigned j = 0; j < 128; j++) {
            e = md(e + a[2 * j] * gp);
            o = md(o + a[2 * j + 1] * gp);
            gp = md(gp * g);
        }
        out[2 * i] = e;
        out[2 * i + 1] = o;
    }
}

static void ref_mul_acc(int64_t c[256], const int64_t *a, const int64_t *b) {
    for (int i = 0; i < 256; i++)
        for (int j = 0; j < 256; j++) {
            int64_t p = a[i] * b[j];
            if (i + j < 256) c[i + j] = md(c[i + j] + p);
            else c[i + j - 256] = md(c[i + j - 256] - p);
        }
}

static uint64_t rng_state = 0x2545F4914F6CDD1DULL;
static uint32_t rnd(void) {
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return (uint32_t)(rng_state >> 16);
}

/* x: |x| <= q, shaped by `mode`: 0 random, 1 all +q, 2 all -q, 3 alternating. */
static int16_t pick_x(int mode, int i) {
    switch (mode) {
    case 1: return Q;
    case 2: return -Q;
    case 3: return (int16_t)(i & 1 ? Q : -Q);
    default: return (int16_t)((int)(rnd() % (2 * Q + 1)) - Q);
    }
}

/* An input whose image after the first two inverse layers is v everywhere
 * (the two Gentleman-Sande layers undone exactly mod q): with 1024 < v < H
 * the tops of layers 3..6 then reach 16 v, the worst case of the lazy
 * schedules, and a missing reduction overflows in layer 7. */
static void craft(int16_t r[256], int64_t v) {
    int64_t t[256], inv2 = inv(2);
    for (int i = 0; i < 256; i++) t[i] = v;
    for (unsigned len = 4, kbase = 32; len >= 2; len >>= 1, kbase <<= 1) {
        unsigned kk = kbase;
        for (unsigned start = 0; start < 256; start += 2 * len, kk++) {
            int64_t w = pw(17, brv7(kk));
            for (unsigned j = start; j < start + len; j++) {
                int64_t top = t[j], bot = md(t[j + len] * w);
                t[j] = md((top + bot) * inv2);
                t[j + len] = md((top - bot) * inv2);
            }
        }
    }
    for (int i = 0; i < 256; i++) r[i] = (int16_t)(t[i] > Q / 2 ? t[i] - Q : t[i]);
}

static void check_backend(const pqpoly_kyber_backend *b) {
    static int16_t X[4][256], Y[4][256], r[256];
    static int64_t x64[4][256], y64[4][256], yhat[256], want[256], want_hat[256];
    for (int mode = 0; mode < 4; mode++) {
        for (unsigned k = 1; k <= 4; k++) {
            for (unsigned p = 0; p < k; p++) {
                for (int i = 0; i < 256; i++) {
                    X[p][i] = pick_x(mode, i);
                    x64[p][i] = md(X[p][i]);
                    y64[p][i] = mode == 0 ? (int64_t)(rnd() % Q) : (mode == 1 ? Q - 1 : (i * 1237) % Q);
                }
                /* X[p] = backend ntt of x_p; check against the definition */
                b->ntt(X[p]);
                ref_ntt(yhat, x64[p]);
                for (int i = 0; i < 256; i++) {
                    if (md(X[p][i]) != yhat[i]) fail(b->arith, i, X[p][i], yhat[i]);
                    if (X[p][i] > b->ntt_bound || X[p][i] < -b->ntt_bound)
                        fail("ntt bound", i, X[p][i], b->ntt_bound);
                }
                /* Y[p] = NTT of y_p, lifted into [0, 4095] where possible */
                ref_ntt(yhat, y64[p]);
                for (int i = 0; i < 256; i++) {
                    int64_t v = yhat[i];
                    if (v + Q <= 4095 && (mode != 0 || (rnd() & 1))) v += Q;
                    Y[p][i] = (int16_t)v;
                }
            }
            for (int i = 0; i < 256; i++) want[i] = 0;
            for (unsigned p = 0; p < k; p++) ref_mul_acc(want, x64[p], y64[p]);

            b->basemul_acc(r, &X[0][0], &Y[0][0], k);
            b->invntt(r, k);
            for (int i = 0; i < 256; i++)
                if (md(r[i]) != want[i] || r[i] <= -Q || r[i] >= Q) fail("invntt(basemul_acc)", i, r[i], want[i]);

            ref_ntt(want_hat, want);
            b->basemul_acc(r, &X[0][0], &Y[0][0], k);
            b->from_base(r);
            for (int i = 0; i < 256; i++)
                if (md(r[i]) != want_hat[i] || r[i] <= -Q || r[i] >= Q) fail("from_base", i, r[i], want_hat[i]);
        }
    }
    /* invntt at the edge of its input range: equal inputs double the tops
     * every layer (the worst case of a lazy schedule); compare with the
     * inverse of the reduced input. */
    for (unsigned k = 1; k <= 4; k++) {
        for (int pat = 0; pat < 6; pat++) {
            int16_t r2[256];
            for (int i = 0; i < 256; i++) {
                int16_t m = b->acc_bound[k];
                int v = pat == 0 ? m : pat == 1 ? -m : pat == 2 ? ((i >> 3) & 1 ? m : -m)
                                                              : (int)(rnd() % (2u * (unsigned)m + 1)) - m;
                r[i] = (int16_t)v;
                r2[i] = pqpoly_kyber_center(r[i]);
            }
            if (pat >= 4) {
                craft(r, pat == 4 ? 1100 : Q - 1100);
                for (int i = 0; i < 256; i++) r2[i] = r[i];
            }
            b->invntt(r, k);
            b->invntt(r2, 1);
            for (int i = 0; i < 256; i++)
                if (md(r[i]) != md(r2[i]) || r[i] <= -Q || r[i] >= Q) fail("invntt at its input bound", i, r[i], md(r2[i]));
        }
    }
    /* The domain factor: from_base of ones is D, the base product of the
     * transforms of 1 is D^-1 (1 o 1 = 1 in every pair). */
    for (int i = 0; i < 256; i++) r[i] = 1;
    b->from_base(r);
    for (int i = 0; i < 256; i++)
        if (md(r[i]) != b->domain || b->domain < 0 || b->domain >= Q)
            fail("from_base(1) = D", i, r[i], b->domain);
    {
        static int16_t one[256];
        for (int i = 0; i < 256; i++) one[i] = (int16_t)(i == 0);
        b->ntt(one);
        b->basemul_acc(r, one, one, 1);
        for (int i = 0; i < 256; i++)
            if (md((int64_t)r[i] * b->domain) != (i % 2 == 0))
                fail("basemul_acc(1, 1) = D^-1", i, r[i], i % 2 == 0);
    }
    printf("%s/%s: ntt, basemul_acc (k = 1..4), invntt, from_base, D checked\n", b->arith, b->impl);
}

/* The backend's registry row against the backend itself, on random inputs
 * for k = 1..4. */
static void check_entry(const pqpoly_kyber_backend *b) {
    static _Alignas(32) int16_t X[4][256], X2[4][256], Y[4][256], r[256], r2[256], c[256];
    const pqpoly_mul_entry *e = b->entry;
    const pqpoly_transform *t = e != NULL ? e->transform : NULL;
    char name[32];
    snprintf(name, sizeof name, "ntt-%s", b->arith);
    if (e == NULL || strcmp(e->ring, "kyber") != 0 || strcmp(e->name, name) != 0 ||
        e->operands != PQPOLY_BIG_BIG || strcmp(e->impl, b->impl) != 0 || e->isa != b->isa ||
        pqpoly_mul_find_impl("kyber", name, PQPOLY_BIG_BIG, b->impl) != e) {
        fail("the backend's row: ring kyber, ntt-<arith>, big*big, its impl, in the registry", 0, 0, 0);
        return;
    }
    if (t == NULL || t->bytes != 256 * sizeof(int16_t) || t->base_acc == NULL || t->inverse_acc == NULL) {
        fail("entry's accumulation stages", 0, 0, 0);
        return;
    }
    for (unsigned k = 1; k <= 4; k++) {
        for (unsigned p = 0; p < k; p++)
            for (int i = 0; i < 256; i++) {
                X[p][i] = X2[p][i] = pick_x(0, i);
                Y[p][i] = (int16_t)(rnd() % 4096);
            }
        for (unsigned p = 0; p < k; p++) {
            t->forward_a(X[p], X[p]);
            b->ntt(X2[p]);
            if (memcmp(X[p], X2[p], sizeof X[p]) != 0) fail("entry forward_a = ntt", (long)p, 0, 0);
        }
        t->base_acc(r, &X[0][0], &Y[0][0], k);
        b->basemul_acc(r2, &X2[0][0], &Y[0][0], k);
        if (memcmp(r, r2, sizeof r) != 0) fail("entry base_acc = basemul_acc", (long)k, 0, 0);
        t->inverse_acc(c, r, k);
        b->invntt(r2, k);
        if (memcmp(c, r2, sizeof c) != 0) fail("entry inverse_acc = invntt", (long)k, 0, 0);
    }
    printf("%s/%s: the entry's stages are the backend's\n", e->name, b->impl);
}

int main(void) {
    size_t portable = 0;
    check_arith();
    for (size_t i = 0; i < pqpoly_kyber_backend_count(); i++) {
        const pqpoly_kyber_backend *b = pqpoly_kyber_backend_at(i), *twin = NULL;
        for (size_t j = 0; j < pqpoly_kyber_backend_count(); j++) {
            const pqpoly_kyber_backend *t = pqpoly_kyber_backend_at(j);
            if (t->isa == PQPOLY_ISA_PORTABLE && strcmp(t->arith, b->arith) == 0) twin = t;
        }
        if (twin == NULL || (strcmp(b->impl, "portable") == 0) != (b->isa == PQPOLY_ISA_PORTABLE) ||
            twin->domain != b->domain)
            fail("a backend without a portable twin of its arithmetic and D", (long)i, 0, 0);
        portable += b->isa == PQPOLY_ISA_PORTABLE;
        /* The vector backends: the same definitions and bounds (the forward
         * outputs of Montgomery and Barrett, canonical representatives, also
         * equal the portable twin's). */
        if (!pqpoly_isa_fits(b->isa, pqpoly_cpu_isa())) {
            printf("SKIPPED backend %s/%s (CPU lacks it)\n", b->arith, b->impl);
            continue;
        }
        check_backend(b);
        check_entry(b);
    }
    if (portable != 3) fail("three portable backends", 0, (long)portable, 3);
    printf("kyber_ntt: %s\n", failures ? "FAILED" : "all checks passed");
    return failures ? 1 : 0;
}
