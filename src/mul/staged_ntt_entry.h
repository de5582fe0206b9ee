/* One registry row over an NTT backend: the product and the staged and
 * accumulation stages of include/pqpoly/poly.h, written once for every family
 * whose backends share the shape ntt(r), basemul_acc(r, a, b, k), invntt over
 * n int16 values (src/ring/{kyber,nttru,newhope}/backend.h).  Each family's
 * row header (src/ring/kyber/backend_row.h, src/ring/nttru/row.h,
 * src/ring/newhope/row.h) binds its differences.  The row is built FROM the
 * backend: the KEMs call the backend's hooks, never these wrappers.
 * Internal header.
 *
 * PQPOLY_STAGED_NTT_ENTRY(sym, id, impl, ring, n, backend, algo, source, MUL,
 *                         INV, CENTER)
 * defines pqpoly_mul_algo_<id>_<impl> over one instance named `algo` of ring
 * `ring`, with static functions prefixed `sym`:
 *   mul           MUL(&backend, c, a, b): the ring's full product;
 *   forward_a/b   a copied (unless in place), then backend.ntt;
 *   base          basemul_acc with k = 1 through a temporary (tc may be ta
 *                 or tb), the temporary wiped;
 *   inverse       INV(backend, r, 1), then CENTER(c, r): centered;
 *   base_acc      basemul_acc(tc, ta, tb, k);
 *   inverse_acc   INV(backend, r, k), copied uncentered (unless c is r).
 * INV(b, r, k) and CENTER(c, r) are function-like macros of the family's
 * header (Kyber's invntt takes k; NTTRU's and NewHope's do not). */
#ifndef PQPOLY_MUL_STAGED_NTT_ENTRY_H
#define PQPOLY_MUL_STAGED_NTT_ENTRY_H

#include "mul/algo.h"
#include "pqpoly/common.h"
#include "pqpoly/poly.h"

#define PQPOLY_STAGED_NTT_ENTRY(sym, id, impl, ring, n, backend, algo, source, MUL, INV, CENTER) \
    static void sym##_forward(void *t, const int16_t *a) {                                  \
        int16_t *r = (int16_t *)t;                                                          \
        if (r != a) /* in place: no self-copy */                                            \
            for (int i = 0; i < (n); i++) r[i] = a[i];                                      \
        (backend).ntt(r);                                                                   \
    }                                                                                       \
    static void sym##_base(void *tc, const void *ta, const void *tb) {                      \
        int16_t t[n];                                                                       \
        (backend).basemul_acc(t, (const int16_t *)ta, (const int16_t *)tb, 1);              \
        for (int i = 0; i < (n); i++) ((int16_t *)tc)[i] = t[i];                            \
        pqpoly_memzero(t, sizeof t);                                                        \
    }                                                                                       \
    static void sym##_inverse(int16_t *c, void *tc) {                                       \
        int16_t *r = (int16_t *)tc;                                                         \
        INV(backend, r, 1u);                                                                \
        CENTER(c, r);                                                                       \
    }                                                                                       \
    static void sym##_base_acc(void *tc, const void *ta, const void *tb, unsigned k) {      \
        (backend).basemul_acc((int16_t *)tc, (const int16_t *)ta, (const int16_t *)tb, k);  \
    }                                                                                       \
    static void sym##_inverse_acc(int16_t *c, void *tc, unsigned k) {                       \
        int16_t *r = (int16_t *)tc;                                                         \
        INV(backend, r, k);                                                                 \
        if (c != r)                                                                         \
            for (int i = 0; i < (n); i++) c[i] = r[i];                                      \
    }                                                                                       \
    static const pqpoly_transform sym##_transform = {                                       \
        (n) * sizeof(int16_t), sym##_forward, sym##_forward, sym##_base, sym##_inverse,      \
        sym##_base_acc, sym##_inverse_acc};                                                 \
    static void sym##_mul(int16_t *c, const int16_t *a, const int16_t *b,                   \
                          const pqpoly_ring *ring_) {                                       \
        (void)ring_;                                                                        \
        MUL(&(backend), c, a, b);                                                           \
    }                                                                                       \
    static const pqpoly_mul_entry sym##_instances[] = {PQPOLY_MUL_INSTANCE(                  \
        impl, ring, algo, PQPOLY_BIG_BIG, source, sym##_mul, &sym##_transform)};             \
    PQPOLY_MUL_ALGO_DEFINE(id, impl, algo, sym##_instances)

#endif
