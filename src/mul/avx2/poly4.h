/* The polyphase form of the AVX2 products over the 16-bit NTT primes (7681,
 * 10753) for the sizes whose full product fits 2048 coefficients but not
 * Good's 3 * 512 (p = 857, 953, 1013: 2p - 1 <= 2025):
 *   Z_P[x]/(x^2048 - 1) = Z_P[x, y]/(x^4 - y, y^512 - 1)
 *                       = prod over the 512th roots zeta of Z_P[x]/(x^4 - zeta).
 * Row r (r = 0..3) holds the phase a_r(y), a = sum x^r a_r(x^4); each row
 * takes the size-512 NTT of src/ntt/avx2/ntt512.h unchanged (no 2048th or
 * 1024th root is needed, neither prime has one), and the base products are
 * products of degree-3 polynomials modulo x^4 - zeta_s, zeta_s the point of
 * the NTT's output index s (src/ntt/tables/good16_avx2.h, _pts).  Four NTTs
 * per operand and prime instead of Good's five (N = 5 * 512), 19 Montgomery
 * products per point instead of 25.  Used through T = 4 by the AVX2 rows of
 * crt7681x10753 and ntt7681; the layout [4][512] per prime is Good's [T][512]
 * with T = 4.  Include only from code compiled with -mavx2.  Internal header.
 *
 * Bounds: the maps move values unchanged.  Base: |a| <= A, |b| <= B with
 * A B < P 2^15 (the Montgomery input range); each product is at most
 * O = max(OUT_HI(P, A B), -OUT_LO(P, -A B)); the high half h_k of
 * coefficient k (k + 4 = i + j) sums 3 - k <= 3 products, its product by
 * zeta_s (a centered constant) is at most MULC(P, 3 O); coefficient k sums
 * k + 1 products and that term: (k + 1) O + MULC(P, 3 O) for k <= 2, 4 O for
 * k = 3, all < 2^15 (PQPOLY_POLY4_AVX2_BASE_AB_OK), then Barrett (s = 15)
 * to BR as Good's base does.  Constant time: no branch or index on data. */
#ifndef PQPOLY_MUL_AVX2_POLY4_H
#define PQPOLY_MUL_AVX2_POLY4_H

#include <immintrin.h>
#include <stdint.h>
#include <string.h>

#include "arith/avx2/montgomery.h"
#include "arith/montgomery.h"
#include "ntt/avx2/ntt512.h"
#include "pqpoly/common.h"

#define PQPOLY_POLY4_AVX2_T 4
#define PQPOLY_POLY4_AVX2_O_(q, amax, bmax)                                                   \
    (PQPOLY_MONT16_OUT_HI(q, (int64_t)(amax) * (bmax)) > -PQPOLY_MONT16_OUT_LO(q, -(int64_t)(amax) * (bmax)) \
         ? PQPOLY_MONT16_OUT_HI(q, (int64_t)(amax) * (bmax))                                  \
         : -PQPOLY_MONT16_OUT_LO(q, -(int64_t)(amax) * (bmax)))
#define PQPOLY_POLY4_AVX2_BASE_AB_OK(q, amax, bmax)                                            \
    ((int64_t)(amax) * (bmax) < ((int64_t)(q) << 15) && 4 * PQPOLY_POLY4_AVX2_O_(q, amax, bmax) < 32768 && \
     3 * PQPOLY_POLY4_AVX2_O_(q, amax, bmax) +                                                 \
             PQPOLY_MONT16_MULC_OUT_BOUND(q, 3 * PQPOLY_POLY4_AVX2_O_(q, amax, bmax)) <          \
         32768)

/* Lane permutations of the maps: within each 128-bit half, int16
 * (0 4 1 5 2 6 3 7) and its inverse; across halves, dwords (0 4 1 5 2 6 3 7)
 * and its inverse. */
static inline __m256i pqpoly_poly4_avx2_shuf(int inverse) {
    return inverse ? _mm256_setr_epi8(0, 1, 4, 5, 8, 9, 12, 13, 2, 3, 6, 7, 10, 11, 14, 15, 0, 1, 4, 5, 8, 9, 12,
                                      13, 2, 3, 6, 7, 10, 11, 14, 15)
                   : _mm256_setr_epi8(0, 1, 8, 9, 2, 3, 10, 11, 4, 5, 12, 13, 6, 7, 14, 15, 0, 1, 8, 9, 2, 3, 10,
                                      11, 4, 5, 12, 13, 6, 7, 14, 15);
}

/* 4 x 4 transpose of the dwords of x[0..3] inside each 128-bit half
 * (an involution). */
static inline void pqpoly_poly4_avx2_t4(__m256i x[4]) {
    __m256i t0 = _mm256_unpacklo_epi32(x[0], x[1]), t1 = _mm256_unpackhi_epi32(x[0], x[1]);
    __m256i t2 = _mm256_unpacklo_epi32(x[2], x[3]), t3 = _mm256_unpackhi_epi32(x[2], x[3]);
    x[0] = _mm256_unpacklo_epi64(t0, t2);
    x[1] = _mm256_unpackhi_epi64(t0, t2);
    x[2] = _mm256_unpacklo_epi64(t1, t3);
    x[3] = _mm256_unpackhi_epi64(t1, t3);
}

/* Four consecutive vectors x[0..3] (coefficients 64 s .. 64 s + 63) to the
 * vector s of each row r (coefficients 64 s + 4 k + r, k = 0..15), in place. */
static inline void pqpoly_poly4_avx2_split(__m256i x[4]) {
    const __m256i sh = pqpoly_poly4_avx2_shuf(0), pd = _mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 7);
    for (int m = 0; m < 4; m++) x[m] = _mm256_shuffle_epi8(x[m], sh);
    pqpoly_poly4_avx2_t4(x);
    for (int r = 0; r < 4; r++) x[r] = _mm256_permutevar8x32_epi32(x[r], pd);
}

