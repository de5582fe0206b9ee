/* Range and congruence tests of src/arith/barrett.h.
 *
 * 16-bit routines: every int16 input; for the multiplications by a constant
 * every int16 a against every constant b in [0, q) (and every 5th b in (-q, 0)),
 * with mla/mls accumulators at the extremes of their stated range.
 * pqpoly_barrett_round16 for every modulus that uses it, with its default
 * shift and with s = 26 (the NTRU Prime transforms and the 16-bit NTT primes),
 * also against the quotient formula floor((a v + 2^(s-1)) / 2^s) (so its
 * high-product form is the same integer) and against the per-input bound.
 * 32- and 64-bit routines: boundary and random inputs; pqpoly_barrett_round32
 * with s = 32, 40 (every NTRU Prime q and 3) and 48 (6984193, 10060289).
 * pqpoly_barrett_scalar16 for every canonical scalar of every NTRU Prime q;
 * pqpoly_barrett_mulsub16 (the R/q divsteps' a x - b y) for every canonical a
 * against every x in the lazy range (-2q, 2q), with (b, y) at the extremes
 * (b = +-(q-1)/2 and the b with the largest multiplier error of either sign,
 * y = +-(2q - 1)) and at random, then random samples of all four.
 * Expected residues are computed here with plain integer arithmetic and %. */
#include "arith/barrett.h"
#include "arith_check.h"

static const int16_t q16s[] = {3329, 7681, 12289, 4591, 4621, 5167, 10753};
/* every modulus with a 16-bit rounding reduction: the above, the other NTRU
 * Prime moduli and 3 (ntrup_f3_freeze) */
static const int16_t qround16[] = {3329, 7681, 12289, 4591, 4621, 5167, 10753, 6343, 7177, 7879, 3};
/* users of s = 26: radix2.h (7681, 10753, 12289), mixed_radix.h, rader17.h,
 * grb, rader1530, gsb, schonhage-nussbaumer (4591, 4621, 5167) */
static const int16_t qround16_26[] = {4591, 4621, 5167, 7681, 10753, 12289};
static const int32_t q32s[] = {6984193, 3329, 7681, 12289, 4591, 4621, 5167, 10753, 1073741789};
/* users of s = 40: ntrup_finish, ntrup_fq_freeze, toom4, base8/bruun, grb,
 * rader1530, gsb, schonhage-nussbaumer (the NTRU Prime q), ntt7681_mod3 (3) */
static const int32_t qround40[] = {4591, 4621, 5167, 6343, 7177, 7879, 3};
/* users of s = 48: radix2.h's 32-bit NTT primes */
static const int32_t qround48[] = {6984193, 10060289};
#define NQ16 (sizeof q16s / sizeof q16s[0])
#define NQ32 (sizeof q32s / sizeof q32s[0])
#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

static void test_constants16(int16_t q)
{
    const int s = PQPOLY_BARRETT16_SHIFT(q);
    const int64_t two_s = (int64_t)1 << s;
    const int v = PQPOLY_BARRETT16_V(q), vr = PQPOLY_BARRETT16_VR(q);
    char name[80];
    snprintf(name, sizeof name, "barrett16 constants q=%d (s=%d v=%d vr=%d)", q, s, v, vr);
    /* 2^(s-15) <= q < 2^(s-14); v = floor(2^s/q); |vr q - 2^s| <= q/2 */
    arith_expect(name, ((int64_t)1 << (s - 15)) <= q && q < ((int64_t)1 << (s - 14)) &&
                           (int64_t)v * q <= two_s && two_s < (int64_t)(v + 1) * q &&
                           2 * (vr * (int64_t)q - two_s) <= q && 2 * (two_s - vr * (int64_t)q) <= q);
}

static void test_reduce16(int16_t q)
{
    const int v = PQPOLY_BARRETT16_V(q), s = PQPOLY_BARRETT16_SHIFT(q);
    const int64_t omin = PQPOLY_BARRETT16_OUT_MIN(q), omax = PQPOLY_BARRETT16_OUT_MAX(q);
    uint64_t bad = 0;
    arith_range o = ARITH_RANGE_INIT;
    for (int32_t a = INT16_MIN; a <= INT16_MAX; a++) {
        int16_t r = pqpoly_barrett_reduce16((int16_t)a, q, (int16_t)v, s);
        arith_observe(&o, r);
        if (r < omin || r > omax || arith_mod((int64_t)r - a, q) != 0) {
            bad++;
            ARITH_SHOW("reduce16 q=%d a=%d -> %d\n", q, a, r);
        }
    }
    arith_case("barrett_reduce16", q, bad, &o, omin, omax);
}

