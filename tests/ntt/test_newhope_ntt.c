/* The NewHope-ring NTT backends (src/ntt/newhope/ntt.h) against definitions
 * computed here with plain integer arithmetic (no table of the library is
 * trusted: the points are recomputed as powers of psi = 7):
 *   - ntt(a)[j] = a(7^(2j+1)) mod q for every j, within ntt_bound, on random,
 *     extreme (every |a_i| = q, and a_i = +-(q-1)/2) and sparse inputs;
 *   - transform then inverse is the identity: invntt(basemul_acc(ntt(a),
 *     ntt(1))) = a mod q, output |c| < q;
 *   - invntt(basemul_acc(ntt(x_p), Y_p, k)) = sum x_p y_p (k = 1..4) with
 *     14-bit Y (the decoded wire values), and from_base(basemul_acc(...))
 *     = the NTT of that sum;
 *   - each registry entry of ring newhope exposes its backend as the
 *     NTT-domain stages (canonical layout, n int16 values);
 *   - every vector row the CPU runs (ntt-montgomery/-kred/-kred2x avx2),
 *     through its registry stages, passes all of the above, with the input
 *     kinds extended by all +q, all -q and +-q alternating (the largest
 *     magnitudes the contract allows: a planted overflow in a vector row,
 *     e.g. the extra reductions of the K-RED schedule removed, fails here).
 * Exit 1 on any difference. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/check.h"
#include "common/cpu.h"
#include "common/pick.h"
#include "ntt/newhope/ntt.h"
#include "pqpoly/poly.h"

#define N NEWHOPE_N
#define Q NEWHOPE_Q

static int64_t md(int64_t x) { return ((x % Q) + Q) % Q; }
static int64_t pw(int64_t b, unsigned e) {
    int64_t r = 1;
    b = md(b);
    while (e) {
        if (e & 1) r = md(r * b);
        b = md(b * b);
        e >>= 1;
    }
    return r;
}

static uint32_t rng = 12345;
static uint32_t rnd(void) {
    rng ^= rng << 13;
    rng ^= rng >> 17;
    rng ^= rng << 5;
    return rng;
}

/* a(7^(2j+1)) mod q for every j, by Horner. */
static void eval_all(int64_t *out, const int16_t *a) {
    for (unsigned j = 0; j < N; j++) {
        int64_t x = pw(7, 2 * j + 1), acc = 0;
        for (int i = N - 1; i >= 0; i--) acc = md(acc * x + a[i]);
        out[j] = acc;
    }
}

static void negacyclic(int64_t *c, const int16_t *a, const int16_t *b) {
    for (unsigned i = 0; i < N; i++) c[i] = 0;
    for (unsigned i = 0; i < N; i++)
        for (unsigned j = 0; j < N; j++) {
            int64_t p = (int64_t)a[i] * b[j];
            if (i + j < N) c[i + j] += p;
            else c[i + j - N] -= p;
        }
    for (unsigned i = 0; i < N; i++) c[i] = md(c[i]);
}

static void fill(int16_t *a, int kind) {
    for (unsigned i = 0; i < N; i++) {
        switch (kind) {
        case 0: a[i] = (int16_t)((int)(rnd() % Q) - (Q - 1) / 2); break;
        case 1: a[i] = (rnd() & 1) ? Q : -Q; break;              /* the contract's largest |a| */
        case 2: a[i] = (rnd() & 1) ? (Q - 1) / 2 : -(Q - 1) / 2; break;
        case 3: a[i] = (int16_t)((rnd() % 64 == 0) ? (int)(rnd() % 33) - 16 : 0); break;
        case 4: a[i] = Q; break;
        case 5: a[i] = -Q; break;
        default: a[i] = (i & 1) ? -Q : Q; break;
        }
    }
}

