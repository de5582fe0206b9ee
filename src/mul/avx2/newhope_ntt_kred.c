/* ntt-kred, AVX2 implementation: the stages of src/ntt/newhope/kred.h in
 * intrinsics over eight int32 lanes (src/ntt/newhope/avx2/kred.h, [LN16,
 * §4]): the same schedule, factors and integers as the portable twin
 * (src/mul/newhope_ntt_kred.c), compared by impl_twins. */
#include "mul/newhope_ntt_kred.h"
#include "ntt/newhope/avx2/kred.h"

PQPOLY_NEWHOPE_KRED_BACKEND(kred_avx2, static const pqpoly_newhope_ntt kred_avx2, "ntt-kred", NEWHOPE_KRED, 0,
                            nh_kred_ntt_avx2, nh_kred_basemul_acc_avx2, nh_kred_invntt_avx2,
                            nh_kred_from_base_avx2);

PQPOLY_NEWHOPE_NTT_ENTRY_IMPL(newhope_ntt_kred, avx2, kred_avx2, "ntt-kred",
                              "[LN16, §4] K-RED NTT in AVX2 (8 x int32 lanes), [ADPS16] order")
