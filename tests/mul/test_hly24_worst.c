/* Crafted worst cases for the lazy-reduction schedules of the [HLY24]
 * multipliers (goodthomas, gsb, grb, schonhage-nussbaumer), in every
 * implementation this CPU runs: each non-portable entry against its portable
 * twin, and each portable entry against schoolbook, on operands built to
 * drive the transforms' intermediates to their bounds (all coefficients at
 * +-(q-1)/2, or +-1 for a ternary operand, with these sign patterns):
 *  - rotation-aligned: sign of coefficient k of block t (blocks of Lb = 16 or
 *    32 coefficients) is (-1)^floor(((E t + k) mod 2L) / L) for L = 32, 64
 *    and every E < 2L, so that x^(E t) times block t adds up with one sign in
 *    Rbar = Z_q[x]/(x^L + 1) (the Schönhage point x^E, and Nussbaumer's);
 *  - block-periodic: blocks of 16 with t mod r = c positive, the others
 *    negative or zero, r = 2, 3, 7, 17 (the radix-r / Rader index of Good's
 *    map), so that one DFT point of u collects every block with one sign;
 *  - the same patterns negated, and b equal to a (products aligned too).
 * The staged form is checked too: the forward images of both operands and
 * the base product stay within the bound each entry's schedule promises its
 * next stage (|t| <= q/2 + 2 for the int16 transforms, |t| < q' = 6984193
 * for goodthomas' int32 ones), and the staged product equals the reference.
 * Random and single-extreme inputs are impl_twins' and mul_vs_schoolbook's.
 * And the inverse alone, which no operand pair drives to its worst case: on
 * transformed inputs T at the largest magnitude the base stage may hand it
 * ((q-1)/2, or q' - 1 for goodthomas) with sign patterns (constant,
 * alternating per element, per 8, 16, 128 elements, pseudo-random), the
 * inverse of T must equal inverse(A) + inverse(B) mod q for T = A + B with
 * |A|, |B| at half that magnitude (the inverse is linear modulo q; an
 * overflow at full magnitude breaks that).  Not for goodthomas: its inverse
 * lifts from Z_q' to Z before reducing modulo q, linear only on images of
 * products over Z (its inverse has no lazy reduction to break: the bound
 * 3 2^7 C < 2^31 of src/mul/avx2/goodthomas.c is a static assertion).
 * Closing line "hly24_worst: compared N products; N passed, N failed". */
#include <stdio.h>
#include <string.h>

#include "common/pick.h"
#include "pqpoly/pqpoly.h"

#include "common/check.h"
#include "common/env_select.h"

#define MAXN 1280

static const char *const names[] = {"goodthomas", "gsb", "grb", "schonhage-nussbaumer"};

static int16_t pats[700][MAXN]; /* sign patterns, +-1 or 0 */
static int npats;

static void make_patterns(int n) {
    npats = 0;
    for (int L = 32; L <= 64; L *= 2)
        for (int lb = 16; lb <= 32; lb *= 2)
            for (int e = 0; e < 2 * L; e++, npats++)
                for (int i = 0; i < n; i++) {
                    int m = (e * (i / lb) + i % lb) % (2 * L);
                    pats[npats][i] = (int16_t)(m < L ? 1 : -1);
                }
    static const int rs[] = {2, 3, 7, 17};
    for (int ri = 0; ri < 4; ri++)
        for (int c = 0; c < rs[ri]; c++)
            for (int zero = 0; zero < 2; zero++, npats++)
                for (int i = 0; i < n; i++)
                    pats[npats][i] = (int16_t)((i / 16) % rs[ri] == c ? 1 : zero ? 0 : -1);
}

static long compared;

/* 1 if every element of the transformed operand t is within its bound. */
static int in_bound(const pqpoly_mul_entry *e, const pqpoly_ring *r, const unsigned char *t) {
    size_t bytes = e->transform->bytes;
    if (strcmp(e->name, "goodthomas") == 0) {
        int32_t x;
        for (size_t i = 0; i + 4 <= bytes; i += 4) {
            memcpy(&x, t + i, 4);
            if (x <= -6984193 || x >= 6984193) return 0;
        }
    } else {
        int16_t x;
        for (size_t i = 0; i + 2 <= bytes; i += 2) {
            memcpy(&x, t + i, 2);
            if (x < -(r->q / 2 + 2) || x > r->q / 2 + 2) return 0;
        }
    }
    return 1;
}

/* 0 if e equals ref on every crafted operand pair. */
static int compare(const pqpoly_mul_entry *e, const pqpoly_mul_entry *ref, const pqpoly_ring *r) {
    static int16_t a[MAXN], b[MAXN], c[MAXN], d[MAXN];
    int16_t h = (int16_t)((r->q - 1) / 2), sb = (int16_t)(e->operands == PQPOLY_BIG_SMALL ? r->small_bound : h);
    for (int pa = 0; pa < npats; pa++)
        for (int v = 0; v < 4; v++) {
            /* v: b the same pattern, b negated, b the next pattern, b the pattern of index pa/2 */
            int pb = v < 2 ? pa : v == 2 ? (pa + 1) % npats : pa / 2;
            int sa = v == 1 ? -1 : 1;
            for (int i = 0; i < r->n; i++) {
                a[i] = (int16_t)(h * pats[pa][i]);
                b[i] = (int16_t)(sa * sb * pats[pb][i]);
            }
            ref->mul(d, a, b, r);
            e->mul(c, a, b, r);
            compared++;
            if (memcmp(c, d, (size_t)r->n * sizeof c[0]) != 0) {
                printf("  differs on patterns %d, %d (variant %d)\n", pa, pb, v);
                return 1;
            }
            if (e->transform != NULL && e->transform->bytes <= PQPOLY_TRANSFORM_MAX_BYTES) {
                static _Alignas(32) unsigned char ta[PQPOLY_TRANSFORM_MAX_BYTES], tb[PQPOLY_TRANSFORM_MAX_BYTES];
                e->transform->forward_a(ta, a);
                e->transform->forward_b(tb, b);
                if (!in_bound(e, r, ta) || !in_bound(e, r, tb)) {
                    printf("  forward image out of bound on patterns %d, %d (variant %d)\n", pa, pb, v);
                    return 1;
                }
                e->transform->base(ta, ta, tb);
                if (!in_bound(e, r, ta)) {
                    printf("  base product out of bound on patterns %d, %d (variant %d)\n", pa, pb, v);
                    return 1;
                }
                e->transform->inverse(c, ta);
                if (memcmp(c, d, (size_t)r->n * sizeof c[0]) != 0) {
                    printf("  staged product differs on patterns %d, %d (variant %d)\n", pa, pb, v);
                    return 1;
                }
            }
        }
    return 0;
}

