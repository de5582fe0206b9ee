/* The AVX2 KEM hot paths of the kyber backends (kernels.h, contracts in
 * ../backend.h), each the twin of its portable form (../kernels.c).
 *
 * SampleNTT's rejection step (the twin of
 * pqpoly_kyber_rej_uniform_portable): 24 bytes give sixteen 12-bit
 * values per step — vpermq and pshufb put each value's two bytes in a
 * 16-bit lane, a shift and a mask finish them, one compare with q marks the
 * accepted ones, and a pshufb per half (indices from the generated table
 * pqpoly_kyber_rej_idx) moves those to the front of the output, in order.
 * The vector steps run while 32 bytes remain readable and 16 values fit;
 * the portable loop finishes (same order, same stop at 256).  Public data
 * only: the branches and table indices depend on the public matrix seed. */
#include <immintrin.h>
#include <string.h>

#include "arith/avx2/barrett.h"
#include "ntt/tables/kyber_avx2.h"
#include "pqpoly/common.h"
#include "ring/kyber/avx2/kernels.h"
#include "ring/kyber/kernels.h"

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

void pqpoly_kyber_decode12_avx2(int16_t r[256], const uint8_t a[384]) {
    for (unsigned i = 0; i < 15; i++)
        _mm256_storeu_si256((__m256i *)(void *)(r + 16 * i), unpack12(a + 24 * i));
    _mm256_storeu_si256((__m256i *)(void *)(r + 240), unpack12_last(a));
}

int pqpoly_kyber_check12_avx2(const uint8_t a[384]) {
    const __m256i bound = _mm256_set1_epi16(Q - 1);
    __m256i bad = _mm256_setzero_si256();
    for (unsigned i = 0; i < 15; i++)
        bad = _mm256_or_si256(bad, _mm256_cmpgt_epi16(unpack12(a + 24 * i), bound));
    bad = _mm256_or_si256(bad, _mm256_cmpgt_epi16(unpack12_last(a), bound));
    return _mm256_testz_si256(bad, bad);
}

unsigned pqpoly_kyber_rej_uniform_avx2(int16_t r[256], unsigned n, const uint8_t *buf,
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
    return pqpoly_kyber_rej_uniform_portable(r, n, buf + pos, len - pos);
}

/* ---- Encodings, compression and CBD ---- */

/* The canonical representative in [0, q) per lane of any int16: the
 * centered Barrett reduction of src/arith (out [-(q-1)/2, (q-1)/2] for
 * q = 3329), then + q where negative. */
static inline __m256i canonical16(__m256i a) {
    const __m256i q = _mm256_set1_epi16(Q);
    __m256i r = pqpoly_barrett_round16_x16(a, _mm256_set1_epi16(PQPOLY_BARRETT16_VR(Q)),
                                           _mm256_set1_epi16(1 << (31 - PQPOLY_BARRETT16_SHIFT(Q))), q);
    return _mm256_add_epi16(r, _mm256_and_si256(_mm256_srai_epi16(r, 15), q));
}

/* Compress_d per lane, d in 1..11, of x in [0, q): the quotient
 * n / q of n = 2^d x + (q-1)/2 (FIPS 203's rounding; no ties, q odd).
 * t = hi(x c), c = floor(2^(16+d) / q) < 2^16, is floor(2^d x / q) or one
 * less (x c 2^-16 > 2^d x / q - x 2^-16), so the quotient is t, t + 1 or
 * t + 2 a priori; for q = 3329 and d <= 11 it is never t + 2 (the twin test
 * checks every int16 input for every d, which is the whole domain).  The
 * remainder n - t q, in [0, 2q), is exact in 16-bit lanes (wrapping
 * products agree mod 2^16) and one compare with q adds the missing unit.
 * Then mod 2^d. */
static inline __m256i compress16(__m256i x, unsigned d) {
    const __m128i cnt = _mm_cvtsi32_si128((int)d);
    const __m256i c = _mm256_set1_epi16((int16_t)(uint16_t)(((uint32_t)1 << (16 + d)) / Q));
    __m256i t = _mm256_mulhi_epu16(x, c);
    __m256i n = _mm256_add_epi16(_mm256_sll_epi16(x, cnt), _mm256_set1_epi16((Q - 1) / 2));
    __m256i r = _mm256_sub_epi16(n, _mm256_mullo_epi16(t, _mm256_set1_epi16(Q)));
    t = _mm256_sub_epi16(t, _mm256_cmpgt_epi16(r, _mm256_set1_epi16(Q - 1)));
    return _mm256_and_si256(t, _mm256_set1_epi16((int16_t)((1u << d) - 1)));
}

