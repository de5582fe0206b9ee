/* Range and congruence tests of src/arith/plantard.h ([HZZ+22, §3-4]).
 *
 * l = 16, for every test modulus and its largest alpha:
 *   pqpoly_plantard_mulc16: every int16 a against every constant b in [0, q)
 *     (and every 5th b in (-q, 0));
 *   pqpoly_plantard_mod16: every int16 a, for every admissible alpha;
 *   pqpoly_plantard_reduce16: every int16 c, windows at both ends of the stated
 *     input range and at the paper's +-q^2 2^(2 alpha), random c in between;
 *     below the stated range some input must fail (the bound is not vacuous);
 *   pqpoly_plantard_mul16: every int16 a against boundary and random b;
 *   pqpoly_plantard_mulc16_lanes: every int16 a against the constants b = 0,
 *     +-1, +-(q-1)/2, +-(q-1) and every 37th b in (-q, q): equal to mulc16 or
 *     to mulc16 - q, in [-(q+1)/2, (q-1)/2].
 * Each checks r = expected (mod q) and r in the header's [-(q-1)/2, (q-1)/2]
 * (inside the corrected theorem's [-(q+1)/2, q/2)), and that both ends of the
 * stated range are attained, so it is the tightest true statement.
 * l = 32: boundary and random inputs. */
#include "arith/plantard.h"
#include "arith_check.h"

static const int16_t q16s[] = {3329, 7681, 12289, 4591, 4621, 5167, 10753};
static const int32_t q32s[] = {6984193, 3329, 7681, 12289, 4591, 4621, 5167, 10753, 1073741789};
#define NQ16 (sizeof q16s / sizeof q16s[0])
#define NQ32 (sizeof q32s / sizeof q32s[0])

/* -2^(2l) mod q: r = c (-2^-2l) (mod q) iff r * minus_r2 = c (mod q). */
static int64_t minus_r2(int l2, int64_t q)
{
    return arith_mod(-arith_pow2(l2, q), q);
}

static void test_constants16(int16_t q)
{
    const int alpha = PQPOLY_PLANTARD16_ALPHA(q);
    const int32_t qinv = PQPOLY_PLANTARD16_QINV(q);
    char name[160];
    snprintf(name, sizeof name, "plantard16 constants q=%d (alpha=%d)", q, alpha);
    arith_expect(name, alpha >= 1 && q < (1L << (15 - alpha)) && q >= (1L << (14 - alpha)) &&
                           (uint32_t)q * (uint32_t)qinv == 1u &&
                           PQPOLY_PLANTARD16_MINUS_R2(q) == minus_r2(32, q) &&
                           (uint32_t)PQPOLY_PLANTARD16_MODCONST(q) * (uint32_t)q ==
                               (uint32_t)minus_r2(32, q));
}

/* Ends attained: the corrected theorem's range is exact, not just an upper bound. */
static void expect_ends(const char *what, int64_t q, const arith_range *o)
{
    char name[160];
    snprintf(name, sizeof name, "%s q=%" PRId64 ": both ends of the stated range attained", what, q);
    arith_expect(name, o->lo == PQPOLY_PLANTARD16_OUT_MIN(q) && o->hi == PQPOLY_PLANTARD16_OUT_MAX(q) &&
                           PQPOLY_PLANTARD_PAPER_OUT_MIN(q) <= o->lo &&
                           o->hi <= PQPOLY_PLANTARD_PAPER_OUT_MAX(q));
}

