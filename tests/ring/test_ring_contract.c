/* The checked products of the ring layer on hostile input, for every
 * registered ring (include/pqpoly/poly.h): pqpoly_ring_mul and
 * pqpoly_ring_mul_shared_small refuse NULL pointers, a descriptor that is not
 * the library's (a copy of a registered one), an unknown operand kind,
 * overlapping output and input, and any coefficient one past the contract,
 * with PQPOLY_ERR_INVALID_ARGUMENT and c unwritten; in-contract extreme
 * operands give 0 and the schoolbook product.  The lookups return NULL on
 * NULL, unknown names and indices past the end.  Closing line
 * "ring_contract: N passed, N failed". */
#include <stdio.h>
#include <string.h>

#include "pqpoly/pqpoly.h"
#include "common/env_select.h"

#define MAXN 2048
#define CANARY 0x5a5a

static int passed, failed;

static void check(int ok, const char *ring, const char *what) {
    if (ok) {
        passed++;
    } else {
        failed++;
        printf("FAIL %s: %s\n", ring, what);
    }
}

static int untouched(const int16_t *c, int n) {
    for (int i = 0; i < n; i++)
        if (c[i] != (int16_t)CANARY) return 0;
    return 1;
}

static int16_t lo_of(const pqpoly_ring *r) { return (int16_t)(r->q % 2 ? -(r->q - 1) / 2 : -r->q / 2); }
static int16_t hi_of(const pqpoly_ring *r) { return (int16_t)(r->q % 2 ? (r->q - 1) / 2 : r->q / 2 - 1); }

/* Expect a refusal with c left as it was. */
static void refused(int rc, int16_t *c, const pqpoly_ring *r, const char *what) {
    check(rc == PQPOLY_ERR_INVALID_ARGUMENT && untouched(c, r->n), r->name, what);
}

