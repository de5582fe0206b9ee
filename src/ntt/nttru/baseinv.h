/* Inversion in the NTT domain of the NTTRU ring ([LS19, §3]: key generation
 * inverts f-hat): each residue a0 + a1 x + a2 x^2 modulo x^3 - zeta is
 * inverted through its adjugate and norm,
 *     b0 = a0^2 - zeta a1 a2,  b1 = zeta a2^2 - a0 a1,  b2 = a1^2 - a0 a2,
 *     N  = a0 b0 + zeta (a2 b1 + a1 b2),      a^-1 = (b0 + b1 x + b2 x^2) / N,
 * and the 256 norms are inverted together (Montgomery's trick: one
 * exponentiation N^(q-2) of their product, three products per norm), so no
 * per-block exponentiation is needed.  A norm of zero (a residue not
 * invertible) makes the product zero: the verdict is that product compared
 * with zero without a branch; the caller decides what is public.
 *
 * Written once for every arithmetic: NTTRU_BASEINV_DEFINE(name, FMUL, D2,
 * GAMMA) defines `static int name(int16_t r[768], const int16_t a[768])`
 * with FMUL(x, y) = x y D^-1 mod q (the backend's product with its domain
 * factor D), D2 = D^2 mod q (FMUL(a, D2) = a D enters the domain) and
 * GAMMA(i) = zeta_{128+i} D mod q (block 2i works modulo x^3 - zeta, block
 * 2i+1 modulo x^3 + zeta).  Every value is kept "times D"; FMUL of two such
 * values is again one.  Ranges: FMUL must accept |x| <= 2(q-1) times
 * |y| <= q - 1 (both backends accept far more) and return |r| <= q - 1; sums
 * of two outputs stay within 2(q-1).  Internal header. */
#ifndef PQPOLY_NTT_NTTRU_BASEINV_H
#define PQPOLY_NTT_NTTRU_BASEINV_H

#include <stdint.h>

#include "pqpoly/common.h"
#include "ntt/nttru/arith.h"

/* -1 if x == 0, else 0; no branch. */
static inline int nttru_zero_mask(int16_t x) {
    return -(int)(((uint32_t)(uint16_t)x - 1u) >> 31);
}

#define NTTRU_BASEINV_DEFINE(name, FMUL, D2, GAMMA)                                          \
    static int16_t name##_pow(int16_t x) { /* x^(q-2) = x^7679, 7679 = 0b1110111111111 */    \
        int16_t y = x;                                                                       \
        for (int i = 11; i >= 0; i--) {                                                      \
            y = FMUL(y, y);                                                                  \
            if (((NTTRU_Q - 2) >> i) & 1) y = FMUL(y, x); /* public exponent */              \
        }                                                                                    \
        return y;                                                                            \
    }                                                                                        \
    static int name(int16_t r[NTTRU_N], const int16_t a[NTTRU_N]) {                          \
        int16_t norm[NTTRU_N / 3], pre[NTTRU_N / 3], inv, ok;                                \
        for (unsigned b = 0; b < NTTRU_N / 3; b++) {                                         \
            int16_t g = (int16_t)(GAMMA(b >> 1) * (1 - 2 * (int)(b & 1)));                   \
            int16_t a0 = FMUL(a[3 * b], D2), a1 = FMUL(a[3 * b + 1], D2),                     \
                    a2 = FMUL(a[3 * b + 2], D2);                                             \
            int16_t b0 = (int16_t)(FMUL(a0, a0) - FMUL(FMUL(a1, a2), g));                    \
            int16_t b1 = (int16_t)(FMUL(FMUL(a2, a2), g) - FMUL(a0, a1));                    \
            int16_t b2 = (int16_t)(FMUL(a1, a1) - FMUL(a0, a2));                             \
            int16_t t = (int16_t)(FMUL(a2, b1) + FMUL(a1, b2));                              \
            norm[b] = (int16_t)(FMUL(a0, b0) + FMUL(t, g));                                  \
            r[3 * b] = b0;                                                                   \
            r[3 * b + 1] = b1;                                                               \
            r[3 * b + 2] = b2;                                                               \
            pre[b] = b == 0 ? norm[0] : FMUL(pre[b - 1], norm[b]); /* b is public */         \
        }                                                                                    \
        ok = pre[NTTRU_N / 3 - 1];                                                           \
        inv = name##_pow(ok);                                                                \
        for (unsigned b = NTTRU_N / 3; b-- > 0;) {                                           \
            /* inv = (norm[0] ... norm[b])^-1 D; n = norm[b]^-1 D, then as a plain value */  \
            int16_t n = b == 0 ? inv : FMUL(inv, pre[b - 1]);                                \
            if (b != 0) inv = FMUL(inv, norm[b]);                                            \
            n = FMUL(n, 1);                                                                  \
            for (unsigned l = 0; l < 3; l++) r[3 * b + l] = FMUL(r[3 * b + l], n);           \
        }                                                                                    \
        pqpoly_memzero(norm, sizeof norm);                                                   \
        pqpoly_memzero(pre, sizeof pre);                                                     \
        return nttru_zero_mask(ok);                                                          \
    }

#endif
