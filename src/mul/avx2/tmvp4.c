/* tmvp4, AVX2: the portable twin's plan (src/mul/tmvp4.c: one TMVP-4 layer,
 * two TMVP-2 layers, 63 leaf 16 x 16 TMVPs, [PC20, §3.3, Alg. 3, 4]) on
 * sixteen uint16 lanes, with the same four phases and the same accumulation
 * stages (block recombination, [PC20, §3.4]).
 *
 * Layout (its own, not the twin's): a matrix of dimension m is held as its
 * 2m - 1 diagonals padded to a stride of 2m, so every layer runs on whole
 * vectors of 16 diagonals; the pad of each stride is computed like the
 * others from the pad above (the top one is 0) and feeds only pads below:
 * output diagonal d of a layer reads d + i h (h = m/k), so the last one
 * (2h - 1, the pad) is the only one to read past 2m - 2.  The leaf matrices
 * are 63 x 32 values, the leaf vectors 63 x 16, the leaf products 63 x 16.
 *
 * Leaf products (CM): y = T v with T the 16 x 16 Toeplitz matrix of
 * diagonals u[0..30], y_i = sum_j u[i - j + 15] v_j: for each j the 16
 * values u[15 - j .. 30 - j] are one unaligned load, times v_j broadcast:
 * 16 multiply-adds of 16 lanes per leaf, no transposition.  base_acc keeps
 * the accumulator of a leaf in a register over the k pairs.
 *
 * Bit budget ([PC20, §3.3, §4]): every value is an element of Z_2^16
 * (vpmullw/vpaddw/vpsubw wrap around), so no intermediate can overflow
 * whatever the operands, the ring's small_bound (5) included: the bound
 * matters only for exactness over Z, which this plan does not need.  The
 * TMVP-4 layer scales its matrices by 2^3 (its denominators 12, 24, 120
 * have 2-parts up to 8) and the TMVP-2 layers by 2^0, so the outputs are
 * 2^R = 2^3 times the product, known modulo 2^16: the product is known
 * modulo 2^(16 - R) = 2^13 = q exactly, asserted below.  Accumulating k
 * products (each times 2^3) keeps that: the sum is 2^3 times the sum.
 * Constant time: no branch or index depends on the data. */
#ifdef __AVX2__
#include <immintrin.h>
#include <stdint.h>
#include <string.h>

#include "arith/avx2/vec.h"
#include "mul/staged_acc.h"
#include "pqpoly/common.h"
#include "params/saber.h"

#define V4_N PQPOLY_SABER_N
#define V4_R 3 /* the TMVP-4 layer's r; 0 for each TMVP-2 layer (src/mul/tmvp.h) */
#define V4_INV3 43691u  /* 3^-1 mod 2^16 */
#define V4_INV15 61167u /* 15^-1 mod 2^16 */
#define V4_LEAVES 63
#define V4_BYTES 4032 /* 63 x 32 uint16 leaf matrices (the largest domain), a multiple of 32 */
_Static_assert(PQPOLY_SABER_EQ + V4_R <= 16, "division budget: q = 2^13 times 2^R within 16 bits");
_Static_assert((3u * V4_INV3) % 65536u == 1 && (15u * V4_INV15) % 65536u == 1, "inverses mod 2^16");
_Static_assert(V4_N == 4 * 2 * 2 * 16 && V4_LEAVES == 7 * 3 * 3, "plan 4, 2, 2 over 16 x 16 leaves");
_Static_assert(V4_BYTES == V4_LEAVES * 32 * 2 && V4_BYTES % 32 == 0 && V4_BYTES >= V4_LEAVES * 16 * 2,
               "transformed buffers");

typedef __m256i v16;
static inline v16 add(v16 a, v16 b) { return _mm256_add_epi16(a, b); }
static inline v16 sub(v16 a, v16 b) { return _mm256_sub_epi16(a, b); }
static inline v16 mulc(v16 a, uint32_t c) { /* a c mod 2^16 */
    return _mm256_mullo_epi16(a, _mm256_set1_epi16((int16_t)(uint16_t)c));
}
static inline v16 shl(v16 a, int s) { return _mm256_slli_epi16(a, s); }

/* CMF of one TMVP-4 layer: 7 matrices of dimension 64 (stride 128) from the
 * 511 diagonals (stride 512) of u, [PC20, Alg. 3], each times 2^3 (tmvp.h). */
