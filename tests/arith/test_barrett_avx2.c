/* src/arith/avx2/barrett16x16.h against the scalar src/arith/barrett.h, lane
 * for lane: pqpoly_barrett_mulsub16x16 (the AVX2 R/q divsteps' a x - b y,
 * src/ring/ntrup/avx2/rq_recip.c) for every NTRU Prime q, every x of the lazy
 * range (-2q, 2q) spread over the sixteen lanes, a and b at the extremes
 * (+-(q-1)/2, 0, +-1) and at random canonical values, y at +-(2q - 1), 0 and
 * random; each result also against the stated bound and the residue mod q.
 * Needs AVX2: SKIPPED (77) on a CPU without it.
 * Closing line "barrett_avx2: N passed, N failed". */
#include <stdio.h>

#include <stdint.h>

/* barrett_avx2_lanes.c (-mavx2): the number of x whose lane result differs
 * from the scalar one or breaks the bound or the residue. */
long barrett_avx2_sweep(int16_t q, int16_t a, int16_t b, int16_t y);

static const int16_t qs[] = {4591, 4621, 5167, 6343, 7177, 7879};

static uint64_t rng = 0x452821e638d01377ull;
static int32_t uniform(int32_t lo, int32_t hi) {
    rng ^= rng >> 12;
    rng ^= rng << 25;
    rng ^= rng >> 27;
    return lo + (int32_t)((rng * 0x2545f4914f6cdd1dull >> 33) % (uint64_t)(hi - lo + 1));
}

int main(void) {
    int passed = 0, failed = 0;
    if (!__builtin_cpu_supports("avx2")) {
        printf("SKIPPED barrett_avx2 (CPU lacks avx2)\n");
        return 77;
    }
    for (size_t i = 0; i < sizeof qs / sizeof qs[0]; i++) {
        int16_t q = qs[i], h = (int16_t)((q - 1) / 2), Y = (int16_t)(2 * q - 1);
        const int16_t ext[] = {h, (int16_t)-h, 0, 1, -1};
        long bad = 0;
        for (int t = 0; t < 40; t++) {
            int16_t a = t < 5 ? ext[t] : (int16_t)uniform(-h, h);
            int16_t b = t < 5 ? ext[4 - t] : (int16_t)uniform(-h, h);
            int16_t ys[4] = {Y, (int16_t)-Y, 0, (int16_t)uniform(-Y, Y)};
            for (int k = 0; k < 4; k++) bad += barrett_avx2_sweep(q, a, b, ys[k]);
        }
        printf("%s mulsub16x16 q=%d equals mulsub16 lane for lane (%ld differ)\n", bad ? "FAIL" : "ok", q, bad);
        bad ? failed++ : passed++;
    }
    printf("barrett_avx2: %d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
