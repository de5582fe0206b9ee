/* tmvp3 — the TMVP-3 formula with five products ([PC20, §3.1, Alg. 1, 2])
 * for the saber ring, Z_2^13[x]/(x^256 + 1).  256 is not a multiple of 3, so
 * the 256 x 256 Toeplitz matrix T(a) of the product ([PC20, §2.2]) is
 * embedded in a 264 x 264 Toeplitz matrix whose extra diagonals are zero and
 * b is padded with 8 zeros (the first 256 outputs are the product); one
 * TMVP-3 layer (5 products of dimension 88), three TMVP-2 layers
 * (88 -> 44 -> 22 -> 11, 27 each) and 11 x 11 schoolbook TMVPs: 135 leaves.
 * Z_2^16 arithmetic; TMVP-3's denominators 2 and 6 cost one bit, deferred to
 * one shift at the end: 13 + 1 <= 16 (src/mul/tmvp.h).  Exact for any
 * operands (big*big).  Staged (135 x 21 component matrices, 135 x 11
 * vectors), with accumulation stages for block recombination. */
#include "mul/staged_acc.h"
#include "mul/tmvp.h"
#include "params/saber.h"

#define T3_M 264
#define T3_SHIFT (TMVP_R_OF(3) + 3 * TMVP_R_OF(2))
#define T3_BYTES 5696 /* 135 * 21 uint16 = 5670 bytes, rounded up to 32 */
_Static_assert(PQPOLY_SABER_EQ + T3_SHIFT <= 16, "division budget");
_Static_assert(T3_BYTES >= 135 * 21 * 2 && T3_BYTES % 32 == 0, "transformed buffer");
_Static_assert(T3_M == 3 * 2 * 2 * 2 * 11 && T3_M >= PQPOLY_SABER_N && T3_M <= TMVP_MAX_M, "264 = 3 * 2^3 * 11");

static const tmvp_plan t3_plan = {PQPOLY_SABER_N, T3_M, 4, {3, 2, 2, 2}, T3_SHIFT, {264, 88, 44, 22, 11}};
TMVP_STAGES(t3, t3_plan, T3_BYTES, PQPOLY_SABER_EQ)
PQPOLY_STAGED_ACC(tmvp3, T3_BYTES, t3_fa, t3_fb, t3_base, t3_inv, t3_base_acc, t3_inv_acc)

static const pqpoly_mul_entry tmvp3_instances[] = {PQPOLY_STAGED_INSTANCE(
    portable, "saber", "tmvp3", PQPOLY_BIG_BIG,
    "TMVP-3 (dimension 264) + 3 x TMVP-2 + 11x11 schoolbook over Z_2^16 ([PC20, §3.1, Alg. 1, 2])", tmvp3)};
PQPOLY_MUL_ALGO_DEFINE(tmvp3, portable, "tmvp3", tmvp3_instances)
