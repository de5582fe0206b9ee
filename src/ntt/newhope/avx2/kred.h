/* The K-RED NTTs of src/ntt/newhope/kred.h in AVX2 intrinsics ([LN16, §4]):
 * eight int32 lanes, the same stages, schedule, constants and therefore the
 * same integers after every stage as the portable twin (so the intervals of
 * NEWHOPE_KRED(2X)_FWD/INV_BOUNDS hold here too, and impl_twins compares
 * the outputs bit for bit).  Reductions follow multiplications only (K-RED
 * of src/arith/avx2/kred.h); stages with blocks of 8 or more butterflies
 * broadcast the block's twiddle, the three short stages (t = 4, 2, 1)
 * regroup two vectors with 128-bit, 64-bit and 32-bit interleaves and
 * spread 2, 4 or 8 twiddles over the lanes.
 * For files compiled with -mavx2 only.  Internal header. */
#ifndef PQPOLY_NTT_NEWHOPE_AVX2_KRED_H
#define PQPOLY_NTT_NEWHOPE_AVX2_KRED_H

#include <immintrin.h>
#include <stdint.h>

#include "arith/avx2/barrett.h"
#include "arith/avx2/kred.h"
#include "common/debug_bounds.h"
#include "ntt/newhope/kred.h"
#include "pqpoly/common.h"

_Static_assert(PQPOLY_KRED_X8_OK(NEWHOPE_KRED_K, NEWHOPE_KRED_M), "K-RED in 16-bit products");
/* The products of the stages: the forward multiplies a stage input (the
 * interval after the stage before: at most 197760 in magnitude over
 * NEWHOPE_KRED(2X)_FWD_BOUNDS[0..8]), the inverse a difference of two
 * (at most 2 x 86535 over _INV_BOUNDS), by a twiddle |s| <= (q-1)/2: the
 * int32 lanes of vpmulld hold them exactly.  (The last forward interval,
 * 505548, is reduced twice before its product with the output constant.) */
_Static_assert(197760L * (NEWHOPE_Q / 2) < 2147483647L && 2L * 86535L * (NEWHOPE_Q / 2) < 2147483647L,
               "stage products fit int32");

typedef struct {
    __m256i k, kk, mask, q, v, r2;
} nh_kx;

static inline nh_kx nh_kx_init(void) {
    nh_kx c;
    c.k = _mm256_set1_epi32(NEWHOPE_KRED_K);
    c.kk = _mm256_set1_epi32(NEWHOPE_KRED_K * NEWHOPE_KRED_K);
    c.mask = _mm256_set1_epi32((1 << NEWHOPE_KRED_M) - 1);
    c.q = _mm256_set1_epi16(NEWHOPE_Q);
    c.v = _mm256_set1_epi16(PQPOLY_BARRETT16_VR(NEWHOPE_Q));
    c.r2 = _mm256_set1_epi16((int16_t)(1 << (31 - PQPOLY_BARRETT16_SHIFT(NEWHOPE_Q))));
    return c;
}

static inline __m256i nh_kred(__m256i c, const nh_kx *k) {
    return pqpoly_kred16_x8(c, k->k, k->mask, NEWHOPE_KRED_M);
}
/* k^2 c: two K-REDs or one K-RED-2x (newhope_kred_twice). */
static inline __m256i nh_twice(__m256i c, int two, const nh_kx *k) {
    return two ? pqpoly_kred2x16_x8(c, k->k, k->kk, k->mask, NEWHOPE_KRED_M) : nh_kred(nh_kred(c, k), k);
}

/* One CT butterfly on lanes: (x, y) with twiddles s, as newhope_kred_ct_stage. */
static inline void nh_ct(__m256i *x, __m256i *y, __m256i s, int red, int two, const nh_kx *k) {
    __m256i p = _mm256_mullo_epi32(*y, s), u, v;
    if (red) {
        u = nh_kred(*x, k);
        v = nh_twice(p, two, k);
    } else {
        u = *x;
        v = nh_kred(p, k);
    }
    *x = _mm256_add_epi32(u, v);
    *y = _mm256_sub_epi32(u, v);
}

/* One GS butterfly on lanes, as newhope_kred_gs_stage. */
static inline void nh_gs(__m256i *x, __m256i *y, __m256i s, int red, int two, const nh_kx *k) {
    __m256i u = *x, v = *y;
    __m256i d = _mm256_mullo_epi32(_mm256_sub_epi32(u, v), s);
    if (red) {
        *x = nh_kred(_mm256_add_epi32(u, v), k);
        *y = nh_twice(d, two, k);
    } else {
        *x = _mm256_add_epi32(u, v);
        *y = nh_kred(d, k);
    }
}

