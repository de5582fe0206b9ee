/* The AVX2 backend of the saber family (backend.h): the codec and sampler
 * hooks on 256-bit vectors, lane for lane the portable ones (../kernels.c),
 * and its row, picked only when the CPU has AVX2 and pqpoly_set_impl allows
 * it (../backends.c).
 *
 * decode13: 16 fields (26 bytes) per step.  Field i of a group of eight
 * (13 bytes) starts at bit 13i: its 13 bits lie in the 32-bit window at byte
 * floor(13i/8) in {0, 1, 3, 4, 6, 8, 9, 11}, shifted by 13i mod 8.  Fields
 * 0..3 come from bytes 0..7 (the low 128-bit half, loaded from byte 0),
 * fields 4..7 from bytes 6..14 (the high half, loaded from byte 6); a byte
 * shuffle per half puts each window in its 32-bit lane, a variable shift and
 * (x << 19) >> 19 give the centered value, and two groups pack to sixteen
 * int16.  The last step would load past byte 416: it reads a zero-padded
 * copy of the last 32 bytes instead (wiped: secret keys).
 *
 * encode13 / encode10: 16 coefficients per step, masked to `bits`; a
 * multiply-add by (1, 2^bits) joins pairs in 32-bit lanes, shifts join those
 * in 64-bit lanes (4 bits bits each).  10 bits: 40 bits = 5 bytes per 64-bit
 * lane, a byte shuffle packs each 128-bit half to 10 bytes.  13 bits: 52 bits
 * per 64-bit lane, the two of a half joined to 104 bits = 13 bytes.  Each
 * half is stored with 16-byte stores that overlap the next step's bytes
 * (written again there); the last step stores exactly its bytes.
 *
 * cbd: 8 coefficients (mu bytes) per 32-bit lanes vector, windows as in
 * decode13: coefficient i of a group at byte floor(mu i / 8), shift mu i mod
 * 8; coefficients 4..7 repeat 0..3's pattern from byte mu/2 (mu even).
 * Each lane's two h-bit fields (h = mu/2) are counted in place, t = sum_b
 * (x >> b) & (1 | 1 << h) (a count <= h < 2^h stays in its field), and
 * r = (t & (2^h - 1)) - (t >> h & (2^h - 1)).  The last groups read from a
 * zero-padded copy of the last 32 bytes (wiped). */
#ifdef __AVX2__
#include <immintrin.h>
#include <string.h>

#include "arith/avx2/vec.h"
#include "pqpoly/common.h"
#include "ring/saber/backend.h"

static inline __m256i group8(const uint8_t *p, __m256i shuf, __m256i shifts) {
    __m256i x = _mm256_inserti128_si256(_mm256_castsi128_si256(PQPOLY_LOADU128(p)), PQPOLY_LOADU128(p + 6), 1);
    x = _mm256_srlv_epi32(_mm256_shuffle_epi8(x, shuf), shifts);
    return _mm256_srai_epi32(_mm256_slli_epi32(x, 19), 19);
}

static inline void step16(int16_t *r, const uint8_t *p, __m256i shuf, __m256i shifts) {
    __m256i lo = group8(p, shuf, shifts), hi = group8(p + 13, shuf, shifts);
    /* packs interleaves the halves: lo0-3 hi0-3 | lo4-7 hi4-7 -> reorder the 64-bit quarters */
    __m256i v = _mm256_permute4x64_epi64(_mm256_packs_epi32(lo, hi), 0xD8);
    PQPOLY_STOREU256(r, v);
}

