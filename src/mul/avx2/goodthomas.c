/* goodthomas, AVX2: Good–Thomas big*small ([HLY24, §4.2]) on 8 int32 lanes,
 * the twin of src/mul/goodthomas.c (same rings, same map: the product in
 * Z_q'[x]/(x^(384 v) - 1) = Z_q'[x,u,w]/(x^v - u w, u^3 - 1, w^128 - 1),
 * q' = 6984193 needs 32-bit lanes as in the paper's Neon code).
 *  - layout [3][128][8]: the v coefficients of a point padded to one vector
 *    (lanes v..7 zero), so every radix-2 layer over w and the radix-3 layer
 *    over u is a row operation with a broadcast twiddle;
 *  - base products on 8 points at once: 8 x 8 transpositions make lane l
 *    point l, and the product modulo x^v - zeta_l is then row arithmetic with
 *    one root per lane (pqpoly_gt_roots_mont, consecutive points);
 *  - Montgomery products by src/arith/avx2/montgomery.h (the lane twin of
 *    pqpoly_montgomery_mul32); reductions are Montgomery products by
 *    2^32 mod q' (RC below).
 * Transformed operand: int32 [3][128][8].
 *
 * Lazy-reduction schedule (Q = q', |a| < 2^12; M(X) = PQPOLY_MONT32_OUT_HI(Q,
 * X) bounds a Montgomery product whose |a b| <= X):
 *  forward: radix 2 (7 layers, each adds |mont| < Q): F1 = 2^12 + 7Q ->
 *    radix 3: F2 = 3 F1 -> times RC: R1 = M(F2 Q/2).
 *  base:    products T = M(R1^2); low sums v T, high sums (v-1) T times zeta:
 *    Z = M((v-1) T Q/2); c = v T + Z -> times RC: C = M((v T + Z) Q/2).
 *  inverse: radix 2 without reductions: every value <= 2^7 C (sums double,
 *    differences are Montgomery products < Q) -> radix 3: 3 2^7 C -> times
 *    GT_SCALE: S = M(3 2^7 C Q/2) < Q -> centered, exact.
 * Each bound is a _Static_assert below. */
#include <string.h>

#include "arith/avx2/montgomery.h"
#include "arith/avx2/vec.h"
#include "arith/center.h"
#include "ntt/fold.h"
#include "ntt/goodmap.h"
#include "ntt/tables/goodthomas.h"
#include "ntt/tables/radix2_q6984193_n128.h"
#include "pqpoly/poly.h"

#include "mul/algo.h"
#include "params/ntrup.h"

#define GT_M 128
#define GT_MAX_V 5
#define GT_W 8 /* lanes per point */
#define Q NTT_Q6984193_N128_Q
#define QINV NTT_Q6984193_N128_QINV
/* 2^32 mod q', centered: a Montgomery product by RC is a reduction */
#define RC_POS ((int32_t)((((int64_t)1 << 32)) % Q))
#define RC (RC_POS > Q / 2 ? RC_POS - Q : RC_POS)

#define GT_MH(X) PQPOLY_MONT32_OUT_HI(Q, X)
#define GT_F1 ((int64_t)(1 << 12) + 7 * (int64_t)Q)
#define GT_F2 (3 * GT_F1)
#define GT_R1 GT_MH(GT_F2 * (Q / 2))
#define GT_T GT_MH(GT_R1 * GT_R1)
#define GT_Z(v) GT_MH(((v) - 1) * GT_T * (Q / 2))
#define GT_C(v) GT_MH(((v) * GT_T + GT_Z(v)) * (Q / 2))
#define GT_I(v) (128 * GT_C(v))
#define GT_OK(v)                                                                                    \
    (GT_F2 < ((int64_t)1 << 31) && GT_F2 * (Q / 2) < ((int64_t)Q << 31) && GT_R1 < Q &&              \
     GT_R1 * GT_R1 < ((int64_t)Q << 31) && (v) * GT_T + GT_Z(v) < ((int64_t)1 << 31) &&              \
     GT_C(v) < Q && 2 * GT_I(v) * (Q / 2) < ((int64_t)Q << 31) && 3 * GT_I(v) < ((int64_t)1 << 31) && \
     3 * GT_I(v) * (Q / 2) < ((int64_t)Q << 31) && GT_MH(3 * GT_I(v) * (Q / 2)) < Q)
