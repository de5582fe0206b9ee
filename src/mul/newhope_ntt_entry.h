/* The registry entries of the ring "newhope" over the NTT backends of
 * src/ntt/newhope/ntt.h: one entry per backend (ntt-montgomery, ntt-kred,
 * ntt-kred2x), each a staged pqpoly_mul_entry whose stages include the
 * NTT-domain ones the NewHope key exchange uses.  Internal header. */
#ifndef PQPOLY_MUL_NEWHOPE_NTT_ENTRY_H
#define PQPOLY_MUL_NEWHOPE_NTT_ENTRY_H

#include "mul/algo.h"
#include "ntt/newhope/ntt.h"
#include "pqpoly/poly.h"

/* The full product through `b` with the coefficient contract of poly.h. */
void pqpoly_newhope_ntt_mul(const pqpoly_newhope_ntt *b, int16_t *c, const int16_t *x,
                            const int16_t *y);

/* One registry row per backend (defines pqpoly_mul_algo_<id>_portable over
 * one instance): forward a and b: ntt; base: basemul_acc with k = 1; inverse:
 * invntt, centered; NTT-domain stages: base_acc = basemul_acc, inverse_acc =
 * invntt (not centered; k sets no schedule here: basemul_acc always reduces),
 * from_base; no base_inv; the canonical layout of the ring (natural order of
 * the evaluations a(psi^(2j+1)), the [ADPS16] wire order). */
#define PQPOLY_NEWHOPE_NTT_ENTRY(id, backend, algo, source)                           \
    PQPOLY_NEWHOPE_NTT_ENTRY_(pqpoly_mul_##id, id, portable, backend, algo, source)
/* The same row for another implementation (src/mul/avx2: impl avx2). */
#define PQPOLY_NEWHOPE_NTT_ENTRY_IMPL(id, impl, backend, algo, source)                 \
    PQPOLY_NEWHOPE_NTT_ENTRY_(pqpoly_mul_##id##_##impl, id, impl, backend, algo, source)
#define PQPOLY_NEWHOPE_NTT_ENTRY_(sym, id, impl, backend, algo, source)                \
    static void sym##_forward(void *t, const int16_t *a) {                           \
        int16_t *r = (int16_t *)t;                                                   \
        for (int i = 0; i < NEWHOPE_N; i++) r[i] = a[i];                             \
        (backend).ntt(r);                                                            \
    }                                                                                \
    static void sym##_base(void *tc, const void *ta, const void *tb) {               \
        (backend).basemul_acc((int16_t *)tc, (const int16_t *)ta, (const int16_t *)tb, 1); \
    }                                                                                \
    static void sym##_inverse(int16_t *c, void *tc) {                                \
        int16_t *r = (int16_t *)tc;                                                  \
        (backend).invntt(r);                                                         \
        for (int i = 0; i < NEWHOPE_N; i++) c[i] = newhope_center(r[i]);             \
    }                                                                                \
    static void sym##_base_acc(void *tc, const void *ta, const void *tb, unsigned k) { \
        (backend).basemul_acc((int16_t *)tc, (const int16_t *)ta, (const int16_t *)tb, k); \
    }                                                                                \
    static void sym##_inverse_acc(int16_t *c, void *tc, unsigned k) {                \
        int16_t *r = (int16_t *)tc;                                                  \
        (void)k;                                                                     \
        (backend).invntt(r);                                                         \
        for (int i = 0; i < NEWHOPE_N; i++) c[i] = r[i];                             \
    }                                                                                \
    static void sym##_from_base(void *tc) { (backend).from_base((int16_t *)tc); }    \
    static const pqpoly_transform sym##_transform = {                                \
        NEWHOPE_N * sizeof(int16_t), sym##_forward, sym##_forward, sym##_base,       \
        sym##_inverse, sym##_base_acc, sym##_inverse_acc, sym##_from_base, NULL,     \
        PQPOLY_LAYOUT_CANONICAL, NULL, NULL};                                        \
    static void sym##_mul(int16_t *c, const int16_t *a, const int16_t *b,            \
                          const pqpoly_ring *ring) {                                 \
        (void)ring;                                                                  \
        pqpoly_newhope_ntt_mul(&(backend), c, a, b);                                 \
    }                                                                                \
    static const pqpoly_mul_entry sym##_instances[] = {PQPOLY_MUL_INSTANCE(           \
        impl, "newhope", algo, PQPOLY_BIG_BIG, source, sym##_mul, &sym##_transform)};  \
    PQPOLY_MUL_ALGO_DEFINE(id, impl, algo, sym##_instances)

#endif
