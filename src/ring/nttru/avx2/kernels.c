/* The AVX2 NTTRU hot paths (kernels.h): lane-for-lane the portable ones of
 * src/ring/nttru/kernels.c and encode.c, constant time (no table in memory indexed by secret data: the
 * sampler's table lives in a register, vpshufb). */
#include <immintrin.h>

#include "arith/avx2/vec.h"
#include "arith/avx2/center.h"
#include "arith/avx2/barrett.h"
#include "ring/nttru/avx2/kernels.h"

/* Lane-wise freeze1 of kernels.c: the same Barrett integer, then + q if < 0. */
static inline __m256i freeze16(__m256i a) {
    __m256i r = pqpoly_barrett_round16_x16(a, PQPOLY_BCAST16(PQPOLY_BARRETT16_VR(NTTRU_Q)),
                                           PQPOLY_BCAST16(1 << (31 - PQPOLY_BARRETT16_SHIFT(NTTRU_Q))),
                                           PQPOLY_BCAST16(NTTRU_Q));
    return _mm256_add_epi16(r, _mm256_and_si256(_mm256_srai_epi16(r, 15), PQPOLY_BCAST16(NTTRU_Q)));
}
void pqpoly_nttru_freeze_avx2(int16_t a[NTTRU_N]) {
    for (unsigned i = 0; i < NTTRU_N; i += 16) PQPOLY_STOREU256(a + i, freeze16(PQPOLY_LOADU256(a + i)));
}
/* crep_mod3_portable lane by lane: the representative in [-(q+1)/2,
 * (q-3)/2] (pqpoly_center32_low_x16, |m| < q), then the residue mod 3 in {-1, 0, 1} as
 * x - 3 round(x / 3): pmulhrsw(x, 10923) = round(x 10923 / 2^15) and
 * x 10923 / 2^15 = x / 3 + x / 98304, an error below 1/6 (the distance of
 * x / 3 from a half-integer) for |x| < 16384; the centered residue mod 3 is
 * unique, so it is the scalar Barrett's. */
_Static_assert((NTTRU_Q + 1) / 2 < 16384, "pmulhrsw rounds x / 3 exactly");
void pqpoly_nttru_crep_mod3_avx2(int16_t m[NTTRU_N]) {
    const __m256i q = PQPOLY_BCAST16(NTTRU_Q), top = PQPOLY_BCAST16((NTTRU_Q - 3) / 2);
    const __m256i bottom = PQPOLY_BCAST16(-(NTTRU_Q + 1) / 2);
    for (unsigned i = 0; i < NTTRU_N; i += 16) {
        __m256i x = pqpoly_center32_low_x16(PQPOLY_LOADU256(m + i), q, top, bottom);
        __m256i t = _mm256_mulhrs_epi16(x, PQPOLY_BCAST16(10923));
        PQPOLY_STOREU256(m + i, _mm256_sub_epi16(x, _mm256_mullo_epi16(t, PQPOLY_BCAST16(3))));
    }
}
/* buf[32 i + 2 j + h] = sum_s (m[128 i + 64 h + 16 s + j] + 1) 4^s: the
 * 16-bit lane j holds byte h = 0 low, h = 1 high. */
void pqpoly_nttru_pack_short_avx2(uint8_t buf[NTTRU_MSG_BYTES], const int16_t m[NTTRU_N]) {
    const __m256i one = PQPOLY_BCAST16(1);
    for (unsigned i = 0; i < NTTRU_N / 128; i++) {
        __m256i w[2];
        for (unsigned h = 0; h < 2; h++) {
            const int16_t *p = m + 128 * i + 64 * h;
            w[h] = _mm256_add_epi16(PQPOLY_LOADU256(p), one);
            w[h] = _mm256_or_si256(w[h], _mm256_slli_epi16(_mm256_add_epi16(PQPOLY_LOADU256(p + 16), one), 2));
            w[h] = _mm256_or_si256(w[h], _mm256_slli_epi16(_mm256_add_epi16(PQPOLY_LOADU256(p + 32), one), 4));
            w[h] = _mm256_or_si256(w[h], _mm256_slli_epi16(_mm256_add_epi16(PQPOLY_LOADU256(p + 48), one), 6));
        }
        PQPOLY_STOREU256(buf + 32 * i, _mm256_or_si256(w[0], _mm256_slli_epi16(w[1], 8)));
    }
}

/* nibble n -> 0 1 0 1 0 -1 -1 -1 -1 -1 1 0 1 0 1 0 (poly.c), 64 values from
 * 32 bytes at a time, times s: s t for t in {-1, 0, 1} is vpsignw(s, t),
 * exact and off the multiplier port the NTTs that follow saturate (a
 * vpmullw measured slower), skipped for s = 1 (public). */
