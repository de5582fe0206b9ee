/* The lane-for-lane sweep of test_barrett_avx2.c, compiled with -mavx2 and
 * called only after the CPU check. */
#include "arith/avx2/barrett16x16.h"
#include "arith/barrett.h"

long barrett_avx2_sweep(int16_t q, int16_t a, int16_t b, int16_t y);

long barrett_avx2_sweep(int16_t q, int16_t a, int16_t b, int16_t y) {
    const int64_t v = PQPOLY_BARRETT_SCALAR16_V(q);
    const int32_t X = PQPOLY_BARRETT_MULSUB16_IN_MAX(q), bound = PQPOLY_BARRETT_MULSUB16_OUT_BOUND(q, X);
    int16_t ap = pqpoly_barrett_scalar16(a, v), bp = pqpoly_barrett_scalar16(b, v);
    __m256i va = _mm256_set1_epi16(a), vap = _mm256_set1_epi16(ap), vb = _mm256_set1_epi16(b);
    __m256i vbp = _mm256_set1_epi16(bp), vy = _mm256_set1_epi16(y), vq = _mm256_set1_epi16(q);
    long bad = 0;
    for (int32_t x0 = -X; x0 <= X; x0 += 16) {
        int16_t xs[16], rs[16];
        for (int l = 0; l < 16; l++) xs[l] = (int16_t)(x0 + l <= X ? x0 + l : X);
        _mm256_storeu_si256((__m256i *)rs, pqpoly_barrett_mulsub16x16(va, vap, _mm256_loadu_si256((const __m256i *)xs),
                                                                     vb, vbp, vy, vq));
        for (int l = 0; l < 16; l++) {
            int16_t s = pqpoly_barrett_mulsub16(a, ap, xs[l], b, bp, y, q);
            int32_t want = ((int32_t)a * xs[l] - (int32_t)b * y) % q, got = rs[l] % q;
            bad += rs[l] != s || rs[l] > bound || rs[l] < -bound || (want - got) % q != 0;
        }
    }
    return bad;
}

