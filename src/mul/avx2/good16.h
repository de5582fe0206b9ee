/* The AVX2 twin of src/mul/good16.h: Good's trick over a 16-bit NTT prime
 * ([ACC+21, §3] option 3), Z_P[x]/(x^(M T) - 1) = Z_P[u, w]/(u^T - 1,
 * w^M - 1), M = 512 (the size-512 NTTs of src/ntt/avx2/ntt512.h) or 256
 * (src/ntt/avx2/ntt256.h), with the map of src/ntt/avx2/goodmap.h, for the
 * AVX2 rows of crt7681x10753 and ntt7681.  M (`cols`) is a constant at every
 * call.  Include only from code compiled with -mavx2.  Internal header.
 * Layout: int16 [T][M] per prime (each row in the NTT's own point order). */
#ifndef PQPOLY_MUL_AVX2_GOOD16_H
#define PQPOLY_MUL_AVX2_GOOD16_H

#include <immintrin.h>
#include <stdint.h>
#include <string.h>

#include "arith/avx2/barrett.h"
#include "arith/avx2/montgomery.h"
#include "arith/barrett.h"
#include "arith/montgomery.h"
#include "mul/good16.h"
#include "ntt/avx2/goodmap.h"
#include "ntt/avx2/ntt256.h"
#include "ntt/avx2/ntt512.h"
#include "mul/avx2/poly4.h"
#include "pqpoly/poly.h"

/* The forms by row count (each multiplier's header lists its sets and
 * shapes: src/mul/avx2/crt7681x10753.h, ntt7681_mod3.h): Good's trick for
 * T odd; for T = 4 the polyphase form of src/mul/avx2/poly4.h (N = 2048
 * for p = 857, 953, 1013, 2p - 1 <= 2048: four NTTs per operand and prime
 * instead of Good's five). */
#define PQPOLY_GOOD16_AVX2_FORM(T) PQPOLY_GOOD16_AVX2_FORM_##T
#define PQPOLY_GOOD16_AVX2_FORM_3 "Good's trick"
#define PQPOLY_GOOD16_AVX2_FORM_4 "polyphase (x^4 = y, src/mul/avx2/poly4.h)"
#define PQPOLY_GOOD16_AVX2_FORM_5 "Good's trick"
/* The full product (2p - 1 coefficients) fits N = 512 T without wrapping,
 * and the polyphase scatter reads at most 1024 coefficients. */
#define PQPOLY_GOOD16_AVX2_FITS(P, T) (2 * (P) - 1 <= 512 * (T) && ((T) != PQPOLY_POLY4_AVX2_T || (P) <= 1024))

/* Base products: |a| <= A, |b| <= B (A B < q 2^15, the Montgomery input
 * range); each Montgomery product is at most OUT_HI(q, A B) in magnitude, T
 * of them are summed (< 2^15, asserted by the callers with
 * PQPOLY_GOOD16_AVX2_BASE_AB_OK) and Barrett-reduced back to BR, the
 * inverse's input bound.  PQPOLY_GOOD16_AVX2_BASE_OK: A = B = BR. */
#define PQPOLY_GOOD16_AVX2_BASE_AB_OK(q, t, amax, bmax)                                             \
    ((int64_t)(amax) * (bmax) < ((int64_t)(q) << 15) &&                                             \
     (t) * PQPOLY_MONT16_OUT_HI(q, (int64_t)(amax) * (bmax)) < 32768 &&                             \
     (t) * -PQPOLY_MONT16_OUT_LO(q, -(int64_t)(amax) * (bmax)) < 32768)
#define PQPOLY_GOOD16_AVX2_BASE_OK(q, t) \
    PQPOLY_GOOD16_AVX2_BASE_AB_OK(q, t, PQPOLY_NTT512_AVX2_BR(q), PQPOLY_NTT512_AVX2_BR(q))

