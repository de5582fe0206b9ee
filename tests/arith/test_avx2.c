/* The AVX2 twins of src/arith/avx2/ (montgomery.h, barrett.h, center.h)
 * against their scalar routines, lane by lane: each AVX2 routine must return
 * exactly the integer of the scalar routine whose bounds it inherits
 * (tests/arith/test_montgomery.c, test_barrett.c, test_center.c prove those),
 * and within the same bound macro.
 *   pqpoly_montgomery_pre16_x16: every int16 b, each modulus's qinv;
 *   pqpoly_montgomery_mulc16_x16: every int16 a against every centered
 *     constant b of 7681 and 10753 (the NTT primes, step 1) and of the six
 *     NTRU Prime moduli (step 7, plus both ends), and random int16 pairs
 *     with |b| < q;
 *   pqpoly_montgomery_mul16_x16: the same a and b, both run-time operands;
 *   pqpoly_barrett_round16_x16 (s = 26): every int16 a, each modulus;
 *   pqpoly_barrett_round16_s15_x16: every int16 a, q = 3 (the R/3 fold);
 *   pqpoly_center32_x16: every |a| < q, each modulus.
 *   pqpoly_center32_low_x16: every |a| < q, each modulus.
 * Exit 77 (SKIPPED) on a CPU without AVX2. */
#include <immintrin.h>
#include <stdio.h>
#include <stdlib.h>

#include "arith/avx2/barrett.h"
#include "arith/avx2/center.h"
#include "arith/avx2/montgomery.h"
#include "arith/barrett.h"
#include "arith/center.h"
#include "arith/montgomery.h"
#include "arith_check.h"

static const int16_t qs[] = {7681, 10753, 4591, 4621, 5167, 6343, 7177, 7879};
#define NQ (sizeof qs / sizeof qs[0])

/* 16 consecutive int16 starting at a0 (wrapping). */
static __m256i run16(int32_t a0) {
    _Alignas(32) int16_t x[16];
    for (int i = 0; i < 16; i++) x[i] = (int16_t)(a0 + i);
    return _mm256_load_si256((const __m256i *)x);
}

static void lanes(int16_t out[16], __m256i v) { _mm256_storeu_si256((__m256i *)out, v); }

static void test_mont(int16_t q, int step) {
    int16_t qinv = PQPOLY_MONT16_QINV(q);
    __m256i vq = _mm256_set1_epi16(q), vqinv = _mm256_set1_epi16(qinv);
    arith_range o = ARITH_RANGE_INIT;
    uint64_t bad = 0;
    int32_t half = (q - 1) / 2;
    char name[64];
    for (int32_t b = -half; b <= half; b += (b + step > half && b != half) ? half - b : step) {
        __m256i vb = _mm256_set1_epi16((int16_t)b), vbq = pqpoly_montgomery_pre16_x16(vb, vqinv);
        int32_t bound = PQPOLY_MONT16_MULC_OUT_BOUND(q, 32768);
        for (int32_t a0 = -32768; a0 < 32768; a0 += 16) {
            int16_t r[16];
            int16_t r2[16];
            lanes(r, pqpoly_montgomery_mulc16_x16(run16(a0), vb, vbq, vq));
            lanes(r2, pqpoly_montgomery_mul16_x16(run16(a0), vb, vqinv, vq));
            for (int i = 0; i < 16; i++) {
                int16_t want = pqpoly_montgomery_mul16((int16_t)(a0 + i), (int16_t)b, q, qinv);
                arith_observe(&o, r[i]);
                if (r[i] != want || r2[i] != want || r[i] > bound || r[i] < -bound) {
                    bad++;
                    ARITH_SHOW("mont q=%d a=%d b=%d: %d, scalar %d\n", q, a0 + i, b, r[i], want);
                }
            }
        }
    }
    for (int k = 0; k < 1 << 16; k++) { /* random pairs, |b| < q */
        int16_t a[16], b[16], r[16];
        for (int i = 0; i < 16; i++) {
            a[i] = (int16_t)arith_rand_range(-32768, 32767);
            b[i] = (int16_t)arith_rand_range(-(q - 1), q - 1);
        }
        int16_t r2[16];
        __m256i vb = _mm256_loadu_si256((const __m256i *)b), va = _mm256_loadu_si256((const __m256i *)a);
        lanes(r, pqpoly_montgomery_mulc16_x16(va, vb, pqpoly_montgomery_pre16_x16(vb, vqinv), vq));
        lanes(r2, pqpoly_montgomery_mul16_x16(va, vb, vqinv, vq));
        for (int i = 0; i < 16; i++) {
            int16_t want = pqpoly_montgomery_mul16(a[i], b[i], q, qinv);
            arith_observe(&o, r[i]);
            if (r[i] != want || r2[i] != want || r[i] > q - 1 || r[i] < -(q - 1)) {
                bad++;
                ARITH_SHOW("mont q=%d a=%d b=%d: %d, scalar %d\n", q, a[i], b[i], r[i], want);
            }
        }
    }
    snprintf(name, sizeof name, "avx2 montgomery_mulc16/mul16 b/%d", step);
    arith_case(name, q, bad, &o, -(q - 1), q - 1);
}

/* The partner [b q^-1]_16 of every int16 b. */
static void test_pre(int16_t q) {
    int16_t qinv = PQPOLY_MONT16_QINV(q);
    __m256i vqinv = _mm256_set1_epi16(qinv);
    arith_range o = ARITH_RANGE_INIT;
    uint64_t bad = 0;
    for (int32_t b0 = -32768; b0 < 32768; b0 += 16) {
        int16_t r[16];
        lanes(r, pqpoly_montgomery_pre16_x16(run16(b0), vqinv));
        for (int i = 0; i < 16; i++) {
            int16_t want = pqpoly_montgomery_pre16((int16_t)(b0 + i), qinv);
            arith_observe(&o, r[i]);
            /* and the scalar against its definition: b = bq q (mod 2^16) */
            if (r[i] != want || (int16_t)(want * q) != (int16_t)(b0 + i)) {
                bad++;
                ARITH_SHOW("pre16 q=%d b=%d: %d, scalar %d\n", q, b0 + i, r[i], want);
            }
        }
    }
    arith_case("avx2 montgomery_pre16", q, bad, &o, -32768, 32767);
}

