/* Helpers shared by the generic (any-ring) multipliers: products over Z in
 * int64, reduction modulo f, and the ring's binding of the constant-time
 * reduction modulo q (src/arith/center.h).  Internal header. */
#ifndef PQPOLY_MUL_GENERIC_H
#define PQPOLY_MUL_GENERIC_H

#include "arith/center.h"
#include "pqpoly/poly.h"

/* Largest n of any ring the generic multipliers serve. */
#define PQPOLY_GENERIC_MAX_N 1280

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

/* c[i] = centered(t[i]) for i < n: pqpoly_center64 (src/arith/center.h) with
 * the ring's constants fold25 = PQPOLY_CENTER64_FOLD(q), barrett =
 * PQPOLY_CENTER64_V(q).  Needs |t| < 2^50 after the fold (a factor 4 above the
 * product over Z). */
static inline void pqpoly_generic_finish(int16_t *c, int64_t *t, const pqpoly_ring *r) {
    pqpoly_generic_fold(t, r);
    for (int i = 0; i < r->n; i++) c[i] = pqpoly_center64(t[i], r->q, r->fold25, r->barrett);
}

#endif