/* Good's map of a[0 .. p-1] (|a_i| <= B0 of ntt512.h; for M = 256,
 * |a_i| <= B with B0 = PQPOLY_NTT256_AVX2_B0(B)) into t[T][M] and, unless t2
 * is NULL, t2[T][M] (the same input for a second prime), then T forward NTTs
 * modulo each prime (m, m2) with the Barrett schedules s, s2 and the
 * twiddle-1 skips k, k2 of pqpoly_ntt512_avx2_forward_sk (constants; the
 * caller asserts their bounds with PQPOLY_NTT512_AVX2_FWDK_OK). */
static inline __attribute__((always_inline)) void pqpoly_good16_avx2_forward_sk(
    int16_t *t, int16_t *t2, const int16_t *a, int p, size_t tcount, size_t cols, const pqpoly_ntt512_avx2_mod *m,
    const pqpoly_ntt512_avx2_mod *m2, int s, int s2, int k, int k2) {
    /* the map written once: the second prime's transforms read their
     * input from t before the first prime's run in place; one prime's rows,
     * then the other's (one transform's code at a time) */
    if (tcount == PQPOLY_POLY4_AVX2_T)
        pqpoly_poly4_avx2_scatter(t, NULL, a, (size_t)p);
    else
        pqpoly_good_avx2_scatter(t, NULL, a, (size_t)p, tcount, cols);
    if (t2 != NULL)
        for (size_t r = 0; r < tcount; r++) {
            if (cols == 256)
                pqpoly_ntt256_avx2_forward_sk2(t2 + r * cols, t + r * cols, m2, s2, k2);
            else
                pqpoly_ntt512_avx2_forward_sk2(t2 + r * cols, t + r * cols, m2, s2, k2);
        }
    for (size_t r = 0; r < tcount; r++) {
        if (cols == 256)
            pqpoly_ntt256_avx2_forward_sk2(t + r * cols, t + r * cols, m, s, k);
        else
            pqpoly_ntt512_avx2_forward_sk(t + r * cols, m, s, k);
    }
}

/* tc = ta * tb modulo u^T - 1, point by point (tc may be ta or tb).  The
 * sums are Barrett-reduced to BR, or, when sc is not NULL, multiplied by
 * the constant *sc (centered, Montgomery: a reduction that also scales
 * the product by sc 2^-16) to PQPOLY_MONT16_MULC_OUT_BOUND(q, 2^15) <= W of
 * ntt512.h, still an input of the inverse (callers assert it). */
static inline __attribute__((always_inline)) void pqpoly_good16_avx2_base_x(int16_t *tc, const int16_t *ta,
                                                                            const int16_t *tb, size_t tcount,
                                                                            size_t cols,
                                                                            const pqpoly_ntt512_avx2_mod *m,
                                                                            const __m256i *sc) {
    const __m256i scq = sc != NULL ? pqpoly_montgomery_pre16_x16(*sc, m->qinv) : _mm256_setzero_si256();
    for (size_t j = 0; j < cols; j += 16) {
        __m256i a[GOOD16_MAX_T], b[GOOD16_MAX_T], bq[GOOD16_MAX_T];
        for (size_t i = 0; i < tcount; i++) {
            a[i] = _mm256_load_si256((const __m256i *)(ta + i * cols + j));
            b[i] = _mm256_load_si256((const __m256i *)(tb + i * cols + j));
            bq[i] = pqpoly_montgomery_pre16_x16(b[i], m->qinv);
        }
        for (size_t d = 0; d < tcount; d++) {
            __m256i acc = _mm256_setzero_si256();
            size_t k = d; /* k = d - i mod T */
            for (size_t i = 0; i < tcount; i++) {
                acc = _mm256_add_epi16(acc, pqpoly_montgomery_mulc16_x16(a[i], b[k], bq[k], m->q));
                k = k == 0 ? tcount - 1 : k - 1;
            }
            acc = sc != NULL ? pqpoly_montgomery_mulc16_x16(acc, *sc, scq, m->q) : pqpoly_ntt512_avx2_red(acc, m);
            _mm256_store_si256((__m256i *)(tc + d * cols + j), acc);
        }
    }
}

