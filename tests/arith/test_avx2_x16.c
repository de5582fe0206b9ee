/* The AVX2 twins of the 16-bit reductions (src/arith/avx2/) against the
 * scalar routines of src/arith/, lane by lane:
 *   pqpoly_montgomery_mulc16_x16: every int16 a against every constant
 *     b in (-q, q) (with its partner b q^-1), equal to pqpoly_montgomery_mul16;
 *   pqpoly_montgomery_reduce16_x16: c at both ends of [-q 2^15, q 2^15 - 1]
 *     and every 97th value between, equal to pqpoly_montgomery_reduce16;
 *   pqpoly_barrett_round16_x16: every int16 a, equal to pqpoly_barrett_round16
 *     (default shift);
 *   pqpoly_plantard_mulc16_x16: every int16 a against every b in (-q, q):
 *     congruent to pqpoly_plantard_mulc16, equal to it but for the stated
 *     wrap (scalar (q-1)/2, vector -(q+1)/2), within the paper's range;
 *   pqpoly_plantard_reduce16_x8x2: c at both ends of the input range and
 *     every 9973rd value between, congruent and within the paper's range.
 * Moduli 3329, 7681, 12289 (and the Kyber one for Plantard: alpha 3 and 2).
 * Compiled with -mavx2; exit 77 (SKIPPED) on a CPU without AVX2. */
#include <immintrin.h>
#include <inttypes.h>
#include <stdio.h>

#include "arith/avx2/barrett.h"
#include "arith/avx2/montgomery.h"
#include "arith/avx2/plantard.h"
#include "pqpoly/impl.h"

static int failures;
static void fail(const char *what, int q, long long in, int got, int want) {
    if (failures++ < 20)
        printf("FAIL %s q=%d input %lld: vector %d, scalar %d\n", what, q, in, got, want);
}

static int64_t md(int64_t x, int64_t q) { return ((x % q) + q) % q; }

/* 16 lanes a0 .. a0 + 15 (wrapping). */
static __m256i ramp(int32_t a0) {
    int16_t v[16];
    for (int i = 0; i < 16; i++) v[i] = (int16_t)(a0 + i);
    return _mm256_loadu_si256((const __m256i *)(const void *)v);
}

static void montgomery(int16_t q) {
    const int16_t qinv = PQPOLY_MONT16_QINV(q);
    for (int32_t b = -(q - 1); b <= q - 1; b++) {
        int16_t bq = (int16_t)(b * qinv);
        __m256i vb = _mm256_set1_epi16((int16_t)b), vbq = _mm256_set1_epi16(bq), vq = _mm256_set1_epi16(q);
        for (int32_t a0 = -32768; a0 < 32768; a0 += 16) {
            int16_t r[16];
            _mm256_storeu_si256((__m256i *)(void *)r, pqpoly_montgomery_mulc16_x16(ramp(a0), vb, vbq, vq));
            for (int i = 0; i < 16; i++) {
                int16_t want = pqpoly_montgomery_mul16((int16_t)(a0 + i), (int16_t)b, q, qinv);
                if (r[i] != want) fail("montgomery_mulc16_x16", q, (long long)(a0 + i) * b, r[i], want);
            }
        }
    }
    for (int64_t c0 = PQPOLY_MONT16_IN_MIN(q); c0 <= PQPOLY_MONT16_IN_MAX(q); c0 += 97) {
        int16_t lo[16], hi[16], r[16];
        int32_t c[16];
        for (int i = 0; i < 16; i++) {
            int64_t x = c0 + i;
            if (c0 + 97 > PQPOLY_MONT16_IN_MAX(q)) x = PQPOLY_MONT16_IN_MAX(q) - i; /* the top end */
            if (c0 == PQPOLY_MONT16_IN_MIN(q)) x = PQPOLY_MONT16_IN_MIN(q) + i;      /* the bottom end */
            c[i] = (int32_t)x;
            lo[i] = (int16_t)c[i];
            hi[i] = (int16_t)(c[i] >> 16);
        }
        _mm256_storeu_si256((__m256i *)(void *)r,
                            pqpoly_montgomery_reduce16_x16(_mm256_loadu_si256((const __m256i *)(const void *)lo),
                                                           _mm256_loadu_si256((const __m256i *)(const void *)hi),
                                                           _mm256_set1_epi16(qinv), _mm256_set1_epi16(q)));
        for (int i = 0; i < 16; i++) {
            int16_t want = pqpoly_montgomery_reduce16(c[i], q, qinv);
            if (r[i] != want) fail("montgomery_reduce16_x16", q, c[i], r[i], want);
        }
    }
}

