/* The NTTRU-ring backends (src/ring/nttru/backend.h) against
 * definitions computed here with plain integer arithmetic (no table of the
 * library is trusted: the roots are recomputed as powers of 20):
 *   - Montgomery and Plantard multiplications by every twiddle, over int16;
 *   - ntt = the residues a mod (x^3 - zeta_b) in the reference code's block
 *     order, within ntt_bound, for random and extreme inputs (|a| = q);
 *   - transform o inverse = identity: invntt(D^-1 x) = a for x the true
 *     residues of a (D the backend's domain factor);
 *   - invntt(basemul_acc(X_p, Y_p, k)) = sum x_p y_p for k = 1..4 with
 *     extreme inputs (ntt outputs and 13-bit values up to 8191), within q;
 *   - from_base(basemul_acc(...)) = the residues of that sum;
 *   - baseinv: the inverse of an invertible f-hat (product = 1), and -1 when
 *     one residue is zero;
 *   - the stated domain factor D of each backend is what from_base makes of
 *     ones, and the one its arithmetic defines (Montgomery 2^16, Plantard
 *     -2^32);
 *   - each backend's registry row is the registry's entry of its name and
 *     impl (by address), its forward stage the backend's ntt;
 *   - the picker: the backend of each forced entry, the family's default
 *     when schoolbook is forced, portable under pqpoly_set_impl("portable").
 * The lane-order backends (AVX2) run the same checks through an adapter that
 * permutes to and from the canonical order around each call, and their
 * lane permutations are checked against the definition of the order.
 * Closing line "nttru_ntt: N passed, N failed"; exit 1 on any failure. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/pick.h"
#include "ntt/tables/nttru_montgomery.h"
#include "ntt/tables/nttru_plantard.h"
#include "pqpoly/impl.h"
#include "pqpoly/poly.h"
#include "ring/nttru/backend.h"
#include "common/check.h"

#define Q 7681
#define N 768

static int64_t md(int64_t x) { return ((x % Q) + Q) % Q; }
static int64_t pw(int64_t b, unsigned e) {
    int64_t r = 1;
    b = md(b);
    while (e--) r = md(r * b);
    return r;
}
static int64_t inv(int64_t x) { return pw(x, Q - 2); }

static uint64_t rng = 0x9e3779b97f4a7c15ull;
static uint32_t rnd(void) {
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (uint32_t)(rng >> 11);
}

/* zeta_b of block b, from the tree of exponents e(k) (tools/tables/nttru.py
 * documents it; recomputed here). */
static int64_t zeta_block(unsigned b) {
    unsigned e[256];
    e[1] = 128;
    e[2] = 64;
    e[3] = 320;
    for (unsigned k = 2; k < 128; k++) {
        e[2 * k] = e[k] / 2;
        e[2 * k + 1] = (e[k] + 384) / 2;
    }
    int64_t z = pw(20, e[128 + b / 2]);
    return b & 1 ? md(-z) : z;
}

/* x = a mod (x^3 - zeta_b) for every block, values in [0, q). */
static void residues(int64_t x[N], const int64_t *a) {
    for (unsigned b = 0; b < N / 3; b++) {
        int64_t z = zeta_block(b), zp = 1, r[3] = {0, 0, 0};
        for (unsigned i = 0; i < N; i += 3) { /* x^i = zeta^(i/3) */
            for (unsigned l = 0; l < 3; l++) r[l] = md(r[l] + a[i + l] * zp);
            zp = md(zp * z);
        }
        for (unsigned l = 0; l < 3; l++) x[3 * b + l] = r[l];
    }
}

/* c = a b in the ring, over Z then mod q. */
static void ring_mul(int64_t c[N], const int64_t *a, const int64_t *b) {
    static int64_t t[2 * N];
    memset(t, 0, sizeof t);
    for (unsigned i = 0; i < N; i++)
        for (unsigned j = 0; j < N; j++) t[i + j] = md(t[i + j] + a[i] * b[j]);
    for (unsigned i = 2 * N - 1; i >= N; i--) { /* x^n = x^(n/2) - 1 */
        t[i - N / 2] = md(t[i - N / 2] + t[i]);
        t[i - N] = md(t[i - N] - t[i]);
    }
    for (unsigned i = 0; i < N; i++) c[i] = t[i];
}