ARITH_HOT static uint32_t sweep_mulc16(int16_t q, int alpha, int32_t b, int32_t bqinv, int32_t m,
                                       uint32_t qi32, uint32_t lim, int32_t kq, int32_t *lo, int32_t *hi)
{
    const int32_t omin = (int32_t)PQPOLY_PLANTARD16_OUT_MIN(q), omax = (int32_t)PQPOLY_PLANTARD16_OUT_MAX(q);
    uint32_t bad = 0;
    int32_t l = *lo, h = *hi;
    for (int32_t a = INT16_MIN; a <= INT16_MAX; a++) {
        int32_t r = pqpoly_plantard_mulc16((int16_t)a, bqinv, q, alpha);
        uint32_t d = (uint32_t)(r * m) - (uint32_t)(a * b) + (uint32_t)kq; /* q | r (-2^32) - a b */
        int ok = (r >= omin) & (r <= omax) & ((uint32_t)(d * qi32) <= lim);
        bad += (uint32_t)!ok;
        l = r < l ? r : l;
        h = r > h ? r : h;
    }
    *lo = l;
    *hi = h;
    return bad;
}

static void test_mulc16(int16_t q)
{
    const int alpha = PQPOLY_PLANTARD16_ALPHA(q);
    const int32_t m = (int32_t)minus_r2(32, q);
    const uint32_t qi32 = PQPOLY_INV_MOD2_32(q), lim = UINT32_MAX / (uint32_t)q;
    const int32_t kq = (int32_t)((((1L << 30) + (1L << 29)) / q + 1) * q);
    uint64_t bad = 0, badconst = 0, n = 0;
    int32_t lo = INT32_MAX, hi = INT32_MIN;
    for (int32_t b = -(q - 1); b < q; b++) {
        if (b < 0 && b % 5 != 0)
            continue;
        int32_t bqinv = PQPOLY_PLANTARD16_CONST(b, q);
        if ((uint32_t)bqinv * (uint32_t)q != (uint32_t)b) /* [b q^-1]_32, checked by multiplying back */
            badconst++;
        uint32_t nb = sweep_mulc16(q, alpha, b, bqinv, m, qi32, lim, kq, &lo, &hi);
        n += 65536;
        if (nb) {
            bad += nb;
            for (int32_t a = INT16_MIN; a <= INT16_MAX; a++) {
                int64_t r = pqpoly_plantard_mulc16((int16_t)a, bqinv, q, alpha);
                if (r < PQPOLY_PLANTARD16_OUT_MIN(q) || r > PQPOLY_PLANTARD16_OUT_MAX(q) ||
                    arith_mod(r * m - (int64_t)a * b, q) != 0)
                    ARITH_SHOW("mulc16 q=%d alpha=%d a=%d b=%d -> %" PRId64 "\n", q, alpha, a, b, r);
            }
        }
    }
    char name[160];
    snprintf(name, sizeof name, "plantard mulc16 constants q=%d", q);
    arith_expect(name, badconst == 0);
    arith_range o = {lo, hi, n};
    arith_case("plantard_mulc16", q, bad, &o, PQPOLY_PLANTARD16_OUT_MIN(q), PQPOLY_PLANTARD16_OUT_MAX(q));
    expect_ends("plantard_mulc16", q, &o);
}

static void test_mod16(int16_t q)
{
    for (int alpha = 1; alpha <= PQPOLY_PLANTARD16_ALPHA(q); alpha++) {
        const int32_t mc = PQPOLY_PLANTARD16_MODCONST(q);
        uint64_t bad = 0;
        arith_range o = ARITH_RANGE_INIT;
        for (int32_t a = INT16_MIN; a <= INT16_MAX; a++) {
            int16_t r = pqpoly_plantard_mod16((int16_t)a, mc, q, alpha);
            arith_observe(&o, r);
            if (r < PQPOLY_PLANTARD16_OUT_MIN(q) || r > PQPOLY_PLANTARD16_OUT_MAX(q) ||
                arith_mod((int64_t)r - a, q) != 0) {
                bad++;
                ARITH_SHOW("mod16 q=%d alpha=%d a=%d -> %d\n", q, alpha, a, r);
            }
        }
        char name[64];
        snprintf(name, sizeof name, "plantard_mod16 (alpha=%d)", alpha);
        arith_case(name, q, bad, &o, PQPOLY_PLANTARD16_OUT_MIN(q), PQPOLY_PLANTARD16_OUT_MAX(q));
        expect_ends(name, q, &o);
    }
}

