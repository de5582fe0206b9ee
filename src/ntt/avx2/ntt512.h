/* The radix-2 cyclic NTT of size 512 over a 16-bit prime (7681, 10753) on
 * sixteen int16 lanes: the AVX2 form of pqpoly_ntt16_forward/_inverse
 * (src/ntt/radix2.h, logm = 9, g = 1) for the AVX2 rows of crt7681x10753
 * and ntt7681 (src/mul/avx2/).  Include only from code compiled with -mavx2.
 * Internal header.
 *
 * Same nodes as radix2.h ([ACC+21, §2.2]: layer l, block k uses zeta^e,
 * e = (256 >> l) brv_l(k)), a different order of the points: layers 0..4
 * (butterfly distance 256 .. 16) pair whole vectors with one broadcast
 * twiddle; then each half (bit 8 of the index) is transposed as a 16 x 16
 * matrix (pqpoly_avx2_transpose16), so that layers 5..8 (distance 8 .. 1)
 * pair whole vectors too, with one twiddle per lane.  The forward runs
 * layers 0..2 in one pass over the 32 vectors, eight at a time, then
 * each group half by half (at most eight vectors and the constants live,
 * one explicit spill of eight vectors instead of the compiler's spills
 * around every 16-vector step: about an eighth fewer ticks).  The output stays
 * transposed: the base products are point-wise and the inverse starts from
 * that order, so no permutation is ever applied.  Twiddles:
 * src/ntt/tables/good16_avx2.h (tools/tables/good16_avx2.py; those of
 * layers 1..4 read as whole vectors, not broadcast: a load costs no
 * vector-port operation).
 *
 * Lazy reduction (bounds in lanes, arithmetic src/arith/avx2/ with
 * the bound macros of src/arith): STEP(A) = A + PQPOLY_MONT16_MULC_OUT_BOUND(q, A)
 * is the bound after a Cooley-Tukey layer whose inputs are below A (the
 * twiddle product of any int16 is at most MULC(q, A) <= 3q/4).
 *   forward: input |x| <= B0; layer 0 has only block 0 (twiddle 1): add/sub,
 *     2 B0; layers 1, 2 unreduced, then both outputs Barrett-reduced after
 *     layers 2, 5 and 8 (|.| <= BR = PQPOLY_BARRETT16_ROUND_OUT_BOUND_S(q, 15,
 *     2^15) < 0.77 q).  Needs STEP(STEP(2 B0)) < 2^15 and
 *     STEP(STEP(STEP(BR))) < 2^15: PQPOLY_NTT512_AVX2_FWD_OK(q, B0).
 *     Output |x| <= BR.
 *   inverse (Gentleman-Sande): input |x| <= BR; a layer maps a bound B to
 *     2B for the sums and MULC(q, 2B) <= 3q/4 for the twiddled differences;
 *     the sums are Barrett-reduced after every second layer (after layers
 *     7, 5, 3, 1), so the bound entering a pair of layers is
 *     B <= max(BR, MULC(q, 2^15)) = W and its sums stay below 4W < 2^15:
 *     PQPOLY_NTT512_AVX2_INV_OK(q).  Layer 0 (block 0 only) is add/sub:
 *     output |x| <= 4W, and 512 times the forward input (mod q). */
#ifndef PQPOLY_NTT_AVX2_NTT512_H
#define PQPOLY_NTT_AVX2_NTT512_H

#include <immintrin.h>
#include <stdint.h>

#include "arith/avx2/barrett.h"
#include "arith/avx2/montgomery.h"
#include "arith/barrett.h"
#include "arith/montgomery.h"
#include "ntt/avx2/ntt512_bounds.h"

/* The constants of one prime, broadcast. */
typedef struct {
    __m256i q, qinv, v; /* v = PQPOLY_BARRETT16_VR_S(q, PQPOLY_NTT512_AVX2_SHIFT) */
    const int16_t *fwd, *inv; /* the twiddle tables of good16_avx2.h */
} pqpoly_ntt512_avx2_mod;