static void check_tables(void) {
    int ok = 1;
    for (unsigned b = 0; b < N / 3; b += 2) {
        int64_t z = zeta_block(b);
        for (int32_t a = -32768; a < 32768; a += 97) {
            int16_t rm = nttru_fqmul((int16_t)a, pqpoly_nttru_mont_zetas[128 + b / 2]);
            int16_t rp = nttru_plantard_mulc((int16_t)a, pqpoly_nttru_plantard_zetas[128 + b / 2]);
            if (md(rm - a * z) != 0 || md(rp - a * z) != 0 || rp > NTTRU_HALF || rp < -NTTRU_PLANTARD_OUT)
                ok = 0;
        }
    }
    check(ok, "twiddles of the last layer are zeta_b (Montgomery and Plantard)");
}

static void fill(int16_t *a, unsigned n, int kind, int bound) {
    for (unsigned i = 0; i < n; i++) {
        switch (kind) {
        case 0: a[i] = (int16_t)((int)(rnd() % (2u * (unsigned)bound + 1)) - bound); break;
        case 1: a[i] = (int16_t)bound; break;
        case 2: a[i] = (int16_t)-bound; break;
        case 4: a[i] = (int16_t)(rnd() & 1 ? bound : -bound); break; /* full magnitude, random signs */
        default: a[i] = (int16_t)(i & 1 ? bound : -bound); break;
        }
    }
}