static void test_round16(int16_t q, int s)
{
    const int v = PQPOLY_BARRETT16_VR_S(q, s);
    const int64_t bound = PQPOLY_BARRETT16_ROUND_OUT_BOUND_S(q, s, 32768);
    const int64_t absd = (int64_t)v * q - ((int64_t)1 << s) < 0 ? ((int64_t)1 << s) - (int64_t)v * q
                                                                 : (int64_t)v * q - ((int64_t)1 << s);
    uint64_t bad = 0;
    arith_range o = ARITH_RANGE_INIT;
    char name[80];
    snprintf(name, sizeof name, "barrett_round16 s=%d", s);
    for (int32_t a = INT16_MIN; a <= INT16_MAX; a++) {
        int16_t r = pqpoly_barrett_round16((int16_t)a, q, (int16_t)v, s);
        int64_t aa = a < 0 ? -(int64_t)a : a;
        /* the per-input bound floor(q/2 + |a| |d| / 2^s), written out here */
        int64_t pb = (((int64_t)q << (s - 1)) + aa * absd) >> s;
        /* the quotient of the 32-bit formula of [ACC+21, Alg. 7] */
        int64_t t = ((int64_t)a * v + ((int64_t)1 << (s - 1))) >> s;
        arith_observe(&o, r);
        if (r < -bound || r > bound || r < -pb || r > pb || r != a - t * q ||
            arith_mod((int64_t)r - a, q) != 0) {
            bad++;
            ARITH_SHOW("round16 q=%d s=%d a=%d -> %d\n", q, s, a, r);
        }
    }
    arith_case(name, q, bad, &o, -bound, bound);
}

/* The default shift: the stated bound is (q-1)/2 or (q+1)/2, the macro says which. */
static void test_round16_default(int16_t q)
{
    const int64_t b = PQPOLY_BARRETT16_ROUND_OUT_BOUND(q);
    char name[96];
    snprintf(name, sizeof name, "barrett_round16 q=%d default shift %d: bound %" PRId64 " is (q-+1)/2",
             q, PQPOLY_BARRETT16_SHIFT(q), b);
    arith_expect(name, PQPOLY_BARRETT16_VR(q) == PQPOLY_BARRETT16_VR_S(q, PQPOLY_BARRETT16_SHIFT(q)) &&
                           (b == (q - 1) / 2 || b == (q + 1) / 2));
    test_round16(q, PQPOLY_BARRETT16_SHIFT(q));
}