static int check_reduce16(int16_t q, int alpha, int64_t c, int64_t m, arith_range *o)
{
    int32_t r = pqpoly_plantard_reduce16((int32_t)c, PQPOLY_PLANTARD16_QINV(q), q, alpha);
    if (o)
        arith_observe(o, r);
    return r >= PQPOLY_PLANTARD16_OUT_MIN(q) && r <= PQPOLY_PLANTARD16_OUT_MAX(q) &&
           arith_mod((int64_t)r * m - c, q) == 0;
}

static void test_reduce16(int16_t q)
{
    const int alpha = PQPOLY_PLANTARD16_ALPHA(q);
    const int64_t m = minus_r2(32, q);
    const int64_t cmin = PQPOLY_PLANTARD16_IN_MIN(q, alpha), cmax = PQPOLY_PLANTARD16_IN_MAX(q, alpha);
    const int64_t pb = PQPOLY_PLANTARD16_PAPER_IN_BOUND(q, alpha);
    const int64_t w = 1 << 20;
    const int64_t starts[] = {INT16_MIN, cmin, cmax - w + 1, -pb - w / 2, pb - w / 2};
    const int64_t lens[] = {65536, w, w, w, w};
    uint64_t bad = 0;
    arith_range o = ARITH_RANGE_INIT;

    char name[160];
    snprintf(name, sizeof name, "plantard reduce16 q=%d: stated input range contains the paper's", q);
    arith_expect(name, cmin <= -pb && pb <= cmax && cmin >= INT32_MIN);
    for (size_t k = 0; k < sizeof starts / sizeof starts[0]; k++) {
        for (int64_t c = starts[k]; c < starts[k] + lens[k]; c++) {
            if (!check_reduce16(q, alpha, c, m, &o)) {
                bad++;
                ARITH_SHOW("reduce16 q=%d alpha=%d c=%" PRId64 "\n", q, alpha, c);
            }
        }
    }
    for (int i = 0; i < 1000000; i++) {
        int64_t c = arith_rand_range(cmin, cmax);
        if (!check_reduce16(q, alpha, c, m, &o)) {
            bad++;
            ARITH_SHOW("reduce16 q=%d alpha=%d c=%" PRId64 "\n", q, alpha, c);
        }
    }
    arith_case("plantard_reduce16", q, bad, &o, PQPOLY_PLANTARD16_OUT_MIN(q), PQPOLY_PLANTARD16_OUT_MAX(q));

    /* Just below the stated range the congruence must break somewhere. */
    uint64_t outside = 0;
    for (int64_t c = cmin - 1; c >= cmin - ((int64_t)1 << 22) && c >= INT32_MIN; c--)
        outside += !check_reduce16(q, alpha, c, m, NULL);
    snprintf(name, sizeof name, "plantard reduce16 q=%d: %" PRIu64 " failures below the stated input range",
             q, outside);
    arith_expect(name, outside > 0);
}

