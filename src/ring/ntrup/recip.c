/* Inversion in R/3 and R/q for one NTRU Prime parameter set by constant-time
 * divsteps (Bernstein-Yang, "Fast constant-time gcd computation and modular
 * inversion", 2019, Section 6 / the round-3 reference algorithm).
 *
 * Both run exactly 2p - 1 division steps on f = x^p - x - 1 (reversed) and
 * g = the reversed input; every step is a masked conditional swap followed by
 * an elimination of g's constant term and a shift, so the running time and
 * memory pattern depend on p alone.  Invertibility is read off delta at the
 * end (delta = 0 iff gcd(f, g) = 1).
 *
 * R/3 works on bitsliced words (64 coefficients per operation).  In R/q the
 * loop bounds shrink with the (public) step number: at step i only the
 * coefficients 0 .. 2p-2-i of f and g can still reach position 0 before the
 * last step (each step shifts g down by one), and v, r are supported on
 * 0 .. i+1 after v's shift (each step shifts v up by one).  Coefficients
 * outside these windows are never read into the result. */
#include <string.h>

#include "arith.h"
#include "set.h"

#include "pqpoly/common.h"

#define FG_LEN(i) (2 * NTRUP_P - 1 - (i) < NTRUP_P + 1 ? 2 * NTRUP_P - 1 - (i) : NTRUP_P + 1)
#define VR_LEN(i) ((i) + 2 < NTRUP_P + 1 ? (i) + 2 : NTRUP_P + 1)

/* R/3 elements bitsliced: coefficient j is bit j of a "nonzero" plane m and
 * a "negative" plane s, with s a subset of m (value m - 2s).  Polynomials of
 * p + 1 coefficients fill R3_WORDS 64-bit words; bits above p stay zero in f
 * and g and are never read back from v and r. */
#define R3_WORDS ((NTRUP_P + 1 + 63) / 64)

typedef struct {
    uint64_t m[R3_WORDS], s[R3_WORDS];
} r3_bits;

/* Sum in F_3, per bit: one nonzero operand passes through; two nonzero
 * operands of equal sign give the other sign (1+1 = -1, -1-1 = 1); of
 * opposite sign, zero.  Keeps s a subset of m. */
static inline void f3_add_word(uint64_t *rm, uint64_t *rs, uint64_t am, uint64_t as, uint64_t bm,
                               uint64_t bs) {
    uint64_t twin = am & bm & ~(as ^ bs);
    *rm = (am ^ bm) | twin;
    *rs = (am & ~bm & as) | (bm & ~am & bs) | (twin & ~as);
}

/* Same divsteps as rq_recip3 below, over F_3 with 64 coefficients per word.
 * Each step: v <- x*v; sign = -f0*g0; masked swap of (f, g) and (v, r) when
 * delta > 0 and g0 != 0; g <- (g + sign*f)/x; r <- r + sign*v. */
int NTRUP_NS(r3_recip)(int8_t *out, const int8_t *in) {
    r3_bits f, g, v, r;
    int i, w, loop;
    int32_t delta = 1;

    memset(&f, 0, sizeof f);
    memset(&g, 0, sizeof g);
    memset(&v, 0, sizeof v);
    memset(&r, 0, sizeof r);
    r.m[0] = 1;
    f.m[0] = 1;
    f.m[(NTRUP_P - 1) >> 6] |= (uint64_t)1 << ((NTRUP_P - 1) & 63);
    f.s[(NTRUP_P - 1) >> 6] |= (uint64_t)1 << ((NTRUP_P - 1) & 63);
    f.m[NTRUP_P >> 6] |= (uint64_t)1 << (NTRUP_P & 63);
    f.s[NTRUP_P >> 6] |= (uint64_t)1 << (NTRUP_P & 63);
    for (i = 0; i < NTRUP_P; i++) { /* g[p-1-i] = in[i]: bit 0 of +-1 is 1, bit 1 of -1 is 1 */
        int j = NTRUP_P - 1 - i;
        g.m[j >> 6] |= (uint64_t)(in[i] & 1) << (j & 63);
        g.s[j >> 6] |= (uint64_t)((in[i] >> 1) & 1) << (j & 63);
    }

    for (loop = 0; loop < 2 * NTRUP_P - 1; loop++) {
        uint64_t swap, sm, ss, t;
        int32_t swap32;
        /* v <- x*v */
        for (w = R3_WORDS - 1; w > 0; w--) {
            v.m[w] = (v.m[w] << 1) | (v.m[w - 1] >> 63);
            v.s[w] = (v.s[w] << 1) | (v.s[w - 1] >> 63);
        }
        v.m[0] <<= 1;
        v.s[0] <<= 1;

        /* sign = -f0*g0: nonzero iff both are; negative iff their signs agree */
        sm = 0 - (f.m[0] & g.m[0] & 1);
        ss = sm & (0 - (~(f.s[0] ^ g.s[0]) & 1));

        swap32 = ntrup_negative_mask(-delta) & ntrup_nonzero_mask((int32_t)(g.m[0] & 1));
        delta ^= swap32 & (delta ^ -delta);
        delta += 1;
        swap = (uint64_t)(int64_t)swap32;
        for (w = 0; w < R3_WORDS; w++) {
            t = swap & (f.m[w] ^ g.m[w]);
            f.m[w] ^= t;
            g.m[w] ^= t;
            t = swap & (f.s[w] ^ g.s[w]);
            f.s[w] ^= t;
            g.s[w] ^= t;
            t = swap & (v.m[w] ^ r.m[w]);
            v.m[w] ^= t;
            r.m[w] ^= t;
            t = swap & (v.s[w] ^ r.s[w]);
            v.s[w] ^= t;
            r.s[w] ^= t;
        }

        /* g <- (g + sign*f) / x (the constant term cancels), r <- r + sign*v */
        {
            uint64_t gm[R3_WORDS + 1], gs[R3_WORDS + 1];
            for (w = 0; w < R3_WORDS; w++) {
                uint64_t cm = f.m[w] & sm, cs = (f.s[w] ^ ss) & cm;
                f3_add_word(&gm[w], &gs[w], g.m[w], g.s[w], cm, cs);
                cm = v.m[w] & sm;
                cs = (v.s[w] ^ ss) & cm;
                f3_add_word(&r.m[w], &r.s[w], r.m[w], r.s[w], cm, cs);
            }
            gm[R3_WORDS] = gs[R3_WORDS] = 0;
            for (w = 0; w < R3_WORDS; w++) {
                g.m[w] = (gm[w] >> 1) | (gm[w + 1] << 63);
                g.s[w] = (gs[w] >> 1) | (gs[w + 1] << 63);
            }
        }
    }

    {
        int32_t f0 = (int32_t)(f.m[0] & 1) - 2 * (int32_t)(f.s[0] & 1);
        for (i = 0; i < NTRUP_P; i++) {
            int j = NTRUP_P - 1 - i;
            int32_t c = (int32_t)((v.m[j >> 6] >> (j & 63)) & 1) - 2 * (int32_t)((v.s[j >> 6] >> (j & 63)) & 1);
            out[i] = (int8_t)(f0 * c);
        }
    }
    pqpoly_memzero(&f, sizeof f);
    pqpoly_memzero(&g, sizeof g);
    pqpoly_memzero(&v, sizeof v);
    pqpoly_memzero(&r, sizeof r);
    return (int)ntrup_nonzero_mask(delta);
}

