/* The registry row of an nttru backend (backend.h): its product exposed as
 * one pqpoly_mul_entry of ring "nttru" (ntt-montgomery, ntt-plantard), built
 * from the backend by src/mul/staged_ntt_entry.h.  The row is generated from
 * the backend, never the reverse: the backend points to its row (`row`) and
 * the picker (backends.c) compares entries by address.  Internal header. */
#ifndef PQPOLY_RING_NTTRU_ROW_H
#define PQPOLY_RING_NTTRU_ROW_H

#include "pqpoly/poly.h"
#include "ring/nttru/backend.h"

#include "mul/staged_ntt_entry.h"

/* The full product through `b` with the coefficient contract of poly.h
 * (the mul of every row): ntt of both, basemul_acc with k = 1, invntt,
 * centered; the transformed operands wiped. */
void pqpoly_nttru_backend_mul(const pqpoly_nttru_backend *b, int16_t *c, const int16_t *x,
                              const int16_t *y);
/* Centered representative of |a| < q. */
void pqpoly_nttru_backend_center(int16_t *c, const int16_t *a);

/* The row pqpoly_mul_algo_nttru_ntt_<arith>_<impl> of the backend
 * pqpoly_nttru_backend_<arith>_<impl>, named `algo` (its `name`): forward a
 * and b: ntt (may run in place); base: basemul_acc with k = 1 (through a
 * temporary, as tc may be ta); inverse: invntt, centered; NTT-domain stages
 * base_acc = basemul_acc, inverse_acc = invntt (its output bound does not
 * depend on k), from_base, base_inv = baseinv; layout canonical.
 * PQPOLY_NTTRU_ROW_LANES: the same for a backend in the lane order
 * (NTTRU_ORDER_LANES), layout PQPOLY_LAYOUT_CUSTOM with its permutations. */
#define PQPOLY_NTTRU_ROW(arith, impl, algo, source)                                           \
    PQPOLY_NTTRU_ROW_(pqpoly_nttru_row_##arith##_##impl, arith, impl, algo, source,            \
                      PQPOLY_LAYOUT_CANONICAL, NULL, NULL)
#define PQPOLY_NTTRU_ROW_LANES(arith, impl, algo, source)                                     \
    static void pqpoly_nttru_row_##arith##_##impl##_tc(void *t) {                             \
        PQPOLY_NTTRU_BACKEND_SYM(arith, impl).to_canonical((int16_t *)t);                     \
    }                                                                                         \
    static void pqpoly_nttru_row_##arith##_##impl##_fc(void *t) {                             \
        PQPOLY_NTTRU_BACKEND_SYM(arith, impl).from_canonical((int16_t *)t);                   \
    }                                                                                         \
    PQPOLY_NTTRU_ROW_(pqpoly_nttru_row_##arith##_##impl, arith, impl, algo, source,            \
                      PQPOLY_LAYOUT_CUSTOM, pqpoly_nttru_row_##arith##_##impl##_tc,            \
                      pqpoly_nttru_row_##arith##_##impl##_fc)
/* The ring's bindings of src/mul/staged_ntt_entry.h: invntt has one
 * schedule for every k; centering over the array; base inversion. */
#define PQPOLY_NTTRU_ROW_INV_(b, r, k) ((void)(k), (b).invntt(r))
#define PQPOLY_NTTRU_ROW_CENTER_(c, r) pqpoly_nttru_backend_center(c, r)
#define PQPOLY_NTTRU_ROW_(sym, arith, impl, algo, source, layout_, to_c_, from_c_)            \
    static int sym##_base_inv(void *tc, const void *ta) {                                     \
        return PQPOLY_NTTRU_BACKEND_SYM(arith, impl).baseinv((int16_t *)tc, (const int16_t *)ta); \
    }                                                                                         \
    PQPOLY_STAGED_NTT_ENTRY(sym, nttru_ntt_##arith, impl, "nttru", NTTRU_N,                   \
                            PQPOLY_NTTRU_BACKEND_SYM(arith, impl), algo, source,              \
                            pqpoly_nttru_backend_mul, PQPOLY_NTTRU_ROW_INV_,                  \
                            PQPOLY_NTTRU_ROW_CENTER_, sym##_base_inv, layout_, to_c_, from_c_)

#endif
