/* NTTRU ring, complete-to-degree-3 NTT with improved Plantard arithmetic in
 * 16-lane AVX2 vectors ([HZZ+22, §3-§4], l = 16, alpha = 2): the twin of
 * src/ring/nttru/plantard.c with the same twiddles, base domain
 * D = -2^32 mod q and the lazy schedule of [HZZ+22, §4.2.3] carried to 16
 * lanes, its NTT domain in the reference's lane order
 * (src/ntt/nttru/avx2/lanes.h; the backend's order NTTRU_ORDER_LANES).
 *
 * Arithmetic (src/arith/avx2/plantard.h): a product by a 32-bit Plantard
 * constant (split in two 16-bit halves) lies in [-P, P), P = (q+1)/2 =
 * 3841, for any int16 input, so the schedule's only limit is int16:
 *   forward: in |a| <= q; each layer adds P: q + 6P = 30727 after layers
 *            384 .. 12 (384, 192, 96 on natural-order columns, 48 on a
 *            block's natural-order vectors, 24 and 12 in lanes),
 *            one reduction (a product by the constant 1) to P of the 384
 *            values to which layer 6 adds a product (the other 384 enter the
 *            products, within P whatever their input), then layers 6 and 3:
 *            out |r| <= 3P = 11523 (the twin's).
 *   base:    sums of 32-bit products (pmaddwd) reduced once per output by
 *            the 32-bit Plantard reduction (two vpmulld per 16 values;
 *            for k = 1 with b1, b2 first multiplied by +-zeta, within P):
 *            |a|, |b| <= 11523 give sums <= 3 * 11523^2 = 398e6 inside
 *            [-1.5e9, 2^31); each of the k products is within P, k <= 4
 *            sum below 4P < 2^15 and are reduced once more: out |r| <= P.
 *   inverse: in P; tops double per layer, bottoms are products (<= P): the
 *            tops of layer 12 (8P = 30728) and of layer 96 are reduced, the
 *            last layer sees 5P = 19205: out |r| <= P (the twin's).
 * The base inversion uses the Montgomery lanes of src/ntt/nttru/avx2/
 * baseinv.h: its output is the plain inverse whatever the arithmetic. */
#include <immintrin.h>

#include "arith/avx2/vec.h"
#include "arith/avx2/plantard.h"
#include "arith/avx2/montgomery.h"
#include "ring/nttru/avx2/kernels.h"
#include "ring/nttru/row.h"
#include "ntt/tables/nttru_avx2.h"
#include "ntt/tables/nttru_plantard.h"

#define P ((NTTRU_Q + 1) / 2)

static inline __m256i nttru_mulc(__m256i a, __m256i lo, __m256i hi) {
    return pqpoly_plantard_mulc16_x16(a, lo, hi, PQPOLY_BCAST16(1 << NTTRU_ALPHA), PQPOLY_BCAST16(NTTRU_Q));
}
#include "ntt/nttru/avx2/lanes.h"
#include "ntt/nttru/avx2/baseinv.h"

_Static_assert(NTTRU_Q + 6 * P < 32768, "forward before its one reduction fits int16");
_Static_assert(8 * P < 32768, "inverse tops before their reduction fit int16");
_Static_assert(5 * P < 32768, "last inverse layer input fits int16");
_Static_assert(4 * P < 32768, "a k-sum of base products fits int16");
#define BASE_IN (3 * P > NTTRU_BASE_IN ? 3 * P : NTTRU_BASE_IN)
_Static_assert((int64_t)3 * BASE_IN * BASE_IN <= PQPOLY_PLANTARD16_IN_MAX(NTTRU_Q, NTTRU_ALPHA) &&
                   -(int64_t)3 * BASE_IN * BASE_IN >= PQPOLY_PLANTARD16_IN_MIN(NTTRU_Q, NTTRU_ALPHA),
               "a base-product sum is inside the reduction's input range");

