/* NTTRU ring, complete-to-degree-3 NTT with signed Montgomery arithmetic in
 * 16-lane AVX2 vectors: the twin of src/ring/nttru/montgomery.c (same
 * twiddles, base domain D = 2^16, same reduction points), its NTT domain in
 * the reference's lane order (src/ntt/nttru/avx2/lanes.h; NTTRU_ORDER_LANES).
 *
 * Each lane computes the integers of the portable twin's scalar routines
 * (src/arith/avx2/montgomery.h, barrett.h), so the forward and inverse
 * bounds are the twin's, restated here as compile-time checks:
 *   forward: F1 = q + MB(q) = 11971, F2 = 16512, F3 = 21320 (layers 384,
 *            192, 96 on natural-order columns) -> Barrett to BR = 3841;
 *            F4 = 7905, F5 = 12208, F6 = 16763 (layers 48, 24, 12 in lanes)
 *            -> Barrett; layers 6, 3: F4, F5 -> Barrett: out |r| <= BR.
 *   base:    each of the nine products a_i b_j reduced on its own (|a|, |b|
 *            <= 8191: |a b| <= 67.1e6 < q 2^15, out <= MR(8191^2) = 4865);
 *            a sum of three is <= 14595, a k-sum is Barrett-reduced after
 *            each addition (BR + 14595 < 2^15): out |r| <= BR for every k,
 *            below the twin's 6912 that the inverse schedule assumes.
 *   inverse: the twin's schedule and bounds (I0 = 6912, tops of layers 6,
 *            24, 96 reduced), out |r| <= 5316 < q. */
#include <immintrin.h>

#include "arith/avx2/vec.h"
#include "arith/avx2/barrett.h"
#include "arith/avx2/montgomery.h"
#include "ring/nttru/avx2/kernels.h"
#include "ring/nttru/row.h"
#include "ntt/tables/nttru_avx2.h"
#include "ntt/tables/nttru_montgomery.h"

#define QINV16 ((int16_t)PQPOLY_MONT16_QINV(NTTRU_Q))

static inline __m256i nttru_mulc(__m256i a, __m256i z, __m256i zq) {
    return pqpoly_montgomery_mulc16_x16(a, z, zq, PQPOLY_BCAST16(NTTRU_Q));
}
#include "ntt/nttru/avx2/lanes.h"
#include "ntt/nttru/avx2/baseinv.h"

#define Z pqpoly_nttru_mont_zetas
#define ZI pqpoly_nttru_mont_zetas_inv
#define MB NTTRU_MB
#define F1 (NTTRU_Q + MB(NTTRU_Q))
#define F2 (F1 + MB(F1))
#define F3 (F2 + MB(F2))
#define F4 (NTTRU_BR + MB(NTTRU_BR))
#define F5 (F4 + MB(F4))
#define F6 (F5 + MB(F5))
_Static_assert(F3 < 32768 && F6 < 32768, "forward layers between reductions fit int16");
_Static_assert(PQPOLY_BARRETT16_SHIFT(NTTRU_Q) >= 17 && PQPOLY_BARRETT16_SHIFT(NTTRU_Q) <= 30,
               "the AVX2 Barrett takes the default shift");
#define PROD_IN ((int32_t)NTTRU_BASE_IN * NTTRU_BASE_IN)
#define PROD_OUT NTTRU_MR(PROD_IN)
_Static_assert(PROD_IN <= (int32_t)NTTRU_Q * 32768, "a base product is a Montgomery input");
_Static_assert(2 * PROD_OUT + MB(PROD_OUT) <= 3 * PROD_OUT && 2 * PROD_OUT <= 32767,
               "r1's z term is within one product's bound; the z factor's input fits");
_Static_assert(NTTRU_BR + 3 * PROD_OUT < 32768, "a k-sum before its Barrett fits int16");
#define ACC_BOUND 6912 /* the twin's, which the inverse schedule assumes */
_Static_assert(NTTRU_BR <= ACC_BOUND, "base output within the inverse's input bound");
#define I0 ACC_BOUND
#define I2 MB(4 * I0)
#define I4 MB(4 * I2)
#define I6 MB(4 * I4)
#define T7 (2 * I6)
#define INV_OUT MB(2 * T7 + MB(2 * T7))
_Static_assert(4 * I0 < 32768 && 4 * I2 < 32768 && 4 * I4 < 32768, "inverse tops fit int16");
_Static_assert(INV_OUT < NTTRU_Q, "inverse output below q");