static void cmf4(uint16_t *out, const uint16_t *u) {
    for (int d = 0; d < 128; d += 16) {
        v16 t0 = PQPOLY_LOADU256(u + d), t1 = PQPOLY_LOADU256(u + 64 + d), t2 = PQPOLY_LOADU256(u + 128 + d), t3 = PQPOLY_LOADU256(u + 192 + d);
        v16 t4 = PQPOLY_LOADU256(u + 256 + d), t5 = PQPOLY_LOADU256(u + 320 + d), t6 = PQPOLY_LOADU256(u + 384 + d);
        v16 x;
        x = sub(add(add(sub(sub(mulc(t6, 12), shl(t5, 2)), mulc(t4, 15)), mulc(t3, 5)), mulc(t2, 3)), t1);
        PQPOLY_STOREU256(out + d, mulc(x, 2 * V4_INV3)); /* 12t6 - 4t5 - 15t4 + 5t3 + 3t2 - t1, times 8/12 */
        x = add(sub(sub(add(mulc(t5, 12), shl(t4, 3)), mulc(t3, 7)), shl(t2, 1)), t1);
        PQPOLY_STOREU256(out + 128 + d, mulc(x, 2 * V4_INV3)); /* 12t5 + 8t4 - 7t3 - 2t2 + t1, times 8/12 */
        x = sub(add(shl(t4, 4), t1), add(add(mulc(t5, 12), t3), shl(t2, 2)));
        PQPOLY_STOREU256(out + 256 + d, mulc(x, V4_INV3)); /* 16t4 + t1 - 12t5 - t3 - 4t2 */
        x = sub(add(mulc(t3, 7), t2), add(add(mulc(t5, 6), t4), t1));
        PQPOLY_STOREU256(out + 384 + d, mulc(x, V4_INV3)); /* 7t3 + t2 - 6t5 - t4 - t1 */
        x = sub(add(mulc(t5, 6), mulc(t2, 5)), add(add(mulc(t4, 5), mulc(t3, 5)), t1));
        PQPOLY_STOREU256(out + 512 + d, mulc(x, V4_INV15)); /* 6t5 + 5t2 - 5t4 - 5t3 - t1 */
        x = sub(add(shl(t5, 2), t1), mulc(t3, 5));
        PQPOLY_STOREU256(out + 640 + d, mulc(x, V4_INV15)); /* 4t5 + t1 - 5t3 */
        x = sub(add(add(shl(t4, 2), mulc(t3, 15)), t0), add(add(mulc(t5, 12), mulc(t2, 5)), mulc(t1, 3)));
        PQPOLY_STOREU256(out + 768 + d, shl(x, 3)); /* 8 (4t4 + 15t3 + t0 - 12t5 - 5t2 - 3t1) */
    }
}

/* CMF of one TMVP-2 layer over `count` matrices of dimension m (stride 2m)
 * to 3 count matrices of dimension m/2 (stride m), [PC20] eq. (3), in place
 * (out == in): the blocks run from the last down, each read whole before
 * any of it is written (output block c starts at 3cm >= 2cm, so it only
 * covers input blocks already read). */
static inline __attribute__((always_inline)) void cmf2(uint16_t *buf, int count, int m) {
    int h = m / 2;
    for (int c = count - 1; c >= 0; c--) {
        const uint16_t *u = buf + c * 2 * m;
        uint16_t *o = buf + 3 * c * m;
        v16 t[8]; /* 2m / 16 <= 8 vectors */
        for (int d = 0; d < 2 * m; d += 16) t[d / 16] = PQPOLY_LOADU256(u + d);
        for (int d = 0; d < m; d += 16) {
            v16 t0 = t[d / 16], t1 = t[(d + h) / 16], t2 = t[(d + 2 * h) / 16];
            PQPOLY_STOREU256(o + d, t1);
            PQPOLY_STOREU256(o + m + d, sub(t0, t1));
            PQPOLY_STOREU256(o + 2 * m + d, sub(t1, t2));
        }
    }
}