static inline __m256i bcast_lo(int32_t c) { return PQPOLY_BCAST16((int16_t)(uint16_t)(uint32_t)c); }
static inline __m256i bcast_hi(int32_t c) { /* (c - lo) / 2^16, in unsigned arithmetic */
    uint32_t lo = (uint32_t)(int32_t)(int16_t)(uint16_t)(uint32_t)c;
    return PQPOLY_BCAST16((int16_t)(uint16_t)(((uint32_t)c - lo) >> 16));
}
#define TW1(c) bcast_lo(c), bcast_hi(c)
/* The halves of zeta_k (forward) or zeta_k^-1 (inverse), k < 16, broadcast
 * from the table of pre-split halves (one instruction each). */
#define ZH (pqpoly_nttru_avx2_pl_zeta_halves)
static inline __m256i zeta_lo(int k) { return PQPOLY_BCAST16(ZH[k]); }
static inline __m256i zeta_hi(int k) { return PQPOLY_BCAST16(ZH[16 + k]); }
static inline __m256i zeta_inv_lo(int k) { return PQPOLY_BCAST16(ZH[32 + k]); }
static inline __m256i zeta_inv_hi(int k) { return PQPOLY_BCAST16(ZH[48 + k]); }
static inline __m256i red(__m256i a) { return nttru_mulc(a, TW1(NTTRU_PLANTARD_ONE)); }

/* stmt for u = 0 and u = 1, unrolled. */
#define BOTH(...)                                                                  \
    do {                                                                           \
        _Pragma("GCC unroll 2") for (int u = 0; u < 2; u++) { __VA_ARGS__; }      \
    } while (0)

/* The in-block layers 24, 12, 6 pair lanes 4, 2, 1 apart in each pair of
 * rows (x, y).  Write a value's place as (v; l3 l2 l1 l0): v the vector of
 * the pair, l the lane's bits.  The two-row shuffles of lanes.h exchange v
 * with one lane bit (sh4: l2, sh2: l1, sh1: l0).  Applied one after the
 * other without undoing each (a chain), the places go, in terms of the
 * lane-order bits (V; B3 B2 B1 B0) of lanes.h,
 *   sh4: (B2; B3 V B1 B0) -> layer 24 pairs on v = B2,
 *   sh2: (B1; B3 V B2 B0) -> layer 12 on B1,
 *   sh1: (B0; B3 V B2 B1) -> layer 6 on B0,
 * and chain_back restores (V; B3 B2 B1 B0): 2 instructions instead of the
 * 3 shuffles that would undo the chain one by one.  The twiddle of a lane
 * i of the top row depends on B3 = i_3 (layer 24), B3 B2 = i_3 i_1 (layer
 * 12), B3 B2 B1 = i_3 i_1 i_0 (layer 6), as tools/tables/nttru.py places
 * them.  chain_from is chain_back's inverse (the inverse transform runs the
 * chain backwards). */
static inline void chain_back(__m256i t, __m256i b, __m256i *x, __m256i *y) {
    /* per 128-bit half, value j of x is value j / 2 of t (j even) or of b
     * (j odd): the low four of each, interleaved; y the high four */
    *x = _mm256_unpacklo_epi16(t, b);
    *y = _mm256_unpackhi_epi16(t, b);
}
static inline void chain_from(__m256i x, __m256i y, __m256i *t, __m256i *b) {
    const __m256i deal = _mm256_setr_epi8(0, 1, 4, 5, 8, 9, 12, 13, 2, 3, 6, 7, 10, 11, 14, 15,
                                          0, 1, 4, 5, 8, 9, 12, 13, 2, 3, 6, 7, 10, 11, 14, 15);
    x = _mm256_shuffle_epi8(x, deal); /* per half: even values, then odd */
    y = _mm256_shuffle_epi8(y, deal);
    *t = _mm256_unpacklo_epi64(x, y);
    *b = _mm256_unpackhi_epi64(x, y);
}

/* The forward transform; with ternary set, r holds t in {-1, 0, 1} and the
 * transform is that of s t (ntt_short, |s| <= (q-1)/2).  Layer 384's
 * products s t_i and s w t_{i+384} are sign changes of the constants s and
 * s w mod q (vpsignw: exact, and off the multiplier), within (q-1)/2 and P:
 * out within (q-1)/2 + P <= q.  Layer 192 multiplies by zeta a value
 * s t_j + s w t_{j+384} of layer 384 (w^5 in the second half): its product
 * is the sum of two sign changes of the constants zeta s, zeta s w mod q,
 * each within P, so the layer adds 2P as the general one adds P to q + P:
 * q + 2P either way.  Inlined twice with a constant ternary. */