/* pqpoly_barrett_round32 (and _round64 on the same inputs) with shift s. */
static void test_round32(int32_t q, int s)
{
    const int64_t v = PQPOLY_BARRETT32_VR_S(q, s);
    const int64_t two_s = (int64_t)1 << s;
    const int64_t inmax = PQPOLY_BARRETT32_ROUND_IN_MAX(q, s);
    char name[96];
    snprintf(name, sizeof name, "barrett32 constant q=%d s=%d (v=%" PRId64 ", |a| <= %" PRId64 ")", q, s,
             v, inmax);
    /* |v q - 2^s| <= q/2, and IN_MAX is the largest A with A v + 2^(s-1) < 2^63 */
    arith_expect(name, 2 * (v * q - two_s) <= q && 2 * (two_s - v * q) <= q && inmax <= ((int64_t)1 << 31) &&
                           (inmax == ((int64_t)1 << 31) ||
                            (inmax * v <= INT64_MAX - (two_s >> 1) &&
                             (inmax + 1) * (uint64_t)v > (uint64_t)(INT64_MAX - (two_s >> 1)))));
    if (s == 32) {
        snprintf(name, sizeof name, "barrett32 q=%d: VR(q) is VR_S(q, 32), bound macro at s = 32", q);
        arith_expect(name, PQPOLY_BARRETT32_VR(q) == v &&
                               PQPOLY_BARRETT32_ROUND_OUT_BOUND(q, (int64_t)1 << 31) ==
                                   PQPOLY_BARRETT32_ROUND_OUT_BOUND_S(q, 32, (int64_t)1 << 31));
    }

    const int64_t amax = inmax < INT32_MAX ? inmax : INT32_MAX;
    const int64_t amin = inmax < INT32_MAX ? -inmax : INT32_MIN;
    const int64_t full = PQPOLY_BARRETT32_ROUND_OUT_BOUND_S(q, s, inmax);
    const int64_t edge[] = {amin, amax, amin + 1, amax - 1, 0, 1, -1, q, -q, q / 2, -(q / 2), (q + 1) / 2,
                            -((q + 1) / 2), (1 << 27) - 1, -((1 << 27) - 1), 3 * ((1 << 23) - 1),
                            -3 * ((1 << 23) - 1), INT16_MAX, INT16_MIN};
    const size_t nedge = sizeof edge / sizeof edge[0];
    uint64_t bad = 0;
    arith_range o = ARITH_RANGE_INIT;
    for (size_t i = 0; i < nedge + 65536 + 300000; i++) {
        int64_t a;
        if (i < nedge)
            a = edge[i];
        else if (i < nedge + 65536) /* every int16 */
            a = (int64_t)(i - nedge) + INT16_MIN;
        else if (i & 1)
            a = arith_rand_range(amin, amax);
        else if (i & 2) /* the modulus scale */
            a = arith_rand_range(-4 * (int64_t)q, 4 * (int64_t)q);
        else /* below 2^27, where s = 40 is exact for q < 2^13 */
            a = arith_rand_range(-(1 << 27) + 1, (1 << 27) - 1);
        if (a < amin || a > amax)
            continue;
        int32_t r = pqpoly_barrett_round32((int32_t)a, q, v, s);
        int32_t r64 = pqpoly_barrett_round64(a, q, v, s);
        int64_t pb = PQPOLY_BARRETT32_ROUND_OUT_BOUND_S(q, s, a < 0 ? -a : a);
        arith_observe(&o, r);
        if (r < -pb || r > pb || r < -full || r > full || r64 != r || arith_mod((int64_t)r - a, q) != 0) {
            bad++;
            ARITH_SHOW("round32 q=%d s=%d a=%" PRId64 " -> %d (bound %" PRId64 ")\n", q, s, a, r, pb);
        }
    }
    snprintf(name, sizeof name, "barrett_round32 s=%d", s);
    arith_case(name, q, bad, &o, -full, full);
}

/* pqpoly_barrett_round64: int64 inputs below 2^35 (toom4's products, which
 * need 2^35 <= PQPOLY_BARRETT64_ROUND_IN_MAX(q, 40): about 2^35.2 for q = 4591;
 * at 2^36 the product a v would overflow), with an output bound below q. */
static void test_round64(int32_t q, int s)
{
    const int64_t v = PQPOLY_BARRETT32_VR_S(q, s);
    const int64_t inmax = PQPOLY_BARRETT64_ROUND_IN_MAX(q, s);
    const int64_t lim = (int64_t)1 << 35;
    const int64_t full = PQPOLY_BARRETT32_ROUND_OUT_BOUND_S(q, s, lim);
    const int64_t edge[] = {lim - 1, -(lim - 1), 0, 1, -1, q, -q, INT32_MAX, INT32_MIN, lim / 3, -(lim / 3)};
    const size_t nedge = sizeof edge / sizeof edge[0];
    uint64_t bad = 0;
    arith_range o = ARITH_RANGE_INIT;
    char name[96];
    snprintf(name, sizeof name, "barrett64 q=%d s=%d: 2^35 <= IN_MAX (%" PRId64 "), bound < q", q, s, inmax);
    arith_expect(name, lim <= inmax && full < q && inmax * v <= INT64_MAX - ((int64_t)1 << (s - 1)));
    for (size_t i = 0; i < nedge + 300000; i++) {
        int64_t a = i < nedge ? edge[i] : arith_rand_range(-(lim - 1), lim - 1);
        int32_t r = pqpoly_barrett_round64(a, q, v, s);
        int64_t pb = PQPOLY_BARRETT32_ROUND_OUT_BOUND_S(q, s, a < 0 ? -a : a);
        arith_observe(&o, r);
        if (r < -pb || r > pb || r < -full || r > full || arith_mod((int64_t)r - a, q) != 0) {
            bad++;
            ARITH_SHOW("round64 q=%d s=%d a=%" PRId64 " -> %d\n", q, s, a, r);
        }
    }
    snprintf(name, sizeof name, "barrett_round64 s=%d", s);
    arith_case(name, q, bad, &o, -full, full);
}

