/* The lane order of the AVX2 NTTRU-ring NTTs and the shuffles that move
 * between it and the natural order, with the butterfly layers written once
 * for both arithmetics.  For files compiled with -mavx2 only.  Internal
 * header.
 *
 * Lane order (the authors' AVX2 code keeps its NTT-domain values so, and its
 * public keys and ciphertexts serialise them so, src/ring/nttru/encode.h): the
 * 768 values are eight blocks g of 96, each six rows j of 16 lanes k; lane k
 * of row j (int16 offset 96 g + 16 j + k) holds value 96 g + 6 k + j of the
 * canonical order of src/ring/nttru/backend.h.  Rows 0..2 of lane k are the
 * residue a mod (x^3 - zeta_{128+16g+k}), rows 3..5 the residue modulo
 * x^3 + zeta_{128+16g+k}: the base product and inversion work lane by lane.
 *
 * Why this order suits the transform: the layers of half-length 384, 192, 96
 * pair whole blocks, so they run on vectors in either order (the forward
 * transform runs them on the natural-order input, then transposes each
 * block); inside a block, value 6k + j pairs with 6k + j + 48, + 24, + 12,
 * + 6, + 3, that is lane k with lane k + 8, k + 4, k + 2, k + 1 of the same
 * row, and finally row j with row j + 3.  The lane distances 8, 4, 2, 1 are
 * brought to two vectors by the two-row shuffles below (permute2x128,
 * unpack 64, blend 32, blend 16), each its own inverse in form.
 *
 * The including file defines before inclusion
 *   static inline __m256i nttru_mulc(__m256i a, __m256i z0, __m256i z1)
 * the product of a by the twiddle held as the pair (z0, z1) (Montgomery:
 * z and z q^-1; Plantard: the two halves of the 32-bit constant). */
#ifndef PQPOLY_NTT_NTTRU_AVX2_LANES_H
#define PQPOLY_NTT_NTTRU_AVX2_LANES_H

#include <immintrin.h>
#include <stdint.h>

#include "arith/avx2/vec.h"
#include "common/debug_bounds.h"

/* Debug builds (PQPOLY_DEBUG_BOUNDS): every lane of the cnt vectors x is
 * within [-B, B]; nothing otherwise. */
#ifdef PQPOLY_DEBUG_BOUNDS
#define NTTRU_ASSERT_V(x, cnt, B)                                                  \
    do {                                                                           \
        int16_t nttru_d_[16 * (cnt)];                                              \
        for (int nttru_j_ = 0; nttru_j_ < (cnt); nttru_j_++)                       \
            _mm256_storeu_si256((__m256i *)(void *)(nttru_d_ + 16 * nttru_j_), (x)[nttru_j_]); \
        PQPOLY_ASSERT_BOUND(nttru_d_, 16 * (cnt), -(B), (B));                      \
    } while (0)
#else
#define NTTRU_ASSERT_V(x, cnt, B) ((void)0)
#endif


/* ---- natural order <-> lane order, one block of 96 ---------------------
 * Seen as 48 int32 words (x[2t], x[2t+1]), t = 3k + c (c = 0..2), the block
 * is three interleaved channels of 16 words; channel c splits into rows 2c
 * (low halves) and 2c + 1 (high halves).  Three words of eight give each
 * channel's eight words in disjoint positions (3k mod 8 runs over all
 * residues), so a channel is two blends and one permutation. */
static inline void nttru_deal3(__m256i a, __m256i b, __m256i c, __m256i *e0, __m256i *e1,
                               __m256i *e2) {
    const __m256i p0 = _mm256_setr_epi32(0, 3, 6, 1, 4, 7, 2, 5);
    const __m256i p1 = _mm256_setr_epi32(1, 4, 7, 2, 5, 0, 3, 6);
    const __m256i p2 = _mm256_setr_epi32(2, 5, 0, 3, 6, 1, 4, 7);
    *e0 = _mm256_permutevar8x32_epi32(_mm256_blend_epi32(_mm256_blend_epi32(a, b, 0x92), c, 0x24), p0);
    *e1 = _mm256_permutevar8x32_epi32(_mm256_blend_epi32(_mm256_blend_epi32(a, b, 0x24), c, 0x49), p1);
    *e2 = _mm256_permutevar8x32_epi32(_mm256_blend_epi32(_mm256_blend_epi32(a, b, 0x49), c, 0x92), p2);
}
/* The inverse of nttru_deal3. */
static inline void nttru_undeal3(__m256i e0, __m256i e1, __m256i e2, __m256i *a, __m256i *b,
                                 __m256i *c) {
    const __m256i p0 = _mm256_setr_epi32(0, 3, 6, 1, 4, 7, 2, 5);
    const __m256i p1 = _mm256_setr_epi32(5, 0, 3, 6, 1, 4, 7, 2);
    const __m256i p2 = _mm256_setr_epi32(2, 5, 0, 3, 6, 1, 4, 7);
    __m256i z0 = _mm256_permutevar8x32_epi32(e0, p0), z1 = _mm256_permutevar8x32_epi32(e1, p1);
    __m256i z2 = _mm256_permutevar8x32_epi32(e2, p2);
    *a = _mm256_blend_epi32(_mm256_blend_epi32(z0, z1, 0x92), z2, 0x24);
    *b = _mm256_blend_epi32(_mm256_blend_epi32(z0, z1, 0x24), z2, 0x49);
    *c = _mm256_blend_epi32(_mm256_blend_epi32(z0, z1, 0x49), z2, 0x92);
}
/* Words k = 0..7 (lo) and 8..15 (hi) -> the rows of their low and high
 * halves (sign-extended halves pack back without saturation). */