/* forward_a: the diagonals of T(a) (u[255 + d] = a_d, u[255 - d] = -a_(256-d)),
 * then the three CMF layers.  a: any int16 values (taken modulo 2^16).
 * Everything runs inside t (no scratch of its own to wipe): u in its last
 * 512 values, the TMVP-4 layer's 7 x 128 in the first 896, then the two
 * TMVP-2 layers in place (21 x 64, then 63 x 32: the whole buffer, over u). */
#define V4_U (V4_LEAVES * 32 - 512)
_Static_assert(V4_U >= 7 * 128 && V4_U % 16 == 0 && 21 * 64 <= V4_U, "u lies past the first two layers");
static void v4_fa(void *t, const int16_t *a) {
    uint16_t *T = t, *u = T + V4_U;
    const uint16_t *au = (const uint16_t *)(const void *)a;
    v16 zero = _mm256_setzero_si256();
    for (int i = 0; i < V4_N; i += 16) PQPOLY_STOREU256(u + 255 + i, PQPOLY_LOADU256(au + i)); /* u[255..510] */
    for (int k = 0; k < 240; k += 16) PQPOLY_STOREU256(u + k, sub(zero, PQPOLY_LOADU256(au + 1 + k)));
    PQPOLY_STOREU256(u + 239, sub(zero, PQPOLY_LOADU256(au + 240))); /* u[239..254] = -a[240..255] */
    u[511] = 0;
    cmf4(T, u);
    cmf2(T, 7, 64);
    cmf2(T, 21, 32);
}

/* CVF: one TMVP-4 layer (7 vectors of 64, [PC20, Alg. 3]), two TMVP-2, all
 * inside t: each TMVP-2 layer in place, blocks from the last down, each read
 * whole first (output block c starts at 3ch = 1.5cm >= cm). */
static inline __attribute__((always_inline)) void cvf2(uint16_t *buf, int count, int m) {
    int h = m / 2;
    for (int c = count - 1; c >= 0; c--) {
        const uint16_t *v = buf + c * m;
        uint16_t *o = buf + 3 * c * h;
        v16 x[4]; /* m / 16 <= 4 vectors */
        for (int i = 0; i < m; i += 16) x[i / 16] = PQPOLY_LOADU256(v + i);
        for (int i = 0; i < h; i += 16) {
            v16 v0 = x[i / 16], v1 = x[(h + i) / 16];
            PQPOLY_STOREU256(o + i, add(v0, v1));
            PQPOLY_STOREU256(o + h + i, v1);
            PQPOLY_STOREU256(o + 2 * h + i, v0);
        }
    }
}

static void v4_fb(void *t, const int16_t *b) {
    uint16_t *l1 = t;
    const uint16_t *v = (const uint16_t *)(const void *)b;
    for (int i = 0; i < 64; i += 16) {
        v16 v0 = PQPOLY_LOADU256(v + i), v1 = PQPOLY_LOADU256(v + 64 + i), v2 = PQPOLY_LOADU256(v + 128 + i), v3 = PQPOLY_LOADU256(v + 192 + i);
        v16 s1 = add(v0, v2), s2 = add(v1, v3), s5 = add(v0, shl(v2, 2)), s6 = add(shl(v1, 1), shl(v3, 3));
        PQPOLY_STOREU256(l1 + i, v0);
        PQPOLY_STOREU256(l1 + 64 + i, add(s1, s2));
        PQPOLY_STOREU256(l1 + 128 + i, sub(s1, s2));
        PQPOLY_STOREU256(l1 + 192 + i, add(s5, s6));
        PQPOLY_STOREU256(l1 + 256 + i, sub(s5, s6));
        PQPOLY_STOREU256(l1 + 320 + i, add(add(v0, mulc(v2, 9)), mulc(add(v1, mulc(v3, 9)), 3)));
        PQPOLY_STOREU256(l1 + 384 + i, v3);
    }
    cvf2(l1, 7, 64);
    cvf2(l1, 21, 32);
}

