/* Saber's kernels with AVX2 (kernels.h), compiled with -mavx2 and run only
 * when the CPU has it (the table in ../kernels.c).
 *
 * decode13: 16 fields (26 bytes) per step.  Field i of a group of eight
 * (13 bytes) starts at bit 13i: its 13 bits lie in the 32-bit window at byte
 * floor(13i/8) in {0, 1, 3, 4, 6, 8, 9, 11}, shifted by 13i mod 8.  Fields
 * 0..3 come from bytes 0..7 (the low 128-bit half, loaded from byte 0),
 * fields 4..7 from bytes 6..14 (the high half, loaded from byte 6); a byte
 * shuffle per half puts each window in its 32-bit lane, a variable shift and
 * (x << 19) >> 19 give the centered value, and two groups pack to sixteen
 * int16.  The last step would load past byte 416: it reads a zero-padded
 * copy of the last 32 bytes instead (wiped: secret keys). */
#ifdef __AVX2__
#include <immintrin.h>
#include <string.h>

#include "../kernels.h"
#include "pqpoly/common.h"

static inline __m256i group8(const uint8_t *p, __m256i shuf, __m256i shifts) {
    __m256i x = _mm256_inserti128_si256(_mm256_castsi128_si256(_mm_loadu_si128((const __m128i *)(const void *)p)),
                                        _mm_loadu_si128((const __m128i *)(const void *)(p + 6)), 1);
    x = _mm256_srlv_epi32(_mm256_shuffle_epi8(x, shuf), shifts);
    return _mm256_srai_epi32(_mm256_slli_epi32(x, 19), 19);
}

static inline void step16(int16_t *r, const uint8_t *p, __m256i shuf, __m256i shifts) {
    __m256i lo = group8(p, shuf, shifts), hi = group8(p + 13, shuf, shifts);
    /* packs interleaves the halves: lo0-3 hi0-3 | lo4-7 hi4-7 -> reorder the 64-bit quarters */
    __m256i v = _mm256_permute4x64_epi64(_mm256_packs_epi32(lo, hi), 0xD8);
    _mm256_storeu_si256((__m256i *)(void *)r, v);
}

void pqpoly_saber_decode13_avx2(int16_t r[256], const uint8_t a[416]) {
    const __m256i shuf = _mm256_setr_epi8(0, 1, 2, 3, 1, 2, 3, 4, 3, 4, 5, 6, 4, 5, 6, 7,
                                          0, 1, 2, 3, 2, 3, 4, 5, 3, 4, 5, 6, 5, 6, 7, 8);
    const __m256i shifts = _mm256_setr_epi32(0, 5, 2, 7, 4, 1, 6, 3);
    _Alignas(32) uint8_t tail[48];
    for (unsigned k = 0; k < 15; k++) step16(r + 16 * k, a + 26 * k, shuf, shifts); /* reads < 26k + 35 <= 399 */
    memcpy(tail, a + 390, 26); /* the last 26 bytes */
    memset(tail + 26, 0, sizeof tail - 26);
    step16(r + 240, tail, shuf, shifts);
    pqpoly_memzero(tail, sizeof tail);
}
#endif