static void check_backend(const pqpoly_nttru_backend *be, int64_t dinv) {
    static int16_t a[4 * N], x[4 * N], y[4 * N], r[N];
    static int64_t a64[N], b64[N], want[N], t64[N], acc[N];
    char what[160];
    /* the NTTRU KEM adds a base_acc output to an ntt output in int16
     * (src/kem/nttru/kem.c, encrypt) */
    snprintf(what, sizeof what, "%s ntt_bound + acc_bound = %d < 2^15", be->name, be->ntt_bound + be->acc_bound);
    check(be->ntt_bound + be->acc_bound < 32768, what);
    for (int kind = 0; kind < 5; kind++) {
        /* forward against the residues */
        fill(a, N, kind, Q);
        for (unsigned i = 0; i < N; i++) a64[i] = a[i];
        memcpy(x, a, N * sizeof a[0]);
        be->ntt(x);
        residues(want, a64);
        int ok = 1, inb = 1;
        for (unsigned i = 0; i < N; i++) {
            ok &= md(x[i]) == want[i];
            inb &= x[i] <= be->ntt_bound && x[i] >= -be->ntt_bound;
        }
        snprintf(what, sizeof what, "%s ntt = residues, within %d (kind %d)", be->name, be->ntt_bound, kind);
        check(ok && inb, what);

        /* inverse of the true residues times D^-1 gives a back */
        for (unsigned i = 0; i < N; i++) r[i] = (int16_t)(md(want[i] * dinv) - (md(want[i] * dinv) > Q / 2 ? Q : 0));
        be->invntt(r);
        ok = 1;
        for (unsigned i = 0; i < N; i++) ok &= md(r[i]) == md(a64[i]) && r[i] < Q && r[i] > -Q;
        snprintf(what, sizeof what, "%s invntt(D^-1 ntt(a)) = a (kind %d)", be->name, kind);
        check(ok, what);

        /* k products, operands of both kinds at their extremes */
        for (unsigned k = 1; k <= 4; k++) {
            for (unsigned p = 0; p < k; p++) {
                fill(a, N, kind, Q);
                memcpy(&x[p * N], a, N * sizeof a[0]);
                be->ntt(&x[p * N]);
                fill(&y[p * N], N, kind == 0 ? 0 : (kind + (int)p) % 3 + 1, NTTRU_BASE_IN);
            }
            /* reference: sum over p of residues(a_p) o Y_p, blockwise */
            memset(want, 0, sizeof want);
            for (unsigned p = 0; p < k; p++) {
                int64_t xa[N];
                for (unsigned i = 0; i < N; i++) xa[i] = x[p * N + i];
                for (unsigned bl = 0; bl < N / 3; bl++) {
                    int64_t z = zeta_block(bl);
                    const int64_t *u = &xa[3 * bl];
                    int64_t v[3] = {y[p * N + 3 * bl], y[p * N + 3 * bl + 1], y[p * N + 3 * bl + 2]};
                    want[3 * bl] = md(want[3 * bl] + u[0] * v[0] + z * (u[1] * v[2] + u[2] * v[1]));
                    want[3 * bl + 1] = md(want[3 * bl + 1] + u[0] * v[1] + u[1] * v[0] + z * u[2] * v[2]);
                    want[3 * bl + 2] = md(want[3 * bl + 2] + u[0] * v[2] + u[1] * v[1] + u[2] * v[0]);
                }
            }
            be->basemul_acc(r, x, y, k);
            ok = 1;
            for (unsigned i = 0; i < N; i++)
                ok &= md(r[i] * (dinv == 1 ? 1 : inv(dinv))) == want[i] && r[i] <= be->acc_bound &&
                      r[i] >= -be->acc_bound;
            snprintf(what, sizeof what, "%s basemul_acc k=%u = sum of products times D^-1 (kind %d)", be->name, k, kind);
            check(ok, what);
            int16_t s[N];
            memcpy(s, r, sizeof s);
            be->from_base(s);
            ok = 1;
            for (unsigned i = 0; i < N; i++) ok &= md(s[i]) == want[i] && s[i] < Q && s[i] > -Q;
            snprintf(what, sizeof what, "%s from_base (kind %d, k=%u)", be->name, kind, k);
            check(ok, what);
            /* invntt gives the polynomial whose residues are want */
            be->invntt(r);
            for (unsigned i = 0; i < N; i++) t64[i] = r[i];
            residues(acc, t64);
            ok = 1;
            for (unsigned i = 0; i < N; i++) ok &= acc[i] == want[i] && r[i] < Q && r[i] > -Q;
            snprintf(what, sizeof what, "%s invntt(basemul_acc) k=%u (kind %d)", be->name, k, kind);
            check(ok, what);
        }
    }

    /* products of polynomials: invntt(basemul(ntt a, ntt b)) = a b */
    for (int t = 0; t < 2; t++) {
        fill(a, N, t ? 1 : 0, (Q - 1) / 2);
        fill(&a[N], N, t ? 3 : 0, (Q - 1) / 2);
        for (unsigned i = 0; i < N; i++) {
            a64[i] = a[i];
            b64[i] = a[N + i];
        }
        ring_mul(want, a64, b64);
        memcpy(x, a, 2 * N * sizeof a[0]);
        be->ntt(x);
        be->ntt(&x[N]);
        be->basemul_acc(r, x, &x[N], 1);
        be->invntt(r);
        int ok = 1;
        for (unsigned i = 0; i < N; i++) ok &= md(r[i]) == want[i];
        snprintf(what, sizeof what, "%s product against schoolbook (%s)", be->name, t ? "extreme" : "random");
        check(ok, what);
    }

    /* base inversion: f = 1 + 3 (ternary) is invertible for these seeds */
    for (int t = 0; t < 4; t++) {
        for (unsigned i = 0; i < N; i++) a[i] = (int16_t)(3 * ((int)(rnd() % 3) - 1) + (i == 0));
        memcpy(x, a, N * sizeof a[0]);
        be->ntt(x);
        int rc = be->baseinv(y, x);
        int inv_ok = 1;
        for (unsigned i = 0; i < N; i++) {
            a64[i] = x[i];
            inv_ok &= y[i] < Q && y[i] > -Q;
        }
        if (rc == 0) {
            be->basemul_acc(r, x, y, 1);
            be->from_base(r);
            for (unsigned i = 0; i < N; i++) inv_ok &= md(r[i]) == (i % 3 == 0);
        }
        snprintf(what, sizeof what, "%s baseinv of an invertible f-hat (rc %d)", be->name, rc);
        check(rc == 0 && inv_ok, what);
        unsigned blk = rnd() % (N / 3);
        x[3 * blk] = x[3 * blk + 1] = x[3 * blk + 2] = (int16_t)(t & 1 ? Q : 0);
        snprintf(what, sizeof what, "%s baseinv refuses a zero residue (block %u)", be->name, blk);
        check(be->baseinv(y, x) == -1, what);
    }
}