static inline pqpoly_ntt512_avx2_mod pqpoly_ntt512_avx2_mod_of(int16_t q, int16_t qinv, int16_t v,
                                                               const int16_t *fwd, const int16_t *inv) {
    pqpoly_ntt512_avx2_mod m;
    m.q = _mm256_set1_epi16(q);
    m.qinv = _mm256_set1_epi16(qinv);
    m.v = _mm256_set1_epi16(v);
    /* opaque to the compiler: a product by the constant q or qinv is otherwise
     * expanded into shifts and adds, more instructions than one pmullw */
    __asm__("" : "+x"(m.q), "+x"(m.qinv));
    m.fwd = fwd;
    m.inv = inv;
    return m;
}

static inline __m256i pqpoly_ntt512_avx2_red(__m256i a, const pqpoly_ntt512_avx2_mod *m) {
    return pqpoly_barrett_round16_s15_x16(a, m->v, m->q);
}

/* 16 x 16 transpose of the int16 rows r[0..15] in place: r[j] lane i <- r[i]
 * lane j: unpacks of 16, 32, 64 bits inside the 128-bit lanes, then the
 * 128-bit halves exchanged.  It defines the transforms' point order; they
 * run it in two halves (pqpoly_avx2_transpose16_half, then the last stage
 * column by column, the same operations). */
static inline void pqpoly_avx2_transpose16(__m256i r[16]) {
    __m256i a[16], b[16], c[16];
    for (int k = 0; k < 8; k++) {
        a[2 * k] = _mm256_unpacklo_epi16(r[2 * k], r[2 * k + 1]);
        a[2 * k + 1] = _mm256_unpackhi_epi16(r[2 * k], r[2 * k + 1]);
    }
    /* a[2k]: columns 0-3 | 8-11 of rows 2k, 2k+1; a[2k+1]: columns 4-7 | 12-15 */
    for (int k = 0; k < 4; k++) {
        for (int h = 0; h < 2; h++) {
            b[4 * k + 2 * h] = _mm256_unpacklo_epi32(a[4 * k + h], a[4 * k + 2 + h]);
            b[4 * k + 2 * h + 1] = _mm256_unpackhi_epi32(a[4 * k + h], a[4 * k + 2 + h]);
        }
    }
    /* b[4k + s], s = 0..3: rows 4k..4k+3, column pair s (columns 2s, 2s+1 | 2s+8, 2s+9) */
    for (int k = 0; k < 2; k++) {
        for (int s = 0; s < 4; s++) {
            c[8 * k + 2 * s] = _mm256_unpacklo_epi64(b[8 * k + s], b[8 * k + 4 + s]);
            c[8 * k + 2 * s + 1] = _mm256_unpackhi_epi64(b[8 * k + s], b[8 * k + 4 + s]);
        }
    }
    /* c[8k + col], col = 0..7: rows 8k..8k+7 of column col | col + 8 */
    for (int col = 0; col < 8; col++) {
        r[col] = _mm256_permute2x128_si256(c[col], c[8 + col], 0x20);
        r[col + 8] = _mm256_permute2x128_si256(c[col], c[8 + col], 0x31);
    }
}

/* The twiddle of block b of layer l in group g (broadcast, layers 1..4:
 * tab[2^l - 1 + 2^(l-1) g + b]; a lane vector, layers 5..8: tab[32 + 240 g
 * + 16 (2^(l-5) - 1 + b)]) and its Montgomery multiplier (the same place
 * + 512 of the table, pqpoly_montgomery_pre16_x16 precomputed), read where they
 * are used so that only r[] and one twiddle pair are live. */
static inline __attribute__((always_inline)) void pqpoly_ntt512_avx2_tw(__m256i *z, __m256i *zq, const int16_t *tab,
                                                                        int l, int g, int b) {
    if (l < 5) { /* their copies over 16 lanes, at + 1024 and + 1536 */
        int at = (1 << l) - 1 + (1 << (l - 1)) * g + b;
        *z = _mm256_load_si256((const __m256i *)(tab + 1024 + 16 * at));
        *zq = _mm256_load_si256((const __m256i *)(tab + 1536 + 16 * at));
    } else {
        int at = 32 + 240 * g + 16 * ((1 << (l - 5)) - 1 + b);
        *z = _mm256_load_si256((const __m256i *)(tab + at));
        *zq = _mm256_load_si256((const __m256i *)(tab + 512 + at));
    }
}

/* The blocks of a layer with butterfly distance d vectors that lie in half
 * h of the sixteen vectors (vectors 8h .. 8h+7; h = -1: every block).  A
 * layer of distance d <= 4 never pairs the two halves, so each half runs its
 * layers 2..4 (6..8) to the end on 8 live vectors while the other waits in
 * memory: one spill of 8 vectors instead of the compiler spilling r[] and
 * the constants inside every layer.  The butterflies are the same ones, in
 * another order, so the values (and bounds) are unchanged. */
