/* The building blocks of one NTRU Prime set (compiled once per set given by
 * -DPQPOLY_PARAMS_<SET>, see tests.cmake) against direct definitions:
 *  - sorting network vs qsort (int32 and uint32, all n up to 1300 in steps);
 *  - ntrup_f3_freeze exhaustively over |x| < 2^14 (its contract), ntrup_fq_freeze exhaustively
 *    over |x| < 2^25 and at random up to 2^31, against % arithmetic;
 *  - pqpoly_ntruprime_recip(m) = floor(2^32 / m) by its definition
 *    (v m <= 2^32 < (v + 1) m) for every m < 2^16, near every power of two,
 *    at 2^32 - 1 and at random;
 *  - mixed-radix codec: decode(encode(R)) = R for R/q and Rounded vectors and
 *    for random radix lists, output length = the published byte counts,
 *    and any byte string decodes to values below the radices;
 *  - Small encoding round trip and the folding of the unused code;
 *  - Short_fromlist gives exactly w nonzero ternary coefficients;
 *  - inverses: (1/g)*g = 1 in R/3 and (1/(3f))*3f = 1 in R/q by schoolbook
 *    products written here, and the failure result for non-invertible input. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ring/ntrup/arith.h"
#include "ring/ntrup/encode.h"
#include "kem/ntruprime/internal.h"
#if NTRUP_LPR
#include "kem/ntruprime/lpr.h"
#endif
#include "ring/ntrup/sort.h"
#include "pqpoly/random.h"

#define P NTRUP_P
#define Q NTRUP_Q

static int failures;
#define CHECK(cond, ...)                     \
    do {                                     \
        if (!(cond)) {                       \
            printf("FAIL " __VA_ARGS__);     \
            printf("\n");                    \
            failures++;                      \
        }                                    \
    } while (0)

static uint64_t rng_state = 0x9e3779b97f4a7c15u;
static uint32_t rnd32(void) { /* xorshift64*: test data only */
    rng_state ^= rng_state >> 12;
    rng_state ^= rng_state << 25;
    rng_state ^= rng_state >> 27;
    return (uint32_t)((rng_state * 2685821657736338717u) >> 32);
}

static int cmp_i32(const void *a, const void *b) {
    int32_t x = *(const int32_t *)a, y = *(const int32_t *)b;
    return (x > y) - (x < y);
}
static int cmp_u32(const void *a, const void *b) {
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return (x > y) - (x < y);
}

static void test_sort(void) {
    static int32_t a[1300], b[1300];
    static uint32_t c[1300], d[1300];
    for (size_t n = 0; n <= 1300; n += (n < 70 ? 1 : 37)) {
        for (size_t i = 0; i < n; i++) {
            uint32_t r = rnd32();
            /* mix extremes, duplicates and arbitrary values */
            a[i] = (int32_t)(r % 5 == 0 ? (rnd32() & 1 ? INT32_MIN : INT32_MAX) : (r % 5 == 1 ? (int32_t)(r % 7) : (int32_t)rnd32()));
            c[i] = (uint32_t)a[i];
        }
        memcpy(b, a, n * sizeof a[0]);
        memcpy(d, c, n * sizeof c[0]);
        pqpoly_ntruprime_sort_int32(a, n);
        pqpoly_ntruprime_sort_uint32(c, n);
        if (n) qsort(b, n, sizeof b[0], cmp_i32);
        if (n) qsort(d, n, sizeof d[0], cmp_u32);
        CHECK(memcmp(a, b, n * sizeof a[0]) == 0, "sort_int32 n=%zu", n);
        CHECK(memcmp(c, d, n * sizeof c[0]) == 0, "sort_uint32 n=%zu", n);
    }
}

static int32_t centered_mod(int64_t x, int32_t m) {
    int64_t r = x % m;
    if (r < 0) r += m;
    if (r > (m - 1) / 2) r -= m;
    return (int32_t)r;
}

