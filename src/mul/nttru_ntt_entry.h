/* The registry entries of the ring "nttru" over the NTT backends of
 * src/ntt/nttru/ntt.h: one entry per backend (ntt-montgomery, ntt-plantard),
 * each a thin pqpoly_mul_entry whose stages include the NTT-domain ones the
 * NTTRU KEM uses, base inversion included.  Internal header. */
#ifndef PQPOLY_MUL_NTTRU_NTT_ENTRY_H
#define PQPOLY_MUL_NTTRU_NTT_ENTRY_H

#include "ntt/nttru/ntt.h"
#include "pqpoly/poly.h"

#include "mul/algo.h"

/* The full product through `b` with the coefficient contract of poly.h
 * (the mul of both entries). */
void pqpoly_nttru_ntt_mul(const pqpoly_nttru_ntt *b, int16_t *c, const int16_t *x,
                          const int16_t *y);
/* Centered representative of |a| < q. */
void pqpoly_nttru_ntt_center(int16_t *c, const int16_t *a);

/* One registry row per backend (defines pqpoly_mul_algo_<id>_portable over
 * one instance): forward a and b: ntt (may run in place); base: basemul_acc
 * with k = 1 (through a temporary, as tc may be ta); inverse: invntt,
 * centered; NTT-domain stages base_acc = basemul_acc, inverse_acc = invntt
 * (its output bound does not depend on k), from_base, base_inv = baseinv; the
 * canonical layout of ring nttru (the reference code's order, poly.h). */
#define PQPOLY_NTTRU_NTT_ENTRY(id, backend, algo, source)                           \
    PQPOLY_NTTRU_NTT_ENTRY_(pqpoly_mul_##id, id, portable, backend, algo, source,      \
                            PQPOLY_LAYOUT_CANONICAL, NULL, NULL)
/* A vector backend in the lane order (src/ntt/nttru/avx2/lanes.h): layout
 * PQPOLY_LAYOUT_CUSTOM with the backend's permutations as to_canonical and
 * from_canonical. */
#define PQPOLY_NTTRU_NTT_ENTRY_IMPL(id, impl, backend, algo, source)                 \
    static void pqpoly_mul_##id##_##impl##_tc(void *t) { (backend).to_canonical((int16_t *)t); } \
    static void pqpoly_mul_##id##_##impl##_fc(void *t) { (backend).from_canonical((int16_t *)t); } \
    PQPOLY_NTTRU_NTT_ENTRY_(pqpoly_mul_##id##_##impl, id, impl, backend, algo, source,  \
                            PQPOLY_LAYOUT_CUSTOM, pqpoly_mul_##id##_##impl##_tc,        \
                            pqpoly_mul_##id##_##impl##_fc)
#define PQPOLY_NTTRU_NTT_ENTRY_(sym, id, impl, backend, algo, source, layout_, to_c_, from_c_) \
    static void sym##_forward(void *t, const int16_t *a) {                         \
        int16_t *r = (int16_t *)t;                                                 \
        for (int i = 0; i < NTTRU_N; i++) r[i] = a[i];                             \
        (backend).ntt(r);                                                          \
    }                                                                              \
    static void sym##_base(void *tc, const void *ta, const void *tb) {             \
        int16_t t[NTTRU_N];                                                        \
        (backend).basemul_acc(t, (const int16_t *)ta, (const int16_t *)tb, 1);     \
        for (int i = 0; i < NTTRU_N; i++) ((int16_t *)tc)[i] = t[i];               \
        pqpoly_memzero(t, sizeof t);                                               \
    }                                                                              \
    static void sym##_inverse(int16_t *c, void *tc) {                              \
        int16_t *r = (int16_t *)tc;                                                \
        (backend).invntt(r);                                                       \
        pqpoly_nttru_ntt_center(c, r);                                             \
    }                                                                              \
    static void sym##_base_acc(void *tc, const void *ta, const void *tb,           \
                               unsigned k) {                                       \
        (backend).basemul_acc((int16_t *)tc, (const int16_t *)ta,                  \
                              (const int16_t *)tb, k);                             \
    }                                                                              \
    static void sym##_inverse_acc(int16_t *c, void *tc, unsigned k) {              \
        int16_t *r = (int16_t *)tc;                                                \
        (void)k;                                                                   \
        (backend).invntt(r);                                                       \
        for (int i = 0; i < NTTRU_N; i++) c[i] = r[i];                             \
    }                                                                              \
    static void sym##_from_base(void *tc) { (backend).from_base((int16_t *)tc); }  \
    static int sym##_base_inv(void *tc, const void *ta) {                          \
        return (backend).baseinv((int16_t *)tc, (const int16_t *)ta);              \
    }                                                                              \
    static const pqpoly_transform sym##_transform = {                              \
        NTTRU_N * sizeof(int16_t), sym##_forward, sym##_forward, sym##_base,       \
        sym##_inverse, sym##_base_acc, sym##_inverse_acc, sym##_from_base,         \
        sym##_base_inv, layout_, to_c_, from_c_};                                         \
    static void sym##_mul(int16_t *c, const int16_t *a, const int16_t *b,          \
                          const pqpoly_ring *ring) {                               \
        (void)ring;                                                                \
        pqpoly_nttru_ntt_mul(&(backend), c, a, b);                                 \
    }                                                                              \
    static const pqpoly_mul_entry sym##_instances[] = {PQPOLY_MUL_INSTANCE(         \
        impl, "nttru", algo, PQPOLY_BIG_BIG, source, sym##_mul, &sym##_transform)}; \
    PQPOLY_MUL_ALGO_DEFINE(id, impl, algo, sym##_instances)

#endif