_Static_assert(GT_OK(4) && GT_OK(5) && GT_MAX_V <= GT_W && -Q / 2 <= GT_SCALE && GT_SCALE <= Q / 2 &&
                   -Q / 2 <= GT_OMEGA3_MONT && GT_OMEGA3_MONT <= Q / 2 && QINV == PQPOLY_MONT32_QINV(Q),
               "goodthomas/avx2: no intermediate of the schedule overflows int32");

typedef struct {
    __m256i q, qinv;
} gt_mod;

static inline __m256i mulc(__m256i a, int32_t c, const gt_mod *m) {
    return pqpoly_montgomery_mul32_x8(a, _mm256_set1_epi32(c), m->qinv, m->q);
}

/* Radix-2 forward over 128 rows (the order of pqpoly_ntt32_forward). */
static void ntt128_forward(int32_t *x, const gt_mod *m) {
    size_t k = 1;
    for (size_t len = GT_M / 2; len >= 1; len >>= 1) {
        for (size_t j = 0; j < len; j++) {
            __m256i a = PQPOLY_LOADU256(x + GT_W * j), b = PQPOLY_LOADU256(x + GT_W * (len + j));
            PQPOLY_STOREU256(x + GT_W * j, _mm256_add_epi32(a, b));
            PQPOLY_STOREU256(x + GT_W * (len + j), _mm256_sub_epi32(a, b));
        }
        k++;
        for (size_t start = 2 * len; start < GT_M; start += 2 * len) {
            __m256i z = _mm256_set1_epi32(NTT_Q6984193_N128_zetas[k++]);
            for (size_t j = start; j < start + len; j++) {
                __m256i a = PQPOLY_LOADU256(x + GT_W * j);
                __m256i t = pqpoly_montgomery_mul32_x8(PQPOLY_LOADU256(x + GT_W * (j + len)), z, m->qinv, m->q);
                PQPOLY_STOREU256(x + GT_W * j, _mm256_add_epi32(a, t));
                PQPOLY_STOREU256(x + GT_W * (j + len), _mm256_sub_epi32(a, t));
            }
        }
    }
}

/* Radix-2 inverse (the order of pqpoly_ntt32_inverse), no reductions. */
static void ntt128_inverse(int32_t *x, const gt_mod *m) {
    size_t k = 0;
    for (size_t len = 1; len < GT_M; len <<= 1) {
        for (size_t j = 0; j < len; j++) {
            __m256i a = PQPOLY_LOADU256(x + GT_W * j), b = PQPOLY_LOADU256(x + GT_W * (len + j));
            PQPOLY_STOREU256(x + GT_W * j, _mm256_add_epi32(a, b));
            PQPOLY_STOREU256(x + GT_W * (len + j), _mm256_sub_epi32(a, b));
        }
        k++;
        for (size_t start = 2 * len; start < GT_M; start += 2 * len) {
            __m256i z = _mm256_set1_epi32(NTT_Q6984193_N128_izetas[k++]);
            for (size_t j = start; j < start + len; j++) {
                __m256i a = PQPOLY_LOADU256(x + GT_W * j), b = PQPOLY_LOADU256(x + GT_W * (j + len));
                PQPOLY_STOREU256(x + GT_W * j, _mm256_add_epi32(a, b));
                PQPOLY_STOREU256(x + GT_W * (j + len), pqpoly_montgomery_mul32_x8(_mm256_sub_epi32(a, b), z, m->qinv, m->q));
            }
        }
    }
}