/* The inverse of pqpoly_poly4_avx2_split. */
static inline void pqpoly_poly4_avx2_join(__m256i x[4]) {
    const __m256i sh = pqpoly_poly4_avx2_shuf(1), pd = _mm256_setr_epi32(0, 2, 4, 6, 1, 3, 5, 7);
    for (int r = 0; r < 4; r++) x[r] = _mm256_permutevar8x32_epi32(x[r], pd);
    pqpoly_poly4_avx2_t4(x);
    for (int m = 0; m < 4; m++) x[m] = _mm256_shuffle_epi8(x[m], sh);
}

/* out[4][512] (and a copy at out2 unless NULL) = the phases of in[0 .. len-1],
 * len <= 1024 (public), zero elsewhere.  The last partial vector is read
 * from a zero-padded copy (wiped here). */
static inline void pqpoly_poly4_avx2_scatter(int16_t *out, int16_t *out2, const int16_t *in, size_t len) {
    _Alignas(32) int16_t tail[16] = {0};
    size_t full = len & ~(size_t)15;
    for (size_t i = full; i < len; i++) tail[i - full] = in[i];
    for (size_t s = 0; s < 32; s++) {
        __m256i x[4];
        for (size_t m = 0; m < 4; m++) {
            size_t at = 64 * s + 16 * m;
            x[m] = at < full  ? _mm256_loadu_si256((const __m256i *)(in + at))
                   : at < len ? _mm256_load_si256((const __m256i *)tail)
                              : _mm256_setzero_si256();
        }
        if (64 * s < len) pqpoly_poly4_avx2_split(x);
        for (size_t r = 0; r < 4; r++) {
            _mm256_store_si256((__m256i *)(out + 512 * r + 16 * s), x[r]);
            if (out2 != NULL) _mm256_store_si256((__m256i *)(out2 + 512 * r + 16 * s), x[r]);
        }
    }
    pqpoly_memzero(tail, sizeof tail);
}

/* out[0 .. 2047] = the coefficients of x^0 .. x^2047 from the phases
 * in[4][512]. */
static inline void pqpoly_poly4_avx2_gather(int16_t *out, const int16_t *in) {
    for (size_t s = 0; s < 32; s++) {
        __m256i x[4];
        for (size_t r = 0; r < 4; r++) x[r] = _mm256_load_si256((const __m256i *)(in + 512 * r + 16 * s));
        pqpoly_poly4_avx2_join(x);
        for (size_t m = 0; m < 4; m++) _mm256_store_si256((__m256i *)(out + 64 * s + 16 * m), x[m]);
    }
}

/* tc = ta * tb modulo x^4 - zeta_s at every point s (tc may be ta or tb);
 * pts: the prime's _pts table (zeta_s 2^16, then its Montgomery multipliers).
 * Output: the product times 2^-16, |.| <= BR (bounds above); when sc is not
 * NULL, the sums are multiplied by the centered constant *sc (Montgomery)
 * instead of Barrett-reduced: the product times sc 2^-32, |.| <=
 * PQPOLY_MONT16_MULC_OUT_BOUND(P, 2^15). */
static inline __attribute__((always_inline)) void pqpoly_poly4_avx2_base_x(int16_t *tc, const int16_t *ta,
                                                                           const int16_t *tb, const int16_t *pts,
                                                                           const pqpoly_ntt512_avx2_mod *m,
                                                                           const __m256i *sc) {
    const __m256i scq = sc != NULL ? pqpoly_montgomery_pre16_x16(*sc, m->qinv) : _mm256_setzero_si256();
    for (size_t j = 0; j < 512; j += 16) {
        __m256i a[4], b[4], bq[4], c[4], h[3];
        const __m256i z = _mm256_load_si256((const __m256i *)(pts + j));
        const __m256i zq = _mm256_load_si256((const __m256i *)(pts + 512 + j));
        for (size_t i = 0; i < 4; i++) {
            a[i] = _mm256_load_si256((const __m256i *)(ta + 512 * i + j));
            b[i] = _mm256_load_si256((const __m256i *)(tb + 512 * i + j));
            bq[i] = pqpoly_montgomery_pre16_x16(b[i], m->qinv);
        }
#define P4_M(i, k) pqpoly_montgomery_mulc16_x16(a[i], b[k], bq[k], m->q)
        h[2] = P4_M(3, 3);
        h[1] = _mm256_add_epi16(P4_M(2, 3), P4_M(3, 2));
        h[0] = _mm256_add_epi16(_mm256_add_epi16(P4_M(1, 3), P4_M(2, 2)), P4_M(3, 1));
        c[3] = _mm256_add_epi16(_mm256_add_epi16(P4_M(0, 3), P4_M(1, 2)), _mm256_add_epi16(P4_M(2, 1), P4_M(3, 0)));
        c[2] = _mm256_add_epi16(_mm256_add_epi16(P4_M(0, 2), P4_M(1, 1)), P4_M(2, 0));
        c[1] = _mm256_add_epi16(P4_M(0, 1), P4_M(1, 0));
        c[0] = P4_M(0, 0);
#undef P4_M
        for (size_t k = 0; k < 3; k++)
            c[k] = _mm256_add_epi16(c[k], pqpoly_montgomery_mulc16_x16(h[k], z, zq, m->q));
        for (size_t k = 0; k < 4; k++)
            _mm256_store_si256((__m256i *)(tc + 512 * k + j),
                               sc != NULL ? pqpoly_montgomery_mulc16_x16(c[k], *sc, scq, m->q)
                                          : pqpoly_ntt512_avx2_red(c[k], m));
    }
}

#endif
