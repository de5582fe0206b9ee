/* NewHope ring, the [ADPS16] transform (the values on the wire) computed with
 * K-RED arithmetic ([LN16, §3-4]): reductions only after multiplications,
 * extra reductions as one K-RED-2x at the stages the generated
 * schedule names (NEWHOPE_KRED2X_FWD_REDS / _INV_REDS, with the interval after
 * every stage, asserted in debug builds), 1024^-1 and the accumulated
 * factors of k merged into the last inverse stage (src/ntt/newhope/kred.h).
 * Base domain D = k^-2.  The backend pqpoly_newhope_backend_kred2x_portable
 * (backend.h) and its registry row. */
#include "ring/newhope/kred_backend.h"

PQPOLY_NEWHOPE_KRED_HOOKS(kred2x, NEWHOPE_KRED2X, 1, newhope_kred_ntt, newhope_kred_basemul_acc, newhope_kred_invntt,
                          newhope_kred_from_base)

const pqpoly_newhope_backend pqpoly_newhope_backend_kred2x_portable = {
    .name = "ntt-kred2x",
    .arith = "kred2x",
    .impl = "portable",
    .isa = PQPOLY_ISA_PORTABLE,
    .row = &PQPOLY_MUL_ALGO_SYM(newhope_ntt_kred2x, portable),
    .domain = NEWHOPE_D_KRED,
    .ntt_bound = NEWHOPE_KRED_NTT_OUT,
    .base_lo = NEWHOPE_KRED2X_BASE_LO,
    .base_hi = NEWHOPE_KRED2X_BASE_HI,
    .ntt = kred2x_ntt,
    .basemul_acc = kred2x_basemul_acc,
    .invntt = kred2x_invntt,
    .from_base = kred2x_from_base,
    PQPOLY_NEWHOPE_PORTABLE_KERNELS,
};

PQPOLY_NEWHOPE_ROW(kred2x, portable, "ntt-kred2x",
                   "[LN16, §3-4] K-RED-2x NTT, reductions after multiplications, [ADPS16] order")