/* One constant b against every int16 a: mulc, mla and mls at once.  Each
 * result r must satisfy r = expected (mod q), tested as "q divides r - e + kq"
 * through the inverse of q mod 2^32 (kq makes the value non-negative). */
struct sweep16 {
    uint32_t bad;
    int32_t lo[3], hi[3]; /* observed r (mulc), r - acc (mla), r - acc (mls) */
};

ARITH_HOT static void sweep_mulc16(int16_t q, int16_t b, int16_t bbar, int32_t ad, int16_t acc,
                                   uint32_t qi32, uint32_t lim, int32_t kq, struct sweep16 *st)
{
    uint32_t bad = 0;
    int32_t lo0 = st->lo[0], hi0 = st->hi[0], lo1 = st->lo[1], hi1 = st->hi[1];
    int32_t lo2 = st->lo[2], hi2 = st->hi[2];
    for (int32_t a = INT16_MIN; a <= INT16_MAX; a++) {
        const int32_t c = acc;
        int32_t ab = a * b;
        int32_t aa = a < 0 ? -a : a;
        /* PQPOLY_BARRETT_MULC16_OUT_BOUND_B(q, d_b, |a|) in 32 bits (no overflow here) */
        int32_t bound = ((q << 15) + 2 * aa * ad) >> 16;
        int32_t r0 = pqpoly_barrett_mulc16((int16_t)a, b, bbar, q);
        int32_t r1 = pqpoly_barrett_mla16((int16_t)c, (int16_t)a, b, bbar, q) - c;
        int32_t r2 = pqpoly_barrett_mls16((int16_t)c, (int16_t)a, b, bbar, q) - c;
        /* unsigned, so the (non-negative, < 2^32) sums cannot overflow */
        uint32_t d0 = (uint32_t)r0 - (uint32_t)ab + (uint32_t)kq,
                 d1 = (uint32_t)r1 - (uint32_t)ab + (uint32_t)kq,
                 d2 = (uint32_t)r2 + (uint32_t)ab + (uint32_t)kq;
        int ok = (r0 >= -bound) & (r0 <= bound) & (r1 >= -bound) & (r1 <= bound) & (r2 >= -bound) &
                 (r2 <= bound) & ((uint32_t)(d0 * qi32) <= lim) & ((uint32_t)(d1 * qi32) <= lim) &
                 ((uint32_t)(d2 * qi32) <= lim);
        bad += (uint32_t)!ok;
        lo0 = r0 < lo0 ? r0 : lo0;
        hi0 = r0 > hi0 ? r0 : hi0;
        lo1 = r1 < lo1 ? r1 : lo1;
        hi1 = r1 > hi1 ? r1 : hi1;
        lo2 = r2 < lo2 ? r2 : lo2;
        hi2 = r2 > hi2 ? r2 : hi2;
    }
    st->bad += bad;
    st->lo[0] = lo0, st->hi[0] = hi0, st->lo[1] = lo1, st->hi[1] = hi1, st->lo[2] = lo2, st->hi[2] = hi2;
}