/* Truncation: a product with 2p - 1 > N = M T coefficients computed
 * modulo x^N - 1 gives C_k = c_k + c_(N+k) for k < wrap = 2p - 1 - N (at
 * most PQPOLY_GOOD16_AVX2_WRAP_MAX), and c_k above.  The top coefficients
 * c_(N+k) = sum_s a_(p-1-s) b_(N-p+1+k+s) (s <= wrap - 1 - k) are formed
 * directly from the operands' top parts, kept by the forward stages after
 * the rows: a_(p-1-s) for s < wrap in [32] int16 (zero above), b_(N-p+1+i)
 * for i < wrap in [64] (zero above, so that lanes k >= wrap and terms past
 * p - 1 are 0).  b ternary: one sign change per term, sixteen k per vector. */
#define PQPOLY_GOOD16_AVX2_WRAP_MAX 28 /* two runs of PQPOLY_GOOD16_AVX2_TOP_RUN terms */
#define PQPOLY_GOOD16_AVX2_TOP_RUN 14
#define PQPOLY_GOOD16_AVX2_TOP_BYTES(wrap) ((wrap) > 0 ? 64 * sizeof(int16_t) : 0)
/* |a| <= amax: a run of at most 14 terms, Barrett (s = 26) after it and at
 * the end; TOP_OK: no run overflows; TOP_OUT: the output bound. */
#define PQPOLY_GOOD16_AVX2_TOP1(q, amax) \
    PQPOLY_BARRETT16_ROUND_OUT_BOUND_S(q, 26, PQPOLY_GOOD16_AVX2_TOP_RUN * (int64_t)(amax))
#define PQPOLY_GOOD16_AVX2_TOP_OK(q, amax, wrap)                                                        \
    ((wrap) <= PQPOLY_GOOD16_AVX2_WRAP_MAX && PQPOLY_GOOD16_AVX2_TOP_RUN * (int64_t)(amax) < 32768 &&  \
     PQPOLY_GOOD16_AVX2_TOP1(q, amax) + ((wrap) - PQPOLY_GOOD16_AVX2_TOP_RUN) * (int64_t)(amax) < 32768)
#define PQPOLY_GOOD16_AVX2_TOP_OUT(q, amax, wrap)                                                     \
    PQPOLY_BARRETT16_ROUND_OUT_BOUND_S(                                                              \
        q, 26,                                                                                       \
        (wrap) > PQPOLY_GOOD16_AVX2_TOP_RUN                                                          \
            ? PQPOLY_GOOD16_AVX2_TOP1(q, amax) + ((wrap) - PQPOLY_GOOD16_AVX2_TOP_RUN) * (int64_t)(amax) \
            : (wrap) * (int64_t)(amax))

static inline __attribute__((always_inline)) void pqpoly_good16_avx2_keep_top_a(int16_t *x, const int16_t *a, int p,
                                                                                int wrap) {
    for (int s = 0; s < 32; s++) x[s] = s < wrap ? a[p - 1 - s] : 0;
}

static inline __attribute__((always_inline)) void pqpoly_good16_avx2_keep_top_b(int16_t *x, const int16_t *b, int p,
                                                                                int n, int wrap) {
    for (int i = 0; i < 64; i++) x[i] = i < wrap ? b[n - p + 1 + i] : 0;
}

/* top[k] = c_(N+k) mod q for k < wrap, 0 for wrap <= k < 32, |.| <=
 * PQPOLY_GOOD16_AVX2_TOP_OUT; xa, xb as kept above, v =
 * PQPOLY_BARRETT16_VR_S(q, 26).  Public indices only. */