/* The registry row of the backend: the registry's entry of its name and
 * impl, by address, whose forward stage is the backend's ntt. */
static void check_row(const pqpoly_nttru_backend *be) {
    const pqpoly_mul_entry *e = pqpoly_mul_find_impl("nttru", be->name, PQPOLY_BIG_BIG, be->impl);
    const pqpoly_transform *t = e != NULL ? e->transform : NULL;
    char what[128];
    snprintf(what, sizeof what, "%s (%s): its row is the registry's entry", be->name, be->impl);
    check(e != NULL && be->row->count == 1 && e == &be->row->entries[0] && e->isa == be->isa && t != NULL &&
              t->bytes == N * sizeof(int16_t),
          what);
    if (t == NULL) return;
    static int16_t a[N], x[N], y[N];
    fill(a, N, 0, Q);
    t->forward_a(x, a);
    memcpy(y, a, sizeof a);
    be->ntt(y);
    snprintf(what, sizeof what, "%s (%s): the row's forward = ntt", be->name, be->impl);
    check(memcmp(x, y, sizeof x) == 0, what);
}

/* D as data: the stated factor is what from_base makes of ones (any order:
 * every value is 1), and the one the arithmetic defines. */
static void check_domain(const pqpoly_nttru_backend *be) {
    static int16_t x[N];
    int64_t want = strcmp(be->arith, "montgomery") == 0 ? 65536 : -(1ll << 32);
    int ok = be->domain >= -(Q - 1) / 2 && be->domain <= (Q - 1) / 2 && md(be->domain) == md(want);
    for (unsigned i = 0; i < N; i++) x[i] = 1;
    be->from_base(x);
    for (unsigned i = 0; i < N; i++) ok &= md(x[i]) == md(be->domain);
    char what[128];
    snprintf(what, sizeof what, "%s (%s): stated D = %d = from_base(1) = the %s factor", be->name, be->impl,
             be->domain, be->arith);
    check(ok, what);
}

/* ---- the lane-order backends through the canonical order ---------------- */
static const pqpoly_nttru_backend *lane_be;
static void ad_ntt(int16_t r[N]) {
    lane_be->ntt(r);
    lane_be->to_canonical(r);
}
static void ad_basemul(int16_t r[N], const int16_t *a, const int16_t *b, unsigned k) {
    static int16_t ta[4 * N], tb[4 * N];
    memcpy(ta, a, (size_t)k * N * sizeof a[0]);
    memcpy(tb, b, (size_t)k * N * sizeof b[0]);
    for (unsigned p = 0; p < k; p++) {
        lane_be->from_canonical(&ta[p * N]);
        lane_be->from_canonical(&tb[p * N]);
    }
    lane_be->basemul_acc(r, ta, tb, k);
    lane_be->to_canonical(r);
}
static void ad_invntt(int16_t r[N]) {
    lane_be->from_canonical(r);
    lane_be->invntt(r);
}
static void ad_from_base(int16_t r[N]) {
    lane_be->from_canonical(r);
    lane_be->from_base(r);
    lane_be->to_canonical(r);
}
static int ad_baseinv(int16_t r[N], const int16_t a[N]) {
    static int16_t t[N];
    memcpy(t, a, sizeof t);
    lane_be->from_canonical(t);
    int rc = lane_be->baseinv(r, t);
    lane_be->to_canonical(r);
    return rc;
}
/* ntt_short(t, s) = ntt(s t) mod q within ntt_bound, for ternary t
 * (random, all 1, all -1, alternating, random signs) and s at both extremes (+-(q-1)/2),
 * +-1, 0, the KEM's scale -2^16 mod q and random values. */
