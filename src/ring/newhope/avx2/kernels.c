/* The AVX2 NewHope hot paths (kernels.h), each the twin of the portable one.
 *
 * rej: 32 bytes give sixteen 16-bit words; masked to 14 bits, one compare
 * with q marks the accepted ones and a pshufb per half (indices from the
 * generated compress table pqpoly_kyber_rej_idx: any eight int16 lanes,
 * nothing ML-KEM-specific) moves those to the front, in order.  Vector steps
 * run while 32 bytes remain and 16 values fit; the portable loop finishes.
 * Public data only.
 * psi16: byte popcounts by two nibble lookups (pshufb), then pmaddubsw with
 * (+1, +1, -1, -1) and pmaddwd with ones sum each word's four counts.
 * tobytes / frombytes: four 14-bit values in a 64-bit lane as 56 bits (two
 * pmaddwd-style merges), seven bytes of each lane packed by pshufb, two runs
 * of 14 bytes per vector; the last group goes through a buffer so that no
 * access leaves the arrays.
 * helprec: eight quadruples i at once (int32 lanes), the dither bit of
 * lane l bit l of random byte i / 8, the counts of reconcile.c's masked
 * comparisons as sums of vpcmpgtd masks, the coset choice by vpblendvb.
 * rec: eight quadruples i at once (int32 lanes), the counts of masked
 * comparisons of reconcile.c as sums of vpcmpgtd masks, the eight key bits
 * of a byte by vmovmskps.
 * hints_frombytes: the four 2-bit fields of 32 bytes as four vectors of
 * bytes, interleaved by 8- and 16-bit unpacks.  Constant time. */
#include <immintrin.h>
#include <string.h>

#include "ring/newhope/avx2/kernels.h"
#include "arith/avx2/barrett.h"
#include "ntt/newhope/arith.h"
#include "ntt/tables/kyber_avx2.h"

unsigned pqpoly_newhope_rej_avx2(int16_t r[NEWHOPE_N], unsigned n, const uint8_t *buf, unsigned len) {
    const __m256i bound = _mm256_set1_epi16(NEWHOPE_Q), mask = _mm256_set1_epi16(0x3fff);
    unsigned pos = 0;
    while (n + 16 <= NEWHOPE_N && pos + 32 <= len) {
        __m256i f = _mm256_and_si256(_mm256_loadu_si256((const __m256i *)(const void *)(buf + pos)), mask);
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
        pos += 32;
    }
    return pqpoly_newhope_rej_portable(r, n, buf + pos, len - pos);
}

void pqpoly_newhope_psi16_avx2(int16_t r[NEWHOPE_N], const uint8_t buf[NEWHOPE_NOISEBYTES]) {
    const __m256i lut = _mm256_setr_epi8(0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4, 0, 1, 1, 2, 1, 2, 2, 3,
                                         1, 2, 2, 3, 2, 3, 3, 4);
    const __m256i low = _mm256_set1_epi8(0x0f), sign = _mm256_set1_epi32(-65279); /* bytes 1, 1, -1, -1 */
    const __m256i ones = _mm256_set1_epi16(1);
    for (unsigned i = 0; i < NEWHOPE_N; i += 16) {
        __m256i s[2];
        for (unsigned h = 0; h < 2; h++) {
            __m256i w = _mm256_loadu_si256((const __m256i *)(const void *)(buf + 4 * i + 32 * h));
            __m256i c = _mm256_add_epi8(_mm256_shuffle_epi8(lut, _mm256_and_si256(w, low)),
                                        _mm256_shuffle_epi8(lut, _mm256_and_si256(_mm256_srli_epi16(w, 4), low)));
            /* (c0 + c1, -c2 - c3) per word, then their sum */
            s[h] = _mm256_madd_epi16(_mm256_maddubs_epi16(c, sign), ones);
        }
        __m256i v = _mm256_permute4x64_epi64(_mm256_packs_epi32(s[0], s[1]), 0xd8);
        _mm256_storeu_si256((__m256i *)(void *)(r + i), v);
    }
}

/* Sixteen 14-bit values (int16 lanes, in [0, 2^14)) to 28 bytes: bytes
 * 0..13 in the low half, 14..27 in the high half. */
