/* The stated output bounds of the forward stages of the AVX2 big*small
 * product crt7681x10753 (src/mul/avx2/crt7681x10753.c, where the lazy
 * schedules are chosen, their bounds asserted, and these macros asserted
 * equal to them), for the tests that hold the transforms to them.  No
 * intrinsics: includable from any C file.  Internal header.
 * Layout of a transform: int16 [2][T][512] (mod 7681, then mod 10753),
 * T = PQPOLY_CRT2_AVX2_T(p). */
#ifndef PQPOLY_MUL_AVX2_CRT7681X10753_H
#define PQPOLY_MUL_AVX2_CRT7681X10753_H

#include "ntt/avx2/ntt512_bounds.h"

/* Good's T = 3, the polyphase T = 4, Good's T = 5 (src/mul/avx2/good16.h). */
#define PQPOLY_CRT2_AVX2_T(p) ((p) <= 761 ? 3 : (p) <= 1013 ? 4 : 5)
/* The big operand: BR (its schedules end with a Barrett pass), except mod
 * 10753 for p = 953, 1013 (RED3L: the lo inputs of layer 8 reduced, not
 * its outputs): OUT3L. */
#define PQPOLY_CRT2_AVX2_OUT_FWD_A(P, p)                                                               \
    ((P) == 10753 && PQPOLY_CRT2_AVX2_T(p) == 4 && (p) > 857 ? PQPOLY_NTT512_AVX2_OUT3L(P)              \
                                                             : PQPOLY_NTT512_AVX2_BR(P))
/* The ternary operand (layers 1..4 without their twiddle-1 products, so
 * B0 = 2^4): mod 7681 RED5 (OUT5 with B0 = 16); mod 10753 RED4 (OUT4) for
 * T = 3, RED4L8 (OUT4L8) for p = 857, RED48 (BR) for the larger sets. */
#define PQPOLY_CRT2_AVX2_OUT_FWD_B(P, p)                                                               \
    ((P) == 7681                   ? PQPOLY_NTT512_AVX2_OUT5(P, 16)                                     \
     : PQPOLY_CRT2_AVX2_T(p) == 3 ? PQPOLY_NTT512_AVX2_OUT4(P)                                         \
     : (p) == 857                  ? PQPOLY_NTT512_AVX2_OUT4L8(P)                                       \
                                   : PQPOLY_NTT512_AVX2_BR(P))

#endif
