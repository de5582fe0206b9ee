/* Size-8 base multiplications of the NTRU Prime transforms (paper 004 §4.3,
 * §4.4): products in Z_q[x]/(x^8 + 1) (Nussbaumer's images) and
 * Z_q[x]/(x^8 + alpha x^4 + beta) (Bruun's images).  Internal header.
 *
 * Products are accumulated in int32; the inputs must satisfy
 * 8 * max|a| * max|b| < 2^27 (e.g. |a|, |b| <= 2^11.9, or |a| <= q/2 + 2 and
 * |b| <= 2^12 / ... stated at each caller), so the exact centered reduction
 * pqpoly_lr_red32 applies.  Output: exact centered representatives.
 * c may alias a or b. */
#ifndef PQPOLY_NTT_BASE8_H
#define PQPOLY_NTT_BASE8_H

#include "ntt/lazyred.h"

/* c = a*b mod (x^8 + 1). */
static inline void pqpoly_base8_nega(int16_t c[8], const int16_t a[8], const int16_t b[8],
                                     int32_t q, int64_t v32) {
    int32_t t[8];
    for (int k = 0; k < 8; k++) {
        int32_t s = 0;
        for (int i = 0; i <= k; i++) s += (int32_t)a[i] * b[k - i];
        for (int i = k + 1; i < 8; i++) s -= (int32_t)a[i] * b[k + 8 - i];
        t[k] = s;
    }
    for (int k = 0; k < 8; k++) c[k] = pqpoly_lr_red32(t[k], q, v32);
}

/* c = a*b mod (x^8 + alpha x^4 + beta), alpha, beta centered constants
 * (|alpha|, |beta| <= (q-1)/2).  Inputs: 8 max|a| max|b| < 2^26.
 * Why no overflow: the 15 product coefficients are < 2^26; the top seven are
 * reduced exactly (|.| <= (q-1)/2) before being multiplied by -alpha, -beta
 * (each term < 2^22), and the coefficients 4..7 fed by x^12..x^14 are reduced
 * before they are folded again. */
static inline void pqpoly_base8_tri(int16_t c[8], const int16_t a[8], const int16_t b[8],
                                    int32_t alpha, int32_t beta, int32_t q, int64_t v32) {
    int32_t t[15];
    for (int k = 0; k < 15; k++) t[k] = 0;
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 8; j++) t[i + j] += (int32_t)a[i] * b[j];
    /* x^(8+m) = -alpha x^(4+m) - beta x^m, m = 6, 5, 4 first (they feed 8..10) */
    for (int k = 14; k >= 12; k--) {
        int32_t h = pqpoly_lr_red32(t[k], q, v32);
        t[k - 4] -= alpha * h;
        t[k - 8] -= beta * h;
    }
    for (int k = 11; k >= 8; k--) {
        int32_t h = pqpoly_lr_red32(t[k], q, v32);
        t[k - 4] -= alpha * h;
        t[k - 8] -= beta * h;
    }
    for (int k = 0; k < 8; k++) c[k] = pqpoly_lr_red32(t[k], q, v32);
}

#endif
