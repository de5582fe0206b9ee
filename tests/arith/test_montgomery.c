/* Range and congruence tests of src/arith/montgomery.h.
 *
 * pqpoly_montgomery_reduce16: every input of its stated domain
 *   [PQPOLY_MONT16_IN_MIN(q), PQPOLY_MONT16_IN_MAX(q)] (q 2^16 values), which
 *   also proves pqpoly_montgomery_mul16 for every pair whose product lies there;
 * pqpoly_montgomery_mul16: every int16 a against boundary and random b; and
 *   every int16 a against every centered constant b (the multipliers' use):
 *   equal to pqpoly_montgomery_reduce16(a*b) (its 16-bit-lane form is the same
 *   integer) and within PQPOLY_MONT16_MULC_OUT_BOUND(q, |a|);
 * pqpoly_montgomery_reduce32 / mul32: boundary and random inputs.
 * The expected residue is computed here with 64-bit arithmetic and %. */
#include "arith/montgomery.h"
#include "arith_check.h"

static const int16_t q16s[] = {3329, 7681, 12289, 4591, 4621, 5167, 10753};
static const int32_t q32s[] = {6984193, 3329, 7681, 12289, 4591, 4621, 5167, 10753, 2147483647};
#define NQ16 (sizeof q16s / sizeof q16s[0])
#define NQ32 (sizeof q32s / sizeof q32s[0])

static void test_constants16(int16_t q)
{
    int16_t qinv = PQPOLY_MONT16_QINV(q);
    char name[64];
    snprintf(name, sizeof name, "montgomery16 constants q=%d", q);
    arith_expect(name, (uint16_t)((uint32_t)q * (uint32_t)(uint16_t)qinv) == 1u &&
                           PQPOLY_MONT16_R(q) == arith_pow2(16, q) &&
                           PQPOLY_MONT16_R2(q) == arith_pow2(32, q));
}

/* The hot loop: every a in [a0, a0 + n) — vectorizable, no loop-carried
 * state but the reductions.  r = a 2^-16 (mod q) iff q divides r 2^16 - a;
 * kq (a multiple of q above 2^30 + 2^29) makes that value non-negative. */
ARITH_HOT static uint32_t sweep_reduce16(int32_t a0, int32_t n, int16_t q, int16_t qinv, uint32_t qi32,
                               uint32_t lim, int32_t kq, int32_t *lo, int32_t *hi)
{
    const int32_t omin = (int32_t)PQPOLY_MONT16_OUT_MIN(q), omax = (int32_t)PQPOLY_MONT16_OUT_MAX(q);
    uint32_t bad = 0;
    int32_t l = *lo, h = *hi;
    for (int32_t j = 0; j < n; j++) {
        int32_t a = a0 + j;
        int32_t r = pqpoly_montgomery_reduce16(a, q, qinv);
        /* PQPOLY_MONT16_OUT_LO/HI(q, a), evaluated in 32 bits (no overflow here) */
        int32_t plo = -((((1 << 15) - 1) * q - a) >> 16), phi = (a + (q << 15)) >> 16;
        uint32_t d = (uint32_t)(r * 65536) - (uint32_t)a + (uint32_t)kq;
        int ok = (r >= plo) & (r <= phi) & (r >= omin) & (r <= omax) & ((uint32_t)(d * qi32) <= lim);
        bad += (uint32_t)!ok;
        l = r < l ? r : l;
        h = r > h ? r : h;
    }
    *lo = l;
    *hi = h;
    return bad;
}

static void test_reduce16(int16_t q)
{
    const int16_t qinv = PQPOLY_MONT16_QINV(q);
    const int64_t amin = PQPOLY_MONT16_IN_MIN(q), amax = PQPOLY_MONT16_IN_MAX(q);
    const int64_t omin = PQPOLY_MONT16_OUT_MIN(q), omax = PQPOLY_MONT16_OUT_MAX(q);
    const int64_t rinv = arith_inv(arith_pow2(16, q), q); /* 2^-16 mod q */
    const uint32_t qi32 = PQPOLY_INV_MOD2_32(q), lim = UINT32_MAX / (uint32_t)q;
    const int32_t kq = (int32_t)((((1L << 30) + (1L << 29)) / q + 1) * q);
    uint64_t bad = 0;
    int32_t lo = INT32_MAX, hi = INT32_MIN;

    if ((uint32_t)q * qi32 != 1u) {
        arith_expect("montgomery reduce16: test-side inverse", 0);
        return;
    }
    /* The 32-bit macro transcription in the sweep must agree with the macros. */
    if (PQPOLY_MONT16_OUT_LO(q, amin) != omin || PQPOLY_MONT16_OUT_HI(q, amax) != omax) {
        arith_expect("montgomery reduce16: OUT_LO/OUT_HI at the domain ends", 0);
        return;
    }
    for (int64_t a0 = amin; a0 <= amax; a0 += 65536) {
        int32_t n = (int32_t)(amax - a0 + 1 < 65536 ? amax - a0 + 1 : 65536);
        uint32_t b = sweep_reduce16((int32_t)a0, n, q, qinv, qi32, lim, kq, &lo, &hi);
        if (b) {
            bad += b;
            for (int64_t a = a0; a < a0 + n; a++) { /* name the failing inputs */
                int64_t r = pqpoly_montgomery_reduce16((int32_t)a, q, qinv);
                if (r < PQPOLY_MONT16_OUT_LO(q, a) || r > PQPOLY_MONT16_OUT_HI(q, a) || r < omin ||
                    r > omax || arith_mod(r - a * rinv, q) != 0)
                    ARITH_SHOW("reduce16 q=%d a=%" PRId64 " -> %" PRId64 "\n", q, a, r);
            }
        }
    }
    arith_range o = {lo, hi, (uint64_t)(amax - amin + 1)};
    arith_case("montgomery_reduce16", q, bad, &o, omin, omax);
}