static void test_freeze(void) {
    int bad3 = 0, badq = 0;
    for (int32_t x = -16383; x <= 16383; x++)
        bad3 += ntrup_f3_freeze(x) != centered_mod(x, 3);
    for (int32_t x = -(1 << 25); x <= (1 << 25); x++) badq += ntrup_fq_freeze(x) != centered_mod(x, Q);
    for (int i = 0; i < 1000000; i++) {
        int32_t x = (int32_t)rnd32();
        if (x == INT32_MIN) continue;
        badq += ntrup_fq_freeze(x) != centered_mod(x, Q);
    }
    badq += ntrup_fq_freeze(INT32_MAX) != centered_mod(INT32_MAX, Q);
    badq += ntrup_fq_freeze(-INT32_MAX) != centered_mod(-INT32_MAX, Q);
    CHECK(bad3 == 0, "f3_freeze: %d wrong", bad3);
    CHECK(badq == 0, "fq_freeze: %d wrong", badq);
}

/* 1 if v = floor(2^32 / m), by v m <= 2^32 < (v + 1) m in 128-bit-free form. */
static int is_recip(uint64_t v, uint32_t m) {
    const uint64_t two32 = (uint64_t)1 << 32;
    return v <= two32 && v * m <= two32 && two32 - v * m < m;
}

static void test_ntruprime_recip(void) {
    int bad = 0;
    for (uint32_t m = 1; m < 65536; m++) bad += !is_recip(pqpoly_ntruprime_recip(m), m);
    for (int b = 1; b < 32; b++)
        for (int d = -3; d <= 3; d++) {
            uint32_t m = (uint32_t)(((uint64_t)1 << b) + (uint64_t)(int64_t)d);
            if (m != 0) bad += !is_recip(pqpoly_ntruprime_recip(m), m);
        }
    bad += !is_recip(pqpoly_ntruprime_recip(UINT32_MAX), UINT32_MAX);
    for (int t = 0; t < 100000; t++) {
        uint32_t m = rnd32() >> (t % 32);
        if (m != 0) bad += !is_recip(pqpoly_ntruprime_recip(m), m);
    }
    CHECK(bad == 0, "ntruprime_recip: %d wrong", bad);
}

static void test_codec(void) {
    static uint16_t R[P], M[P], R2[P];
    static uint8_t s[4 * P];
    static int16_t r[P], r2[P];
    for (int t = 0; t < 50; t++) {
        uint16_t m = t & 1 ? (uint16_t)Q : (uint16_t)((Q + 2) / 3);
        size_t want = t & 1 ? NTRUP_RQ_BYTES : NTRUP_ROUNDED_BYTES, n, n2;
        for (int i = 0; i < P; i++) {
            M[i] = m;
            R[i] = (uint16_t)(t < 2 ? (t & 1 ? 0u : m - 1u) : rnd32() % m); /* extremes first */
        }
        n = pqpoly_ntruprime_encode(s, R, M, P);
        n2 = pqpoly_ntruprime_decode(R2, s, M, P);
        CHECK(n == want && n2 == want, "codec M=%u: %zu/%zu bytes, expected %zu", m, n, n2, want);
        CHECK(memcmp(R, R2, sizeof R) == 0, "codec M=%u: round trip", m);
        /* random bytes decode to values below M */
        for (size_t i = 0; i < want; i++) s[i] = (uint8_t)rnd32();
        pqpoly_ntruprime_decode(R2, s, M, P);
        for (int i = 0; i < P; i++) CHECK(R2[i] < m, "codec M=%u: decoded %u", m, R2[i]);
    }
    /* arbitrary radix lists of every short length */
    for (size_t len = 1; len < 80; len++) {
        for (int t = 0; t < 20; t++) {
            for (size_t i = 0; i < len; i++) {
                M[i] = (uint16_t)(1 + rnd32() % (t < 10 ? 16383 : 300));
                R[i] = (uint16_t)(rnd32() % M[i]);
            }
            size_t n = pqpoly_ntruprime_encode(s, R, M, len);
            size_t n2 = pqpoly_ntruprime_decode(R2, s, M, len);
            CHECK(n == n2 && memcmp(R, R2, len * sizeof R[0]) == 0, "codec len=%zu trial %d", len, t);
        }
    }
    /* the scheme-level wrappers */
    for (int i = 0; i < P; i++) r[i] = (int16_t)(3 * (int32_t)(rnd32() % ((Q + 2) / 3)) - NTRUP_Q12);
    NTRUP_NS(rounded_encode)(s, r);
    NTRUP_NS(rounded_decode)(r2, s);
    CHECK(memcmp(r, r2, sizeof r) == 0, "Rounded round trip");
    for (int i = 0; i < P; i++) r[i] = (int16_t)((int32_t)(rnd32() % Q) - NTRUP_Q12);
    NTRUP_NS(rq_encode)(s, r);
    NTRUP_NS(rq_decode)(r2, s);
    CHECK(memcmp(r, r2, sizeof r) == 0, "R/q round trip");
}

