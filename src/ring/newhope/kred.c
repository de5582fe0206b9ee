/* NewHope ring, the [ADPS16] transform (the values on the wire) computed with
 * K-RED arithmetic ([LN16, §3-4]): reductions only after multiplications,
 * extra reductions as two successive K-REDs at the stages the generated
 * schedule names (NEWHOPE_KRED_FWD_REDS / _INV_REDS, with the interval after
 * every stage, asserted in debug builds), 1024^-1 and the accumulated
 * factors of k merged into the last inverse stage (src/ntt/newhope/kred.h).
 * Base domain D = k^-2.  The backend pqpoly_newhope_backend_kred_portable
 * (backend.h) and its registry row. */
#include "ring/newhope/kred_backend.h"

PQPOLY_NEWHOPE_KRED_HOOKS(kred, NEWHOPE_KRED, 0, newhope_kred_ntt, newhope_kred_basemul_acc, newhope_kred_invntt,
                          newhope_kred_from_base)

const pqpoly_newhope_backend pqpoly_newhope_backend_kred_portable = {
    .name = "ntt-kred",
    .arith = "kred",
    .impl = "portable",
    .isa = PQPOLY_ISA_PORTABLE,
    .row = &PQPOLY_MUL_ALGO_SYM(newhope_ntt_kred, portable),
    .domain = NEWHOPE_D_KRED,
    .ntt_bound = NEWHOPE_KRED_NTT_OUT,
    .base_lo = NEWHOPE_KRED_BASE_LO,
    .base_hi = NEWHOPE_KRED_BASE_HI,
    .ntt = kred_ntt,
    .basemul_acc = kred_basemul_acc,
    .invntt = kred_invntt,
    .from_base = kred_from_base,
    PQPOLY_NEWHOPE_PORTABLE_KERNELS,
};

PQPOLY_NEWHOPE_ROW(kred, portable, "ntt-kred",
                   "[LN16, §3-4] K-RED NTT, reductions after multiplications, [ADPS16] order")
