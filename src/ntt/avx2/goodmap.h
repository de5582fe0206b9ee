/* Good's index map for the AVX2 Good transforms of size N = M T (M = 512
 * or 256, a power of two; T odd, T <= 7): Z[x]/(x^N - 1) = Z[u, w]/(u^T - 1,
 * w^M - 1), x^n = u^(n mod T) w^(n mod M), in the layout [T][M] of
 * src/ntt/goodmap.h (g = 1), moved sixteen lanes at a time.  M (`cols`) is a
 * constant at every call.  Include only from code compiled with -mavx2.
 * Internal header.
 *
 * A vector of 16 consecutive n = 16 v + M m + i (i the lane) spans all
 * residues n mod T: lane i belongs to row r = (ph + i) mod T with
 * ph = (16 v + M m) mod T.  Both maps therefore move whole vectors
 * between position 16 v + M m of the linear array and position 16 v of
 * each row r, keeping the lanes i = r - ph (mod T) through a mask
 * (pqpoly_good_avx2_masks): T ands and ors per vector, no shuffle.  The
 * residues are running counters over public loop indices (no division);
 * no branch or index depends on the data. */
#ifndef PQPOLY_NTT_AVX2_GOODMAP_H
#define PQPOLY_NTT_AVX2_GOODMAP_H

#include <immintrin.h>
#include <stddef.h>
#include <stdint.h>

#include "pqpoly/common.h"

#define PQPOLY_GOOD_AVX2_MAX_T 7

/* mask[s] lane i = -1 iff i = s (mod T), s < T. */
static inline void pqpoly_good_avx2_masks(__m256i mask[PQPOLY_GOOD_AVX2_MAX_T], size_t t_count) {
    _Alignas(32) int16_t lane[16];
    size_t s = 0;
    for (size_t i = 0; i < 16; i++) {
        lane[i] = (int16_t)s;
        if (++s == t_count) s = 0;
    }
    for (size_t r = 0; r < t_count; r++)
        mask[r] = _mm256_cmpeq_epi16(_mm256_load_si256((const __m256i *)lane), _mm256_set1_epi16((int16_t)r));
}

/* x mod T by subtraction (x, T public; no division instruction). */
static inline size_t pqpoly_good_avx2_mod(size_t x, size_t t_count) {
    while (x >= t_count) x -= t_count;
    return x;
}

/* (a + b) mod T for a, b < T. */
static inline size_t pqpoly_good_avx2_addmod(size_t a, size_t b, size_t t_count) {
    return a + b >= t_count ? a + b - t_count : a + b;
}

/* (a - b) mod T for 0 <= a, b < T (no division: T is public, and a
 * constant where the callers inline these maps). */
static inline size_t pqpoly_good_avx2_submod(size_t a, size_t b, size_t t_count) {
    return a >= b ? a - b : a + t_count - b;
}

/* The masks of the T rows for one vector position: mk[r] keeps the lanes
 * of row r when the position's phase (see above) is ph: mask[(r - ph) mod
 * T].  Moving the position by 16 coefficients adds s16 to the phase, which
 * rotates mk by s16 places: the loops below keep mk in registers. */
static inline __attribute__((always_inline)) void pqpoly_good_avx2_mk(__m256i mk[PQPOLY_GOOD_AVX2_MAX_T],
                                                                      const __m256i mask[PQPOLY_GOOD_AVX2_MAX_T],
                                                                      size_t ph, size_t t_count) {
    for (size_t r = 0; r < t_count; r++) mk[r] = mask[pqpoly_good_avx2_submod(r, ph, t_count)];
}

static inline __attribute__((always_inline)) void pqpoly_good_avx2_rot(__m256i mk[PQPOLY_GOOD_AVX2_MAX_T], size_t s,
                                                                       size_t t_count) {
    __m256i old[PQPOLY_GOOD_AVX2_MAX_T];
    for (size_t r = 0; r < t_count; r++) old[r] = mk[r];
    for (size_t r = 0; r < t_count; r++) mk[r] = old[pqpoly_good_avx2_submod(r, s, t_count)];
}

