/* Range and congruence tests of src/arith/kred.h ([LN16, §3]).
 *
 * For q = 12289 (k = 3, m = 12), 7681 (15, 9), 3329 (13, 8) and 10753 (21, 9):
 * every int16 input, every input in [-2^21, 2^21), the int32 extremes and
 * random int32 inputs.  K-RED must return D = k c (mod q) and K-RED-2x
 * D = k^2 c (mod q) (the factor each call introduces), inside the ranges the
 * header's macros give for that input, and K-RED inside [LN16]'s
 * |D| < q + |c| / 2^m. */
#include "arith/kred.h"
#include "arith_check.h"

static const struct {
    int32_t q, k;
    int m;
} mods[] = {{12289, 3, 12}, {7681, 15, 9}, {3329, 13, 8}, {10753, 21, 9}};
#define NMODS (sizeof mods / sizeof mods[0])

/* One input: both routines, pointwise bounds and congruences. */
static int check_one(int32_t q, int32_t k, int m, int64_t c, arith_range *o1, arith_range *o2)
{
    int32_t d1 = pqpoly_kred16((int32_t)c, k, m);
    int32_t d2 = pqpoly_kred2x16((int32_t)c, k, m);
    int64_t ac = c < 0 ? -c : c;
    arith_observe(o1, d1);
    arith_observe(o2, d2);
    int ok1 = d1 >= PQPOLY_KRED_OUT_MIN(k, m, c) && d1 <= PQPOLY_KRED_OUT_MAX(k, m, c) &&
              ((int64_t)(d1 < 0 ? -d1 : d1) << m) < ((int64_t)q << m) + ac && /* [LN16] */
              arith_mod(d1 - k * arith_mod(c, q), q) == 0;
    int ok2 = d2 >= PQPOLY_KRED2X_OUT_MIN(k, m, c) && d2 <= PQPOLY_KRED2X_OUT_MAX(k, m, c) &&
              arith_mod(d2 - k * k * arith_mod(c, q), q) == 0;
    if (!ok1)
        ARITH_SHOW("kred16 q=%d c=%" PRId64 " -> %d\n", q, c, d1);
    if (!ok2)
        ARITH_SHOW("kred2x16 q=%d c=%" PRId64 " -> %d\n", q, c, d2);
    return ok1 && ok2;
}

static void test_modulus(int32_t q, int32_t k, int m)
{
    char name[96];
    snprintf(name, sizeof name, "kred parameters q=%d = %d * 2^%d + 1", q, k, m);
    arith_expect(name, k * (1 << m) + 1 == q);

    /* every int16 input; its range is the macros' range for [INT16_MIN, INT16_MAX] */
    uint64_t bad = 0;
    arith_range o1 = ARITH_RANGE_INIT, o2 = ARITH_RANGE_INIT;
    for (int64_t c = INT16_MIN; c <= INT16_MAX; c++)
        bad += !check_one(q, k, m, c, &o1, &o2);
    arith_case("kred16 (int16 inputs)", q, bad, &o1, PQPOLY_KRED_OUT_MIN(k, m, INT16_MAX),
               PQPOLY_KRED_OUT_MAX(k, m, INT16_MIN));
    arith_case("kred2x16 (int16 inputs)", q, bad, &o2, PQPOLY_KRED2X_OUT_MIN(k, m, INT16_MIN),
               PQPOLY_KRED2X_OUT_MAX(k, m, INT16_MAX));

    /* a wide window around 0, the int32 extremes and random int32 */
    const int64_t edge[] = {INT32_MIN, INT32_MAX, INT32_MIN + 1, INT32_MAX - 1, q, -q,
                            (int64_t)1 << m, -((int64_t)1 << m), (int64_t)1 << (2 * m),
                            -((int64_t)1 << (2 * m)), ((int64_t)1 << (2 * m)) - 1};
    const size_t nedge = sizeof edge / sizeof edge[0];
    const int64_t w = (int64_t)1 << 21;
    bad = 0;
    arith_range p1 = ARITH_RANGE_INIT, p2 = ARITH_RANGE_INIT;
    for (int64_t c = -w; c < w; c++)
        bad += !check_one(q, k, m, c, &p1, &p2);
    for (size_t i = 0; i < nedge + 1000000; i++)
        bad += !check_one(q, k, m, i < nedge ? edge[i] : arith_rand_range(INT32_MIN, INT32_MAX), &p1, &p2);
    arith_case("kred16 (int32 inputs)", q, bad, &p1, PQPOLY_KRED_OUT_MIN(k, m, INT32_MAX),
               PQPOLY_KRED_OUT_MAX(k, m, INT32_MIN));
    arith_case("kred2x16 (int32 inputs)", q, bad, &p2, PQPOLY_KRED2X_OUT_MIN(k, m, INT32_MIN),
               PQPOLY_KRED2X_OUT_MAX(k, m, INT32_MAX));
}

int main(void)
{
    for (size_t i = 0; i < NMODS; i++)
        test_modulus(mods[i].q, mods[i].k, mods[i].m);
    return arith_finish();
}
