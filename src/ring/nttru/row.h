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
 * temporary, as tc may be ta); inverse: invntt, centered; accumulation:
 * base_acc = basemul_acc, inverse_acc = invntt (its output bound does not
 * depend on k).  The transformed buffers are in the backend's own order
 * (canonical, or the AVX2 lane order: the backend's `order`); base inversion
 * and the order's permutations are the backend's hooks, not the row's. */
#define PQPOLY_NTTRU_ROW(arith, impl, algo, source) \
    PQPOLY_NTTRU_ROW_(pqpoly_nttru_row_##arith##_##impl, arith, impl, algo, source)
/* The ring's bindings of src/mul/staged_ntt_entry.h: invntt has one
 * schedule for every k; centering over the array. */
#define PQPOLY_NTTRU_ROW_INV_(b, r, k) ((void)(k), (b).invntt(r))
#define PQPOLY_NTTRU_ROW_CENTER_(c, r) pqpoly_nttru_backend_center(c, r)
#define PQPOLY_NTTRU_ROW_(sym, arith, impl, algo, source)                                    \
    PQPOLY_STAGED_NTT_ENTRY(sym, nttru_ntt_##arith, impl, "nttru", NTTRU_N,                   \
                            PQPOLY_NTTRU_BACKEND_SYM(arith, impl), algo, source,              \
                            pqpoly_nttru_backend_mul, PQPOLY_NTTRU_ROW_INV_,                  \
                            PQPOLY_NTTRU_ROW_CENTER_)

#endif