static void test_mulc16(int16_t q)
{
    const int32_t B = PQPOLY_BARRETT_MULC16_OUT_BOUND(q, 1 << 15);
    /* accumulators at both ends of the range mla/mls accept, and near 0 */
    const int16_t acc[4] = {(int16_t)(INT16_MAX - B), (int16_t)(INT16_MIN + B), 0, 1};
    const uint32_t qi32 = PQPOLY_INV_MOD2_32(q), lim = UINT32_MAX / (uint32_t)q;
    const int32_t kq = (int32_t)((((1L << 30) + (1L << 29)) / q + 1) * q);
    struct sweep16 st = {0, {INT32_MAX, INT32_MAX, INT32_MAX}, {INT32_MIN, INT32_MIN, INT32_MIN}};
    uint64_t badconst = 0, n = 0;

    arith_expect("barrett mulc16: B = q - 1 for |a| <= 2^15", B == q - 1);
    for (int32_t b = -(q - 1); b < q; b++) {
        if (b < 0 && b % 5 != 0)
            continue;
        int16_t bbar = PQPOLY_BARRETT_MULC16_CONST(b, q);
        int32_t d = PQPOLY_BARRETT_MULC16_D(b, q);
        /* the per-constant bound never exceeds the general one, and equals the
         * 32-bit transcription used in the sweep at |a| = 2^15 */
        if (PQPOLY_BARRETT_MULC16_OUT_BOUND_B(q, d, 1 << 15) > B ||
            PQPOLY_BARRETT_MULC16_OUT_BOUND_B(q, d, 1 << 15) != ((q << 15) + 2 * 32768 * (d < 0 ? -d : d)) >> 16)
            badconst++;
        /* the constant is round(b 2^15 / q), checked without the macro's formula */
        int64_t err2 = 2 * ((int64_t)bbar * q - (int64_t)b * 32768);
        if (err2 > q || err2 < -q)
            badconst++;
        uint32_t before = st.bad;
        sweep_mulc16(q, (int16_t)b, bbar, d < 0 ? -d : d, acc[(b + q) % 4], qi32, lim, kq, &st);
        n += 65536;
        if (st.bad != before) { /* name the failing inputs */
            for (int32_t a = INT16_MIN; a <= INT16_MAX; a++) {
                int64_t r = pqpoly_barrett_mulc16((int16_t)a, (int16_t)b, bbar, q);
                int64_t pb = PQPOLY_BARRETT_MULC16_OUT_BOUND_B(q, d, a < 0 ? -a : a);
                if (r < -pb || r > pb || arith_mod(r - (int64_t)a * b, q) != 0)
                    ARITH_SHOW("mulc16 q=%d a=%d b=%d -> %" PRId64 "\n", q, a, b, r);
            }
        }
    }
    char name[80];
    snprintf(name, sizeof name, "barrett mulc16 constants q=%d", q);
    arith_expect(name, badconst == 0);
    arith_range o0 = {st.lo[0], st.hi[0], n}, o1 = {st.lo[1], st.hi[1], n}, o2 = {st.lo[2], st.hi[2], n};
    arith_case("barrett_mulc16", q, st.bad, &o0, -B, B);
    arith_case("barrett_mla16 (r - acc)", q, st.bad, &o1, -B, B);
    arith_case("barrett_mls16 (r - acc)", q, st.bad, &o2, -B, B);
}