/* Twiddles of n consecutive blocks (n = 2, 4, 8) starting at tab[i], spread
 * over the lanes by idx. */
static inline __m256i nh_tw(const int16_t *tab, unsigned n, __m256i idx) {
    __m128i t = n == 8 ? _mm_loadu_si128((const __m128i *)tab)
              : n == 4 ? _mm_loadl_epi64((const __m128i *)tab)
                       : _mm_cvtsi32_si128((int)((uint16_t)tab[0] | (uint32_t)(uint16_t)tab[1] << 16));
    return _mm256_permutevar8x32_epi32(_mm256_cvtepi16_epi32(t), idx);
}

/* A stage (forward when fwd, else inverse) of t >= 8 over w. */
static inline void nh_stage_wide(int32_t *w, const int16_t *tab, unsigned blocks, unsigned t, int fwd,
                                 int red, int two, const nh_kx *k) {
    for (unsigned i = 0; i < blocks; i++) {
        __m256i s = _mm256_set1_epi32(tab[i]);
        int32_t *x = w + 2 * i * t, *y = x + t;
        for (unsigned j = 0; j < t; j += 8) {
            __m256i a = _mm256_load_si256((const __m256i *)(x + j));
            __m256i b = _mm256_load_si256((const __m256i *)(y + j));
            if (fwd) nh_ct(&a, &b, s, red, two, k);
            else nh_gs(&a, &b, s, red, two, k);
            _mm256_store_si256((__m256i *)(x + j), a);
            _mm256_store_si256((__m256i *)(y + j), b);
        }
    }
}

/* The stage of t = 2^lt = 4, 2 or 1 (blocks of 2t values) over w: every 16
 * values hold 16 / 2t blocks, regrouped into x and y vectors.  Shifts only,
 * no division (the division scan of tests/ct flags any). */
static inline void nh_stage_short(int32_t *w, const int16_t *tab, unsigned lt, int fwd, int red, int two,
                                  const nh_kx *k) {
    unsigned t = 1u << lt;
    const __m256i i4 = _mm256_setr_epi32(0, 0, 0, 0, 1, 1, 1, 1);
    const __m256i i2 = _mm256_setr_epi32(0, 0, 2, 2, 1, 1, 3, 3);
    const __m256i i1 = _mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 7);
    unsigned per = 8u >> lt; /* blocks per 16 values */
    for (unsigned g = 0; g < NEWHOPE_N / 16; g++) {
        __m256i v0 = _mm256_load_si256((const __m256i *)(w + 16 * g));
        __m256i v1 = _mm256_load_si256((const __m256i *)(w + 16 * g + 8));
        __m256i x, y, s;
        if (t == 4) { /* [x0 y0 | x1 y1] blocks of 8 values */
            x = _mm256_permute2x128_si256(v0, v1, 0x20);
            y = _mm256_permute2x128_si256(v0, v1, 0x31);
            s = nh_tw(tab + per * g, 2, i4);
        } else if (t == 2) { /* lanes [b0 b2 | b1 b3] */
            x = _mm256_unpacklo_epi64(v0, v1);
            y = _mm256_unpackhi_epi64(v0, v1);
            s = nh_tw(tab + per * g, 4, i2);
        } else { /* lanes [b0 b4 b1 b5 | b2 b6 b3 b7] */
            x = _mm256_blend_epi32(v0, _mm256_slli_epi64(v1, 32), 0xaa);
            y = _mm256_blend_epi32(_mm256_srli_epi64(v0, 32), v1, 0xaa);
            s = nh_tw(tab + per * g, 8, i1);
        }
        if (fwd) nh_ct(&x, &y, s, red, two, k);
        else nh_gs(&x, &y, s, red, two, k);
        if (t == 4) {
            v0 = _mm256_permute2x128_si256(x, y, 0x20);
            v1 = _mm256_permute2x128_si256(x, y, 0x31);
        } else if (t == 2) {
            v0 = _mm256_unpacklo_epi64(x, y);
            v1 = _mm256_unpackhi_epi64(x, y);
        } else {
            v0 = _mm256_blend_epi32(x, _mm256_slli_epi64(y, 32), 0xaa);
            v1 = _mm256_blend_epi32(_mm256_srli_epi64(x, 32), y, 0xaa);
        }
        _mm256_store_si256((__m256i *)(w + 16 * g), v0);
        _mm256_store_si256((__m256i *)(w + 16 * g + 8), v1);
    }
}

/* Eight int32 lanes (each within int16 by the caller's bound) to int16,
 * lanes in order. */
static inline __m128i nh_pack16(__m256i a) {
    return _mm_packs_epi32(_mm256_castsi256_si128(a), _mm256_extracti128_si256(a, 1));
}

