/* The registry entries of the ring "nttru" over the NTT backends of
 * src/ntt/nttru/ntt.h: one entry per backend (ntt-montgomery, ntt-plantard),
 * each a thin pqpoly_mul_entry whose stages include the NTT-domain ones the
 * NTTRU KEM uses, base inversion included.  Internal header. */
#ifndef PQPOLY_MUL_NTTRU_NTT_ENTRY_H
#define PQPOLY_MUL_NTTRU_NTT_ENTRY_H

#include "ntt/nttru/ntt.h"
#include "pqpoly/poly.h"

#include "mul/staged_ntt_entry.h"

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
/* The ring's bindings of src/mul/staged_ntt_entry.h: invntt has one
 * schedule for every k; centering over the array; base inversion. */
#define PQPOLY_NTTRU_NTT_INV_(b, r, k) ((void)(k), (b).invntt(r))
#define PQPOLY_NTTRU_NTT_CENTER_(c, r) pqpoly_nttru_ntt_center(c, r)
#define PQPOLY_NTTRU_NTT_ENTRY_(sym, id, impl, backend, algo, source, layout_, to_c_, from_c_) \
    static int sym##_base_inv(void *tc, const void *ta) {                             \
        return (backend).baseinv((int16_t *)tc, (const int16_t *)ta);                 \
    }                                                                                 \
    PQPOLY_STAGED_NTT_ENTRY(sym, id, impl, "nttru", NTTRU_N, backend, algo, source,     \
                            pqpoly_nttru_ntt_mul, PQPOLY_NTTRU_NTT_INV_,                \
                            PQPOLY_NTTRU_NTT_CENTER_, sym##_base_inv, layout_, to_c_,   \
                            from_c_)

#endif