#define PQPOLY_NTT512_AVX2_BLO(d, h) ((h) < 0 ? 0 : (h) * (4 / (d)))
#define PQPOLY_NTT512_AVX2_BHI(d, h) ((h) < 0 ? 8 / (d) : ((h) + 1) * (4 / (d)))

/* Stages 1-3 of pqpoly_avx2_transpose16 on one half (rows 8h .. 8h+7,
 * here x[0..7]): they never mix the halves.  Out: x[c] = rows 8h .. 8h+7 of
 * columns c and c + 8, the c[8h + c] of pqpoly_avx2_transpose16. */
static inline __attribute__((always_inline)) void pqpoly_avx2_transpose16_half(__m256i x[8]) {
    __m256i a[8], b[8];
    for (int k = 0; k < 4; k++) {
        a[2 * k] = _mm256_unpacklo_epi16(x[2 * k], x[2 * k + 1]);
        a[2 * k + 1] = _mm256_unpackhi_epi16(x[2 * k], x[2 * k + 1]);
    }
    for (int k = 0; k < 2; k++) {
        for (int i = 0; i < 2; i++) {
            b[4 * k + 2 * i] = _mm256_unpacklo_epi32(a[4 * k + i], a[4 * k + 2 + i]);
            b[4 * k + 2 * i + 1] = _mm256_unpackhi_epi32(a[4 * k + i], a[4 * k + 2 + i]);
        }
    }
    for (int k = 0; k < 4; k++) {
        x[2 * k] = _mm256_unpacklo_epi64(b[k], b[4 + k]);
        x[2 * k + 1] = _mm256_unpackhi_epi64(b[k], b[4 + k]);
    }
}

/* One Cooley-Tukey layer l (butterfly distance d vectors) on all 16 vectors
 * r[] of group g (the form the R/3 product's own schedules use,
 * src/mul/avx2/ntt7681_mod3.c; the transforms below run half by half): blocks of 2d vectors, block b with its twiddle from tab;
 * `reduce`: Barrett-reduce both outputs.  l, d and reduce are constants at
 * every call, so the loops unroll and r[] stays in registers. */
static inline __attribute__((always_inline)) void pqpoly_ntt512_avx2_ct16(__m256i r[16], int l, int d,
                                                                          const int16_t *tab, int g, int reduce,
                                                                          const pqpoly_ntt512_avx2_mod *m, int h) {
    for (int b = PQPOLY_NTT512_AVX2_BLO(d, h); b < PQPOLY_NTT512_AVX2_BHI(d, h); b++) {
        __m256i z, zq;
        pqpoly_ntt512_avx2_tw(&z, &zq, tab, l, g, b);
        for (int j = 2 * d * b; j < 2 * d * b + d; j++) {
            __m256i t = pqpoly_montgomery_mulc16_x16(r[j + d], z, zq, m->q);
            __m256i lo = _mm256_add_epi16(r[j], t), hi = _mm256_sub_epi16(r[j], t);
            r[j] = reduce ? pqpoly_ntt512_avx2_red(lo, m) : lo;
            r[j + d] = reduce ? pqpoly_ntt512_avx2_red(hi, m) : hi;
        }
    }
}

/* One Gentleman-Sande layer (the inverse of the above, times 2);
 * `reduce`: Barrett-reduce the sums. */
static inline __attribute__((always_inline)) void pqpoly_ntt512_avx2_gs16(__m256i r[16], int l, int d,
                                                                          const int16_t *tab, int g, int reduce,
                                                                          const pqpoly_ntt512_avx2_mod *m, int h) {
    for (int b = PQPOLY_NTT512_AVX2_BLO(d, h); b < PQPOLY_NTT512_AVX2_BHI(d, h); b++) {
        __m256i z, zq;
        pqpoly_ntt512_avx2_tw(&z, &zq, tab, l, g, b);
        for (int j = 2 * d * b; j < 2 * d * b + d; j++) {
            __m256i a = r[j], c = r[j + d];
            __m256i lo = _mm256_add_epi16(a, c);
            r[j] = reduce ? pqpoly_ntt512_avx2_red(lo, m) : lo;
            r[j + d] = pqpoly_montgomery_mulc16_x16(_mm256_sub_epi16(a, c), z, zq, m->q);
        }
    }
}

