/* The AVX2 NTTRU kernels (kernels.h): lane-for-lane the portable ones of
 * poly.c, constant time (no table in memory indexed by secret data: the
 * sampler's table lives in a register, vpshufb). */
#include <immintrin.h>

#include "kernels.h"

/* nibble n -> 0 1 0 1 0 -1 -1 -1 -1 -1 1 0 1 0 1 0 (poly.c), 16 at a time. */
void pqpoly_nttru_short_avx2(int16_t r[NTTRU_N], const uint8_t buf[NTTRU_COIN_BYTES]) {
    const __m128i table = _mm_setr_epi8(0, 1, 0, 1, 0, -1, -1, -1, -1, -1, 1, 0, 1, 0, 1, 0);
    const __m128i low = _mm_set1_epi8(15);
    for (unsigned i = 0; i < NTTRU_COIN_BYTES; i += 16) {
        __m128i b = _mm_loadu_si128((const __m128i *)(const void *)(buf + i));
        __m128i lo = _mm_shuffle_epi8(table, _mm_and_si128(b, low));
        __m128i hi = _mm_shuffle_epi8(table, _mm_and_si128(_mm_srli_epi16(b, 4), low));
        /* coefficient 2i from the low nibble, 2i + 1 from the high one */
        _mm256_storeu_si256((__m256i *)(void *)(r + 2 * i), _mm256_cvtepi8_epi16(_mm_unpacklo_epi8(lo, hi)));
        _mm256_storeu_si256((__m256i *)(void *)(r + 2 * i + 16), _mm256_cvtepi8_epi16(_mm_unpackhi_epi8(lo, hi)));
    }
}

/* Each run of 16 values 16 apart (one 16-lane vector per k) is a 208-bit
 * string per lane: value k at bits 13 k .. 13 k + 12, word m (16 bits) of it
 * stored 32 bytes apart: the strings of 16 lanes are 13 vectors. */
void pqpoly_nttru_pack13_lanes_avx2(uint8_t buf[NTTRU_PACKED_BYTES], const int16_t a[NTTRU_N]) {
    const __m256i mask = _mm256_set1_epi16(0x1fff);
    for (unsigned i = 0; i < NTTRU_N / 256; i++) {
        __m256i v[16];
        for (unsigned k = 0; k < 16; k++)
            v[k] = _mm256_and_si256(_mm256_loadu_si256((const __m256i *)(const void *)(a + 256 * i + 16 * k)), mask);
        for (unsigned m = 0; m < 13; m++) {
            __m256i w = _mm256_setzero_si256();
            for (unsigned k = 16 * m / 13; k < 16 && 13 * k < 16 * m + 16; k++) { /* public */
                int s = (int)(13 * k) - (int)(16 * m);
                w = _mm256_or_si256(w, s >= 0 ? _mm256_sll_epi16(v[k], _mm_cvtsi32_si128(s))
                                              : _mm256_srl_epi16(v[k], _mm_cvtsi32_si128(-s)));
            }
            _mm256_storeu_si256((__m256i *)(void *)(buf + 416 * i + 32 * m), w);
        }
    }
}

void pqpoly_nttru_unpack13_lanes_avx2(int16_t r[NTTRU_N], const uint8_t buf[NTTRU_PACKED_BYTES]) {
    const __m256i mask = _mm256_set1_epi16(0x1fff);
    for (unsigned i = 0; i < NTTRU_N / 256; i++) {
        __m256i w[14];
        for (unsigned m = 0; m < 13; m++)
            w[m] = _mm256_loadu_si256((const __m256i *)(const void *)(buf + 416 * i + 32 * m));
        w[13] = _mm256_setzero_si256();
        for (unsigned k = 0; k < 16; k++) {
            unsigned m = 13 * k / 16, s = 13 * k % 16;
            __m256i x = _mm256_srl_epi16(w[m], _mm_cvtsi32_si128((int)s));
            if (s > 3) x = _mm256_or_si256(x, _mm256_sll_epi16(w[m + 1], _mm_cvtsi32_si128(16 - (int)s)));
            _mm256_storeu_si256((__m256i *)(void *)(r + 256 * i + 16 * k), _mm256_and_si256(x, mask));
        }
    }
}

int pqpoly_nttru_ct_differ_avx2(const uint8_t a[NTTRU_PACKED_BYTES], const uint8_t b[NTTRU_PACKED_BYTES]) {
    __m256i d = _mm256_setzero_si256();
    for (unsigned i = 0; i < NTTRU_PACKED_BYTES; i += 32) /* 1248 = 39 * 32 */
        d = _mm256_or_si256(d, _mm256_xor_si256(_mm256_loadu_si256((const __m256i *)(const void *)(a + i)),
                                                _mm256_loadu_si256((const __m256i *)(const void *)(b + i))));
    return 1 - _mm256_testz_si256(d, d);
}