static void test_small(void) {
    int8_t f[P], f2[P];
    uint8_t s[NTRUP_SMALL_BYTES];
    for (int i = 0; i < P; i++) f[i] = (int8_t)((int32_t)(rnd32() % 3) - 1);
    NTRUP_NS(small_encode)(s, f);
    NTRUP_NS(small_decode)(f2, s);
    CHECK(memcmp(f, f2, sizeof f) == 0, "Small round trip");
    memset(s, 0xff, sizeof s); /* every code 3 */
    NTRUP_NS(small_decode)(f2, s);
    for (int i = 0; i < P; i++) CHECK(f2[i] == -1, "Small code 3 at %d gave %d", i, f2[i]);
}

static void test_short(void) {
    uint32_t L[P];
    int8_t out[P];
    pqpoly_ntrup_backend B;
    CHECK(NTRUP_NS(backend_pick)(&B) == 0, "backend_pick");
    for (int t = 0; t < 100; t++) {
        int weight = 0, ternary = 1;
        for (int i = 0; i < P; i++) L[i] = t == 0 ? 0 : (t == 1 ? 0xffffffffu : rnd32());
        NTRUP_NS(short_fromlist)(&B, out, L);
        for (int i = 0; i < P; i++) {
            weight += out[i] != 0;
            ternary &= out[i] >= -1 && out[i] <= 1;
        }
        CHECK(weight == NTRUP_W && ternary, "Short_fromlist trial %d: weight %d", t, weight);
        CHECK(NTRUP_NS(weightw_mask)(out) == 0, "weightw_mask of a Short element");
    }
    out[0] = (int8_t)(out[0] == 0); /* weight w +- 1 */
    CHECK(NTRUP_NS(weightw_mask)(out) == -1, "weightw_mask of a wrong weight");
}

#if NTRUP_LPR
/* Top maps R/q into [0, 15]; Right(Top(C)) lies within the rounding error
 * of C (checked as at most q/16 + 1);
 * Inputs and Top encodings round trip; Generator is centered. */
