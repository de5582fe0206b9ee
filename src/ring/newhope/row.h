/* The registry row of a newhope backend (backend.h): its product exposed as
 * one pqpoly_mul_entry of ring "newhope" (ntt-montgomery, ntt-kred,
 * ntt-kred2x), built from the backend by src/mul/staged_ntt_entry.h.  The
 * row is generated from the backend, never the reverse: the backend points
 * to its row (`row`) and the picker (backends.c) compares entries by
 * address.  Internal header. */
#ifndef PQPOLY_RING_NEWHOPE_ROW_H
#define PQPOLY_RING_NEWHOPE_ROW_H

#include "pqpoly/poly.h"
#include "ring/newhope/backend.h"

#include "mul/staged_ntt_entry.h"

/* The full product through `b` with the coefficient contract of poly.h
 * (the mul of every row): ntt of both, basemul_acc with k = 1, invntt,
 * centered; the transformed operands wiped. */
void pqpoly_newhope_backend_mul(const pqpoly_newhope_backend *b, int16_t *c, const int16_t *x,
                                const int16_t *y);

/* The row pqpoly_mul_algo_newhope_ntt_<arith>_<impl> of the backend
 * pqpoly_newhope_backend_<arith>_<impl>, named `algo` (its `name`): forward
 * a and b: ntt; base: basemul_acc with k = 1 (through a temporary, as tc may
 * be ta); inverse: invntt, centered; accumulation: base_acc =
 * basemul_acc, inverse_acc = invntt (not centered; k sets no schedule here:
 * basemul_acc always reduces); the buffers in the natural order of the
 * evaluations a(psi^(2j+1)), the [ADPS16] wire order. */
#define PQPOLY_NEWHOPE_ROW(arith, impl, algo, source)                                           \
    PQPOLY_STAGED_NTT_ENTRY(pqpoly_newhope_row_##arith##_##impl, newhope_ntt_##arith, impl,      \
                            "newhope", NEWHOPE_N, PQPOLY_NEWHOPE_BACKEND_SYM(arith, impl), algo, \
                            source, pqpoly_newhope_backend_mul, PQPOLY_NEWHOPE_ROW_INV_,         \
                            PQPOLY_NEWHOPE_ROW_CENTER_)
/* The ring's bindings of src/mul/staged_ntt_entry.h: invntt has one schedule
 * for every k; the centered output value by value. */
#define PQPOLY_NEWHOPE_ROW_INV_(b, r, k) ((void)(k), (b).invntt(r))
#define PQPOLY_NEWHOPE_ROW_CENTER_(c, r) \
    for (int i_ = 0; i_ < NEWHOPE_N; i_++) (c)[i_] = newhope_center((r)[i_])

#endif
