/* The Montgomery NTT of src/ntt/newhope/montgomery.h (the [ADPS16] reference
 * network) in AVX2 intrinsics over sixteen int16 lanes: the same layers,
 * twiddles and integers as the portable twin (so NEWHOPE_MONT_BOUND = 7700
 * holds after every layer, and impl_twins compares the outputs bit for bit).
 * Layers of distance >= 16 broadcast the block's twiddle; the four short
 * ones (d = 8, 4, 2, 1) regroup two vectors (32 values) with 128-, 64-, 32-
 * and 16-bit interleaves and spread 2, 4, 8 or 16 twiddles over the lanes.
 * Montgomery products with [Sei18]'s vpmullw / vpmulhw form
 * (src/arith/avx2/montgomery.h), Barrett of src/arith/avx2/barrett.h; each
 * the lane-wise twin of the scalar routine.  The bit-reversal is two passes
 * of fixed shuffles (nh_bitrev): the same permutation as newhope_bitrev,
 * without its 1024 data-independent but unpredictable branches.  For files
 * compiled with -mavx2 only.  Internal header. */
#ifndef PQPOLY_NTT_NEWHOPE_AVX2_MONTGOMERY_H
#define PQPOLY_NTT_NEWHOPE_AVX2_MONTGOMERY_H

#include <immintrin.h>
#include <stdint.h>

#include "arith/avx2/barrett.h"
#include "arith/avx2/montgomery.h"
#include "common/debug_bounds.h"
#include "ntt/newhope/montgomery.h"
#include "pqpoly/common.h"

typedef struct {
    __m256i q, qinv, v, r2;
} nh_mx;

static inline nh_mx nh_mx_init(void) {
    nh_mx c;
    c.q = _mm256_set1_epi16(NEWHOPE_Q);
    c.qinv = _mm256_set1_epi16(PQPOLY_MONT16_QINV(NEWHOPE_Q));
    c.v = _mm256_set1_epi16(PQPOLY_BARRETT16_VR(NEWHOPE_Q));
    c.r2 = _mm256_set1_epi16((int16_t)(1 << (31 - PQPOLY_BARRETT16_SHIFT(NEWHOPE_Q))));
    return c;
}

/* newhope_mont_mul per lane (|a w| <= q 2^15: |a| <= 2^15 - 1, |w| <= (q-1)/2). */
static inline __m256i nh_mmul(__m256i a, __m256i w, const nh_mx *c) {
    return pqpoly_montgomery_mul16_x16(a, w, c->qinv, c->q);
}

/* (x, y) -> (Barrett(x + y), Montgomery((x - y) w)); the sum and the
 * difference of values within 7700 fit int16 (montgomery.h). */
static inline void nh_mgs(__m256i *x, __m256i *y, __m256i w, const nh_mx *c) {
    __m256i u = *x, v = *y;
    *x = pqpoly_barrett_round16_x16(_mm256_add_epi16(u, v), c->v, c->r2, c->q);
    *y = nh_mmul(_mm256_sub_epi16(u, v), w, c);
}