static void test_backend(const pqpoly_newhope_ntt *b) {
    static int16_t a[N], t[N], one[N], x[4 * N], y[4 * N], r[N];
    static int64_t want[N], sum[N], prod[N];
    char what[160];
    for (int kind = 0; kind < 7; kind++) {
        fill(a, kind);
        memcpy(t, a, sizeof t);
        b->ntt(t);
        eval_all(want, a);
        int ok = 1, inb = 1;
        for (unsigned j = 0; j < N; j++) {
            ok &= md(t[j]) == want[j];
            inb &= abs(t[j]) <= b->ntt_bound;
        }
        snprintf(what, sizeof what, "%s: ntt = evaluation at 7^(2j+1) (input kind %d)", b->name, kind);
        check(ok, what);
        snprintf(what, sizeof what, "%s: |ntt| <= %d (input kind %d)", b->name, b->ntt_bound, kind);
        check(inb, what);
        /* identity: inverse of (transform times the transform of 1) */
        memset(one, 0, sizeof one);
        one[0] = 1;
        b->ntt(one);
        b->basemul_acc(r, t, one, 1);
        b->invntt(r);
        ok = 1, inb = 1;
        for (unsigned i = 0; i < N; i++) {
            ok &= md(r[i]) == md(a[i]);
            inb &= abs(r[i]) < Q;
        }
        snprintf(what, sizeof what, "%s: invntt(ntt(a) o ntt(1)) = a (input kind %d)", b->name, kind);
        check(ok && inb, what);
    }
    for (unsigned k = 1; k <= 4; k++) {
        memset(sum, 0, sizeof sum);
        for (unsigned p = 0; p < k; p++) {
            fill(x + p * N, p == 0 ? 1 : 0);
            int16_t yy[N];
            for (unsigned i = 0; i < N; i++) yy[i] = (int16_t)((p == 1) ? 16383 : (int)(rnd() % 16384));
            /* y_p in the NTT domain: 14-bit values; its polynomial is the
             * inverse transform, so compare in the NTT domain instead. */
            memcpy(y + p * N, yy, sizeof yy);
            b->ntt(x + p * N);
        }
        b->basemul_acc(r, x, y, k);
        int inb = 1;
        for (unsigned i = 0; i < N; i++) inb &= r[i] >= b->base_lo && r[i] <= b->base_hi;
        snprintf(what, sizeof what, "%s: basemul_acc within [%d, %d] (k = %u)", b->name, b->base_lo, b->base_hi, k);
        check(inb, what);
        int16_t fb[N];
        memcpy(fb, r, sizeof fb);
        b->from_base(fb);
        int ok = 1;
        for (unsigned i = 0; i < N; i++) {
            int64_t s = 0;
            for (unsigned p = 0; p < k; p++) s += md(x[p * N + i]) * y[p * N + i];
            ok &= md(fb[i]) == md(s) && abs(fb[i]) < Q;
        }
        snprintf(what, sizeof what, "%s: from_base(basemul_acc) = sum x o y (k = %u)", b->name, k);
        check(ok, what);
    }
    /* product through the stages = negacyclic product */
    fill(a, 0);
    int16_t c2[N];
    fill(c2, 1);
    negacyclic(prod, a, c2);
    memcpy(t, a, sizeof t);
    memcpy(one, c2, sizeof one);
    b->ntt(t);
    b->ntt(one);
    b->basemul_acc(r, t, one, 1);
    b->invntt(r);
    int ok = 1;
    for (unsigned i = 0; i < N; i++) ok &= md(r[i]) == prod[i] && abs(r[i]) < Q;
    snprintf(what, sizeof what, "%s: invntt(basemul(ntt a, ntt b)) = a b", b->name);
    check(ok, what);
}

static void test_entry(const char *algo, const pqpoly_newhope_ntt *b) {
    const pqpoly_mul_entry *e = pqpoly_mul_find_impl("newhope", algo, PQPOLY_BIG_BIG, "portable");
    char what[120];
    snprintf(what, sizeof what, "%s: registered with NTT-domain stages", algo);
    check(e != NULL && e->transform != NULL && e->transform->base_acc != NULL &&
              e->transform->inverse_acc != NULL && e->transform->from_base != NULL &&
              e->transform->layout == PQPOLY_LAYOUT_CANONICAL &&
              e->transform->bytes == N * sizeof(int16_t),
          what);
    if (e == NULL || e->transform == NULL) return;
    _Alignas(32) int16_t a[N], t1[N], t2[N];
    fill(a, 0);
    e->transform->forward_a(t1, a);
    memcpy(t2, a, sizeof t2);
    b->ntt(t2);
    snprintf(what, sizeof what, "%s: forward_a = the backend's ntt", algo);
    check(memcmp(t1, t2, sizeof t1) == 0, what);
}

/* A registry row seen as a backend: its NTT-domain stages. */
static const pqpoly_transform *cur;
static void row_ntt(int16_t r[N]) { cur->forward_a(r, r); }
static void row_basemul(int16_t r[N], const int16_t *a, const int16_t *b, unsigned k) { cur->base_acc(r, a, b, k); }
static void row_invntt(int16_t r[N]) { cur->inverse_acc(r, r, 1); }
static void row_from_base(int16_t r[N]) { cur->from_base(r); }

static void test_vector_rows(const char *algo, const pqpoly_newhope_ntt *twin) {
    static const char *const impls[] = {"avx2"};
    for (size_t i = 0; i < sizeof impls / sizeof impls[0]; i++) {
        const pqpoly_mul_entry *e = pqpoly_mul_find_impl("newhope", algo, PQPOLY_BIG_BIG, impls[i]);
        if (e == NULL || !pqpoly_isa_fits(e->isa, pqpoly_cpu_isa())) {
            printf("SKIPPED %s/%s (not compiled in, or the CPU lacks it)\n", algo, impls[i]);
            continue;
        }
        char name[64];
        snprintf(name, sizeof name, "%s/%s", algo, impls[i]);
        pqpoly_newhope_ntt b = *twin; /* the same bounds as the portable twin */
        b.name = name;
        b.ntt = row_ntt;
        b.basemul_acc = row_basemul;
        b.invntt = row_invntt;
        b.from_base = row_from_base;
        cur = e->transform;
        test_backend(&b);
    }
}

int main(void) {
    const struct { const char *algo; const pqpoly_newhope_ntt *b; } list[] = {
        {"ntt-montgomery", &pqpoly_newhope_ntt_montgomery},
        {"ntt-kred", &pqpoly_newhope_ntt_kred},
        {"ntt-kred2x", &pqpoly_newhope_ntt_kred2x},
    };
    for (size_t i = 0; i < sizeof list / sizeof list[0]; i++) {
        test_backend(list[i].b);
        test_entry(list[i].algo, list[i].b);
        test_vector_rows(list[i].algo, list[i].b);
    }
    printf("newhope_ntt: %d passed, %d failed\n", check_passed, check_failed);
    return check_failed != 0;
}
