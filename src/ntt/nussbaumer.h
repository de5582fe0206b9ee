/* Nussbaumer's map for Z_q[x]/(x^64 + 1) ([HLY24, §4.3], after [BBCT22]):
 *   Z_q[x]/(x^64+1) = (Z_q[x]/(x^8 - z))[z]/(z^8+1)
 *                  -> (Z_q[z]/(z^8+1))[x]/(x^16 - 1)  = prod_k (..)[x]/(x - z^(e_k)).
 * An element a = sum_{j<8} a_j(z) x^j with a_j(z) = sum_{i<8} a[8i+j] z^i is
 * evaluated at the 16 powers of z (a principal 16th root of unity); a product
 * of two such has x-degree < 15 < 16, so the inverse recovers it exactly and
 * folds x^8 = z back.  Internal header.
 *
 * Layout of the image: out[16][8], out[k] the residue at x = z^(e_k) with the
 * e_k of pqpoly_sch_forward (n = 16, L = 8, e0 = 0).
 * Bounds: forward: layer 0 only copies (the upper x-half is zero), layers
 * 1..3 each double: |out| <= 8 max|a|.  Inverse: 4 layers, each doubles, then
 * the fold adds at most 2 terms: |a| <= 32 max|out| — callers reduce between
 * (see pqpoly_nuss_inverse_{first,last}). */
#ifndef PQPOLY_NTT_NUSSBAUMER_H
#define PQPOLY_NTT_NUSSBAUMER_H

#include "ntt/schonhage.h"

/* out[16][8] <- Nussbaumer image of a[64].  |out| <= 8 max|a|. */
static inline void pqpoly_nuss_forward(int16_t out[128], const int16_t a[64]) {
    /* Layer 0 splits x^16 - 1 into x^8 -+ 1 with zero upper half: both
     * halves equal the transposed input. */
    for (int j = 0; j < 8; j++)
        for (int i = 0; i < 8; i++) {
            out[8 * j + i] = a[8 * i + j];
            out[64 + 8 * j + i] = a[8 * i + j];
        }
    pqpoly_sch_forward(out, 16, 8, 0, 1, 4);
}

/* Inverse layers 3..1 (x 8).  |v| grows by 8. */
static inline void pqpoly_nuss_inverse_first(int16_t v[128]) {
    pqpoly_sch_inverse(v, 16, 8, 0, 1, 4);
}

/* Inverse layer 0 (x 2) and the fold x^8 = z, x^64 = -1 into c[64]:
 * c = 16 * (the preimage).  |c| <= 4 max|v|. */
static inline void pqpoly_nuss_inverse_last(int16_t c[64], int16_t v[128]) {
    pqpoly_sch_inverse(v, 16, 8, 0, 0, 1);
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 8; j++) c[8 * i + j] = v[8 * j + i];
    /* x-coefficients 8..15: x^(8+j) z^i = x^j z^(i+1), z^8 = -1 */
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 8; j++) {
            int16_t t = v[64 + 8 * j + i];
            if (i < 7)
                c[8 * (i + 1) + j] = (int16_t)(c[8 * (i + 1) + j] + t);
            else
                c[j] = (int16_t)(c[j] - t);
        }
}

#endif
