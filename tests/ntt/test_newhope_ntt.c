/* The NewHope-ring backends (src/ring/newhope/backend.h) against definitions
 * computed here with plain integer arithmetic (no table of the library is
 * trusted: the points are recomputed as powers of psi = 7):
 *   - ntt(a)[j] = a(7^(2j+1)) mod q for every j, within ntt_bound, on random,
 *     extreme (every |a_i| = q, and a_i = +-(q-1)/2) and sparse inputs;
 *   - transform then inverse is the identity: invntt(basemul_acc(ntt(a),
 *     ntt(1))) = a mod q, output |c| < q;
 *   - invntt(basemul_acc(ntt(x_p), Y_p, k)) = sum x_p y_p (k = 1..4) with
 *     14-bit Y (the decoded wire values), and from_base(basemul_acc(...))
 *     = the NTT of that sum;
 *   - every backend the CPU runs, portable and AVX2, on input kinds that
 *     include all +q, all -q and +-q alternating (the largest magnitudes the
 *     contract allows: a planted overflow in a vector backend, e.g. the extra
 *     reductions of the K-RED schedule removed, fails here);
 *   - the stated domain factor D of each backend is what from_base makes of
 *     ones, and the one its arithmetic defines (2^16, k^-2 = 3^-2);
 *   - each backend's registry row is the registry's entry of its name and
 *     impl (by address), its forward stage the backend's ntt;
 *   - the picker: the backend of each forced entry, the family's default
 *     when schoolbook is forced, portable under pqpoly_set_impl("portable").
 * Exit 1 on any difference. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/check.h"
#include "common/cpu.h"
#include "common/pick.h"
#include "pqpoly/impl.h"
#include "pqpoly/poly.h"
#include "ring/newhope/backend.h"

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

/* 3^-2 mod q: K-RED's k^-2. */
static int64_t inv9(void) { return pw(9, Q - 2); }

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

static void test_backend(const pqpoly_newhope_backend *b) {
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

/* The registry row of the backend: the registry's entry of its name and
 * impl, by address, whose forward stage is the backend's ntt. */
static void test_row(const pqpoly_newhope_backend *b) {
    const pqpoly_mul_entry *e = pqpoly_mul_find_impl("newhope", b->name, PQPOLY_BIG_BIG, b->impl);
    char what[120];
    snprintf(what, sizeof what, "%s/%s: its row is the registry's entry", b->name, b->impl);
    check(e != NULL && b->row->count == 1 && e == &b->row->entries[0] && e->isa == b->isa &&
              e->transform != NULL && e->transform->bytes == N * sizeof(int16_t),
          what);
    if (e == NULL || e->transform == NULL) return;
    _Alignas(32) int16_t a[N], t1[N], t2[N];
    fill(a, 0);
    e->transform->forward_a(t1, a);
    memcpy(t2, a, sizeof t2);
    b->ntt(t2);
    snprintf(what, sizeof what, "%s/%s: the row's forward = ntt", b->name, b->impl);
    check(memcmp(t1, t2, sizeof t1) == 0, what);
}

/* D as data: the stated factor is what from_base makes of ones, and the one
 * the arithmetic defines (Montgomery 2^16, K-RED k^-2, k = 3). */
static void test_domain(const pqpoly_newhope_backend *b) {
    static int16_t x[N];
    int64_t want = strcmp(b->arith, "montgomery") == 0 ? 65536 : pw(inv9(), 1);
    int ok = abs(b->domain) <= (Q - 1) / 2 && md(b->domain) == md(want);
    for (unsigned i = 0; i < N; i++) x[i] = 1;
    b->from_base(x);
    for (unsigned i = 0; i < N; i++) ok &= md(x[i]) == md(b->domain);
    char what[128];
    snprintf(what, sizeof what, "%s/%s: stated D = %d = from_base(1) = the %s factor", b->name, b->impl, b->domain,
             b->arith);
    check(ok, what);
}

/* The picker: the backend of each forced row (by address, so by name and
 * impl), the default (the first backend of the best usable set) when a
 * multiplier of no backend is forced, portable ones under the portable
 * class. */
static void test_pick(void) {
    const pqpoly_ring *ring = pqpoly_ring_get("newhope");
    size_t n = pqpoly_newhope_backend_count();
    uint32_t isa[16];
    char what[160];
    check(n >= 3 && n <= 16 && pqpoly_newhope_backend_at(n) == NULL, "backend list: count and at");
    for (size_t i = 0; i < n && i < 16; i++) isa[i] = pqpoly_newhope_backend_at(i)->isa;
    for (int cls = 0; cls < 2; cls++) {
        check(pqpoly_set_impl(cls ? "portable" : "native") == 0, "pqpoly_set_impl");
        for (size_t i = 0; i < n; i++) {
            const pqpoly_newhope_backend *be = pqpoly_newhope_backend_at(i);
            check(pqpoly_ring_force_mul(ring, PQPOLY_BIG_BIG, be->name) == 0, "force");
            const pqpoly_mul_entry *e = pqpoly_ring_default_mul(ring, PQPOLY_BIG_BIG);
            const pqpoly_newhope_backend *got = pqpoly_newhope_backend_pick();
            snprintf(what, sizeof what, "%s forced (%s class): the backend of the selected row (%s/%s)", be->name,
                     cls ? "portable" : "native", got->name, got->impl);
            check(e != NULL && got->row->entries == e && strcmp(got->name, be->name) == 0 &&
                      (!cls || got->isa == PQPOLY_ISA_PORTABLE),
                  what);
        }
        check(pqpoly_ring_force_mul(ring, PQPOLY_BIG_BIG, "schoolbook") == 0, "force schoolbook");
        size_t k = pqpoly_pick(isa, n, pqpoly_isa_usable());
        const pqpoly_newhope_backend *got = pqpoly_newhope_backend_pick();
        snprintf(what, sizeof what, "schoolbook forced (%s class): the default backend %s/%s",
                 cls ? "portable" : "native", got->name, got->impl);
        check(k < n && got == pqpoly_newhope_backend_at(k) && strcmp(got->arith, "montgomery") == 0 &&
                  (!cls || got->isa == PQPOLY_ISA_PORTABLE),
              what);
        check(pqpoly_ring_force_mul(ring, PQPOLY_BIG_BIG, NULL) == 0, "unforce");
    }
    check(pqpoly_set_impl("native") == 0, "pqpoly_set_impl native");
}

int main(void) {
    for (size_t i = 0; i < pqpoly_newhope_backend_count(); i++) {
        const pqpoly_newhope_backend *b = pqpoly_newhope_backend_at(i);
        if (!pqpoly_isa_fits(b->isa, pqpoly_cpu_isa())) {
            printf("SKIPPED %s/%s (CPU lacks it)\n", b->name, b->impl);
            continue;
        }
        test_domain(b);
        test_row(b);
        test_backend(b);
    }
    test_pick();
    printf("newhope_ntt: %d passed, %d failed\n", check_passed, check_failed);
    return check_failed != 0;
}
