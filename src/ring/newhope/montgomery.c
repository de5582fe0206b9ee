/* NewHope ring, the reference transform of [ADPS16] with signed Montgomery
 * arithmetic (R = 2^16, [HZZ+22, Alg. 7]): bit-reversal, scaling by
 * psi^brv10(i), ten Gentleman-Sande layers (distance 1 .. 512), as the
 * reference implementation orders them, so its values are those on the wire.
 * Base domain D = 2^16: basemul_acc multiplies by 2^-16.  Every layer keeps
 * |value| <= NEWHOPE_MONT_BOUND (src/ntt/newhope/montgomery.h).  The backend
 * pqpoly_newhope_backend_montgomery_portable (backend.h) and its registry row. */
#include "common/debug_bounds.h"
#include "ring/newhope/row.h"
#include "ntt/newhope/montgomery.h"
#include "ntt/tables/newhope_montgomery.h"

static void ntt_mont(int16_t r[NEWHOPE_N]) {
    PQPOLY_ASSERT_BOUND(r, NEWHOPE_N, -NEWHOPE_Q, NEWHOPE_Q);
    newhope_bitrev(r);
    newhope_mont_scale(r, pqpoly_newhope_mont_psi); /* |a| <= q: |r| <= 7296 */
    PQPOLY_ASSERT_BOUND(r, NEWHOPE_N, -NEWHOPE_MONT_BOUND, NEWHOPE_MONT_BOUND);
    for (unsigned l = 0; l < 10; l++) {
        newhope_mont_gs_layer(r, l, pqpoly_newhope_mont_omegas);
        PQPOLY_ASSERT_BOUND(r, NEWHOPE_N, -NEWHOPE_MONT_BOUND, NEWHOPE_MONT_BOUND);
    }
}

/* Sum of k pointwise products times 2^-16: each |a b| < 2^28 <= q 2^15 gives
 * a Montgomery output |.| < q; the sum (< 4q) is Barrett-reduced to <= q/2 + 1. */
static void basemul_acc_mont(int16_t r[NEWHOPE_N], const int16_t *a, const int16_t *b, unsigned k) {
    for (unsigned i = 0; i < NEWHOPE_N; i++) {
        int32_t acc = 0;
        for (unsigned p = 0; p < k; p++)
            acc += pqpoly_montgomery_reduce16((int32_t)a[p * NEWHOPE_N + i] * b[p * NEWHOPE_N + i],
                                              NEWHOPE_Q, PQPOLY_MONT16_QINV(NEWHOPE_Q));
        r[i] = newhope_barrett32(acc);
    }
}

/* Bit-reversal, ten layers with omega^-brv9(k), then psi^-i 1024^-1 2^16
 * (the 2^16 undoes basemul's 2^-16): out |r| <= 7588 < q. */
static void invntt_mont(int16_t r[NEWHOPE_N]) {
    PQPOLY_ASSERT_BOUND(r, NEWHOPE_N, -NEWHOPE_MONT_BOUND, NEWHOPE_MONT_BOUND);
    newhope_bitrev(r);
    for (unsigned l = 0; l < 10; l++) {
        newhope_mont_gs_layer(r, l, pqpoly_newhope_mont_omegas_inv);
        PQPOLY_ASSERT_BOUND(r, NEWHOPE_N, -NEWHOPE_MONT_BOUND, NEWHOPE_MONT_BOUND);
    }
    newhope_mont_scale(r, pqpoly_newhope_mont_psi_inv);
    PQPOLY_ASSERT_BOUND(r, NEWHOPE_N, -(NEWHOPE_Q - 1), NEWHOPE_Q - 1);
}

/* r 2^16: any int16 in, |r| <= 9216 < q out. */
static void from_base_mont(int16_t r[NEWHOPE_N]) {
    for (unsigned i = 0; i < NEWHOPE_N; i++) r[i] = newhope_mont_mul(r[i], NEWHOPE_MONT_R2);
}

const pqpoly_newhope_backend pqpoly_newhope_backend_montgomery_portable = {
    .name = "ntt-montgomery",
    .arith = "montgomery",
    .impl = "portable",
    .isa = PQPOLY_ISA_PORTABLE,
    .row = &PQPOLY_MUL_ALGO_SYM(newhope_ntt_montgomery, portable),
    .domain = NEWHOPE_D_MONTGOMERY,
    .ntt_bound = NEWHOPE_MONT_BOUND,
    .base_lo = -(NEWHOPE_Q / 2 + 1),
    .base_hi = NEWHOPE_Q / 2 + 1,
    .ntt = ntt_mont,
    .basemul_acc = basemul_acc_mont,
    .invntt = invntt_mont,
    .from_base = from_base_mont,
    PQPOLY_NEWHOPE_PORTABLE_KERNELS,
};

PQPOLY_NEWHOPE_ROW(montgomery, portable, "ntt-montgomery",
                   "[ADPS16] reference NTT order and twiddles, Montgomery [HZZ+22, Alg. 7]")
