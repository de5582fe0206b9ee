/* Radix-2 Bruun butterflies ([HLY24, §3.3, Figs. 1–2]).  Internal header.
 *
 * Bruun_{alpha,beta} maps Z_q[x]/(X^4 + (2 beta - alpha^2) X^2 + beta^2),
 * X = x^m, to Z_q[x]/(X^2 + alpha X + beta) x Z_q[x]/(X^2 - alpha X + beta).
 * An element a0 + a1 X + a2 X^2 + a3 X^3 (each a_i a block of m coefficients,
 * a polynomial in x of degree < m) becomes (â0 + â1 X, â2 + â3 X):
 *   â0 = a0 - beta a2 + alpha beta a3,   â1 = a1 + (alpha^2 - beta) a3 - alpha a2,
 *   â2 = a0 - beta a2 - alpha beta a3,   â3 = a1 + (alpha^2 - beta) a3 + alpha a2.
 * The inverse butterfly returns twice the preimage:
 *   2 a0 = â0 + â2 + (â3 - â1) beta / alpha,
 *   2 a1 = â1 + â3 - (â0 - â2) (alpha^2 - beta) / (alpha beta),
 *   2 a2 = (â3 - â1) / alpha,          2 a3 = (â0 - â2) / (alpha beta).
 * Constants (centered, from tools/tables/ntrup_fft.py) are in pqpoly_bruun_k;
 * beta = 1 skips its products ([HLY24] "Bruun_{alpha,±1}").
 *
 * Products by a constant (pqpoly_bruun_forward/_inverse) are reduced by
 * pqpoly_barrett_round32 with s = 40 (v32 = PQPOLY_BARRETT32_VR_S(q, 40)): for
 * |x c| < 2^27 and q < 2^13 the result is the centered representative
 * (PQPOLY_BARRETT32_ROUND_OUT_BOUND_S(q, 40, 2^27) = (q-1)/2).
 * Bounds (M = max|input|, every product exact, |.| <= (q-1)/2 = h;
 * needs 2M < 2^15 for the inverse's differences):
 *   forward: |â| <= 2M + h (beta = 1) or M + 2h (general beta);
 *   inverse: |2a| <= 2M + h. */
#ifndef PQPOLY_NTT_BRUUN_H
#define PQPOLY_NTT_BRUUN_H

#include "arith/barrett.h"
#include "arith/montgomery.h"

typedef struct {
    int32_t alpha, beta, alphabeta, a2mb;      /* forward: alpha, beta, alpha*beta, alpha^2 - beta */
    int32_t ainv, binva, k1;                   /* inverse: 1/alpha, beta/alpha, (alpha^2-beta)/(alpha beta) */
    int32_t abinv;                             /* 1/(alpha beta) */
    int beta_one;                              /* beta == 1 */
} pqpoly_bruun_k;

static inline void pqpoly_bruun_forward(int16_t *a, int m, const pqpoly_bruun_k *k,
                                        int32_t q, int64_t v32) {
    int16_t *a0 = a, *a1 = a + m, *a2 = a + 2 * m, *a3 = a + 3 * m;
    for (int i = 0; i < m; i++) {
        int32_t x0, x1, y0, y1;
        if (k->beta_one) {
            x0 = a0[i] - a2[i];
            y0 = pqpoly_barrett_round32(a3[i] * k->alpha, q, v32, 40);
            x1 = a1[i] + (k->a2mb == 1 ? a3[i] : pqpoly_barrett_round32(a3[i] * k->a2mb, q, v32, 40));
        } else {
            x0 = a0[i] - pqpoly_barrett_round32(a2[i] * k->beta, q, v32, 40);
            y0 = pqpoly_barrett_round32(a3[i] * k->alphabeta, q, v32, 40);
            x1 = a1[i] + pqpoly_barrett_round32(a3[i] * k->a2mb, q, v32, 40);
        }
        y1 = pqpoly_barrett_round32(a2[i] * k->alpha, q, v32, 40);
        a0[i] = (int16_t)(x0 + y0);
        a1[i] = (int16_t)(x1 - y1);
        a2[i] = (int16_t)(x0 - y0);
        a3[i] = (int16_t)(x1 + y1);
    }
}

