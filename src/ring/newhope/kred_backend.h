/* What the K-RED backends of the NewHope ring share (ntt-kred and
 * ntt-kred2x, portable and AVX2; each writes its hooks over the transform
 * routines of src/ntt/newhope/kred.h or src/ntt/newhope/avx2/kred.h, whose
 * signatures agree): the debug-build stage intervals of the schedule with
 * table prefix P (NEWHOPE_KRED or NEWHOPE_KRED2X of
 * src/ntt/tables/newhope_kred.h), PQPOLY_NEWHOPE_KRED_BOUNDS_(id, P)
 * defining them and PQPOLY_NEWHOPE_KRED_B_(id, fwd / inv) naming them (NULL
 * outside debug builds).  Internal header. */
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

#endif