static inline __m256i red(__m256i a) {
    return pqpoly_barrett_round16_x16(a, PQPOLY_BCAST16(PQPOLY_BARRETT16_VR(NTTRU_Q)),
                                      PQPOLY_BCAST16(1 << (31 - PQPOLY_BARRETT16_SHIFT(NTTRU_Q))), PQPOLY_BCAST16(NTTRU_Q));
}
#define TW1(c) PQPOLY_BCAST16(c), PQPOLY_BCAST16((int16_t)((c) * QINV16))
static inline __m256i zq(__m256i z) { return _mm256_mullo_epi16(z, PQPOLY_BCAST16(QINV16)); }

/* Layers 384, 192, 96 on column c (the eight natural-order vectors 96 g +
 * 16 c), reduced. */
static void ntt_columns(int16_t r[NTTRU_N]) {
    __m256i z[8], zz[8]; /* the twiddles of layers 192 and 96 (k = 2 .. 7), once */
    for (int k = 2; k < 8; k++) {
        z[k] = PQPOLY_BCAST16(Z[k]);
        zz[k] = PQPOLY_BCAST16((int16_t)(Z[k] * QINV16));
    }
    for (int c = 0; c < 6; c++) {
        __m256i x[8];
        for (int g = 0; g < 8; g++) x[g] = PQPOLY_LOADU256(r + 96 * g + 16 * c);
        for (int g = 0; g < 4; g++) {
            __m256i lo = x[g], hi = x[g + 4];
            x[g] = _mm256_add_epi16(lo, nttru_mulc(hi, TW1(NTTRU_MONT_W)));
            x[g + 4] = _mm256_add_epi16(lo, nttru_mulc(hi, TW1(NTTRU_MONT_W5)));
        }
        NTTRU_ASSERT_V(x, 8, F1);
        _Pragma("GCC unroll 4") /* pairs (0,2) (1,3) (4,6) (5,7), unrolled: x stays in registers */
        for (int h = 0; h < 4; h++) {
            int g = (h & 1) + 4 * (h >> 1);
            nttru_ct(&x[g], &x[g + 2], z[2 + g / 4], zz[2 + g / 4]);
        }
        NTTRU_ASSERT_V(x, 8, F2);
        for (int g = 0; g < 8; g += 2) nttru_ct(&x[g], &x[g + 1], z[4 + g / 2], zz[4 + g / 2]);
        NTTRU_ASSERT_V(x, 8, F3);
        for (int g = 0; g < 8; g++) PQPOLY_STOREU256(r + 96 * g + 16 * c, red(x[g]));
    }
}

static void ntt_montgomery_avx2(int16_t r[NTTRU_N]) {
    ntt_columns(r);
    for (int g = 0; g < 8; g++) {
        __m256i n[6], x[6];
        const int16_t *tw = pqpoly_nttru_avx2_mont_fwd + 64 * g;
        __m256i z24 = PQPOLY_LOAD256(tw), z12 = PQPOLY_LOAD256(tw + 16), z6 = PQPOLY_LOAD256(tw + 32), z3 = PQPOLY_LOAD256(tw + 48);
        for (int j = 0; j < 6; j++) n[j] = PQPOLY_LOADU256(r + 96 * g + 16 * j);
        nttru_to_lanes(x, n);
        NTTRU_ASSERT_V(x, 6, NTTRU_BR);
        NTTRU_IN_BLOCK_LAYER(x, nttru_sh8, nttru_ct, PQPOLY_BCAST16(Z[8 + g]), PQPOLY_BCAST16((int16_t)(Z[8 + g] * QINV16)), 0, red);
        NTTRU_ASSERT_V(x, 6, F4);
        NTTRU_IN_BLOCK_LAYER(x, nttru_sh4, nttru_ct, z24, zq(z24), 0, red);
        NTTRU_ASSERT_V(x, 6, F5);
        NTTRU_IN_BLOCK_LAYER(x, nttru_sh2, nttru_ct, z12, zq(z12), 0, red);
        NTTRU_ASSERT_V(x, 6, F6);
        for (int j = 0; j < 6; j++) x[j] = red(x[j]);
        NTTRU_IN_BLOCK_LAYER(x, nttru_sh1, nttru_ct, z6, zq(z6), 0, red);
        NTTRU_ASSERT_V(x, 6, F4);
        __m256i z3q = zq(z3);
        for (int j = 0; j < 3; j++) nttru_ct(&x[j], &x[j + 3], z3, z3q);
        NTTRU_ASSERT_V(x, 6, F5);
        for (int j = 0; j < 6; j++) PQPOLY_STOREU256(r + 96 * g + 16 * j, red(x[j]));
    }
}

