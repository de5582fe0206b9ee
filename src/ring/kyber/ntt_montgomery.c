/* Kyber ring, incomplete 7-layer NTT with signed Montgomery arithmetic
 * ([HZZ+22, Algorithm 7, §4.2.3]; twiddles in the Montgomery domain).
 * Base domain D = 2^16: basemul_acc multiplies by 2^-16.
 *
 * Forward (Cooley-Tukey): t = fqmul(zeta, b) has |t| <= 8q q/2 2^-16 + q/2 < q,
 * so every layer adds less than q: input |a| <= q, after layer s (s = 1..7)
 * |a| < (s+1) q, i.e. < 8q = 26632 < 2^15 after layer 7.  Inputs 8q to a
 * Montgomery product overflow its range (8q * 8q > q 2^15), so — as the paper
 * notes for Montgomery — a final Barrett reduction is needed: out |r| <= (q-1)/2.
 * Inverse (Gentleman-Sande): top = barrett(a + b) stays <= (q-1)/2, bottom =
 * fqmul(a - b, zeta^-1) < q, so every layer's sum stays below 2q + q; the
 * input from basemul_acc is already reduced to (q-1)/2. */
#include "ntt/tables/kyber_montgomery.h"
#include "ring/kyber/backend_row.h"
#include "ring/kyber/kernels.h"
#include "common/debug_bounds.h"

static void ntt_mont(int16_t r[KYBER_N]) {
    PQPOLY_ASSERT_BOUND(r, KYBER_N, -KYBER_Q, KYBER_Q);
    unsigned k = 1;
    /* Layer of half-length len = 2^l has 2^(7-l) blocks; shifts only, so no
     * compiler derives a trip count by division. */
    for (unsigned l = 7; l >= 1; l--) {
        unsigned len = 1u << l;
        for (unsigned blk = 0, start = 0; blk < (128u >> l); blk++, start += 2 * len) {
            int16_t zeta = pqpoly_kyber_mont_zetas[k++];
            for (unsigned j = start; j < start + len; j++) {
                int16_t t = kyber_fqmul(zeta, r[j + len]);
                r[j + len] = (int16_t)(r[j] - t);
                r[j] = (int16_t)(r[j] + t);
            }
        }
        /* after the layer of half-length len: |r| < (8 - log2(len) + 1) q */
    }
    PQPOLY_ASSERT_BOUND(r, KYBER_N, -8 * KYBER_Q, 8 * KYBER_Q);
    for (unsigned i = 0; i < KYBER_N; i++) r[i] = kyber_barrett_reduce(r[i]);
}

/* One pair: (a0 + a1 x)(b0 + b1 x) mod (x^2 - gamma), times 2^-16.
 * |a| <= (q-1)/2, |b| <= 4095: every product <= 1664 * 4095 < q 2^15;
 * outputs |r0|, |r1| < 2q. */
static void basemul_mont(int16_t r[2], const int16_t a[2], const int16_t b[2], int16_t gamma) {
    r[0] = (int16_t)(kyber_fqmul(kyber_fqmul(a[1], b[1]), gamma) + kyber_fqmul(a[0], b[0]));
    r[1] = (int16_t)(kyber_fqmul(a[0], b[1]) + kyber_fqmul(a[1], b[0]));
}

/* Sum of k base products: each term < 2q, the sum < 2kq <= 8q < 2^15; a final
 * Barrett reduction brings it to (q-1)/2 (the Montgomery accumulation range is
 * kq per product pair; ntt-plantard reduces each 32-bit sum once). */
static void basemul_acc_mont(int16_t r[KYBER_N], const int16_t *a, const int16_t *b, unsigned k) {
    int16_t t[2];
    for (unsigned i = 0; i < KYBER_N / 2; i++) {
        basemul_mont(&r[2 * i], &a[2 * i], &b[2 * i], pqpoly_kyber_mont_gammas[i]);
        for (unsigned p = 1; p < k; p++) {
            basemul_mont(t, &a[p * KYBER_N + 2 * i], &b[p * KYBER_N + 2 * i], pqpoly_kyber_mont_gammas[i]);
            r[2 * i] = (int16_t)(r[2 * i] + t[0]);
            r[2 * i + 1] = (int16_t)(r[2 * i + 1] + t[1]);
        }
    }
    for (unsigned i = 0; i < KYBER_N; i++) r[i] = kyber_barrett_reduce(r[i]);
}

static void invntt_mont(int16_t r[KYBER_N], unsigned k) {
    (void)k; /* every layer reduces: no schedule depends on the input bound */
    PQPOLY_ASSERT_BOUND(r, KYBER_N, -(KYBER_Q - 1) / 2, (KYBER_Q - 1) / 2);
    unsigned kbase = 64;
    for (unsigned l = 1; l < 7; l++, kbase >>= 1) {
        unsigned len = 1u << l;
        unsigned kk = kbase;
        for (unsigned blk = 0, start = 0; blk < (128u >> l); blk++, start += 2 * len) {
            int16_t zinv = pqpoly_kyber_mont_zetas_inv[kk++];
            for (unsigned j = start; j < start + len; j++) {
                int16_t a = r[j], b = r[j + len];
                r[j] = kyber_barrett_reduce((int16_t)(a + b));          /* <= (q-1)/2 */
                r[j + len] = kyber_fqmul((int16_t)(a - b), zinv);      /* < q */
            }
        }
    }
    /* Last layer (len 128) merged with the factor 2^16 / 128. */
    for (unsigned j = 0; j < 128; j++) {
        int16_t a = r[j], b = r[j + 128];
        r[j] = kyber_fqmul((int16_t)(a + b), KYBER_MONT_F);
        r[j + 128] = kyber_fqmul((int16_t)(a - b), KYBER_MONT_F_ZINV1);
    }
    PQPOLY_ASSERT_BOUND(r, KYBER_N, -KYBER_Q + 1, KYBER_Q - 1);
}

static void from_base_mont(int16_t r[KYBER_N]) {
    for (unsigned i = 0; i < KYBER_N; i++) r[i] = kyber_fqmul(r[i], KYBER_MONT_R2);
}

/* The backend (backend.h) and the registry row it exports (backend_row.h). */
PQPOLY_KYBER_BACKEND_ROW(kyber_ntt_montgomery, portable, "ntt-montgomery",
                         "incomplete 7-layer NTT, signed Montgomery ([HZZ+22, Algorithm 7, §4.2.3])")

const pqpoly_kyber_backend pqpoly_backend_kyber_ntt_montgomery_portable = {
    .impl = "portable",
    .isa = PQPOLY_ISA_PORTABLE,
    .arith = "montgomery",
    .entry = PQPOLY_KYBER_BACKEND_ENTRY(kyber_ntt_montgomery, portable),
    .domain = PQPOLY_KYBER_D_MONTGOMERY,
    .ntt_bound = (KYBER_Q - 1) / 2,
    .acc_bound = {0, (KYBER_Q - 1) / 2, (KYBER_Q - 1) / 2, (KYBER_Q - 1) / 2, (KYBER_Q - 1) / 2},
    .ntt = ntt_mont,
    .basemul_acc = basemul_acc_mont,
    .invntt = invntt_mont,
    .from_base = from_base_mont,
    PQPOLY_KYBER_KERNELS_PORTABLE};
