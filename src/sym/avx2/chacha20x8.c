/* Eight ChaCha20 blocks at once in AVX2 (src/sym/chacha20_block.h): state
 * word i of the eight blocks in the eight 32-bit lanes of vector i, the
 * rotations by 16 and 8 as byte shuffles, the others as two shifts; the
 * counters of the lanes are word 12 + 0..7 (with the carry into word 13 in
 * the 64-bit layout, from an unsigned comparison); an 8 x 8 transpose of
 * 32-bit words per half gives the blocks in order.  A last run of fewer
 * than eight blocks is computed whole and copied out in part.  Compiled
 * with -mavx2. */
#include <immintrin.h>
#include <string.h>

#include "sym/chacha20_block.h"
#include "sym/chacha20_round.h"

/* v rotated left by n in each 32-bit lane: 16 and 8 by a byte shuffle, the
 * others by two shifts (n is a constant at every call). */
static inline __m256i rotl(__m256i v, int n) {
    if (n == 16)
        return _mm256_shuffle_epi8(v, _mm256_setr_epi8(2, 3, 0, 1, 6, 7, 4, 5, 10, 11, 8, 9, 14, 15, 12, 13, 2,
                                                       3, 0, 1, 6, 7, 4, 5, 10, 11, 8, 9, 14, 15, 12, 13));
    if (n == 8)
        return _mm256_shuffle_epi8(v, _mm256_setr_epi8(3, 0, 1, 2, 7, 4, 5, 6, 11, 8, 9, 10, 15, 12, 13, 14, 3,
                                                       0, 1, 2, 7, 4, 5, 6, 11, 8, 9, 10, 15, 12, 13, 14));
    return _mm256_or_si256(_mm256_slli_epi32(v, n), _mm256_srli_epi32(v, 32 - n));
}

/* Rows a..h (word i of blocks 0..7 each) to columns: after the call, a holds
 * words i0..i7 ... of block 0 in its low half, block 4 in its high half. */
static inline void transpose8(__m256i v[8]) {
    __m256i t0 = _mm256_unpacklo_epi32(v[0], v[1]), t1 = _mm256_unpackhi_epi32(v[0], v[1]);
    __m256i t2 = _mm256_unpacklo_epi32(v[2], v[3]), t3 = _mm256_unpackhi_epi32(v[2], v[3]);
    __m256i t4 = _mm256_unpacklo_epi32(v[4], v[5]), t5 = _mm256_unpackhi_epi32(v[4], v[5]);
    __m256i t6 = _mm256_unpacklo_epi32(v[6], v[7]), t7 = _mm256_unpackhi_epi32(v[6], v[7]);
    __m256i u0 = _mm256_unpacklo_epi64(t0, t2), u1 = _mm256_unpackhi_epi64(t0, t2);
    __m256i u2 = _mm256_unpacklo_epi64(t1, t3), u3 = _mm256_unpackhi_epi64(t1, t3);
    __m256i u4 = _mm256_unpacklo_epi64(t4, t6), u5 = _mm256_unpackhi_epi64(t4, t6);
    __m256i u6 = _mm256_unpacklo_epi64(t5, t7), u7 = _mm256_unpackhi_epi64(t5, t7);
    /* u0: words 0..3 of blocks 0 | 4 (rows 0..3), u4: words 4..7 of blocks 0 | 4 */
    v[0] = _mm256_permute2x128_si256(u0, u4, 0x20); /* block 0, words 0..7 */
    v[1] = _mm256_permute2x128_si256(u1, u5, 0x20); /* block 1 */
    v[2] = _mm256_permute2x128_si256(u2, u6, 0x20);
    v[3] = _mm256_permute2x128_si256(u3, u7, 0x20);
    v[4] = _mm256_permute2x128_si256(u0, u4, 0x31); /* block 4 */
    v[5] = _mm256_permute2x128_si256(u1, u5, 0x31);
    v[6] = _mm256_permute2x128_si256(u2, u6, 0x31);
    v[7] = _mm256_permute2x128_si256(u3, u7, 0x31);
}

static void eight(uint8_t out[512], const uint32_t s[16], int ctr64) {
    __m256i in[16], x[16];
    for (int i = 0; i < 16; i++) in[i] = _mm256_set1_epi32((int)s[i]);
    in[12] = _mm256_add_epi32(in[12], _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    if (ctr64) { /* lanes whose word 12 wrapped: (unsigned) w12 + j < w12 */
        const __m256i sign = _mm256_set1_epi32((int)0x80000000u);
        __m256i base = _mm256_xor_si256(_mm256_set1_epi32((int)s[12]), sign);
        __m256i wrap = _mm256_cmpgt_epi32(base, _mm256_xor_si256(in[12], sign));
        in[13] = _mm256_sub_epi32(in[13], wrap); /* wrap is -1 where it carries */
    }
    for (int i = 0; i < 16; i++) x[i] = in[i];
    for (int r = 0; r < 10; r++) PQPOLY_CHACHA20_DOUBLE_ROUND(_mm256_add_epi32, _mm256_xor_si256, rotl, x);
    for (int i = 0; i < 16; i++) x[i] = _mm256_add_epi32(x[i], in[i]);
    transpose8(x);     /* words 0..7 of block j in x[j] */
    transpose8(x + 8); /* words 8..15 of block j in x[8 + j] */
    for (int j = 0; j < 8; j++) {
        _mm256_storeu_si256((__m256i *)(void *)(out + 64 * j), x[j]);
        _mm256_storeu_si256((__m256i *)(void *)(out + 64 * j + 32), x[8 + j]);
    }
}

void pqpoly_chacha20_blocks_avx2(uint8_t *out, const uint32_t s[16], size_t nblocks, int ctr64) {
    uint32_t st[16];
    memcpy(st, s, sizeof st);
    while (nblocks > 0) {
        size_t k = nblocks < 8 ? nblocks : 8;
        if (k == 8) {
            eight(out, st, ctr64);
        } else {
            _Alignas(32) uint8_t tmp[512];
            eight(tmp, st, ctr64);
            memcpy(out, tmp, 64 * k);
            memset(tmp, 0, sizeof tmp);
            __asm__ volatile("" : : "r"(tmp) : "memory");
        }
        out += 64 * k;
        nblocks -= k;
        uint32_t w12 = st[12] + (uint32_t)k;
        if (ctr64) st[13] += (uint32_t)(w12 < st[12]); /* public counter */
        st[12] = w12;
    }
    memset(st, 0, sizeof st);
    __asm__ volatile("" : : "r"(st) : "memory");
}