static inline __attribute__((always_inline)) void ntt_body(int16_t r[NTTRU_N], int ternary, int16_t s) {
    __m256i zl[8], zh[8]; /* the twiddles of layers 192 and 96 (k = 2 .. 7), once */
    for (int k = 2; k < 8; k++) {
        zl[k] = zeta_lo(k);
        zh[k] = zeta_hi(k);
    }
    /* the ternary form's constants mod q, within P (Plantard products):
     * s w, s w^5, then zeta_2 s, zeta_2 s w, zeta_3 s, zeta_3 s w^5 */
    __m256i sv = PQPOLY_BCAST16(s), sw = PQPOLY_BCAST16(0), sw5 = PQPOLY_BCAST16(0), c2s = PQPOLY_BCAST16(0);
    __m256i c2w = PQPOLY_BCAST16(0), c3s = PQPOLY_BCAST16(0), c3w = PQPOLY_BCAST16(0);
    if (ternary) {
        sw = nttru_mulc(sv, TW1(NTTRU_PLANTARD_W));
        sw5 = nttru_mulc(sv, TW1(NTTRU_PLANTARD_W5));
        c2s = nttru_mulc(sv, zl[2], zh[2]);
        c2w = nttru_mulc(sw, zl[2], zh[2]);
        c3s = nttru_mulc(sv, zl[3], zh[3]);
        c3w = nttru_mulc(sw5, zl[3], zh[3]);
    }
    for (int c = 0; c < 6; c++) { /* layers 384, 192, 96: q + 3P */
        __m256i x[8];
        for (int g = 0; g < 8; g++) x[g] = PQPOLY_LOADU256(r + 96 * g + 16 * c);
        if (ternary) {
            NTTRU_ASSERT_V(x, 8, 1);
            __m256i t2 = x[2], t3 = x[3], t6 = x[6], t7 = x[7]; /* layer 192's factors */
            for (int g = 0; g < 4; g++) {
                __m256i lo = _mm256_sign_epi16(sv, x[g]), hi = x[g + 4];
                x[g] = _mm256_add_epi16(lo, _mm256_sign_epi16(sw, hi));
                x[g + 4] = _mm256_add_epi16(lo, _mm256_sign_epi16(sw5, hi));
            }
            NTTRU_ASSERT_V(x, 8, NTTRU_Q);
            /* pairs (0,2) (1,3) by zeta_2, (4,6) (5,7) by zeta_3 */
            __m256i p[4] = {_mm256_add_epi16(_mm256_sign_epi16(c2s, t2), _mm256_sign_epi16(c2w, t6)),
                            _mm256_add_epi16(_mm256_sign_epi16(c2s, t3), _mm256_sign_epi16(c2w, t7)),
                            _mm256_add_epi16(_mm256_sign_epi16(c3s, t2), _mm256_sign_epi16(c3w, t6)),
                            _mm256_add_epi16(_mm256_sign_epi16(c3s, t3), _mm256_sign_epi16(c3w, t7))};
            for (int h = 0; h < 4; h++) {
                int g = (h & 1) + 4 * (h >> 1);
                x[g + 2] = _mm256_sub_epi16(x[g], p[h]);
                x[g] = _mm256_add_epi16(x[g], p[h]);
            }
        } else {
            for (int g = 0; g < 4; g++) {
                __m256i lo = x[g], hi = x[g + 4];
                x[g] = _mm256_add_epi16(lo, nttru_mulc(hi, TW1(NTTRU_PLANTARD_W)));
                x[g + 4] = _mm256_add_epi16(lo, nttru_mulc(hi, TW1(NTTRU_PLANTARD_W5)));
            }
            NTTRU_ASSERT_V(x, 8, NTTRU_Q + P);
            _Pragma("GCC unroll 4") /* pairs (0,2) (1,3) (4,6) (5,7), unrolled: x stays in registers */
            for (int h = 0; h < 4; h++) {
                int g = (h & 1) + 4 * (h >> 1);
                nttru_ct(&x[g], &x[g + 2], zl[2 + g / 4], zh[2 + g / 4]);
            }
        }
        NTTRU_ASSERT_V(x, 8, NTTRU_Q + 2 * P);
        for (int g = 0; g < 8; g += 2) nttru_ct(&x[g], &x[g + 1], zl[4 + g / 2], zh[4 + g / 2]);
        NTTRU_ASSERT_V(x, 8, NTTRU_Q + 3 * P);
        for (int g = 0; g < 8; g++) PQPOLY_STOREU256(r + 96 * g + 16 * c, x[g]);
    }
    /* The in-block layers, two blocks at a time, step by step: the blocks'
     * chains of dependent shuffles and products interleave. */
    for (int g0 = 0; g0 < 8; g0 += 2) {
        __m256i x[2][6];
        const int16_t *lo[2], *hi[2];
        /* layer 48 (values 48 apart: vectors three apart in the natural
         * order, one twiddle per block) before the move to lanes, where it
         * would need lane shuffles */
        BOTH({
            __m256i n[6], zl8 = zeta_lo(8 + g0 + u), zh8 = zeta_hi(8 + g0 + u);
            lo[u] = pqpoly_nttru_avx2_pl_fwd_lo + 64 * (g0 + u);
            hi[u] = pqpoly_nttru_avx2_pl_fwd_hi + 64 * (g0 + u);
            for (int j = 0; j < 6; j++) n[j] = PQPOLY_LOADU256(r + 96 * (g0 + u) + 16 * j);
            for (int j = 0; j < 3; j++) nttru_ct(&n[j], &n[j + 3], zl8, zh8); /* q + 4P */
            nttru_to_lanes(x[u], n);
        });
        BOTH(NTTRU_ASSERT_V(x[u], 6, NTTRU_Q + 4 * P));
        /* layers 24, 12, 6 as one chain of shuffles (chain_sh4 .. chain_back):
         * each pair of rows (t, b) stays shuffled from one layer to the
         * next, the twiddles placed to match (tools/tables/nttru.py) */
        __m256i t[2][3], b[2][3];
        for (int p = 0; p < 3; p++) BOTH(nttru_sh4(x[u][2 * p], x[u][2 * p + 1], &t[u][p], &b[u][p]));
        for (int p = 0; p < 3; p++) BOTH(nttru_ct(&t[u][p], &b[u][p], PQPOLY_LOAD256(lo[u]), PQPOLY_LOAD256(hi[u])));
        BOTH(NTTRU_ASSERT_V(t[u], 3, NTTRU_Q + 5 * P));
        BOTH(NTTRU_ASSERT_V(b[u], 3, NTTRU_Q + 5 * P));
        for (int p = 0; p < 3; p++) BOTH(nttru_sh2(t[u][p], b[u][p], &t[u][p], &b[u][p]));
        for (int p = 0; p < 3; p++) BOTH(nttru_ct(&t[u][p], &b[u][p], PQPOLY_LOAD256(lo[u] + 16), PQPOLY_LOAD256(hi[u] + 16)));
        BOTH(NTTRU_ASSERT_V(t[u], 3, NTTRU_Q + 6 * P));
        BOTH(NTTRU_ASSERT_V(b[u], 3, NTTRU_Q + 6 * P));
        /* layer 6 with the reduction: only the tops are reduced (to P), the
         * bottoms enter the product, whose output is within P for any int16 */
        for (int p = 0; p < 3; p++) BOTH(nttru_sh1(t[u][p], b[u][p], &t[u][p], &b[u][p]));
        for (int p = 0; p < 3; p++) BOTH(t[u][p] = red(t[u][p]));
        BOTH(NTTRU_ASSERT_V(t[u], 3, P));
        for (int p = 0; p < 3; p++) BOTH(nttru_ct(&t[u][p], &b[u][p], PQPOLY_LOAD256(lo[u] + 32), PQPOLY_LOAD256(hi[u] + 32)));
        for (int p = 0; p < 3; p++) BOTH(chain_back(t[u][p], b[u][p], &x[u][2 * p], &x[u][2 * p + 1])); /* 2P */
        BOTH(NTTRU_ASSERT_V(x[u], 6, 2 * P));
        for (int j = 0; j < 3; j++) BOTH(nttru_ct(&x[u][j], &x[u][j + 3], PQPOLY_LOAD256(lo[u] + 48), PQPOLY_LOAD256(hi[u] + 48))); /* 3P */
        BOTH(NTTRU_ASSERT_V(x[u], 6, 3 * P));
        BOTH(for (int j = 0; j < 6; j++) PQPOLY_STOREU256(r + 96 * (g0 + u) + 16 * j, x[u][j]));
    }
}

