/* Radix-2 cyclic NTTs of size M = 2^logm: Cooley–Tukey forward, Gentleman–
 * Sande inverse, over 32-bit (Montgomery, R = 2^32) or 16-bit (Montgomery,
 * R = 2^16) moduli.  Internal header.
 *
 * Data layout: M elements, each a group of g contiguous coefficients (g = 1
 * for a plain array; g = v for the Good–Thomas layout of [HLY24, §4.2] where
 * every "point" is a polynomial of v coefficients).  The same twiddle
 * multiplies the whole group, so groups of 8/16 lanes vectorize directly.
 *
 * Transform ([ACC+21, §2.2]): the node polynomial u^m - zeta^e splits as
 * (u^(m/2) - zeta^(e/2)) (u^(m/2) + zeta^(e/2)); starting from u^M - 1 the
 * node at layer l, block k, uses zeta^((M/2 >> l) * brv_l(k)) (brv_l = bit
 * reversal of l bits), stored at zetas[2^l + k] in Montgomery form
 * (zeta * R mod q, centered).  After logm layers, element j holds the value
 * at u = zeta^brv_logm(j) (bit-reversed order, never permuted: the base
 * products and the inverse work in that order).
 * The inverse undoes each layer with (x, y) -> (x + y, (x - y) zeta^-e),
 * so its output is M times the input of the forward transform; callers fold
 * 1/M into their final scaling.  izetas[] lists zeta^-e (Montgomery form) in
 * the order the inverse visits the nodes (layer logm-1 first, blocks in
 * order).  Tables come from tools/tables/ntrup_ntt.py.
 *
 * Arithmetic (src/arith): signed Montgomery products (pqpoly_montgomery_mul32,
 * _mul16; qinv = PQPOLY_MONT32_QINV(q), PQPOLY_MONT16_QINV(q)) and rounding
 * Barrett reductions with the shifts below (barrett_v = PQPOLY_BARRETT32_VR_S(q,
 * 48), PQPOLY_BARRETT16_VR_S(q, 26): the tables' _BARRETT constants). */
#ifndef PQPOLY_NTT_RADIX2_H
#define PQPOLY_NTT_RADIX2_H

#include <stddef.h>
#include <stdint.h>

#include "arith/barrett.h"
#include "arith/montgomery.h"
#include "common/debug_bounds.h"

/* Shifts of the rounding Barrett reductions (the tables' _BARRETT constants). */
#define PQPOLY_NTT32_BARRETT_SHIFT 48
#define PQPOLY_NTT16_BARRETT_SHIFT 26

/* Forward, 32-bit.  Bounds: input |x| < B with 2^logm * B <= q.  Block 0
 * of each layer (twiddle 1) only adds inputs of earlier block-0 outputs, so
 * its elements stay below 2^l * B <= q after layer l; every other output is
 * x +- mont(zeta, y) with |mont| < q, so by induction output |x| < B + logm * q.
 * Requires B + logm * q < 2^31 and (B + logm * q) * q / 2 < q * 2^31 for the
 * Montgomery input (|zeta| <= q/2): both hold for q < 2^26, logm <= 10. */
static inline void pqpoly_ntt32_forward(int32_t *x, unsigned logm, size_t g, const int32_t *zetas,
                                        int32_t q, int32_t qinv) {
    size_t m = (size_t)1 << logm, k = 1;
    for (size_t len = m / 2; len >= 1; len >>= 1) {
        /* Block 0 of every layer has twiddle zeta^0 = 1: plain add/sub. */
        for (size_t j = 0; j < len * g; j++) {
            int32_t a = x[j], b = x[len * g + j];
            x[j] = a + b;
            x[len * g + j] = a - b;
        }
        k++;
        for (size_t start = 2 * len; start < m; start += 2 * len) {
            int32_t z = zetas[k++];
            int32_t *lo = x + start * g, *hi = x + (start + len) * g;
            for (size_t j = 0; j < len * g; j++) {
                int32_t t = pqpoly_montgomery_mul32(hi[j], z, q, qinv);
                hi[j] = lo[j] - t;
                lo[j] = lo[j] + t;
            }
        }
    }
}

