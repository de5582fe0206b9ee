/* toom4 for the saber ring (shared by the portable entry, src/mul/toom4_saber.c,
 * and its AVX2 twin, src/mul/avx2/toom4_saber.c; internal header), Z_2^13[x]/(x^256 + 1): the Toom-Cook baseline of
 * [PC20] (the Saber reference's and pqm4's method, [PC20, §3.5, Table 2]):
 * Toom-4 at 0, 1, -1, 2, -2, 1/2, infinity over limbs of 64 coefficients,
 * two levels of Karatsuba below each of the seven limb products, 63
 * schoolbook 16 x 16 products, then the interpolations and the reduction
 * modulo x^256 + 1.  (The NTRU Prime rings' toom4 is src/mul/toom4.c: it
 * interpolates modulo an odd prime, where 2 is invertible; here q = 2^13.)
 *
 * Arithmetic in Z_2^16 (uint16_t, wrap-around), as the reference code: 2 has
 * no inverse there, so each division by 2^r of the interpolation is a logical
 * right shift of a value whose true integer is a multiple of 2^r, and costs r
 * of the 16 known bits ([PC20, §3.3]); odd divisors are multiplications by
 * inverses modulo 2^16 (1/3 = 43691, 1/5 = 52429).  The point 1/2 is used
 * homogeneously: a_h = 8 a0 + 4 a1 + 2 a2 + a3, a_h b_h = sum_k r_k 2^(6-k).
 * With v_x the product at x, the interpolation and the bits each value is
 * known to (16 for the products):
 *   E1 = (v1 + v-1)/2, O1 = (v1 - v-1)/2, E2 = (v2 + v-2)/2        15 bits
 *   O2 = (v2 - v-2)/4                                              14
 *   r0 = v0, r6 = vinf; s1 = E1 - r0 - r6, s2 = E2 - r0 - 64 r6    15
 *   r4 = (s2 - 4 s1)/12 (a shift by 2, then 1/3), r2 = s1 - r4     13
 *   t = vh - 64 r0 - 16 r2 - 4 r4 - r6 (= 32 r1 + 8 r3 + 2 r5)     15
 *   w = (t/2 - O1)/3 (= 5 r1 + r3), u = (O2 - O1)/3 (= r3 + 5 r5)  14
 *   d = (w - u)/5 (= r1 - r5), r5 = (d + u - O1)/3, r1 = d + r5,
 *   r3 = u - 5 r5                                                  14
 * so every r_k is right modulo 2^13 = q: the path through r4 spends the
 * whole budget of 3 bits (16 - 13).  Exact for any operands (big*big).
 *
 * Staged: forward_a and forward_b evaluate (7 points x 9 Karatsuba leaves x
 * 16 coefficients), base forms the 63 leaf products (31 coefficients each),
 * inverse interpolates.  base_acc sums k pairs of leaf products before the
 * one interpolation: the interpolation is linear and exact over Z, so the
 * sum interpolates to the sum of the products (block recombination,
 * [PC20, §2.4], applied to Toom-Cook). */
#ifndef PQPOLY_MUL_TOOM4_SABER_H
#define PQPOLY_MUL_TOOM4_SABER_H

#include <stdint.h>
#include <string.h>

#include "arith/center.h"
#include "params/saber.h"

#define TS_N PQPOLY_SABER_N
#define TS_LIMB 64                   /* Toom-4 limb */
#define TS_LEAF 16                   /* after two Karatsuba levels */
#define TS_POINTS 7
#define TS_LEAVES 9                  /* per point: 3 x 3 Karatsuba products */
#define TS_EVAL (TS_POINTS * TS_LEAVES * TS_LEAF)             /* 1008 values */
#define TS_PROD (TS_POINTS * TS_LEAVES * (2 * TS_LEAF - 1))   /* 1953 values */
#define TS_BYTES 3936                /* 1953 uint16 = 3906 bytes, rounded up to 32 */
#define TS_INV3 43691u               /* 3^-1 mod 2^16 */
#define TS_INV5 52429u               /* 5^-1 mod 2^16 */
_Static_assert(TS_N == 4 * TS_LIMB && TS_LIMB == 4 * TS_LEAF, "256 = 4 x 64, 64 = 4 x 16");
_Static_assert(TS_BYTES >= 2 * TS_PROD && TS_BYTES >= 2 * TS_EVAL && TS_BYTES % 32 == 0, "buffers");
_Static_assert(PQPOLY_SABER_EQ + 3 <= 16, "division budget: 13 + 3 bits");

static inline uint16_t w16(uint32_t x) { return (uint16_t)x; }

/* Two Karatsuba levels of evaluation: 64 coefficients to 9 x 16, in the
 * order (lo, hi, lo + hi) of each level. */
static inline void kara_eval(uint16_t *out, const uint16_t *x) {
    uint16_t half[3][32];
    for (int i = 0; i < 32; i++) {
        half[0][i] = x[i];
        half[1][i] = x[32 + i];
        half[2][i] = w16((uint32_t)x[i] + x[32 + i]);
    }
    for (int j = 0; j < 3; j++)
        for (int i = 0; i < TS_LEAF; i++) {
            out[(3 * j) * TS_LEAF + i] = half[j][i];
            out[(3 * j + 1) * TS_LEAF + i] = half[j][TS_LEAF + i];
            out[(3 * j + 2) * TS_LEAF + i] = w16((uint32_t)half[j][i] + half[j][TS_LEAF + i]);
        }
}

