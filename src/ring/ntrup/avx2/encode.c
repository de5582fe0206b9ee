/* AVX2 mixed-radix Encode (the rq_encode and rounded_encode kernels,
 * backend.h): the portable ../encode.c's Encode with the pairs of each level
 * merged eight at a time.
 *
 * At each level all moduli are equal but the last one (by induction from
 * level 0, where all are M), so every pair but the last merges
 * r = R[2j] + A R[2j+1] modulo A^2 and writes the same number nb of low
 * bytes of r (encode.c's loop while m >= 16384: two bytes when
 * A^2 > 256 * 16383, one when A^2 >= 16384), pair after pair; those pairs go
 * eight per vector (vpmuludq on the 64-bit lanes (R[2j], R[2j+1])), the
 * last pair, the carried odd value and the top value as encode.c.  The bytes
 * and their order are encode.c's on every input with R[i] < M (and the same
 * integers wrapped modulo 2^32 otherwise, as encode.c's uint32 arithmetic). */
#include <immintrin.h>

#include "../encode.h"
#include "kernels_avx2.h"

static void encode(uint8_t *out, const uint16_t *Rin, uint16_t M0, size_t len) {
    _Alignas(32) uint32_t buf[2][PQPOLY_NTRUPRIME_MAX_P + 16];
    const __m256i order = _mm256_setr_epi32(0, 2, 4, 6, 1, 3, 5, 7);
    const __m256i low16 = _mm256_setr_epi8(0, 1, 4, 5, 8, 9, 12, 13, -1, -1, -1, -1, -1, -1, -1, -1, 0, 1, 4, 5, 8,
                                           9, 12, 13, -1, -1, -1, -1, -1, -1, -1, -1);
    const __m256i low8 = _mm256_setr_epi8(0, 4, 8, 12, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 0, 4, 8, 12,
                                          -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1);
    const __m256i lo32 = _mm256_set1_epi64x(0xffffffff);
    uint32_t A = M0, Z = M0;
    size_t n = len, i;
    int cur = 0;
    for (i = 0; i < len; i++) buf[0][i] = Rin[i];
    while (n > 1) {
        const uint32_t *R = buf[cur];
        uint32_t *R2 = buf[cur ^ 1];
        size_t npairs = n / 2, j = 0;
        const size_t nb = pqpoly_ntruprime_merged_bytes(A * A);
        const __m256i vA = _mm256_set1_epi64x(A);
        for (; j + 8 + 1 <= npairs; j += 8) { /* pairs j .. j+7 are (A, A) */
            __m256i x0 = _mm256_loadu_si256((const __m256i *)(R + 2 * j));
            __m256i x1 = _mm256_loadu_si256((const __m256i *)(R + 2 * j + 8));
            __m256i r0 = _mm256_add_epi64(_mm256_and_si256(x0, lo32), _mm256_mul_epu32(_mm256_srli_epi64(x0, 32), vA));
            __m256i r1 = _mm256_add_epi64(_mm256_and_si256(x1, lo32), _mm256_mul_epu32(_mm256_srli_epi64(x1, 32), vA));
            /* pairs j .. j+7 in order, one per 32-bit lane */
            __m256i r = _mm256_permutevar8x32_epi32(_mm256_blend_epi32(r0, _mm256_slli_epi64(r1, 32), 0xAA), order);
            if (nb == 2) {
                __m256i b = _mm256_permute4x64_epi64(_mm256_shuffle_epi8(r, low16), 0x08);
                _mm_storeu_si128((__m128i *)(out + 2 * j), _mm256_castsi256_si128(b));
            } else if (nb == 1) {
                __m256i b = _mm256_permutevar8x32_epi32(_mm256_shuffle_epi8(r, low8), _mm256_setr_epi32(0, 4, 0, 0, 0, 0, 0, 0));
                _mm_storel_epi64((__m128i *)(out + j), _mm256_castsi256_si128(b));
            }
            _mm256_storeu_si256((__m256i *)(R2 + j), _mm256_srli_epi32(r, (int)(8 * nb)));
        }
        out += j * nb;
        for (; j < npairs; j++) { /* the rest as encode.c */
            uint32_t a1 = 2 * j + 1 == n - 1 ? Z : A;
            uint32_t r = R[2 * j] + R[2 * j + 1] * A, m = A * a1;
            while (m >= 16384) {
                *out++ = (uint8_t)r;
                r >>= 8;
                m = (m + 255) >> 8;
            }
            R2[j] = r;
        }
        if (n & 1) {
            R2[npairs] = R[n - 1]; /* Z carried up */
            A = pqpoly_ntruprime_merged_modulus(A * A);
        } else {
            uint32_t z2 = pqpoly_ntruprime_merged_modulus(A * Z);
            A = n == 2 ? z2 : pqpoly_ntruprime_merged_modulus(A * A);
            Z = z2;
        }
        n = (n + 1) / 2;
        cur ^= 1;
    }
    {
        uint32_t r = buf[cur][0], m = Z;
        while (m > 1) {
            *out++ = (uint8_t)r;
            r >>= 8;
            m = (m + 255) >> 8;
        }
    }
}

void NTRUP_NS(rq_encode_avx2)(uint8_t *s, const int16_t *r) {
    uint16_t R[NTRUP_P];
    for (int i = 0; i < NTRUP_P; i++) R[i] = (uint16_t)(r[i] + NTRUP_Q12);
    encode(s, R, NTRUP_Q, NTRUP_P);
}

/* (c + q12)/3 as codec.c: 10923 = ceil(2^15/3). */
void NTRUP_NS(rounded_encode_avx2)(uint8_t *s, const int16_t *r) {
    uint16_t R[NTRUP_P];
    for (int i = 0; i < NTRUP_P; i++) R[i] = (uint16_t)(((r[i] + NTRUP_Q12) * 10923) >> 15);
    encode(s, R, (NTRUP_Q + 2) / 3, NTRUP_P);
}