/* ByteEncode_d of 16 values below 2^d (d <= 12): each 128-bit lane gets
 * its 8 values' 8 d bits little-endian at its start (the rest is scratch).
 * Pairs join in 32-bit lanes (madd by 1, 2^d), pairs of those in 64-bit
 * lanes (shift by 2 d), and the two 64-bit halves of a lane: the low one
 * takes the high one's first 64 - 4 d bits, the high one keeps the rest. */
static inline __m256i pack16(__m256i v, unsigned d) {
    const __m128i c2d = _mm_cvtsi32_si128((int)(2 * d)), c4d = _mm_cvtsi32_si128((int)(4 * d));
    __m256i w = _mm256_madd_epi16(v, _mm256_set1_epi32((int)((1u << d) << 16 | 1u)));
    __m256i x = _mm256_or_si256(_mm256_and_si256(w, _mm256_set1_epi64x(0xffffffff)),
                                _mm256_sll_epi64(_mm256_srli_epi64(w, 32), c2d));
    __m256i lo = _mm256_or_si256(x, _mm256_sll_epi64(_mm256_srli_si256(x, 8), c4d));
    __m256i hi = _mm256_srl_epi64(x, _mm_cvtsi32_si128((int)(64 - 4 * d)));
    return _mm256_blend_epi32(lo, hi, 0xCC);
}

/* Stores the 2 d bytes of pack16 at r, where 32 d bytes are writable from
 * r - off (off = 2 d i): directly while the 16-byte stores stay inside,
 * through a scratch buffer (wiped by the caller) at the end. */
static inline void store_packed(uint8_t *r, unsigned off, unsigned d, __m256i p, uint8_t tmp[32]) {
    if (off + d + 16 <= 32 * d) {
        _mm_storeu_si128((__m128i *)(void *)r, _mm256_castsi256_si128(p));
        _mm_storeu_si128((__m128i *)(void *)(r + d), _mm256_extracti128_si256(p, 1));
    } else {
        _mm_storeu_si128((__m128i *)(void *)tmp, _mm256_castsi256_si128(p));
        _mm_storeu_si128((__m128i *)(void *)(tmp + d), _mm256_extracti128_si256(p, 1));
        memcpy(r, tmp, 2 * d);
    }
}

void pqpoly_kyber_encode12_avx2(uint8_t r[384], const int16_t a[256]) {
    uint8_t tmp[32];
    for (unsigned i = 0; i < 16; i++) {
        __m256i x = canonical16(_mm256_loadu_si256((const __m256i *)(const void *)(a + 16 * i)));
        store_packed(r + 24 * i, 24 * i, 12, pack16(x, 12), tmp);
    }
    pqpoly_memzero(tmp, sizeof tmp);
}

void pqpoly_kyber_compress_avx2(uint8_t *r, const int16_t a[256], unsigned d) {
    uint8_t tmp[32];
    for (unsigned i = 0; i < 16; i++) {
        __m256i x = canonical16(_mm256_loadu_si256((const __m256i *)(const void *)(a + 16 * i)));
        store_packed(r + 2 * d * i, 2 * d * i, d, pack16(compress16(x, d), d), tmp);
    }
    pqpoly_memzero(tmp, sizeof tmp);
}

/* ByteDecode_d of 16 values from the 2 d bytes at p (2 d + 16 - d bytes
 * readable): lane 0 from p, lane 1 from p + d.  Value j of a lane starts at
 * bit o = j d mod 8 of byte j d / 8; for o + d <= 16 (every d but 11) a
 * pshufb puts that byte and the next in its 16-bit lane, a multiplication
 * by 2^(16-d-o) moves the value to the top and a shift brings it down; for
 * d = 11 three bytes go to 32-bit lanes, shifted by o, and pack back. */