static inline void nh_mont_layer(int16_t r[NEWHOPE_N], unsigned l, const int16_t *w, const nh_mx *c) {
    unsigned d = 1u << l;
    if (d >= 16) {
        for (unsigned k = 0; k < (512u >> l); k++) {
            __m256i wk = _mm256_set1_epi16(w[k]);
            int16_t *x = r + (k << (l + 1)), *y = x + d;
            for (unsigned j = 0; j < d; j += 16) {
                __m256i a = _mm256_loadu_si256((const __m256i *)(x + j));
                __m256i b = _mm256_loadu_si256((const __m256i *)(y + j));
                nh_mgs(&a, &b, wk, c);
                _mm256_storeu_si256((__m256i *)(x + j), a);
                _mm256_storeu_si256((__m256i *)(y + j), b);
            }
        }
        return;
    }
    /* twiddle lane patterns (bytes of int16 indices into the loaded group) */
    const __m256i p1 = _mm256_setr_epi8(0, 1, 8, 9, 2, 3, 10, 11, 4, 5, 12, 13, 6, 7, 14, 15, 0, 1, 8, 9, 2, 3,
                                        10, 11, 4, 5, 12, 13, 6, 7, 14, 15);
    unsigned per = 16u >> l; /* blocks per 32 values (a shift: no division) */
    for (unsigned g = 0; g < NEWHOPE_N / 32; g++) {
        int16_t *p = r + 32 * g;
        const int16_t *wg = w + per * g;
        __m256i v0 = _mm256_loadu_si256((const __m256i *)p), v1 = _mm256_loadu_si256((const __m256i *)(p + 16));
        __m256i x, y, t;
        if (d == 8) { /* [b0x | b1x], [b0y | b1y] */
            x = _mm256_permute2x128_si256(v0, v1, 0x20);
            y = _mm256_permute2x128_si256(v0, v1, 0x31);
            t = _mm256_setr_m128i(_mm_set1_epi16(wg[0]), _mm_set1_epi16(wg[1]));
        } else if (d == 4) { /* lanes of 4: [b0 b2 | b1 b3] */
            x = _mm256_unpacklo_epi64(v0, v1);
            y = _mm256_unpackhi_epi64(v0, v1);
            t = _mm256_setr_m128i(_mm_setr_epi16(wg[0], wg[0], wg[0], wg[0], wg[2], wg[2], wg[2], wg[2]),
                                  _mm_setr_epi16(wg[1], wg[1], wg[1], wg[1], wg[3], wg[3], wg[3], wg[3]));
        } else if (d == 2) { /* pairs: [b0 b4 b1 b5 | b2 b6 b3 b7] */
            x = _mm256_blend_epi32(v0, _mm256_slli_epi64(v1, 32), 0xaa);
            y = _mm256_blend_epi32(_mm256_srli_epi64(v0, 32), v1, 0xaa);
            __m128i t8 = _mm_loadu_si128((const __m128i *)wg); /* w0..w7 */
            __m256i t2 = _mm256_cvtepu16_epi32(t8);            /* one per 32-bit lane */
            t2 = _mm256_or_si256(t2, _mm256_slli_epi32(t2, 16));
            t = _mm256_permutevar8x32_epi32(t2, _mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 7));
        } else { /* d == 1, singles: [b0 b8 b1 b9 b2 b10 b3 b11 | b4 b12 ... b7 b15] */
            x = _mm256_blend_epi16(v0, _mm256_slli_epi32(v1, 16), 0xaa);
            y = _mm256_blend_epi16(_mm256_srli_epi32(v0, 16), v1, 0xaa);
            t = _mm256_loadu_si256((const __m256i *)wg); /* w0..w15 */
            t = _mm256_shuffle_epi8(_mm256_permute4x64_epi64(t, 0xd8), p1);
        }
        nh_mgs(&x, &y, t, c);
        if (d == 8) {
            v0 = _mm256_permute2x128_si256(x, y, 0x20);
            v1 = _mm256_permute2x128_si256(x, y, 0x31);
        } else if (d == 4) {
            v0 = _mm256_unpacklo_epi64(x, y);
            v1 = _mm256_unpackhi_epi64(x, y);
        } else if (d == 2) {
            v0 = _mm256_blend_epi32(x, _mm256_slli_epi64(y, 32), 0xaa);
            v1 = _mm256_blend_epi32(_mm256_srli_epi64(x, 32), y, 0xaa);
        } else {
            v0 = _mm256_blend_epi16(x, _mm256_slli_epi32(y, 16), 0xaa);
            v1 = _mm256_blend_epi16(_mm256_srli_epi32(x, 16), y, 0xaa);
        }
        _mm256_storeu_si256((__m256i *)p, v0);
        _mm256_storeu_si256((__m256i *)(p + 16), v1);
    }
}

/* Transposes the 16 x 16 int16 matrix whose rows are x[0..15]: an 8 x 8
 * transpose in each 128-bit half (16-, 32-, 64-bit interleaves), then the
 * halves exchanged between row j and row j + 8. */