/* The layers of distance d <= 4 vectors on half h alone, held in x[0..7]
 * (x[i] = r[8h + i] of pqpoly_ntt512_avx2_ct16k / _gs16): the same blocks,
 * twiddles and reductions.  ct8's `reduce`: bit 0 both outputs, bit 1 the
 * lo input x[j] before its butterfly. */
static inline __attribute__((always_inline)) void pqpoly_ntt512_avx2_ct8(__m256i x[8], int l, int d,
                                                                         const int16_t *tab, int g, int reduce,
                                                                         const pqpoly_ntt512_avx2_mod *m, int h,
                                                                         int skip) {
    for (int b = PQPOLY_NTT512_AVX2_BLO(d, h); b < PQPOLY_NTT512_AVX2_BHI(d, h); b++) {
        __m256i z, zq;
        const int one = g == 0 && b == 0 && l <= skip;
        if (!one) pqpoly_ntt512_avx2_tw(&z, &zq, tab, l, g, b);
        for (int j = 2 * d * b - 8 * h; j < 2 * d * b - 8 * h + d; j++) {
            __m256i t = one ? x[j + d] : pqpoly_montgomery_mulc16_x16(x[j + d], z, zq, m->q);
            __m256i a = reduce & 2 ? pqpoly_ntt512_avx2_red(x[j], m) : x[j];
            __m256i lo = _mm256_add_epi16(a, t), hi = _mm256_sub_epi16(a, t);
            x[j] = reduce & 1 ? pqpoly_ntt512_avx2_red(lo, m) : lo;
            x[j + d] = reduce & 1 ? pqpoly_ntt512_avx2_red(hi, m) : hi;
        }
    }
}

static inline __attribute__((always_inline)) void pqpoly_ntt512_avx2_gs8(__m256i x[8], int l, int d,
                                                                         const int16_t *tab, int g, int reduce,
                                                                         const pqpoly_ntt512_avx2_mod *m, int h) {
    for (int b = PQPOLY_NTT512_AVX2_BLO(d, h); b < PQPOLY_NTT512_AVX2_BHI(d, h); b++) {
        __m256i z, zq;
        pqpoly_ntt512_avx2_tw(&z, &zq, tab, l, g, b);
        for (int j = 2 * d * b - 8 * h; j < 2 * d * b - 8 * h + d; j++) {
            __m256i a = x[j], c = x[j + d];
            __m256i lo = _mm256_add_epi16(a, c);
            x[j] = reduce ? pqpoly_ntt512_avx2_red(lo, m) : lo;
            x[j + d] = pqpoly_montgomery_mulc16_x16(_mm256_sub_epi16(a, c), z, zq, m->q);
        }
    }
}

/* Written out: as loops, gcc turns these copies into a memcpy that keeps
 * x[] in memory. */
static inline __attribute__((always_inline)) void pqpoly_ntt512_avx2_ld8(__m256i x[8], const __m256i *w) {
    x[0] = _mm256_load_si256(w + 0), x[1] = _mm256_load_si256(w + 1);
    x[2] = _mm256_load_si256(w + 2), x[3] = _mm256_load_si256(w + 3);
    x[4] = _mm256_load_si256(w + 4), x[5] = _mm256_load_si256(w + 5);
    x[6] = _mm256_load_si256(w + 6), x[7] = _mm256_load_si256(w + 7);
}

static inline __attribute__((always_inline)) void pqpoly_ntt512_avx2_st8(__m256i *w, const __m256i x[8]) {
    _mm256_store_si256(w + 0, x[0]), _mm256_store_si256(w + 1, x[1]);
    _mm256_store_si256(w + 2, x[2]), _mm256_store_si256(w + 3, x[3]);
    _mm256_store_si256(w + 4, x[4]), _mm256_store_si256(w + 5, x[5]);
    _mm256_store_si256(w + 6, x[6]), _mm256_store_si256(w + 7, x[7]);
}

/* Layers 0, 1 and 2 of the forward (see below), from src into v, eight
 * vectors (j, j + 4, ..., j + 28) at a time, the twiddles of layers 1 and 2
 * read as memory operands: the same butterflies as layers 0, 1, 2 of each
 * group, so the same values and bounds; `r2`: Barrett-reduce layer 2's
 * outputs (RED258).  `groups` (a constant): 2, or 1 for the size-256
 * transform of ntt256.h (group 0 alone, its input src itself: no layer 0,
 * four vectors at a time). */
