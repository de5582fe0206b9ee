/* AVX2 constant-time sort of uint32 (the sort_u32 kernel, backend.h): a
 * bitonic sorting network [Bat68] on 8-lane vectors with vpminud/vpmaxud.
 *
 * The n values are padded with 0xffffffff to N = 2^k >= max(n, 64) and held as
 * V = N/8 vectors in a lane-major layout: element i of the network is lane
 * i / V of vector i mod V.  A compare-exchange at distance d < V is then one
 * min and one max of two whole vectors; only distances V, 2V (and the
 * mirrored first step of the last three merges) pair lanes of one vector,
 * with a fixed shuffle and blend.  The network is the all-ascending form:
 * for each block size B = 2, 4, ..., N, element i of the lower half of a
 * block is compared with its mirror i ^ (B - 1), then with i + d for
 * d = B/4, ..., 1; the smaller value always goes to the lower index.  An 8x8
 * transpose per 8 vectors writes the result back in index order.  Which
 * lanes are compared depends on n alone, never on the values: the time is
 * independent of the data.  The sorted output is unique, so it equals the
 * portable network's (sort.c) on every input.
 *
 * A length just above a power of two T (n <= T + T/2, e.g. 653 and 761 above
 * 512, 1277 above 1024) is not padded to 2T: the first T values and the
 * other n - T (padded to a power of two M <= T/2) are sorted apart and then
 * merged by the network's last merge with the comparisons against padding
 * left out (sort_split), as djbsort does for lengths that are not powers of
 * two.  The half-cleaners go through memory three levels per pass (eight
 * vectors in registers).  AVX2 (AMD EPYC), median rdtsc, interleaved with the
 * previous form (pad to 2^k, two levels per pass): n = 761 3.75k against
 * 5.15k, 1277 6.7k against 10.8k, 857..1013 4.8-4.9k against 5.0-5.1k. */
#include <immintrin.h>
#include <string.h>

#include "../sort.h"
#include "kernels_avx2.h"

#include "pqpoly/common.h"

#define SORT_MAX 2048

/* (a, b) <- (min, max) lane by lane. */
static inline void cmpx(__m256i *a, __m256i *b) {
    __m256i x = _mm256_loadu_si256(a), y = _mm256_loadu_si256(b);
    _mm256_storeu_si256(a, _mm256_min_epu32(x, y));
    _mm256_storeu_si256(b, _mm256_max_epu32(x, y));
}

