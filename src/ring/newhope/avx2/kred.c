/* ntt-kred, AVX2 implementation: the stages of src/ntt/newhope/kred.h in
 * intrinsics over eight int32 lanes (src/ntt/newhope/avx2/kred.h, [LN16,
 * §4]): the same schedule, factors and integers as the portable twin
 * (src/ring/newhope/kred.c), compared by impl_twins, with the AVX2 hot paths
 * (avx2/kernels.c). */
#include "ntt/newhope/avx2/kred.h"
#include "ring/newhope/avx2/kernels.h"
#include "ring/newhope/kred_backend.h"

PQPOLY_NEWHOPE_KRED_BOUNDS_(kred_avx2, NEWHOPE_KRED)

/* In |a| <= q; out |r| <= NEWHOPE_KRED_NTT_OUT (the schedule of NEWHOPE_KRED). */
static void kred_avx2_ntt(int16_t r[NEWHOPE_N]) {
    _Alignas(32) int32_t w[NEWHOPE_N];
    nh_kred_ntt_avx2(r, w, NEWHOPE_KRED_FWD_REDS, NEWHOPE_KRED_FWD_OUT_C, 0,
                     PQPOLY_NEWHOPE_KRED_B_(kred_avx2, fwd));
    pqpoly_memzero(w, sizeof w);
}

/* Out r in [NEWHOPE_KRED_BASE_LO, NEWHOPE_KRED_BASE_HI]. */
static void kred_avx2_basemul_acc(int16_t r[NEWHOPE_N], const int16_t *a, const int16_t *b, unsigned k) {
    nh_kred_basemul_acc_avx2(r, a, b, k, 0);
}

/* In a basemul_acc output; out |r| < q. */
static void kred_avx2_invntt(int16_t r[NEWHOPE_N]) {
    _Alignas(32) int32_t w[NEWHOPE_N];
    PQPOLY_ASSERT_BOUND(r, NEWHOPE_N, NEWHOPE_KRED_BASE_LO, NEWHOPE_KRED_BASE_HI);
    nh_kred_invntt_avx2(r, w, NEWHOPE_KRED_INV_REDS, NEWHOPE_KRED_INV_C1, NEWHOPE_KRED_INV_C2, 0,
                        PQPOLY_NEWHOPE_KRED_B_(kred_avx2, inv));
    pqpoly_memzero(w, sizeof w);
}

const pqpoly_newhope_backend pqpoly_newhope_backend_kred_avx2 = {
    .name = "ntt-kred",
    .arith = "kred",
    .impl = "avx2",
    .isa = PQPOLY_ISA_X86_AVX2,
    .row = &PQPOLY_MUL_ALGO_SYM(newhope_ntt_kred, avx2),
    .domain = NEWHOPE_D_KRED,
    .ntt_bound = NEWHOPE_KRED_NTT_OUT,
    .base_lo = NEWHOPE_KRED_BASE_LO,
    .base_hi = NEWHOPE_KRED_BASE_HI,
    .ntt = kred_avx2_ntt,
    .basemul_acc = kred_avx2_basemul_acc,
    .invntt = kred_avx2_invntt,
    .from_base = nh_kred_from_base_avx2,
    PQPOLY_NEWHOPE_AVX2_KERNELS,
};

PQPOLY_NEWHOPE_ROW(kred, avx2, "ntt-kred",
                   "[LN16, §4] K-RED NTT in AVX2 (8 x int32 lanes), [ADPS16] order")