/* Inverse, 32-bit.  Input |x| < q.  Each layer: sums and the block-0
 * differences at most double, other differences are Montgomery products
 * (|.| < q).  After every `lazy` layers all coefficients are Barrett-reduced
 * (|.| <= PQPOLY_BARRETT32_ROUND_OUT_BOUND_S(q, 48, 2^31) < q/2 + q/2^18 < q), so between reductions |x| < 2^lazy * q; requires
 * 2^lazy * q < 2^31 (Montgomery input then |x - y| q/2 < 2^lazy q^2 < q 2^31).
 * Output |x| < 2^r * q with r = logm mod lazy (r = 0: |x| < q). */
static inline void pqpoly_ntt32_inverse(int32_t *x, unsigned logm, size_t g, const int32_t *izetas,
                                        int32_t q, int32_t qinv, int64_t barrett_v, unsigned lazy) {
    size_t m = (size_t)1 << logm, k = 0;
    unsigned since = 0; /* layers since the last reduction (no % on counters) */
    for (size_t len = 1; len < m; len <<= 1) {
        /* Block 0 (twiddle 1): the difference is not multiplied, so it is
         * bounded like the sum path (2^j q), within the same budget. */
        for (size_t j = 0; j < len * g; j++) {
            int32_t a = x[j], b = x[len * g + j];
            x[j] = a + b;
            x[len * g + j] = a - b;
        }
        k++;
        for (size_t start = 2 * len; start < m; start += 2 * len) {
            int32_t z = izetas[k++];
            int32_t *lo = x + start * g, *hi = x + (start + len) * g;
            for (size_t j = 0; j < len * g; j++) {
                int32_t a = lo[j], b = hi[j];
                lo[j] = a + b;
                hi[j] = pqpoly_montgomery_mul32(a - b, z, q, qinv);
            }
        }
        if (++since == lazy) {
            since = 0;
            for (size_t j = 0; j < m * g; j++) x[j] = pqpoly_barrett_round32(x[j], q, barrett_v, PQPOLY_NTT32_BARRETT_SHIFT);
            PQPOLY_ASSERT_BOUND(x, m * g, -(q - 1), q - 1);
        }
    }
}

/* Forward, 16-bit, q < 2^14.  Input |x| <= q/2 + 4.  Each layer: t =
 * mont(zeta, y) (|t| < q; block 0 has t = y), outputs Barrett(x +- t) with
 * |x +- t| < 1.5q + 4 < 2^15; output |x| <= q/2 + 4 after every layer
 * (PQPOLY_BARRETT16_ROUND_OUT_BOUND_S(q, 26, 2^15) <= q/2 + 4, tested for
 * q = 7681, 10753, 12289 in tests/arith/test_barrett.c). */