static inline __m256i pack16(__m256i t) {
    const __m256i shuf = _mm256_setr_epi8(0, 1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12, 13, 14, -1, -1, 0, 1, 2, 3,
                                          4, 5, 6, 8, 9, 10, 11, 12, 13, 14, -1, -1);
    __m256i y = _mm256_madd_epi16(t, _mm256_set1_epi32((1 << 14) << 16 | 1)); /* t0 + 2^14 t1 */
    __m256i x = _mm256_or_si256(_mm256_and_si256(y, _mm256_set1_epi64x(0xffffffff)),
                                _mm256_slli_epi64(_mm256_srli_epi64(y, 32), 28));
    return _mm256_shuffle_epi8(x, shuf);
}

void pqpoly_newhope_tobytes_avx2(uint8_t out[NEWHOPE_POLYBYTES], const int16_t r[NEWHOPE_N]) {
    const __m256i q = _mm256_set1_epi16(NEWHOPE_Q), v = _mm256_set1_epi16(PQPOLY_BARRETT16_VR(NEWHOPE_Q));
    const __m256i r2 = _mm256_set1_epi16((int16_t)(1 << (31 - PQPOLY_BARRETT16_SHIFT(NEWHOPE_Q))));
    for (unsigned i = 0; i < NEWHOPE_N; i += 16) {
        __m256i a = _mm256_loadu_si256((const __m256i *)(const void *)(r + i));
        /* newhope_freeze: Barrett to |b| <= (q+1)/2, plus q where negative:
         * [0, q) (the representative is unique) */
        __m256i b = pqpoly_barrett_round16_x16(a, v, r2, q);
        b = _mm256_add_epi16(b, _mm256_and_si256(q, _mm256_srai_epi16(b, 15)));
        __m256i p = pack16(b);
        uint8_t *o = out + 28 * (i / 16);
        if (i + 16 < NEWHOPE_N) {
            _mm_storeu_si128((__m128i *)(void *)o, _mm256_castsi256_si128(p));
            _mm_storeu_si128((__m128i *)(void *)(o + 14), _mm256_extracti128_si256(p, 1));
        } else {
            uint8_t tmp[32];
            _mm_storeu_si128((__m128i *)(void *)tmp, _mm256_castsi256_si128(p));
            _mm_storeu_si128((__m128i *)(void *)(tmp + 14), _mm256_extracti128_si256(p, 1));
            memcpy(o, tmp, 28);
        }
    }
}

void pqpoly_newhope_frombytes_avx2(int16_t r[NEWHOPE_N], const uint8_t in[NEWHOPE_POLYBYTES]) {
    const __m256i shuf = _mm256_setr_epi8(0, 1, 2, 3, 4, 5, 6, -1, 7, 8, 9, 10, 11, 12, 13, -1, 0, 1, 2, 3, 4,
                                          5, 6, -1, 7, 8, 9, 10, 11, 12, 13, -1);
    const __m256i m28 = _mm256_set1_epi64x(0x0fffffff), m28h = _mm256_set1_epi64x(0x0fffffff00000000);
    const __m256i m14 = _mm256_set1_epi32(0x3fff), m14h = _mm256_set1_epi32(0x3fff0000);
    for (unsigned i = 0; i < NEWHOPE_N; i += 16) {
        const uint8_t *p = in + 28 * (i / 16);
        uint8_t tmp[32];
        __m128i lo, hi;
        if (i + 16 < NEWHOPE_N) {
            lo = _mm_loadu_si128((const __m128i *)(const void *)p);
            hi = _mm_loadu_si128((const __m128i *)(const void *)(p + 14));
        } else {
            memcpy(tmp, p, 28);
            memset(tmp + 28, 0, 4);
            lo = _mm_loadu_si128((const __m128i *)(const void *)tmp);
            hi = _mm_loadu_si128((const __m128i *)(const void *)(tmp + 14));
        }
        __m256i x = _mm256_shuffle_epi8(_mm256_inserti128_si256(_mm256_castsi128_si256(lo), hi, 1), shuf);
        /* 56 bits per 64-bit lane: (t0 | t1 << 14) and (t2 | t3 << 14) in
         * its two 32-bit halves, then each pair split into 16-bit lanes */
        __m256i y = _mm256_or_si256(_mm256_and_si256(x, m28), _mm256_and_si256(_mm256_slli_epi64(x, 4), m28h));
        __m256i z = _mm256_or_si256(_mm256_and_si256(y, m14), _mm256_and_si256(_mm256_slli_epi32(y, 2), m14h));
        _mm256_storeu_si256((__m256i *)(void *)(r + i), z);
    }
}

