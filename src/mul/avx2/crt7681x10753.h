/* The stated output bounds of the forward stages of the AVX2 big*small
 * product crt7681x10753 (src/mul/avx2/crt7681x10753.c, where the lazy
 * schedules are chosen, their bounds asserted, and these macros asserted
 * equal to them), for the tests that hold the transforms to them.  No
 * intrinsics: includable from any C file.  Internal header.
 * Layout of a transform: int16 [2][T][M] (mod 7681, then mod 10753),
 * T = PQPOLY_CRT2_AVX2_T(p), M = PQPOLY_CRT2_AVX2_M(p); for p = 653 then
 * the operands' and the product's top parts (PQPOLY_CRT2_AVX2_WRAP). */
#ifndef PQPOLY_MUL_AVX2_CRT7681X10753_H
#define PQPOLY_MUL_AVX2_CRT7681X10753_H

#include "ntt/avx2/ntt512_bounds.h"

/* The shape per set (src/mul/avx2/good16.h): Good's T = 5 rows of M = 256
 * for p = 653 (N = 1280, truncated: the 2p - 1 - N = 25 coefficients
 * that wrap around are computed directly), Good's T = 3 rows of 512 for
 * p = 761, the polyphase T = 4 for 857, 953, 1013, Good's T = 5 rows of 512
 * for 1277. */
#define PQPOLY_CRT2_AVX2_SETS(X) X(653, 5, 256) X(761, 3, 512) X(857, 4, 512) X(953, 4, 512) X(1013, 4, 512) X(1277, 5, 512)
#define PQPOLY_CRT2_AVX2_T(p) ((p) == 653 ? 5 : (p) <= 761 ? 3 : (p) <= 1013 ? 4 : 5)
#define PQPOLY_CRT2_AVX2_M(p) ((p) == 653 ? 256 : 512)
/* The coefficients of the linear product past N = T M (0 where it fits). */
#define PQPOLY_CRT2_AVX2_WRAP(p) (2 * (p) - 1 > PQPOLY_CRT2_AVX2_T(p) * PQPOLY_CRT2_AVX2_M(p) ? 2 * (p) - 1 - PQPOLY_CRT2_AVX2_T(p) * PQPOLY_CRT2_AVX2_M(p) : 0)
/* The big operand: BR (its schedules end with a Barrett pass), except mod
 * 10753 for p = 953, 1013 (RED3L: the lo inputs of layer 8 reduced, not
 * its outputs): OUT3L. */
#define PQPOLY_CRT2_AVX2_OUT_FWD_A(P, p)                                                               \
    ((P) == 10753 && PQPOLY_CRT2_AVX2_T(p) == 4 && (p) > 857 ? PQPOLY_NTT512_AVX2_OUT3L(P)              \
                                                             : PQPOLY_NTT512_AVX2_BR(P))
/* The ternary operand (layers 1..4 without their twiddle-1 products, so
 * B0 = 2^4).  T = 5 (p = 653, 1277; the base by differences of good16.h
 * needs both operands near BR): RED48 (BR) mod both primes.  Otherwise mod
 * 7681 RED5 (OUT5 with B0 = 16); mod 10753 RED4 (OUT4) for p = 761, RED4L8
 * (OUT4L8) for p = 857, RED48 (BR) for 953, 1013. */
#define PQPOLY_CRT2_AVX2_OUT_FWD_B(P, p)                                                               \
    (PQPOLY_CRT2_AVX2_T(p) == 5 ? PQPOLY_NTT512_AVX2_BR(P)                                              \
     : (P) == 7681              ? PQPOLY_NTT512_AVX2_OUT5(P, 16)                                        \
     : (p) == 761               ? PQPOLY_NTT512_AVX2_OUT4(P)                                            \
     : (p) == 857               ? PQPOLY_NTT512_AVX2_OUT4L8(P)                                          \
                                : PQPOLY_NTT512_AVX2_BR(P))

#endif