static inline void pqpoly_bruun_inverse(int16_t *a, int m, const pqpoly_bruun_k *k,
                                        int32_t q, int64_t v32) {
    int16_t *a0 = a, *a1 = a + m, *a2 = a + 2 * m, *a3 = a + 3 * m;
    for (int i = 0; i < m; i++) {
        int32_t s0 = a0[i] + a2[i], s1 = a1[i] + a3[i];
        int32_t d0 = a0[i] - a2[i], d1 = a3[i] - a1[i];
        int32_t r2 = pqpoly_barrett_round32(d1 * k->ainv, q, v32, 40);
        int32_t r3 = pqpoly_barrett_round32(d0 * k->abinv, q, v32, 40);
        int32_t t0 = k->beta_one ? r2 : pqpoly_barrett_round32(d1 * k->binva, q, v32, 40);
        int32_t t1 = pqpoly_barrett_round32(d0 * k->k1, q, v32, 40);
        a0[i] = (int16_t)(s0 + t0);
        a1[i] = (int16_t)(s1 - t1);
        a2[i] = (int16_t)r2;
        a3[i] = (int16_t)r3;
    }
}

/* The same butterflies in 16-bit Montgomery arithmetic (pqpoly_montgomery_mul16,
 * loops the compiler vectorizes), general beta.  Constants times 2^16:
 *   fk = {alpha, beta, alpha beta, alpha^2 - beta} 2^16,
 *   ik = {1/alpha, beta/alpha, (alpha^2 - beta)/(alpha beta), 1/(alpha beta)} 2^16.
 * Bounds (P(M) = q/2 + M (q/2)/2^16 >= PQPOLY_MONT16_MULC_OUT_BOUND(q, M) bounds a
 * product of an input <= M):
 *   forward |â| <= M + 2 P(M);  inverse |2a| <= 2M + P(2M). */
static inline void pqpoly_bruun_forward16(int16_t *a, int m, const int16_t fk[4], int16_t q,
                                          int16_t qinv) {
    int16_t *a0 = a, *a1 = a + m, *a2 = a + 2 * m, *a3 = a + 3 * m;
    for (int i = 0; i < m; i++) {
        int16_t x0 = (int16_t)(a0[i] - pqpoly_montgomery_mul16(a2[i], fk[1], q, qinv));
        int16_t y0 = pqpoly_montgomery_mul16(a3[i], fk[2], q, qinv);
        int16_t x1 = (int16_t)(a1[i] + pqpoly_montgomery_mul16(a3[i], fk[3], q, qinv));
        int16_t y1 = pqpoly_montgomery_mul16(a2[i], fk[0], q, qinv);
        a0[i] = (int16_t)(x0 + y0);
        a1[i] = (int16_t)(x1 - y1);
        a2[i] = (int16_t)(x0 - y0);
        a3[i] = (int16_t)(x1 + y1);
    }
}

static inline void pqpoly_bruun_inverse16(int16_t *a, int m, const int16_t ik[4], int16_t q,
                                          int16_t qinv) {
    int16_t *a0 = a, *a1 = a + m, *a2 = a + 2 * m, *a3 = a + 3 * m;
    for (int i = 0; i < m; i++) {
        int16_t s0 = (int16_t)(a0[i] + a2[i]), s1 = (int16_t)(a1[i] + a3[i]);
        int16_t d0 = (int16_t)(a0[i] - a2[i]), d1 = (int16_t)(a3[i] - a1[i]);
        a0[i] = (int16_t)(s0 + pqpoly_montgomery_mul16(d1, ik[1], q, qinv));
        a1[i] = (int16_t)(s1 - pqpoly_montgomery_mul16(d0, ik[2], q, qinv));
        a2[i] = pqpoly_montgomery_mul16(d1, ik[0], q, qinv);
        a3[i] = pqpoly_montgomery_mul16(d0, ik[3], q, qinv);
    }
}

#endif
