/* The Montgomery NTT of src/ntt/newhope/montgomery.h (the [ADPS16] reference
 * network) in AVX2 intrinsics over sixteen int16 lanes: the same layers,
 * twiddles and integers as the portable twin (so NEWHOPE_MONT_BOUND = 7700
 * holds after every layer, and impl_twins compares the outputs bit for bit).
 * Layers of distance >= 16 broadcast the block's twiddle; the four short
 * ones (d = 8, 4, 2, 1) regroup two vectors (32 values) with 128-, 64-, 32-
 * and 16-bit interleaves and spread 2, 4, 8 or 16 twiddles over the lanes.
 * Montgomery products with [Sei18]'s vpmullw / vpmulhw form
 * (src/arith/avx2/montgomery.h), Barrett of src/arith/avx2/barrett.h; each
 * the lane-wise twin of the scalar routine.  The bit-reversal stays scalar
 * (public indices).  For files compiled with -mavx2 only.  Internal header. */
#ifndef PQPOLY_NTT_NEWHOPE_AVX2_MONTGOMERY_H
#define PQPOLY_NTT_NEWHOPE_AVX2_MONTGOMERY_H

#include <immintrin.h>
#include <stdint.h>

#include "arith/avx2/barrett.h"
#include "arith/avx2/montgomery.h"
#include "common/debug_bounds.h"
#include "ntt/newhope/montgomery.h"

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

/* newhope_mont_scale per lane. */
static inline void nh_mont_scale(int16_t r[NEWHOPE_N], const int16_t *w, const nh_mx *c) {
    for (unsigned i = 0; i < NEWHOPE_N; i += 16) {
        __m256i a = _mm256_loadu_si256((const __m256i *)(r + i));
        __m256i b = _mm256_loadu_si256((const __m256i *)(w + i));
        _mm256_storeu_si256((__m256i *)(r + i), nh_mmul(a, b, c));
    }
}

#endif
