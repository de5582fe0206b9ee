/* ntt-montgomery, AVX2 implementation: the layers of
 * src/ntt/newhope/montgomery.h compiled with -mavx2, so the compiler
 * vectorizes them over sixteen int16 lanes (the layers of distance >= 16);
 * the same values as the portable twin (src/mul/newhope_ntt_montgomery.c),
 * compared by impl_twins.  No intrinsics yet. */
#include "common/debug_bounds.h"
#include "mul/newhope_ntt_entry.h"
#include "ntt/newhope/montgomery.h"
#include "ntt/tables/newhope_montgomery.h"

static void ntt_mont_avx2(int16_t r[NEWHOPE_N]) {
    PQPOLY_ASSERT_BOUND(r, NEWHOPE_N, -NEWHOPE_Q, NEWHOPE_Q);
    newhope_bitrev(r);
    newhope_mont_scale(r, pqpoly_newhope_mont_psi);
    for (unsigned l = 0; l < 10; l++) newhope_mont_gs_layer(r, l, pqpoly_newhope_mont_omegas);
    PQPOLY_ASSERT_BOUND(r, NEWHOPE_N, -NEWHOPE_MONT_BOUND, NEWHOPE_MONT_BOUND);
}

static void basemul_acc_mont_avx2(int16_t r[NEWHOPE_N], const int16_t *a, const int16_t *b, unsigned k) {
    for (unsigned i = 0; i < NEWHOPE_N; i++) {
        int32_t acc = 0;
        for (unsigned p = 0; p < k; p++)
            acc += pqpoly_montgomery_reduce16((int32_t)a[p * NEWHOPE_N + i] * b[p * NEWHOPE_N + i],
                                              NEWHOPE_Q, PQPOLY_MONT16_QINV(NEWHOPE_Q));
        r[i] = newhope_barrett32(acc);
    }
}

static void invntt_mont_avx2(int16_t r[NEWHOPE_N]) {
    newhope_bitrev(r);
    for (unsigned l = 0; l < 10; l++) newhope_mont_gs_layer(r, l, pqpoly_newhope_mont_omegas_inv);
    newhope_mont_scale(r, pqpoly_newhope_mont_psi_inv);
}

static void from_base_mont_avx2(int16_t r[NEWHOPE_N]) {
    for (unsigned i = 0; i < NEWHOPE_N; i++) r[i] = newhope_mont_mul(r[i], NEWHOPE_MONT_R2);
}

static const pqpoly_newhope_ntt mont_avx2 = {
    "ntt-montgomery", NEWHOPE_MONT_BOUND, -(NEWHOPE_Q / 2 + 1), NEWHOPE_Q / 2 + 1,
    ntt_mont_avx2, basemul_acc_mont_avx2, invntt_mont_avx2, from_base_mont_avx2};

PQPOLY_NEWHOPE_NTT_ENTRY_IMPL(newhope_ntt_montgomery, avx2, mont_avx2, "ntt-montgomery",
                              "[ADPS16] reference NTT, Montgomery [HZZ+22, Alg. 7]; -mavx2, compiler-vectorized")
