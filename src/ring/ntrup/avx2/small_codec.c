/* AVX2 Small encoding (the small_encode and small_decode kernels,
 * backend.h): 2 bits per coefficient, value + 1, four per byte, the lowest
 * coefficient in the low bits (codec.c).  32 coefficients per step; the last
 * p mod 32 as codec.c.
 *
 * Encode: bytes c + 1 in {0, 1, 2} (any int8 c: the same 8-bit sums as
 * codec.c, which keeps the low byte of (c0+1) + 4(c1+1) + 16(c2+1) + 64(c3+1));
 * vpmaddubsw with (1, 4) and vpmaddwd with (1, 16) form the sum per 32-bit
 * lane, and a byte shuffle keeps its low byte.
 * Decode: byte b spread to the 32-bit lane b | b << 6 | b << 12 | b << 18,
 * whose byte k has (b >> 2k) & 3 in its low two bits; a 16-entry byte table
 * maps the code c to c - 1, with the unused code 3 to -1 (codec.c's
 * small_of_code). */
#include <immintrin.h>

#include "kernels_avx2.h"

void NTRUP_NS(small_encode_avx2)(uint8_t *s, const int8_t *f) {
    const __m256i one = _mm256_set1_epi8(1), w14 = _mm256_set1_epi16(0x0401), w116 = _mm256_set1_epi32(0x00100001);
    const __m256i lowbytes = _mm256_setr_epi8(0, 4, 8, 12, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 0, 4, 8,
                                              12, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1);
    int i = 0;
    for (; i + 32 <= NTRUP_P; i += 32) {
        __m256i x = _mm256_add_epi8(_mm256_loadu_si256((const __m256i *)(f + i)), one);
        /* vpmaddubsw reads x unsigned: c + 1 as a byte; any int8 c gives the
         * same low 8 bits of the sum as codec.c's int arithmetic */
        __m256i y = _mm256_madd_epi16(_mm256_maddubs_epi16(x, w14), w116);
        __m256i z = _mm256_shuffle_epi8(y, lowbytes);
        z = _mm256_permutevar8x32_epi32(z, _mm256_setr_epi32(0, 4, 1, 1, 1, 1, 1, 1));
        _mm_storel_epi64((__m128i *)(s + i / 4), _mm256_castsi256_si128(z));
    }
    for (; i + 4 <= NTRUP_P; i += 4) {
        int32_t x = (f[i] + 1) + ((f[i + 1] + 1) << 2) + ((f[i + 2] + 1) << 4) + ((f[i + 3] + 1) << 6);
        s[i / 4] = (uint8_t)x;
    }
    {
        int32_t x = 0;
        for (int j = 0; i + j < NTRUP_P; j++) x += (f[i + j] + 1) << (2 * j);
        s[i / 4] = (uint8_t)x;
    }
}

void NTRUP_NS(small_decode_avx2)(int8_t *f, const uint8_t *s) {
    const __m256i three = _mm256_set1_epi8(3);
    const __m256i table = _mm256_setr_epi8(-1, 0, 1, -1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -1, 0, 1, -1, 0, 0,
                                           0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    int i = 0;
    for (; i + 32 <= NTRUP_P; i += 32) {
        __m256i b = _mm256_cvtepu8_epi32(_mm_loadl_epi64((const __m128i *)(s + i / 4)));
        __m256i y = _mm256_or_si256(_mm256_or_si256(b, _mm256_slli_epi32(b, 6)),
                                    _mm256_or_si256(_mm256_slli_epi32(b, 12), _mm256_slli_epi32(b, 18)));
        _mm256_storeu_si256((__m256i *)(f + i), _mm256_shuffle_epi8(table, _mm256_and_si256(y, three)));
    }
    for (; i < NTRUP_P; i++) {
        uint32_t c = (uint32_t)(s[i / 4] >> (2 * (i % 4))) & 3;
        int32_t v = (int32_t)c - 1;
        v -= 3 & -(int32_t)((c >> 1) & c & 1);
        f[i] = (int8_t)v;
    }
}
