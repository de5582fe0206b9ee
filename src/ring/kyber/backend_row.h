/* The registry row a kyber backend exports, generated from the backend: the
 * entry "ntt-<arithmetic>" of ring "kyber" (big*big), whose product and
 * stages are the backend's hooks.  Internal header.
 *
 * PQPOLY_KYBER_BACKEND_ROW(algo, impl, name, source) defines the descriptor
 * pqpoly_mul_algo_<algo>_<impl> (src/mul/algo.h) over one instance, the
 * entry `name` of the backend pqpoly_backend_<algo>_<impl> (backend.h), with
 * static wrappers prefixed pqpoly_mul_<algo>_<impl> (src/mul/staged_ntt_entry.h):
 *   mul           pqpoly_kyber_ntt_mul (mul.c): ntt, ntt, basemul_acc (k = 1),
 *                 invntt, centered;
 *   forward a/b   ntt;  base: basemul_acc with k = 1;  inverse: invntt (k = 1),
 *                 centered;
 *   base_acc      basemul_acc;  inverse_acc: invntt (k), not centered;
 * the buffers in the canonical FIPS 203 order.
 * PQPOLY_KYBER_BACKEND_ENTRY(algo, impl) is that instance, for the backend's
 * `entry` field (the picker finds the backend by this pointer). */
#ifndef PQPOLY_RING_KYBER_BACKEND_ROW_H
#define PQPOLY_RING_KYBER_BACKEND_ROW_H

#include "mul/staged_ntt_entry.h"
#include "pqpoly/poly.h"
#include "ring/kyber/backend.h"

/* The full product through backend b, with the coefficient contract of
 * include/pqpoly/poly.h (centered output). */
void pqpoly_kyber_ntt_mul(const pqpoly_kyber_backend *b, int16_t *c, const int16_t *x,
                          const int16_t *y);

/* The ring's bindings of src/mul/staged_ntt_entry.h: invntt takes k; the
 * centered output value by value. */
#define PQPOLY_KYBER_ROW_INV_(b, r, k) (b).invntt(r, k)
#define PQPOLY_KYBER_ROW_CENTER_(c, r) \
    for (int i_ = 0; i_ < KYBER_N; i_++) (c)[i_] = pqpoly_kyber_center((r)[i_])

#define PQPOLY_KYBER_BACKEND_ROW(algo, impl, name, source)                                   \
    PQPOLY_STAGED_NTT_ENTRY(pqpoly_mul_##algo##_##impl, algo, impl, "kyber", KYBER_N,         \
                            PQPOLY_KYBER_BACKEND_SYM(algo, impl), name, source,               \
                            pqpoly_kyber_ntt_mul, PQPOLY_KYBER_ROW_INV_,                      \
                            PQPOLY_KYBER_ROW_CENTER_)
#define PQPOLY_KYBER_BACKEND_ENTRY(algo, impl) (&pqpoly_mul_##algo##_##impl##_instances[0])

#endif
