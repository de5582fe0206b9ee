/* toom4 for the saber ring, portable: the stages of src/mul/toom4_saber.h
 * with the 63 leaf products by scalar schoolbook. */
#include "mul/staged_acc.h"
#include "mul/toom4_saber.h"

/* tc += the 63 leaf products of (ta, tb): schoolbook 16 x 16 over Z_2^16. */
static void ts_leaf_acc(uint16_t *tc, const uint16_t *ta, const uint16_t *tb) {
    for (int l = 0; l < TS_POINTS * TS_LEAVES; l++) {
        const uint16_t *x = ta + l * TS_LEAF, *y = tb + l * TS_LEAF;
        uint16_t *r = tc + l * (2 * TS_LEAF - 1);
        uint32_t acc[2 * TS_LEAF - 1] = {0}; /* local: the compiler need not fear aliasing */
        for (int i = 0; i < TS_LEAF; i++)
            for (int j = 0; j < TS_LEAF; j++) acc[i + j] += (uint32_t)x[i] * y[j];
        for (int i = 0; i < 2 * TS_LEAF - 1; i++) r[i] = w16(r[i] + acc[i]);
    }
}

static void ts_base_acc(void *tc, const void *ta, const void *tb, unsigned k) {
    uint16_t acc[TS_PROD];
    memset(acc, 0, sizeof acc);
    for (unsigned i = 0; i < k; i++)
        ts_leaf_acc(acc, (const uint16_t *)((const unsigned char *)ta + i * TS_BYTES),
                    (const uint16_t *)((const unsigned char *)tb + i * TS_BYTES));
    memcpy(tc, acc, sizeof acc);
    pqpoly_memzero(acc, sizeof acc);
}

static void ts_base(void *tc, const void *ta, const void *tb) { ts_base_acc(tc, ta, tb, 1); }

static void ts_inverse_acc(int16_t *c, void *tc, unsigned k) {
    (void)k; /* Z_2^16 arithmetic: no bound depends on k */
    ts_inverse(c, tc);
}

PQPOLY_STAGED_ACC(toom4_saber, TS_BYTES, ts_forward, ts_forward, ts_base, ts_inverse, ts_base_acc,
                  ts_inverse_acc)

static const pqpoly_mul_entry toom4_saber_instances[] = {PQPOLY_STAGED_INSTANCE(
    portable, "saber", "toom4", PQPOLY_BIG_BIG,
    "Toom-4 (0, +-1, +-2, 1/2, inf) over 2-level Karatsuba, Z_2^16 with a 3-bit division budget ([PC20, §3.3, §3.5])",
    toom4_saber)};
PQPOLY_MUL_ALGO_DEFINE(toom4_saber, portable, "toom4", toom4_saber_instances)