static inline void pqpoly_ntt16_forward(int16_t *x, unsigned logm, size_t g, const int16_t *zetas,
                                        int16_t q, int16_t qinv, int16_t barrett_v) {
    size_t m = (size_t)1 << logm, k = 1, nb = 1; /* nb = number of blocks = m / (2 len) */
    for (size_t len = m / 2; len >= 1; len >>= 1, nb <<= 1) {
        for (size_t j = 0; j < len * g; j++) { /* block 0: twiddle 1 */
            int16_t a = x[j], b = x[len * g + j];
            x[j] = pqpoly_barrett_round16((int16_t)(a + b), q, barrett_v, PQPOLY_NTT16_BARRETT_SHIFT);
            x[len * g + j] = pqpoly_barrett_round16((int16_t)(a - b), q, barrett_v, PQPOLY_NTT16_BARRETT_SHIFT);
        }
        k++;
        if (len * g >= 8) {
            for (size_t start = 2 * len; start < m; start += 2 * len) {
                int16_t z = zetas[k++];
                int16_t *lo = x + start * g, *hi = x + (start + len) * g;
                for (size_t j = 0; j < len * g; j++) {
                    int16_t t = pqpoly_montgomery_mul16(hi[j], z, q, qinv);
                    hi[j] = pqpoly_barrett_round16((int16_t)(lo[j] - t), q, barrett_v, PQPOLY_NTT16_BARRETT_SHIFT);
                    lo[j] = pqpoly_barrett_round16((int16_t)(lo[j] + t), q, barrett_v, PQPOLY_NTT16_BARRETT_SHIFT);
                }
            }
        } else {
            /* Short blocks: run across blocks (stride 2 len g, one twiddle
             * per block) so the loop is long enough to vectorize. */
            size_t w = len * g;
            for (size_t j = 0; j < w; j++) {
                for (size_t bl = 1; bl < nb; bl++) {
                    int16_t *lo = x + bl * 2 * w + j, *hi = lo + w;
                    int16_t t = pqpoly_montgomery_mul16(*hi, zetas[k - 1 + bl], q, qinv);
                    *hi = pqpoly_barrett_round16((int16_t)(*lo - t), q, barrett_v, PQPOLY_NTT16_BARRETT_SHIFT);
                    *lo = pqpoly_barrett_round16((int16_t)(*lo + t), q, barrett_v, PQPOLY_NTT16_BARRETT_SHIFT);
                }
            }
            k += nb - 1;
        }
    }
    PQPOLY_ASSERT_BOUND(x, m * g, -(q / 2 + 4), q / 2 + 4);
}

/* Inverse, 16-bit, q < 2^14.  Input |x| < q.  Each layer: sums (and block-0
 * differences) Barrett-reduced (|x + y| < 2q < 2^15, result <= q/2 + 4),
 * other differences multiplied (|x - y| * q/2 < q^2 < q * 2^15, result < q);
 * output |x| < q. */
static inline void pqpoly_ntt16_inverse(int16_t *x, unsigned logm, size_t g, const int16_t *izetas,
                                        int16_t q, int16_t qinv, int16_t barrett_v) {
    size_t m = (size_t)1 << logm, k = 0, nb = m >> 1; /* nb = m / (2 len) */
    for (size_t len = 1; len < m; len <<= 1, nb >>= 1) {
        for (size_t j = 0; j < len * g; j++) { /* block 0: twiddle 1 */
            int16_t a = x[j], b = x[len * g + j];
            x[j] = pqpoly_barrett_round16((int16_t)(a + b), q, barrett_v, PQPOLY_NTT16_BARRETT_SHIFT);
            x[len * g + j] = pqpoly_barrett_round16((int16_t)(a - b), q, barrett_v, PQPOLY_NTT16_BARRETT_SHIFT);
        }
        k++;
        if (len * g >= 8) {
            for (size_t start = 2 * len; start < m; start += 2 * len) {
                int16_t z = izetas[k++];
                int16_t *lo = x + start * g, *hi = x + (start + len) * g;
                for (size_t j = 0; j < len * g; j++) {
                    int16_t a = lo[j], b = hi[j];
                    lo[j] = pqpoly_barrett_round16((int16_t)(a + b), q, barrett_v, PQPOLY_NTT16_BARRETT_SHIFT);
                    hi[j] = pqpoly_montgomery_mul16((int16_t)(a - b), z, q, qinv);
                }
            }
        } else { /* short blocks: across blocks, as in the forward */
            size_t w = len * g;
            for (size_t j = 0; j < w; j++) {
                for (size_t bl = 1; bl < nb; bl++) {
                    int16_t *lo = x + bl * 2 * w + j, *hi = lo + w;
                    int16_t a = *lo, b = *hi;
                    *lo = pqpoly_barrett_round16((int16_t)(a + b), q, barrett_v, PQPOLY_NTT16_BARRETT_SHIFT);
                    *hi = pqpoly_montgomery_mul16((int16_t)(a - b), izetas[k - 1 + bl], q, qinv);
                }
            }
            k += nb - 1;
        }
    }
    PQPOLY_ASSERT_BOUND(x, m * g, -(q - 1), q - 1);
}

#endif