static void ntt_plantard_avx2(int16_t r[NTTRU_N]) { ntt_body(r, 0, 0); }
static void ntt_short_plantard_avx2(int16_t r[NTTRU_N], int16_t s) { ntt_body(r, 1, s); }

/* The 32-bit Plantard reduction of pmaddwd sums over the unpacked lanes
 * (lo: lanes 0-3 and 8-11; hi: 4-7 and 12-15), with its interleaved result
 * put back in lane order. */
static inline __m256i red32(__m256i lo, __m256i hi) {
    const __m256i back = _mm256_setr_epi8(0, 1, 4, 5, 8, 9, 12, 13, 2, 3, 6, 7, 10, 11, 14, 15,
                                          0, 1, 4, 5, 8, 9, 12, 13, 2, 3, 6, 7, 10, 11, 14, 15);
    __m256i t = pqpoly_plantard_reduce16_x8x2(lo, hi, _mm256_set1_epi32((int32_t)PQPOLY_PLANTARD16_QINV(NTTRU_Q)),
                                              PQPOLY_BCAST16(1 << NTTRU_ALPHA), PQPOLY_BCAST16(NTTRU_Q));
    return _mm256_shuffle_epi8(t, back);
}
/* sum x_i y_i over two pairs of rows, reduced: (x0 y0 + x1 y1) D^-1. */
static inline __m256i dot2(__m256i x0, __m256i x1, __m256i y0, __m256i y1) {
    __m256i lo = _mm256_madd_epi16(_mm256_unpacklo_epi16(x0, x1), _mm256_unpacklo_epi16(y0, y1));
    __m256i hi = _mm256_madd_epi16(_mm256_unpackhi_epi16(x0, x1), _mm256_unpackhi_epi16(y0, y1));
    return red32(lo, hi);
}
static inline __m256i dot3(__m256i x0, __m256i x1, __m256i x2, __m256i y0, __m256i y1, __m256i y2) {
    const __m256i z = _mm256_setzero_si256();
    __m256i lo = _mm256_add_epi32(_mm256_madd_epi16(_mm256_unpacklo_epi16(x0, x1), _mm256_unpacklo_epi16(y0, y1)),
                                  _mm256_madd_epi16(_mm256_unpacklo_epi16(x2, z), _mm256_unpacklo_epi16(y2, z)));
    __m256i hi = _mm256_add_epi32(_mm256_madd_epi16(_mm256_unpackhi_epi16(x0, x1), _mm256_unpackhi_epi16(y0, y1)),
                                  _mm256_madd_epi16(_mm256_unpackhi_epi16(x2, z), _mm256_unpackhi_epi16(y2, z)));
    return red32(lo, hi);
}
/* Rows a times rows b modulo x^3 - g (g = zeta D per lane, signed). */
static inline void basemul_rows(__m256i o[3], const int16_t *a, const int16_t *b, __m256i g) {
    const __m256i zero = _mm256_setzero_si256();
    __m256i a0 = PQPOLY_LOADU256(a), a1 = PQPOLY_LOADU256(a + 16), a2 = PQPOLY_LOADU256(a + 32);
    __m256i b0 = PQPOLY_LOADU256(b), b1 = PQPOLY_LOADU256(b + 16), b2 = PQPOLY_LOADU256(b + 32);
    __m256i t = dot2(a1, a2, b2, b1);     /* (a1 b2 + a2 b1) D^-1, <= P */
    __m256i u = dot2(a2, zero, b2, zero); /* a2 b2 D^-1 */
    o[0] = dot2(a0, t, b0, g);
    o[1] = dot3(a0, a1, u, b1, b0, g);
    o[2] = dot3(a0, a1, a2, b2, b1, b0);
}

