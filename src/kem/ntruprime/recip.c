/* Inversion in R/3 and R/q for one NTRU Prime parameter set by constant-time
 * divsteps (Bernstein-Yang, "Fast constant-time gcd computation and modular
 * inversion", 2019, Section 6 / the round-3 reference algorithm).
 *
 * Both run exactly 2p - 1 division steps on f = x^p - x - 1 (reversed) and
 * g = the reversed input; every step is a masked conditional swap followed by
 * an elimination of g's constant term and a shift, so the running time and
 * memory pattern depend on p alone.  Invertibility is read off delta at the
 * end (delta = 0 iff gcd(f, g) = 1). */
#include "arith.h"
#include "internal.h"

/* Centered residue mod 3 of x in [-2, 2]: round(x/3) is +1 at 2, -1 at -2
 * and 0 elsewhere, i.e. ((x+2) >> 2) - ((2-x) >> 2) with non-negative shifts. */
static inline int8_t f3_small(int32_t x) {
    return (int8_t)(x - 3 * (((x + 2) >> 2) - ((2 - x) >> 2)));
}

int NTRUP_NS(r3_recip)(int8_t *out, const int8_t *in) {
    int8_t f[NTRUP_P + 1], g[NTRUP_P + 1], v[NTRUP_P + 1], r[NTRUP_P + 1];
    int i, loop;
    int32_t delta = 1, sign, swap;

    for (i = 0; i < NTRUP_P + 1; i++) {
        v[i] = 0;
        r[i] = 0;
        f[i] = 0;
    }
    r[0] = 1;
    f[0] = 1;
    f[NTRUP_P - 1] = f[NTRUP_P] = -1;
    for (i = 0; i < NTRUP_P; i++) g[NTRUP_P - 1 - i] = in[i];
    g[NTRUP_P] = 0;

    for (loop = 0; loop < 2 * NTRUP_P - 1; loop++) {
        int8_t s8, m8;
        for (i = NTRUP_P; i > 0; i--) v[i] = v[i - 1];
        v[0] = 0;

        sign = -g[0] * f[0];
        swap = ntrup_negative_mask(-delta) & ntrup_nonzero_mask(g[0]);
        delta ^= swap & (delta ^ -delta);
        delta += 1;

        m8 = (int8_t)swap;
        for (i = 0; i < NTRUP_P + 1; i++) {
            int8_t t = (int8_t)(m8 & (f[i] ^ g[i]));
            f[i] = (int8_t)(f[i] ^ t);
            g[i] = (int8_t)(g[i] ^ t);
            t = (int8_t)(m8 & (v[i] ^ r[i]));
            v[i] = (int8_t)(v[i] ^ t);
            r[i] = (int8_t)(r[i] ^ t);
        }

        s8 = (int8_t)sign;
        /* g <- (g + sign*f) / x: the constant term cancels by choice of sign. */
        for (i = 0; i < NTRUP_P; i++) g[i] = f3_small(g[i + 1] + s8 * f[i + 1]);
        g[NTRUP_P] = 0;
        for (i = 0; i < NTRUP_P + 1; i++) r[i] = f3_small(r[i] + s8 * v[i]);
    }

    sign = f[0];
    for (i = 0; i < NTRUP_P; i++) out[i] = (int8_t)(sign * v[NTRUP_P - 1 - i]);
    return (int)ntrup_nonzero_mask(delta);
}

/* Scalar Barrett multiplier of a canonical a: round(a * 2^16 / q), computed
 * as (a * round(2^40/q) + 2^23) >> 24 (|error| < 2^-10 for |a| <= (q-1)/2),
 * so |ap| < 2^15. */
static inline int16_t barrett_scalar(int32_t a) {
    return (int16_t)(((int64_t)a * NTRUP_FQ_BARRETT + ((int64_t)1 << 23)) >> 24);
}