/* CM, accumulated over k pairs (stride V4_BYTES): tc[l] = sum T_l v_l. */
static void v4_base_acc(void *tc, const void *ta, const void *tb, unsigned k) {
    uint16_t *y = tc;
    for (int l = 0; l < V4_LEAVES; l++) {
        v16 acc = _mm256_setzero_si256();
        for (unsigned p = 0; p < k; p++) {
            const uint16_t *u = (const uint16_t *)(const void *)((const unsigned char *)ta + p * V4_BYTES) + l * 32;
            const uint16_t *v = (const uint16_t *)(const void *)((const unsigned char *)tb + p * V4_BYTES) + l * 16;
            for (int j = 0; j < 16; j++)
                acc = add(acc, _mm256_mullo_epi16(PQPOLY_LOADU256(u + 15 - j), _mm256_set1_epi16((int16_t)v[j])));
        }
        PQPOLY_STOREU256(y + l * 16, acc); /* in place (tc = ta): leaf l's matrix has been read, l*16+15 < (l+1)*32 */
    }
}
static void v4_base(void *tc, const void *ta, const void *tb) { v4_base_acc(tc, ta, tb, 1); }

/* R: two TMVP-2 recombinations, then TMVP-4 ([PC20, Alg. 4]); then the
 * deferred division: c = (y >> 3) as a centered 13-bit value, which is
 * (y with its low 3 bits cleared) >> 3 arithmetically.  The TMVP-2 layers
 * run in place in t (which inverse may overwrite), blocks from the first
 * up, each read whole first (output block c ends at 2(c+1)h <= 3(c+1)h,
 * the start of the next input block). */
static inline __attribute__((always_inline)) void rec2(uint16_t *buf, int count, int h) {
    for (int c = 0; c < count; c++) {
        const uint16_t *P = buf + 3 * c * h;
        uint16_t *y = buf + 2 * c * h;
        v16 x[6]; /* 3h / 16 <= 6 vectors */
        for (int i = 0; i < 3 * h; i += 16) x[i / 16] = PQPOLY_LOADU256(P + i);
        for (int i = 0; i < h; i += 16) {
            v16 p0 = x[i / 16], p1 = x[(h + i) / 16], p2 = x[(2 * h + i) / 16];
            PQPOLY_STOREU256(y + i, add(p0, p1));
            PQPOLY_STOREU256(y + h + i, sub(p0, p2));
        }
    }
}

static void v4_inv(int16_t *c, void *t) {
    uint16_t *l1 = t;
    v16 low3 = _mm256_set1_epi16(7);
    rec2(l1, 21, 16);
    rec2(l1, 7, 32);
    for (int i = 0; i < 64; i += 16) {
        v16 p0 = PQPOLY_LOADU256(l1 + i), p1 = PQPOLY_LOADU256(l1 + 64 + i), p2 = PQPOLY_LOADU256(l1 + 128 + i), p3 = PQPOLY_LOADU256(l1 + 192 + i);
        v16 p4 = PQPOLY_LOADU256(l1 + 256 + i), p5 = PQPOLY_LOADU256(l1 + 320 + i), p6 = PQPOLY_LOADU256(l1 + 384 + i);
        v16 s1 = add(p1, p2), s2 = sub(p1, p2), s3 = add(p3, p4), s4 = sub(p3, p4), y[4];
        y[0] = add(add(s2, shl(s4, 3)), add(mulc(p5, 27), p6));
        y[1] = add(add(s1, shl(s3, 2)), mulc(p5, 9));
        y[2] = add(add(s2, shl(s4, 1)), mulc(p5, 3));
        y[3] = add(add(s1, s3), add(p0, p5));
        for (int q = 0; q < 4; q++)
            _mm256_storeu_si256((__m256i *)(void *)(c + 64 * q + i),
                                _mm256_srai_epi16(_mm256_andnot_si256(low3, y[q]), V4_R));
    }
}
static void v4_inv_acc(int16_t *c, void *t, unsigned k) {
    (void)k; /* Z_2^16 arithmetic: no bound depends on k */
    v4_inv(c, t);
}

PQPOLY_STAGED_ACC(tmvp4_avx2, V4_BYTES, v4_fa, v4_fb, v4_base, v4_inv, v4_base_acc, v4_inv_acc)

static const pqpoly_mul_entry tmvp4_avx2_instances[] = {PQPOLY_STAGED_INSTANCE(
    avx2, "saber", "tmvp4", PQPOLY_BIG_BIG,
    "TMVP-4 + 2 x TMVP-2 + 16x16 Toeplitz leaves on 16 uint16 lanes, Z_2^16 ([PC20, §3.3, Alg. 3, 4])",
    tmvp4_avx2)};
PQPOLY_MUL_ALGO_DEFINE(tmvp4, avx2, "tmvp4", tmvp4_avx2_instances)
#endif