/* sum x_i y_i over three pairs of rows, reduced, with the x side unpacked
 * once by the caller: (x0, x1) into x01l/x01h, (x2, 0) into x2l/x2h (so y2's
 * partner lane is multiplied by zero and may hold anything: y2 is unpacked
 * with itself). */
static inline __m256i dot3u(__m256i x01l, __m256i x01h, __m256i x2l, __m256i x2h, __m256i y0, __m256i y1,
                            __m256i y2) {
    __m256i lo = _mm256_add_epi32(_mm256_madd_epi16(x01l, _mm256_unpacklo_epi16(y0, y1)),
                                  _mm256_madd_epi16(x2l, _mm256_unpacklo_epi16(y2, y2)));
    __m256i hi = _mm256_add_epi32(_mm256_madd_epi16(x01h, _mm256_unpackhi_epi16(y0, y1)),
                                  _mm256_madd_epi16(x2h, _mm256_unpackhi_epi16(y2, y2)));
    return red32(lo, hi);
}

/* The k = 1 product of one block (both halves, moduli x^3 - zeta and
 * x^3 + zeta, zeta = zeta_{128+16g+k} in lane k), statement by statement
 * so that the halves' chains interleave.  b1 and b2 are first multiplied by
 * +-zeta (16-bit Plantard products by the layer-3 twiddles, within P), then
 * each output is one three-term sum reduced once:
 *   o0 = a0 b0 + a1 (b2 z) + a2 (b1 z),  o1 = a0 b1 + a1 b0 + a2 (b2 z),
 *   o2 = a0 b2 + a1 b1 + a2 b0           (times D^-1 by the reduction);
 * |a|, |b| <= BASE_IN: a sum is within 3 BASE_IN^2 (asserted above). */