static inline __attribute__((always_inline)) void pqpoly_ntt512_avx2_fwd012(__m256i *v, const __m256i *src,
                                                                            const pqpoly_ntt512_avx2_mod *m,
                                                                            int skip, int r2, int groups) {
    for (int j = 0; j < 4; j++) {
        __m256i x[8], z, zq;
        for (int k = 0; k < 4; k++) { /* layer 0: distance 16 vectors */
            __m256i a = src[j + 4 * k];
            if (groups == 1) {
                x[k] = a;
            } else {
                __m256i c = src[j + 4 * k + 16];
                x[k] = _mm256_add_epi16(a, c);
                x[k + 4] = _mm256_sub_epi16(a, c);
            }
        }
        /* x[4 g + i] = vector j + 4 i + 16 g; layer 1: distance 8 (i, i + 2) */
        for (int g = 0; g < groups; g++) {
            const int one1 = g == 0 && skip >= 1;
            if (!one1) pqpoly_ntt512_avx2_tw(&z, &zq, m->fwd, 1, g, 0);
            for (int i = 0; i < 2; i++) {
                __m256i a = x[4 * g + i], c = x[4 * g + i + 2];
                __m256i t = one1 ? c : pqpoly_montgomery_mulc16_x16(c, z, zq, m->q);
                x[4 * g + i] = _mm256_add_epi16(a, t);
                x[4 * g + i + 2] = _mm256_sub_epi16(a, t);
            }
        }
        /* layer 2: distance 4 (i, i + 1), block i / 2 of group g */
        for (int g = 0; g < groups; g++) {
            for (int b = 0; b < 2; b++) {
                const int one2 = g == 0 && b == 0 && skip >= 2;
                __m256i a = x[4 * g + 2 * b], c = x[4 * g + 2 * b + 1];
                if (!one2) pqpoly_ntt512_avx2_tw(&z, &zq, m->fwd, 2, g, b);
                __m256i t = one2 ? c : pqpoly_montgomery_mulc16_x16(c, z, zq, m->q);
                __m256i lo = _mm256_add_epi16(a, t), hi = _mm256_sub_epi16(a, t);
                x[4 * g + 2 * b] = r2 ? pqpoly_ntt512_avx2_red(lo, m) : lo;
                x[4 * g + 2 * b + 1] = r2 ? pqpoly_ntt512_avx2_red(hi, m) : hi;
            }
        }
        for (int g = 0; g < groups; g++)
            for (int i = 0; i < 4; i++) v[j + 4 * i + 16 * g] = x[4 * g + i];
        __asm__("" : : : "memory"); /* one column at a time: without it, gcc interleaves them and spills (3% slower) */
    }
}

/* Layers 3..8 of group g (a constant) in place in v[16 g .. 16 g + 15],
 * half by half so that at most eight vectors and the constants are live:
 * each half runs layers 3..4 and the first three stages of the transpose
 * (pqpoly_avx2_transpose16_half; half 0 then waits in memory); its last
 * stage (the 128-bit halves exchanged between columns c and c + 8) and
 * layer 5 (which pairs exactly those) run together column by column; then
 * layers 6..8 on each half.  The butterflies and reductions are those of
 * the straight order, so the values and bounds are too. */
