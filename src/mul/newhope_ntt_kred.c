/* NewHope ring, the [ADPS16] transform (the values on the wire) computed with
 * K-RED arithmetic ([LN16, §3-4]): reductions only after multiplications,
 * extra reductions as two successive K-REDs at the stages the generated
 * schedule names (NEWHOPE_KRED_FWD_REDS / _INV_REDS, with the interval after
 * every stage, asserted in debug builds), 1024^-1 and the accumulated
 * factors of k merged into the last inverse stage (src/ntt/newhope/kred.h).
 * Base domain D = k^-2. */
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

static void ntt_kred(int16_t r[NEWHOPE_N]) {
    int32_t w[NEWHOPE_N];
    newhope_kred_ntt(r, w, NEWHOPE_KRED_FWD_REDS, NEWHOPE_KRED_FWD_OUT_C, 0, fwd_bounds);
    pqpoly_memzero(w, sizeof w);
}

static void basemul_acc_kred(int16_t r[NEWHOPE_N], const int16_t *a, const int16_t *b, unsigned k) {
    newhope_kred_basemul_acc(r, a, b, k, 0);
}

static void invntt_kred(int16_t r[NEWHOPE_N]) {
    int32_t w[NEWHOPE_N];
    PQPOLY_ASSERT_BOUND(r, NEWHOPE_N, NEWHOPE_KRED_BASE_LO, NEWHOPE_KRED_BASE_HI);
    newhope_kred_invntt(r, w, NEWHOPE_KRED_INV_REDS, NEWHOPE_KRED_INV_C1, NEWHOPE_KRED_INV_C2, 0,
                        inv_bounds);
    pqpoly_memzero(w, sizeof w);
}

const pqpoly_newhope_ntt pqpoly_newhope_ntt_kred = {
    "ntt-kred", NEWHOPE_KRED_NTT_OUT, NEWHOPE_KRED_BASE_LO, NEWHOPE_KRED_BASE_HI,
    ntt_kred, basemul_acc_kred, invntt_kred, newhope_kred_from_base};

PQPOLY_NEWHOPE_NTT_ENTRY(newhope_ntt_kred, pqpoly_newhope_ntt_kred, "ntt-kred",
                         "[LN16, §3-4] K-RED NTT, reductions after multiplications, [ADPS16] order")
