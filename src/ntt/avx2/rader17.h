/* Radix-17 butterfly by Rader's trick ([ACC+21, App. B]; [HLY24, §3.5]) on
 * 16 int16 lanes held in registers: the AVX2 form of src/ntt/rader17.h for
 * the grb row (src/mul/avx2/grb.c).  Include only from code compiled with
 * -mavx2.  Internal header.
 *
 * X_(g^m) = x_0 + C_m with C = A * W mod z^16 - 1 (A_l = x_(g^-l),
 * W_l = omega^(g^l), g = 3), X_0 = x_0 + sum_j x_j.  The size-16 cyclic
 * convolution by the fixed W is split by CRT further than the portable
 * kernel: z^16 - 1 -> z^8 + 1, z^4 + 1, z^2 + 1, z - 1, z + 1, and z^8 + 1
 * by Bruun's butterfly ([HLY24, §3.3]) into z^4 +- t z^2 + 1 (t^2 = 2,
 * q = 7 mod 8), so the products cost 4 + 2 x 16 + 4 (z^8 + 1) + 16 + 4 +
 * 1 + 1 = 62 multiplications (96 in the portable kernel).  W's residues
 * carry the inverse CRT's halvings (tools/tables/grb_avx2.py), so apart
 * from Bruun's 1/t the inverse CRT is additions only; each constant is in
 * Montgomery form (x 2^16), broadcast to 16 lanes, with its multiplier
 * (pqpoly_montgomery_pre16_x16) beside it.
 *
 * Schedule (input |x| <= M; P(.) = PQPOLY_MONT16_MULC_OUT_BOUND(q, .), the
 * bound of a product of any int16 by a centered constant; B the bound of the
 * reduction `red`, pqpoly_barrett_round16_x16 with s = 26):
 *   a8, S = A_k -+ A_(k+8): 2M;  a4n, a4c = S_k -+ S_(k+4): 4M;
 *   a4c reduced (when red_a4c) to B, else 4M: call it E;
 *   a2n, a2c: 2E;  p = a2c_0 + a2c_1 (mod z - 1), m (mod z + 1): 4E;
 *   X_0 = x_0 + p <= M + 4E;
 *   z^8 + 1: u +- v <= G = 4M + P(2M); P+-, four products: 4 P(G); U, V:
 *   8 P(G); c8_(4..7) = one product by 1/t <= C8H = P(8 P(G)), unreduced;
 *   c8_(0..3) <= C8 = 8 P(G) + C8H, reduced to B; c8 <= D = max(B, C8H);
 *   c4n = 4 products <= 4 P(4M);
 *   c2n <= 2 P(2E);  c2c = P(4E) +- P(4E);  c4c = c2c +- c2n;
 *   X_k = x_0 + c4c +- c4n +- c8 <= M + 2 P(4E) + 2 P(2E) + 4 P(4M) + D;
 *   red_out (a mask): 1 reduces c4n (to B), 2 reduces c4c and p (to B; then
 *   X_0 <= M + B); with both, X_k <= M + 2B + D.
 * PQPOLY_RADER17_AVX2_OUT(q, M, red_a4c, red_out) is the output bound and
 * PQPOLY_RADER17_AVX2_OK(q, M, red_a4c, red_out) checks that no
 * intermediate leaves int16; the callers assert both.
 *
 * No secret-dependent branch or index (the permutations are public). */
#ifndef PQPOLY_NTT_AVX2_RADER17_H
#define PQPOLY_NTT_AVX2_RADER17_H

#include <immintrin.h>
#include <stdint.h>

#include "arith/avx2/barrett.h"
#include "arith/avx2/montgomery.h"
#include "arith/avx2/vec.h"
#include "arith/barrett.h"
#include "arith/montgomery.h"

/* Rows of one direction's kernel (tools/tables/grb_avx2.py). */
#define PQPOLY_RADER17_AVX2_K 42