static void ring_cases(const pqpoly_ring *r) {
    static int16_t a[2 * MAXN], b[MAXN], c[2 * MAXN], d[MAXN], e[MAXN];
    const pqpoly_mul_entry *ref = pqpoly_mul_find(r->name, "schoolbook", PQPOLY_BIG_BIG);
    pqpoly_ring fake = *r;
    int n = r->n;
    if (n > MAXN || ref == NULL) {
        check(0, r->name, "no schoolbook entry or degree above the test's buffers");
        return;
    }
    for (int i = 0; i < n; i++) {
        a[i] = (i & 1) ? hi_of(r) : lo_of(r);
        b[i] = (int16_t)((i % 3) - 1);
    }
#define RESET() for (int i_ = 0; i_ < 2 * MAXN; i_++) c[i_] = (int16_t)CANARY
    for (int kind = 0; kind < 2; kind++) {
        pqpoly_operands ops = kind ? PQPOLY_BIG_SMALL : PQPOLY_BIG_BIG;
        RESET();
        refused(pqpoly_ring_mul(NULL, ops, c, a, b), c, r, "NULL ring");
        refused(pqpoly_ring_mul(&fake, ops, c, a, b), c, r, "unregistered ring descriptor");
        refused(pqpoly_ring_mul(r, ops, c, NULL, b), c, r, "NULL a");
        refused(pqpoly_ring_mul(r, ops, c, a, NULL), c, r, "NULL b");
        check(pqpoly_ring_mul(r, ops, NULL, a, b) == PQPOLY_ERR_INVALID_ARGUMENT, r->name, "NULL c");
        refused(pqpoly_ring_mul(r, (pqpoly_operands)7, c, a, b), c, r, "unknown operand kind");
        memcpy(c, a, (size_t)n * sizeof *a);
        check(pqpoly_ring_mul(r, ops, c, c, b) == PQPOLY_ERR_INVALID_ARGUMENT &&
                  memcmp(c, a, (size_t)n * sizeof *a) == 0,
              r->name, "c aliasing a");
        check(pqpoly_ring_mul(r, ops, c + 1, c, b) == PQPOLY_ERR_INVALID_ARGUMENT, r->name,
              "c overlapping a");
        RESET();
        a[n / 2] = (int16_t)(hi_of(r) + 1);
        refused(pqpoly_ring_mul(r, ops, c, a, b), c, r, "a coefficient one above the range");
        a[n / 2] = (int16_t)(lo_of(r) - 1);
        refused(pqpoly_ring_mul(r, ops, c, a, b), c, r, "a coefficient one below the range");
        a[n / 2] = lo_of(r);
        b[n - 1] = (int16_t)(kind ? r->small_bound + 1 : hi_of(r) + 1);
        refused(pqpoly_ring_mul(r, ops, c, a, b), c, r, "b coefficient one above the range");
        b[n - 1] = (int16_t)(kind ? -r->small_bound - 1 : lo_of(r) - 1);
        refused(pqpoly_ring_mul(r, ops, c, a, b), c, r, "b coefficient one below the range");
        b[n - 1] = 1;
        /* Extreme in-contract operands: the product of schoolbook. */
        for (int i = 0; i < n; i++)
            b[i] = (int16_t)(kind ? ((i % 3) ? r->small_bound : -r->small_bound) : (i % 3) ? hi_of(r) : lo_of(r));
        ref->mul(d, a, b, r);
        check(pqpoly_ring_mul(r, ops, c, a, b) == 0 && memcmp(c, d, (size_t)n * sizeof *c) == 0, r->name,
              kind ? "big*small product of extreme operands" : "big*big product of extreme operands");
        for (int i = 0; i < n; i++) b[i] = (int16_t)((i % 3) - 1);
    }
    /* The shared-operand form. */
    {
        int16_t *cs[2] = {c, e};
        const int16_t *as[2] = {a, d};
        int16_t *cbad[2] = {c, NULL};
        int16_t *calias[2] = {c, (int16_t *)d};
        const pqpoly_ring *none = NULL;
        for (int i = 0; i < n; i++) d[i] = (int16_t)(lo_of(r) + (i * 7) % (hi_of(r) - lo_of(r) + 1));
        RESET();
        refused(pqpoly_ring_mul_shared_small(none, 2, cs, as, b), c, r, "shared: NULL ring");
        refused(pqpoly_ring_mul_shared_small(&fake, 2, cs, as, b), c, r, "shared: unregistered ring");
        refused(pqpoly_ring_mul_shared_small(r, 2, NULL, as, b), c, r, "shared: NULL c");
        refused(pqpoly_ring_mul_shared_small(r, 2, cs, NULL, b), c, r, "shared: NULL a");
        refused(pqpoly_ring_mul_shared_small(r, 2, cs, as, NULL), c, r, "shared: NULL b");
        refused(pqpoly_ring_mul_shared_small(r, 2, cbad, as, b), c, r, "shared: NULL c[1]");
        refused(pqpoly_ring_mul_shared_small(r, 2, calias, as, b), c, r, "shared: c[1] aliasing a[1]");
        b[0] = (int16_t)(r->small_bound + 1);
        refused(pqpoly_ring_mul_shared_small(r, 2, cs, as, b), c, r, "shared: b above small_bound");
        b[0] = -1;
        check(pqpoly_ring_mul_shared_small(r, 0, NULL, NULL, b) == 0, r->name, "shared: count 0");
        {
            static int16_t want0[MAXN], want1[MAXN];
            ref->mul(want0, a, b, r);
            ref->mul(want1, d, b, r);
            check(pqpoly_ring_mul_shared_small(r, 2, cs, as, b) == 0 &&
                      memcmp(c, want0, (size_t)n * sizeof *c) == 0 && memcmp(e, want1, (size_t)n * sizeof *e) == 0,
                  r->name, "shared: products");
        }
    }
#undef RESET
}

int main(void) {
    pqpoly_test_apply_env();
    for (size_t i = 0; i < pqpoly_ring_count(); i++) ring_cases(pqpoly_ring_at(i));
    check(pqpoly_ring_get(NULL) == NULL && pqpoly_ring_get("nope") == NULL &&
              pqpoly_ring_at(pqpoly_ring_count()) == NULL && pqpoly_mul_at(pqpoly_mul_count()) == NULL &&
              pqpoly_mul_find(NULL, "schoolbook", PQPOLY_BIG_BIG) == NULL &&
              pqpoly_mul_find("kyber", NULL, PQPOLY_BIG_BIG) == NULL &&
              pqpoly_ring_default_mul(NULL, PQPOLY_BIG_BIG) == NULL,
          "(lookups)", "NULL, unknown names and indices past the end");
    printf("ring_contract: %d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
