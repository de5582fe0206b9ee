/* NewHope ring, the [ADPS16] transform (the values on the wire) computed with
 * K-RED arithmetic ([LN16, §3-4]): reductions only after multiplications,
 * extra reductions as one K-RED-2x at the stages the generated
 * schedule names (NEWHOPE_KRED2X_FWD_REDS / _INV_REDS, with the interval after
 * every stage, asserted in debug builds), 1024^-1 and the accumulated
 * factors of k merged into the last inverse stage (src/ntt/newhope/kred.h).
 * Base domain D = k^-2.  The backend pqpoly_newhope_backend_kred2x_portable
 * (backend.h) and its registry row. */
#include "ring/newhope/kred_backend.h"

PQPOLY_NEWHOPE_KRED_BOUNDS_(kred2x, NEWHOPE_KRED2X)

/* In |a| <= q; out |r| <= NEWHOPE_KRED_NTT_OUT (the schedule of NEWHOPE_KRED2X). */
static void kred2x_ntt(int16_t r[NEWHOPE_N]) {
    _Alignas(32) int32_t w[NEWHOPE_N];
    newhope_kred_ntt(r, w, NEWHOPE_KRED2X_FWD_REDS, NEWHOPE_KRED2X_FWD_OUT_C, 1,
                     PQPOLY_NEWHOPE_KRED_B_(kred2x, fwd));
    pqpoly_memzero(w, sizeof w);
}

/* Out r in [NEWHOPE_KRED2X_BASE_LO, NEWHOPE_KRED2X_BASE_HI]. */
static void kred2x_basemul_acc(int16_t r[NEWHOPE_N], const int16_t *a, const int16_t *b, unsigned k) {
    newhope_kred_basemul_acc(r, a, b, k, 1);
}

/* In a basemul_acc output; out |r| < q. */
static void kred2x_invntt(int16_t r[NEWHOPE_N]) {
    _Alignas(32) int32_t w[NEWHOPE_N];
    PQPOLY_ASSERT_BOUND(r, NEWHOPE_N, NEWHOPE_KRED2X_BASE_LO, NEWHOPE_KRED2X_BASE_HI);
    newhope_kred_invntt(r, w, NEWHOPE_KRED2X_INV_REDS, NEWHOPE_KRED2X_INV_C1, NEWHOPE_KRED2X_INV_C2, 1,
                        PQPOLY_NEWHOPE_KRED_B_(kred2x, inv));
    pqpoly_memzero(w, sizeof w);
}

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
    .from_base = newhope_kred_from_base,
    PQPOLY_NEWHOPE_PORTABLE_KERNELS,
};

PQPOLY_NEWHOPE_ROW(kred2x, portable, "ntt-kred2x",
                   "[LN16, §3-4] K-RED-2x NTT, reductions after multiplications, [ADPS16] order")
