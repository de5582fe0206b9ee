/* pqpoly check [--ring RING] [--algo ALGO] [--impl IMPL] [--count N]
 *
 * Cross-checks every registered multiplier against the portable schoolbook
 * entry of its ring: random operands, the extreme operands (every
 * coefficient at the largest magnitude of either sign), small b (in
 * [-small_bound, small_bound]: 5 for saber, ternary elsewhere) for big*small
 * entries and in eight trials of every entry, the
 * output range, and — for staged entries — that forward/base/inverse
 * composed equals mul.  Every implementation is an entry of its own: each
 * one this CPU runs is checked, whatever PQPOLY_IMPL says (--impl IMPL keeps
 * only the implementation IMPL); for each other one a line
 *   SKIPPED <ring> <name>/<impl> (CPU lacks <isa>)
 * is printed instead.  Prints one line per entry ("ok  " or "FAIL", ring,
 * name, operands, implementation, and why it failed) and a closing
 * "N passed, N failed" line; exit status 1 if anything failed.
 * Bad usage is refused before any check runs (exit 2, one line): an unknown
 * ring, multiplier or implementation, a --ring/--algo/--impl selection
 * that names no entry (that used
 * to print "0 passed, 0 failed" and exit 0, as if all was well), and a
 * --count that is not a number from 0 to 1000000 (it was atoi: `abc` ran
 * with 0). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pqpoly/pqpoly.h"
#include "verbs.h"

static uint64_t rng_state = 0x9e3779b97f4a7c15ull;

static uint64_t next_u64(void) { /* xorshift64*: test data only */
    rng_state ^= rng_state >> 12;
    rng_state ^= rng_state << 25;
    rng_state ^= rng_state >> 27;
    return rng_state * 0x2545f4914f6cdd1dull;
}

static int16_t lo_of(const pqpoly_ring *r) { return (int16_t)(r->q % 2 ? -(r->q - 1) / 2 : -r->q / 2); }
static int16_t hi_of(const pqpoly_ring *r) { return (int16_t)((r->q - 1) / 2); }

/* Fill p: kind 0 random in range, 1 all max, 2 all min, 3 alternating extremes,
 * 4 random ternary. */
static void fill(int16_t *p, const pqpoly_ring *r, int kind) {
    int16_t lo = lo_of(r), hi = hi_of(r), sb = r->small_bound;
    for (int i = 0; i < r->n; i++) {
        switch (kind) {
        case 0: p[i] = (int16_t)(lo + (int)(next_u64() % (uint64_t)(hi - lo + 1))); break;
        case 1: p[i] = hi; break;
        case 2: p[i] = lo; break;
        case 3: p[i] = (i & 1) ? hi : lo; break;
        default: p[i] = (int16_t)((int)(next_u64() % (uint64_t)(2 * sb + 1)) - sb); break;
        }
    }
}

/* Accumulation stages (block recombination of the saber entries, the NTT
 * entries' sums in their NTT domain): inverse_acc(base_acc(k pairs), k) must
 * be the sum of the k schoolbook products mod q, for k = 1..4, with extreme a
 * and b at the operand kind's extremes (k times the largest product) and
 * random ones. */
static int check_accumulation(const pqpoly_mul_entry *e, const pqpoly_ring *r,
                              const pqpoly_mul_entry *ref, const char **why) {
    static _Alignas(32) unsigned char ta[4 * 8192], tb[4 * 8192], tc[8192];
    int16_t a[2048], b[2048], c[2048], d[2048];
    int64_t sum[2048];
    const pqpoly_transform *t = e->transform;
    if (t == NULL || t->base_acc == NULL) return 1;
    if (t->bytes > 8192 || t->bytes % 32 != 0) {
        *why = "accumulation stages: transform buffer above 8192 bytes or not 32-byte aligned";
        return 0;
    }
    for (unsigned k = 1; k <= 4; k++)
        for (int trial = 0; trial < 3; trial++) {
            for (int i = 0; i < r->n; i++) sum[i] = 0;
            for (unsigned j = 0; j < k; j++) {
                fill(a, r, trial == 0 ? 1 : trial == 1 ? 2 : 0);
                fill(b, r, e->operands == PQPOLY_BIG_SMALL ? 4 : trial == 2 ? 0 : 1 + trial);
                if (trial < 2 && e->operands == PQPOLY_BIG_SMALL)
                    for (int i = 0; i < r->n; i++) b[i] = (int16_t)(trial ? -r->small_bound : r->small_bound);
                ref->mul(d, a, b, r);
                for (int i = 0; i < r->n; i++) sum[i] += d[i];
                t->forward_a(ta + j * t->bytes, a);
                t->forward_b(tb + j * t->bytes, b);
            }
            t->base_acc(tc, ta, tb, k);
            t->inverse_acc(c, tc, k);
            for (int i = 0; i < r->n; i++)
                if ((((int64_t)c[i] - sum[i]) % r->q) != 0) {
                    *why = "inverse_acc(base_acc(k pairs)) differs from the sum of the products";
                    return 0;
                }
        }
    return 1;
}

