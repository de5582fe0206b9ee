/* AVX2 r3_from_rq3 (backend.h): e = (3 a in R/q) lifted to R/3, sixteen
 * coefficients at a time, the same integers as the portable ../mod3.c.
 *
 * a lies in [-(q-1)/2, (q-1)/2], so y = 3a lies in [-3(q-1)/2, 3(q-1)/2],
 * inside int16 for every q < 21846 (the largest is 7879, asserted below).  The
 * centered residue of y mod q, which ntrup_fq_freeze returns, is y - q if
 * y > (q-1)/2, y + q if y < -(q-1)/2, else y: one masked step each way brings
 * |y| <= 3(q-1)/2 into [-(q-1)/2, (q-1)/2].  Its residue mod 3 is round.c's
 * Barrett step with v = round(2^16 / 3) (see round.c's AVX2 twin): x - 3t,
 * t = vpmulhw(x, v) + (vpmullw(x, v) >> 15 logical), ntrup_f3_freeze's
 * integer for every int16 x.  The words, in {-1, 0, 1}, are packed to bytes
 * with signed saturation (exact) and the lanes put back in order. */
#include <immintrin.h>

#include "../arith.h"
#include "arith/barrett.h"
#include "kernels_avx2.h"

void NTRUP_NS(r3_from_rq3_avx2)(int8_t *e, const int16_t *a) {
    const __m256i q = _mm256_set1_epi16(NTRUP_Q), hi = _mm256_set1_epi16(NTRUP_Q12),
                  lo = _mm256_set1_epi16(-NTRUP_Q12), v = _mm256_set1_epi16(PQPOLY_BARRETT16_VR(3));
    int i = 0;
    _Static_assert(3 * NTRUP_Q12 <= 32767, "r3_from_rq3: 3a fits int16");
    _Static_assert(PQPOLY_BARRETT16_SHIFT(3) == 16, "r3_from_rq3: the rounding Barrett of q = 3 has s = 16");
    for (; i + 32 <= NTRUP_P; i += 32) {
        __m256i r[2];
        for (int h = 0; h < 2; h++) {
            __m256i x = _mm256_loadu_si256((const __m256i *)(a + i + 16 * h)), t;
            x = _mm256_add_epi16(x, _mm256_add_epi16(x, x));
            x = _mm256_sub_epi16(x, _mm256_and_si256(q, _mm256_cmpgt_epi16(x, hi)));
            x = _mm256_add_epi16(x, _mm256_and_si256(q, _mm256_cmpgt_epi16(lo, x)));
            t = _mm256_add_epi16(_mm256_mulhi_epi16(x, v), _mm256_srli_epi16(_mm256_mullo_epi16(x, v), 15));
            r[h] = _mm256_sub_epi16(x, _mm256_add_epi16(t, _mm256_add_epi16(t, t)));
        }
        /* packs interleaves the 128-bit lanes: r0 lo, r1 lo, r0 hi, r1 hi */
        _mm256_storeu_si256((__m256i *)(e + i),
                            _mm256_permute4x64_epi64(_mm256_packs_epi16(r[0], r[1]), 0xD8));
    }
    for (; i < NTRUP_P; i++) /* the last p mod 32 coefficients, as ../mod3.c */
        e[i] = ntrup_f3_freeze(ntrup_fq_freeze(3 * (int32_t)a[i]));
}
