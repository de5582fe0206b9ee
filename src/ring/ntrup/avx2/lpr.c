/* AVX2 NTRU LPRime Top and Right steps (the lpr_top and lpr_right kernels,
 * backend.h), sixteen coefficients a vector; NTRU LPRime sets only.
 *
 * Each lane computes the integer of the portable lpr.c:
 *  - Top: C = bA + r (q-1)/2 lies in [-(q-1)/2, q-1] (bA in R/q), so one
 *    pqpoly_center32_x16 is the portable freeze; C + tau0 is below 2^15 and
 *    pmulhrsw(C + tau0, tau1) = floor((tau1 (C + tau0) + 2^14) / 2^15) is the
 *    portable Top, exactly.
 *  - Right: tau3 T - tau2 with T in [0, 15] lies in (-q, q) (checked below),
 *    one center16 gives Right(T); Right(T) - aB is in (-q, q), centered once
 *    more; adding 4w + 1 < q/2 keeps it in (-q, q), a third center16 gives
 *    the portable fq_freeze of the whole sum, whose sign is r_i.
 * Generator: eight little-endian words at a time (x86 is little-endian),
 * pqpoly_ntrup_divmod8 = the portable pqpoly_ntruprime_divmod lane for lane,
 * packed to 16 bits (values below q < 2^15) and centered.
 * The bits go in and out as 16-bit masks (vpcmpeqw against the bit weights,
 * vpmovmskb); nothing depends on the values but the lanes' contents. */
#include <immintrin.h>

#include "arith/avx2/center.h"
#include "../encode.h"
#include "divmod8.h"
#include "kernels_avx2.h"

#if !NTRUP_LPR
#error "avx2/lpr.c is compiled for NTRU LPRime sets only"
#endif

_Static_assert(NTRUP_I % 64 == 0, "Top works on 64 coefficients at a time");
_Static_assert(15 * NTRUP_TAU3 - NTRUP_TAU2 < NTRUP_Q && NTRUP_TAU2 < NTRUP_Q, "Right: |tau3 T - tau2| < q");
_Static_assert(2 * (4 * NTRUP_W + 1) < NTRUP_Q, "Right: 4w + 1 < q/2");
_Static_assert(NTRUP_Q - 1 + NTRUP_TAU0 < 32768 && NTRUP_TAU0 - NTRUP_Q12 >= -32768,
               "Top: C + tau0 fits in int16");

/* -1 in lane j where bit j of the 16-bit word at s (little-endian) is set. */
static inline __m256i bit_masks16(const uint8_t *s) {
    const __m256i weight = _mm256_setr_epi16(1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192,
                                             16384, (int16_t)-32768);
    __m256i x = _mm256_set1_epi16((int16_t)(s[0] | (s[1] << 8)));
    return _mm256_cmpeq_epi16(_mm256_and_si256(x, weight), weight);
}

void NTRUP_NS(lpr_top_avx2)(uint8_t *top, const int16_t *bA, const uint8_t *r_enc) {
    const __m256i q = _mm256_set1_epi16(NTRUP_Q), half = _mm256_set1_epi16(NTRUP_Q12);
    const __m256i tau0 = _mm256_set1_epi16(NTRUP_TAU0), tau1 = _mm256_set1_epi16(NTRUP_TAU1);
    const __m256i low = _mm256_set1_epi32(0xffff);
    const __m256i order = _mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 7);
    for (int j = 0; j < NTRUP_I; j += 64) {
        __m256i w[4];
        for (int k = 0; k < 4; k++) {
            __m256i c = _mm256_loadu_si256((const __m256i *)(bA + j + 16 * k));
            c = _mm256_add_epi16(c, _mm256_and_si256(bit_masks16(r_enc + (j + 16 * k) / 8), half));
            c = pqpoly_center32_x16(c, q, half);
            c = _mm256_mulhrs_epi16(_mm256_add_epi16(c, tau0), tau1); /* T in [0, 15] */
            /* each 32-bit lane: T_even | T_odd << 4 */
            w[k] = _mm256_or_si256(_mm256_and_si256(c, low), _mm256_srli_epi32(c, 12));
        }
        /* bytes of w0 w1 w2 w3 in 4-byte groups a_lo b_lo c_lo d_lo a_hi ...: back in order */
        __m256i b = _mm256_packus_epi16(_mm256_packus_epi32(w[0], w[1]), _mm256_packus_epi32(w[2], w[3]));
        _mm256_storeu_si256((__m256i *)(top + j / 2), _mm256_permutevar8x32_epi32(b, order));
    }
}