static void test_lpr(void) {
    int8_t T[NTRUP_I], T2[NTRUP_I], r[NTRUP_I], r2[NTRUP_I];
    uint8_t s[NTRUP_TOP_BYTES], seed[32];
    int16_t G[P];
    int worst = 0;
    pqpoly_ntrup_backend B;
    CHECK(NTRUP_NS(backend_pick)(&B) == 0, "backend_pick");
    for (int32_t c = -NTRUP_Q12; c <= NTRUP_Q12; c++) {
        int8_t t = NTRUP_NS(top)((int16_t)c);
        int d;
        CHECK(t >= 0 && t <= 15, "Top(%d) = %d", c, t);
        d = centered_mod((int64_t)NTRUP_NS(right)(t) - c, Q);
        if (d < 0) d = -d;
        if (d > worst) worst = d;
    }
    CHECK(worst <= Q / 16 + 1, "Right(Top(C)) off by %d", worst);
    for (int i = 0; i < NTRUP_I; i++) {
        T[i] = (int8_t)(rnd32() & 15);
        r[i] = (int8_t)(rnd32() & 1);
    }
    NTRUP_NS(top_encode)(s, T);
    NTRUP_NS(top_decode)(T2, s);
    CHECK(memcmp(T, T2, sizeof T) == 0, "Top encoding round trip");
    NTRUP_NS(inputs_encode)(s, r);
    NTRUP_NS(inputs_decode)(r2, s);
    CHECK(memcmp(r, r2, sizeof r) == 0, "Inputs encoding round trip");
    for (int i = 0; i < 32; i++) seed[i] = (uint8_t)i;
    CHECK(NTRUP_NS(generator)(&B, G, seed) == 0, "Generator failed");
    for (int i = 0; i < P; i++) CHECK(G[i] >= -NTRUP_Q12 && G[i] <= NTRUP_Q12, "Generator range");
}
#else
/* c = a*b mod (x^p - x - 1, m), schoolbook, plain % arithmetic. */
static void ref_mul(int32_t *c, const int32_t *a, const int32_t *b, int32_t m) {
    static int64_t t[2 * P];
    memset(t, 0, sizeof t);
    for (int i = 0; i < P; i++)
        for (int j = 0; j < P; j++) t[i + j] += (int64_t)a[i] * b[j];
    for (int i = 2 * P - 2; i >= P; i--) {
        t[i - P] += t[i];
        t[i - P + 1] += t[i];
    }
    for (int i = 0; i < P; i++) c[i] = centered_mod(t[i], m);
}

static void test_recip(void) {
    static int8_t g[P], gi[P];
    static int16_t fi[P];
    static int32_t a[P], b[P], c[P];
    int inv3 = 0;
    for (int t = 0; t < 40; t++) {
        int rc;
        for (int i = 0; i < P; i++) g[i] = (int8_t)((int32_t)(rnd32() % 3) - 1);
        rc = NTRUP_NS(r3_recip)(gi, g);
        if (rc == 0) {
            inv3++;
            for (int i = 0; i < P; i++) {
                a[i] = g[i];
                b[i] = gi[i];
            }
            ref_mul(c, a, b, 3);
            for (int i = 0; i < P; i++) CHECK(c[i] == (i == 0), "R/3: g * (1/g) coefficient %d = %d", i, c[i]);
        }
        rc = NTRUP_NS(rq_recip3)(fi, g);
        CHECK(rc == 0, "R/q: small g not invertible");
        for (int i = 0; i < P; i++) {
            a[i] = 3 * g[i];
            b[i] = fi[i];
            CHECK(fi[i] >= -NTRUP_Q12 && fi[i] <= NTRUP_Q12, "R/q inverse out of range");
        }
        ref_mul(c, a, b, Q);
        for (int i = 0; i < P; i++) CHECK(c[i] == (i == 0), "R/q: 3g * 1/(3g) coefficient %d = %d", i, c[i]);
    }
    CHECK(inv3 > 0, "no invertible element in R/3 among 40 random ones");
    memset(g, 0, sizeof g);
    CHECK(NTRUP_NS(r3_recip)(gi, g) == -1, "R/3: 0 reported invertible");
    CHECK(NTRUP_NS(rq_recip3)(fi, g) == -1, "R/q: 0 reported invertible");
    /* and the unit 1 inverts to itself */
    g[0] = 1;
    CHECK(NTRUP_NS(r3_recip)(gi, g) == 0 && gi[0] == 1, "R/3: 1/1");
}
#endif

int main(void) {
    test_sort();
    test_freeze();
    test_ntruprime_recip();
    test_codec();
    test_small();
    test_short();
#if NTRUP_LPR
    test_lpr();
#else
    test_recip();
#endif
    printf("%s %s parts: %d failures\n", failures ? "FAIL" : "ok  ", NTRUP_NAME_STR, failures);
    return failures ? 1 : 0;
}
