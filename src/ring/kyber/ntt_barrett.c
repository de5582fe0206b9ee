/* Kyber ring, incomplete 7-layer NTT with Barrett multiplication by constants
 * ([HLY24, Algorithm 2]; Barrett reduction [HZZ+22, Algorithm 8]).
 * Base domain D = 1: Barrett arithmetic introduces no factor.
 *
 * Forward (Cooley-Tukey): t = mulc(b, zeta) has |t| < q (1/2 + |b| 2^-16)
 * <= q (1/2 + 8q 2^-16) < 0.91 q, so each layer adds less than q: input
 * |a| <= q, after layer s |a| < (s+1) q, < 8q < 2^15 after layer 7.  A final
 * Barrett reduction gives out |r| <= (q-1)/2 (the base multiplication's
 * 32-bit accumulation needs small operands).
 * Inverse (Gentleman-Sande): top = barrett(a + b) <= (q-1)/2, bottom =
 * mulc(a - b, zeta^-1) < q; sums stay below 2q (the input, from
 * basemul_acc, is within 1690 < 0.51q). */
#include "ntt/tables/kyber_barrett.h"
#include "ring/kyber/backend_row.h"
#include "ring/kyber/kernels.h"
#include "common/debug_bounds.h"

static void ntt_barrett(int16_t r[KYBER_N]) {
    PQPOLY_ASSERT_BOUND(r, KYBER_N, -KYBER_Q, KYBER_Q);
    unsigned k = 1;
    /* Layer of half-length len = 2^l has 2^(7-l) blocks; shifts only, so no
     * compiler derives a trip count by division. */
    for (unsigned l = 7; l >= 1; l--) {
        unsigned len = 1u << l;
        for (unsigned blk = 0, start = 0; blk < (128u >> l); blk++, start += 2 * len) {
            int16_t z = pqpoly_kyber_barrett_zetas[k], zp = pqpoly_kyber_barrett_zetas_bp[k];
            k++;
            for (unsigned j = start; j < start + len; j++) {
                int16_t t = kyber_barrett_mulc(r[j + len], z, zp);
                r[j + len] = (int16_t)(r[j] - t);
                r[j] = (int16_t)(r[j] + t);
            }
        }
        /* after the layer of half-length len: |r| < (8 - log2(len) + 1) q */
    }
    PQPOLY_ASSERT_BOUND(r, KYBER_N, -8 * KYBER_Q, 8 * KYBER_Q);
    for (unsigned i = 0; i < KYBER_N; i++) r[i] = kyber_barrett_reduce(r[i]);
}

/* Sum of k base products accumulated in 32 bits, reduced once.  Per pair and
 * term: |a0 b0| + |barrett32(a1 b1) gamma| <= 1664 * 4095 + 1690 * 1664 and
 * |a0 b1 + a1 b0| <= 2 * 1664 * 4095, so with k <= 4 every sum stays below
 * 2^26 (the input bound of kyber_barrett_reduce32).  Out |r| <=
 * KYBER_BARRETT32_OUT = q/2 + 2^26 (q-1) 2^-33, i.e. 1690. */
static void basemul_acc_barrett(int16_t r[KYBER_N], const int16_t *a, const int16_t *b,
                                unsigned k) {
    for (unsigned i = 0; i < KYBER_N / 2; i++) {
        int32_t r0 = 0, r1 = 0;
        for (unsigned p = 0; p < k; p++) {
            const int16_t *x = &a[p * KYBER_N + 2 * i], *y = &b[p * KYBER_N + 2 * i];
            int16_t t = kyber_barrett_reduce32((int32_t)x[1] * y[1]);
            r0 += (int32_t)x[0] * y[0] + (int32_t)t * pqpoly_kyber_barrett_gammas[i];
            r1 += (int32_t)x[0] * y[1] + (int32_t)x[1] * y[0];
        }
        r[2 * i] = kyber_barrett_reduce32(r0);
        r[2 * i + 1] = kyber_barrett_reduce32(r1);
    }
}

static void invntt_barrett(int16_t r[KYBER_N], unsigned k) {
    (void)k; /* every layer reduces: no schedule depends on the input bound */
    PQPOLY_ASSERT_BOUND(r, KYBER_N, -KYBER_BARRETT32_OUT, KYBER_BARRETT32_OUT);
    unsigned kbase = 64;
    for (unsigned l = 1; l < 7; l++, kbase >>= 1) {
        unsigned len = 1u << l;
        unsigned kk = kbase;
        for (unsigned blk = 0, start = 0; blk < (128u >> l); blk++, start += 2 * len) {
            int16_t z = pqpoly_kyber_barrett_zetas_inv[kk], zp = pqpoly_kyber_barrett_zetas_inv_bp[kk];
            kk++;
            for (unsigned j = start; j < start + len; j++) {
                int16_t a = r[j], b = r[j + len];
                r[j] = kyber_barrett_reduce((int16_t)(a + b));              /* <= (q-1)/2 */
                r[j + len] = kyber_barrett_mulc((int16_t)(a - b), z, zp);  /* < q */
            }
        }
    }
    /* Last layer (len 128) merged with the factor 1/128. */
    for (unsigned j = 0; j < 128; j++) {
        int16_t a = r[j], b = r[j + 128];
        r[j] = kyber_barrett_mulc((int16_t)(a + b), KYBER_BARRETT_F, KYBER_BARRETT_F_BP);
        r[j + 128] = kyber_barrett_mulc((int16_t)(a - b), KYBER_BARRETT_F_ZINV1,
                                        KYBER_BARRETT_F_ZINV1_BP);
    }
    PQPOLY_ASSERT_BOUND(r, KYBER_N, -KYBER_Q + 1, KYBER_Q - 1);
}

/* D = 1: only a reduction, out |r| <= (q-1)/2. */
static void from_base_barrett(int16_t r[KYBER_N]) {
    for (unsigned i = 0; i < KYBER_N; i++) r[i] = kyber_barrett_reduce(r[i]);
}

/* The backend (backend.h) and the registry row it exports (backend_row.h). */
PQPOLY_KYBER_BACKEND_ROW(kyber_ntt_barrett, portable, "ntt-barrett",
                         "incomplete 7-layer NTT, Barrett multiplication by constants ([HLY24, Algorithm 2])")

const pqpoly_kyber_backend pqpoly_backend_kyber_ntt_barrett_portable = {
    .impl = "portable",
    .isa = PQPOLY_ISA_PORTABLE,
    .arith = "barrett",
    .entry = PQPOLY_KYBER_BACKEND_ENTRY(kyber_ntt_barrett, portable),
    .domain = PQPOLY_KYBER_D_BARRETT,
    .ntt_bound = (KYBER_Q - 1) / 2,
    .acc_bound = {0, KYBER_BARRETT32_OUT, KYBER_BARRETT32_OUT, KYBER_BARRETT32_OUT, KYBER_BARRETT32_OUT},
    .ntt = ntt_barrett,
    .basemul_acc = basemul_acc_barrett,
    .invntt = invntt_barrett,
    .from_base = from_base_barrett,
    PQPOLY_KYBER_KERNELS_PORTABLE};