static void test_mul16(int16_t q)
{
    const int alpha = PQPOLY_PLANTARD16_ALPHA(q);
    const int32_t qinv = PQPOLY_PLANTARD16_QINV(q);
    const int64_t m = minus_r2(32, q), cmin = PQPOLY_PLANTARD16_IN_MIN(q, alpha);
    const int64_t bmax = (int64_t)q << alpha > INT16_MAX ? INT16_MAX : (int64_t)q << alpha;
    int64_t bs[40];
    int nb = 0;
    bs[nb++] = 0;
    bs[nb++] = 1;
    bs[nb++] = -1;
    bs[nb++] = bmax;
    bs[nb++] = -bmax;
    bs[nb++] = q;
    bs[nb++] = -q;
    while (nb < 40)
        bs[nb++] = arith_rand_range(-bmax, bmax);
    uint64_t bad = 0, skipped = 0;
    arith_range o = ARITH_RANGE_INIT;
    for (int i = 0; i < nb; i++) {
        for (int32_t a = INT16_MIN; a <= INT16_MAX; a++) {
            int64_t ab = (int64_t)a * bs[i];
            if (ab < cmin) { /* outside the stated domain (only for alpha = 1 moduli) */
                skipped++;
                continue;
            }
            int16_t r = pqpoly_plantard_mul16((int16_t)a, (int16_t)bs[i], qinv, q, alpha);
            arith_observe(&o, r);
            if (r < PQPOLY_PLANTARD16_OUT_MIN(q) || r > PQPOLY_PLANTARD16_OUT_MAX(q) ||
                arith_mod((int64_t)r * m - ab, q) != 0) {
                bad++;
                ARITH_SHOW("mul16 q=%d a=%d b=%" PRId64 " -> %d\n", q, a, bs[i], r);
            }
        }
    }
    arith_case("plantard_mul16", q, bad, &o, PQPOLY_PLANTARD16_OUT_MIN(q), PQPOLY_PLANTARD16_OUT_MAX(q));
    (void)skipped;
}

static int check32(int32_t q, int64_t c, int32_t r, int64_t m)
{
    return r >= PQPOLY_PLANTARD32_OUT_MIN(q) && r <= PQPOLY_PLANTARD32_OUT_MAX(q) &&
           arith_mod((int64_t)r * m - arith_mod(c, q), q) == 0;
}

static void test_32(int32_t q)
{
    const int alpha = PQPOLY_PLANTARD32_ALPHA(q);
    const int64_t qinv = PQPOLY_PLANTARD32_QINV(q), m = minus_r2(64, q);
    const int64_t cmin = PQPOLY_PLANTARD32_IN_MIN(q, alpha), cmax = PQPOLY_PLANTARD32_IN_MAX(q, alpha);
    char name[160];
    snprintf(name, sizeof name, "plantard32 constants q=%d (alpha=%d)", q, alpha);
    arith_expect(name, alpha >= 1 && q < (1L << (31 - alpha)) && q >= (1L << (30 - alpha)) &&
                           (uint64_t)q * (uint64_t)qinv == 1u);

    const int64_t edge[] = {cmin, cmin + 1, cmax, cmax - 1, 0, 1, -1, q, -q,
                            (int64_t)INT32_MIN * INT32_MAX, (int64_t)INT32_MIN * INT32_MIN};
    const size_t nedge = sizeof edge / sizeof edge[0];
    uint64_t bad = 0;
    arith_range o = ARITH_RANGE_INIT;
    for (size_t i = 0; i < nedge + 300000; i++) {
        int64_t c = i < nedge ? edge[i] : arith_rand_range(cmin, cmax);
        if (c < cmin)
            continue;
        int32_t r = pqpoly_plantard_reduce32(c, qinv, q, alpha);
        arith_observe(&o, r);
        if (!check32(q, c, r, m)) {
            bad++;
            ARITH_SHOW("reduce32 q=%d c=%" PRId64 " -> %d\n", q, c, r);
        }
    }
    arith_case("plantard_reduce32", q, bad, &o, PQPOLY_PLANTARD32_OUT_MIN(q), PQPOLY_PLANTARD32_OUT_MAX(q));

    const int64_t ea[] = {INT32_MIN, INT32_MAX, INT32_MIN + 1, 0, 1, -1, q, -q};
    const int64_t eb[] = {q - 1, -(q - 1), 0, 1, -1, (q - 1) / 2, -(q - 1) / 2};
    const size_t na = sizeof ea / sizeof ea[0], nab = na * (sizeof eb / sizeof eb[0]);
    uint64_t badc = 0, badm = 0, badconst = 0;
    arith_range oc = ARITH_RANGE_INIT, om = ARITH_RANGE_INIT;
    for (size_t i = 0; i < nab + 300000; i++) {
        int64_t a, b;
        if (i < nab) {
            a = ea[i % na];
            b = eb[i / na];
        } else {
            a = arith_rand_range(INT32_MIN, INT32_MAX);
            b = arith_rand_range(-(q - 1), q - 1);
        }
        int64_t bq = PQPOLY_PLANTARD32_CONST(b, q);
        if ((uint64_t)bq * (uint64_t)q != (uint64_t)b)
            badconst++;
        int32_t rc = pqpoly_plantard_mulc32((int32_t)a, bq, q, alpha);
        arith_observe(&oc, rc);
        if (!check32(q, arith_mod(a, q) * arith_mod(b, q), rc, m)) {
            badc++;
            ARITH_SHOW("mulc32 q=%d a=%" PRId64 " b=%" PRId64 " -> %d\n", q, a, b, rc);
        }
        /* mul32 with a second operand anywhere in int32 when the product stays in range */
        int64_t b2 = i < nab ? b : arith_rand_range(INT32_MIN, INT32_MAX);
        if (a * b2 >= cmin) {
            int32_t rm = pqpoly_plantard_mul32((int32_t)a, (int32_t)b2, qinv, q, alpha);
            arith_observe(&om, rm);
            if (!check32(q, arith_mod(a, q) * arith_mod(b2, q), rm, m)) {
                badm++;
                ARITH_SHOW("mul32 q=%d a=%" PRId64 " b=%" PRId64 " -> %d\n", q, a, b2, rm);
            }
        }
    }
    snprintf(name, sizeof name, "plantard mulc32 constants q=%d", q);
    arith_expect(name, badconst == 0);
    arith_case("plantard_mulc32", q, badc, &oc, PQPOLY_PLANTARD32_OUT_MIN(q), PQPOLY_PLANTARD32_OUT_MAX(q));
    arith_case("plantard_mul32", q, badm, &om, PQPOLY_PLANTARD32_OUT_MIN(q), PQPOLY_PLANTARD32_OUT_MAX(q));
}