static void barrett(int16_t q) {
    const int s = PQPOLY_BARRETT16_SHIFT(q);
    const int16_t v = PQPOLY_BARRETT16_VR(q);
    for (int32_t a0 = -32768; a0 < 32768; a0 += 16) {
        int16_t r[16];
        _mm256_storeu_si256((__m256i *)(void *)r,
                            pqpoly_barrett_round16_x16(ramp(a0), _mm256_set1_epi16(v),
                                                       _mm256_set1_epi16((int16_t)(1 << (31 - s))),
                                                       _mm256_set1_epi16(q)));
        for (int i = 0; i < 16; i++) {
            int16_t want = pqpoly_barrett_round16((int16_t)(a0 + i), q, v, s);
            if (r[i] != want) fail("barrett_round16_x16", q, a0 + i, r[i], want);
        }
    }
}

static void plantard(int16_t q) {
    const int alpha = PQPOLY_PLANTARD16_ALPHA(q);
    const int32_t qinv = PQPOLY_PLANTARD16_QINV(q);
    const __m256i vq = _mm256_set1_epi16(q), two = _mm256_set1_epi16((int16_t)(1 << alpha));
    long wrapped = 0;
    for (int32_t b = -(q - 1); b <= q - 1; b++) {
        int32_t bq = PQPOLY_PLANTARD16_CONST(b, q);
        __m256i lo = _mm256_set1_epi16(PQPOLY_PLANTARD16_SPLIT_LO(bq));
        __m256i hi = _mm256_set1_epi16(PQPOLY_PLANTARD16_SPLIT_HI(bq));
        for (int32_t a0 = -32768; a0 < 32768; a0 += 16) {
            int16_t r[16];
            _mm256_storeu_si256((__m256i *)(void *)r, pqpoly_plantard_mulc16_x16(ramp(a0), lo, hi, two, vq));
            for (int i = 0; i < 16; i++) {
                int16_t want = pqpoly_plantard_mulc16((int16_t)(a0 + i), bq, q, alpha);
                int ok = r[i] == want || (r[i] == want - q && want == (q - 1) / 2);
                wrapped += r[i] != want;
                if (!ok || r[i] < PQPOLY_PLANTARD_PAPER_OUT_MIN(q) || r[i] > PQPOLY_PLANTARD_PAPER_OUT_MAX(q))
                    fail("plantard_mulc16_x16", q, (long long)(a0 + i) * b, r[i], want);
            }
        }
    }
    printf("plantard_mulc16_x16 q=%d: %ld outputs wrapped to -(q+1)/2\n", q, wrapped);
    const int64_t cmin = PQPOLY_PLANTARD16_IN_MIN(q, alpha), cmax = PQPOLY_PLANTARD16_IN_MAX(q, alpha);
    for (int64_t c0 = cmin; c0 <= cmax; c0 += 9973 * 16) {
        int32_t c[16];
        int16_t r[16];
        for (int i = 0; i < 16; i++) {
            int64_t x = c0 + 9973 * i;
            if (c0 == cmin) x = cmin + i;
            if (x > cmax || c0 + 9973 * 16 > cmax) x = cmax - i;
            c[i] = (int32_t)x;
        }
        __m256i c0v = _mm256_setr_epi32(c[0], c[2], c[4], c[6], c[8], c[10], c[12], c[14]);
        __m256i c1v = _mm256_setr_epi32(c[1], c[3], c[5], c[7], c[9], c[11], c[13], c[15]);
        _mm256_storeu_si256((__m256i *)(void *)r,
                            pqpoly_plantard_reduce16_x8x2(c0v, c1v, _mm256_set1_epi32(qinv), two, vq));
        for (int i = 0; i < 16; i++) {
            int16_t want = pqpoly_plantard_reduce16(c[i], qinv, q, alpha);
            if (md(r[i] - want, q) != 0 || r[i] < PQPOLY_PLANTARD_PAPER_OUT_MIN(q) ||
                r[i] > PQPOLY_PLANTARD_PAPER_OUT_MAX(q))
                fail("plantard_reduce16_x8x2", q, c[i], r[i], want);
        }
    }
}

int main(void) {
    static const int16_t qs[] = {3329, 7681, 12289};
    if (!(pqpoly_cpu_isa() & PQPOLY_ISA_X86_AVX2)) {
        printf("SKIPPED arith_avx2_x16 (CPU lacks AVX2)\n");
        return 77;
    }
    for (size_t i = 0; i < sizeof qs / sizeof qs[0]; i++) {
        montgomery(qs[i]);
        barrett(qs[i]);
    }
    plantard(3329);
    plantard(7681);
    printf("arith_avx2_x16: %s\n", failures ? "FAILED" : "every lane equals (or is congruent to) its scalar twin");
    return failures != 0;
}