static void test_mulc32(int32_t q)
{
    const int64_t B = PQPOLY_BARRETT_MULC32_OUT_BOUND(q, (int64_t)1 << 31);
    const int64_t ea[] = {INT32_MIN, INT32_MAX, INT32_MIN + 1, 0, 1, -1, q, -q};
    const int64_t eb[] = {q - 1, -(q - 1), 0, 1, -1, (q - 1) / 2, -(q - 1) / 2};
    const size_t na = sizeof ea / sizeof ea[0], nedge = na * (sizeof eb / sizeof eb[0]);
    const int64_t accs[] = {INT32_MAX - B, INT32_MIN + B, 0};
    uint64_t bad = 0, badconst = 0;
    arith_range o[3] = {ARITH_RANGE_INIT, ARITH_RANGE_INIT, ARITH_RANGE_INIT};

    arith_expect("barrett mulc32: bound <= q - 1", B <= q - 1);
    for (size_t i = 0; i < nedge + 300000; i++) {
        int64_t a, b, acc;
        if (i < nedge) {
            a = ea[i % na];
            b = eb[i / na];
        } else {
            a = arith_rand_range(INT32_MIN, INT32_MAX);
            b = arith_rand_range(-(q - 1), q - 1);
        }
        acc = i % 4 < 3 ? accs[i % 4] : arith_rand_range(INT32_MIN + B, INT32_MAX - B);
        int32_t bbar = PQPOLY_BARRETT_MULC32_CONST(b, q);
        int64_t err2 = 2 * ((int64_t)bbar * q - b * ((int64_t)1 << 31));
        if (err2 > q || err2 < -q)
            badconst++;
        int64_t pb = PQPOLY_BARRETT_MULC32_OUT_BOUND_B(q, PQPOLY_BARRETT_MULC32_D(b, q), a < 0 ? -a : a);
        int64_t e = arith_mod(a, q) * arith_mod(b, q); /* < 2^60 */
        int64_t r0 = pqpoly_barrett_mulc32((int32_t)a, (int32_t)b, bbar, q);
        int64_t r1 = pqpoly_barrett_mla32((int32_t)acc, (int32_t)a, (int32_t)b, bbar, q) - acc;
        int64_t r2 = pqpoly_barrett_mls32((int32_t)acc, (int32_t)a, (int32_t)b, bbar, q) - acc;
        arith_observe(&o[0], r0);
        arith_observe(&o[1], r1);
        arith_observe(&o[2], r2);
        if (r0 < -pb || r0 > pb || r1 < -pb || r1 > pb || r2 < -pb || r2 > pb || pb > B ||
            pb > PQPOLY_BARRETT_MULC32_OUT_BOUND(q, a < 0 ? -a : a) ||
            arith_mod(r0 - e, q) != 0 || arith_mod(r1 - e, q) != 0 || arith_mod(r2 + e, q) != 0) {
            bad++;
            ARITH_SHOW("mulc32 q=%d a=%" PRId64 " b=%" PRId64 " acc=%" PRId64 " -> %" PRId64
                       " %" PRId64 " %" PRId64 "\n", q, a, b, acc, r0, r1, r2);
        }
    }
    char name[80];
    snprintf(name, sizeof name, "barrett mulc32 constants q=%d", q);
    arith_expect(name, badconst == 0);
    arith_case("barrett_mulc32", q, bad, &o[0], -B, B);
    arith_case("barrett_mla32 (r - acc)", q, bad, &o[1], -B, B);
    arith_case("barrett_mls32 (r - acc)", q, bad, &o[2], -B, B);
}

/* ---- pqpoly_barrett_scalar16 / pqpoly_barrett_mulsub16 ------------------- */
/* the NTRU Prime moduli (src/ring/ntrup/recip.c) */
static const int16_t qmulsub[] = {4591, 4621, 5167, 6343, 7177, 7879};

struct sweep_ms {
    uint64_t bad, n;
    int32_t lo, hi;
};

/* One (a, b, y) against every x in [-X, X].  Each r must equal the exact
 * a x - b y - t q with t = floor(x ap / 2^16) - floor(y bp / 2^16) computed in
 * 32 bits here (so the 16-bit wrapped arithmetic loses nothing), be
 * congruent to a x - b y mod q (tested as "q divides r - (a x - b y) + kq"
 * through q^-1 mod 2^32), and lie in [-B, B]. */
ARITH_HOT static void sweep_mulsub16(int16_t q, int16_t a, int16_t ap, int16_t b, int16_t bp, int16_t y,
                                     int32_t X, int32_t B, uint32_t qi32, uint32_t lim, int32_t kq,
                                     struct sweep_ms *st)
{
    const int32_t by = (int32_t)b * y, hy = ((int32_t)y * bp) >> 16;
    uint32_t bad = 0;
    int32_t lo = st->lo, hi = st->hi;
    for (int32_t x = -X; x <= X; x++) {
        int32_t r = pqpoly_barrett_mulsub16(a, ap, (int16_t)x, b, bp, y, q);
        int32_t ax = a * x;
        int32_t t = ((x * ap) >> 16) - hy;
        int32_t exact = ax - by - t * q;
        uint32_t d = (uint32_t)r - (uint32_t)ax + (uint32_t)by + (uint32_t)kq;
        int ok = (r == exact) & (r >= -B) & (r <= B) & ((uint32_t)(d * qi32) <= lim);
        bad += (uint32_t)!ok;
        lo = r < lo ? r : lo;
        hi = r > hi ? r : hi;
    }
    st->bad += bad;
    st->n += (uint64_t)(2 * X + 1);
    st->lo = lo, st->hi = hi;
}

/* Name failing inputs of one sweep (only after a failure). */
static void show_mulsub16(int16_t q, int16_t a, int16_t ap, int16_t b, int16_t bp, int16_t y, int32_t X,
                          int32_t B)
{
    for (int32_t x = -X; x <= X; x++) {
        int64_t r = pqpoly_barrett_mulsub16(a, ap, (int16_t)x, b, bp, y, q);
        if (r < -B || r > B || arith_mod(r - (int64_t)a * x + (int64_t)b * y, q) != 0)
            ARITH_SHOW("mulsub16 q=%d a=%d x=%d b=%d y=%d -> %" PRId64 "\n", q, a, x, b, y, r);
    }
}