static void test_mul16(int16_t q)
{
    const int16_t qinv = PQPOLY_MONT16_QINV(q);
    const int64_t rinv = arith_inv(arith_pow2(16, q), q);
    int16_t bs[48];
    int nb = 0;
    bs[nb++] = 0;
    bs[nb++] = 1;
    bs[nb++] = -1;
    bs[nb++] = (int16_t)(q - 1);
    bs[nb++] = (int16_t)-(q - 1);
    bs[nb++] = (int16_t)((q - 1) / 2);
    bs[nb++] = (int16_t)-((q - 1) / 2);
    while (nb < 48)
        bs[nb++] = (int16_t)arith_rand_range(-(q - 1), q - 1);
    uint64_t bad = 0;
    arith_range o = ARITH_RANGE_INIT;
    for (int i = 0; i < nb; i++) {
        for (int32_t a = INT16_MIN; a <= INT16_MAX; a++) {
            int16_t r = pqpoly_montgomery_mul16((int16_t)a, bs[i], q, qinv);
            int64_t ab = (int64_t)a * bs[i];
            arith_observe(&o, r);
            if (!(r >= PQPOLY_MONT16_OUT_LO(q, ab) && r <= PQPOLY_MONT16_OUT_HI(q, ab) &&
                  r >= PQPOLY_MONT16_OUT_MIN(q) && r <= PQPOLY_MONT16_OUT_MAX(q) &&
                  arith_mod(r - ab * rinv, q) == 0)) {
                bad++;
                ARITH_SHOW("mul16 q=%d a=%d b=%d -> %d\n", q, a, bs[i], r);
            }
        }
    }
    arith_case("montgomery_mul16", q, bad, &o, PQPOLY_MONT16_OUT_MIN(q), PQPOLY_MONT16_OUT_MAX(q));
}

/* One centered constant b against every int16 a: mul16 equals reduce16 of the
 * product, and |r| <= PQPOLY_MONT16_MULC_OUT_BOUND(q, |a|) (transcribed in 32
 * bits: ((q-1)/2 |a| + q 2^15) >> 16). */
ARITH_HOT static uint32_t sweep_mulc16(int16_t b, int16_t q, int16_t qinv, int32_t *lo, int32_t *hi)
{
    uint32_t bad = 0;
    int32_t l = *lo, h = *hi;
    for (int32_t a = INT16_MIN; a <= INT16_MAX; a++) {
        int32_t r = pqpoly_montgomery_mul16((int16_t)a, b, q, qinv);
        int32_t ref = pqpoly_montgomery_reduce16(a * b, q, qinv);
        int32_t aa = a < 0 ? -a : a;
        int32_t pb = (int32_t)((((int64_t)q - 1) / 2 * aa + ((int64_t)q << 15)) >> 16);
        bad += (uint32_t)((r != ref) | (r > pb) | (r < -pb));
        l = r < l ? r : l;
        h = r > h ? r : h;
    }
    *lo = l;
    *hi = h;
    return bad;
}