/* a*x - b*y mod q for canonical scalars a, b (|a|, |b| <= (q-1)/2) with
 * their Barrett multipliers ap, bp, and lazy |x|, |y| < 2q.
 * The 16-bit products wrap; the quotient estimate
 *   t = floor(x*ap / 2^16) - floor(y*bp / 2^16)
 * differs from (a*x - b*y)/q by less than 2 (each floor term lies within
 * (-1 - 2q/2^17, 2q/2^17) of its exact share, and 2q/2^17 < 1/8), so the
 * exact result a*x - b*y - t*q lies in (-2q, 2q) and fits int16: the wrapped
 * 16-bit arithmetic gives it exactly.  Output bound = input bound: (-2q, 2q). */
static inline int16_t lazy_mulsub(int16_t a, int16_t ap, int16_t x, int16_t b, int16_t bp, int16_t y) {
    uint16_t lo = (uint16_t)((uint16_t)a * (uint16_t)x - (uint16_t)b * (uint16_t)y);
    int16_t t = (int16_t)((int16_t)(((int32_t)x * ap) >> 16) - (int16_t)(((int32_t)y * bp) >> 16));
    return (int16_t)(uint16_t)(lo - (uint16_t)t * (uint16_t)NTRUP_Q);
}

/* a^(q-2) = 1/a in Z/q by square-and-multiply over the public exponent. */
static int16_t fq_recip(int16_t a) {
    int32_t e = NTRUP_Q - 2, result = 1, base = a;
    while (e > 0) {
        if (e & 1) result = ntrup_fq_freeze(result * base);
        base = ntrup_fq_freeze(base * base);
        e >>= 1;
    }
    return (int16_t)result;
}

int NTRUP_NS(rq_recip3)(int16_t *out, const int8_t *in) {
    int16_t f[NTRUP_P + 1], g[NTRUP_P + 1], v[NTRUP_P + 1], r[NTRUP_P + 1];
    int i, loop;
    int32_t delta = 1, swap, scale;

    for (i = 0; i < NTRUP_P + 1; i++) {
        v[i] = 0;
        r[i] = 0;
        f[i] = 0;
    }
    r[0] = fq_recip(3);
    f[0] = 1;
    f[NTRUP_P - 1] = f[NTRUP_P] = -1;
    for (i = 0; i < NTRUP_P; i++) g[NTRUP_P - 1 - i] = in[i];
    g[NTRUP_P] = 0;

    for (loop = 0; loop < 2 * NTRUP_P - 1; loop++) {
        int16_t m16, f0, g0, f0p, g0p;
        for (i = NTRUP_P; i > 0; i--) v[i] = v[i - 1];
        v[0] = 0;

        g0 = ntrup_fq_freeze(g[0]);
        swap = ntrup_negative_mask(-delta) & ntrup_nonzero_mask(g0);
        delta ^= swap & (delta ^ -delta);
        delta += 1;

        m16 = (int16_t)swap;
        for (i = 0; i < NTRUP_P + 1; i++) {
            int16_t t = (int16_t)(m16 & (f[i] ^ g[i]));
            f[i] = (int16_t)(f[i] ^ t);
            g[i] = (int16_t)(g[i] ^ t);
            t = (int16_t)(m16 & (v[i] ^ r[i]));
            v[i] = (int16_t)(v[i] ^ t);
            r[i] = (int16_t)(r[i] ^ t);
        }

        /* g <- (f0*g - g0*f) / x, r <- f0*r - g0*v. */
        f0 = ntrup_fq_freeze(f[0]);
        g0 = ntrup_fq_freeze(g[0]);
        f0p = barrett_scalar(f0);
        g0p = barrett_scalar(g0);
        for (i = 0; i < NTRUP_P; i++) g[i] = lazy_mulsub(f0, f0p, g[i + 1], g0, g0p, f[i + 1]);
        g[NTRUP_P] = 0;
        for (i = 0; i < NTRUP_P + 1; i++) r[i] = lazy_mulsub(f0, f0p, r[i], g0, g0p, v[i]);
    }

    scale = fq_recip(ntrup_fq_freeze(f[0]));
    for (i = 0; i < NTRUP_P; i++) out[i] = ntrup_fq_freeze(scale * v[NTRUP_P - 1 - i]);
    return (int)ntrup_nonzero_mask(delta);
}
