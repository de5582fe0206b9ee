/* toom4 — the Cortex-M4 baseline of [ACC+21] (Appendix C, from pqm4):
 * Toom-4 evaluating at 0, 1, -1, 2, -2, 1/2, infinity, each of the seven
 * limb products by two levels of Karatsuba over schoolbook, interpolation
 * modulo q (odd prime: 2, 3, 4, 5, 12 are invertible), then reduction modulo
 * x^p - x - 1.  Serves every ntrup ring (p = 653 ... 1277): nothing in it
 * depends on roots of unity.
 *
 * Split a = a0 + a1 X + a2 X^2 + a3 X^3 with X = x^L, L = 4 ceil(p/16) (so
 * the limbs split twice more for Karatsuba): L = 164, 192, 216, 240, 256, 320.
 * The point 1/2 is used homogeneously: a_h = 8 a0 + 4 a1 + 2 a2 + a3, and
 * a_h b_h = sum_k r_k 2^(6-k).
 *
 * Big*small ("cheaper evaluation", [ACC+21, App. C]): the ternary b evaluates
 * to exact small integers (|b(+-1)| <= 4, |b(+-2)|, |b_h| <= 15) with no
 * reduction, and the products accumulate in int32: Karatsuba sums reach
 * |a| <= 4 (q+1)/2 < 2^14, |b| <= 60, and a schoolbook of L/4 <= 80 terms
 * stays below 80 * 2^14 * 60 < 2^27.
 * Big*big: both evaluations are reduced to |.| <= (q+1)/2 and products
 * accumulate in int64 (L/4 * (2q)^2 < 2^35; the full products are < 2^33).
 *
 * Interpolation (per coefficient, every intermediate reduced before a
 * multiplication by a constant so |x * c| <= q * q/2 < 2^25):
 *   E1 = (v1 + v-1)/2, O1 = (v1 - v-1)/2, E2 = (v2 + v-2)/2, O2 = (v2 - v-2)/4,
 *   r0 = v0, r6 = vinf, s1 = E1 - r0 - r6, s2 = E2 - r0 - 64 r6,
 *   r4 = (s2 - 4 s1)/12, r2 = s1 - r4,
 *   t = vh - 64 r0 - 16 r2 - 4 r4 - r6  (= 32 r1 + 8 r3 + 2 r5),
 *   u = (O2 - O1)/3 (= r3 + 5 r5), w = (t/2 - O1)/3 (= 5 r1 + r3),
 *   d = (w - u)/5 (= r1 - r5), r5 = (d + u - O1)/3, r1 = d + r5, r3 = u - 5 r5. */
#include <stdint.h>

#include "common/debug_bounds.h"
#include "ntt/fold.h"
#include "arith/barrett.h"
#include "arith/center.h"
#include "mul/algo.h"
#include "params/ntrup.h"
#include "pqpoly/poly.h"

#define TOOM_MAX_L 320

/* Inverse of k modulo prime q (k in {2, 3, 5}), as a constant expression:
 * (j q + 1)/k for the j in 1..k-1 with j q = -1 mod k; with r = q mod k that
 * is j = k-1 for r = 1, j = 1 for r = k-1, and j = r for r = 2, 3 (k = 5). */
#define INV_SMALL(k, q)                                                                      \
    ((((q) % (k) == 1 ? (k)-1 : (q) % (k) == (k)-1 ? 1 : (q) % (k)) * (q) + 1) / (k))

typedef struct {
    int32_t q;
    int64_t v; /* PQPOLY_NTRUP_FINISH_V(q) = round(2^40 / q) */
    int32_t inv2, inv3, inv4, inv5, inv12;
} toom_consts;

/* x mod q, |x| < 2^25 (pqpoly_barrett_round32, s = 40): output |.| <= (q+1)/2. */
static inline int32_t red(int32_t x, const toom_consts *k) {
    return pqpoly_barrett_round32(x, k->q, k->v, PQPOLY_NTRUP_FINISH_SHIFT);
}
/* x * c mod q, |x| <= q, |c| <= q/2: |x c| < 2^25.  Output |.| <= (q+1)/2. */
static inline int32_t mulc(int32_t x, int32_t c, const toom_consts *k) { return red(x * c, k); }

/* Reduction of an int64 product coefficient to |.| <= (q-1)/2.  The products
 * of two limbs of l <= 320 coefficients |.| <= (q+1)/2 have |x| <= l ((q+1)/2)^2
 * < 2^33 (320 * 3940^2); the stated limit is |x| < 2^35, inside
 * PQPOLY_BARRETT64_ROUND_IN_MAX(q, 40) (about 2^35.2 for q = 4591: x v < 2^63).
 * pqpoly_barrett_round64 (s = 40) then gives
 * |r| <= PQPOLY_BARRETT32_ROUND_OUT_BOUND_S(q, 40, 2^35) < q/2 + 2^35 2^12 / 2^40 < q,
 * and one masked centering (pqpoly_center32) finishes. */
