/* ntt-kred2x, AVX2 implementation: the stages of src/ntt/newhope/kred.h in
 * intrinsics over eight int32 lanes (src/ntt/newhope/avx2/kred.h, [LN16,
 * §4]): the same schedule, factors and integers as the portable twin
 * (src/mul/newhope_ntt_kred2x.c), compared by impl_twins. */
#include "mul/newhope_ntt_kred.h"
#include "ntt/newhope/avx2/kred.h"

PQPOLY_NEWHOPE_KRED_BACKEND(kred2x_avx2, static const pqpoly_newhope_ntt kred2x_avx2, "ntt-kred2x", NEWHOPE_KRED2X, 1,
                            nh_kred_ntt_avx2, nh_kred_basemul_acc_avx2, nh_kred_invntt_avx2,
                            nh_kred_from_base_avx2);

PQPOLY_NEWHOPE_NTT_ENTRY_IMPL(newhope_ntt_kred2x, avx2, kred2x_avx2, "ntt-kred2x",
                              "[LN16, §4] K-RED-2x NTT in AVX2 (8 x int32 lanes), [ADPS16] order")