/* The elimination step's a*x - b*y mod q: pqpoly_barrett_mulsub16 (src/arith/barrett.h)
 * on canonical scalars f0, g0 and lazy coefficients in (-2q, 2q); its output
 * bound stays inside that input range, so f, g, v, r stay lazy throughout. */
#define RQ_SCALAR_V PQPOLY_BARRETT_SCALAR16_V(NTRUP_Q)
_Static_assert(PQPOLY_BARRETT_MULSUB16_OUT_BOUND(NTRUP_Q, PQPOLY_BARRETT_MULSUB16_IN_MAX(NTRUP_Q)) <=
                   PQPOLY_BARRETT_MULSUB16_IN_MAX(NTRUP_Q),
               "divsteps in R/q: the lazy range (-2q, 2q) is closed under the multiply-subtract");

int NTRUP_NS(rq_recip3)(int16_t *out, const int8_t *in) {
    int16_t f[NTRUP_P + 1], g[NTRUP_P + 1], v[NTRUP_P + 1], r[NTRUP_P + 1];
    int i, loop;
    int32_t delta = 1, swap, scale;

    for (i = 0; i < NTRUP_P + 1; i++) {
        v[i] = 0;
        r[i] = 0;
        f[i] = 0;
    }
    r[0] = ntrup_fq_recip(3);
    f[0] = 1;
    f[NTRUP_P - 1] = f[NTRUP_P] = -1;
    for (i = 0; i < NTRUP_P; i++) g[NTRUP_P - 1 - i] = in[i];
    g[NTRUP_P] = 0;

    for (loop = 0; loop < 2 * NTRUP_P - 1; loop++) {
        int16_t m16, f0, g0, f0p, g0p;
        const int fg = FG_LEN(loop), vr = VR_LEN(loop);
        memmove(v + 1, v, (size_t)(vr - 1) * sizeof v[0]); /* v <- x*v */
        v[0] = 0;

        g0 = ntrup_fq_freeze(g[0]);
        swap = ntrup_negative_mask(-delta) & ntrup_nonzero_mask(g0);
        delta ^= swap & (delta ^ -delta);
        delta += 1;

        m16 = (int16_t)swap;
        for (i = 0; i < fg; i++) {
            int16_t t = (int16_t)(m16 & (f[i] ^ g[i]));
            f[i] = (int16_t)(f[i] ^ t);
            g[i] = (int16_t)(g[i] ^ t);
        }
        for (i = 0; i < vr; i++) {
            int16_t t = (int16_t)(m16 & (v[i] ^ r[i]));
            v[i] = (int16_t)(v[i] ^ t);
            r[i] = (int16_t)(r[i] ^ t);
        }

        /* g <- (f0*g - g0*f) / x, r <- f0*r - g0*v. */
        f0 = ntrup_fq_freeze(f[0]);
        g0 = ntrup_fq_freeze(g[0]);
        f0p = pqpoly_barrett_scalar16(f0, RQ_SCALAR_V);
        g0p = pqpoly_barrett_scalar16(g0, RQ_SCALAR_V);
        for (i = 0; i < fg - 1; i++)
            g[i] = pqpoly_barrett_mulsub16(f0, f0p, g[i + 1], g0, g0p, f[i + 1], NTRUP_Q);
        g[NTRUP_P] = 0;
        for (i = 0; i < vr; i++) r[i] = pqpoly_barrett_mulsub16(f0, f0p, r[i], g0, g0p, v[i], NTRUP_Q);
    }

    scale = ntrup_fq_recip(ntrup_fq_freeze(f[0]));
    for (i = 0; i < NTRUP_P; i++) out[i] = ntrup_fq_freeze(scale * v[NTRUP_P - 1 - i]);
    pqpoly_memzero(f, sizeof f);
    pqpoly_memzero(g, sizeof g);
    pqpoly_memzero(v, sizeof v);
    pqpoly_memzero(r, sizeof r);
    return (int)ntrup_nonzero_mask(delta);
}