static void check_short(const pqpoly_nttru_backend *be) {
    static int16_t t[N], x[N], y[N];
    const int16_t fixed[] = {1, -1, (Q - 1) / 2, -(Q - 1) / 2, 0, (int16_t)(Q - 65536 % Q), -3593};
    int ok = 1, bound = 1;
    if (be->ntt_short == NULL) return;
    for (int rep = 0; rep < 12; rep++) {
        int16_t s = rep < 7 ? fixed[rep] : (int16_t)((int)(rnd() % Q) - (Q - 1) / 2);
        for (int kind = 0; kind < 5; kind++) {
            fill(t, N, kind, 1);
            for (unsigned i = 0; i < N; i++) y[i] = (int16_t)(s * t[i]);
            memcpy(x, t, sizeof x);
            be->ntt_short(x, s);
            be->ntt(y);
            for (unsigned i = 0; i < N; i++) {
                ok &= md(x[i]) == md(y[i]);
                bound &= x[i] <= be->ntt_bound && x[i] >= -be->ntt_bound;
            }
        }
    }
    char what[128];
    snprintf(what, sizeof what, "%s ntt_short(t, s) = ntt(s t) mod q, ternary t, |s| <= (q-1)/2", be->name);
    check(ok, what);
    snprintf(what, sizeof what, "%s ntt_short output within ntt_bound", be->name);
    check(bound, what);
}

/* acc_in_place: basemul_acc(x, x, y, 1) = basemul_acc(z, x, y, 1) on
 * random values and on every value at the bound's magnitude. */
static void check_in_place(const pqpoly_nttru_backend *be) {
    static int16_t x[N], y[N], z[N];
    int ok = 1;
    if (!be->acc_in_place) return;
    int bound = be->ntt_bound > NTTRU_BASE_IN ? be->ntt_bound : NTTRU_BASE_IN;
    for (int kind = 0; kind < 5; kind++) {
        fill(x, N, kind, bound);
        fill(y, N, kind == 1 ? 2 : 0, bound);
        be->basemul_acc(z, x, y, 1);
        be->basemul_acc(x, x, y, 1);
        ok &= memcmp(x, z, sizeof x) == 0;
    }
    char what[128];
    snprintf(what, sizeof what, "%s basemul_acc(a, a, b, 1) in place = out of place", be->name);
    check(ok, what);
}

static void check_lane_backend(const pqpoly_nttru_backend *be, int64_t dinv) {
    static int16_t a[N], x[N];
    int ok = 1;
    /* the lane order by its definition: lane k of row j of block g holds
     * canonical value 96 g + 6 k + j */
    for (unsigned i = 0; i < N; i++) a[i] = (int16_t)i;
    memcpy(x, a, sizeof x);
    be->from_canonical(x);
    for (unsigned g = 0; g < 8; g++)
        for (unsigned j = 0; j < 6; j++)
            for (unsigned k = 0; k < 16; k++) ok &= x[96 * g + 16 * j + k] == (int16_t)(96 * g + 6 * k + j);
    be->to_canonical(x);
    ok &= memcmp(x, a, sizeof x) == 0;
    char what[128];
    snprintf(what, sizeof what, "%s (%s) lane permutations are the reference's order", be->name, be->impl);
    check(ok, what);
    lane_be = be;
    pqpoly_nttru_backend ad = *be;
    ad.order = NTTRU_ORDER_CANONICAL;
    ad.ntt = ad_ntt;
    ad.basemul_acc = ad_basemul;
    ad.invntt = ad_invntt;
    ad.from_base = ad_from_base;
    ad.baseinv = ad_baseinv;
    check_backend(&ad, dinv);
}