static inline int32_t red64(int64_t x, const toom_consts *k) {
    return pqpoly_center32(pqpoly_barrett_round64(x, k->q, k->v, PQPOLY_NTRUP_FINISH_SHIFT), k->q);
}

/* Schoolbook and two-level Karatsuba, in an accumulator type T.
 * r[0 .. 2n-2] = a * b. */
#define KARA_DEFS(T, SUF)                                                                    \
    static void school_##SUF(T *r, const int32_t *a, const int32_t *b, int n) {              \
        for (int i = 0; i < 2 * n - 1; i++) r[i] = 0;                                       \
        for (int i = 0; i < n; i++)                                                         \
            for (int j = 0; j < n; j++) r[i + j] += (T)a[i] * b[j];                          \
    }                                                                                       \
    static void kara_##SUF(T *r, const int32_t *a, const int32_t *b, int n, int depth) {     \
        int h = n / 2;                                                                      \
        int32_t sa[TOOM_MAX_L / 2], sb[TOOM_MAX_L / 2];                                     \
        T mid[TOOM_MAX_L];                                                                  \
        if (depth == 0) {                                                                   \
            school_##SUF(r, a, b, n);                                                       \
            return;                                                                         \
        }                                                                                   \
        for (int i = 0; i < h; i++) {                                                       \
            sa[i] = a[i] + a[h + i];                                                        \
            sb[i] = b[i] + b[h + i];                                                        \
        }                                                                                   \
        kara_##SUF(r, a, b, h, depth - 1);                                                  \
        r[2 * h - 1] = 0;                                                                   \
        kara_##SUF(r + 2 * h, a + h, b + h, h, depth - 1);                                  \
        kara_##SUF(mid, sa, sb, h, depth - 1);                                              \
        for (int i = 0; i < 2 * h - 1; i++) mid[i] -= r[i] + r[2 * h + i];                  \
        for (int i = 0; i < 2 * h - 1; i++) r[h + i] += mid[i];                             \
        pqpoly_memzero(sa, sizeof sa);                                                      \
        pqpoly_memzero(sb, sizeof sb);                                                      \
        pqpoly_memzero(mid, sizeof mid);                                                    \
    }
KARA_DEFS(int32_t, 32)
KARA_DEFS(int64_t, 64)

/* The seven evaluations of a polynomial of 4L coefficients (zero-padded from
 * p), order: 0, 1, -1, 2, -2, 1/2 (homogeneous), infinity.  reduce != 0:
 * every value centered mod q; reduce == 0 (ternary input): exact. */
static void evaluate(int32_t ev[7][TOOM_MAX_L], const int16_t *a, int p, int l, int reduce,
                     const toom_consts *k) {
    for (int i = 0; i < l; i++) {
        int32_t x0 = i < p ? a[i] : 0, x1 = l + i < p ? a[l + i] : 0;
        int32_t x2 = 2 * l + i < p ? a[2 * l + i] : 0, x3 = 3 * l + i < p ? a[3 * l + i] : 0;
        int32_t e02 = x0 + x2, e13 = x1 + x3, f02 = x0 + 4 * x2, f13 = 2 * x1 + 8 * x3;
        int32_t v[7] = {x0, e02 + e13, e02 - e13, f02 + f13, f02 - f13,
                        8 * x0 + 4 * x1 + 2 * x2 + x3, x3};
        for (int j = 0; j < 7; j++) ev[j][i] = reduce ? red(v[j], k) : v[j];
    }
}

/* Interpolate the seven products (each 2L-1 coefficients, reduced) and add
 * the limbs into out[0 .. 8L-2] (|out| <= q + 1). */
static void interpolate(int32_t *out, int32_t pr[7][2 * TOOM_MAX_L], int l, const toom_consts *k) {
    for (int i = 0; i < 8 * l - 1; i++) out[i] = 0;
    for (int i = 0; i < 2 * l - 1; i++) {
        int32_t v0 = pr[0][i], v1 = pr[1][i], vm1 = pr[2][i], v2 = pr[3][i], vm2 = pr[4][i];
        int32_t vh = pr[5][i], vinf = pr[6][i];
        int32_t e1 = mulc(v1 + vm1, k->inv2, k), o1 = mulc(v1 - vm1, k->inv2, k);
        int32_t e2 = mulc(v2 + vm2, k->inv2, k), o2 = mulc(v2 - vm2, k->inv4, k);
        int32_t r0 = v0, r6 = vinf;
        int32_t s1 = red(e1 - r0 - r6, k), s2 = red(e2 - r0 - 64 * r6, k);
        int32_t r4 = mulc(red(s2 - 4 * s1, k), k->inv12, k);
        int32_t r2 = red(s1 - r4, k);
        int32_t t = red(vh - 64 * r0 - 16 * r2 - 4 * r4 - r6, k);
        int32_t th = mulc(t, k->inv2, k);
        int32_t u = mulc(red(o2 - o1, k), k->inv3, k);
        int32_t w = mulc(red(th - o1, k), k->inv3, k);
        int32_t d = mulc(red(w - u, k), k->inv5, k);
        int32_t r5 = mulc(red(d + u - o1, k), k->inv3, k);
        int32_t r1 = red(d + r5, k);
        int32_t r3 = red(u - 5 * r5, k);
        int32_t r[7] = {r0, r1, r2, r3, r4, r5, r6};
        for (int j = 0; j < 7; j++) out[j * l + i] += r[j];
    }
}

