/* tmvp4 — the TMVP multiplier of [PC20, §3.3] for the saber ring,
 * Z_2^13[x]/(x^256 + 1): the product is the 256 x 256 Toeplitz
 * matrix-vector product T(a) b ([PC20, §2.2]); one TMVP-4 layer (7 products
 * of dimension 64, [PC20, Alg. 3, 4]), then two TMVP-2 layers (9 each, of
 * dimension 16), then 63 schoolbook 16 x 16 TMVPs; the reduction modulo
 * x^256 + 1 is part of the Toeplitz matrix.  Arithmetic in Z_2^16 with the
 * TMVP-4 layer's division by 2^3 deferred to one shift at the end:
 * 13 + 3 = 16 bits, the whole budget (src/mul/tmvp.h).  Exact for any
 * operands (big*big), so it serves Saber's big*small products too.
 * Staged: forward_a the component matrices (63 x 31 values), forward_b the
 * component vectors (63 x 16), base the 63 leaf products; base_acc sums k
 * pairs of them before the one recombination (block recombination,
 * [PC20, §3.4]). */
#include "mul/staged_acc.h"
#include "mul/tmvp.h"
#include "params/saber.h"

#define T4_LEVELS 3
#define T4_SHIFT (TMVP_R_OF(4) + TMVP_R_OF(2) + TMVP_R_OF(2))
#define T4_BYTES 3936 /* 63 * 31 uint16 = 3906 bytes, rounded up to 32 */
_Static_assert(PQPOLY_SABER_EQ + T4_SHIFT <= 16, "division budget: 13 + R <= 16 bits");
_Static_assert(T4_BYTES >= 63 * 31 * 2 && T4_BYTES % 32 == 0, "transformed buffer");
_Static_assert(PQPOLY_SABER_N == 4 * 2 * 2 * 16, "256 = 4 * 2 * 2 * 16");

static const tmvp_plan t4_plan = {PQPOLY_SABER_N, PQPOLY_SABER_N, T4_LEVELS, {4, 2, 2, 0}, T4_SHIFT, {256, 64, 32, 16, 0}};
TMVP_STAGES(t4, t4_plan, T4_BYTES, PQPOLY_SABER_EQ)
PQPOLY_STAGED_ACC(tmvp4, T4_BYTES, t4_fa, t4_fb, t4_base, t4_inv, t4_base_acc, t4_inv_acc)

static const pqpoly_mul_entry tmvp4_instances[] = {PQPOLY_STAGED_INSTANCE(
    portable, "saber", "tmvp4", PQPOLY_BIG_BIG,
    "TMVP-4 + 2 x TMVP-2 + 16x16 schoolbook over Z_2^16 ([PC20, §3.3, Alg. 3, 4])", tmvp4)};
PQPOLY_MUL_ALGO_DEFINE(tmvp4, portable, "tmvp4", tmvp4_instances)
