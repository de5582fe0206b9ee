/* The registry entries of the ring "newhope" over the NTT backends of
 * src/ntt/newhope/ntt.h: one entry per backend (ntt-montgomery, ntt-kred,
 * ntt-kred2x), each a staged pqpoly_mul_entry whose stages include the
 * NTT-domain ones the NewHope key exchange uses.  Internal header. */
#ifndef PQPOLY_MUL_NEWHOPE_NTT_ENTRY_H
#define PQPOLY_MUL_NEWHOPE_NTT_ENTRY_H

#include "ntt/newhope/ntt.h"
#include "pqpoly/poly.h"

#include "mul/staged_ntt_entry.h"

/* The full product through `b` with the coefficient contract of poly.h. */
void pqpoly_newhope_ntt_mul(const pqpoly_newhope_ntt *b, int16_t *c, const int16_t *x,
                            const int16_t *y);

/* One registry row per backend (defines pqpoly_mul_algo_<id>_portable over
 * one instance): forward a and b: ntt; base: basemul_acc with k = 1 (through
 * a temporary, as tc may be ta); inverse: invntt, centered; NTT-domain
 * stages: base_acc = basemul_acc, inverse_acc = invntt (not centered; k sets
 * no schedule here: basemul_acc always reduces), from_base; no base_inv; the
 * canonical layout of the ring (natural order of the evaluations
 * a(psi^(2j+1)), the [ADPS16] wire order). */
#define PQPOLY_NEWHOPE_NTT_ENTRY(id, backend, algo, source)                           \
    PQPOLY_NEWHOPE_NTT_ENTRY_(pqpoly_mul_##id, id, portable, backend, algo, source)
/* The same row for another implementation (src/mul/avx2: impl avx2). */
#define PQPOLY_NEWHOPE_NTT_ENTRY_IMPL(id, impl, backend, algo, source)                 \
    PQPOLY_NEWHOPE_NTT_ENTRY_(pqpoly_mul_##id##_##impl, id, impl, backend, algo, source)
/* The ring's bindings of src/mul/staged_ntt_entry.h: invntt has one schedule
 * for every k; the centered output value by value. */
#define PQPOLY_NEWHOPE_NTT_INV_(b, r, k) ((void)(k), (b).invntt(r))
#define PQPOLY_NEWHOPE_NTT_CENTER_(c, r) \
    for (int i_ = 0; i_ < NEWHOPE_N; i_++) (c)[i_] = newhope_center((r)[i_])
#define PQPOLY_NEWHOPE_NTT_ENTRY_(sym, id, impl, backend, algo, source)                \
    PQPOLY_STAGED_NTT_ENTRY(sym, id, impl, "newhope", NEWHOPE_N, backend, algo, source,  \
                            pqpoly_newhope_ntt_mul, PQPOLY_NEWHOPE_NTT_INV_,             \
                            PQPOLY_NEWHOPE_NTT_CENTER_, NULL, PQPOLY_LAYOUT_CANONICAL,   \
                            NULL, NULL)

#endif