/* The picker: the backend of each forced row (by address, so by name and
 * impl), the default (the first backend of the best usable set) when a
 * multiplier of no backend is forced, portable ones under the portable
 * class. */
static void check_pick(void) {
    const pqpoly_ring *ring = pqpoly_ring_get("nttru");
    size_t n = pqpoly_nttru_backend_count();
    uint32_t isa[16];
    char what[160];
    check(n >= 2 && n <= 16 && pqpoly_nttru_backend_at(n) == NULL, "backend list: count and at");
    for (size_t i = 0; i < n && i < 16; i++) isa[i] = pqpoly_nttru_backend_at(i)->isa;
    for (int cls = 0; cls < 2; cls++) {
        check(pqpoly_set_impl(cls ? "portable" : "native") == 0, "pqpoly_set_impl");
        for (size_t i = 0; i < n; i++) {
            const pqpoly_nttru_backend *be = pqpoly_nttru_backend_at(i);
            check(pqpoly_ring_force_mul(ring, PQPOLY_BIG_BIG, be->name) == 0, "force");
            const pqpoly_mul_entry *e = pqpoly_ring_default_mul(ring, PQPOLY_BIG_BIG);
            const pqpoly_nttru_backend *got = pqpoly_nttru_backend_pick();
            snprintf(what, sizeof what, "%s forced (%s class): the backend of the selected row (%s/%s)", be->name,
                     cls ? "portable" : "native", got->name, got->impl);
            check(e != NULL && got->row->entries == e && strcmp(got->name, be->name) == 0 &&
                      (!cls || got->isa == PQPOLY_ISA_PORTABLE),
                  what);
        }
        check(pqpoly_ring_force_mul(ring, PQPOLY_BIG_BIG, "schoolbook") == 0, "force schoolbook");
        size_t k = pqpoly_pick(isa, n, pqpoly_isa_usable());
        const pqpoly_nttru_backend *got = pqpoly_nttru_backend_pick();
        snprintf(what, sizeof what, "schoolbook forced (%s class): the default backend %s/%s", cls ? "portable" : "native",
                 got->name, got->impl);
        check(k < n && got == pqpoly_nttru_backend_at(k) && strcmp(got->arith, "montgomery") == 0 &&
                  (!cls || got->isa == PQPOLY_ISA_PORTABLE),
              what);
        check(pqpoly_ring_force_mul(ring, PQPOLY_BIG_BIG, NULL) == 0, "unforce");
    }
    check(pqpoly_set_impl("native") == 0, "pqpoly_set_impl native");
}

int main(void) {
    check_tables();
    for (size_t i = 0; i < pqpoly_nttru_backend_count(); i++) {
        const pqpoly_nttru_backend *be = pqpoly_nttru_backend_at(i);
        if (!pqpoly_isa_fits(be->isa, pqpoly_cpu_isa())) {
            printf("SKIPPED %s/%s (CPU lacks it)\n", be->name, be->impl);
            continue;
        }
        check_domain(be);
        check_row(be);
        int64_t dinv = inv(md(be->domain));
        if (be->order == NTTRU_ORDER_LANES) {
            check_lane_backend(be, dinv);
        } else {
            check(be->to_canonical == NULL && be->from_canonical == NULL, "canonical order: no permutation");
            check_backend(be, dinv);
        }
        check_short(be);
        check_in_place(be);
        if (strcmp(be->impl, "avx2") == 0 && strcmp(be->arith, "plantard") == 0) {
            check(be->ntt_short != NULL, "ntt-plantard (avx2) has ntt_short");
            check(be->acc_in_place, "ntt-plantard (avx2) has acc_in_place");
        }
    }
    check_pick();
    printf("nttru_ntt: %d passed, %d failed\n", check_passed, check_failed);
    return check_failed != 0;
}
