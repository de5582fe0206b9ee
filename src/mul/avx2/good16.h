/* The AVX2 twin of src/mul/good16.h: Good's trick over a 16-bit NTT prime
 * ([ACC+21, §3] option 3), Z_P[x]/(x^(512 T) - 1) = Z_P[u, w]/(u^T - 1,
 * w^512 - 1), with the size-512 NTTs of src/ntt/avx2/ntt512.h and the map of
 * src/ntt/avx2/goodmap.h, for the AVX2 rows of crt7681x10753 and ntt7681.
 * Include only from code compiled with -mavx2.  Internal header.
 * Layout: int16 [T][512] per prime (each row in the NTT's own point order). */
#ifndef PQPOLY_MUL_AVX2_GOOD16_H
#define PQPOLY_MUL_AVX2_GOOD16_H

#include <immintrin.h>
#include <stdint.h>
#include <string.h>

#include "arith/avx2/arith16.h"
#include "arith/montgomery.h"
#include "mul/good16.h"
#include "ntt/avx2/goodmap.h"
#include "ntt/avx2/ntt512.h"
#include "mul/avx2/poly4.h"
#include "pqpoly/poly.h"

/* The sets of the AVX2 rows and their row counts: Good's T = 3 (N = 1536)
 * for p = 653, 761 and T = 5 (N = 2560) for p = 1277; for p = 857, 953, 1013
 * (2p - 1 <= 2048) T = 4, the polyphase form of src/mul/avx2/poly4.h
 * (N = 2048, four NTTs per operand and prime instead of five). */
#define PQPOLY_GOOD16_AVX2_FORM(T) PQPOLY_GOOD16_AVX2_FORM_##T
#define PQPOLY_GOOD16_AVX2_FORM_3 "Good's trick"
#define PQPOLY_GOOD16_AVX2_FORM_4 "polyphase (x^4 = y, src/mul/avx2/poly4.h)"
#define PQPOLY_GOOD16_AVX2_FORM_5 "Good's trick"
/* The full product (2p - 1 coefficients) fits N = 512 T without wrapping,
 * and the polyphase scatter reads at most 1024 coefficients. */
#define PQPOLY_GOOD16_AVX2_FITS(P, T) (2 * (P) - 1 <= 512 * (T) && ((T) != PQPOLY_POLY4_AVX2_T || (P) <= 1024))
#define PQPOLY_GOOD16_AVX2_SETS(X) X(653, 3) X(761, 3) X(857, 4) X(953, 4) X(1013, 4) X(1277, 5)

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

/* Good's map of a[0 .. p-1] (|a_i| <= B0 of ntt512.h) into t[T][512] and,
 * unless t2 is NULL, t2[T][512] (the same input for a second prime), then T
 * forward NTTs modulo each prime (m, m2) with the Barrett schedules s, s2
 * and the twiddle-1 skips k, k2 of pqpoly_ntt512_avx2_forward_sk
 * (constants; the caller asserts their bounds with
 * PQPOLY_NTT512_AVX2_FWDK_OK). */
static inline __attribute__((always_inline)) void pqpoly_good16_avx2_forward_sk(
    int16_t *t, int16_t *t2, const int16_t *a, int p, size_t tcount, const pqpoly_ntt512_avx2_mod *m,
    const pqpoly_ntt512_avx2_mod *m2, int s, int s2, int k, int k2) {
    /* the map written once: the second prime's transforms read their
     * input from t before the first prime's run in place; one prime's rows,
     * then the other's (one transform's code at a time) */
    if (tcount == PQPOLY_POLY4_AVX2_T)
        pqpoly_poly4_avx2_scatter(t, NULL, a, (size_t)p);
    else
        pqpoly_good_avx2_scatter(t, NULL, a, (size_t)p, tcount);
    if (t2 != NULL)
        for (size_t r = 0; r < tcount; r++)
            pqpoly_ntt512_avx2_forward_sk2(t2 + r * GOOD16_M, t + r * GOOD16_M, m2, s2, k2);
    for (size_t r = 0; r < tcount; r++) pqpoly_ntt512_avx2_forward_sk(t + r * GOOD16_M, m, s, k);
}

