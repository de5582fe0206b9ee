/* For every staged multiplier of the NTRU Prime rings over Z_q itself
 * (schonhage-nussbaumer, gsb, grb, rader1530): inverse(forward(a)) == a.
 * The inverse carries the scaling of the transform (stated in each entry's
 * source), so the composition must be the identity of Z_q[x]/(x^p - x - 1).
 * Checked for forward_a on random and extreme big operands and for forward_b
 * on ternary operands (the unreduced small forms).  Also checks the base
 * stage on the unit element: base(forward(a), forward(1)) == forward-domain a.
 * The vector rows (impl other than "portable") fold the factor their base
 * products introduce (a Montgomery 2^-16) into the inverse's constant, so
 * for them only the staged path through base is the identity; they are
 * also compared stage by stage with their portable twins (impl_twins). */
#include <stdio.h>
#include <string.h>

#include "pqpoly/poly.h"

static uint64_t st = 0x243f6a8885a308d3ull;
static uint64_t rnd(void) {
    st ^= st >> 12;
    st ^= st << 25;
    st ^= st >> 27;
    return st * 0x2545f4914f6cdd1dull;
}

static const char *const names[] = {"schonhage-nussbaumer", "gsb", "grb", "rader1530"};

int main(void) {
    static _Alignas(32) unsigned char ta[PQPOLY_TRANSFORM_MAX_BYTES], tb[PQPOLY_TRANSFORM_MAX_BYTES];
    int16_t a[2048], c[2048], one[2048];
    int checked = 0, failed = 0;
    for (size_t i = 0; i < pqpoly_mul_count(); i++) {
        const pqpoly_mul_entry *e = pqpoly_mul_at(i);
        const pqpoly_ring *r = pqpoly_ring_get(e->ring);
        int mine = 0;
        for (size_t k = 0; k < sizeof names / sizeof names[0]; k++) mine |= strcmp(e->name, names[k]) == 0;
        if (!mine || e->transform == NULL || r == NULL) continue;
        int hi = (r->q - 1) / 2, ok = 1;
        for (int t = 0; t < 30 && ok; t++) {
            int small = t % 2 && e->operands == PQPOLY_BIG_SMALL;
            for (int j = 0; j < r->n; j++) {
                if (small) a[j] = (int16_t)((int)(rnd() % 3) - 1);
                else if (t == 0) a[j] = (int16_t)hi;
                else if (t == 2) a[j] = (int16_t)-hi;
                else a[j] = (int16_t)((int)(rnd() % (uint64_t)r->q) - hi);
            }
            if (strcmp(e->impl, "portable") == 0) {
                if (small) e->transform->forward_b(ta, a);
                else e->transform->forward_a(ta, a);
                e->transform->inverse(c, ta);
                if (memcmp(a, c, (size_t)r->n * sizeof a[0]) != 0) ok = 0;
            }
            /* multiplying by one through the stages is the identity too */
            memset(one, 0, sizeof one);
            one[0] = 1;
            e->transform->forward_a(ta, a);
            e->transform->forward_b(tb, one);
            e->transform->base(tb, ta, tb);
            e->transform->inverse(c, tb);
            if (memcmp(a, c, (size_t)r->n * sizeof a[0]) != 0) ok = 0;
        }
        printf("%s %s %s %s %s\n", ok ? "ok  " : "FAIL", e->ring, e->name,
               e->operands == PQPOLY_BIG_SMALL ? "big*small" : "big*big", e->impl);
        checked++;
        failed += !ok;
    }
    printf("%d checked, %d failed\n", checked, failed);
    if (checked == 0) {
        printf("SKIPPED: no staged NTRU Prime transform registered\n");
        return 77;
    }
    return failed != 0;
}