static inline __attribute__((always_inline)) void pqpoly_good16_avx2_top(int16_t *top, const int16_t *xa,
                                                                         const int16_t *xb, int wrap, int16_t q,
                                                                         int16_t v) {
    const __m256i vq = _mm256_set1_epi16(q), vv = _mm256_set1_epi16(v);
    const __m256i rnd = _mm256_set1_epi16((int16_t)(1 << (31 - 26)));
    __m256i acc0 = _mm256_setzero_si256(), acc1 = _mm256_setzero_si256();
    for (int s = 0; s < wrap; s++) {
        __m256i as = _mm256_set1_epi16(xa[s]);
        if (s == PQPOLY_GOOD16_AVX2_TOP_RUN) {
            acc0 = pqpoly_barrett_round16_x16(acc0, vv, rnd, vq);
            acc1 = pqpoly_barrett_round16_x16(acc1, vv, rnd, vq);
        }
        acc0 = _mm256_add_epi16(acc0, _mm256_sign_epi16(as, _mm256_loadu_si256((const __m256i *)(xb + s))));
        acc1 = _mm256_add_epi16(acc1, _mm256_sign_epi16(as, _mm256_loadu_si256((const __m256i *)(xb + s + 16))));
    }
    _mm256_store_si256((__m256i *)top, pqpoly_barrett_round16_x16(acc0, vv, rnd, vq));
    _mm256_store_si256((__m256i *)(top + 16), pqpoly_barrett_round16_x16(acc1, vv, rnd, vq));
}

/* T = 5 by differences: 15 products instead of 25.  For u^5 - 1, each
 * output d takes the two pairs {i, k}, i != k, with i + k = d (mod 5),
 * whose four indices are all but the one i0 with 2 i0 = d, and
 *   c_d = D + sum over those pairs of (a_k - a_i)(b_i - b_k),  D = sum_j a_j b_j,
 * since (a_k - a_i)(b_i - b_k) = a_i b_k + a_k b_i - a_i b_i - a_k b_k.
 * Inputs |a| <= A, |b| <= B: D's five Montgomery products are summed
 * (5 OUT_HI(q, A B) < 2^15) and Barrett-reduced to BR once; the
 * differences are at most 2A, 2B (< 2^15), each product within its
 * contract when 4 A B < q 2^15, and BR plus two of them stay below 2^15:
 * PQPOLY_GOOD16_AVX2_BASE5D_AB_OK.  Then reduced or scaled as
 * pqpoly_good16_avx2_base_x. */
#define PQPOLY_GOOD16_AVX2_BASE5D_AB_OK(q, amax, bmax)                                               \
    (2 * (amax) < 32768 && 2 * (bmax) < 32768 && 4 * (int64_t)(amax) * (bmax) < ((int64_t)(q) << 15) && \
     5 * PQPOLY_MONT16_OUT_HI(q, (int64_t)(amax) * (bmax)) < 32768 &&                                \
     5 * -PQPOLY_MONT16_OUT_LO(q, -(int64_t)(amax) * (bmax)) < 32768 &&                              \
     PQPOLY_NTT512_AVX2_BR(q) + 2 * PQPOLY_MONT16_OUT_HI(q, 4 * (int64_t)(amax) * (bmax)) < 32768 &&  \
     PQPOLY_NTT512_AVX2_BR(q) + 2 * -PQPOLY_MONT16_OUT_LO(q, -4 * (int64_t)(amax) * (bmax)) < 32768)