static void test_mulsub16(int16_t q)
{
    const int64_t v = PQPOLY_BARRETT_SCALAR16_V(q);
    const int32_t h = PQPOLY_BARRETT_SCALAR16_IN_MAX(q), X = PQPOLY_BARRETT_MULSUB16_IN_MAX(q);
    const int32_t B = PQPOLY_BARRETT_MULSUB16_OUT_BOUND(q, X);
    const uint32_t qi32 = PQPOLY_INV_MOD2_32(q), lim = UINT32_MAX / (uint32_t)q;
    const int32_t kq = (int32_t)((((1L << 30) + (1L << 29)) / q + 1) * q);
    const int64_t two40 = (int64_t)1 << 40;
    char name[128];

    /* constants: v = round(2^40 / q), h = (q-1)/2, X = 2q - 1, and the output
     * bound, recomputed here as q - 1 + ceil(q X (2^11 + 1) / 2^27), closes the
     * lazy range and fits int16 */
    int64_t bref = q - 1 + ((int64_t)q * X * 2049 + ((int64_t)1 << 27) - 1) / ((int64_t)1 << 27);
    snprintf(name, sizeof name, "barrett mulsub16 constants q=%d (v=%" PRId64 ", bound %d < 2q - 1 = %d)",
             q, v, B, X);
    arith_expect(name, 2 * (v * q - two40) <= q && 2 * (two40 - v * q) <= q && 2 * h + 1 == q &&
                           X == 2 * q - 1 && B == bref && B <= X && B < 32768);

    /* the multiplier of every canonical a: |ap - a 2^16 / q| <= 1/2 + 2^-12,
     * i.e. 2^12 |ap q - a 2^16| <= q (2^11 + 1); |ap| < 2^15 - 1 */
    uint64_t bad = 0, inexact = 0;
    int64_t emax = INT64_MIN, emin = INT64_MAX;
    int16_t bpos = 0, bneg = 0;
    arith_range os = ARITH_RANGE_INIT;
    for (int32_t a = -h; a <= h; a++) {
        int64_t ap = pqpoly_barrett_scalar16((int16_t)a, v);
        int64_t e = ap * q - (int64_t)a * 65536; /* q e_a */
        /* round(a 2^16 / q) = floor((a 2^17 + q) / 2q), floor division */
        int64_t num = (int64_t)a * 131072 + q, rnd = num >= 0 ? num / (2 * q) : -((-num + 2 * q - 1) / (2 * q));
        arith_observe(&os, ap);
        inexact += (uint64_t)(ap != rnd);
        if (4096 * (e < 0 ? -e : e) > (int64_t)q * 2049 || ap <= -32767 || ap >= 32767) {
            bad++;
            ARITH_SHOW("scalar16 q=%d a=%d -> %" PRId64 "\n", q, a, ap);
        }
        if (e > emax)
            emax = e, bpos = (int16_t)a;
        if (e < emin)
            emin = e, bneg = (int16_t)a;
    }
    arith_case("barrett_scalar16", q, bad, &os, -32766, 32766);
    printf("     scalar16 q=%d: ap != round(a 2^16 / q) for %" PRIu64 " of %d a; largest |e_a| = %.6f"
           " (a = %d, %d)\n", q, inexact, q, (double)(emax > -emin ? emax : -emin) / q, bpos, bneg);

    /* every canonical a, every x in [-X, X]; (b, y) at the extremes and random */
    const int16_t bs[4] = {(int16_t)h, (int16_t)-h, bpos, bneg};
    const int16_t ys[2] = {(int16_t)X, (int16_t)-X};
    struct sweep_ms st = {0, 0, INT32_MAX, INT32_MIN};
    for (int32_t a = -h; a <= h; a++) {
        int16_t ap = pqpoly_barrett_scalar16((int16_t)a, v);
        for (int k = 0; k < 10; k++) {
            int16_t b, y;
            if (k < 8) {
                b = bs[k / 2];
                y = ys[k % 2];
            } else {
                b = (int16_t)arith_rand_range(-h, h);
                y = (int16_t)arith_rand_range(-X, X);
            }
            int16_t bp = pqpoly_barrett_scalar16(b, v);
            uint64_t before = st.bad;
            sweep_mulsub16(q, (int16_t)a, ap, b, bp, y, X, B, qi32, lim, kq, &st);
            if (st.bad != before)
                show_mulsub16(q, (int16_t)a, ap, b, bp, y, X, B);
        }
    }
    arith_range o = {st.lo, st.hi, st.n};
    arith_case("barrett_mulsub16 (a, x all)", q, st.bad, &o, -B, B);

    /* random a, x, b, y: one 64-bit draw, four 16-bit fields scaled to range */
    const uint32_t sa = (uint32_t)(2 * h + 1), sx = (uint32_t)(2 * X + 1);
    bad = 0;
    arith_range orand = ARITH_RANGE_INIT;
    for (uint32_t i = 0; i < 20000000u; i++) {
        uint64_t z = arith_rand64();
        int32_t a = (int32_t)(((z & 0xffff) * sa) >> 16) - h;
        int32_t x = (int32_t)((((z >> 16) & 0xffff) * sx) >> 16) - X;
        int32_t b = (int32_t)((((z >> 32) & 0xffff) * sa) >> 16) - h;
        int32_t y = (int32_t)(((z >> 48) * sx) >> 16) - X;
        int16_t ap = pqpoly_barrett_scalar16((int16_t)a, v), bp = pqpoly_barrett_scalar16((int16_t)b, v);
        int64_t r = pqpoly_barrett_mulsub16((int16_t)a, ap, (int16_t)x, (int16_t)b, bp, (int16_t)y, q);
        arith_observe(&orand, r);
        if (r < -B || r > B || arith_mod(r - (int64_t)a * x + (int64_t)b * y, q) != 0) {
            bad++;
            ARITH_SHOW("mulsub16 q=%d a=%d x=%d b=%d y=%d -> %" PRId64 "\n", q, a, x, b, y, r);
        }
    }
    arith_case("barrett_mulsub16 (random)", q, bad, &orand, -B, B);
}

