/* Helpers shared by the generic (any-ring) multipliers: products over Z in
 * int64, reduction modulo f, and a constant-time reduction modulo q.
 * Internal header. */
#ifndef PQPOLY_MUL_GENERIC_H
#define PQPOLY_MUL_GENERIC_H

#include "pqpoly/poly.h"

/* Largest n of any ring the generic multipliers serve. */
#define PQPOLY_GENERIC_MAX_N 1280

/* Centered representative of x mod q, constant time.
 * Input:  |x| < 2^50, 2 <= q < 2^14 (odd, or q = 8192).
 * Output: [-(q-1)/2, (q-1)/2] for odd q, [-q/2, q/2 - 1] for even q.
 * Why no overflow: fold 1 takes |x| < 2^50 to |x| < 2^25 * 2^14 + 2^25 < 2^40,
 * fold 2 to |x| < 2^15 * 2^14 + 2^25 < 2^30; then (x * floor(2^32/q)) < 2^62.
 * The Barrett quotient is off by at most one either way, so v lies in
 * (-q, 2q) before the masked corrections.  Relies on >> of a negative
 * int64 being arithmetic (gcc, clang). */
static inline int16_t pqpoly_generic_center(int64_t x, const pqpoly_ring *r) {
    const int64_t mask = ((int64_t)1 << 25) - 1;
    int64_t q = r->q, t, v;
    x = (x >> 25) * r->fold25 + (x & mask);
    x = (x >> 25) * r->fold25 + (x & mask);
    t = (x * r->barrett) >> 32;
    v = x - t * q;                      /* (-q, 2q) */
    /* Corrections by sign masks (v >> 63 is 0 or -1), not comparisons: a
     * compiler may turn a comparison mask back into a branch. */
    v += q & (v >> 63);                 /* [0, 2q) */
    v -= q;
    v += q & (v >> 63);                 /* [0, q) */
    v -= q & (((q - 1) / 2 - v) >> 63); /* centered */
    return (int16_t)v;
}

/* Reduce the full product t[0 .. 2n-2] modulo f in place (coefficients of
 * degree >= n are folded down); afterwards t[0 .. n-1] holds the result over
 * Z.  Growth: each coefficient receives at most 3 folded terms, so
 * |t| grows by at most a factor 4. */
static inline void pqpoly_generic_fold(int64_t *t, const pqpoly_ring *r) {
    int n = r->n;
    for (int i = 2 * n - 2; i >= n; i--) {
        switch (r->modpoly) {
        case PQPOLY_MODPOLY_NTRUP:      /* x^n = x + 1 */
            t[i - n] += t[i];
            t[i - n + 1] += t[i];
            break;
        case PQPOLY_MODPOLY_NEGACYCLIC: /* x^n = -1 */
            t[i - n] -= t[i];
            break;
        case PQPOLY_MODPOLY_NTTRU:      /* x^n = x^(n/2) - 1 */
            t[i - n / 2] += t[i];
            t[i - n] -= t[i];
            break;
        }
    }
}

/* c[i] = centered(t[i]) for i < n. */
static inline void pqpoly_generic_finish(int16_t *c, int64_t *t, const pqpoly_ring *r) {
    pqpoly_generic_fold(t, r);
    for (int i = 0; i < r->n; i++) c[i] = pqpoly_generic_center(t[i], r);
}

#endif