static inline __m256i unpack16(const uint8_t *p, unsigned d, __m256i idx, __m256i mul) {
    __m256i f = _mm256_inserti128_si256(
        _mm256_castsi128_si256(_mm_loadu_si128((const __m128i *)(const void *)p)),
        _mm_loadu_si128((const __m128i *)(const void *)(p + d)), 1);
    if (d == 11) {
        const __m256i i0 = _mm256_setr_epi8(0, 1, 2, -1, 1, 2, 3, -1, 2, 3, 4, -1, 4, 5, 6, -1,
                                            0, 1, 2, -1, 1, 2, 3, -1, 2, 3, 4, -1, 4, 5, 6, -1);
        const __m256i i1 = _mm256_setr_epi8(5, 6, 7, -1, 6, 7, 8, -1, 8, 9, 10, -1, 9, 10, 11, -1,
                                            5, 6, 7, -1, 6, 7, 8, -1, 8, 9, 10, -1, 9, 10, 11, -1);
        const __m256i s0 = _mm256_setr_epi32(0, 3, 6, 1, 0, 3, 6, 1);
        const __m256i s1 = _mm256_setr_epi32(4, 7, 2, 5, 4, 7, 2, 5);
        const __m256i m = _mm256_set1_epi32(0x7ff);
        __m256i x0 = _mm256_and_si256(_mm256_srlv_epi32(_mm256_shuffle_epi8(f, i0), s0), m);
        __m256i x1 = _mm256_and_si256(_mm256_srlv_epi32(_mm256_shuffle_epi8(f, i1), s1), m);
        return _mm256_packus_epi32(x0, x1);
    }
    f = _mm256_shuffle_epi8(f, idx);
    return _mm256_srl_epi16(_mm256_mullo_epi16(f, mul), _mm_cvtsi32_si128((int)(16 - d)));
}

/* The pshufb indices and multipliers of unpack16 for d != 11. */
static void unpack_consts(unsigned d, __m256i *idx, __m256i *mul) {
    uint8_t ix[32];
    int16_t m[16];
    for (unsigned j = 0; j < 8; j++) {
        unsigned b = j * d / 8, o = j * d % 8;
        ix[2 * j] = ix[16 + 2 * j] = (uint8_t)b;
        ix[2 * j + 1] = ix[16 + 2 * j + 1] = (uint8_t)(b + 1);
        m[j] = m[8 + j] = (int16_t)(uint16_t)(1u << (16 - d - o));
    }
    *idx = _mm256_loadu_si256((const __m256i *)(const void *)ix);
    *mul = _mm256_loadu_si256((const __m256i *)(const void *)m);
}

/* Decompress_d(y) = (q y + 2^(d-1)) >> d = pmulhrsw(y 2^(15-d), q): with
 * y < 2^d the first factor is below 2^15, and (y 2^(15-d) q + 2^14) >> 15
 * is the same quotient scaled. */
void pqpoly_kyber_decompress_avx2(int16_t r[256], const uint8_t *a, unsigned d) {
    const __m128i cnt = _mm_cvtsi32_si128((int)(15 - d));
    uint8_t tmp[48];
    __m256i idx, mul;
    unpack_consts(d == 11 ? 12 : d, &idx, &mul); /* d = 11 has its own constants */
    for (unsigned i = 0; i < 16; i++) {
        const uint8_t *p = a + 2 * d * i;
        __m256i y;
        if (2 * d * i + d + 16 <= 32 * d) {
            y = unpack16(p, d, idx, mul);
        } else { /* the end: no read past a's 32 d bytes */
            memset(tmp, 0, sizeof tmp);
            memcpy(tmp, p, 2 * d);
            y = unpack16(tmp, d, idx, mul);
        }
        y = _mm256_mulhrs_epi16(_mm256_sll_epi16(y, cnt), _mm256_set1_epi16(Q));
        _mm256_storeu_si256((__m256i *)(void *)(r + 16 * i), y);
    }
    pqpoly_memzero(tmp, sizeof tmp);
}

/* SamplePolyCBD_eta.  eta = 2: in each byte the 2-bit sums s0..s3 of bit
 * pairs give coefficients s0 - s1 and s2 - s3, formed nibble-wise as
 * (s0 + 3) - s1 (in [1, 5], no borrow) and unpacked with 3 subtracted.
 * eta = 3: each 3 bytes go to a 32-bit lane; the 3-bit sums at 6 j and
 * 6 j + 3 give coefficient j = (s + 3) - s' in [0, 6], moved to 16-bit
 * lanes, minus 3. */