/* Size-3 DFTs over u (src/ntt/radix3.h, one product each). */
static void radix3(int32_t *t, int inverse, const gt_mod *m) {
    size_t h = GT_M * GT_W;
    for (size_t i = 0; i < h; i += GT_W) {
        __m256i a = PQPOLY_LOADU256(t + i), b = PQPOLY_LOADU256(t + h + i), c = PQPOLY_LOADU256(t + 2 * h + i);
        __m256i s = mulc(_mm256_sub_epi32(b, c), GT_OMEGA3_MONT, m);
        __m256i x1 = _mm256_add_epi32(_mm256_sub_epi32(a, c), s), x2 = _mm256_sub_epi32(_mm256_sub_epi32(a, b), s);
        PQPOLY_STOREU256(t + i, _mm256_add_epi32(a, _mm256_add_epi32(b, c)));
        PQPOLY_STOREU256(t + h + i, inverse ? x2 : x1);
        PQPOLY_STOREU256(t + 2 * h + i, inverse ? x1 : x2);
    }
}

/* 8 x 8 transposition of int32 rows r[0..7]. */
static inline void transpose8(__m256i r[8]) {
    __m256i t[8], u[8];
    for (int i = 0; i < 4; i++) {
        t[2 * i] = _mm256_unpacklo_epi32(r[2 * i], r[2 * i + 1]);
        t[2 * i + 1] = _mm256_unpackhi_epi32(r[2 * i], r[2 * i + 1]);
    }
    for (int i = 0; i < 2; i++) {
        u[4 * i] = _mm256_unpacklo_epi64(t[4 * i], t[4 * i + 2]);
        u[4 * i + 1] = _mm256_unpackhi_epi64(t[4 * i], t[4 * i + 2]);
        u[4 * i + 2] = _mm256_unpacklo_epi64(t[4 * i + 1], t[4 * i + 3]);
        u[4 * i + 3] = _mm256_unpackhi_epi64(t[4 * i + 1], t[4 * i + 3]);
    }
    for (int i = 0; i < 4; i++) {
        r[i] = _mm256_permute2x128_si256(u[i], u[4 + i], 0x20);
        r[4 + i] = _mm256_permute2x128_si256(u[i], u[4 + i], 0x31);
    }
}

static void gt_forward(int32_t *t, const int16_t *a, int p, size_t v) {
    int32_t tmp[3 * GT_M * GT_MAX_V];
    gt_mod m = {_mm256_set1_epi32(Q), _mm256_set1_epi32(QINV)};
    pqpoly_good_scatter32(tmp, a, (size_t)p, v, 3, GT_M);
    memset(t, 0, sizeof(int32_t) * 3 * GT_M * GT_W);
    for (size_t pt = 0; pt < 3 * GT_M; pt++)
        for (size_t k = 0; k < v; k++) t[pt * GT_W + k] = tmp[pt * v + k];
    for (size_t i = 0; i < 3; i++) ntt128_forward(t + i * GT_M * GT_W, &m);
    radix3(t, 0, &m);
    for (size_t i = 0; i < 3 * GT_M * GT_W; i += GT_W) PQPOLY_STOREU256(t + i, mulc(PQPOLY_LOADU256(t + i), RC, &m));
    pqpoly_memzero(tmp, sizeof tmp);
}