static inline __attribute__((always_inline)) void pqpoly_ntt512_avx2_fwd_group(__m256i *v,
                                                                               const pqpoly_ntt512_avx2_mod *m,
                                                                               int sched, int skip, int g) {
    const int r2 = sched == PQPOLY_NTT512_AVX2_RED258;
    const int r5 = sched == PQPOLY_NTT512_AVX2_RED58 || sched == PQPOLY_NTT512_AVX2_RED5;
    const int r3 = sched == PQPOLY_NTT512_AVX2_RED3L8 || sched == PQPOLY_NTT512_AVX2_RED3L;
    const int r4 = !r2 && !r5 && !r3;
    /* layer 8: bit 0 its outputs, bit 1 its lo inputs (RED3L8, RED3L, RED4L8) */
    const int r8 = (sched != PQPOLY_NTT512_AVX2_RED4 && sched != PQPOLY_NTT512_AVX2_RED5 &&
                    sched != PQPOLY_NTT512_AVX2_RED3L && sched != PQPOLY_NTT512_AVX2_RED4L8) |
                   ((r3 || sched == PQPOLY_NTT512_AVX2_RED4L8) << 1);
    __m256i *w = v + 16 * g;
    __m256i x[8], y[8], z, zq;
    pqpoly_ntt512_avx2_ld8(x, w);
    pqpoly_ntt512_avx2_ct8(x, 3, 2, m->fwd, g, r3, m, 0, skip);
    pqpoly_ntt512_avx2_ct8(x, 4, 1, m->fwd, g, r4, m, 0, skip);
    pqpoly_avx2_transpose16_half(x);
    pqpoly_ntt512_avx2_st8(w, x);
    pqpoly_ntt512_avx2_ld8(y, w + 8);
    pqpoly_ntt512_avx2_ct8(y, 3, 2, m->fwd, g, r3, m, 1, skip);
    pqpoly_ntt512_avx2_ct8(y, 4, 1, m->fwd, g, r4, m, 1, skip);
    pqpoly_avx2_transpose16_half(y);
    pqpoly_ntt512_avx2_tw(&z, &zq, m->fwd, 5, g, 0);
    for (int c = 0; c < 8; c++) { /* the transpose's last stage, layer 5 */
        __m256i c0 = _mm256_load_si256(w + c);
        __m256i lo = _mm256_permute2x128_si256(c0, y[c], 0x20), hi = _mm256_permute2x128_si256(c0, y[c], 0x31);
        __m256i t = pqpoly_montgomery_mulc16_x16(hi, z, zq, m->q);
        if (r5) lo = pqpoly_ntt512_avx2_red(lo, m); /* RED58, RED5: the lo side only */
        hi = _mm256_sub_epi16(lo, t);
        lo = _mm256_add_epi16(lo, t);
        _mm256_store_si256(w + c, r2 ? pqpoly_ntt512_avx2_red(lo, m) : lo);
        y[c] = r2 ? pqpoly_ntt512_avx2_red(hi, m) : hi;
    }
    pqpoly_ntt512_avx2_ct8(y, 6, 4, m->fwd, g, 0, m, 1, 0);
    pqpoly_ntt512_avx2_ct8(y, 7, 2, m->fwd, g, 0, m, 1, 0);
    pqpoly_ntt512_avx2_ct8(y, 8, 1, m->fwd, g, r8, m, 1, 0);
    pqpoly_ntt512_avx2_st8(w + 8, y);
    pqpoly_ntt512_avx2_ld8(x, w);
    pqpoly_ntt512_avx2_ct8(x, 6, 4, m->fwd, g, 0, m, 0, 0);
    pqpoly_ntt512_avx2_ct8(x, 7, 2, m->fwd, g, 0, m, 0, 0);
    pqpoly_ntt512_avx2_ct8(x, 8, 1, m->fwd, g, r8, m, 0, 0);
    pqpoly_ntt512_avx2_st8(w, x);
}

/* Forward, in place on x[512] (32-byte aligned); bounds above.  Layer 0
 * pairs the two groups (vectors 0..15 and 16..31); layers 1..8 stay inside
 * a group: 1..4, the transpose, 5..8 (run as pqpoly_ntt512_avx2_fwd012 and
 * _fwd_group describe).  `sched` (a constant
 * at every call) picks the Barrett passes:
 *   PQPOLY_NTT512_AVX2_RED258: after layers 2, 5, 8 (PQPOLY_NTT512_AVX2_FWD_OK),
 *     output <= BR;
 *   PQPOLY_NTT512_AVX2_RED48: after layers 4, 8 only
 *     (PQPOLY_NTT512_AVX2_FWD48_OK), output <= BR;
 *   PQPOLY_NTT512_AVX2_RED58: the lo inputs of layer 5 and after layer 8
 *     (PQPOLY_NTT512_AVX2_FWD5_OK), output <= BR;
 *   PQPOLY_NTT512_AVX2_RED5: the lo inputs of layer 5 only
 *     (PQPOLY_NTT512_AVX2_FWD5_OK), output <= PQPOLY_NTT512_AVX2_OUT5(q, B0);
 *   PQPOLY_NTT512_AVX2_RED3L8: after layer 3, the lo inputs of layer 8 and
 *     after it (PQPOLY_NTT512_AVX2_FWD3L_OK), output <= BR;
 *   PQPOLY_NTT512_AVX2_RED3L: after layer 3 and the lo inputs of layer 8
 *     (PQPOLY_NTT512_AVX2_FWD3L_OK), output <= PQPOLY_NTT512_AVX2_OUT3L(q);
 *   PQPOLY_NTT512_AVX2_RED4L8: after layer 4 and the lo inputs of layer 8
 *     (PQPOLY_NTT512_AVX2_FWD4L8_OK), output <= PQPOLY_NTT512_AVX2_OUT4L8(q);
 *   PQPOLY_NTT512_AVX2_RED4: after layer 4 only (PQPOLY_NTT512_AVX2_FWD48_OK),
 *     output <= PQPOLY_NTT512_AVX2_OUT4(q) = STEP^4(BR).
 * `skip` (a constant, 0..4; at most 2 with RED258): in layers 1..skip the
 * butterflies of twiddle 1 (block 0 of group 0) take no product: their
 * outputs are at most 2^(l+1) B0 after layer l, so the bounds are
 * PQPOLY_NTT512_AVX2_FWDK_OK(q, B0, sched, skip) instead (the same output
 * bound: layers 5..8 are unchanged).  _sk2: the transform of in[512] into
 * x[512] (in is only read, x may be in). */