static inline void basemul_rows2(__m256i o[2][3], const int16_t *a, const int16_t *b, __m256i zl, __m256i zh) {
    const __m256i zero = _mm256_setzero_si256();
    __m256i a01l[2], a01h[2], a2l[2], a2h[2], b0[2], b1[2], b2[2], bz1[2], bz2[2];
    BOTH({
        __m256i a0 = PQPOLY_LOADU256(a + 48 * u), a1 = PQPOLY_LOADU256(a + 48 * u + 16), a2 = PQPOLY_LOADU256(a + 48 * u + 32);
        b0[u] = PQPOLY_LOADU256(b + 48 * u);
        b1[u] = PQPOLY_LOADU256(b + 48 * u + 16);
        b2[u] = PQPOLY_LOADU256(b + 48 * u + 32);
        a01l[u] = _mm256_unpacklo_epi16(a0, a1);
        a01h[u] = _mm256_unpackhi_epi16(a0, a1);
        a2l[u] = _mm256_unpacklo_epi16(a2, zero);
        a2h[u] = _mm256_unpackhi_epi16(a2, zero);
    });
    BOTH(bz1[u] = nttru_mulc(b1[u], zl, zh));
    BOTH(bz2[u] = nttru_mulc(b2[u], zl, zh));
    bz1[1] = _mm256_sub_epi16(zero, bz1[1]); /* the second half: -zeta */
    bz2[1] = _mm256_sub_epi16(zero, bz2[1]);
    BOTH(o[u][2] = dot3u(a01l[u], a01h[u], a2l[u], a2h[u], b2[u], b1[u], b0[u]));
    BOTH(o[u][0] = dot3u(a01l[u], a01h[u], a2l[u], a2h[u], b0[u], bz2[u], bz1[u]));
    BOTH(o[u][1] = dot3u(a01l[u], a01h[u], a2l[u], a2h[u], b1[u], b0[u], bz2[u]));
}