/* Rows a[0..2] times rows b[0..2] modulo x^3 - z (z: zeta 2^16 per lane,
 * negated for the second residue of a lane). */
static inline void basemul_rows(__m256i o[3], const int16_t *a, const int16_t *b, __m256i z,
                                __m256i zz) {
    const __m256i q = PQPOLY_BCAST16(NTTRU_Q);
    __m256i a0 = PQPOLY_LOADU256(a), a1 = PQPOLY_LOADU256(a + 16), a2 = PQPOLY_LOADU256(a + 32);
    __m256i b0 = PQPOLY_LOADU256(b), b1 = PQPOLY_LOADU256(b + 16), b2 = PQPOLY_LOADU256(b + 32);
    __m256i q0 = zq(b0), q1 = zq(b1), q2 = zq(b2);
#define P(x, y, yq) pqpoly_montgomery_mulc16_x16(x, y, yq, q)
    __m256i t = _mm256_add_epi16(P(a1, b2, q2), P(a2, b1, q1));
    o[0] = _mm256_add_epi16(P(a0, b0, q0), P(t, z, zz));
    o[1] = _mm256_add_epi16(_mm256_add_epi16(P(a0, b1, q1), P(a1, b0, q0)), P(P(a2, b2, q2), z, zz));
    o[2] = _mm256_add_epi16(_mm256_add_epi16(P(a0, b2, q2), P(a1, b1, q1)), P(a2, b0, q0));
#undef P
}

static void basemul_acc_montgomery_avx2(int16_t r[NTTRU_N], const int16_t *a, const int16_t *b,
                                        unsigned k) {
    for (int g = 0; g < 8; g++) {
        __m256i z = PQPOLY_LOAD256(pqpoly_nttru_avx2_mont_fwd + 64 * g + 48);
        for (int s = 0; s < 2; s++) {
            __m256i acc[3], t[3], zz = zq(z);
            unsigned o = (unsigned)(96 * g + 48 * s);
            basemul_rows(acc, a + o, b + o, z, zz);
            for (int l = 0; l < 3; l++) acc[l] = red(acc[l]);
            for (unsigned p = 1; p < k; p++) { /* k is public */
                basemul_rows(t, a + p * NTTRU_N + o, b + p * NTTRU_N + o, z, zz);
                for (int l = 0; l < 3; l++) acc[l] = red(_mm256_add_epi16(acc[l], t[l]));
            }
            for (int l = 0; l < 3; l++) PQPOLY_STOREU256(r + o + 16 * l, acc[l]);
            z = _mm256_sub_epi16(_mm256_setzero_si256(), z);
        }
    }
}