/* Lane permutations l -> l ^ m. */
static inline __m256i lane_xor(__m256i a, int m) {
    switch (m) { /* m is a public constant of the network */
    case 1: return _mm256_shuffle_epi32(a, 0xB1);
    case 2: return _mm256_shuffle_epi32(a, 0x4E);
    case 3: return _mm256_shuffle_epi32(a, 0x1B);
    default: return _mm256_permutevar8x32_epi32(a, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
    }
}

/* Blend: lanes whose index has bit `bit` set from b, the others from a. */
static inline __m256i blend_bit(__m256i a, __m256i b, int bit) {
    switch (bit) {
    case 1: return _mm256_blend_epi32(a, b, 0xAA);
    case 2: return _mm256_blend_epi32(a, b, 0xCC);
    default: return _mm256_blend_epi32(a, b, 0xF0);
    }
}

/* Mirror step of a block of B = (m + 1) V elements (m = 1, 3, 7): element
 * (v, l) meets (V-1-v, l ^ m); the lower of the two is the one whose lane has
 * bit t = (m + 1) / 2 clear. */
static void mirror_lanes(__m256i *X, size_t V, int m) {
    int t = (m + 1) / 2;
    for (size_t v = 0; v < V / 2; v++) {
        __m256i a = _mm256_loadu_si256(X + v), b = lane_xor(_mm256_loadu_si256(X + V - 1 - v), m);
        __m256i mn = _mm256_min_epu32(a, b), mx = _mm256_max_epu32(a, b);
        _mm256_storeu_si256(X + v, blend_bit(mn, mx, t));
        _mm256_storeu_si256(X + V - 1 - v, lane_xor(blend_bit(mx, mn, t), m));
    }
}

/* Half-cleaner at distance j V (j = 1, 2): lanes l and l + j of each vector. */
static void cleaner_lanes(__m256i *X, size_t V, int j) {
    for (size_t v = 0; v < V; v++) {
        __m256i a = _mm256_loadu_si256(X + v), b = lane_xor(a, j);
        _mm256_storeu_si256(X + v, blend_bit(_mm256_min_epu32(a, b), _mm256_max_epu32(a, b), j));
    }
}

/* Out-of-place 8x8 transpose of 32-bit lanes: row r of the result is lane r
 * of in[0..7]. */
static inline void transpose8(__m256i out[8], const __m256i *in) {
    __m256i a[8], b[8];
    for (int i = 0; i < 4; i++) {
        __m256i x = _mm256_loadu_si256(in + 2 * i), y = _mm256_loadu_si256(in + 2 * i + 1);
        a[2 * i] = _mm256_unpacklo_epi32(x, y);
        a[2 * i + 1] = _mm256_unpackhi_epi32(x, y);
    }
    /* a[0] = x0y0 x1y1 | x4y4 x5y5 over rows 0,1; a[1] = lanes 2,3 | 6,7 ... */
    for (int i = 0; i < 2; i++) {
        b[4 * i + 0] = _mm256_unpacklo_epi64(a[4 * i + 0], a[4 * i + 2]);
        b[4 * i + 1] = _mm256_unpackhi_epi64(a[4 * i + 0], a[4 * i + 2]);
        b[4 * i + 2] = _mm256_unpacklo_epi64(a[4 * i + 1], a[4 * i + 3]);
        b[4 * i + 3] = _mm256_unpackhi_epi64(a[4 * i + 1], a[4 * i + 3]);
    }
    /* b[k] (k < 4) holds lanes k and k + 4 of rows 0..3; b[4 + k] of rows 4..7. */
    for (int k = 0; k < 4; k++) {
        out[k] = _mm256_permute2x128_si256(b[k], b[4 + k], 0x20);
        out[k + 4] = _mm256_permute2x128_si256(b[k], b[4 + k], 0x31);
    }
}

/* In registers: (a, b) <- (min, max). */
#define MINMAX(a, b)                                                                               \
    do {                                                                                           \
        __m256i t_ = _mm256_min_epu32(a, b);                                                      \
        b = _mm256_max_epu32(a, b);                                                                \
        a = t_;                                                                                    \
    } while (0)

/* The steps of block size B <= 8 (vectors), all inside each group of 8
 * consecutive vectors: the first three merges of the network. */
static void first_levels(__m256i *X, size_t V) {
    for (size_t v = 0; v < V; v += 8) {
        __m256i a[8];
        for (int i = 0; i < 8; i++) a[i] = _mm256_loadu_si256(X + v + i);
        /* B = 2 */
        MINMAX(a[0], a[1]); MINMAX(a[2], a[3]); MINMAX(a[4], a[5]); MINMAX(a[6], a[7]);
        /* B = 4: mirror, then d = 1 */
        MINMAX(a[0], a[3]); MINMAX(a[1], a[2]); MINMAX(a[4], a[7]); MINMAX(a[5], a[6]);
        MINMAX(a[0], a[1]); MINMAX(a[2], a[3]); MINMAX(a[4], a[5]); MINMAX(a[6], a[7]);
        /* B = 8: mirror, then d = 2, 1 */
        MINMAX(a[0], a[7]); MINMAX(a[1], a[6]); MINMAX(a[2], a[5]); MINMAX(a[3], a[4]);
        MINMAX(a[0], a[2]); MINMAX(a[1], a[3]); MINMAX(a[4], a[6]); MINMAX(a[5], a[7]);
        MINMAX(a[0], a[1]); MINMAX(a[2], a[3]); MINMAX(a[4], a[5]); MINMAX(a[6], a[7]);
        for (int i = 0; i < 8; i++) _mm256_storeu_si256(X + v + i, a[i]);
    }
}

/* The half-cleaners at vector distances 4, 2, 1 inside each group of 8. */
static void last_cleaners(__m256i *X, size_t V) {
    for (size_t v = 0; v < V; v += 8) {
        __m256i a[8];
        for (int i = 0; i < 8; i++) a[i] = _mm256_loadu_si256(X + v + i);
        MINMAX(a[0], a[4]); MINMAX(a[1], a[5]); MINMAX(a[2], a[6]); MINMAX(a[3], a[7]);
        MINMAX(a[0], a[2]); MINMAX(a[1], a[3]); MINMAX(a[4], a[6]); MINMAX(a[5], a[7]);
        MINMAX(a[0], a[1]); MINMAX(a[2], a[3]); MINMAX(a[4], a[5]); MINMAX(a[6], a[7]);
        for (int i = 0; i < 8; i++) _mm256_storeu_si256(X + v + i, a[i]);
    }
}

/* Two half-cleaners, at vector distances d and d/2 (d >= 16), over each
 * block of 2d vectors: four vectors at a time in registers. */
static void two_cleaners(__m256i *X, size_t V, size_t d) {
    size_t h = d / 2;
    for (size_t v = 0; v < V; v += 2 * d)
        for (size_t j = 0; j < h; j++) {
            __m256i *b = X + v + j;
            __m256i a0 = _mm256_loadu_si256(b), a1 = _mm256_loadu_si256(b + h);
            __m256i a2 = _mm256_loadu_si256(b + d), a3 = _mm256_loadu_si256(b + d + h);
            MINMAX(a0, a2); MINMAX(a1, a3);
            MINMAX(a0, a1); MINMAX(a2, a3);
            _mm256_storeu_si256(b, a0);
            _mm256_storeu_si256(b + h, a1);
            _mm256_storeu_si256(b + d, a2);
            _mm256_storeu_si256(b + d + h, a3);
        }
}

/* Three half-cleaners, at vector distances d, d/2 and d/4 (d >= 4), over
 * each block of 2d vectors: eight vectors at a time in registers. */
static void three_cleaners(__m256i *X, size_t V, size_t d) {
    size_t q = d / 4;
    for (size_t b = 0; b < V; b += 2 * d)
        for (size_t j = 0; j < q; j++) {
            __m256i a[8];
            for (int k = 0; k < 8; k++) a[k] = _mm256_loadu_si256(X + b + j + (size_t)k * q);
            MINMAX(a[0], a[4]); MINMAX(a[1], a[5]); MINMAX(a[2], a[6]); MINMAX(a[3], a[7]);
            MINMAX(a[0], a[2]); MINMAX(a[1], a[3]); MINMAX(a[4], a[6]); MINMAX(a[5], a[7]);
            MINMAX(a[0], a[1]); MINMAX(a[2], a[3]); MINMAX(a[4], a[5]); MINMAX(a[6], a[7]);
            for (int k = 0; k < 8; k++) _mm256_storeu_si256(X + b + j + (size_t)k * q, a[k]);
        }
}

/* The half-cleaners at vector distances d, d/2, ..., 1: three levels per
 * pass through memory, then two, then the last three in registers. */
static void cleaners(__m256i *X, size_t V, size_t d) {
    while (d >= 32) {
        three_cleaners(X, V, d);
        d /= 8;
    }
    while (d >= 16) {
        two_cleaners(X, V, d);
        d /= 4;
    }
    if (d == 8) {
        for (size_t v = 0; v < V; v += 16)
            for (size_t j = 0; j < 8; j++) cmpx(X + v + j, X + v + j + 8);
    }
    last_cleaners(X, V);
}

/* Sorts y[0 .. N-1] in place (N a power of two, 64 <= N <= SORT_MAX); out
 * is N words of scratch. */
static void sort_pow2(uint32_t *y, size_t N, uint32_t *out) {
    __m256i *X = (__m256i *)y;
    size_t V = N / 8, B, v, j; /* V >= 8 */
    first_levels(X, V);
    for (B = 16; B <= V; B *= 2) {
        for (v = 0; v < V; v += B)
            for (j = 0; j < B / 2; j++) cmpx(X + v + j, X + v + B - 1 - j);
        cleaners(X, V, B / 4);
    }
    /* B = 2V, 4V, 8V: the mirror and the cleaners at d >= V pair lanes. */
    for (int m = 1; m <= 7; m = 2 * m + 1) {
        mirror_lanes(X, V, m);
        for (int jl = (m + 1) / 4; jl >= 1; jl /= 2) cleaner_lanes(X, V, jl);
        cleaners(X, V, V / 2);
    }
    /* Element l V + v sits in lane l of vector v. */
    for (v = 0; v < V; v += 8) {
        __m256i t[8];
        transpose8(t, X + v);
        for (int l = 0; l < 8; l++) _mm256_storeu_si256((__m256i *)(out + (size_t)l * V + v), t[l]);
    }
    memcpy(y, out, N * sizeof y[0]);
}

/* (a lanes) <- min/max with the lanes l ^ m, the smaller value to the lane
 * whose bit `bit` (= m here) is clear: one in-vector half-cleaner level. */
static inline __m256i clean_in_vector(__m256i a, int m) {
    __m256i b = m == 4 ? _mm256_permute2x128_si256(a, a, 0x01) : lane_xor(a, m);
    return blend_bit(_mm256_min_epu32(a, b), _mm256_max_epu32(a, b), m);
}

/* The half-cleaners at distances len/2, ..., 1 on y[0 .. len-1] in index
 * order (len a power of two >= 16): three levels per pass through memory
 * while the vector distance allows, then the element distances 4, 2, 1
 * inside each vector (a lane permutation, min, max, blend). */
static void cleaners_index(uint32_t *y, size_t len) {
    __m256i *X = (__m256i *)y;
    size_t V = len / 8, d = V / 2; /* vector distance */
    for (; d >= 4; d /= 8) three_cleaners(X, V, d);
    if (d == 2)
        for (size_t b = 0; b < V; b += 4) {
            __m256i a0 = _mm256_loadu_si256(X + b), a1 = _mm256_loadu_si256(X + b + 1);
            __m256i a2 = _mm256_loadu_si256(X + b + 2), a3 = _mm256_loadu_si256(X + b + 3);
            MINMAX(a0, a2); MINMAX(a1, a3);
            MINMAX(a0, a1); MINMAX(a2, a3);
            _mm256_storeu_si256(X + b, a0);
            _mm256_storeu_si256(X + b + 1, a1);
            _mm256_storeu_si256(X + b + 2, a2);
            _mm256_storeu_si256(X + b + 3, a3);
        }
    else if (d == 1)
        for (size_t b = 0; b < V; b += 2) cmpx(X + b, X + b + 1);
    for (size_t v = 0; v < V; v++) {
        __m256i a = _mm256_loadu_si256(X + v);
        a = clean_in_vector(a, 4);
        a = clean_in_vector(a, 2);
        a = clean_in_vector(a, 1);
        _mm256_storeu_si256(X + v, a);
    }
}

/* Lanes in reverse order. */
static inline __m256i reverse8(__m256i a) { return lane_xor(a, 7); }

/* n = T + m, T the largest power of two below n and m <= T/2: the first T
 * values and the last m (padded with 0xffffffff to M, a power of two <= T/2)
 * are sorted apart, then merged by the last merge of the network for 2T
 * values with every comparison against a padding value left out (the
 * padding is the largest value and stays above index T + M): the mirror step
 * pairs i in [T - M, T) with 2T - 1 - i in [T, T + M), then the cleaners run
 * over [0, T) and over [T, T + M).  The comparisons left out are no-ops
 * whatever the values, and which are left out depends on n alone. */
static void sort_split(uint32_t *y, size_t T, size_t M, uint32_t *out) {
    __m256i *X = (__m256i *)y;
    sort_pow2(y, T, out);
    sort_pow2(y + T, M, out);
    for (size_t k = 0; k < M / 8; k++) {
        __m256i *lo = X + T / 8 - 1 - k, *hi = X + T / 8 + k;
        __m256i a = _mm256_loadu_si256(lo), b = reverse8(_mm256_loadu_si256(hi));
        _mm256_storeu_si256(lo, _mm256_min_epu32(a, b));
        _mm256_storeu_si256(hi, reverse8(_mm256_max_epu32(a, b)));
    }
    cleaners_index(y, T);
    cleaners_index(y + T, M);
}

void NTRUP_NS(sort_u32_avx2)(uint32_t *x, size_t n) {
    _Alignas(32) uint32_t buf[SORT_MAX], out[SORT_MAX];
    size_t N = 64, T = 64, M = 64, used;
    if (n < 2) return;
    if (n > SORT_MAX) { /* no set needs it; n is public */
        pqpoly_ntruprime_sort_uint32(x, n);
        return;
    }
    while (N < n) N *= 2;
    while (2 * T < n) T *= 2; /* T < n <= 2T when n > 64 */
    while (T + M < n) M *= 2;
    used = n > 64 && 2 * M <= T ? T + M : N; /* the split saves work */
    memcpy(buf, x, n * sizeof x[0]);
    for (size_t i = n; i < used; i++) buf[i] = 0xffffffffu;
    if (used == N)
        sort_pow2(buf, N, out);
    else
        sort_split(buf, T, M, out);
    memcpy(x, buf, n * sizeof x[0]);
    pqpoly_memzero(buf, used * sizeof buf[0]);
    pqpoly_memzero(out, T * sizeof out[0] > N * sizeof out[0] ? T * sizeof out[0] : N * sizeof out[0]);
}
