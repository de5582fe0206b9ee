/* The stated output bounds of the stages of the AVX2 R/3 product
 * (src/mul/avx2/ntt7681_mod3.c, where they are derived and asserted), for
 * the tests that hold the transforms to them.  No intrinsics: includable
 * from any C file.  Internal header.
 * Layout of a transform: int16 [T][512], T = PQPOLY_NTT7681_AVX2_T(p). */
#ifndef PQPOLY_MUL_AVX2_NTT7681_MOD3_H
#define PQPOLY_MUL_AVX2_NTT7681_MOD3_H

#include "arith/barrett.h"
#include "arith/montgomery.h"

#define PQPOLY_NTT7681_AVX2_Q 7681
/* Good's T = 3, the polyphase T = 4, Good's T = 5 (src/mul/avx2/good16.h). */
#define PQPOLY_NTT7681_AVX2_T(p) ((p) <= 761 ? 3 : (p) <= 1013 ? 4 : 5)
#define PQPOLY_NTT7681_AVX2_SETS(X) X(653, 3) X(761, 3) X(857, 4) X(953, 4) X(1013, 4) X(1277, 5)
/* BR (s = 15 Barrett on any int16) and STEP(A), as src/ntt/avx2/ntt512.h. */
#define PQPOLY_NTT7681_AVX2_BR PQPOLY_BARRETT16_ROUND_OUT_BOUND_S(PQPOLY_NTT7681_AVX2_Q, 15, 32768)
#define PQPOLY_NTT7681_AVX2_STEP(A) ((A) + PQPOLY_MONT16_MULC_OUT_BOUND(PQPOLY_NTT7681_AVX2_Q, A))
/* forward, schedule E6 (both operands for T = 3, 4; the second for T = 5):
 * STEP^2(BR); schedule M7 (the first for T = 5): STEP(BR); base products: BR. */
#define PQPOLY_NTT7681_AVX2_OUT_E6 PQPOLY_NTT7681_AVX2_STEP(PQPOLY_NTT7681_AVX2_STEP(PQPOLY_NTT7681_AVX2_BR))
#define PQPOLY_NTT7681_AVX2_OUT_M7 PQPOLY_NTT7681_AVX2_STEP(PQPOLY_NTT7681_AVX2_BR)
#define PQPOLY_NTT7681_AVX2_OUT_FWD_A(p) \
    (PQPOLY_NTT7681_AVX2_T(p) == 5 ? PQPOLY_NTT7681_AVX2_OUT_M7 : PQPOLY_NTT7681_AVX2_OUT_E6)
#define PQPOLY_NTT7681_AVX2_OUT_FWD_B(p) PQPOLY_NTT7681_AVX2_OUT_E6
#define PQPOLY_NTT7681_AVX2_OUT_BASE PQPOLY_NTT7681_AVX2_BR

#endif