static void invntt_montgomery_avx2(int16_t r[NTTRU_N]) {
    for (int g = 0; g < 8; g++) {
        __m256i n[6], x[6];
        const int16_t *tw = pqpoly_nttru_avx2_mont_inv + 64 * g;
        __m256i z24 = PQPOLY_LOAD256(tw), z12 = PQPOLY_LOAD256(tw + 16), z6 = PQPOLY_LOAD256(tw + 32), z3 = PQPOLY_LOAD256(tw + 48);
        for (int j = 0; j < 6; j++) x[j] = PQPOLY_LOADU256(r + 96 * g + 16 * j);
        NTTRU_ASSERT_V(x, 6, I0);
        __m256i z3q = zq(z3);
        for (int j = 0; j < 3; j++) nttru_gs(&x[j], &x[j + 3], z3, z3q); /* 2 I0 */
        NTTRU_ASSERT_V(x, 6, 2 * I0);
        NTTRU_IN_BLOCK_LAYER(x, nttru_sh1, nttru_gs, z6, zq(z6), 1, red);  /* tops 4 I0 -> BR; I2 */
        NTTRU_ASSERT_V(x, 6, I2);
        NTTRU_IN_BLOCK_LAYER(x, nttru_sh2, nttru_gs, z12, zq(z12), 0, red);
        NTTRU_ASSERT_V(x, 6, 2 * I2);
        NTTRU_IN_BLOCK_LAYER(x, nttru_sh4, nttru_gs, z24, zq(z24), 1, red); /* 4 I2 -> BR; I4 */
        NTTRU_ASSERT_V(x, 6, I4);
        NTTRU_IN_BLOCK_LAYER(x, nttru_sh8, nttru_gs, PQPOLY_BCAST16(ZI[8 + g]), PQPOLY_BCAST16((int16_t)(ZI[8 + g] * QINV16)), 0, red);
        NTTRU_ASSERT_V(x, 6, 2 * I4);
        nttru_from_lanes(n, x);
        for (int j = 0; j < 6; j++) PQPOLY_STOREU256(r + 96 * g + 16 * j, n[j]);
    }
    __m256i z[8], zz[8];
    for (int k = 2; k < 8; k++) {
        z[k] = PQPOLY_BCAST16(ZI[k]);
        zz[k] = PQPOLY_BCAST16((int16_t)(ZI[k] * QINV16));
    }
    for (int c = 0; c < 6; c++) {
        __m256i x[8];
        for (int g = 0; g < 8; g++) x[g] = PQPOLY_LOADU256(r + 96 * g + 16 * c);
        for (int g = 0; g < 8; g += 2) {
            nttru_gs(&x[g], &x[g + 1], z[4 + g / 2], zz[4 + g / 2]);
            x[g] = red(x[g]); /* tops 4 I4 -> BR; I6 */
        }
        NTTRU_ASSERT_V(x, 8, I6);
        _Pragma("GCC unroll 4") /* pairs (0,2) (1,3) (4,6) (5,7), unrolled: x stays in registers */
        for (int h = 0; h < 4; h++) {
            int g = (h & 1) + 4 * (h >> 1);
            nttru_gs(&x[g], &x[g + 2], z[2 + g / 4], zz[2 + g / 4]);
        }
        NTTRU_ASSERT_V(x, 8, T7);
        for (int g = 0; g < 4; g++) { /* T7 */
            __m256i u = x[g], v = x[g + 4];
            __m256i t = nttru_mulc(_mm256_sub_epi16(u, v), TW1(NTTRU_MONT_WINV));
            x[g] = nttru_mulc(_mm256_sub_epi16(_mm256_add_epi16(u, v), t), TW1(NTTRU_MONT_F_LO));
            x[g + 4] = nttru_mulc(t, TW1(NTTRU_MONT_F_HI));
        }
        NTTRU_ASSERT_V(x, 8, INV_OUT);
        for (int g = 0; g < 8; g++) PQPOLY_STOREU256(r + 96 * g + 16 * c, x[g]);
    }
}

static void from_base_montgomery_avx2(int16_t r[NTTRU_N]) {
    for (int i = 0; i < NTTRU_N; i += 16)
        PQPOLY_STOREU256(r + i, nttru_mulc(PQPOLY_LOADU256(r + i), TW1(NTTRU_MONT_R2)));
}

/* The backend: the AVX2 hot paths (avx2/kernels.c), and no ntt_short
 * or in-place base product (the portable twin's interface). */
const pqpoly_nttru_backend pqpoly_nttru_backend_montgomery_avx2 = {
    .name = "ntt-montgomery",
    .arith = "montgomery",
    .impl = "avx2",
    .isa = PQPOLY_ISA_X86_AVX2,
    .row = &PQPOLY_MUL_ALGO_SYM(nttru_ntt_montgomery, avx2),
    .domain = NTTRU_D_MONTGOMERY,
    .ntt_bound = NTTRU_BR,
    .acc_bound = ACC_BOUND,
    .acc_in_place = 0,
    .order = NTTRU_ORDER_LANES,
    .to_canonical = nttru_lanes_to_canonical,
    .from_canonical = nttru_canonical_to_lanes,
    .ntt = ntt_montgomery_avx2,
    .basemul_acc = basemul_acc_montgomery_avx2,
    .invntt = invntt_montgomery_avx2,
    .from_base = from_base_montgomery_avx2,
    .baseinv = pqpoly_nttru_baseinv_avx2,
    .ntt_short = NULL,
    PQPOLY_NTTRU_AVX2_KERNELS,
};

PQPOLY_NTTRU_ROW(montgomery, avx2, "ntt-montgomery",
                       "NTT to x^3 +- zeta, signed Montgomery in AVX2 lanes, the reference's lane order ([LS19, §3]; [HZZ+22, Algorithm 7])")
