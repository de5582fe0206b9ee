/* Radix-2 FFTs whose roots of unity are powers of a variable: Schönhage's
 * and Nussbaumer's maps ([HLY24, §3.6, §4.3]).  Internal header.
 *
 * The coefficient ring is Rbar = Z_q[x]/(x^L + 1) (L a power of two), where x
 * is a principal 2L-th root of unity; multiplying by x^e is a signed rotation,
 * so these butterflies use additions only.  A vector of n elements of Rbar
 * (n a power of two, n <= PQPOLY_SCH_MAX_PTS, with e0 and L such that every
 * exponent halved below is even), stored as n blocks of L int16_t
 * (L <= 64), represents a polynomial in y modulo
 * y^n - x^e0.  The forward map (Cooley–Tukey) replaces it by its n residues
 * modulo y - x^(e_k), k < n, where the e_k are obtained by repeated halving:
 * the node y^(2m) - x^E splits into y^m - x^(E/2) and y^m - x^(E/2 + L).
 *
 * Nussbaumer's map is the same computation with Rbar = Z_q[z]/(z^8 + 1),
 * L = 8, after a transposition (src/ntt/nussbaumer.h).
 *
 * Bounds: every forward or inverse layer at most doubles max |coefficient|;
 * callers reduce between layers (they state where).  No secret-dependent
 * branch or index: the exponents are public. */
#ifndef PQPOLY_NTT_SCHONHAGE_H
#define PQPOLY_NTT_SCHONHAGE_H

#include <stdint.h>

/* Largest n handled (the exponent bookkeeping array). */
#define PQPOLY_SCH_MAX_PTS 64

/* (lo, hi) <- (lo + x^e hi, lo - x^e hi) in Z_q[x]/(x^L + 1), 0 <= e < 2L.
 * Output |.| <= |lo| + |hi|. */
static inline void pqpoly_sch_ct(int16_t *lo, int16_t *hi, int L, int e) {
    int s = e >= L ? e - L : e;
    int16_t t[64];
    /* t = x^s * hi; x^L = -1 */
    for (int k = 0; k < s; k++) t[k] = (int16_t)-hi[k - s + L];
    for (int k = s; k < L; k++) t[k] = hi[k - s];
    if (e >= L)
        for (int k = 0; k < L; k++) t[k] = (int16_t)-t[k];
    for (int k = 0; k < L; k++) {
        int16_t u = lo[k];
        lo[k] = (int16_t)(u + t[k]);
        hi[k] = (int16_t)(u - t[k]);
    }
}

/* (c0, c1) <- (c0 + c1, x^(-e) (c0 - c1)): the inverse of pqpoly_sch_ct
 * times 2.  Output |.| <= |c0| + |c1|. */
static inline void pqpoly_sch_gs(int16_t *c0, int16_t *c1, int L, int e) {
    int ei = e == 0 ? 0 : 2 * L - e; /* x^-e, 0 <= e < 2L (no division) */
    int16_t d[64];
    for (int k = 0; k < L; k++) {
        int16_t u = c0[k];
        c0[k] = (int16_t)(u + c1[k]);
        d[k] = (int16_t)(u - c1[k]);
    }
    int s = ei >= L ? ei - L : ei;
    for (int k = 0; k < s; k++) c1[k] = (int16_t)-d[k - s + L];
    for (int k = s; k < L; k++) c1[k] = d[k - s];
    if (ei >= L)
        for (int k = 0; k < L; k++) c1[k] = (int16_t)-c1[k];
}

/* exps[b] for the blocks of the level with 2^level blocks, from e0. */
static inline void pqpoly_sch_level_exps(int *exps, int level, int L, int e0) {
    exps[0] = e0;
    for (int d = 0; d < level; d++)
        for (int b = (1 << d) - 1; b >= 0; b--) {
            int E = exps[b];
            exps[2 * b] = E / 2;
            exps[2 * b + 1] = E / 2 + L;
        }
}

/* Forward layers `from` .. `to - 1` (layer 0 splits y^n - x^e0 in two).
 * Input/output: v[n][L].  Growth: factor 2 per layer. */
static inline void pqpoly_sch_forward(int16_t *v, int n, int L, int e0, int from, int to) {
    int exps[PQPOLY_SCH_MAX_PTS];
    for (int level = from; level < to; level++) {
        int len = n >> (level + 1);
        pqpoly_sch_level_exps(exps, level, L, e0);
        for (int b = 0; b < (1 << level); b++) {
            int E = exps[b];
            for (int j = 2 * len * b; j < 2 * len * b + len; j++)
                pqpoly_sch_ct(v + j * L, v + (j + len) * L, L, E / 2);
        }
    }
}

/* Inverse layers, undoing forward layers `to - 1` down to `from`; each layer
 * multiplies by 2 (the caller scales by 2^-(to-from) once).
 * Growth: factor 2 per layer. */
static inline void pqpoly_sch_inverse(int16_t *v, int n, int L, int e0, int from, int to) {
    int exps[PQPOLY_SCH_MAX_PTS];
    for (int level = to - 1; level >= from; level--) {
        int len = n >> (level + 1);
        pqpoly_sch_level_exps(exps, level, L, e0);
        for (int b = 0; b < (1 << level); b++) {
            int E = exps[b];
            for (int j = 2 * len * b; j < 2 * len * b + len; j++)
                pqpoly_sch_gs(v + j * L, v + (j + len) * L, L, E / 2);
        }
    }
}

#endif
