/* src/arith/avx2/kred.h against the scalar K-RED and K-RED-2x
 * (src/arith/kred.h), lane for lane, over EVERY int32 input for q = 12289 =
 * 3 2^12 + 1 (the NewHope NTTs), and every 7th int32 for 3329 = 13 2^8 + 1
 * (7681 = 15 2^9 + 1 is excluded: 15^2 511 exceeds the 16-bit products); equality with
 * the scalar routine carries its ranges (proved by tests/arith/test_kred.c)
 * to the lanes.  SKIPPED (77) on a CPU without AVX2. */
#include <stdint.h>
#include <stdio.h>

#include "arith/avx2/kred.h"

static const struct {
    int32_t k;
    int m, stride;
} mods[] = {{3, 12, 1}, {13, 8, 7}};

_Static_assert(PQPOLY_KRED_X8_OK(3, 12) && PQPOLY_KRED_X8_OK(13, 8) && !PQPOLY_KRED_X8_OK(15, 9),
               "16-bit products exact");

int main(void) {
    __builtin_cpu_init();
    if (!__builtin_cpu_supports("avx2")) {
        printf("SKIPPED: no AVX2\n");
        return 77;
    }
    for (unsigned t = 0; t < sizeof mods / sizeof mods[0]; t++) {
        int32_t k = mods[t].k;
        int m = mods[t].m;
        __m256i k32 = _mm256_set1_epi32(k), kk32 = _mm256_set1_epi32(k * k);
        __m256i mask = _mm256_set1_epi32((1 << m) - 1);
        int32_t sd = mods[t].stride;
        __m256i step = _mm256_set1_epi32(8 * sd);
        __m256i c = _mm256_setr_epi32(0, sd, 2 * sd, 3 * sd, 4 * sd, 5 * sd, 6 * sd, 7 * sd);
        uint64_t bad = 0;
        /* 2^29 vectors of 8 values cover every int32 once (stride 1) or
         * every residue class of the stride mod 2^32 (odd stride) */
        for (uint64_t i = 0; i < (1ull << 29) / (uint64_t)sd; i++) {
            _Alignas(32) int32_t in[8], d1[8], d2[8];
            _mm256_store_si256((__m256i *)in, c);
            _mm256_store_si256((__m256i *)d1, pqpoly_kred16_x8(c, k32, mask, m));
            _mm256_store_si256((__m256i *)d2, pqpoly_kred2x16_x8(c, k32, kk32, mask, m));
            for (int l = 0; l < 8; l++)
                bad += (uint64_t)(d1[l] != pqpoly_kred16(in[l], k, m)) + (uint64_t)(d2[l] != pqpoly_kred2x16(in[l], k, m));
            c = _mm256_add_epi32(c, step);
        }
        if (bad != 0) {
            printf("FAIL k=%d m=%d: %llu lanes differ\n", (int)k, m, (unsigned long long)bad);
            return 1;
        }
        printf("k=%d m=%d: all 2^32/%d inputs agree\n", (int)k, m, (int)sd);
    }
    return 0;
}
