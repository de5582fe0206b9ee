/* AVX2 weight check (the weightw_mask kernel, backend.h): the number of odd
 * bytes (nonzero coefficients of a small element), 32 at a time summed by
 * vpsadbw, against w.  The same count as weight.c on every input (it counts
 * r[i] & 1, whatever the bytes), then the same mask. */
#include <immintrin.h>

#include "../arith.h"
#include "kernels_avx2.h"

int NTRUP_NS(weightw_mask_avx2)(const int8_t *r) {
    const __m256i one = _mm256_set1_epi8(1);
    __m256i acc = _mm256_setzero_si256();
    int32_t weight = 0;
    int i = 0;
    for (; i + 32 <= NTRUP_P; i += 32) {
        __m256i x = _mm256_and_si256(_mm256_loadu_si256((const __m256i *)(r + i)), one);
        acc = _mm256_add_epi64(acc, _mm256_sad_epu8(x, _mm256_setzero_si256()));
    }
    {
        __m128i s = _mm_add_epi64(_mm256_castsi256_si128(acc), _mm256_extracti128_si256(acc, 1));
        weight = (int32_t)(_mm_cvtsi128_si64(s) + _mm_extract_epi64(s, 1));
    }
    for (; i < NTRUP_P; i++) weight += r[i] & 1;
    return (int)ntrup_nonzero_mask(weight - NTRUP_W);
}
