/* The registry entries of the ring "kyber" over the NTT backends of
 * src/ntt/kyber/ntt.h: one entry per backend (ntt-montgomery, ntt-barrett,
 * ntt-plantard), each a thin pqpoly_mul_entry whose stages include the
 * NTT-domain ones ML-KEM uses.  Internal header. */
#ifndef PQPOLY_MUL_KYBER_NTT_ENTRY_H
#define PQPOLY_MUL_KYBER_NTT_ENTRY_H

#include "ntt/kyber/ntt.h"
#include "pqpoly/poly.h"

#include "mul/staged_ntt_entry.h"

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
/* The ring's bindings of src/mul/staged_ntt_entry.h: invntt takes k; the
 * centered output value by value. */
#define PQPOLY_KYBER_NTT_INV_(b, r, k) (b).invntt(r, k)
#define PQPOLY_KYBER_NTT_CENTER_(c, r) \
    for (int i_ = 0; i_ < KYBER_N; i_++) (c)[i_] = pqpoly_kyber_center((r)[i_])
#define PQPOLY_KYBER_NTT_ENTRY_(sym, id, impl, backend, algo, source)                \
    PQPOLY_STAGED_NTT_ENTRY(sym, id, impl, "kyber", KYBER_N, backend, algo, source,    \
                            pqpoly_kyber_ntt_mul, PQPOLY_KYBER_NTT_INV_,               \
                            PQPOLY_KYBER_NTT_CENTER_, NULL, PQPOLY_LAYOUT_CANONICAL,   \
                            NULL, NULL)

#endif