#define PQPOLY_R17_P_(q, a) ((int64_t)PQPOLY_MONT16_MULC_OUT_BOUND(q, a))
#define PQPOLY_R17_B_(q) ((int64_t)PQPOLY_BARRETT16_ROUND_OUT_BOUND_S(q, 26, 32768))
#define PQPOLY_R17_E_(q, M, ra) ((ra) ? PQPOLY_R17_B_(q) : 4 * (int64_t)(M))
#define PQPOLY_R17_C4C_(q, M, ra) \
    (2 * PQPOLY_R17_P_(q, 4 * PQPOLY_R17_E_(q, M, ra)) + 2 * PQPOLY_R17_P_(q, 2 * PQPOLY_R17_E_(q, M, ra)))
#define PQPOLY_R17_C4N_(q, M) (4 * PQPOLY_R17_P_(q, 4 * (int64_t)(M)))
#define PQPOLY_R17_G_(q, M) (4 * (int64_t)(M) + PQPOLY_R17_P_(q, 2 * (int64_t)(M)))
#define PQPOLY_R17_C8H_(q, M) PQPOLY_R17_P_(q, 8 * PQPOLY_R17_P_(q, PQPOLY_R17_G_(q, M)))
#define PQPOLY_R17_C8_(q, M) (8 * PQPOLY_R17_P_(q, PQPOLY_R17_G_(q, M)) + PQPOLY_R17_C8H_(q, M))
#define PQPOLY_R17_D_(q, M) (PQPOLY_R17_C8H_(q, M) > PQPOLY_R17_B_(q) ? PQPOLY_R17_C8H_(q, M) : PQPOLY_R17_B_(q))
#define PQPOLY_R17_X0_(q, M, ra, ro) ((int64_t)(M) + (((ro) & 2) ? PQPOLY_R17_B_(q) : 4 * PQPOLY_R17_E_(q, M, ra)))
#define PQPOLY_R17_XK_(q, M, ra, ro)                                                            \
    ((int64_t)(M) + PQPOLY_R17_D_(q, M) + (((ro) & 2) ? PQPOLY_R17_B_(q) : PQPOLY_R17_C4C_(q, M, ra)) + \
     (((ro) & 1) ? PQPOLY_R17_B_(q) : PQPOLY_R17_C4N_(q, M)))
#define PQPOLY_RADER17_AVX2_OUT(q, M, ra, ro)                                                   \
    (PQPOLY_R17_X0_(q, M, ra, ro) > PQPOLY_R17_XK_(q, M, ra, ro) ? PQPOLY_R17_X0_(q, M, ra, ro) \
                                                                 : PQPOLY_R17_XK_(q, M, ra, ro))
#define PQPOLY_RADER17_AVX2_OK(q, M, ra, ro)                                                    \
    (4 * (int64_t)(M) < 32768 && 4 * PQPOLY_R17_E_(q, M, ra) < 32768 && PQPOLY_R17_G_(q, M) < 32768 && \
     PQPOLY_R17_C8_(q, M) < 32768 && PQPOLY_R17_C4C_(q, M, ra) < 32768 &&                     \
     PQPOLY_R17_C4N_(q, M) < 32768 && PQPOLY_RADER17_AVX2_OUT(q, M, ra, ro) < 32768)

/* Rows v[0], v[st], ..., v[16 st] (each a vector of 16 independent lanes)
 * <- their 17-point DFT, in place.  K: PQPOLY_RADER17_AVX2_K constant rows
 * then as many multiplier rows of 16 lanes (pqpoly_grb4591_avx2_rader, per
 * direction); v16, rnd: the s = 26 Barrett constants.  red_a4c, red_out:
 * compile-time constants of the caller (see the schedule).  Written in the
 * order that keeps the fewest vectors live: the z^8 - 1 branch first down to
 * x_0 + c4c +- c4n, then z^8 + 1 two rows of its matrices at a time, each
 * pair of rows finishing four outputs. */