/* 0 if the inverse is linear on the crafted full-magnitude inputs. */
static int inverse_linear(const pqpoly_mul_entry *e, const pqpoly_ring *r) {
    static _Alignas(32) unsigned char t[PQPOLY_TRANSFORM_MAX_BYTES], x[PQPOLY_TRANSFORM_MAX_BYTES],
        y[PQPOLY_TRANSFORM_MAX_BYTES];
    static int16_t ct[MAXN], ca[MAXN], cb[MAXN];
    size_t bytes = e->transform->bytes;
    int wide = 0; /* int16 transforms only (see above) */
    int32_t mag = (r->q - 1) / 2;
    uint64_t seed = 0x243f6a8885a308d3ull;
    for (int pat = 0; pat < 10; pat++) {
        for (size_t i = 0; i < bytes / (wide ? 4 : 2); i++) {
            int sg;
            seed = seed * 6364136223846793005ull + 1442695040888963407ull;
            switch (pat) {
            case 0: sg = 1; break;
            case 1: sg = -1; break;
            case 2: sg = i & 1 ? -1 : 1; break;
            case 3: sg = (i >> 3) & 1 ? -1 : 1; break;
            case 4: sg = (i >> 4) & 1 ? -1 : 1; break;
            case 5: sg = (i >> 7) & 1 ? -1 : 1; break;
            default: sg = (seed >> 40) & 1 ? -1 : 1; break;
            }
            int32_t tv = sg * mag, av = sg * (mag / 2), bv = tv - av;
            if (wide) {
                memcpy(t + 4 * i, &tv, 4);
                memcpy(x + 4 * i, &av, 4);
                memcpy(y + 4 * i, &bv, 4);
            } else {
                int16_t t16 = (int16_t)tv, a16 = (int16_t)av, b16 = (int16_t)bv;
                memcpy(t + 2 * i, &t16, 2);
                memcpy(x + 2 * i, &a16, 2);
                memcpy(y + 2 * i, &b16, 2);
            }
        }
        e->transform->inverse(ct, t);
        e->transform->inverse(ca, x);
        e->transform->inverse(cb, y);
        compared += 3;
        for (int i = 0; i < r->n; i++)
            if (((ct[i] - ca[i] - cb[i]) % r->q + r->q) % r->q != 0) {
                printf("  inverse not linear at coefficient %d on pattern %d\n", i, pat);
                return 1;
            }
    }
    return 0;
}

int main(void) {
    char what[256];
    int any = 0;
    pqpoly_test_apply_env();
    for (size_t i = 0; i < pqpoly_mul_count(); i++) {
        const pqpoly_mul_entry *e = pqpoly_mul_at(i), *ref;
        const pqpoly_ring *r = pqpoly_ring_get(e->ring);
        int ours = 0;
        for (size_t k = 0; k < sizeof names / sizeof names[0]; k++) ours |= strcmp(e->name, names[k]) == 0;
        if (!ours || r == NULL || r->n > MAXN) continue;
        if (!pqpoly_isa_fits(e->isa, pqpoly_cpu_isa())) {
            printf("SKIPPED %s %s/%s (CPU lacks it)\n", e->ring, e->name, e->impl);
            continue;
        }
        if (strcmp(e->impl, "portable") == 0)
            ref = pqpoly_mul_find_impl(e->ring, "schoolbook", PQPOLY_BIG_BIG, "portable");
        else
            ref = pqpoly_mul_find_impl(e->ring, e->name, e->operands, "portable");
        snprintf(what, sizeof what, "%s %s/%s %s: its reference exists", e->ring, e->name, e->impl,
                 e->operands == PQPOLY_BIG_SMALL ? "big*small" : "big*big");
        check(ref != NULL, what);
        if (ref == NULL) continue;
        make_patterns(r->n);
        snprintf(what, sizeof what, "%s %s/%s %s equals %s/%s on the crafted worst cases", e->ring, e->name,
                 e->impl, e->operands == PQPOLY_BIG_SMALL ? "big*small" : "big*big", ref->name, ref->impl);
        check(compare(e, ref, r) == 0, what);
        if (e->transform != NULL && e->transform->bytes <= PQPOLY_TRANSFORM_MAX_BYTES &&
            strcmp(e->name, "goodthomas") != 0) {
            snprintf(what, sizeof what, "%s %s/%s %s: inverse linear at full magnitude", e->ring, e->name,
                     e->impl, e->operands == PQPOLY_BIG_SMALL ? "big*small" : "big*big");
            check(inverse_linear(e, r) == 0, what);
        }
        any = 1;
    }
    check(any, "some [HLY24] multiplier ran");
    printf("hly24_worst: compared %ld products; %d passed, %d failed\n", compared, check_passed, check_failed);
    return check_failed ? 1 : 0;
}