static int check_entry(const pqpoly_mul_entry *e, const pqpoly_ring *r, int count, const char **why) {
    const pqpoly_mul_entry *ref = pqpoly_mul_find_impl(r->name, "schoolbook", PQPOLY_BIG_BIG, "portable");
    int16_t a[2048], b[2048], c[2048], d[2048];
    static _Alignas(32) unsigned char ta[PQPOLY_TRANSFORM_MAX_BYTES], tb[PQPOLY_TRANSFORM_MAX_BYTES];
    int small = e->operands == PQPOLY_BIG_SMALL;
    if (e->transform && e->transform->bytes > PQPOLY_TRANSFORM_MAX_BYTES) {
        *why = "transform buffer larger than PQPOLY_TRANSFORM_MAX_BYTES";
        return 0;
    }
    for (int t = 0; t < count + 20; t++) {
        /* The last 8 trials give every entry (big*big too) a small b, up to
         * the ring's small_bound, against extreme and random a. */
        int tail = t >= count + 12, sm = small || tail;
        int ka = t < 12 ? 1 + t % 3 : tail ? t % 4 : 0;  /* extremes first, then random */
        int kb = sm ? ((t < 12 || tail) && t % 4 == 3 ? 0 : 4) : (t < 12 ? 1 + (t / 3) % 3 : 0);
        fill(a, r, ka);
        fill(b, r, kb);
        if (sm && kb == 0) /* extreme small: all -small_bound or all +small_bound */
            for (int i = 0; i < r->n; i++) b[i] = (int16_t)(t & 1 ? r->small_bound : -r->small_bound);
        ref->mul(d, a, b, r);
        e->mul(c, a, b, r);
        for (int i = 0; i < r->n; i++) {
            if (c[i] < lo_of(r) || c[i] > hi_of(r)) { *why = "output coefficient outside the centered range"; return 0; }
            if (c[i] != d[i]) { *why = "product differs from schoolbook"; return 0; }
        }
        if (e->transform) {
            e->transform->forward_a(ta, a);
            e->transform->forward_b(tb, b);
            e->transform->base(ta, ta, tb);
            e->transform->inverse(c, ta);
            if (memcmp(c, d, (size_t)r->n * sizeof c[0]) != 0) {
                *why = "staged forward/base/inverse differs from schoolbook";
                return 0;
            }
        }
    }
    return check_accumulation(e, r, ref, why);
}

int cmd_check(int argc, char **argv) {
    static const char *usage = "usage: pqpoly check [--ring RING] [--algo ALGO] [--impl IMPL] [--count N]";
    const char *ring_name = NULL, *algo = NULL, *impl = NULL;
    int count = 20, passed = 0, failed = 0;
    for (int i = 1; i < argc; i++) {
        if (i + 1 < argc && strcmp(argv[i], "--ring") == 0) ring_name = argv[++i];
        else if (i + 1 < argc && strcmp(argv[i], "--algo") == 0) algo = argv[++i];
        else if (i + 1 < argc && strcmp(argv[i], "--impl") == 0) impl = argv[++i];
        else if (i + 1 < argc && strcmp(argv[i], "--count") == 0) {
            const char *v = argv[++i];
            char *end;
            long c;
            errno = 0;
            c = strtol(v, &end, 10);
            if (end == v || *end != '\0' || errno == ERANGE || c < 0 || c > 1000000)
                return tool_error("--count wants a number from 0 to 1000000, not '%s'", v);
            count = (int)c;
        } else
            return tool_error("%s", usage);
    }
    if (ring_name && !pqpoly_ring_get(ring_name))
        return tool_error("unknown ring '%s' (see 'pqpoly list')", ring_name);
    if (impl && !tool_impl_known(impl)) return tool_impl_refused(impl);
    if (algo) {
        size_t known = 0, selected = 0;
        for (size_t j = 0; j < pqpoly_mul_count(); j++) {
            const pqpoly_mul_entry *e = pqpoly_mul_at(j);
            if (strcmp(algo, e->name) != 0) continue;
            known++;
            selected += ring_name == NULL || strcmp(ring_name, e->ring) == 0;
        }
        if (known == 0) return tool_error("unknown multiplier '%s' (see 'pqpoly list')", algo);
        if (selected == 0)
            return tool_error("ring '%s' has no multiplier '%s' (see 'pqpoly list')", ring_name, algo);
    }
    if (impl) {
        size_t selected = 0;
        for (size_t j = 0; j < pqpoly_mul_count(); j++) {
            const pqpoly_mul_entry *e = pqpoly_mul_at(j);
            selected += strcmp(impl, e->impl) == 0 && (ring_name == NULL || strcmp(ring_name, e->ring) == 0) &&
                        (algo == NULL || strcmp(algo, e->name) == 0);
        }
        if (selected == 0)
            return tool_error("the selection has no implementation '%s' (see 'pqpoly list')", impl);
    }
    for (size_t j = 0; j < pqpoly_mul_count(); j++) {
        const pqpoly_mul_entry *e = pqpoly_mul_at(j);
        const pqpoly_ring *r = pqpoly_ring_get(e->ring);
        const char *why = "";
        if (ring_name && strcmp(ring_name, e->ring) != 0) continue;
        if (algo && strcmp(algo, e->name) != 0) continue;
        if (impl && strcmp(impl, e->impl) != 0) continue;
        if (r == NULL) {
            printf("FAIL %-15s %-22s registered for an unknown ring\n", e->ring, e->name);
            failed++;
            continue;
        }
        if (!tool_runnable(e)) {
            tool_print_skipped(stdout, e);
            continue;
        }
        int ok = check_entry(e, r, count, &why);
        printf("%s %-15s %-22s %-9s %-8s %s\n", ok ? "ok  " : "FAIL", e->ring, e->name,
               e->operands == PQPOLY_BIG_SMALL ? "big*small" : "big*big", e->impl, ok ? "" : why);
        if (ok) passed++;
        else failed++;
    }
    printf("check: %d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