static inline __attribute__((always_inline)) void pqpoly_rader17_avx2(int16_t *v, int st, const int16_t *K, __m256i q,
                                                                      __m256i v16, __m256i rnd, int red_a4c,
                                                                      int red_out) {
    static const unsigned char in[16] = {1, 6, 2, 12, 4, 7, 8, 14, 16, 11, 15, 5, 13, 10, 9, 3};
    static const unsigned char out[16] = {1, 3, 9, 10, 13, 5, 15, 11, 16, 14, 8, 7, 4, 12, 2, 6};
#define R17_LD(j) PQPOLY_LOADU256(v + (j) * st)
#define R17_ST(j, x) PQPOLY_STOREU256(v + (j) * st, x)
#define R17_W(i) PQPOLY_LOAD256(K + 16 * (i))
#define R17_WQ(i) PQPOLY_LOAD256(K + 16 * (PQPOLY_RADER17_AVX2_K + (i)))
#define R17_MUL(a, i) pqpoly_montgomery_mulc16_x16(a, R17_W(i), R17_WQ(i), q)
#define R17_RED(a) pqpoly_barrett_round16_x16(a, v16, rnd, q)
    __m256i a8[8], pk0[4], pk1[4];
    __m256i x0 = R17_LD(0);
    {
        __m256i S[8], a4n[4], a4c[4], c4n[4];
        for (int k = 0; k < 8; k++) {
            __m256i lo = R17_LD(in[k]), hi = R17_LD(in[k + 8]);
            a8[k] = _mm256_sub_epi16(lo, hi);
            S[k] = _mm256_add_epi16(lo, hi);
        }
        for (int k = 0; k < 4; k++) {
            a4n[k] = _mm256_sub_epi16(S[k], S[k + 4]);
            a4c[k] = _mm256_add_epi16(S[k], S[k + 4]);
            if (red_a4c) a4c[k] = R17_RED(a4c[k]);
        }
        /* z^4 + 1: negacyclic 4 x 4 by w4n (rows 34..37) */
#pragma GCC unroll 4
        for (int k = 0; k < 4; k++) {
            __m256i acc = R17_MUL(a4n[0], 34 + k);
#pragma GCC unroll 4
            for (int j = 1; j < 4; j++)
                acc = j <= k ? _mm256_add_epi16(acc, R17_MUL(a4n[j], 34 + k - j))
                             : _mm256_sub_epi16(acc, R17_MUL(a4n[j], 34 + k - j + 4));
            c4n[k] = (red_out & 1) ? R17_RED(acc) : acc;
        }
        /* z^4 - 1 -> z^2 + 1 (rows 38, 39), z - 1 (row 40), z + 1 (row 41) */
        __m256i a2n0 = _mm256_sub_epi16(a4c[0], a4c[2]), a2n1 = _mm256_sub_epi16(a4c[1], a4c[3]);
        __m256i a2c0 = _mm256_add_epi16(a4c[0], a4c[2]), a2c1 = _mm256_add_epi16(a4c[1], a4c[3]);
        __m256i p = _mm256_add_epi16(a2c0, a2c1), m = _mm256_sub_epi16(a2c0, a2c1);
        __m256i c2n0 = _mm256_sub_epi16(R17_MUL(a2n0, 38), R17_MUL(a2n1, 39));
        __m256i c2n1 = _mm256_add_epi16(R17_MUL(a2n0, 39), R17_MUL(a2n1, 38));
        __m256i cp = R17_MUL(p, 40), cm = R17_MUL(m, 41);
        __m256i c2c0 = _mm256_add_epi16(cp, cm), c2c1 = _mm256_sub_epi16(cp, cm);
        __m256i c4c[4] = {_mm256_add_epi16(c2c0, c2n0), _mm256_add_epi16(c2c1, c2n1),
                          _mm256_sub_epi16(c2c0, c2n0), _mm256_sub_epi16(c2c1, c2n1)};
        R17_ST(0, _mm256_add_epi16(x0, (red_out & 2) ? R17_RED(p) : p));
        for (int k = 0; k < 4; k++) {
            __m256i s = _mm256_add_epi16(x0, (red_out & 2) ? R17_RED(c4c[k]) : c4c[k]);
            pk0[k] = _mm256_add_epi16(s, c4n[k]);
            pk1[k] = _mm256_sub_epi16(s, c4n[k]);
        }
    }
    /* z^8 + 1 -> z^4 + t z^2 + 1, z^4 - t z^2 + 1 (Bruun, t^2 = 2):
     * a mod z^4 +- t z^2 + 1 = u +- v, u = (a0 - a4, a1 - a5, a2 + a6, a3 + a7),
     * v = t (a6, a7, -a4, -a5); the products by the fixed residues are 4 x 4
     * matrices (rows 0..15, 16..31) carrying the inverse's halving; then
     * U = P+ + P-, V = P+ - P- and (c6, c7, c4, c5) = (V0, V1, -V2, -V3)/t,
     * (c0, c1, c2, c3) = U + (c4, c5, -c6, -c7): matrix rows (0, 2) give
     * outputs k = 0, 2 (c8_0, c8_4 from U0, V2; c8_2, c8_6 from U2, V0),
     * rows (1, 3) outputs k = 1, 3. */
    __m256i up[4], um[4];
    {
        __m256i u0 = _mm256_sub_epi16(a8[0], a8[4]), u1 = _mm256_sub_epi16(a8[1], a8[5]);
        __m256i u2 = _mm256_add_epi16(a8[2], a8[6]), u3 = _mm256_add_epi16(a8[3], a8[7]);
        __m256i v0 = R17_MUL(a8[6], 32), v1 = R17_MUL(a8[7], 32), v2 = R17_MUL(a8[4], 32), v3 = R17_MUL(a8[5], 32);
        up[0] = _mm256_add_epi16(u0, v0), um[0] = _mm256_sub_epi16(u0, v0);
        up[1] = _mm256_add_epi16(u1, v1), um[1] = _mm256_sub_epi16(u1, v1);
        up[2] = _mm256_sub_epi16(u2, v2), um[2] = _mm256_add_epi16(u2, v2);
        up[3] = _mm256_sub_epi16(u3, v3), um[3] = _mm256_add_epi16(u3, v3);
    }
#pragma GCC unroll 2
    for (int h = 0; h < 2; h++) {
        __m256i U[2], V[2];
#pragma GCC unroll 2
        for (int e = 0; e < 2; e++) {
            int r = h + 2 * e;
            __m256i pp = R17_MUL(up[0], 4 * r), pm = R17_MUL(um[0], 16 + 4 * r);
#pragma GCC unroll 3
            for (int c = 1; c < 4; c++) {
                pp = _mm256_add_epi16(pp, R17_MUL(up[c], 4 * r + c));
                pm = _mm256_add_epi16(pm, R17_MUL(um[c], 16 + 4 * r + c));
            }
            U[e] = _mm256_add_epi16(pp, pm);
            V[e] = _mm256_sub_epi16(pp, pm);
        }
        /* h = 0: rows 0, 2: k = 0 (U0, n4 = V2/t = -c4), k = 2 (U2, c6 = V0/t);
         * h = 1: rows 1, 3: k = 1 (U1, n5 = V3/t = -c5), k = 3 (U3, c7 = V1/t) */
        __m256i n = R17_MUL(V[1], 33), c = R17_MUL(V[0], 33);
        int ka = h, kb = h + 2;
        __m256i c8a = R17_RED(_mm256_sub_epi16(U[0], n)), c8b = R17_RED(_mm256_sub_epi16(U[1], c));
        R17_ST(out[ka], _mm256_add_epi16(pk0[ka], c8a));
        R17_ST(out[ka + 8], _mm256_sub_epi16(pk0[ka], c8a));
        R17_ST(out[ka + 4], _mm256_sub_epi16(pk1[ka], n)); /* + c8_(ka+4) = -n */
        R17_ST(out[ka + 12], _mm256_add_epi16(pk1[ka], n));
        R17_ST(out[kb], _mm256_add_epi16(pk0[kb], c8b));
        R17_ST(out[kb + 8], _mm256_sub_epi16(pk0[kb], c8b));
        R17_ST(out[kb + 4], _mm256_add_epi16(pk1[kb], c)); /* c8_(kb+4) = c */
        R17_ST(out[kb + 12], _mm256_sub_epi16(pk1[kb], c));
    }
#undef R17_LD
#undef R17_ST
#undef R17_W
#undef R17_WQ
#undef R17_MUL
#undef R17_RED
}

#endif
