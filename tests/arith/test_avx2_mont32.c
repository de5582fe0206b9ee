/* pqpoly_montgomery_mul32_x8 (src/arith/avx2/montgomery.h) against the
 * scalar pqpoly_montgomery_mul32, lane by lane: for q' = 6984193 (goodthomas)
 * and q = 8380417, 3329, every b at both ends of (-q, q) and around 0 against
 * a at both ends of int32 and around 0, then 2^20 random (a, b) with a b in
 * the input range [-q 2^31, q 2^31 - 1], and the result within
 * [PQPOLY_MONT32_OUT_LO, PQPOLY_MONT32_OUT_HI] of a b.  And
 * pqpoly_montgomery_reduce16_x8 against pqpoly_montgomery_reduce16 for
 * the NTRU Prime moduli 4591, 4621, 5167 and 3329: both ends of the input
 * range [-q 2^15, q 2^15 - 1] and every a within 2^16 of 0 and of each end,
 * then 2^20 random a in the range, with the result within
 * [PQPOLY_MONT16_OUT_LO, PQPOLY_MONT16_OUT_HI] of a.  Compiled with -mavx2;
 * exit 77 (SKIPPED) on a CPU without AVX2. */
#include <immintrin.h>
#include <stdio.h>

#include "arith/avx2/montgomery.h"
#include "pqpoly/impl.h"

static int failures;
static long long compared;
static uint64_t rng = 0x9e3779b97f4a7c15ull;
static uint64_t next(void) { /* xorshift64*: test data only */
    rng ^= rng >> 12;
    rng ^= rng << 25;
    rng ^= rng >> 27;
    return rng * 0x2545f4914f6cdd1dull;
}

static void check8(const int32_t *a, const int32_t *b, int32_t q) {
    int32_t qinv = PQPOLY_MONT32_QINV(q), r[8];
    __m256i va = _mm256_loadu_si256((const __m256i *)(const void *)a);
    __m256i vb = _mm256_loadu_si256((const __m256i *)(const void *)b);
    _mm256_storeu_si256((__m256i *)(void *)r, pqpoly_montgomery_mul32_x8(va, vb, _mm256_set1_epi32(qinv),
                                                                      _mm256_set1_epi32(q)));
    for (int i = 0; i < 8; i++) {
        int64_t ab = (int64_t)a[i] * b[i];
        int32_t want = pqpoly_montgomery_mul32(a[i], b[i], q, qinv);
        compared++;
        if (r[i] != want || r[i] < PQPOLY_MONT32_OUT_LO(q, ab) || r[i] > PQPOLY_MONT32_OUT_HI(q, ab)) {
            if (failures++ < 20) printf("FAIL q=%d a=%d b=%d: vector %d, scalar %d\n", q, a[i], b[i], r[i], want);
        }
    }
}

static void modulus(int32_t q) {
    int32_t edges_b[] = {-(q - 1), -(q - 2), -(q / 2), -1, 0, 1, q / 2, q - 2, q - 1, 12345 % q};
    int32_t edges_a[] = {INT32_MIN, INT32_MIN + 1, -q, -1, 0, 1, q, INT32_MAX - 1, INT32_MAX, -7};
    int32_t a[8], b[8];
    for (int i = 0; i < 10; i++)
        for (int j = 0; j < 10; j++) {
            for (int l = 0; l < 8; l++) {
                a[l] = edges_a[(j + l) % 10];
                b[l] = edges_b[i];
            }
            check8(a, b, q);
        }
    for (int n = 0; n < (1 << 17); n++) {
        for (int l = 0; l < 8; l++) {
            b[l] = (int32_t)(next() % (uint64_t)(2 * q - 1)) - (q - 1);
            a[l] = (int32_t)(uint32_t)next();
        }
        check8(a, b, q);
    }
}

static void check8_r16(const int32_t *a, int16_t q) {
    int16_t qinv = PQPOLY_MONT16_QINV(q);
    int32_t r[8];
    __m256i va = _mm256_loadu_si256((const __m256i *)(const void *)a);
    _mm256_storeu_si256((__m256i *)(void *)r, pqpoly_montgomery_reduce16_x8(va, _mm256_set1_epi16(qinv),
                                                                              _mm256_set1_epi32(q)));
    for (int i = 0; i < 8; i++) {
        int32_t want = pqpoly_montgomery_reduce16(a[i], q, qinv);
        compared++;
        if (r[i] != want || r[i] < PQPOLY_MONT16_OUT_LO(q, a[i]) || r[i] > PQPOLY_MONT16_OUT_HI(q, a[i])) {
            if (failures++ < 20) printf("FAIL reduce16 q=%d a=%d: vector %d, scalar %d\n", q, a[i], r[i], want);
        }
    }
}

static void modulus16(int16_t q) {
    int32_t lo = -(int32_t)q * 32768, hi = (int32_t)q * 32768 - 1, a[8];
    int32_t starts[3] = {lo, -65536, hi - 65535};
    for (int s = 0; s < 3; s++)
        for (int32_t x = starts[s]; x < starts[s] + 65536 + (s == 1 ? 65536 : 0); x += 8) {
            for (int l = 0; l < 8; l++) a[l] = x + l;
            check8_r16(a, q);
        }
    for (int n = 0; n < (1 << 17); n++) {
        for (int l = 0; l < 8; l++) a[l] = lo + (int32_t)(next() % (uint64_t)((int64_t)hi - lo + 1));
        check8_r16(a, q);
    }
}

int main(void) {
    if (!(pqpoly_cpu_isa() & PQPOLY_ISA_X86_AVX2)) {
        printf("SKIPPED: CPU without AVX2\n");
        return 77;
    }
    modulus(6984193);
    modulus(8380417);
    modulus(3329);
    modulus16(4591);
    modulus16(4621);
    modulus16(5167);
    modulus16(3329);
    printf("arith_avx2_mont32: %lld lanes compared\n%d passed, %d failed\n", compared, failures ? 0 : 1,
           failures ? 1 : 0);
    return failures ? 1 : 0;
}
