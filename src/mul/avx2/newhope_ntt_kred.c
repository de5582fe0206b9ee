/* ntt-kred, AVX2 implementation: the stages of src/ntt/newhope/kred.h
 * compiled with -mavx2, so the compiler vectorizes each stage over eight
 * int32 lanes (the stages of at least eight butterflies per block, and every
 * conversion pass); the same schedule, factors and results as the portable
 * twin (src/mul/newhope_ntt_kred.c), compared by impl_twins.  No intrinsics
 * yet: the short stages (t < 8) stay scalar. */
#include "mul/newhope_ntt_entry.h"
#include "ntt/newhope/kred.h"
#include "pqpoly/common.h"

#ifdef PQPOLY_DEBUG_BOUNDS
static const int32_t fwd_bounds[10][2] = NEWHOPE_KRED_FWD_BOUNDS;
static const int32_t inv_bounds[9][2] = NEWHOPE_KRED_INV_BOUNDS;
#else
#define fwd_bounds NULL
#define inv_bounds NULL
#endif

static void ntt_kred_avx2(int16_t r[NEWHOPE_N]) {
    int32_t w[NEWHOPE_N];
    newhope_kred_ntt(r, w, NEWHOPE_KRED_FWD_REDS, NEWHOPE_KRED_FWD_OUT_C, 0, fwd_bounds);
    pqpoly_memzero(w, sizeof w);
}

static void basemul_acc_kred_avx2(int16_t r[NEWHOPE_N], const int16_t *a, const int16_t *b, unsigned k) {
    newhope_kred_basemul_acc(r, a, b, k, 0);
}

static void invntt_kred_avx2(int16_t r[NEWHOPE_N]) {
    int32_t w[NEWHOPE_N];
    PQPOLY_ASSERT_BOUND(r, NEWHOPE_N, NEWHOPE_KRED_BASE_LO, NEWHOPE_KRED_BASE_HI);
    newhope_kred_invntt(r, w, NEWHOPE_KRED_INV_REDS, NEWHOPE_KRED_INV_C1, NEWHOPE_KRED_INV_C2, 0, inv_bounds);
    pqpoly_memzero(w, sizeof w);
}

static void from_base_kred_avx2(int16_t r[NEWHOPE_N]) { newhope_kred_from_base(r); }

static const pqpoly_newhope_ntt kred_avx2 = {
    "ntt-kred", NEWHOPE_KRED_NTT_OUT, NEWHOPE_KRED_BASE_LO, NEWHOPE_KRED_BASE_HI,
    ntt_kred_avx2, basemul_acc_kred_avx2, invntt_kred_avx2, from_base_kred_avx2};

PQPOLY_NEWHOPE_NTT_ENTRY_IMPL(newhope_ntt_kred, avx2, kred_avx2, "ntt-kred",
                              "[LN16, §3-4] K-RED NTT, [ADPS16] order; -mavx2, compiler-vectorized")