static inline void nh_transpose16(__m256i x[16]) {
    __m256i t[16], y[16];
    for (unsigned h = 0; h < 16; h += 8) {
        for (unsigned k = 0; k < 8; k += 2) {
            t[h + k] = _mm256_unpacklo_epi16(x[h + k], x[h + k + 1]);
            t[h + k + 1] = _mm256_unpackhi_epi16(x[h + k], x[h + k + 1]);
        }
        for (unsigned k = 0; k < 2; k++) { /* k = 0: pairs of columns 0..3; k = 1: 4..7 */
            __m256i a = t[h + k], b = t[h + 2 + k], c = t[h + 4 + k], d = t[h + 6 + k];
            __m256i s0 = _mm256_unpacklo_epi32(a, b), s1 = _mm256_unpackhi_epi32(a, b);
            __m256i s4 = _mm256_unpacklo_epi32(c, d), s5 = _mm256_unpackhi_epi32(c, d);
            y[h + 4 * k + 0] = _mm256_unpacklo_epi64(s0, s4);
            y[h + 4 * k + 1] = _mm256_unpackhi_epi64(s0, s4);
            y[h + 4 * k + 2] = _mm256_unpacklo_epi64(s1, s5);
            y[h + 4 * k + 3] = _mm256_unpackhi_epi64(s1, s5);
        }
    }
    for (unsigned c = 0; c < 8; c++) {
        x[c] = _mm256_permute2x128_si256(y[c], y[8 + c], 0x20);
        x[8 + c] = _mm256_permute2x128_si256(y[c], y[8 + c], 0x31);
    }
}

/* newhope_bitrev: r[i] <-> r[brv10(i)].  Index i = 256u + 16v + l (vector
 * 16u + v, lane l) goes to brv4(l) 64 + brv4(v) 4 + brv2(u).  Pass 1: per u,
 * the 16 vectors taken in the order v = brv4(j) and transposed, so that row
 * l holds, in lane j, the value bound for brv4(l) 64 + 4j + brv2(u).  Pass 2:
 * per l, the rows of u = 0, 2, 1, 3 (brv2(u) = 0, 1, 2, 3) interleaved value
 * by value fill the 64 values from brv4(l) 64 on.  The scratch is wiped. */
static inline void nh_bitrev(int16_t r[NEWHOPE_N]) {
    static const uint8_t brv4[16] = {0, 8, 4, 12, 2, 10, 6, 14, 1, 9, 5, 13, 3, 11, 7, 15};
    __m256i t[64];
    for (unsigned u = 0; u < 4; u++) {
        __m256i x[16];
        for (unsigned j = 0; j < 16; j++)
            x[j] = _mm256_loadu_si256((const __m256i *)(r + 16 * (16 * u + brv4[j])));
        nh_transpose16(x);
        for (unsigned l = 0; l < 16; l++) t[16 * u + l] = x[l];
    }
    for (unsigned l = 0; l < 16; l++) {
        __m256i a = t[l], b = t[32 + l], c = t[16 + l], d = t[48 + l];
        __m256i ab0 = _mm256_unpacklo_epi16(a, b), ab1 = _mm256_unpackhi_epi16(a, b);
        __m256i cd0 = _mm256_unpacklo_epi16(c, d), cd1 = _mm256_unpackhi_epi16(c, d);
        __m256i p0 = _mm256_unpacklo_epi32(ab0, cd0), p1 = _mm256_unpackhi_epi32(ab0, cd0); /* j 0,1,2,3 | 8..11 */
        __m256i p2 = _mm256_unpacklo_epi32(ab1, cd1), p3 = _mm256_unpackhi_epi32(ab1, cd1); /* j 4..7 | 12..15 */
        int16_t *o = r + 64 * brv4[l];
        _mm256_storeu_si256((__m256i *)o, _mm256_permute2x128_si256(p0, p1, 0x20));
        _mm256_storeu_si256((__m256i *)(o + 16), _mm256_permute2x128_si256(p2, p3, 0x20));
        _mm256_storeu_si256((__m256i *)(o + 32), _mm256_permute2x128_si256(p0, p1, 0x31));
        _mm256_storeu_si256((__m256i *)(o + 48), _mm256_permute2x128_si256(p2, p3, 0x31));
    }
    pqpoly_memzero(t, sizeof t);
}

/* newhope_mont_scale per lane. */
static inline void nh_mont_scale(int16_t r[NEWHOPE_N], const int16_t *w, const nh_mx *c) {
    for (unsigned i = 0; i < NEWHOPE_N; i += 16) {
        __m256i a = _mm256_loadu_si256((const __m256i *)(r + i));
        __m256i b = _mm256_loadu_si256((const __m256i *)(w + i));
        _mm256_storeu_si256((__m256i *)(r + i), nh_mmul(a, b, c));
    }
}

#endif
