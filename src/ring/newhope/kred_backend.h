/* The plumbing shared by the K-RED backends of the NewHope ring (ntt-kred and
 * ntt-kred2x, portable and AVX2): the debug-build stage intervals, the int32
 * work buffer (wiped after use) and the input check of the inverse, as the
 * four NTT-domain hooks of a backend (backend.h), over the transform
 * routines of one implementation
 * (src/ntt/newhope/kred.h or src/ntt/newhope/avx2/kred.h, whose
 * signatures agree).  P is the table prefix (NEWHOPE_KRED or NEWHOPE_KRED2X
 * of src/ntt/tables/newhope_kred.h), TWO selects K-RED-2x for the extra
 * reductions.  Internal header. */
#ifndef PQPOLY_RING_NEWHOPE_KRED_BACKEND_H
#define PQPOLY_RING_NEWHOPE_KRED_BACKEND_H

#include "common/debug_bounds.h"
#include "ring/newhope/row.h"
#include "ntt/newhope/kred.h"
#include "pqpoly/common.h"

#ifdef PQPOLY_DEBUG_BOUNDS
#define PQPOLY_NEWHOPE_KRED_BOUNDS_(id, P)                                          \
    static const int32_t id##_fwd_bounds[10][2] = P##_FWD_BOUNDS;                   \
    static const int32_t id##_inv_bounds[9][2] = P##_INV_BOUNDS;
#define PQPOLY_NEWHOPE_KRED_B_(id, dir) id##_##dir##_bounds
#else
#define PQPOLY_NEWHOPE_KRED_BOUNDS_(id, P)
#define PQPOLY_NEWHOPE_KRED_B_(id, dir) NULL
#endif

/* Defines the static hooks var_ntt, var_basemul_acc, var_invntt and
 * var_from_base. */
#define PQPOLY_NEWHOPE_KRED_HOOKS(var, P, TWO, NTT, BASEMUL, INVNTT, FROM_BASE)                         \
    PQPOLY_NEWHOPE_KRED_BOUNDS_(var, P)                                                         \
    static void var##_ntt(int16_t r[NEWHOPE_N]) {                                               \
        _Alignas(32) int32_t w[NEWHOPE_N];                                                      \
        NTT(r, w, P##_FWD_REDS, P##_FWD_OUT_C, TWO, PQPOLY_NEWHOPE_KRED_B_(var, fwd));          \
        pqpoly_memzero(w, sizeof w);                                                            \
    }                                                                                           \
    static void var##_basemul_acc(int16_t r[NEWHOPE_N], const int16_t *a, const int16_t *b,     \
                                  unsigned k) {                                                 \
        BASEMUL(r, a, b, k, TWO);                                                               \
    }                                                                                           \
    static void var##_invntt(int16_t r[NEWHOPE_N]) {                                            \
        _Alignas(32) int32_t w[NEWHOPE_N];                                                      \
        PQPOLY_ASSERT_BOUND(r, NEWHOPE_N, P##_BASE_LO, P##_BASE_HI);                            \
        INVNTT(r, w, P##_INV_REDS, P##_INV_C1, P##_INV_C2, TWO, PQPOLY_NEWHOPE_KRED_B_(var, inv)); \
        pqpoly_memzero(w, sizeof w);                                                            \
    }                                                                                           \
    static void var##_from_base(int16_t r[NEWHOPE_N]) { FROM_BASE(r); }

#endif
