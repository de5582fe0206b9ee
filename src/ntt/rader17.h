/* Radix-17 butterfly by Rader's trick (paper 000 §2.2.1 and Appendix B;
 * paper 004 §3.5).  Internal header.
 *
 * The 17-point DFT X_k = sum_j x_j omega^(jk) (omega a principal 17th root of
 * unity in Z_q, 17 | q - 1: only q = 4591 of the NTRU Prime moduli) becomes,
 * with g = 3 a generator of Z_17^* and k = g^m, j = g^-l,
 *   X_(g^m) = x_0 + C_m,  C = A * W mod z^16 - 1,  A_l = x_(g^-l),  W_l = omega^(g^l),
 * and X_0 = sum_j x_j.  The size-16 cyclic convolution is split by CRT as in
 * paper 000 Appendix B: z^16 - 1 -> z^8 + 1 and z^8 - 1 -> z^4 + 1, z^4 - 1,
 * i.e. one 8x8 negacyclic and two 4x4 products (96 multiplications); W is
 * fixed, so its residues are precomputed with the inverse CRT's halvings
 * folded in (W8/2, W4n/4, W4c/4: tools/tables/ntrup_fft.py), and the inverse
 * CRT is additions only.  The inverse DFT is the same butterfly with omega^-1
 * and returns 17 x.
 *
 * Bounds: input |x_j| < 2^14; all arithmetic in int32 (sums < 2^19); the CRT
 * residues are reduced (pqpoly_lr_red32, |.| <= q/2 + 1) before the products,
 * whose sums (8 terms < 2^23) reduce exactly; output X exact centered
 * (|X| <= (q-1)/2).  No secret-dependent branch or index (the permutations
 * are public). */
#ifndef PQPOLY_NTT_RADER17_H
#define PQPOLY_NTT_RADER17_H

#include "ntt/lazyred.h"

typedef struct {
    int32_t w8[8], w4n[4], w4c[4]; /* residues of W, pre-scaled */
} pqpoly_rader17_k;

/* in_perm[l] = g^-l mod 17, out_perm[m] = g^m mod 17 (l, m < 16). */
static inline void pqpoly_rader17(int32_t X[17], const int32_t x[17], const pqpoly_rader17_k *K,
                                  const uint8_t *in_perm, const uint8_t *out_perm,
                                  int32_t q, int64_t v32) {
    int32_t A[16], a8[8], a4n[4], a4c[4], c8[8], c4n[4], c4c[4], s = x[0];
    for (int l = 0; l < 16; l++) A[l] = x[in_perm[l]];
    for (int l = 0; l < 16; l++) s += A[l];
    for (int i = 0; i < 8; i++) {
        int32_t lo = A[i], hi = A[i + 8];
        a8[i] = pqpoly_lr_red32(lo - hi, q, v32);
        A[i] = lo + hi;                               /* mod z^8 - 1 */
    }
    for (int i = 0; i < 4; i++) {
        a4n[i] = pqpoly_lr_red32(A[i] - A[i + 4], q, v32);
        a4c[i] = pqpoly_lr_red32(A[i] + A[i + 4], q, v32);
    }
    for (int k = 0; k < 8; k++) {
        int32_t t = 0;
        for (int i = 0; i <= k; i++) t += a8[i] * K->w8[k - i];
        for (int i = k + 1; i < 8; i++) t -= a8[i] * K->w8[k + 8 - i];
        c8[k] = pqpoly_lr_red32(t, q, v32);
    }
    for (int k = 0; k < 4; k++) {
        int32_t tn = 0, tc = 0;
        for (int i = 0; i <= k; i++) {
            tn += a4n[i] * K->w4n[k - i];
            tc += a4c[i] * K->w4c[k - i];
        }
        for (int i = k + 1; i < 4; i++) {
            tn -= a4n[i] * K->w4n[k + 4 - i];
            tc += a4c[i] * K->w4c[k + 4 - i];
        }
        c4n[k] = pqpoly_lr_red32(tn, q, v32);
        c4c[k] = pqpoly_lr_red32(tc, q, v32);
    }
    X[0] = pqpoly_lr_red32(s, q, v32);
    for (int i = 0; i < 4; i++) {
        int32_t p0 = c4c[i] + c4n[i], p1 = c4c[i] - c4n[i]; /* (mod z^8 - 1) / 2 */
        X[out_perm[i]] = pqpoly_lr_red32(x[0] + p0 + c8[i], q, v32);
        X[out_perm[i + 8]] = pqpoly_lr_red32(x[0] + p0 - c8[i], q, v32);
        X[out_perm[i + 4]] = pqpoly_lr_red32(x[0] + p1 + c8[i + 4], q, v32);
        X[out_perm[i + 12]] = pqpoly_lr_red32(x[0] + p1 - c8[i + 4], q, v32);
    }
}

#endif