static inline void nttru_split_words(__m256i lo, __m256i hi, __m256i *even, __m256i *odd) {
    __m256i l = _mm256_packs_epi32(_mm256_srai_epi32(_mm256_slli_epi32(lo, 16), 16),
                                   _mm256_srai_epi32(_mm256_slli_epi32(hi, 16), 16));
    __m256i h = _mm256_packs_epi32(_mm256_srai_epi32(lo, 16), _mm256_srai_epi32(hi, 16));
    *even = _mm256_permute4x64_epi64(l, 0xD8);
    *odd = _mm256_permute4x64_epi64(h, 0xD8);
}
static inline void nttru_join_words(__m256i even, __m256i odd, __m256i *lo, __m256i *hi) {
    __m256i u = _mm256_unpacklo_epi16(even, odd), v = _mm256_unpackhi_epi16(even, odd);
    *lo = _mm256_permute2x128_si256(u, v, 0x20);
    *hi = _mm256_permute2x128_si256(u, v, 0x31);
}
/* n: the block's six natural-order vectors; r: its six rows. */
static inline void nttru_to_lanes(__m256i r[6], const __m256i n[6]) {
    __m256i lo[3], hi[3];
    nttru_deal3(n[0], n[1], n[2], &lo[0], &lo[1], &lo[2]);
    nttru_deal3(n[3], n[4], n[5], &hi[0], &hi[1], &hi[2]);
    for (int c = 0; c < 3; c++) nttru_split_words(lo[c], hi[c], &r[2 * c], &r[2 * c + 1]);
}
static inline void nttru_from_lanes(__m256i n[6], const __m256i r[6]) {
    __m256i lo[3], hi[3];
    for (int c = 0; c < 3; c++) nttru_join_words(r[2 * c], r[2 * c + 1], &lo[c], &hi[c]);
    nttru_undeal3(lo[0], lo[1], lo[2], &n[0], &n[1], &n[2]);
    nttru_undeal3(hi[0], hi[1], hi[2], &n[3], &n[4], &n[5]);
}

/* The permutations of a whole buffer (the entries' to_canonical and
 * from_canonical): lane order <-> canonical order, block by block. */
static inline void nttru_lanes_to_canonical(int16_t *r) {
    for (int g = 0; g < 8; g++) {
        __m256i x[6], n[6];
        for (int j = 0; j < 6; j++) x[j] = PQPOLY_LOADU256(r + 96 * g + 16 * j);
        nttru_from_lanes(n, x);
        for (int j = 0; j < 6; j++) PQPOLY_STOREU256(r + 96 * g + 16 * j, n[j]);
    }
}
static inline void nttru_canonical_to_lanes(int16_t *r) {
    for (int g = 0; g < 8; g++) {
        __m256i x[6], n[6];
        for (int j = 0; j < 6; j++) n[j] = PQPOLY_LOADU256(r + 96 * g + 16 * j);
        nttru_to_lanes(x, n);
        for (int j = 0; j < 6; j++) PQPOLY_STOREU256(r + 96 * g + 16 * j, x[j]);
    }
}

/* ---- two-row shuffles: lane distance 8, 4, 2, 1 -> vectors (t, b) ------- */
static inline void nttru_sh8(__m256i x, __m256i y, __m256i *t, __m256i *b) {
    *t = _mm256_permute2x128_si256(x, y, 0x20);
    *b = _mm256_permute2x128_si256(x, y, 0x31);
}
static inline void nttru_sh4(__m256i x, __m256i y, __m256i *t, __m256i *b) {
    *t = _mm256_unpacklo_epi64(x, y);
    *b = _mm256_unpackhi_epi64(x, y);
}
static inline void nttru_sh2(__m256i x, __m256i y, __m256i *t, __m256i *b) {
    *t = _mm256_blend_epi32(x, _mm256_slli_epi64(y, 32), 0xAA);
    *b = _mm256_blend_epi32(_mm256_srli_epi64(x, 32), y, 0xAA);
}
static inline void nttru_sh1(__m256i x, __m256i y, __m256i *t, __m256i *b) {
    *t = _mm256_blend_epi16(x, _mm256_slli_epi32(y, 16), 0xAA);
    *b = _mm256_blend_epi16(_mm256_srli_epi32(x, 16), y, 0xAA);
}

/* Cooley-Tukey (a, b) <- (a + z b, a - z b); Gentleman-Sande
 * (a, b) <- (a + b, z (a - b)). */
static inline void nttru_ct(__m256i *a, __m256i *b, __m256i z0, __m256i z1) {
    __m256i t = nttru_mulc(*b, z0, z1);
    *b = _mm256_sub_epi16(*a, t);
    *a = _mm256_add_epi16(*a, t);
}
static inline void nttru_gs(__m256i *a, __m256i *b, __m256i z0, __m256i z1) {
    __m256i t = *a;
    *a = _mm256_add_epi16(t, *b);
    *b = nttru_mulc(_mm256_sub_epi16(t, *b), z0, z1);
}

/* One in-block layer over the three row pairs (0,1), (2,3), (4,5): SH the
 * shuffle of its lane distance, (z0, z1) its twiddle vectors (in the shuffled
 * places), RED applied to the tops after the butterflies when red != 0
 * (an int constant: the branch is on the schedule, not on data). */
#define NTTRU_IN_BLOCK_LAYER(r, SH, BF, z0, z1, red, RED)                          \
    do {                                                                           \
        for (int p_ = 0; p_ < 6; p_ += 2) {                                        \
            __m256i t_, b_;                                                        \
            SH((r)[p_], (r)[p_ + 1], &t_, &b_);                                    \
            BF(&t_, &b_, z0, z1);                                                  \
            if (red) t_ = RED(t_);                                                 \
            SH(t_, b_, &(r)[p_], &(r)[p_ + 1]);                                    \
        }                                                                          \
    } while (0)

#endif
