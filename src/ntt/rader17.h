/* Radix-17 butterfly by Rader's trick ([ACC+21, §2.2.1] and Appendix B;
 * [HLY24, §3.5]).  Internal header.
 *
 * The 17-point DFT X_k = sum_j x_j omega^(jk) (omega a principal 17th root of
 * unity in Z_q, 17 | q - 1: only q = 4591 of the NTRU Prime moduli) becomes,
 * with g = 3 a generator of Z_17^* and k = g^m, j = g^-l,
 *   X_(g^m) = x_0 + C_m,  C = A * W mod z^16 - 1,  A_l = x_(g^-l),  W_l = omega^(g^l),
 * and X_0 = sum_j x_j.  The size-16 cyclic convolution is split by CRT as in
 * [ACC+21] Appendix B: z^16 - 1 -> z^8 + 1 and z^8 - 1 -> z^4 + 1, z^4 - 1,
 * i.e. one 8x8 negacyclic and two 4x4 products (96 multiplications); W is
 * fixed, so its residues are precomputed with the inverse CRT's halvings
 * folded in (W8/2, W4n/4, W4c/4: tools/tables/ntrup_fft.py), and the inverse
 * CRT is additions only.  The inverse DFT is the same butterfly with omega^-1
 * and returns 17 x.
 *
 * No secret-dependent branch or index (the permutations are public). */
#ifndef PQPOLY_NTT_RADER17_H
#define PQPOLY_NTT_RADER17_H

#include "arith/barrett.h"
#include "arith/montgomery.h"

/* The butterfly on 16 lanes at once, in 16-bit arithmetic the
 * compiler vectorizes (the layout of [HLY24, Algorithm 7]: 17 rows of
 * consecutive lanes, row stride `stride`).  Kernel in Montgomery form
 * (x 2^16: pqpoly_rader17_<q>_fwd, src/ntt/tables/rader17.h), products by pqpoly_montgomery_mul16
 * (qinv = PQPOLY_MONT16_QINV(q)), reductions by pqpoly_barrett_round16 with
 * v16 = PQPOLY_BARRETT16_VR_S(q, 26).
 * Bounds (B = q/2 + 8 >= PQPOLY_BARRETT16_ROUND_OUT_BOUND_S(q, 26, 2^15), the
 * output bound of the reduction, q <= 5167):
 *   input |x| <= B;  a8, P: 2B;  a4n, a4c: 4B, reduced: B;
 *   products: each term <= q/2 + 2B (q/2)/2^16 < q/2 + 184, 8-term sums < 2^15;
 *   reduced: B;  X_0 = x_0 + sum a4c <= 5B;  X_k = x_0 + (c4c +- c4n) +- c8 <= 4B.
 *   Output |X| <= 5B < 2^14. */
typedef struct {
    int16_t w8[8], w4n[4], w4c[4];
} pqpoly_rader17_k16;

static inline void pqpoly_rader17_x16(int16_t *v, int stride, const pqpoly_rader17_k16 *K,
                                      const uint8_t *in_perm, const uint8_t *out_perm,
                                      int16_t q, int16_t qinv, int16_t v16) {
    int16_t A[16][16], a8[8][16], a4n[4][16], a4c[4][16], c8[8][16], c4n[4][16], c4c[4][16];
    int16_t x0[16];
    for (int i = 0; i < 16; i++) x0[i] = v[i];
    for (int l = 0; l < 16; l++)
        for (int i = 0; i < 16; i++) A[l][i] = v[in_perm[l] * stride + i];
    for (int k = 0; k < 8; k++)
        for (int i = 0; i < 16; i++) {
            int16_t lo = A[k][i], hi = A[k + 8][i];
            a8[k][i] = (int16_t)(lo - hi);
            A[k][i] = (int16_t)(lo + hi);
        }
    for (int k = 0; k < 4; k++)
        for (int i = 0; i < 16; i++) {
            a4n[k][i] = pqpoly_barrett_round16((int16_t)(A[k][i] - A[k + 4][i]), q, v16, 26);
            a4c[k][i] = pqpoly_barrett_round16((int16_t)(A[k][i] + A[k + 4][i]), q, v16, 26);
        }
    for (int k = 0; k < 8; k++) {
        int16_t acc[16] = {0};
        for (int j = 0; j < 8; j++) {
            /* term a8[j] * w8[k - j], negated when it wraps (z^8 = -1) */
            int idx = k - j >= 0 ? k - j : k - j + 8;
            int16_t w = k - j >= 0 ? K->w8[idx] : (int16_t)-K->w8[idx];
            for (int i = 0; i < 16; i++) acc[i] = (int16_t)(acc[i] + pqpoly_montgomery_mul16(a8[j][i], w, q, qinv));
        }
        for (int i = 0; i < 16; i++) c8[k][i] = pqpoly_barrett_round16(acc[i], q, v16, 26);
    }
    for (int k = 0; k < 4; k++) {
        int16_t an[16] = {0}, ac[16] = {0};
        for (int j = 0; j < 4; j++) {
            int idx = k - j >= 0 ? k - j : k - j + 4;
            int16_t wn = k - j >= 0 ? K->w4n[idx] : (int16_t)-K->w4n[idx];
            int16_t wc = K->w4c[idx];
            for (int i = 0; i < 16; i++) {
                an[i] = (int16_t)(an[i] + pqpoly_montgomery_mul16(a4n[j][i], wn, q, qinv));
                ac[i] = (int16_t)(ac[i] + pqpoly_montgomery_mul16(a4c[j][i], wc, q, qinv));
            }
        }
        for (int i = 0; i < 16; i++) {
            c4n[k][i] = pqpoly_barrett_round16(an[i], q, v16, 26);
            c4c[k][i] = pqpoly_barrett_round16(ac[i], q, v16, 26);
        }
    }
    for (int i = 0; i < 16; i++)
        v[i] = (int16_t)(x0[i] + a4c[0][i] + a4c[1][i] + a4c[2][i] + a4c[3][i]);
    for (int k = 0; k < 4; k++) {
        int16_t *o0 = v + out_perm[k] * stride, *o8 = v + out_perm[k + 8] * stride;
        int16_t *o4 = v + out_perm[k + 4] * stride, *o12 = v + out_perm[k + 12] * stride;
        for (int i = 0; i < 16; i++) {
            int16_t p0 = (int16_t)(x0[i] + c4c[k][i] + c4n[k][i]);
            int16_t p1 = (int16_t)(x0[i] + c4c[k][i] - c4n[k][i]);
            o0[i] = (int16_t)(p0 + c8[k][i]);
            o8[i] = (int16_t)(p0 - c8[k][i]);
            o4[i] = (int16_t)(p1 + c8[k + 4][i]);
            o12[i] = (int16_t)(p1 - c8[k + 4][i]);
        }
    }
}

#endif
