/* The AVX2 ML-KEM kernels (kernels.h).
 *
 * SampleNTT's rejection step (the twin of
 * pqpoly_mlkem_rej_uniform_portable): 24 bytes give sixteen 12-bit
 * values per step — vpermq and pshufb put each value's two bytes in a
 * 16-bit lane, a shift and a mask finish them, one compare with q marks the
 * accepted ones, and a pshufb per half (indices from the generated table
 * pqpoly_kyber_rej_idx) moves those to the front of the output, in order.
 * The vector steps run while 32 bytes remain readable and 16 values fit;
 * the portable loop finishes (same order, same stop at 256).  Public data
 * only: the branches and table indices depend on the public matrix seed. */
#include <immintrin.h>

#include "../kernels.h"
#include "ntt/tables/kyber_avx2.h"

#define Q 3329

/* Sixteen 12-bit values of the 24 bytes at p (32 bytes readable): vpermq
 * and pshufb put each value's two bytes in a 16-bit lane (value j: bytes
 * 3j/2, 3j/2 + 1; lane 0 from bytes 0..15, lane 1 from bytes 8..23), the
 * odd values are shifted down by 4, all masked to 12 bits. */
static inline __m256i unpack12(const uint8_t *p) {
    const __m256i idx = _mm256_setr_epi8(0, 1, 1, 2, 3, 4, 4, 5, 6, 7, 7, 8, 9, 10, 10, 11, 4, 5, 5,
                                         6, 7, 8, 8, 9, 10, 11, 11, 12, 13, 14, 14, 15);
    __m256i f = _mm256_loadu_si256((const __m256i *)(const void *)p);
    f = _mm256_shuffle_epi8(_mm256_permute4x64_epi64(f, 0x94), idx);
    return _mm256_and_si256(_mm256_blend_epi16(f, _mm256_srli_epi16(f, 4), 0xAA),
                            _mm256_set1_epi16(0x0fff));
}

/* ByteDecode_12: 16 steps of 24 bytes; the last one reads bytes 352..383
 * (the 32 bytes ending the input) and takes its values from byte 8 on. */
static inline __m256i unpack12_last(const uint8_t *a) {
    /* the 24 bytes 360..383 sit at offsets 8..31 of the load at 352 */
    const __m256i idx = _mm256_setr_epi8(0, 1, 1, 2, 3, 4, 4, 5, 6, 7, 7, 8, 9, 10, 10, 11, 4, 5, 5,
                                         6, 7, 8, 8, 9, 10, 11, 11, 12, 13, 14, 14, 15);
    __m256i f = _mm256_loadu_si256((const __m256i *)(const void *)(a + 352));
    f = _mm256_shuffle_epi8(_mm256_permute4x64_epi64(f, 0xE9), idx); /* qwords 1, 2, 2, 3 */
    return _mm256_and_si256(_mm256_blend_epi16(f, _mm256_srli_epi16(f, 4), 0xAA),
                            _mm256_set1_epi16(0x0fff));
}

void pqpoly_mlkem_decode12_avx2(int16_t r[256], const uint8_t a[384]) {
    for (unsigned i = 0; i < 15; i++)
        _mm256_storeu_si256((__m256i *)(void *)(r + 16 * i), unpack12(a + 24 * i));
    _mm256_storeu_si256((__m256i *)(void *)(r + 240), unpack12_last(a));
}

int pqpoly_mlkem_check12_avx2(const uint8_t a[384]) {
    const __m256i bound = _mm256_set1_epi16(Q - 1);
    __m256i bad = _mm256_setzero_si256();
    for (unsigned i = 0; i < 15; i++)
        bad = _mm256_or_si256(bad, _mm256_cmpgt_epi16(unpack12(a + 24 * i), bound));
    bad = _mm256_or_si256(bad, _mm256_cmpgt_epi16(unpack12_last(a), bound));
    return _mm256_testz_si256(bad, bad);
}

unsigned pqpoly_mlkem_rej_uniform_avx2(int16_t r[256], unsigned n, const uint8_t *buf,
                                       unsigned len) {
    const __m256i bound = _mm256_set1_epi16(Q), mask = _mm256_set1_epi16(0x0fff);
    /* lane 0: bytes 0..11 of the step (from bytes 0..15), lane 1: bytes 12..23
     * (from bytes 8..23): per value j, bytes 3j/2, 3j/2 + 1 */
    const __m256i idx = _mm256_setr_epi8(0, 1, 1, 2, 3, 4, 4, 5, 6, 7, 7, 8, 9, 10, 10, 11, 4, 5, 5,
                                         6, 7, 8, 8, 9, 10, 11, 11, 12, 13, 14, 14, 15);
    unsigned pos = 0;
    while (n + 16 <= 256 && pos + 32 <= len) {
        __m256i f = _mm256_loadu_si256((const __m256i *)(const void *)(buf + pos));
        f = _mm256_permute4x64_epi64(f, 0x94); /* qwords 0, 1, 1, 2 */
        f = _mm256_shuffle_epi8(f, idx);
        f = _mm256_and_si256(_mm256_blend_epi16(f, _mm256_srli_epi16(f, 4), 0xAA), mask);
        __m256i ok = _mm256_cmpgt_epi16(bound, f);
        unsigned m = (unsigned)_mm256_movemask_epi8(_mm256_packs_epi16(ok, ok));
        unsigned m0 = m & 0xff, m1 = (m >> 16) & 0xff;
        __m128i lo = _mm256_castsi256_si128(f), hi = _mm256_extracti128_si256(f, 1);
        lo = _mm_shuffle_epi8(lo, _mm_load_si128((const __m128i *)(const void *)(pqpoly_kyber_rej_idx + 16 * m0)));
        _mm_storeu_si128((__m128i *)(void *)(r + n), lo);
        n += (unsigned)__builtin_popcount(m0);
        hi = _mm_shuffle_epi8(hi, _mm_load_si128((const __m128i *)(const void *)(pqpoly_kyber_rej_idx + 16 * m1)));
        _mm_storeu_si128((__m128i *)(void *)(r + n), hi);
        n += (unsigned)__builtin_popcount(m1);
        pos += 24;
    }
    return pqpoly_mlkem_rej_uniform_portable(r, n, buf + pos, len - pos);
}
