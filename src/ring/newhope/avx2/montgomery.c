/* ntt-montgomery, AVX2 implementation: the reference network of
 * src/ntt/newhope/montgomery.h in intrinsics over sixteen int16 lanes
 * (src/ntt/newhope/avx2/montgomery.h); the same values as the portable twin
 * (src/ring/newhope/montgomery.c), compared by impl_twins, with the AVX2 hot
 * paths (avx2/kernels.c). */
#include "common/debug_bounds.h"
#include "ring/newhope/avx2/kernels.h"
#include "ring/newhope/row.h"
#include "ntt/newhope/avx2/montgomery.h"
#include "ntt/tables/newhope_montgomery.h"

static void ntt_mont_avx2(int16_t r[NEWHOPE_N]) {
    nh_mx c = nh_mx_init();
    PQPOLY_ASSERT_BOUND(r, NEWHOPE_N, -NEWHOPE_Q, NEWHOPE_Q);
    nh_bitrev(r);
    nh_mont_scale(r, pqpoly_newhope_mont_psi, &c);
    for (unsigned l = 0; l < 10; l++) {
        nh_mont_layer(r, l, pqpoly_newhope_mont_omegas, &c);
        PQPOLY_ASSERT_BOUND(r, NEWHOPE_N, -NEWHOPE_MONT_BOUND, NEWHOPE_MONT_BOUND);
    }
}

/* k = 1 (the key exchange, the product): one Montgomery product, |.| < q,
 * then Barrett; for |a| < q the 16-bit rounding Barrett gives the same
 * integer as the portable twin's 32-bit one (both the exact centered
 * representative; impl_twins and tests/ntt compare).  k > 1: the portable
 * loop. */
static void basemul_acc_mont_avx2(int16_t r[NEWHOPE_N], const int16_t *a, const int16_t *b, unsigned k) {
    if (k == 1) {
        nh_mx c = nh_mx_init();
        for (unsigned i = 0; i < NEWHOPE_N; i += 16) {
            __m256i x = _mm256_loadu_si256((const __m256i *)(a + i));
            __m256i y = _mm256_loadu_si256((const __m256i *)(b + i));
            __m256i m = nh_mmul(x, y, &c);
            _mm256_storeu_si256((__m256i *)(r + i), pqpoly_barrett_round16_x16(m, c.v, c.r2, c.q));
        }
        return;
    }
    for (unsigned i = 0; i < NEWHOPE_N; i++) {
        int32_t acc = 0;
        for (unsigned p = 0; p < k; p++)
            acc += pqpoly_montgomery_reduce16((int32_t)a[p * NEWHOPE_N + i] * b[p * NEWHOPE_N + i],
                                              NEWHOPE_Q, PQPOLY_MONT16_QINV(NEWHOPE_Q));
        r[i] = newhope_barrett32(acc);
    }
}

static void invntt_mont_avx2(int16_t r[NEWHOPE_N]) {
    nh_mx c = nh_mx_init();
    PQPOLY_ASSERT_BOUND(r, NEWHOPE_N, -NEWHOPE_MONT_BOUND, NEWHOPE_MONT_BOUND);
    nh_bitrev(r);
    for (unsigned l = 0; l < 10; l++) {
        nh_mont_layer(r, l, pqpoly_newhope_mont_omegas_inv, &c);
        PQPOLY_ASSERT_BOUND(r, NEWHOPE_N, -NEWHOPE_MONT_BOUND, NEWHOPE_MONT_BOUND);
    }
    nh_mont_scale(r, pqpoly_newhope_mont_psi_inv, &c);
}

static void from_base_mont_avx2(int16_t r[NEWHOPE_N]) {
    nh_mx c = nh_mx_init();
    __m256i w = _mm256_set1_epi16(NEWHOPE_MONT_R2);
    for (unsigned i = 0; i < NEWHOPE_N; i += 16) {
        __m256i a = _mm256_loadu_si256((const __m256i *)(r + i));
        _mm256_storeu_si256((__m256i *)(r + i), nh_mmul(a, w, &c));
    }
}

const pqpoly_newhope_backend pqpoly_newhope_backend_montgomery_avx2 = {
    .name = "ntt-montgomery",
    .arith = "montgomery",
    .impl = "avx2",
    .isa = PQPOLY_ISA_X86_AVX2,
    .row = &PQPOLY_MUL_ALGO_SYM(newhope_ntt_montgomery, avx2),
    .domain = NEWHOPE_D_MONTGOMERY,
    .ntt_bound = NEWHOPE_MONT_BOUND,
    .base_lo = -(NEWHOPE_Q / 2 + 1),
    .base_hi = NEWHOPE_Q / 2 + 1,
    .ntt = ntt_mont_avx2,
    .basemul_acc = basemul_acc_mont_avx2,
    .invntt = invntt_mont_avx2,
    .from_base = from_base_mont_avx2,
    PQPOLY_NEWHOPE_AVX2_KERNELS,
};

PQPOLY_NEWHOPE_ROW(montgomery, avx2, "ntt-montgomery",
                   "[ADPS16] reference NTT, Montgomery [HZZ+22, Alg. 7], AVX2 (16 x int16 lanes)")
