/* The registry entries of the ring "kyber" over the NTT backends of
 * src/ntt/kyber/ntt.h: one entry per backend (ntt-montgomery, ntt-barrett,
 * ntt-plantard), each a thin pqpoly_mul_entry whose stages include the
 * NTT-domain ones ML-KEM uses.  Internal header. */
#ifndef PQPOLY_MUL_KYBER_NTT_ENTRY_H
#define PQPOLY_MUL_KYBER_NTT_ENTRY_H

#include "ntt/kyber/ntt.h"
#include "pqpoly/poly.h"

#include "mul/algo.h"

/* The generic entry points shared by the three registry entries: a full
 * product through `b` with the coefficient contract of poly.h. */
void pqpoly_kyber_ntt_mul(const pqpoly_kyber_ntt *b, int16_t *c, const int16_t *x,
                          const int16_t *y);

/* One registry row per backend (PQPOLY_KYBER_NTT_ENTRY(id, ...) defines
 * pqpoly_mul_algo_<id>_portable over one instance; PQPOLY_KYBER_NTT_ENTRY_IMPL
 * names the implementation, e.g. avx2, for a vector backend in src/mul/avx2/,
 * which must keep every bound and the layout of this contract): the full product and its
 * stages (forward a and b: ntt; base: basemul_acc with k = 1; inverse:
 * invntt, centered), and the backend as NTT-domain stages of include/pqpoly/poly.h (base_acc:
 * basemul_acc; inverse_acc: invntt, not centered; from_base; no base_inv; the
 * canonical FIPS 203 order, which every backend keeps). */
#define PQPOLY_KYBER_NTT_ENTRY(id, backend, algo, source)                           \
    PQPOLY_KYBER_NTT_ENTRY_(pqpoly_mul_##id, id, portable, backend, algo, source)
#define PQPOLY_KYBER_NTT_ENTRY_IMPL(id, impl, backend, algo, source)                 \
    PQPOLY_KYBER_NTT_ENTRY_(pqpoly_mul_##id##_##impl, id, impl, backend, algo, source)
#define PQPOLY_KYBER_NTT_ENTRY_(sym, id, impl, backend, algo, source)                \
    static void sym##_forward(void *t, const int16_t *a) {                         \
        int16_t *r = (int16_t *)t;                                                 \
        for (int i = 0; i < KYBER_N; i++) r[i] = a[i];                             \
        (backend).ntt(r);                                                          \
    }                                                                              \
    static void sym##_base(void *tc, const void *ta, const void *tb) {             \
        int16_t t[KYBER_N];                                                        \
        (backend).basemul_acc(t, (const int16_t *)ta, (const int16_t *)tb, 1);     \
        for (int i = 0; i < KYBER_N; i++) ((int16_t *)tc)[i] = t[i];               \
    }                                                                              \
    static void sym##_inverse(int16_t *c, void *tc) {                              \
        int16_t *r = (int16_t *)tc;                                                \
        (backend).invntt(r, 1);                                                    \
        for (int i = 0; i < KYBER_N; i++) c[i] = pqpoly_kyber_center(r[i]);        \
    }                                                                              \
    static void sym##_base_acc(void *tc, const void *ta, const void *tb,           \
                               unsigned k) {                                       \
        (backend).basemul_acc((int16_t *)tc, (const int16_t *)ta,                  \
                              (const int16_t *)tb, k);                             \
    }                                                                              \
    static void sym##_inverse_acc(int16_t *c, void *tc, unsigned k) {              \
        int16_t *r = (int16_t *)tc;                                                \
        (backend).invntt(r, k);                                                    \
        for (int i = 0; i < KYBER_N; i++) c[i] = r[i];                             \
    }                                                                              \
    static void sym##_from_base(void *tc) { (backend).from_base((int16_t *)tc); }  \
    static const pqpoly_transform sym##_transform = {                              \
        KYBER_N * sizeof(int16_t), sym##_forward, sym##_forward, sym##_base,       \
        sym##_inverse, sym##_base_acc, sym##_inverse_acc, sym##_from_base, NULL,   \
        PQPOLY_LAYOUT_CANONICAL, NULL, NULL};                                      \
    static void sym##_mul(int16_t *c, const int16_t *a, const int16_t *b,          \
                          const pqpoly_ring *ring) {                               \
        (void)ring;                                                                \
        pqpoly_kyber_ntt_mul(&(backend), c, a, b);                                 \
    }                                                                              \
    static const pqpoly_mul_entry sym##_instances[] = {PQPOLY_MUL_INSTANCE(         \
        impl, "kyber", algo, PQPOLY_BIG_BIG, source, sym##_mul, &sym##_transform)};  \
    PQPOLY_MUL_ALGO_DEFINE(id, impl, algo, sym##_instances)


#endif