void pqpoly_nttru_short_avx2(int16_t r[NTTRU_N], const uint8_t buf[NTTRU_COIN_BYTES], int16_t s) {
    const __m256i table = _mm256_setr_epi8(0, 1, 0, 1, 0, -1, -1, -1, -1, -1, 1, 0, 1, 0, 1, 0,
                                           0, 1, 0, 1, 0, -1, -1, -1, -1, -1, 1, 0, 1, 0, 1, 0);
    const __m256i low = _mm256_set1_epi8(15);
    const __m256i sv = PQPOLY_BCAST16(s);
    for (unsigned i = 0; i < NTTRU_COIN_BYTES; i += 32) {
        /* 64-bit quarters in the order 0 2 1 3: the low half of the 128-bit
         * lane 0 holds bytes 0-7, its high half 16-23; lane 1 bytes 8-15 and
         * 24-31, so the in-lane unpacks give values 0-31 and 32-63 in order */
        __m256i b = _mm256_permute4x64_epi64(PQPOLY_LOADU256(buf + i), 0xd8);
        __m256i lo = _mm256_shuffle_epi8(table, _mm256_and_si256(b, low));
        __m256i hi = _mm256_shuffle_epi8(table, _mm256_and_si256(_mm256_srli_epi16(b, 4), low));
        /* value 2j from byte j's low nibble, 2j + 1 from its high one */
        __m256i u0 = _mm256_unpacklo_epi8(lo, hi), u1 = _mm256_unpackhi_epi8(lo, hi);
        __m256i v[4] = {_mm256_cvtepi8_epi16(_mm256_castsi256_si128(u0)),
                        _mm256_cvtepi8_epi16(_mm256_extracti128_si256(u0, 1)),
                        _mm256_cvtepi8_epi16(_mm256_castsi256_si128(u1)),
                        _mm256_cvtepi8_epi16(_mm256_extracti128_si256(u1, 1))};
        for (unsigned k = 0; k < 4; k++) PQPOLY_STOREU256(r + 2 * i + 16 * k, s == 1 ? v[k] : _mm256_sign_epi16(sv, v[k]));
    }
}

/* Each run of 16 values 16 apart (one 16-lane vector per k) is a 208-bit
 * string per lane: value k at bits 13 k .. 13 k + 12, word m (16 bits) of it
 * stored 32 bytes apart: the strings of 16 lanes are 13 vectors.
 * pack13_run packs the 256 values of one run (i = 0..2), value vector k
 * being c[16 k..] & 0x1fff, or freeze(c + b) when b != NULL; each word is
 * stored to out, or, when out == NULL, xored with cmp's and or-ed into d
 * (returned).  Streamed: a word leaves as soon as it is whole, so only the
 * word and the current value are live; inlined with constant arguments,
 * every shift count is an immediate. */
static inline __attribute__((always_inline)) __m256i pack13_run(uint8_t *out, const uint8_t *cmp, const int16_t *c,
                                                                const int16_t *b, __m256i d) {
    __m256i w = _mm256_setzero_si256();
    unsigned m = 0;
    PQPOLY_UNROLL(16)
    for (unsigned k = 0; k < 16; k++) {
        __m256i v = b != NULL ? freeze16(_mm256_add_epi16(PQPOLY_LOADU256(c + 16 * k), PQPOLY_LOADU256(b + 16 * k))) /* [0, q) */
                              : _mm256_and_si256(PQPOLY_LOADU256(c + 16 * k), PQPOLY_BCAST16(0x1fff));
        int off = (int)(13 * k) - (int)(16 * m); /* 0 .. 15 */
        w = _mm256_or_si256(w, _mm256_sll_epi16(v, _mm_cvtsi32_si128(off)));
        if (off + 13 >= 16) { /* word m is whole (public) */
            if (out != NULL)
                PQPOLY_STOREU256(out + 32 * m, w);
            else
                d = _mm256_or_si256(d, _mm256_xor_si256(PQPOLY_LOADU256(cmp + 32 * m), w));
            m++;
            w = off + 13 > 16 ? _mm256_srl_epi16(v, _mm_cvtsi32_si128(16 - off)) : _mm256_setzero_si256();
        }
    }
    return d;
}

void pqpoly_nttru_pack13_lanes_avx2(uint8_t buf[NTTRU_PACKED_BYTES], const int16_t a[NTTRU_N]) {
    for (unsigned i = 0; i < NTTRU_N / 256; i++)
        (void)pack13_run(buf + 416 * i, NULL, a + 256 * i, NULL, _mm256_setzero_si256());
}

/* The ciphertext's last pass: freeze(c + b) in registers, packed (and, for
 * differ_sum, compared with ct instead of stored). */
void pqpoly_nttru_pack_sum_avx2(uint8_t buf[NTTRU_PACKED_BYTES], const int16_t c[NTTRU_N], const int16_t b[NTTRU_N]) {
    for (unsigned i = 0; i < NTTRU_N / 256; i++)
        (void)pack13_run(buf + 416 * i, NULL, c + 256 * i, b + 256 * i, _mm256_setzero_si256());
}
int pqpoly_nttru_differ_sum_avx2(const uint8_t ct[NTTRU_PACKED_BYTES], const int16_t c[NTTRU_N],
                                 const int16_t b[NTTRU_N]) {
    __m256i d = _mm256_setzero_si256();
    for (unsigned i = 0; i < NTTRU_N / 256; i++) d = pack13_run(NULL, ct + 416 * i, c + 256 * i, b + 256 * i, d);
    return 1 - _mm256_testz_si256(d, d);
}

void pqpoly_nttru_unpack13_lanes_avx2(int16_t r[NTTRU_N], const uint8_t buf[NTTRU_PACKED_BYTES]) {
    const __m256i mask = _mm256_set1_epi16(0x1fff);
    for (unsigned i = 0; i < NTTRU_N / 256; i++) {
        __m256i w[14];
        for (unsigned m = 0; m < 13; m++)
            w[m] = _mm256_loadu_si256((const __m256i *)(const void *)(buf + 416 * i + 32 * m));
        w[13] = _mm256_setzero_si256();
        PQPOLY_UNROLL(16)
        for (unsigned k = 0; k < 16; k++) {
            unsigned m = 13 * k / 16, s = 13 * k % 16;
            __m256i x = _mm256_srl_epi16(w[m], _mm_cvtsi32_si128((int)s));
            if (s > 3) x = _mm256_or_si256(x, _mm256_sll_epi16(w[m + 1], _mm_cvtsi32_si128(16 - (int)s)));
            _mm256_storeu_si256((__m256i *)(void *)(r + 256 * i + 16 * k), _mm256_and_si256(x, mask));
        }
    }
}