/* dist8q of reconcile.c per lane: |x - 8q round(x / 8q)| for x in [0, 24q),
 * round(x / 8q) = ceil(t / 2), t = #{k in 1..5 : x >= 4kq}. */
static inline __m256i dist8q(__m256i x) {
    __m256i t = _mm256_setzero_si256();
    for (int k = 1; k <= 5; k++) /* x >= 4kq  <=>  x > 4kq - 1; each mask is -1 */
        t = _mm256_sub_epi32(t, _mm256_cmpgt_epi32(x, _mm256_set1_epi32(4 * k * NEWHOPE_Q - 1)));
    __m256i r = _mm256_srai_epi32(_mm256_add_epi32(t, _mm256_set1_epi32(1)), 1);
    return _mm256_abs_epi32(_mm256_sub_epi32(_mm256_mullo_epi32(r, _mm256_set1_epi32(8 * NEWHOPE_Q)), x));
}

void pqpoly_newhope_rec_avx2(uint8_t key[NEWHOPE_KEYBYTES], const int16_t v[NEWHOPE_N], const uint8_t c[NEWHOPE_N]) {
    const __m256i q = _mm256_set1_epi32(NEWHOPE_Q), base = _mm256_set1_epi32(16 * NEWHOPE_Q);
    for (unsigned i = 0; i < NEWHOPE_N / 4; i += 8) {
        __m256i c3 = _mm256_cvtepu8_epi32(_mm_loadl_epi64((const __m128i *)(const void *)(c + 768 + i)));
        __m256i sum = _mm256_setzero_si256();
        for (unsigned j = 0; j < 4; j++) {
            __m256i vj = _mm256_cvtepi16_epi32(_mm_loadu_si128((const __m128i *)(const void *)(v + 256 * j + i)));
            __m256i h = c3; /* 2 c_j + c3 for j < 3, c3 for j = 3 */
            if (j < 3) {
                __m256i cj = _mm256_cvtepu8_epi32(_mm_loadl_epi64((const __m128i *)(const void *)(c + 256 * j + i)));
                h = _mm256_add_epi32(_mm256_add_epi32(cj, cj), c3);
            }
            __m256i x = _mm256_sub_epi32(_mm256_add_epi32(base, _mm256_slli_epi32(vj, 3)), _mm256_mullo_epi32(q, h));
            sum = _mm256_add_epi32(sum, dist8q(x));
        }
        /* bit 1 where sum < 8q */
        __m256i bit = _mm256_cmpgt_epi32(_mm256_set1_epi32(8 * NEWHOPE_Q), sum);
        key[i >> 3] = (uint8_t)_mm256_movemask_ps(_mm256_castsi256_ps(bit));
    }
}

/* The byte of each int32 lane's low 8 bits, lanes 0..7 in order. */
static inline void store8x8(uint8_t *o, __m256i x) {
    const __m256i sh = _mm256_setr_epi8(0, 4, 8, 12, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 0, 4, 8, 12,
                                        -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1);
    __m256i b = _mm256_permutevar8x32_epi32(_mm256_shuffle_epi8(x, sh), _mm256_setr_epi32(0, 4, 1, 1, 1, 1, 1, 1));
    _mm_storel_epi64((__m128i *)(void *)o, _mm256_castsi256_si128(b));
}

