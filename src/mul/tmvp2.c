/* tmvp2 — the TMVP-2 formula ([PC20] eq. (3): 3 products of half dimension)
 * for the saber ring, Z_2^13[x]/(x^256 + 1): the product as the 256 x 256
 * Toeplitz matrix-vector product T(a) b ([PC20, §2.2]), four TMVP-2 layers
 * (256 -> 128 -> 64 -> 32 -> 16, 81 products) and 16 x 16 schoolbook TMVPs
 * below (the paper's threshold, [PC20, §3.5, Table 1]).  TMVP-2 has no
 * division: Z_2^16 arithmetic with no shift (src/mul/tmvp.h).  Exact for any
 * operands (big*big).  Staged like tmvp4 (81 x 31 component matrices, 81 x 16
 * vectors), with accumulation stages for block recombination. */
#include "mul/staged_acc.h"
#include "mul/tmvp.h"
#include "params/saber.h"

#define T2_SHIFT 0
#define T2_BYTES 5024 /* 81 * 31 uint16 = 5022 bytes, rounded up to 32 */
_Static_assert(PQPOLY_SABER_EQ + T2_SHIFT <= 16, "division budget");
_Static_assert(T2_BYTES >= 81 * 31 * 2 && T2_BYTES % 32 == 0, "transformed buffer");
_Static_assert(PQPOLY_SABER_N == 2 * 2 * 2 * 2 * 16, "256 = 2^4 * 16");

static const tmvp_plan t2_plan = {PQPOLY_SABER_N, PQPOLY_SABER_N, 4, {2, 2, 2, 2}, T2_SHIFT, {256, 128, 64, 32, 16}};
TMVP_STAGES(t2, t2_plan, T2_BYTES, PQPOLY_SABER_EQ)
PQPOLY_STAGED_ACC(tmvp2, T2_BYTES, t2_fa, t2_fb, t2_base, t2_inv, t2_base_acc, t2_inv_acc)

static const pqpoly_mul_entry tmvp2_instances[] = {PQPOLY_STAGED_INSTANCE(
    portable, "saber", "tmvp2", PQPOLY_BIG_BIG,
    "4 x TMVP-2 + 16x16 schoolbook over Z_2^16 ([PC20] eq. (3), §3.5)", tmvp2)};
PQPOLY_MUL_ALGO_DEFINE(tmvp2, portable, "tmvp2", tmvp2_instances)