/* newhope_kred_ntt: in |a| <= q, out |r| <= (q+1)/2 (the exact transform,
 * natural order). */
static inline void nh_kred_ntt_avx2(int16_t r[NEWHOPE_N], int32_t w[NEWHOPE_N], uint32_t reds, int32_t out_c,
                                    int two, const int32_t (*bounds)[2]) {
    nh_kx k = nh_kx_init();
    (void)bounds;
    PQPOLY_ASSERT_BOUND(r, NEWHOPE_N, -NEWHOPE_Q, NEWHOPE_Q);
    for (unsigned i = 0; i < NEWHOPE_N; i += 8)
        _mm256_store_si256((__m256i *)(w + i), _mm256_cvtepi16_epi32(_mm_loadu_si128((const __m128i *)(r + i))));
    for (unsigned st = 0; st < 10; st++) {
        unsigned m = 1u << st, t = 512u >> st;
        int red = (int)((reds >> st) & 1u);
        if (t >= 8) nh_stage_wide(w, pqpoly_newhope_kred_psi_rev + m, m, t, 1, red, two, &k);
        else nh_stage_short(w, pqpoly_newhope_kred_psi_rev + m, 9 - st, 1, red, two, &k);
        PQPOLY_ASSERT_BOUND(w, NEWHOPE_N, bounds[st][0], bounds[st][1]);
    }
    /* the final pass of newhope_kred_ntt: value j from position brv10(j)
     * (public indices, gathered), two K-REDs, times out_c, K-RED, Barrett */
    __m256i oc = _mm256_set1_epi32(out_c);
    for (unsigned j = 0; j < NEWHOPE_N; j += 16) {
        __m128i h[2];
        for (unsigned p = 0; p < 2; p++) {
            __m256i idx = _mm256_cvtepu16_epi32(_mm_loadu_si128((const __m128i *)(pqpoly_newhope_brv10 + j + 8 * p)));
            __m256i x = _mm256_i32gather_epi32((const int *)w, idx, 4);
            x = nh_kred(nh_kred(x, &k), &k);
            h[p] = nh_pack16(nh_kred(_mm256_mullo_epi32(x, oc), &k));
        }
        __m256i y = _mm256_inserti128_si256(_mm256_castsi128_si256(h[0]), h[1], 1);
        _mm256_storeu_si256((__m256i *)(r + j), pqpoly_barrett_round16_x16(y, k.v, k.r2, k.q));
    }
}

/* newhope_kred_basemul_acc: the sum of kk products (|a|, |b| < 2^14: the sum
 * below 2^30), times k^2; out within [BASE_LO, BASE_HI] (two K-REDs) or
 * |r| <= (q+1)/2 (K-RED-2x, minus q, Barrett). */
static inline void nh_kred_basemul_acc_avx2(int16_t r[NEWHOPE_N], const int16_t *a, const int16_t *b,
                                            unsigned kk, int two) {
    nh_kx k = nh_kx_init();
    __m256i q32 = _mm256_set1_epi32(NEWHOPE_Q);
    for (unsigned i = 0; i < NEWHOPE_N; i += 16) {
        __m256i lo = _mm256_setzero_si256(), hi = _mm256_setzero_si256();
        for (unsigned p = 0; p < kk; p++) {
            __m256i x = _mm256_loadu_si256((const __m256i *)(a + p * NEWHOPE_N + i));
            __m256i y = _mm256_loadu_si256((const __m256i *)(b + p * NEWHOPE_N + i));
            __m256i pl = _mm256_mullo_epi16(x, y), ph = _mm256_mulhi_epi16(x, y);
            /* 32-bit products of the lanes, in order: [0..3 | 8..11], [4..7 | 12..15] */
            lo = _mm256_add_epi32(lo, _mm256_unpacklo_epi16(pl, ph));
            hi = _mm256_add_epi32(hi, _mm256_unpackhi_epi16(pl, ph));
        }
        if (two) {
            lo = _mm256_sub_epi32(pqpoly_kred2x16_x8(lo, k.k, k.kk, k.mask, NEWHOPE_KRED_M), q32);
            hi = _mm256_sub_epi32(pqpoly_kred2x16_x8(hi, k.k, k.kk, k.mask, NEWHOPE_KRED_M), q32);
        } else {
            lo = nh_kred(nh_kred(lo, &k), &k);
            hi = nh_kred(nh_kred(hi, &k), &k);
        }
        __m256i y = _mm256_packs_epi32(lo, hi); /* lanes back in order */
        if (two) y = pqpoly_barrett_round16_x16(y, k.v, k.r2, k.q);
        _mm256_storeu_si256((__m256i *)(r + i), y);
    }
}

