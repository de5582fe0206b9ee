/* Modular arithmetic used by the transform building blocks of src/ntt/:
 * signed Montgomery (16- and 32-bit) and signed Barrett reduction to the
 * centered range.  Internal header; every function is static inline and takes
 * the modulus and its constants as arguments, so with compile-time constants
 * at the call sites they fold.  Relies on >> of negative integers being
 * arithmetic and on two's-complement narrowing (gcc, clang).
 * Constant time: no branch or index depends on the values. */
#ifndef PQPOLY_NTT_MODARITH_H
#define PQPOLY_NTT_MODARITH_H

#include <stdint.h>

#include "common/ct.h"

/* ---- 32-bit modulus (q odd, q < 2^30), R = 2^32 ---- */

/* a * R^-1 mod q.  qinv = q^-1 mod 2^32.
 * Input |a| < q * 2^31;  output |r| < q  (Montgomery 1985, signed form). */
static inline int32_t pqpoly_ntt_mont32_reduce(int64_t a, int32_t q, uint32_t qinv) {
    int32_t m = (int32_t)((uint32_t)(uint64_t)a * qinv);
    return (int32_t)((a - (int64_t)m * q) >> 32);
}

/* a * b * R^-1 mod q.  Input |a * b| < q * 2^31; output |r| < q. */
static inline int32_t pqpoly_ntt_mont32_mul(int32_t a, int32_t b, int32_t q, uint32_t qinv) {
    return pqpoly_ntt_mont32_reduce((int64_t)a * b, q, qinv);
}

/* Centered Barrett reduction: r = a - q * round(a / q) with v = round(2^48 / q).
 * Input |a| < 2^31, 2^17 <= q < 2^30 (so |a * v| < 2^62); output
 * |r| < q/2 + q/2^18 (the estimate of a/q is off by |a| * |v - 2^48/q| / 2^48
 * <= 2^31 / 2^49).  For q < 2^23 that is |r| < q/2 + 32. */
static inline int32_t pqpoly_ntt_barrett32(int32_t a, int32_t q, int64_t v) {
    int32_t t = (int32_t)(((int64_t)a * v + ((int64_t)1 << 47)) >> 48);
    return a - t * q;
}

/* Exact centered representative of a modulo q: input |a| < q (e.g. a
 * Montgomery output); output in [-(q-1)/2, (q-1)/2] (q odd).  Masks only. */
static inline int32_t pqpoly_ntt_center32(int32_t a, int32_t q) {
    /* Barriers: clang -O3 turned these masks into branches (tests/ct). */
    a += q & -(int32_t)pqpoly_ct_barrier32((uint32_t)(a < -(q - 1) / 2));
    a -= q & -(int32_t)pqpoly_ct_barrier32((uint32_t)(a > (q - 1) / 2));
    return a;
}

/* ---- 16-bit modulus (q odd, q < 2^14), R = 2^16 ---- */

/* a * R^-1 mod q.  qinv = q^-1 mod 2^16.
 * Input |a| < q * 2^15; output |r| < q. */
static inline int16_t pqpoly_ntt_mont16_reduce(int32_t a, int16_t q, uint16_t qinv) {
    int16_t m = (int16_t)(uint16_t)((uint32_t)a * qinv);
    return (int16_t)((a - (int32_t)m * q) >> 16);
}

/* a * b * R^-1 mod q.  Input |a * b| < q * 2^15; output |r| < q. */
static inline int16_t pqpoly_ntt_mont16_mul(int16_t a, int16_t b, int16_t q, uint16_t qinv) {
    /* Same value as mont16_reduce(a*b), written as high/low halves of 16x16
     * products (mullo/mulhi lanes) so compilers vectorize it: the low halves
     * of a*b and m*q agree, so (a*b - m*q) >> 16 = hi(a*b) - hi(m*q). */
    int32_t p = (int32_t)a * b;
    int16_t m = (int16_t)(uint16_t)((uint32_t)p * qinv);
    return (int16_t)((int16_t)(p >> 16) - (int16_t)(((int32_t)m * q) >> 16));
}

/* Centered Barrett reduction of a 16-bit value, v = round(2^26 / q) (< 2^15
 * for q > 2^11), vectorizable (16x16 -> 32 product, shift).
 * Input |a| < 2^15; output |r| <= q/2 + q/2^12 + 1 (estimate error
 * 1/2 + 2^15 * (1/2) / 2^26); e.g. <= q/2 + 4 for q < 2^14. */
static inline int16_t pqpoly_ntt_barrett16s(int16_t a, int16_t q, int16_t v) {
    /* = (a v + 2^25) >> 26, as a high-half product then a 16-bit shift:
     * floor((floor(a v / 2^16) + 2^9) / 2^10) = floor((a v + 2^25) / 2^26). */
    int16_t hi = (int16_t)(((int32_t)a * v) >> 16);
    int16_t t = (int16_t)((hi + 512) >> 10);
    return (int16_t)(a - t * q);
}

/* Centered Barrett reduction with v = round(2^40 / q), q < 2^14 odd.
 * Input |a| < 2^25; output |r| <= (q+1)/2 (the estimate of a/q is off by at
 * most 1/2 + 2^25 / 2^41, so |r| < q/2 + 1).  64-bit product: |a * v| < 2^53. */
static inline int32_t pqpoly_ntt_barrett16(int32_t a, int32_t q, int64_t v) {
    int32_t t = (int32_t)(((int64_t)a * v + ((int64_t)1 << 39)) >> 40);
    return a - t * q;
}

/* Exact centered representative of a modulo q: input |a| < q;
 * output in [-(q-1)/2, (q-1)/2] (q odd). */
static inline int16_t pqpoly_ntt_center16(int32_t a, int32_t q) {
    /* Barriers: clang -O3 turned these masks into branches (tests/ct). */
    a += q & -(int32_t)pqpoly_ct_barrier32((uint32_t)(a < -(q - 1) / 2));
    a -= q & -(int32_t)pqpoly_ct_barrier32((uint32_t)(a > (q - 1) / 2));
    return (int16_t)a;
}

#endif