void pqpoly_kyber_cbd_avx2(int16_t r[256], const uint8_t *buf, unsigned eta) {
    const __m256i three = _mm256_set1_epi16(3);
    if (eta == 2) {
        const __m128i m55 = _mm_set1_epi8(0x55), m33 = _mm_set1_epi8(0x33), m0f = _mm_set1_epi8(0x0f);
        for (unsigned i = 0; i < 8; i++) {
            __m128i t = _mm_loadu_si128((const __m128i *)(const void *)(buf + 16 * i));
            __m128i s = _mm_add_epi8(_mm_and_si128(t, m55), _mm_and_si128(_mm_srli_epi16(t, 1), m55));
            __m128i dd = _mm_sub_epi8(_mm_add_epi8(_mm_and_si128(s, m33), m33),
                                      _mm_and_si128(_mm_srli_epi16(s, 2), m33));
            __m128i lo = _mm_and_si128(dd, m0f), hi = _mm_and_si128(_mm_srli_epi16(dd, 4), m0f);
            __m256i c0 = _mm256_cvtepu8_epi16(_mm_unpacklo_epi8(lo, hi));
            __m256i c1 = _mm256_cvtepu8_epi16(_mm_unpackhi_epi8(lo, hi));
            _mm256_storeu_si256((__m256i *)(void *)(r + 32 * i), _mm256_sub_epi16(c0, three));
            _mm256_storeu_si256((__m256i *)(void *)(r + 32 * i + 16), _mm256_sub_epi16(c1, three));
        }
    } else { /* eta == 3: 24 bytes per 32 coefficients */
        const __m256i idx = _mm256_setr_epi8(0, 1, 2, -1, 3, 4, 5, -1, 6, 7, 8, -1, 9, 10, 11, -1,
                                             4, 5, 6, -1, 7, 8, 9, -1, 10, 11, 12, -1, 13, 14, 15, -1);
        const __m256i m249 = _mm256_set1_epi32(0x249249), m1c7 = _mm256_set1_epi32(0x1c71c7);
        const __m256i c3 = _mm256_set1_epi32(0x0c30c3); /* 3 in each 6-bit field */
        const __m256i m7 = _mm256_set1_epi32(7), m7h = _mm256_set1_epi32(7 << 16);
        for (unsigned i = 0; i < 8; i++) {
            __m256i t;
            if (i < 7) { /* 32 bytes readable: qwords 0, 1, 1, 2 */
                t = _mm256_loadu_si256((const __m256i *)(const void *)(buf + 24 * i));
                t = _mm256_permute4x64_epi64(t, 0x94);
            } else { /* the last 24 bytes end the input: load from 8 before, qwords 1, 2, 2, 3 */
                t = _mm256_loadu_si256((const __m256i *)(const void *)(buf + 24 * i - 8));
                t = _mm256_permute4x64_epi64(t, 0xE9);
            }
            t = _mm256_shuffle_epi8(t, idx);
            __m256i s = _mm256_add_epi32(_mm256_add_epi32(_mm256_and_si256(t, m249),
                                                          _mm256_and_si256(_mm256_srli_epi32(t, 1), m249)),
                                         _mm256_and_si256(_mm256_srli_epi32(t, 2), m249));
            __m256i x = _mm256_sub_epi32(_mm256_add_epi32(_mm256_and_si256(s, m1c7), c3),
                                         _mm256_and_si256(_mm256_srli_epi32(s, 3), m1c7));
            __m256i a01 = _mm256_or_si256(_mm256_and_si256(x, m7),
                                          _mm256_and_si256(_mm256_slli_epi32(x, 10), m7h));
            __m256i a23 = _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi32(x, 12), m7),
                                          _mm256_and_si256(_mm256_srli_epi32(x, 2), m7h));
            __m256i lo = _mm256_unpacklo_epi32(a01, a23), hi = _mm256_unpackhi_epi32(a01, a23);
            _mm256_storeu_si256((__m256i *)(void *)(r + 32 * i),
                                _mm256_sub_epi16(_mm256_permute2x128_si256(lo, hi, 0x20), three));
            _mm256_storeu_si256((__m256i *)(void *)(r + 32 * i + 16),
                                _mm256_sub_epi16(_mm256_permute2x128_si256(lo, hi, 0x31), three));
        }
    }
}