/* forward: Toom-4 evaluation of the four limbs at the seven points, then
 * the Karatsuba evaluation of each. */
static inline void ts_forward(void *t, const int16_t *a) {
    uint16_t ev[TS_POINTS][TS_LIMB], *out = t;
    for (int i = 0; i < TS_LIMB; i++) {
        uint32_t a0 = (uint16_t)a[i], a1 = (uint16_t)a[TS_LIMB + i];
        uint32_t a2 = (uint16_t)a[2 * TS_LIMB + i], a3 = (uint16_t)a[3 * TS_LIMB + i];
        uint32_t e = a0 + a2, o = a1 + a3, e2 = a0 + 4 * a2, o2 = 2 * a1 + 8 * a3;
        ev[0][i] = w16(a0);
        ev[1][i] = w16(e + o);
        ev[2][i] = w16(e - o);
        ev[3][i] = w16(e2 + o2);
        ev[4][i] = w16(e2 - o2);
        ev[5][i] = w16(8 * a0 + 4 * a1 + 2 * a2 + a3);
        ev[6][i] = w16(a3);
    }
    for (int p = 0; p < TS_POINTS; p++) kara_eval(out + p * TS_LEAVES * TS_LEAF, ev[p]);
    pqpoly_memzero(ev, sizeof ev);
}

/* One Karatsuba interpolation: lo, hi, mid products of h-coefficient halves
 * (2h - 1 each) to the 4h - 1 coefficients of the product. */
static inline void kara_join(uint16_t *r, const uint16_t *lo, const uint16_t *hi, const uint16_t *mid, int h) {
    for (int i = 0; i < 4 * h - 1; i++) r[i] = 0;
    for (int i = 0; i < 2 * h - 1; i++) {
        r[i] = w16((uint32_t)r[i] + lo[i]);
        r[2 * h + i] = w16((uint32_t)r[2 * h + i] + hi[i]);
        r[h + i] = w16((uint32_t)r[h + i] + mid[i] - lo[i] - hi[i]);
    }
}

/* inverse: the Karatsuba interpolations of each point, Toom-4
 * interpolation (header comment), reduction modulo x^256 + 1. */
static inline void ts_inverse(int16_t *c, void *tc) {
    const uint16_t *P = tc;
    uint16_t v[TS_POINTS][2 * TS_LIMB - 1], mid[3][63], full[2 * TS_N - 1];
    const int L = 2 * TS_LEAF - 1;
    for (int p = 0; p < TS_POINTS; p++) {
        const uint16_t *q = P + p * TS_LEAVES * L;
        for (int j = 0; j < 3; j++) kara_join(mid[j], q + 3 * j * L, q + (3 * j + 1) * L, q + (3 * j + 2) * L, TS_LEAF);
        kara_join(v[p], mid[0], mid[1], mid[2], 32);
    }
    memset(full, 0, sizeof full);
    for (int i = 0; i < 2 * TS_LIMB - 1; i++) {
        uint32_t v0 = v[0][i], v1 = v[1][i], vm1 = v[2][i], v2 = v[3][i], vm2 = v[4][i];
        uint32_t vh = v[5][i], vinf = v[6][i];
        uint32_t e1 = w16(v1 + vm1) >> 1, o1 = w16(v1 - vm1) >> 1;
        uint32_t e2 = w16(v2 + vm2) >> 1, o2 = w16(v2 - vm2) >> 2;
        uint32_t s1 = e1 - v0 - vinf, s2 = e2 - v0 - 64 * vinf;
        uint32_t r4 = w16((uint32_t)(w16(s2 - 4 * s1) >> 2) * TS_INV3);
        uint32_t r2 = s1 - r4;
        uint32_t t = w16(vh - 64 * v0 - 16 * r2 - 4 * r4 - vinf);
        uint32_t wv = w16(((t >> 1) - o1) * TS_INV3), u = w16((o2 - o1) * TS_INV3);
        uint32_t d = w16((wv - u) * TS_INV5);
        uint32_t r5 = w16((d + u - o1) * TS_INV3), r1 = d + r5, r3 = u - 5 * r5;
        uint32_t r[7] = {v0, r1, r2, r3, r4, r5, vinf};
        for (int k = 0; k < 7; k++) full[k * TS_LIMB + i] = w16(full[k * TS_LIMB + i] + r[k]);
    }
    for (int i = 0; i < TS_N; i++) /* x^256 = -1 */
        c[i] = pqpoly_center_pow2(w16((uint32_t)full[i] - (i + TS_N < 2 * TS_N - 1 ? full[i + TS_N] : 0u)),
                                  PQPOLY_SABER_EQ, 0);
    pqpoly_memzero(v, sizeof v);
    pqpoly_memzero(mid, sizeof mid);
    pqpoly_memzero(full, sizeof full);
}

#endif
