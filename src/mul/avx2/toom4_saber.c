/* toom4 for the saber ring, AVX2: the portable twin's evaluation and
 * interpolation (src/mul/toom4_saber.h: Toom-4 at 0, +-1, +-2, 1/2, inf over
 * two Karatsuba levels, [PC20, §3.5]) and its layout, with the 63 leaf
 * products 16 x 16 on sixteen uint16 lanes.
 *
 * Leaf product r = x y (31 coefficients): for each j, x_j broadcast times y
 * shifted up by j places, the low 16 and the high 15 coefficients each one
 * unaligned load from a copy of y between 16 zeros on each side (ypad):
 * low lane k is y_(k-j) (0 for k < j), high lane k is y_(16+k-j) (0 for
 * k >= j).  base_acc keeps both accumulators in registers over the k pairs
 * (block recombination, [PC20, §2.4]); the results go to a local buffer
 * first because base runs in place (tc = ta) and a product (31 values) is
 * longer than an operand (16).
 *
 * Bit budget ([PC20, §3.3, §4]): every value is an element of Z_2^16
 * (vpmullw/vpaddw wrap around), so nothing overflows whatever the operands
 * (the ring's small_bound, 5, included).  The interpolation's divisions by
 * 2^r (r = 1, 2, then 2 on the path through r4 that also divides by 2 —
 * 3 bits in all, header of src/mul/toom4_saber.h) leave each coefficient
 * known modulo 2^(16 - 3) = 2^13 = q: asserted below.  A sum of k products
 * interpolates to the sum (the interpolation is linear over Z), so the
 * budget does not depend on k.  Constant time: no branch or index depends
 * on the data. */
#ifdef __AVX2__
#include <immintrin.h>
#include <stdint.h>
#include <string.h>

#include "arith/avx2/vec.h"
#include "mul/staged_acc.h"
#include "mul/toom4_saber.h"

#define T4V_LEAVES (TS_POINTS * TS_LEAVES)
#define T4V_L (2 * TS_LEAF - 1)
_Static_assert(PQPOLY_SABER_EQ + 3 <= 16, "division budget: q = 2^13 times 2^3 within 16 bits");
_Static_assert(TS_LEAF == 16, "one leaf operand per vector");

typedef __m256i v16;

static void t4v_base_acc(void *tc, const void *ta, const void *tb, unsigned k) {
    _Alignas(32) uint16_t ypad[48], acc[T4V_LEAVES * T4V_L + 1]; /* +1: the last high store's lane 15 */
    v16 zero = _mm256_setzero_si256();
    PQPOLY_STOREU256(ypad, zero);
    PQPOLY_STOREU256(ypad + 32, zero);
    for (int l = 0; l < T4V_LEAVES; l++) {
        v16 lo = zero, hi = zero;
        for (unsigned p = 0; p < k; p++) {
            const uint16_t *x = (const uint16_t *)(const void *)((const unsigned char *)ta + p * TS_BYTES) + l * TS_LEAF;
            const uint16_t *y = (const uint16_t *)(const void *)((const unsigned char *)tb + p * TS_BYTES) + l * TS_LEAF;
            PQPOLY_STOREU256(ypad + 16, PQPOLY_LOADU256(y));
            for (int j = 0; j < TS_LEAF; j++) {
                v16 xj = _mm256_set1_epi16((int16_t)x[j]);
                lo = _mm256_add_epi16(lo, _mm256_mullo_epi16(xj, PQPOLY_LOADU256(ypad + 16 - j)));
                hi = _mm256_add_epi16(hi, _mm256_mullo_epi16(xj, PQPOLY_LOADU256(ypad + 32 - j)));
            }
        }
        PQPOLY_STOREU256(acc + l * T4V_L, lo);
        PQPOLY_STOREU256(acc + l * T4V_L + 16, hi); /* lane 15 is 0, overwritten by leaf l + 1 */
    }
    memcpy(tc, acc, (size_t)T4V_LEAVES * T4V_L * sizeof acc[0]);
    pqpoly_memzero(acc, sizeof acc);
    pqpoly_memzero(ypad, sizeof ypad);
}

static void t4v_base(void *tc, const void *ta, const void *tb) { t4v_base_acc(tc, ta, tb, 1); }

static void t4v_inverse_acc(int16_t *c, void *tc, unsigned k) {
    (void)k; /* Z_2^16 arithmetic: no bound depends on k */
    ts_inverse(c, tc);
}

PQPOLY_STAGED_ACC(toom4_saber_avx2, TS_BYTES, ts_forward, ts_forward, t4v_base, ts_inverse, t4v_base_acc,
                  t4v_inverse_acc)

static const pqpoly_mul_entry toom4_saber_avx2_instances[] = {PQPOLY_STAGED_INSTANCE(
    avx2, "saber", "toom4", PQPOLY_BIG_BIG,
    "Toom-4 (0, +-1, +-2, 1/2, inf) over 2-level Karatsuba, 16x16 leaves on 16 uint16 lanes, Z_2^16 ([PC20, §3.3, §3.5])",
    toom4_saber_avx2)};
PQPOLY_MUL_ALGO_DEFINE(toom4_saber, avx2, "toom4", toom4_saber_avx2_instances)
#endif