/* c = a b mod (x^v - zeta) at each of the 384 points, 8 points at a time. */
static void gt_base(int32_t *tc, const int32_t *ta, const int32_t *tb, size_t v) {
    gt_mod m = {_mm256_set1_epi32(Q), _mm256_set1_epi32(QINV)};
    for (size_t g = 0; g < 3 * GT_M; g += 8) {
        __m256i x[8], y[8], lo[GT_W], hi[GT_W];
        for (int l = 0; l < 8; l++) {
            x[l] = PQPOLY_LOADU256(ta + (g + (size_t)l) * GT_W);
            y[l] = PQPOLY_LOADU256(tb + (g + (size_t)l) * GT_W);
        }
        transpose8(x);
        transpose8(y);
        for (size_t k = 0; k < GT_W; k++) lo[k] = hi[k] = _mm256_setzero_si256();
        for (size_t i = 0; i < v; i++)
            for (size_t j = 0; j < v; j++) {
                __m256i pr = pqpoly_montgomery_mul32_x8(x[i], y[j], m.qinv, m.q);
                if (i + j < v) lo[i + j] = _mm256_add_epi32(lo[i + j], pr); /* public indices */
                else hi[i + j - v] = _mm256_add_epi32(hi[i + j - v], pr);
            }
        __m256i zeta = PQPOLY_LOADU256(pqpoly_gt_roots_mont + g);
        for (size_t k = 0; k < GT_W; k++) {
            __m256i c = k + 1 < v ? _mm256_add_epi32(lo[k], pqpoly_montgomery_mul32_x8(hi[k], zeta, m.qinv, m.q)) : lo[k];
            x[k] = k < v ? mulc(c, RC, &m) : _mm256_setzero_si256();
        }
        transpose8(x);
        for (int l = 0; l < 8; l++) PQPOLY_STOREU256(tc + (g + (size_t)l) * GT_W, x[l]);
    }
}

static void gt_inverse(int16_t *c, int32_t *t, int p, int32_t q, size_t v) {
    int32_t tmp[3 * GT_M * GT_MAX_V], full[2 * 1920];
    gt_mod m = {_mm256_set1_epi32(Q), _mm256_set1_epi32(QINV)};
    for (size_t i = 0; i < 3; i++) ntt128_inverse(t + i * GT_M * GT_W, &m);
    radix3(t, 1, &m);
    for (size_t i = 0; i < 3 * GT_M * GT_W; i += GT_W) PQPOLY_STOREU256(t + i, mulc(PQPOLY_LOADU256(t + i), GT_SCALE, &m));
    for (size_t pt = 0; pt < 3 * GT_M; pt++)
        for (size_t k = 0; k < v; k++) tmp[pt * v + k] = t[pt * GT_W + k];
    pqpoly_good_gather32(full, tmp, (size_t)(2 * p - 1), v, 3, GT_M);
    for (int i = 0; i < 2 * p - 1; i++) full[i] = pqpoly_center32(full[i], Q);
    pqpoly_ntrup_finish(c, full, p, q, PQPOLY_NTRUP_FINISH_V(q));
    pqpoly_memzero(tmp, sizeof tmp);
    pqpoly_memzero(full, sizeof full);
}

/* The sets served, as the portable twin: X(p, v). */
#define GT_SETS(X) X(653, 4) X(761, 4) X(857, 5) X(953, 5)

#define GT_DEFS(P, V)                                                                               \
    static void gt_fwd_##P(void *t, const int16_t *a) { gt_forward((int32_t *)t, a, P, V); }          \
    static void gt_base_##P(void *tc, const void *ta, const void *tb) {                             \
        gt_base((int32_t *)tc, (const int32_t *)ta, (const int32_t *)tb, V);                        \
    }                                                                                               \
    static void gt_inv_##P(int16_t *c, void *t) { gt_inverse(c, (int32_t *)t, P, PQPOLY_NTRUP_Q(P), V); } \
    PQPOLY_STAGED(gt_##P, sizeof(int32_t) * 3 * GT_M * GT_W, gt_fwd_##P, gt_fwd_##P, gt_base_##P, gt_inv_##P)
#define GT_INSTANCE(P, V)                                                                           \
    PQPOLY_STAGED_INSTANCE(avx2, "ntrup" #P, "goodthomas", PQPOLY_BIG_SMALL,                        \
                           "Good-Thomas x^" #V "=uw, u^3=1, w^128=1 over Z_6984193, 8 int32 lanes ([HLY24, §4.2])", gt_##P),

GT_SETS(GT_DEFS)
static const pqpoly_mul_entry goodthomas_instances[] = {GT_SETS(GT_INSTANCE)};
PQPOLY_MUL_ALGO_DEFINE(goodthomas, avx2, "goodthomas", goodthomas_instances)