/* out[T][M] (and a copy at out2, unless NULL) = Good's permutation of
 * in[0 .. len-1] (len <= M T, public), zero elsewhere.  Whole vectors are
 * read from in below 16 floor(len/16); the last partial one from a
 * zero-padded copy of 16 coefficients (wiped here). */
static inline __attribute__((always_inline)) void pqpoly_good_avx2_scatter(int16_t *out, int16_t *out2,
                                                                           const int16_t *in, size_t len,
                                                                           size_t t_count, size_t cols) {
    __m256i mask[PQPOLY_GOOD_AVX2_MAX_T], mk[PQPOLY_GOOD_AVX2_MAX_T];
    _Alignas(32) int16_t tail[16] = {0};
    size_t s16 = pqpoly_good_avx2_mod(16, t_count), sm = pqpoly_good_avx2_mod(cols, t_count);
    size_t full = len & ~(size_t)15;
    for (size_t i = full; i < len; i++) tail[i - full] = in[i];
    pqpoly_good_avx2_masks(mask, t_count);
    pqpoly_good_avx2_mk(mk, mask, 0, t_count); /* v = 0: phase 0 */
    for (size_t v = 0; v < cols / 16; v++) {
        __m256i acc[PQPOLY_GOOD_AVX2_MAX_T];
        size_t shift = 0; /* (M m) mod T */
        for (size_t r = 0; r < t_count; r++) acc[r] = _mm256_setzero_si256();
        for (size_t m = 0; m < t_count; m++) {
            size_t at = 16 * v + cols * m;
            if (at < len) {
                __m256i x = at < full ? _mm256_loadu_si256((const __m256i *)(in + at))
                                      : _mm256_load_si256((const __m256i *)tail);
                /* phase (16 v + M m) mod T: mk rotated by shift */
                for (size_t r = 0; r < t_count; r++)
                    acc[r] = _mm256_or_si256(acc[r],
                                             _mm256_and_si256(x, mk[pqpoly_good_avx2_submod(r, shift, t_count)]));
            }
            shift = pqpoly_good_avx2_addmod(shift, sm, t_count);
        }
        for (size_t r = 0; r < t_count; r++) {
            _mm256_store_si256((__m256i *)(out + cols * r + 16 * v), acc[r]);
            if (out2 != NULL) _mm256_store_si256((__m256i *)(out2 + cols * r + 16 * v), acc[r]);
        }
        pqpoly_good_avx2_rot(mk, s16, t_count);
    }
    pqpoly_memzero(tail, sizeof tail);
}

/* out[0 .. 16 nvec - 1] = the coefficients of x^n read back through the map
 * from in[T][M], nvec <= M T / 16 vectors. */
static inline __attribute__((always_inline)) void pqpoly_good_avx2_gather(int16_t *out, const int16_t *in,
                                                                          size_t nvec, size_t t_count,
                                                                          size_t cols) {
    __m256i mask[PQPOLY_GOOD_AVX2_MAX_T], mk[PQPOLY_GOOD_AVX2_MAX_T];
    size_t s16 = pqpoly_good_avx2_mod(16, t_count), sm = pqpoly_good_avx2_mod(cols, t_count), ph_m = 0;
    pqpoly_good_avx2_masks(mask, t_count);
    for (size_t m = 0; m < t_count; m++) {
        pqpoly_good_avx2_mk(mk, mask, ph_m, t_count); /* phase (M m) mod T at v = 0 */
        for (size_t v = 0; v < cols / 16 && cols / 16 * m + v < nvec; v++) {
            __m256i acc = _mm256_and_si256(_mm256_load_si256((const __m256i *)(in + 16 * v)), mk[0]);
            for (size_t r = 1; r < t_count; r++)
                acc = _mm256_or_si256(
                    acc, _mm256_and_si256(_mm256_load_si256((const __m256i *)(in + cols * r + 16 * v)), mk[r]));
            _mm256_store_si256((__m256i *)(out + cols * m + 16 * v), acc);
            pqpoly_good_avx2_rot(mk, s16, t_count);
        }
        ph_m = pqpoly_good_avx2_addmod(ph_m, sm, t_count);
    }
}

#endif