static void basemul_acc_plantard_avx2(int16_t r[NTTRU_N], const int16_t *a, const int16_t *b,
                                      unsigned k) {
    if (k == 1) { /* the KEM's case: both halves of a block interleaved; a
                   * block is loaded whole before it is stored, so r may be a
                   * (acc_in_place) */
        for (int g = 0; g < 8; g++) {
            __m256i o[2][3];
            basemul_rows2(o, a + 96 * g, b + 96 * g, PQPOLY_LOAD256(pqpoly_nttru_avx2_pl_fwd_lo + 64 * g + 48),
                          PQPOLY_LOAD256(pqpoly_nttru_avx2_pl_fwd_hi + 64 * g + 48));
            BOTH(for (int l = 0; l < 3; l++) PQPOLY_STOREU256(r + 96 * g + 48 * u + 16 * l, o[u][l]));
        }
        return;
    }
    for (int g = 0; g < 8; g++) {
        __m256i gm = PQPOLY_LOADU256(pqpoly_nttru_plantard_gammas + 16 * g);
        for (int s = 0; s < 2; s++) {
            __m256i acc[3], t[3];
            unsigned o = (unsigned)(96 * g + 48 * s);
            basemul_rows(acc, a + o, b + o, gm);
            for (unsigned p = 1; p < k; p++) { /* k is public */
                basemul_rows(t, a + p * NTTRU_N + o, b + p * NTTRU_N + o, gm);
                for (int l = 0; l < 3; l++) acc[l] = _mm256_add_epi16(acc[l], t[l]);
            }
            for (int l = 0; l < 3; l++) PQPOLY_STOREU256(r + o + 16 * l, k > 1 ? red(acc[l]) : acc[l]);
            gm = _mm256_sub_epi16(_mm256_setzero_si256(), gm);
        }
    }
}

static void invntt_plantard_avx2(int16_t r[NTTRU_N]) {
    /* The in-block layers two blocks at a time, as in the forward transform. */
    for (int g0 = 0; g0 < 8; g0 += 2) {
        __m256i x[2][6];
        const int16_t *lo[2], *hi[2];
        BOTH({
            lo[u] = pqpoly_nttru_avx2_pl_inv_lo + 64 * (g0 + u);
            hi[u] = pqpoly_nttru_avx2_pl_inv_hi + 64 * (g0 + u);
            for (int j = 0; j < 6; j++) x[u][j] = PQPOLY_LOADU256(r + 96 * (g0 + u) + 16 * j);
        });
        BOTH(NTTRU_ASSERT_V(x[u], 6, P));
        for (int j = 0; j < 3; j++) BOTH(nttru_gs(&x[u][j], &x[u][j + 3], PQPOLY_LOAD256(lo[u] + 48), PQPOLY_LOAD256(hi[u] + 48))); /* 2P */
        BOTH(NTTRU_ASSERT_V(x[u], 6, 2 * P));
        /* layers 6, 12, 24: the forward chain backwards (chain_from, then
         * the shuffles sh1, sh2, sh4, each its own inverse) */
        __m256i t[2][3], b[2][3];
        for (int p = 0; p < 3; p++) BOTH(chain_from(x[u][2 * p], x[u][2 * p + 1], &t[u][p], &b[u][p]));
        for (int p = 0; p < 3; p++) BOTH(nttru_gs(&t[u][p], &b[u][p], PQPOLY_LOAD256(lo[u] + 32), PQPOLY_LOAD256(hi[u] + 32)));
        BOTH(NTTRU_ASSERT_V(t[u], 3, 4 * P));
        BOTH(NTTRU_ASSERT_V(b[u], 3, 4 * P));
        for (int p = 0; p < 3; p++) BOTH(nttru_sh1(t[u][p], b[u][p], &t[u][p], &b[u][p]));
        for (int p = 0; p < 3; p++) BOTH(nttru_gs(&t[u][p], &b[u][p], PQPOLY_LOAD256(lo[u] + 16), PQPOLY_LOAD256(hi[u] + 16)));
        for (int p = 0; p < 3; p++) BOTH(t[u][p] = red(t[u][p])); /* 8P -> P */
        BOTH(NTTRU_ASSERT_V(t[u], 3, P));
        BOTH(NTTRU_ASSERT_V(b[u], 3, P));
        for (int p = 0; p < 3; p++) BOTH(nttru_sh2(t[u][p], b[u][p], &t[u][p], &b[u][p]));
        for (int p = 0; p < 3; p++) BOTH(nttru_gs(&t[u][p], &b[u][p], PQPOLY_LOAD256(lo[u]), PQPOLY_LOAD256(hi[u])));
        for (int p = 0; p < 3; p++) BOTH(nttru_sh4(t[u][p], b[u][p], &x[u][2 * p], &x[u][2 * p + 1])); /* 2P */
        BOTH(NTTRU_ASSERT_V(x[u], 6, 2 * P));
        /* layer 48 after the move back to the natural order (vectors three
         * apart, as in the forward transform) */
        BOTH({
            __m256i n[6], zl8 = zeta_inv_lo(8 + g0 + u), zh8 = zeta_inv_hi(8 + g0 + u);
            nttru_from_lanes(n, x[u]);
            for (int j = 0; j < 3; j++) nttru_gs(&n[j], &n[j + 3], zl8, zh8); /* 4P */
            NTTRU_ASSERT_V(n, 6, 4 * P);
            for (int j = 0; j < 6; j++) PQPOLY_STOREU256(r + 96 * (g0 + u) + 16 * j, n[j]);
        });
    }
    __m256i zl[8], zh[8];
    for (int k = 2; k < 8; k++) {
        zl[k] = zeta_inv_lo(k);
        zh[k] = zeta_inv_hi(k);
    }
    for (int c = 0; c < 6; c++) {
        __m256i x[8];
        for (int g = 0; g < 8; g++) x[g] = PQPOLY_LOADU256(r + 96 * g + 16 * c);
        for (int g = 0; g < 8; g += 2) {
            nttru_gs(&x[g], &x[g + 1], zl[4 + g / 2], zh[4 + g / 2]);
            x[g] = red(x[g]); /* 8P -> P */
        }
        NTTRU_ASSERT_V(x, 8, P);
        _Pragma("GCC unroll 4") /* pairs (0,2) (1,3) (4,6) (5,7), unrolled: x stays in registers */
        for (int h = 0; h < 4; h++) {
            int g = (h & 1) + 4 * (h >> 1);
            nttru_gs(&x[g], &x[g + 2], zl[2 + g / 4], zh[2 + g / 4]);
        } /* 2P */
        NTTRU_ASSERT_V(x, 8, 2 * P);
        for (int g = 0; g < 4; g++) {
            __m256i u = x[g], v = x[g + 4];
            __m256i t = nttru_mulc(_mm256_sub_epi16(u, v), TW1(NTTRU_PLANTARD_WINV));
            x[g] = nttru_mulc(_mm256_sub_epi16(_mm256_add_epi16(u, v), t), TW1(NTTRU_PLANTARD_F_LO));
            x[g + 4] = nttru_mulc(t, TW1(NTTRU_PLANTARD_F_HI));
        }
        NTTRU_ASSERT_V(x, 8, P);
        for (int g = 0; g < 8; g++) PQPOLY_STOREU256(r + 96 * g + 16 * c, x[g]);
    }
}