void NTRUP_NS(lpr_right_avx2)(uint8_t *r_enc, const uint8_t *top, const int16_t *aB) {
    const __m256i q = _mm256_set1_epi16(NTRUP_Q), half = _mm256_set1_epi16(NTRUP_Q12);
    const __m256i tau2 = _mm256_set1_epi16(NTRUP_TAU2), tau3 = _mm256_set1_epi16(NTRUP_TAU3);
    const __m256i bias = _mm256_set1_epi16(4 * NTRUP_W + 1);
    const __m128i nibble = _mm_set1_epi8(15);
    for (int j = 0; j < NTRUP_I; j += 32) {
        __m128i s = _mm_loadu_si128((const __m128i *)(top + j / 2));
        __m128i lo = _mm_and_si128(s, nibble), hi = _mm_and_si128(_mm_srli_epi16(s, 4), nibble);
        __m256i m[2];
        /* T_j .. T_j+15, then T_j+16 .. T_j+31 */
        __m256i T[2] = {_mm256_cvtepu8_epi16(_mm_unpacklo_epi8(lo, hi)),
                        _mm256_cvtepu8_epi16(_mm_unpackhi_epi8(lo, hi))};
        for (int k = 0; k < 2; k++) {
            __m256i x = pqpoly_center32_x16(_mm256_sub_epi16(_mm256_mullo_epi16(T[k], tau3), tau2), q, half);
            x = _mm256_sub_epi16(x, _mm256_loadu_si256((const __m256i *)(aB + j + 16 * k)));
            x = pqpoly_center32_x16(x, q, half);
            x = pqpoly_center32_x16(_mm256_add_epi16(x, bias), q, half);
            m[k] = _mm256_srai_epi16(x, 15); /* -1 iff negative */
        }
        {
            __m256i b = _mm256_permute4x64_epi64(_mm256_packs_epi16(m[0], m[1]), 0xD8);
            uint32_t bits = (uint32_t)_mm256_movemask_epi8(b);
            r_enc[j / 8] = (uint8_t)bits;
            r_enc[j / 8 + 1] = (uint8_t)(bits >> 8);
            r_enc[j / 8 + 2] = (uint8_t)(bits >> 16);
            r_enc[j / 8 + 3] = (uint8_t)(bits >> 24);
        }
    }
}

void NTRUP_NS(lpr_generator_avx2)(int16_t *G, const uint8_t *s) {
    const __m256i m = _mm256_set1_epi32(NTRUP_Q), m1 = _mm256_set1_epi32(NTRUP_Q - 1);
    const __m256i v = _mm256_set1_epi32((int32_t)pqpoly_ntruprime_recip(NTRUP_Q));
    const __m256i half = _mm256_set1_epi16(NTRUP_Q12);
    __m256i quot;
    int i = 0;
    for (; i + 16 <= NTRUP_P; i += 16) {
        __m256i r0 = pqpoly_ntrup_divmod8(&quot, _mm256_loadu_si256((const __m256i *)(s + 4 * i)), m, v, m1);
        __m256i r1 = pqpoly_ntrup_divmod8(&quot, _mm256_loadu_si256((const __m256i *)(s + 4 * i + 32)), m, v, m1);
        __m256i g = _mm256_permute4x64_epi64(_mm256_packus_epi32(r0, r1), 0xD8);
        _mm256_storeu_si256((__m256i *)(G + i), _mm256_sub_epi16(g, half));
    }
    for (; i < NTRUP_P; i++) { /* the last p mod 16 words, as ../lpr.c */
        uint32_t q1, L = (uint32_t)s[4 * i] | ((uint32_t)s[4 * i + 1] << 8) | ((uint32_t)s[4 * i + 2] << 16) |
                         ((uint32_t)s[4 * i + 3] << 24);
        G[i] = (int16_t)((int32_t)pqpoly_ntruprime_divmod(&q1, L, NTRUP_Q, pqpoly_ntruprime_recip(NTRUP_Q)) -
                         NTRUP_Q12);
    }
}