static inline __attribute__((always_inline)) void pqpoly_ntt512_avx2_forward_sk2(int16_t *x, const int16_t *in,
                                                                                  const pqpoly_ntt512_avx2_mod *m,
                                                                                  int sched, int skip) {
    __m256i *v = (__m256i *)x;
    pqpoly_ntt512_avx2_fwd012(v, (const __m256i *)in, m, skip, sched == PQPOLY_NTT512_AVX2_RED258, 2);
    pqpoly_ntt512_avx2_fwd_group(v, m, sched, skip, 0);
    pqpoly_ntt512_avx2_fwd_group(v, m, sched, skip, 1);
}

/* In place. */
static inline __attribute__((always_inline)) void pqpoly_ntt512_avx2_forward_sk(int16_t *x,
                                                                                 const pqpoly_ntt512_avx2_mod *m,
                                                                                 int sched, int skip) {
    pqpoly_ntt512_avx2_forward_sk2(x, x, m, sched, skip);
}

/* Layers 8..3 of the inverse on group g (a constant) in place in
 * v[16 g .. 16 g + 15], half by half as the forward runs them: layers
 * 8..6 on each half (half 0 then waits in memory), layer 5 (pairing
 * columns c and c + 8) column by column, the first three stages of the
 * transpose on each half, its last stage column by column, then layers
 * 4..3 on each half.  The same butterflies and reductions as the straight
 * order, so the same values and bounds. */
static inline __attribute__((always_inline)) void pqpoly_ntt512_avx2_inv_group(__m256i *v,
                                                                               const pqpoly_ntt512_avx2_mod *m,
                                                                               int g) {
    __m256i *w = v + 16 * g;
    __m256i x[8], y[8], z, zq;
    pqpoly_ntt512_avx2_ld8(x, w);
    pqpoly_ntt512_avx2_gs8(x, 8, 1, m->inv, g, 0, m, 0);
    pqpoly_ntt512_avx2_gs8(x, 7, 2, m->inv, g, 1, m, 0);
    pqpoly_ntt512_avx2_gs8(x, 6, 4, m->inv, g, 0, m, 0);
    pqpoly_ntt512_avx2_st8(w, x);
    pqpoly_ntt512_avx2_ld8(y, w + 8);
    pqpoly_ntt512_avx2_gs8(y, 8, 1, m->inv, g, 0, m, 1);
    pqpoly_ntt512_avx2_gs8(y, 7, 2, m->inv, g, 1, m, 1);
    pqpoly_ntt512_avx2_gs8(y, 6, 4, m->inv, g, 0, m, 1);
    pqpoly_ntt512_avx2_tw(&z, &zq, m->inv, 5, g, 0);
    for (int c = 0; c < 8; c++) { /* layer 5: sums reduced */
        __m256i a = _mm256_load_si256(w + c);
        _mm256_store_si256(w + c, pqpoly_ntt512_avx2_red(_mm256_add_epi16(a, y[c]), m));
        y[c] = pqpoly_montgomery_mulc16_x16(_mm256_sub_epi16(a, y[c]), z, zq, m->q);
    }
    pqpoly_avx2_transpose16_half(y);
    pqpoly_ntt512_avx2_st8(w + 8, y);
    pqpoly_ntt512_avx2_ld8(x, w);
    pqpoly_avx2_transpose16_half(x);
    for (int c = 0; c < 8; c++) { /* the transpose's last stage */
        __m256i c1 = _mm256_load_si256(w + 8 + c);
        _mm256_store_si256(w + 8 + c, _mm256_permute2x128_si256(x[c], c1, 0x31));
        x[c] = _mm256_permute2x128_si256(x[c], c1, 0x20);
    }
    pqpoly_ntt512_avx2_gs8(x, 4, 1, m->inv, g, 0, m, 0);
    pqpoly_ntt512_avx2_gs8(x, 3, 2, m->inv, g, 1, m, 0);
    pqpoly_ntt512_avx2_st8(w, x);
    pqpoly_ntt512_avx2_ld8(y, w + 8);
    pqpoly_ntt512_avx2_gs8(y, 4, 1, m->inv, g, 0, m, 1);
    pqpoly_ntt512_avx2_gs8(y, 3, 2, m->inv, g, 1, m, 1);
    pqpoly_ntt512_avx2_st8(w + 8, y);
}

