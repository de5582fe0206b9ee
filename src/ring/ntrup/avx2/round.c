/* AVX2 Round (the round3 kernel, backend.h): each R/q coefficient to the
 * nearest multiple of 3, sixteen at a time.
 *
 * The portable round.c returns a - ntrup_f3_freeze(a) with ntrup_f3_freeze(a)
 * = a - 3t, t = floor((a v + 2^15) / 2^16), v = round(2^16 / 3) = 21845
 * (pqpoly_barrett_round16 with s = 16, src/arith/barrett.h), i.e. 3t modulo
 * 2^16.  Here a v = hi 2^16 + lo with hi = vpmulhw(a, v) and lo = vpmullw(a, v)
 * read unsigned, so t = hi + (lo >= 2^15) = hi + (lo >> 15 logical): the same
 * integer for every int16 a. */
#include <immintrin.h>

#include "arith/barrett.h"
#include "kernels_avx2.h"

void NTRUP_NS(round_avx2)(int16_t *out, const int16_t *a) {
    const __m256i v = _mm256_set1_epi16(PQPOLY_BARRETT16_VR(3));
    int i = 0;
    _Static_assert(PQPOLY_BARRETT16_SHIFT(3) == 16, "Round: the rounding Barrett of q = 3 has s = 16");
    for (; i + 16 <= NTRUP_P; i += 16) {
        __m256i x = _mm256_loadu_si256((const __m256i *)(a + i));
        __m256i t = _mm256_add_epi16(_mm256_mulhi_epi16(x, v), _mm256_srli_epi16(_mm256_mullo_epi16(x, v), 15));
        _mm256_storeu_si256((__m256i *)(out + i), _mm256_add_epi16(t, _mm256_add_epi16(t, t)));
    }
    for (; i < NTRUP_P; i++) { /* the last p mod 16 coefficients, as round.c */
        int32_t t = ((int32_t)a[i] * PQPOLY_BARRETT16_VR(3) + (1 << 15)) >> 16;
        out[i] = (int16_t)(3 * t);
    }
}
