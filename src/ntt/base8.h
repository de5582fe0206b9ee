/* Size-8 base multiplications of the NTRU Prime transforms ([HLY24, §4.3],
 * §4.4): products in Z_q[x]/(x^8 + 1) (Nussbaumer's images) and
 * Z_q[x]/(x^8 + alpha x^4 + beta) (Bruun's images).  Internal header.
 *
 * Products are accumulated in int32; each function states the input bound
 * that keeps every sum below 2^27, where pqpoly_barrett_round32 with s = 40
 * (v32 = PQPOLY_BARRETT32_VR_S(q, 40), q < 2^13) is exact:
 * PQPOLY_BARRETT32_ROUND_OUT_BOUND_S(q, 40, 2^27) = (q-1)/2; its
 * callers state why their inputs meet it.  Output: exact centered
 * representatives.  c may alias a or b. */
#ifndef PQPOLY_NTT_BASE8_H
#define PQPOLY_NTT_BASE8_H

#include "arith/barrett.h"

/* c = a*b mod (x^8 + 1).  Inputs: 8 max|a| max|b| < 2^27. */
static inline void pqpoly_base8_nega(int16_t c[8], const int16_t a[8], const int16_t b[8],
                                     int32_t q, int64_t v32) {
    int32_t t[8];
    for (int k = 0; k < 8; k++) {
        int32_t s = 0;
        for (int i = 0; i <= k; i++) s += (int32_t)a[i] * b[k - i];
        for (int i = k + 1; i < 8; i++) s -= (int32_t)a[i] * b[k + 8 - i];
        t[k] = s;
    }
    for (int k = 0; k < 8; k++) c[k] = (int16_t)pqpoly_barrett_round32(t[k], q, v32, 40);
}

/* c = a*b mod (x^8 + alpha x^4 + beta), alpha, beta centered constants
 * (|alpha|, |beta| <= (q-1)/2).  Inputs: 8 max|a| max|b| < 2^26.
 * The seven high coefficients are folded at once, without a chain:
 *   x^(8+m)  = -alpha x^(4+m) - beta x^m            (m = 0..3),
 *   x^(12+m) = (alpha^2 - beta) x^(4+m) + alpha beta x^m   (m = 0..2);
 * a2mb = alpha^2 - beta and ab = alpha beta (centered) are passed in.
 * Why no overflow: the 15 product coefficients are < 2^26; the top seven are
 * reduced exactly (|.| <= (q-1)/2) before being multiplied by the constants
 * (each term < 2^22.4); each low coefficient receives at most two such terms,
 * so it stays < 2^26 + 2^23.4 < 2^27 and reduces exactly. */
static inline void pqpoly_base8_tri(int16_t c[8], const int16_t a[8], const int16_t b[8],
                                    int32_t alpha, int32_t beta, int32_t a2mb, int32_t ab,
                                    int32_t q, int64_t v32) {
    int32_t t[15], h[15];
    for (int k = 0; k < 15; k++) t[k] = 0;
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 8; j++) t[i + j] += (int32_t)a[i] * b[j];
    for (int k = 8; k < 15; k++) h[k] = (int16_t)pqpoly_barrett_round32(t[k], q, v32, 40);
    for (int m = 0; m < 4; m++) {
        t[4 + m] -= alpha * h[8 + m];
        t[m] -= beta * h[8 + m];
    }
    for (int m = 0; m < 3; m++) {
        t[4 + m] += a2mb * h[12 + m];
        t[m] += ab * h[12 + m];
    }
    for (int k = 0; k < 8; k++) c[k] = (int16_t)pqpoly_barrett_round32(t[k], q, v32, 40);
}

#endif