/* Layers 2, 1 (sums reduced) and 0 of the inverse in one pass, eight
 * vectors (j, j + 4, ..., j + 28) at a time (the mirror of
 * pqpoly_ntt512_avx2_fwd012, without its compiler barrier: with it, no
 * faster).  `groups` (a constant): 2, or 1 for the size-256 transform of
 * ntt256.h (group 0 alone, no layer 0: its output is layer 1's). */
static inline __attribute__((always_inline)) void pqpoly_ntt512_avx2_inv210(__m256i *v,
                                                                            const pqpoly_ntt512_avx2_mod *m,
                                                                            int groups) {
    for (int j = 0; j < 4; j++) {
        __m256i y[8], z, zq;
        /* y[4 g + i] = vector j + 4 i + 16 g; layer 2: distance 4 (2b, 2b + 1) */
        for (int g = 0; g < groups; g++) {
            for (int b = 0; b < 2; b++) {
                __m256i a = v[j + 8 * b + 16 * g], c = v[j + 8 * b + 4 + 16 * g];
                pqpoly_ntt512_avx2_tw(&z, &zq, m->inv, 2, g, b);
                y[4 * g + 2 * b] = _mm256_add_epi16(a, c);
                y[4 * g + 2 * b + 1] = pqpoly_montgomery_mulc16_x16(_mm256_sub_epi16(a, c), z, zq, m->q);
            }
        }
        /* layer 1 (sums reduced): distance 8 (i, i + 2) */
        for (int g = 0; g < groups; g++) {
            pqpoly_ntt512_avx2_tw(&z, &zq, m->inv, 1, g, 0);
            for (int i = 0; i < 2; i++) {
                __m256i a = y[4 * g + i], c = y[4 * g + i + 2];
                y[4 * g + i] = pqpoly_ntt512_avx2_red(_mm256_add_epi16(a, c), m);
                y[4 * g + i + 2] = pqpoly_montgomery_mulc16_x16(_mm256_sub_epi16(a, c), z, zq, m->q);
            }
        }
        for (int k = 0; k < 4; k++) { /* layer 0: distance 16 */
            if (groups == 1) {
                v[j + 4 * k] = y[k];
            } else {
                v[j + 4 * k] = _mm256_add_epi16(y[k], y[k + 4]);
                v[j + 4 * k + 16] = _mm256_sub_epi16(y[k], y[k + 4]);
            }
        }
    }
}

/* Inverse, in place on x[512] in the forward's output order; bounds above.
 * Output: 512 times the forward's input, in natural order.  Layers 8..3 per
 * group, then layers 2..0 in one pass (pqpoly_ntt512_avx2_inv210). */
static inline void pqpoly_ntt512_avx2_inverse(int16_t *x, const pqpoly_ntt512_avx2_mod *m) {
    __m256i *v = (__m256i *)x;
    pqpoly_ntt512_avx2_inv_group(v, m, 0);
    pqpoly_ntt512_avx2_inv_group(v, m, 1);
    pqpoly_ntt512_avx2_inv210(v, m, 2);
}

#endif