static void test_mulc16_lanes(int16_t q)
{
    int alpha = PQPOLY_PLANTARD16_ALPHA(q);
    uint64_t bad = 0;
    arith_range o = ARITH_RANGE_INIT;
    for (int32_t b = -(q - 1); b <= q - 1; b++) {
        int32_t ab = b < 0 ? -b : b;
        if (b % 37 != 0 && ab != 1 && ab != (q - 1) / 2 && ab != q - 1) continue;
        int32_t bq = PQPOLY_PLANTARD16_CONST(b, q);
        for (int32_t a = INT16_MIN; a <= INT16_MAX; a++) {
            int32_t r = pqpoly_plantard_mulc16_lanes((int16_t)a, bq, q, alpha);
            int32_t w = pqpoly_plantard_mulc16((int16_t)a, bq, q, alpha);
            arith_observe(&o, r);
            if (r != w && r != w - q) {
                bad++;
                ARITH_SHOW("mulc16_lanes q=%d a=%d b=%d -> %d, mulc16 %d\n", q, a, b, r, w);
            }
        }
    }
    arith_case("plantard_mulc16_lanes", q, bad, &o, PQPOLY_PLANTARD_PAPER_OUT_MIN(q),
               PQPOLY_PLANTARD_PAPER_OUT_MAX(q));
}

int main(void)
{
    for (size_t i = 0; i < NQ16; i++) {
        test_constants16(q16s[i]);
        test_mod16(q16s[i]);
        test_reduce16(q16s[i]);
        test_mul16(q16s[i]);
        test_mulc16(q16s[i]);
        test_mulc16_lanes(q16s[i]);
    }
    for (size_t i = 0; i < NQ32; i++)
        test_32(q32s[i]);
    return arith_finish();
}