static void toom4(int16_t *c, const int16_t *a, const int16_t *b, int p, int small, const toom_consts *k) {
    int l = 4 * ((p + 15) / 16);
    int32_t ea[7][TOOM_MAX_L], eb[7][TOOM_MAX_L];
    int32_t pr[7][2 * TOOM_MAX_L];
    int32_t out[8 * TOOM_MAX_L];
    evaluate(ea, a, p, l, 1, k);
    evaluate(eb, b, p, l, !small, k);
    for (int j = 0; j < 7; j++) {
        PQPOLY_ASSERT_BOUND(ea[j], l, -(k->q + 1) / 2, (k->q + 1) / 2);
        if (small) {
            int32_t t[2 * TOOM_MAX_L];
            PQPOLY_ASSERT_BOUND(eb[j], l, -15, 15);
            kara_32(t, ea[j], eb[j], l, 2);
            /* |t| <= l (q+1)/2 * 15 < 2^25: the input bound of red() */
            PQPOLY_ASSERT_BOUND(t, 2 * l - 1, -((1 << 25) - 1), (1 << 25) - 1);
            for (int i = 0; i < 2 * l - 1; i++) pr[j][i] = red(t[i], k);
            pqpoly_memzero(t, sizeof t);
        } else {
            int64_t t[2 * TOOM_MAX_L];
            PQPOLY_ASSERT_BOUND(eb[j], l, -(k->q + 1) / 2, (k->q + 1) / 2);
            kara_64(t, ea[j], eb[j], l, 2);
            PQPOLY_ASSERT_BOUND(t, 2 * l - 1, -((int64_t)1 << 35), (int64_t)1 << 35);
            for (int i = 0; i < 2 * l - 1; i++) pr[j][i] = red64(t[i], k);
            pqpoly_memzero(t, sizeof t);
        }
    }
    interpolate(out, pr, l, k);
    PQPOLY_ASSERT_BOUND(out, 8 * l - 1, -(k->q + 1), k->q + 1);
    pqpoly_ntrup_finish(c, out, p, k->q, k->v);
    pqpoly_memzero(ea, sizeof ea);
    pqpoly_memzero(eb, sizeof eb);
    pqpoly_memzero(pr, sizeof pr);
    pqpoly_memzero(out, sizeof out);
}

/* Every NTRU Prime set (src/params/ntrup.h): the constants of its q, then
 * its two instances, big*small and big*big. */
#define TOOM_DEFS(P, Q, ...)                                                                       \
    static const toom_consts toom_k_##P = {Q, PQPOLY_NTRUP_FINISH_V(Q), INV_SMALL(2, Q), INV_SMALL(3, Q), \
                                           (int32_t)(((int64_t)INV_SMALL(2, Q) * INV_SMALL(2, Q)) % Q), \
                                           INV_SMALL(5, Q),                                        \
                                           (int32_t)(((int64_t)INV_SMALL(3, Q) * INV_SMALL(2, Q) % Q) * \
                                                     INV_SMALL(2, Q) % Q)};                        \
    static void toom4_bs_##P(int16_t *c, const int16_t *a, const int16_t *b, const pqpoly_ring *r) { \
        (void)r;                                                                                  \
        toom4(c, a, b, P, 1, &toom_k_##P);                                                        \
    }                                                                                             \
    static void toom4_bb_##P(int16_t *c, const int16_t *a, const int16_t *b, const pqpoly_ring *r) { \
        (void)r;                                                                                  \
        toom4(c, a, b, P, 0, &toom_k_##P);                                                        \
    }
#define TOOM_SRC "Toom-4 (0, +-1, +-2, 1/2, inf) over 2-level Karatsuba, mod q ([ACC+21, App. C])"
#define TOOM_INSTANCE(P, ...)                                                                      \
    PQPOLY_MUL_INSTANCE(portable, "ntrup" #P, "toom4", PQPOLY_BIG_SMALL, TOOM_SRC, toom4_bs_##P, NULL), \
    PQPOLY_MUL_INSTANCE(portable, "ntrup" #P, "toom4", PQPOLY_BIG_BIG, TOOM_SRC, toom4_bb_##P, NULL),

PQPOLY_NTRUP_SETS(TOOM_DEFS)
static const pqpoly_mul_entry toom4_instances[] = {PQPOLY_NTRUP_SETS(TOOM_INSTANCE)};
PQPOLY_MUL_ALGO_DEFINE(toom4, portable, "toom4", toom4_instances)