static inline __attribute__((always_inline)) void pqpoly_good16_avx2_base5d_x(int16_t *tc, const int16_t *ta,
                                                                              const int16_t *tb, size_t cols,
                                                                              const pqpoly_ntt512_avx2_mod *m,
                                                                              const __m256i *sc) {
    const __m256i scq = sc != NULL ? pqpoly_montgomery_pre16_x16(*sc, m->qinv) : _mm256_setzero_si256();
    for (size_t j = 0; j < cols; j += 16) {
        __m256i a[5], b[5], acc[5], dsum;
        for (int i = 0; i < 5; i++) {
            a[i] = _mm256_load_si256((const __m256i *)(ta + (size_t)i * cols + j));
            b[i] = _mm256_load_si256((const __m256i *)(tb + (size_t)i * cols + j));
        }
        dsum = pqpoly_montgomery_mulc16_x16(a[0], b[0], pqpoly_montgomery_pre16_x16(b[0], m->qinv), m->q);
        for (int i = 1; i < 5; i++)
            dsum = _mm256_add_epi16(
                dsum, pqpoly_montgomery_mulc16_x16(a[i], b[i], pqpoly_montgomery_pre16_x16(b[i], m->qinv), m->q));
        dsum = pqpoly_ntt512_avx2_red(dsum, m);
        for (int d = 0; d < 5; d++) acc[d] = dsum;
        for (int i = 0; i < 5; i++)
            for (int k = i + 1; k < 5; k++) {
                __m256i db = _mm256_sub_epi16(b[i], b[k]);
                __m256i t = pqpoly_montgomery_mulc16_x16(_mm256_sub_epi16(a[k], a[i]), db,
                                                         pqpoly_montgomery_pre16_x16(db, m->qinv), m->q);
                acc[(i + k) % 5] = _mm256_add_epi16(acc[(i + k) % 5], t);
            }
        for (int d = 0; d < 5; d++) {
            __m256i x = sc != NULL ? pqpoly_montgomery_mulc16_x16(acc[d], *sc, scq, m->q) : pqpoly_ntt512_avx2_red(acc[d], m);
            _mm256_store_si256((__m256i *)(tc + (size_t)d * cols + j), x);
        }
    }
}

/* The base products of either form: Good's (T odd, rows of M = cols) or
 * the polyphase one (T = 4, M = 512, with the prime's point table pts). */
static inline __attribute__((always_inline)) void pqpoly_good16_avx2_base_any_x(
    int16_t *tc, const int16_t *ta, const int16_t *tb, size_t tcount, size_t cols, const pqpoly_ntt512_avx2_mod *m,
    const int16_t *pts, const __m256i *sc) {
    if (tcount == PQPOLY_POLY4_AVX2_T)
        pqpoly_poly4_avx2_base_x(tc, ta, tb, pts, m, sc);
    else
        pqpoly_good16_avx2_base_x(tc, ta, tb, tcount, cols, m, sc);
}

static inline void pqpoly_good16_avx2_base_any(int16_t *tc, const int16_t *ta, const int16_t *tb, size_t tcount,
                                               size_t cols, const pqpoly_ntt512_avx2_mod *m, const int16_t *pts) {
    pqpoly_good16_avx2_base_any_x(tc, ta, tb, tcount, cols, m, pts, NULL);
}

/* out[0 .. 16 nvec - 1] = the linear coefficients from the rows in[T][M]
 * of either form (nvec = M T / 16). */
static inline __attribute__((always_inline)) void pqpoly_good16_avx2_gather_any(int16_t *out, const int16_t *in,
                                                                                size_t nvec, size_t tcount,
                                                                                size_t cols) {
    if (tcount == PQPOLY_POLY4_AVX2_T)
        pqpoly_poly4_avx2_gather(out, in);
    else
        pqpoly_good_avx2_gather(out, in, nvec, tcount, cols);
}

/* T inverse NTTs in place: t[T][M] then holds M times the cyclic product
 * times 2^-16 (mod P) in Good's layout, |.| <= 2 W (ntt512.h; W for M =
 * 256). */
static inline void pqpoly_good16_avx2_inverse(int16_t *t, size_t tcount, size_t cols,
                                              const pqpoly_ntt512_avx2_mod *m) {
    for (size_t r = 0; r < tcount; r++) {
        if (cols == 256)
            pqpoly_ntt256_avx2_inverse(t + r * cols, m);
        else
            pqpoly_ntt512_avx2_inverse(t + r * cols, m);
    }
}

#endif