static void test_barrett26(int16_t q) {
    int16_t v = PQPOLY_BARRETT16_VR_S(q, 26);
    __m256i vq = _mm256_set1_epi16(q), vv = _mm256_set1_epi16(v), rnd = _mm256_set1_epi16(1 << (31 - 26));
    int32_t bound = PQPOLY_BARRETT16_ROUND_OUT_BOUND_S(q, 26, 32768);
    arith_range o = ARITH_RANGE_INIT;
    uint64_t bad = 0;
    for (int32_t a0 = -32768; a0 < 32768; a0 += 16) {
        int16_t r[16];
        lanes(r, pqpoly_barrett_round16_x16(run16(a0), vv, rnd, vq));
        for (int i = 0; i < 16; i++) {
            int16_t want = pqpoly_barrett_round16((int16_t)(a0 + i), q, v, 26);
            arith_observe(&o, r[i]);
            if (r[i] != want || r[i] > bound || r[i] < -bound) {
                bad++;
                ARITH_SHOW("barrett26 q=%d a=%d: %d, scalar %d\n", q, a0 + i, r[i], want);
            }
        }
    }
    arith_case("avx2 barrett_round16 s=26", q, bad, &o, -bound, bound);
}

static void test_barrett15_mod3(void) {
    int16_t v = PQPOLY_BARRETT16_VR_S(3, 15);
    __m256i vq = _mm256_set1_epi16(3), vv = _mm256_set1_epi16(v);
    int32_t bound = PQPOLY_BARRETT16_ROUND_OUT_BOUND_S(3, 15, 32768);
    arith_range o = ARITH_RANGE_INIT;
    uint64_t bad = 0;
    for (int32_t a0 = -32768; a0 < 32768; a0 += 16) {
        int16_t r[16];
        lanes(r, pqpoly_barrett_round16_s15_x16(run16(a0), vv, vq));
        for (int i = 0; i < 16; i++) {
            int16_t want = pqpoly_barrett_round16((int16_t)(a0 + i), 3, v, 15);
            arith_observe(&o, r[i]);
            if (r[i] != want || r[i] > bound || r[i] < -bound || arith_mod(r[i] - (a0 + i), 3) != 0) {
                bad++;
                ARITH_SHOW("barrett15 q=3 a=%d: %d, scalar %d\n", a0 + i, r[i], want);
            }
        }
    }
    arith_case("avx2 barrett_round16 s=15", 3, bad, &o, -bound, bound);
}

static void test_center(int16_t q) {
    __m256i vq = _mm256_set1_epi16(q), half = _mm256_set1_epi16((int16_t)((q - 1) / 2));
    arith_range o = ARITH_RANGE_INIT;
    uint64_t bad = 0;
    for (int32_t a0 = -(q - 1); a0 <= q - 1; a0 += 16) {
        int16_t r[16];
        lanes(r, pqpoly_center32_x16(run16(a0), vq, half));
        for (int i = 0; i < 16 && a0 + i <= q - 1; i++) {
            int32_t want = pqpoly_center32(a0 + i, q);
            arith_observe(&o, r[i]);
            if (r[i] != want) {
                bad++;
                ARITH_SHOW("center q=%d a=%d: %d, scalar %d\n", q, a0 + i, r[i], want);
            }
        }
    }
    arith_case("avx2 center32_x16", q, bad, &o, PQPOLY_CENTER_OUT_MIN(q), PQPOLY_CENTER_OUT_MAX(q));
}

static void test_center_low(int16_t q) {
    __m256i vq = _mm256_set1_epi16(q), top = _mm256_set1_epi16((int16_t)((q - 3) / 2));
    __m256i bottom = _mm256_set1_epi16((int16_t)(-(q + 1) / 2));
    arith_range o = ARITH_RANGE_INIT;
    uint64_t bad = 0;
    for (int32_t a0 = -(q - 1); a0 <= q - 1; a0 += 16) {
        int16_t r[16];
        lanes(r, pqpoly_center32_low_x16(run16(a0), vq, top, bottom));
        for (int i = 0; i < 16 && a0 + i <= q - 1; i++) {
            int32_t want = pqpoly_center32_low(a0 + i, q);
            arith_observe(&o, r[i]);
            /* the scalar twin is checked here too: same residue as a */
            if (r[i] != want || (r[i] - (a0 + i)) % q != 0) {
                bad++;
                ARITH_SHOW("center_low q=%d a=%d: %d, scalar %d\n", q, a0 + i, r[i], want);
            }
        }
    }
    arith_case("avx2 center32_low_x16", q, bad, &o, PQPOLY_CENTER_LOW_OUT_MIN(q), PQPOLY_CENTER_LOW_OUT_MAX(q));
}

int main(void) {
    if (!__builtin_cpu_supports("avx2")) {
        printf("SKIPPED: the CPU lacks AVX2\n");
        return 77;
    }
    for (size_t k = 0; k < NQ; k++) {
        test_pre(qs[k]);
        test_mont(qs[k], k < 2 ? 1 : 7);
        test_barrett26(qs[k]);
        test_center(qs[k]);
        test_center_low(qs[k]);
    }
    test_barrett15_mod3();
    return arith_finish();
}
