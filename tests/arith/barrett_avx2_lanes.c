/* The lane-for-lane sweep of test_barrett_avx2.c, compiled with -mavx2 and
 * called only after the CPU check. */
#include "arith/avx2/barrett.h"
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
        _mm256_storeu_si256((__m256i *)rs, pqpoly_barrett_mulsub16_x16(va, vap, _mm256_loadu_si256((const __m256i *)xs),
                                                                     vb, vbp, vy, vq));
        for (int l = 0; l < 16; l++) {
            int16_t s = pqpoly_barrett_mulsub16(a, ap, xs[l], b, bp, y, q);
            int32_t want = ((int32_t)a * xs[l] - (int32_t)b * y) % q, got = rs[l] % q;
            bad += rs[l] != s || rs[l] > bound || rs[l] < -bound || (want - got) % q != 0;
        }
    }
    return bad;
}


long barrett_avx2_mulc_sweep(int16_t q, int16_t b);
long barrett_avx2_round32_check(int16_t q, const int32_t *c, long n);

/* pqpoly_barrett_mulc16_x16 for the constant b against pqpoly_barrett_mulc16
 * over every int16 a: same integer, within the stated bound, a b mod q. */
long barrett_avx2_mulc_sweep(int16_t q, int16_t b) {
    const int16_t bbar = PQPOLY_BARRETT_MULC16_CONST(b, q);
    const int32_t bound = PQPOLY_BARRETT_MULC16_OUT_BOUND(q, 32768);
    __m256i vb = _mm256_set1_epi16(b), vbb = _mm256_set1_epi16(bbar), vq = _mm256_set1_epi16(q);
    long bad = 0;
    for (int32_t a0 = -32768; a0 < 32768; a0 += 16) {
        int16_t xs[16], rs[16];
        for (int l = 0; l < 16; l++) xs[l] = (int16_t)(a0 + l);
        _mm256_storeu_si256((__m256i *)rs,
                            pqpoly_barrett_mulc16_x16(_mm256_loadu_si256((const __m256i *)xs), vb, vbb, vq));
        for (int l = 0; l < 16; l++) {
            int16_t s = pqpoly_barrett_mulc16(xs[l], b, bbar, q);
            int32_t d = ((int32_t)xs[l] * b - rs[l]) % q;
            bad += rs[l] != s || rs[l] > bound || rs[l] < -bound || d != 0;
        }
    }
    return bad;
}

/* pqpoly_barrett_round32_x8x2 on the n (a multiple of 16) values c against
 * pqpoly_barrett_round32: lane 2j from c[16i + j], lane 2j + 1 from
 * c[16i + 8 + j]. */
long barrett_avx2_round32_check(int16_t q, const int32_t *c, long n) {
    const int32_t v = PQPOLY_BARRETT32_VR(q);
    __m256i vv = _mm256_set1_epi32(v), vq = _mm256_set1_epi16(q);
    long bad = 0;
    for (long i = 0; i < n; i += 16) {
        int16_t rs[16];
        _mm256_storeu_si256((__m256i *)rs,
                            pqpoly_barrett_round32_x8x2(_mm256_loadu_si256((const __m256i *)(c + i)),
                                                        _mm256_loadu_si256((const __m256i *)(c + i + 8)), vv, vq));
        for (int j = 0; j < 16; j++) {
            int32_t x = c[i + (j & 1) * 8 + (j >> 1)];
            int32_t s = pqpoly_barrett_round32(x, q, v, 32);
            int64_t bound = PQPOLY_BARRETT32_ROUND_OUT_BOUND(q, x < 0 ? -(int64_t)x : (int64_t)x);
            bad += rs[j] != s || rs[j] > bound || rs[j] < -bound || ((int64_t)x - rs[j]) % q != 0;
        }
    }
    return bad;
}