static void test_mulc16(int16_t q)
{
    const int16_t qinv = PQPOLY_MONT16_QINV(q);
    const int32_t B = PQPOLY_MONT16_MULC_OUT_BOUND(q, 32768);
    int32_t lo = INT32_MAX, hi = INT32_MIN;
    uint64_t bad = 0;
    char name[80];
    snprintf(name, sizeof name, "montgomery mulc16 q=%d: bound %d <= 3q/4, macro transcription", q, B);
    arith_expect(name, 4 * B <= 3 * q && PQPOLY_MONT16_MULC_OUT_BOUND(q, 1000) ==
                                            (int32_t)((((int64_t)q - 1) / 2 * 1000 + ((int64_t)q << 15)) >> 16));
    for (int32_t b = -(q - 1) / 2; b <= (q - 1) / 2; b++) {
        uint32_t nb = sweep_mulc16((int16_t)b, q, qinv, &lo, &hi);
        bad += nb;
        if (nb) /* name the failing inputs */
            for (int32_t a = INT16_MIN; a <= INT16_MAX; a++) {
                int16_t r = pqpoly_montgomery_mul16((int16_t)a, (int16_t)b, q, qinv);
                if (r != pqpoly_montgomery_reduce16(a * b, q, qinv) ||
                    r > PQPOLY_MONT16_MULC_OUT_BOUND(q, a < 0 ? -a : a) ||
                    r < -PQPOLY_MONT16_MULC_OUT_BOUND(q, a < 0 ? -a : a))
                    ARITH_SHOW("mulc16 q=%d a=%d b=%d -> %d\n", q, a, b, r);
            }
    }
    arith_range o = {lo, hi, (uint64_t)65536 * (uint64_t)q};
    arith_case("montgomery_mul16 (const)", q, bad, &o, -B, B);
}

static int check32(int32_t q, int64_t a, int32_t r, int64_t rinv)
{
    return r >= PQPOLY_MONT32_OUT_LO(q, a) && r <= PQPOLY_MONT32_OUT_HI(q, a) &&
           r >= PQPOLY_MONT32_OUT_MIN(q) && r <= PQPOLY_MONT32_OUT_MAX(q) &&
           arith_mod((int64_t)r - arith_mod(arith_mod(a, q) * rinv, q), q) == 0;
}

static void test_32(int32_t q)
{
    const int32_t qinv = PQPOLY_MONT32_QINV(q);
    const int64_t amin = PQPOLY_MONT32_IN_MIN(q), amax = PQPOLY_MONT32_IN_MAX(q);
    const int64_t rinv = arith_inv(arith_pow2(32, q), q);
    char name[64];
    snprintf(name, sizeof name, "montgomery32 constants q=%d", q);
    arith_expect(name, (uint32_t)q * (uint32_t)qinv == 1u && PQPOLY_MONT32_R(q) == arith_pow2(32, q));

    /* reduce32: the ends of the domain, values near 0 and +-q, then random. */
    const int64_t edge[] = {amin, amin + 1, amax, amax - 1, 0, 1, -1, q, -q, (int64_t)q * q,
                            -(int64_t)q * q, amin / 2, amax / 2};
    uint64_t bad = 0;
    arith_range o = ARITH_RANGE_INIT;
    for (size_t i = 0; i < sizeof edge / sizeof edge[0] + 200000; i++) {
        int64_t a = i < sizeof edge / sizeof edge[0] ? edge[i] : arith_rand_range(amin, amax);
        int32_t r = pqpoly_montgomery_reduce32(a, q, qinv);
        arith_observe(&o, r);
        if (!check32(q, a, r, rinv)) {
            bad++;
            ARITH_SHOW("reduce32 q=%d a=%" PRId64 " -> %d\n", q, a, r);
        }
    }
    arith_case("montgomery_reduce32", q, bad, &o, PQPOLY_MONT32_OUT_MIN(q), PQPOLY_MONT32_OUT_MAX(q));

    /* mul32: any int32 a with |b| < q. */
    const int64_t ea[] = {INT32_MIN, INT32_MAX, INT32_MIN + 1, 0, 1, -1, q, -q};
    const int64_t eb[] = {q - 1, -(q - 1), 0, 1, -1, (q - 1) / 2, -(q - 1) / 2};
    bad = 0;
    arith_range om = ARITH_RANGE_INIT;
    for (size_t i = 0; i < sizeof ea / sizeof ea[0] * (sizeof eb / sizeof eb[0]) + 200000; i++) {
        int64_t a, b;
        if (i < sizeof ea / sizeof ea[0] * (sizeof eb / sizeof eb[0])) {
            a = ea[i % (sizeof ea / sizeof ea[0])];
            b = eb[i / (sizeof ea / sizeof ea[0])];
        } else {
            a = arith_rand_range(INT32_MIN, INT32_MAX);
            b = arith_rand_range(-(q - 1), q - 1);
        }
        int32_t r = pqpoly_montgomery_mul32((int32_t)a, (int32_t)b, q, qinv);
        arith_observe(&om, r);
        if (!check32(q, a * b, r, rinv)) {
            bad++;
            ARITH_SHOW("mul32 q=%d a=%" PRId64 " b=%" PRId64 " -> %d\n", q, a, b, r);
        }
    }
    arith_case("montgomery_mul32", q, bad, &om, PQPOLY_MONT32_OUT_MIN(q), PQPOLY_MONT32_OUT_MAX(q));
}

int main(void)
{
    for (size_t i = 0; i < NQ16; i++) {
        test_constants16(q16s[i]);
        test_reduce16(q16s[i]);
        test_mul16(q16s[i]);
        test_mulc16(q16s[i]);
    }
    for (size_t i = 0; i < NQ32; i++)
        test_32(q32s[i]);
    return arith_finish();
}