/* newhope_kred_invntt: in a basemul_acc output, out |r| <= (q+1)/2. */
static inline void nh_kred_invntt_avx2(int16_t r[NEWHOPE_N], int32_t w[NEWHOPE_N], uint32_t reds, int32_t c1,
                                       int32_t c2, int two, const int32_t (*bounds)[2]) {
    nh_kx k = nh_kx_init();
    (void)bounds;
    /* the loading permutation (public indices): widen, then gather */
    _Alignas(32) int32_t wide[NEWHOPE_N];
    for (unsigned i = 0; i < NEWHOPE_N; i += 8)
        _mm256_store_si256((__m256i *)(wide + i), _mm256_cvtepi16_epi32(_mm_loadu_si128((const __m128i *)(r + i))));
    for (unsigned p = 0; p < NEWHOPE_N; p += 8) {
        __m256i idx = _mm256_cvtepu16_epi32(_mm_loadu_si128((const __m128i *)(pqpoly_newhope_brv10 + p)));
        _mm256_store_si256((__m256i *)(w + p), _mm256_i32gather_epi32((const int *)wide, idx, 4));
    }
    for (unsigned st = 0; st < 9; st++) {
        unsigned h = 512u >> st, t = 1u << st;
        int red = (int)((reds >> st) & 1u);
        if (t >= 8) nh_stage_wide(w, pqpoly_newhope_kred_psi_inv_rev + h, h, t, 0, red, two, &k);
        else nh_stage_short(w, pqpoly_newhope_kred_psi_inv_rev + h, st, 0, red, two, &k);
        PQPOLY_ASSERT_BOUND(w, NEWHOPE_N, bounds[st][0], bounds[st][1]);
    }
    __m256i vc1 = _mm256_set1_epi32(c1), vc2 = _mm256_set1_epi32(c2);
    __m256i q32 = _mm256_set1_epi32(two ? NEWHOPE_Q : 0);
    for (unsigned j = 0; j < NEWHOPE_N / 2; j += 16) {
        __m128i hx[2], hy[2];
        for (unsigned p = 0; p < 2; p++) {
            __m256i u = _mm256_load_si256((const __m256i *)(w + j + 8 * p));
            __m256i v = _mm256_load_si256((const __m256i *)(w + j + 8 * p + 512));
            __m256i x = nh_twice(_mm256_mullo_epi32(_mm256_add_epi32(u, v), vc1), two, &k);
            __m256i y = nh_twice(_mm256_mullo_epi32(_mm256_sub_epi32(u, v), vc2), two, &k);
            hx[p] = nh_pack16(_mm256_sub_epi32(x, q32));
            hy[p] = nh_pack16(_mm256_sub_epi32(y, q32));
        }
        __m256i x = _mm256_inserti128_si256(_mm256_castsi128_si256(hx[0]), hx[1], 1);
        __m256i y = _mm256_inserti128_si256(_mm256_castsi128_si256(hy[0]), hy[1], 1);
        _mm256_storeu_si256((__m256i *)(r + j), pqpoly_barrett_round16_x16(x, k.v, k.r2, k.q));
        _mm256_storeu_si256((__m256i *)(r + j + 512), pqpoly_barrett_round16_x16(y, k.v, k.r2, k.q));
    }
    pqpoly_memzero(wide, sizeof wide);
}

/* newhope_kred_from_base: r k^-4, two K-REDs, Barrett (any int16 in,
 * |r| <= (q+1)/2 out). */
static inline void nh_kred_from_base_avx2(int16_t r[NEWHOPE_N]) {
    nh_kx k = nh_kx_init();
    __m256i c = _mm256_set1_epi32(NEWHOPE_KRED_FROM_BASE_C);
    for (unsigned i = 0; i < NEWHOPE_N; i += 16) {
        __m256i x = _mm256_loadu_si256((const __m256i *)(r + i));
        __m256i lo = _mm256_cvtepi16_epi32(_mm256_castsi256_si128(x));
        __m256i hi = _mm256_cvtepi16_epi32(_mm256_extracti128_si256(x, 1));
        lo = nh_kred(nh_kred(_mm256_mullo_epi32(lo, c), &k), &k);
        hi = nh_kred(nh_kred(_mm256_mullo_epi32(hi, c), &k), &k);
        __m256i y = _mm256_inserti128_si256(_mm256_castsi128_si256(nh_pack16(lo)), nh_pack16(hi), 1);
        _mm256_storeu_si256((__m256i *)(r + i), pqpoly_barrett_round16_x16(y, k.v, k.r2, k.q));
    }
}

#endif
