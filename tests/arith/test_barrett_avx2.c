/* src/arith/avx2/barrett.h against the scalar src/arith/barrett.h, lane
 * for lane: pqpoly_barrett_mulsub16_x16 (the AVX2 R/q divsteps' a x - b y,
 * src/ring/ntrup/avx2/rq_recip.c) for every NTRU Prime q, every x of the lazy
 * range (-2q, 2q) spread over the sixteen lanes, a and b at the extremes
 * (+-(q-1)/2, 0, +-1) and at random canonical values, y at +-(2q - 1), 0 and
 * random; each result also against the stated bound and the residue mod q.
 * pqpoly_barrett_mulc16_x16 (the AVX2 Kyber NTT with Barrett multiplication,
 * src/mul/avx2/kyber_ntt_barrett.c) for q = 3329, 7681, 12289: every int16 a
 * times the constants +-(q-1), +-(q-1)/2, 0, +-1 and random ones in (-q, q).
 * pqpoly_barrett_round32_x8x2 (its base multiplication's reduction) for the
 * same q on the int32 extremes, the edges +-2^26, and random int32 values.
 * Needs AVX2: SKIPPED (77) on a CPU without it.
 * Closing line "barrett_avx2: N passed, N failed". */
#include <stdio.h>

#include <stdint.h>

/* barrett_avx2_lanes.c (-mavx2): the number of x whose lane result differs
 * from the scalar one or breaks the bound or the residue. */
long barrett_avx2_sweep(int16_t q, int16_t a, int16_t b, int16_t y);
long barrett_avx2_mulc_sweep(int16_t q, int16_t b);
long barrett_avx2_round32_check(int16_t q, const int32_t *c, long n);

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
        printf("%s mulsub16_x16 q=%d equals mulsub16 lane for lane (%ld differ)\n", bad ? "FAIL" : "ok", q, bad);
        bad ? failed++ : passed++;
    }
    const int16_t mq[] = {3329, 7681, 12289};
    static int32_t c[1 << 16];
    for (size_t i = 0; i < sizeof mq / sizeof mq[0]; i++) {
        int16_t q = mq[i], h = (int16_t)((q - 1) / 2);
        const int16_t ext[] = {(int16_t)(q - 1), (int16_t)(1 - q), h, (int16_t)-h, 0, 1, -1};
        long bad = 0;
        for (int t = 0; t < 24; t++)
            bad += barrett_avx2_mulc_sweep(q, t < 7 ? ext[t] : (int16_t)uniform(1 - q, q - 1));
        printf("%s mulc16_x16 q=%d equals mulc16 for every int16 a (%ld differ)\n", bad ? "FAIL" : "ok", q, bad);
        bad ? failed++ : passed++;
        long n = 0;
        const int32_t edge[] = {INT32_MIN, INT32_MAX, INT32_MIN + 1, INT32_MAX - 1, 1 << 26, -(1 << 26),
                                (1 << 26) - 1, 1 - (1 << 26), 0, 1, -1, q, -q, q / 2, -(q / 2), q / 2 + 1, -(q / 2) - 1};
        for (size_t e = 0; e < sizeof edge / sizeof edge[0]; e++) c[n++] = edge[e];
        while (n < (1 << 16)) {
            uint32_t hi = (uint32_t)uniform(0, 0xffff), lo = (uint32_t)uniform(0, 0xffff);
            c[n] = (int32_t)((hi << 16) | lo);
            if (n & 1) c[n] >>= 5; /* every other value within the base multiplication's 2^26 */
            n++;
        }
        bad = barrett_avx2_round32_check(q, c, n);
        printf("%s round32_x8x2 q=%d equals round32 on %ld values (%ld differ)\n", bad ? "FAIL" : "ok", q, n, bad);
        bad ? failed++ : passed++;
    }
    printf("barrett_avx2: %d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
