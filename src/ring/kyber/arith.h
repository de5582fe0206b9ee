/* Modular arithmetic modulo q = 3329 used by the three Kyber-ring NTTs, as
 * static inline functions with every range stated.  q is a compile-time
 * constant so each function folds to a handful of instructions.
 * Internal header. */
#ifndef PQPOLY_RING_KYBER_ARITH_H
#define PQPOLY_RING_KYBER_ARITH_H

#include <stdint.h>

#define KYBER_Q 3329
/* q^-1 mod 2^16 (Montgomery, signed: Seiler 2018 / paper 003 Algorithm 7). */
#define KYBER_QINV16 (-3327)

/* Signed Montgomery reduction (paper 003 Algorithm 7, beta = 2^16).
 * Input  |a| <= q 2^15.  Output r = a 2^-16 mod q with |r| <= |a| 2^-16 + q/2
 * (< q for the stated input). */
static inline int16_t kyber_montgomery_reduce(int32_t a) {
    int16_t t = (int16_t)((int16_t)a * (int16_t)KYBER_QINV16);
    return (int16_t)((a - (int32_t)t * KYBER_Q) >> 16);
}

/* a b 2^-16 mod q; needs |a b| <= q 2^15; output as kyber_montgomery_reduce. */
static inline int16_t kyber_fqmul(int16_t a, int16_t b) {
    return kyber_montgomery_reduce((int32_t)a * b);
}

/* Signed Barrett reduction of a 16-bit value (paper 003 Algorithm 8, with
 * v = round(2^26 / q) = 20159).  Input any int16.  Output r = a mod q in
 * [-(q-1)/2, (q-1)/2] (checked exhaustively by tests/mlkem/test_kyber_arith). */
static inline int16_t kyber_barrett_reduce(int16_t a) {
    const int32_t v = ((1 << 26) + KYBER_Q / 2) / KYBER_Q;
    int16_t t = (int16_t)((v * a + (1 << 25)) >> 26);
    return (int16_t)(a - t * KYBER_Q);
}

/* Barrett multiplication by a constant (paper 004 Algorithm 2, R = 2^16):
 * b in [-(q-1)/2, (q-1)/2], bp = round(b 2^15 / q).
 * Input any int16 a.  Output r = a b mod q with |r| < q (1/2 + |a| 2^-16),
 * i.e. |r| < q.  Why: t = round(a bp 2^-15) differs from a b / q by at most
 * |a| / 2^16 + 1/2. */
static inline int16_t kyber_barrett_mulc(int16_t a, int16_t b, int16_t bp) {
    int32_t t = ((int32_t)a * bp + (1 << 14)) >> 15;
    return (int16_t)((int32_t)a * b - t * KYBER_Q);
}

/* Signed Barrett reduction of a 32-bit value (64-bit product, shift 38).
 * Input |a| < 2^31.  Output r = a mod q with |r| <= (q+1)/2: the quotient
 * estimate round(a v 2^-38), v = round(2^38 / q), is off from a/q by at most
 * 1/2 + 2^31 * 2^-39 < 1/2 + 2^-8, and r is an integer congruent to a. */
static inline int16_t kyber_barrett_reduce32(int32_t a) {
    const int64_t v = (((int64_t)1 << 38) + KYBER_Q / 2) / KYBER_Q;
    int64_t t = ((int64_t)a * v + ((int64_t)1 << 37)) >> 38;
    return (int16_t)(a - (int32_t)t * KYBER_Q);
}

/* Improved Plantard multiplication by a precomputed constant (paper 003
 * Algorithm 11; l = 16, alpha = 3, q < 2^(l-alpha-1) = 4096).
 * bq = ((b (-2^32)) mod q) q^-1 mod^± 2^32 (generated tables).
 * Input: a in [-q 2^6, q 2^6] (every int16 and more).  Output r = a b mod q in
 * [-(q+1)/2, q/2).  Relies on >> of a negative value being arithmetic. */
static inline int16_t kyber_plantard_mulc(int32_t a, int32_t bq) {
    int32_t t = (int32_t)((uint32_t)a * (uint32_t)bq) >> 16;
    return (int16_t)(((t + 8) * KYBER_Q) >> 16);
}

/* Improved Plantard reduction (paper 003 Algorithm 10 with b folded in,
 * Algorithm 13): qinv = q^-1 mod^± 2^32.
 * Input |c| <= q^2 2^6.  Output r = c (-2^-32) mod q in [-(q+1)/2, q/2). */
static inline int16_t kyber_plantard_reduce(int32_t c, int32_t qinv) {
    int32_t t = (int32_t)((uint32_t)c * (uint32_t)qinv) >> 16;
    return (int16_t)(((t + 8) * KYBER_Q) >> 16);
}

#endif
