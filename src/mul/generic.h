/* Helpers shared by the generic (any-ring) multipliers: products over Z in
 * int64, reduction modulo f (src/ntt/fold.h, by the ring's shape), and the
 * ring's binding of the constant-time reduction modulo q (src/arith/center.h)
 * with constants from the ring list (src/params/rings.h).  Internal header. */
#ifndef PQPOLY_MUL_GENERIC_H
#define PQPOLY_MUL_GENERIC_H

#include "arith/center.h"
#include "ntt/fold.h"
#include "params/rings.h"
#include "pqpoly/poly.h"

/* Largest n of any ring the generic multipliers serve. */
#define PQPOLY_GENERIC_MAX_N 1280
#define PQPOLY_GENERIC_N_FITS(name, suffix, n, q, shape, desc) \
    _Static_assert((n) <= PQPOLY_GENERIC_MAX_N, "ring " name " exceeds PQPOLY_GENERIC_MAX_N");
PQPOLY_RINGS(PQPOLY_GENERIC_N_FITS)
#undef PQPOLY_GENERIC_N_FITS

/* Reduce the full product t[0 .. 2n-2] modulo f in place; afterwards
 * t[0 .. n-1] holds the result over Z.  Growth: each coefficient receives at
 * most 3 folded terms, so |t| grows by at most a factor 4. */
static inline void pqpoly_generic_fold(int64_t *t, const pqpoly_ring *r) {
    switch (r->modpoly) {
    case PQPOLY_MODPOLY_NTRUP:      /* x^n = x + 1 */
        pqpoly_fold_ntrup64(t, r->n);
        break;
    case PQPOLY_MODPOLY_NEGACYCLIC: /* x^n = -1 */
        pqpoly_fold_negacyclic64(t, r->n);
        break;
    case PQPOLY_MODPOLY_NTTRU:      /* x^n = x^(n/2) - 1 */
        pqpoly_fold_nttru64(t, r->n);
        break;
    }
}

/* c[i] = centered(t[i]) for i < n: pqpoly_center64 (src/arith/center.h) with
 * the constants fold = PQPOLY_CENTER64_FOLD(q), v = PQPOLY_CENTER64_V(q) of
 * the ring's modulus, compile-time constants of each q of the ring list (q is
 * public: the choice is a chain of compares, no division).  Needs |t| < 2^50
 * after the fold (a factor 4 above the product over Z). */
static inline void pqpoly_generic_finish(int16_t *c, int64_t *t, const pqpoly_ring *r) {
    int64_t fold = 0, v = 0;
#define PQPOLY_GENERIC_CONSTS(name, suffix, n, qq, shape, desc) \
    if (r->q == (qq)) {                                         \
        fold = PQPOLY_CENTER64_FOLD(qq);                        \
        v = PQPOLY_CENTER64_V(qq);                              \
    }
    PQPOLY_RINGS(PQPOLY_GENERIC_CONSTS)
#undef PQPOLY_GENERIC_CONSTS
    pqpoly_generic_fold(t, r);
    for (int i = 0; i < r->n; i++) c[i] = pqpoly_center64(t[i], r->q, fold, v);
}

#endif
