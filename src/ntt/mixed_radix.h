/* Mixed-radix (radix 2, 3, 5, ...) NTT stages over a 16-bit modulus, in
 * Montgomery arithmetic (R = 2^16).  Internal header.
 *
 * Data: n elements of g contiguous lanes (g = 6 for the incomplete size-1620
 * NTT of [ACC+21, §3.2]: each element is a lane-group of the six interleaved
 * size-270 transforms).
 *
 * Gentleman–Sande (decimation in frequency) stage of radix r on blocks of
 * length len ([ACC+21, §4.2], Figures 3–4): for each block and j < len/r,
 * with x_m = X[block + j + m len/r],
 *   y_0 = sum_m x_m,   y_k = omega_len^(jk) sum_m x_m omega_r^(mk)  (k >= 1),
 * stored back at the same places: the part of the block modulo
 * (y^(len/r) - omega_r^k), twisted to y^(len/r) - 1.  The twist and the DFT
 * are one (r-1) x r matrix per j, mat[j][k-1][m], Montgomery form.
 * Cooley–Tukey (decimation in time) stage, the inverse: for each j,
 *   x_m = Y_0 + sum_{k>=1} Y_k omega_r^(-mk) omega_len^(-jk),
 * matrix imat[j][m][k-1]; r times the forward stage's input.
 *
 * sub = len / r is passed in (no division in the transform code).
 * Arithmetic (src/arith): qinv = PQPOLY_MONT16_QINV(q), bv = PQPOLY_BARRETT16_VR_S(q, 26).
 * Bounds: inputs |x| < q, q < 2^14 and r q < 2^15 (y_0 is Barrett-reduced from
 * |sum| < r q; output <= PQPOLY_BARRETT16_ROUND_OUT_BOUND_S(q, 26, 2^15) <= q/2 + 4); the other outputs are one Montgomery
 * reduction of r products of |x| < q by |c| <= q/2: r q^2/2 < q 2^15 for
 * r q < 2^16; output |.| < q.  So every stage maps |x| < q to |x| < q. */
#ifndef PQPOLY_NTT_MIXED_RADIX_H
#define PQPOLY_NTT_MIXED_RADIX_H

#include <stddef.h>
#include <stdint.h>

#include "arith/barrett.h"
#include "arith/montgomery.h"

#define PQPOLY_MIXED_MAX_RADIX 5

static inline void pqpoly_ntt16_gs_stage(int16_t *x, size_t n, size_t g, size_t r, size_t len, size_t sub, const int16_t *mat,
                                         int16_t q, int16_t qinv, int16_t bv) {
    for (size_t b = 0; b < n; b += len) {
        for (size_t j = 0; j < sub; j++) {
            const int16_t *mj = mat + j * (r - 1) * r;
            int16_t *base = x + (b + j) * g;
            for (size_t lane = 0; lane < g; lane++) {
                int32_t xs[PQPOLY_MIXED_MAX_RADIX], s = 0;
                for (size_t m = 0; m < r; m++) {
                    xs[m] = base[m * sub * g + lane];
                    s += xs[m];
                }
                base[lane] = pqpoly_barrett_round16((int16_t)s, q, bv, 26);
                for (size_t k = 1; k < r; k++) {
                    int32_t acc = 0;
                    for (size_t m = 0; m < r; m++) acc += xs[m] * mj[(k - 1) * r + m];
                    base[k * sub * g + lane] = pqpoly_montgomery_reduce16(acc, q, qinv);
                }
            }
        }
    }
}

/* one_mont = 2^16 mod q (the coefficient 1 of Y_0, in Montgomery form). */
static inline void pqpoly_ntt16_ct_stage(int16_t *x, size_t n, size_t g, size_t r, size_t len, size_t sub, const int16_t *imat,
                                         int16_t one_mont, int16_t q, int16_t qinv) {
    for (size_t b = 0; b < n; b += len) {
        for (size_t j = 0; j < sub; j++) {
            const int16_t *mj = imat + j * (r - 1) * r;
            int16_t *base = x + (b + j) * g;
            for (size_t lane = 0; lane < g; lane++) {
                int32_t ys[PQPOLY_MIXED_MAX_RADIX];
                for (size_t k = 0; k < r; k++) ys[k] = base[k * sub * g + lane];
                for (size_t m = 0; m < r; m++) {
                    int32_t acc = ys[0] * one_mont;
                    for (size_t k = 1; k < r; k++) acc += ys[k] * mj[m * (r - 1) + k - 1];
                    base[m * sub * g + lane] = pqpoly_montgomery_reduce16(acc, q, qinv);
                }
            }
        }
    }
}

#endif