static void decode13_avx2(int16_t r[256], const uint8_t a[416]) {
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

static inline __m256i cbd8(const uint8_t *p, unsigned h, __m256i shuf, __m256i shifts) {
    __m256i x = _mm256_inserti128_si256(_mm256_castsi128_si256(PQPOLY_LOADU128(p)), PQPOLY_LOADU128(p + h), 1);
    __m256i ones = _mm256_set1_epi32((int)(1u | 1u << h)), m = _mm256_set1_epi32((int)((1u << h) - 1));
    __m256i t = _mm256_setzero_si256();
    x = _mm256_srlv_epi32(_mm256_shuffle_epi8(x, shuf), shifts);
    for (unsigned b = 0; b < h; b++) t = _mm256_add_epi32(t, _mm256_and_si256(_mm256_srli_epi32(x, (int)b), ones));
    return _mm256_sub_epi32(_mm256_and_si256(t, m), _mm256_and_si256(_mm256_srli_epi32(t, (int)h), m));
}

static void cbd_avx2(int16_t r[256], const uint8_t *buf, unsigned mu) {
    __m256i shuf, shifts;
    _Alignas(32) uint8_t tail[64];
    unsigned h = mu / 2, k;
    switch (mu) { /* a public parameter of the set: the window pattern */
    case 6:
        shuf = _mm256_setr_epi8(0, 1, 2, 3, 0, 1, 2, 3, 1, 2, 3, 4, 2, 3, 4, 5,
                                0, 1, 2, 3, 0, 1, 2, 3, 1, 2, 3, 4, 2, 3, 4, 5);
        shifts = _mm256_setr_epi32(0, 6, 4, 2, 0, 6, 4, 2);
        break;
    case 8:
    case 10:
        shuf = _mm256_setr_epi8(0, 1, 2, 3, 1, 2, 3, 4, 2, 3, 4, 5, 3, 4, 5, 6,
                                0, 1, 2, 3, 1, 2, 3, 4, 2, 3, 4, 5, 3, 4, 5, 6);
        shifts = mu == 8 ? _mm256_setzero_si256() : _mm256_setr_epi32(0, 2, 4, 6, 0, 2, 4, 6);
        break;
    default:
        return;
    }
    /* 16 coefficients (2 mu bytes) per step; a step at byte 2 mu k reads up
     * to 2 mu k + mu + h + 15: within the 32 mu bytes for k <= 13 */
    for (k = 0; k < 14; k++) {
        __m256i lo = cbd8(buf + 2 * mu * k, h, shuf, shifts), hi = cbd8(buf + 2 * mu * k + mu, h, shuf, shifts);
        PQPOLY_STOREU256(r + 16 * k, _mm256_permute4x64_epi64(_mm256_packs_epi32(lo, hi), 0xD8));
    }
    memcpy(tail, buf + 28 * mu, 4 * mu); /* the last 4 mu bytes, zero-padded */
    memset(tail + 4 * mu, 0, sizeof tail - 4 * mu);
    for (k = 0; k < 2; k++) {
        __m256i lo = cbd8(tail + 2 * mu * k, h, shuf, shifts), hi = cbd8(tail + 2 * mu * k + mu, h, shuf, shifts);
        PQPOLY_STOREU256(r + 224 + 16 * k, _mm256_permute4x64_epi64(_mm256_packs_epi32(lo, hi), 0xD8));
    }
    pqpoly_memzero(tail, sizeof tail);
}

/* The 64-bit lanes of a step: 4 fields of `bits` bits each, in the low 4 bits
 * bits of each lane. */
static inline __m256i join4(const int16_t *a, int bits) {
    __m256i x = _mm256_and_si256(PQPOLY_LOADU256(a), PQPOLY_BCAST16((1 << bits) - 1));
    __m256i y = _mm256_madd_epi16(x, _mm256_set1_epi32(1 | (1 << (16 + bits))));
    return _mm256_or_si256(_mm256_and_si256(y, _mm256_set1_epi64x(0xffffffff)),
                           _mm256_sllv_epi64(_mm256_srli_epi64(y, 32), _mm256_set1_epi64x(2 * bits)));
}

/* The last bytes of a half: exactly n (n = 10 or 13) of its low bytes. */
static inline void store_exact(uint8_t *r, __m128i v, int n) {
    _mm_storel_epi64((__m128i *)(void *)r, v);
    if (n == 10) {
        uint16_t w = (uint16_t)_mm_extract_epi16(v, 4);
        r[8] = (uint8_t)w;
        r[9] = (uint8_t)(w >> 8);
    } else {
        uint32_t w = (uint32_t)_mm_extract_epi32(v, 2);
        r[8] = (uint8_t)w;
        r[9] = (uint8_t)(w >> 8);
        r[10] = (uint8_t)(w >> 16);
        r[11] = (uint8_t)(w >> 24);
        r[12] = (uint8_t)_mm_extract_epi8(v, 12);
    }
}

static void encode10_avx2(uint8_t r[320], const int16_t a[256]) {
    const __m256i shuf = _mm256_setr_epi8(0, 1, 2, 3, 4, 8, 9, 10, 11, 12, -1, -1, -1, -1, -1, -1,
                                          0, 1, 2, 3, 4, 8, 9, 10, 11, 12, -1, -1, -1, -1, -1, -1);
    for (unsigned k = 0; k < 16; k++) {
        __m256i z = _mm256_shuffle_epi8(join4(a + 16 * k, 10), shuf);
        __m128i lo = _mm256_castsi256_si128(z), hi = _mm256_extracti128_si256(z, 1);
        uint8_t *p = r + 20 * k;
        PQPOLY_STOREU128(p, lo); /* p[0..15]: 10..15 written again below */
        if (k < 15) PQPOLY_STOREU128(p + 10, hi); /* 20..25: the next step's */
        else store_exact(p + 10, hi, 10);
    }
}

static void encode13_avx2(uint8_t r[416], const int16_t a[256]) {
    for (unsigned k = 0; k < 16; k++) {
        __m256i z = join4(a + 16 * k, 13); /* per half: [L, H], 52 bits each */
        __m256i h = _mm256_bsrli_epi128(_mm256_slli_epi64(z, 52), 8);          /* [H << 52, 0] */
        __m256i w = _mm256_blend_epi32(z, _mm256_srli_epi64(z, 12), 0xCC);    /* [L, H >> 12] */
        __m128i lo, hi;
        uint8_t *p = r + 26 * k;
        w = _mm256_or_si256(w, h); /* 104 bits: 13 bytes per half */
        lo = _mm256_castsi256_si128(w);
        hi = _mm256_extracti128_si256(w, 1);
        PQPOLY_STOREU128(p, lo); /* p[0..15]: 13..15 written again below */
        if (k < 15) PQPOLY_STOREU128(p + 13, hi); /* 26..28: the next step's */
        else store_exact(p + 13, hi, 13);
    }
}

/* Its row (backend_list.h); `prod` is the picker's (../backends.c). */
const pqpoly_saber_backend pqpoly_saber_backend_avx2 = {
    .impl = "avx2",
    .isa = PQPOLY_ISA_X86_AVX2,
    .decode13 = decode13_avx2,
    .encode13 = encode13_avx2,
    .encode10 = encode10_avx2,
    .cbd = cbd_avx2,
};
#endif
