/* ntt-kred2x, AVX2 implementation: the stages of src/ntt/newhope/kred.h in
 * intrinsics over eight int32 lanes (src/ntt/newhope/avx2/kred.h, [LN16,
 * §4]): the same schedule, factors and integers as the portable twin
 * (src/ring/newhope/kred2x.c), compared by impl_twins, with the AVX2 hot paths
 * (avx2/kernels.c). */
#include "ntt/newhope/avx2/kred.h"
#include "ring/newhope/avx2/kernels.h"
#include "ring/newhope/kred_backend.h"

PQPOLY_NEWHOPE_KRED_HOOKS(kred2x_avx2, NEWHOPE_KRED2X, 1, nh_kred_ntt_avx2, nh_kred_basemul_acc_avx2, nh_kred_invntt_avx2,
                          nh_kred_from_base_avx2)

const pqpoly_newhope_backend pqpoly_newhope_backend_kred2x_avx2 = {
    .name = "ntt-kred2x",
    .arith = "kred2x",
    .impl = "avx2",
    .isa = PQPOLY_ISA_X86_AVX2,
    .row = &PQPOLY_MUL_ALGO_SYM(newhope_ntt_kred2x, avx2),
    .domain = NEWHOPE_D_KRED,
    .ntt_bound = NEWHOPE_KRED_NTT_OUT,
    .base_lo = NEWHOPE_KRED2X_BASE_LO,
    .base_hi = NEWHOPE_KRED2X_BASE_HI,
    .ntt = kred2x_avx2_ntt,
    .basemul_acc = kred2x_avx2_basemul_acc,
    .invntt = kred2x_avx2_invntt,
    .from_base = kred2x_avx2_from_base,
    PQPOLY_NEWHOPE_AVX2_KERNELS,
};

PQPOLY_NEWHOPE_ROW(kred2x, avx2, "ntt-kred2x",
                   "[LN16, §4] K-RED-2x NTT in AVX2 (8 x int32 lanes), [ADPS16] order")
