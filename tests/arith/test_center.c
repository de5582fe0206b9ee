/* Range and congruence tests of src/arith/center.h.
 *
 * pqpoly_center32: every input of its domain |a| < q for every 16-bit modulus
 *   that uses it (and 3); boundary and random inputs for the 32-bit primes.
 * pqpoly_center64: every ring modulus (src/ring/ring.c, including 3 and the
 *   even 8192) with the constants PQPOLY_CENTER64_FOLD/_V: every int16 input,
 *   the ends of the domain |x| < 2^50, multiples of q and of 2^25 around them,
 *   and random inputs.
 * The expected residue is computed here with 64-bit arithmetic and %. */
#include "arith/center.h"
#include "arith_check.h"

static const int32_t q32s[] = {3, 3329, 4591, 4621, 5167, 6343, 7177, 7681, 7879, 10753, 12289};
static const int32_t qbig[] = {6984193, 10060289};
static const int32_t qring[] = {3, 3329, 4591, 4621, 5167, 6343, 7177, 7681, 7879, 8192, 12289};
#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

/* the centered representative, independently */
static int64_t centered(int64_t x, int64_t q)
{
    int64_t r = arith_mod(x, q);
    return r > (q - 1) / 2 ? r - q : r;
}

static void test_center32(int32_t q, int exhaustive)
{
    const int64_t lo = PQPOLY_CENTER_OUT_MIN(q), hi = PQPOLY_CENTER_OUT_MAX(q);
    uint64_t bad = 0;
    arith_range o = ARITH_RANGE_INIT;
    const int64_t n = exhaustive ? 2 * (int64_t)q - 1 : 200000;
    for (int64_t i = 0; i < n; i++) {
        int64_t a;
        if (exhaustive)
            a = i - (q - 1);
        else if (i < 8) {
            const int64_t e[8] = {-(q - 1), q - 1, 0, (q - 1) / 2, -(q - 1) / 2, (q + 1) / 2, -(q + 1) / 2, 1};
            a = e[i];
        } else
            a = arith_rand_range(-(q - 1), q - 1);
        int32_t r = pqpoly_center32((int32_t)a, q);
        arith_observe(&o, r);
        if (r != centered(a, q) || r < lo || r > hi) {
            bad++;
            ARITH_SHOW("center32 q=%d a=%" PRId64 " -> %d\n", q, a, r);
        }
    }
    arith_case("center32", q, bad, &o, lo, hi);
}

static void test_center64(int32_t q)
{
    const int64_t fold = PQPOLY_CENTER64_FOLD(q), v = PQPOLY_CENTER64_V(q);
    const int64_t lim = PQPOLY_CENTER64_IN_BOUND - 1;
    const int64_t lo = PQPOLY_CENTER_OUT_MIN(q), hi = PQPOLY_CENTER_OUT_MAX(q);
    uint64_t bad = 0;
    arith_range o = ARITH_RANGE_INIT;
    char name[80];
    snprintf(name, sizeof name, "center64 constants q=%d (fold %" PRId64 ", v %" PRId64 ")", q, fold, v);
    arith_expect(name, fold == arith_pow2(25, q) && v * q <= ((int64_t)1 << 32) && ((int64_t)1 << 32) < (v + 1) * q);
    for (int64_t i = 0; i < 65536 + 64 + 400000; i++) {
        int64_t x;
        if (i < 65536)
            x = i + INT16_MIN;
        else if (i < 65536 + 64) { /* ends of the domain, around multiples of q and 2^25 */
            int64_t k = i - 65536;
            const int64_t base[8] = {lim, -lim, lim / q * q, -(lim / q * q), (int64_t)1 << 25,
                                     -((int64_t)1 << 25), ((int64_t)1 << 40) / q * q, (int64_t)1 << 49};
            x = base[k / 8] + (k % 8) - 4;
            if (x > lim || x < -lim)
                continue;
        } else if (i & 1)
            x = arith_rand_range(-lim, lim);
        else /* the products over Z the generic multipliers fold: |x| < 2^36 */
            x = arith_rand_range(-((int64_t)1 << 36), (int64_t)1 << 36);
        int16_t r = pqpoly_center64(x, q, fold, v);
        /* even q: [-q/2, q/2 - 1] */
        int64_t want = q % 2 ? centered(x, q) : (arith_mod(x, q) >= q / 2 ? arith_mod(x, q) - q : arith_mod(x, q));
        arith_observe(&o, r);
        if (r != want || r < lo || r > hi) {
            bad++;
            ARITH_SHOW("center64 q=%d x=%" PRId64 " -> %d\n", q, x, r);
        }
    }
    arith_case("center64", q, bad, &o, lo, hi);
}

/* Every uint16 input, for the (k, shift) pairs the Saber multipliers use
 * (k = 13 with the deferred divisions 2^0 .. 2^3) and k = 10. */
static void test_center_pow2(unsigned k, unsigned shift)
{
    arith_range o = ARITH_RANGE_INIT;
    uint64_t bad = 0;
    char name[40];
    for (uint32_t x = 0; x < 65536; x++) {
        int32_t r = pqpoly_center_pow2((uint16_t)x, k, shift);
        int32_t want = (int32_t)((x >> shift) & ((1u << k) - 1));
        arith_observe(&o, r);
        if (r < PQPOLY_CENTER_POW2_OUT_MIN(k) || r > PQPOLY_CENTER_POW2_OUT_MAX(k) ||
            ((r - want) & (int32_t)((1u << k) - 1)) != 0) {
            bad++;
            ARITH_SHOW("center_pow2 k=%u shift=%u x=%u -> %d\n", k, shift, x, r);
        }
    }
    snprintf(name, sizeof name, "center_pow2 shift=%u", shift);
    arith_case(name, (int64_t)1 << k, bad, &o, PQPOLY_CENTER_POW2_OUT_MIN(k), PQPOLY_CENTER_POW2_OUT_MAX(k));
}

int main(void)
{
    for (unsigned shift = 0; shift <= 3; shift++)
        test_center_pow2(13, shift);
    test_center_pow2(10, 0);
    for (size_t i = 0; i < COUNT(q32s); i++)
        test_center32(q32s[i], 1);
    for (size_t i = 0; i < COUNT(qbig); i++) {
        test_center32(qbig[i], 1);
        test_center32(qbig[i], 0);
    }
    for (size_t i = 0; i < COUNT(qring); i++)
        test_center64(qring[i]);
    return arith_finish();
}