/* tc = ta * tb modulo u^T - 1, point by point (tc may be ta or tb).  The
 * sums are Barrett-reduced to BR, or, when sc is not NULL, multiplied by
 * the constant *sc (centered, Montgomery: a reduction that also scales
 * the product by sc 2^-16) to PQPOLY_MONT16_MULC_OUT_BOUND(q, 2^15) <= W of
 * ntt512.h, still an input of the inverse (callers assert it). */
static inline __attribute__((always_inline)) void pqpoly_good16_avx2_base_x(int16_t *tc, const int16_t *ta,
                                                                            const int16_t *tb, size_t tcount,
                                                                            const pqpoly_ntt512_avx2_mod *m,
                                                                            const __m256i *sc) {
    const __m256i scq = sc != NULL ? pqpoly_avx2_mont_pre16(*sc, m->qinv) : _mm256_setzero_si256();
    for (size_t j = 0; j < GOOD16_M; j += 16) {
        __m256i a[GOOD16_MAX_T], b[GOOD16_MAX_T], bq[GOOD16_MAX_T];
        for (size_t i = 0; i < tcount; i++) {
            a[i] = _mm256_load_si256((const __m256i *)(ta + i * GOOD16_M + j));
            b[i] = _mm256_load_si256((const __m256i *)(tb + i * GOOD16_M + j));
            bq[i] = pqpoly_avx2_mont_pre16(b[i], m->qinv);
        }
        for (size_t d = 0; d < tcount; d++) {
            __m256i acc = _mm256_setzero_si256();
            size_t k = d; /* k = d - i mod T */
            for (size_t i = 0; i < tcount; i++) {
                acc = _mm256_add_epi16(acc, pqpoly_avx2_montgomery_mul16(a[i], b[k], bq[k], m->q));
                k = k == 0 ? tcount - 1 : k - 1;
            }
            acc = sc != NULL ? pqpoly_avx2_montgomery_mul16(acc, *sc, scq, m->q) : pqpoly_ntt512_avx2_red(acc, m);
            _mm256_store_si256((__m256i *)(tc + d * GOOD16_M + j), acc);
        }
    }
}

/* The base products of either form: Good's (T odd) or the polyphase one
 * (T = 4, with the prime's point table pts). */
static inline __attribute__((always_inline)) void pqpoly_good16_avx2_base_any_x(
    int16_t *tc, const int16_t *ta, const int16_t *tb, size_t tcount, const pqpoly_ntt512_avx2_mod *m,
    const int16_t *pts, const __m256i *sc) {
    if (tcount == PQPOLY_POLY4_AVX2_T)
        pqpoly_poly4_avx2_base_x(tc, ta, tb, pts, m, sc);
    else
        pqpoly_good16_avx2_base_x(tc, ta, tb, tcount, m, sc);
}

static inline void pqpoly_good16_avx2_base_any(int16_t *tc, const int16_t *ta, const int16_t *tb, size_t tcount,
                                               const pqpoly_ntt512_avx2_mod *m, const int16_t *pts) {
    pqpoly_good16_avx2_base_any_x(tc, ta, tb, tcount, m, pts, NULL);
}

/* out[0 .. 16 nvec - 1] = the linear coefficients from the rows in[T][512]
 * of either form (nvec = 32 T). */
static inline __attribute__((always_inline)) void pqpoly_good16_avx2_gather_any(int16_t *out, const int16_t *in, size_t nvec, size_t tcount) {
    if (tcount == PQPOLY_POLY4_AVX2_T)
        pqpoly_poly4_avx2_gather(out, in);
    else
        pqpoly_good_avx2_gather(out, in, nvec, tcount);
}

/* T inverse NTTs in place: t[T][512] then holds 512 times the cyclic
 * product times 2^-16 (mod P) in Good's layout, |.| <= 2 W (ntt512.h). */
static inline void pqpoly_good16_avx2_inverse(int16_t *t, size_t tcount, const pqpoly_ntt512_avx2_mod *m) {
    for (size_t r = 0; r < tcount; r++) pqpoly_ntt512_avx2_inverse(t + r * GOOD16_M, m);
}

#endif