int main(void)
{
    for (size_t i = 0; i < NQ16; i++) {
        test_constants16(q16s[i]);
        test_reduce16(q16s[i]);
    }
    for (size_t i = 0; i < COUNT(qround16); i++)
        test_round16_default(qround16[i]);
    for (size_t i = 0; i < COUNT(qround16_26); i++)
        test_round16(qround16_26[i], 26);
    /* ntrup_f3_freeze's contract: {-1, 0, 1} for |a| <= 2^15 - 1 */
    arith_expect("barrett_round16 q=3: bound 1 below 2^15 (ntrup_f3_freeze)",
                 PQPOLY_BARRETT16_ROUND_OUT_BOUND_S(3, PQPOLY_BARRETT16_SHIFT(3), 32767) == 1);
    for (size_t i = 0; i < NQ16; i++)
        test_mulc16(q16s[i]);
    for (size_t i = 0; i < NQ32; i++) {
        test_round32(q32s[i], 32);
        test_mulc32(q32s[i]);
    }
    for (size_t i = 0; i < COUNT(qround40); i++) {
        test_round32(qround40[i], 40);
        /* ntrup_finish: 3 (2^23 - 1) fits the input range; outputs exact below 2^27 */
        char name[96];
        snprintf(name, sizeof name, "ntrup_finish q=%d: 3 (2^23 - 1) <= IN_MAX(q, 40), exact below 2^27",
                 qround40[i]);
        arith_expect(name, 3 * ((1 << 23) - 1) <= PQPOLY_BARRETT32_ROUND_IN_MAX(qround40[i], 40) &&
                               PQPOLY_BARRETT32_ROUND_OUT_BOUND_S(qround40[i], 40, (1 << 27) - 1) ==
                                   (qround40[i] - 1) / 2);
        if (qround40[i] > 3)
            test_round64(qround40[i], 40);
    }
    for (size_t i = 0; i < COUNT(qround48); i++)
        test_round32(qround48[i], 48);
    for (size_t i = 0; i < COUNT(qmulsub); i++)
        test_mulsub16(qmulsub[i]);
    return arith_finish();
}