void pqpoly_newhope_helprec_avx2(uint8_t c[NEWHOPE_N], const int16_t v[NEWHOPE_N], const uint8_t rnd[32]) {
    const __m256i bits = _mm256_setr_epi32(1, 2, 4, 8, 16, 32, 64, 128), one = _mm256_set1_epi32(1);
    const __m256i q2 = _mm256_set1_epi32(2 * NEWHOPE_Q), three = _mm256_set1_epi32(3);
    for (unsigned i = 0; i < NEWHOPE_N / 4; i += 8) {
        /* b = bit (i + l) of rnd in lane l: byte i / 8, bit l */
        __m256i b = _mm256_and_si256(_mm256_set1_epi32(rnd[i >> 3]), bits);
        b = _mm256_sub_epi32(_mm256_setzero_si256(), _mm256_cmpeq_epi32(b, bits)); /* 0 or 1 */
        __m256i v0[4], v1[4], err = _mm256_setzero_si256();
        for (unsigned j = 0; j < 4; j++) {
            __m256i vj = _mm256_cvtepi16_epi32(_mm_loadu_si128((const __m128i *)(const void *)(v + 256 * j + i)));
            __m256i y = _mm256_add_epi32(_mm256_slli_epi32(vj, 3), _mm256_slli_epi32(b, 2));
            __m256i t = _mm256_setzero_si256();
            for (int k = 1; k <= 7; k++) /* y >= kq: each mask is -1 */
                t = _mm256_sub_epi32(t, _mm256_cmpgt_epi32(y, _mm256_set1_epi32(k * NEWHOPE_Q - 1)));
            v0[j] = _mm256_srai_epi32(_mm256_add_epi32(t, one), 1);
            v1[j] = _mm256_srai_epi32(t, 1);
            err = _mm256_add_epi32(err, _mm256_abs_epi32(_mm256_sub_epi32(y, _mm256_mullo_epi32(v0[j], q2))));
        }
        /* k = -1 where err >= 2q */
        __m256i k = _mm256_srai_epi32(_mm256_sub_epi32(_mm256_set1_epi32(2 * NEWHOPE_Q - 1), err), 31);
        __m256i sel[4];
        for (unsigned j = 0; j < 4; j++) sel[j] = _mm256_blendv_epi8(v0[j], v1[j], k);
        for (unsigned j = 0; j < 3; j++) store8x8(c + 256 * j + i, _mm256_and_si256(_mm256_sub_epi32(sel[j], sel[3]), three));
        store8x8(c + 768 + i, _mm256_and_si256(_mm256_sub_epi32(_mm256_add_epi32(sel[3], sel[3]), k), three));
    }
}

void pqpoly_newhope_hints_frombytes_avx2(uint8_t c[NEWHOPE_N], const uint8_t in[NEWHOPE_RECBYTES]) {
    const __m256i m3 = _mm256_set1_epi8(3);
    for (unsigned i = 0; i < NEWHOPE_RECBYTES; i += 32) {
        __m256i x = _mm256_loadu_si256((const __m256i *)(const void *)(in + i));
        /* field j of byte b in byte b of h_j (a 16-bit shift brings in bits
         * of the next byte only above the two kept) */
        __m256i h0 = _mm256_and_si256(x, m3), h1 = _mm256_and_si256(_mm256_srli_epi16(x, 2), m3);
        __m256i h2 = _mm256_and_si256(_mm256_srli_epi16(x, 4), m3), h3 = _mm256_and_si256(_mm256_srli_epi16(x, 6), m3);
        __m256i a0 = _mm256_unpacklo_epi8(h0, h1), b0 = _mm256_unpacklo_epi8(h2, h3); /* bytes 0..7 | 16..23 */
        __m256i a1 = _mm256_unpackhi_epi8(h0, h1), b1 = _mm256_unpackhi_epi8(h2, h3); /* bytes 8..15 | 24..31 */
        __m256i q0 = _mm256_unpacklo_epi16(a0, b0), q1 = _mm256_unpackhi_epi16(a0, b0); /* 0..3 | 16..19; 4..7 | 20..23 */
        __m256i q2 = _mm256_unpacklo_epi16(a1, b1), q3 = _mm256_unpackhi_epi16(a1, b1); /* 8..11 | 24..27; 12..15 | 28..31 */
        uint8_t *o = c + 4 * i;
        _mm256_storeu_si256((__m256i *)(void *)o, _mm256_permute2x128_si256(q0, q1, 0x20));
        _mm256_storeu_si256((__m256i *)(void *)(o + 32), _mm256_permute2x128_si256(q2, q3, 0x20));
        _mm256_storeu_si256((__m256i *)(void *)(o + 64), _mm256_permute2x128_si256(q0, q1, 0x31));
        _mm256_storeu_si256((__m256i *)(void *)(o + 96), _mm256_permute2x128_si256(q2, q3, 0x31));
    }
}
