/* Generic recursive Karatsuba for every ring.  The product is formed exactly
 * over Z in int64, then folded modulo f and reduced modulo q like schoolbook.
 *
 * Split a = a0 + x^h a1 with h = ceil(n/2):
 *   a*b = a0 b0 + x^h ((a0+a1)(b0+b1) - a0 b0 - a1 b1) + x^2h a1 b1.
 * Bounds: inputs |a_i| < 2^13; each level doubles the operand magnitude, at
 * most 6 levels above the 32-coefficient schoolbook base, so operands stay
 * below 2^19 and every partial sum below 2^19 * 2^19 * 2^11 = 2^49 < 2^63. */
#include "generic.h"
#include "mul/algo.h"

#define KARATSUBA_BASE 32

static void school_z64(int64_t *r, const int64_t *a, const int64_t *b, int n) {
    for (int i = 0; i < 2 * n - 1; i++) r[i] = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) r[i + j] += a[i] * b[j];
}

/* r[0 .. 2n-2] = a*b; ws holds at least 4n int64 per remaining level
 * (total below 8n). */
static void kmul(int64_t *r, const int64_t *a, const int64_t *b, int n, int64_t *ws) {
    if (n <= KARATSUBA_BASE) {
        school_z64(r, a, b, n);
        return;
    }
    int h = (n + 1) / 2, l = n - h; /* low part h coefficients, high part l <= h */
    int64_t *sa = ws, *sb = ws + h, *mid = ws + 2 * h, *next = ws + 4 * h;
    for (int i = 0; i < h; i++) {
        sa[i] = a[i] + (i < l ? a[h + i] : 0);
        sb[i] = b[i] + (i < l ? b[h + i] : 0);
    }
    kmul(r, a, b, h, next);                     /* r[0 .. 2h-2] = a0 b0 */
    r[2 * h - 1] = 0;
    kmul(r + 2 * h, a + h, b + h, l, next);     /* r[2h .. 2h+2l-2] = a1 b1 */
    kmul(mid, sa, sb, h, next);                 /* mid = (a0+a1)(b0+b1) */
    for (int i = 0; i < 2 * h - 1; i++) mid[i] -= r[i];
    for (int i = 0; i < 2 * l - 1; i++) mid[i] -= r[2 * h + i];
    for (int i = 0; i < 2 * h - 1; i++) r[h + i] += mid[i];
}

static void karatsuba(int16_t *c, const int16_t *a, const int16_t *b, const pqpoly_ring *r) {
    int64_t a64[PQPOLY_GENERIC_MAX_N] = {0}, b64[PQPOLY_GENERIC_MAX_N] = {0};
    int64_t t[2 * PQPOLY_GENERIC_MAX_N];
    int64_t ws[8 * PQPOLY_GENERIC_MAX_N];
    for (int i = 0; i < r->n; i++) {
        a64[i] = a[i];
        b64[i] = b[i];
    }
    kmul(t, a64, b64, r->n, ws);
    pqpoly_generic_finish(c, t, r);
    pqpoly_memzero(a64, sizeof a64);
    pqpoly_memzero(b64, sizeof b64);
    pqpoly_memzero(t, sizeof t);
    pqpoly_memzero(ws, sizeof ws);
}

#define KARATSUBA_INSTANCE(name, suffix, n, q, shape, desc)                               \
    PQPOLY_MUL_INSTANCE(portable, name, "karatsuba", PQPOLY_BIG_BIG,                       \
                        "generic recursive Karatsuba over Z (Karatsuba-Ofman 1962)", karatsuba, NULL),
static const pqpoly_mul_entry karatsuba_instances[] = {PQPOLY_RINGS(KARATSUBA_INSTANCE)};
PQPOLY_MUL_ALGO_DEFINE(karatsuba, portable, "karatsuba", karatsuba_instances)