static void from_base_plantard_avx2(int16_t r[NTTRU_N]) {
    for (int i = 0; i < NTTRU_N; i += 16)
        PQPOLY_STOREU256(r + i, nttru_mulc(PQPOLY_LOADU256(r + i), TW1(NTTRU_PLANTARD_D)));
}

/* The backend: the AVX2 hot paths (avx2/kernels.c), ntt_short (the KEM's
 * scalings in the first layer) and the base product in place. */
const pqpoly_nttru_backend pqpoly_nttru_backend_plantard_avx2 = {
    .name = "ntt-plantard",
    .arith = "plantard",
    .impl = "avx2",
    .isa = PQPOLY_ISA_X86_AVX2,
    .row = &PQPOLY_MUL_ALGO_SYM(nttru_ntt_plantard, avx2),
    .domain = NTTRU_D_PLANTARD,
    .ntt_bound = 3 * P,
    .acc_bound = P,
    .acc_in_place = 1,
    .order = NTTRU_ORDER_LANES,
    .to_canonical = nttru_lanes_to_canonical,
    .from_canonical = nttru_canonical_to_lanes,
    .ntt = ntt_plantard_avx2,
    .basemul_acc = basemul_acc_plantard_avx2,
    .invntt = invntt_plantard_avx2,
    .from_base = from_base_plantard_avx2,
    .baseinv = pqpoly_nttru_baseinv_avx2,
    .ntt_short = ntt_short_plantard_avx2,
    PQPOLY_NTTRU_AVX2_KERNELS,
};

PQPOLY_NTTRU_ROW(plantard, avx2, "ntt-plantard",
                       "NTT to x^3 +- zeta, improved Plantard in AVX2 lanes with lazy reduction, the reference's lane order ([LS19, §3]; [HZZ+22, §3-§4.2.3])")
