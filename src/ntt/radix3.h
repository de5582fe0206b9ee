/* Radix-3 butterflies (size-3 DFTs) over three parallel arrays, 32-bit
 * Montgomery arithmetic.  Internal header.  With omega a primitive cube root
 * of unity, omega^2 = -1 - omega, so one multiplication per butterfly
 * ([ACC+21] Figure 3; [HLY24, §3.4]):
 *   forward  (x0, x1, x2) -> (x0 + x1 + x2, x0 - x2 + s, x0 - x1 - s),
 *            s = omega (x1 - x2)   [values at u = 1, omega, omega^2];
 *   inverse  (X0, X1, X2) -> (X0 + X1 + X2, X0 - X1 - s, X0 - X2 + s),
 *            s = omega (X1 - X2)   [3 times the coefficients].
 * w_mont = omega * 2^32 mod q, qinv = PQPOLY_MONT32_QINV(q)
 * (pqpoly_montgomery_mul32, src/arith).  Bounds: inputs |x| < B with 2B q/2 < q 2^31;
 * outputs |.| < max(3B, 2B + q) (|s| < q). */
#ifndef PQPOLY_NTT_RADIX3_H
#define PQPOLY_NTT_RADIX3_H

#include <stddef.h>
#include <stdint.h>

#include "arith/montgomery.h"

static inline void pqpoly_ntt32_radix3_forward(int32_t *x0, int32_t *x1, int32_t *x2, size_t n, int32_t w_mont,
                                               int32_t q, int32_t qinv) {
    for (size_t i = 0; i < n; i++) {
        int32_t a = x0[i], b = x1[i], c = x2[i];
        int32_t s = pqpoly_montgomery_mul32(b - c, w_mont, q, qinv);
        x0[i] = a + b + c;
        x1[i] = a - c + s;
        x2[i] = a - b - s;
    }
}

static inline void pqpoly_ntt32_radix3_inverse(int32_t *x0, int32_t *x1, int32_t *x2, size_t n, int32_t w_mont,
                                               int32_t q, int32_t qinv) {
    for (size_t i = 0; i < n; i++) {
        int32_t a = x0[i], b = x1[i], c = x2[i];
        int32_t s = pqpoly_montgomery_mul32(b - c, w_mont, q, qinv);
        x0[i] = a + b + c;
        x1[i] = a - b - s;
        x2[i] = a - c + s;
    }
}

#endif
