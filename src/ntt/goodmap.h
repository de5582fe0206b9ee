/* Good–Thomas (CRT) index maps.  Internal header.
 *
 * For coprime T and M, Z[x]/(x^(gTM) - 1) = Z[x,u,w]/(x^g - uw, u^T - 1, w^M - 1)
 * (Good 1958; paper 000 §2.2.2 with g = 1, paper 004 §4.2 with g = v):
 * x^i = x^r u^(s mod T) w^(s mod M) with s = floor(i / g), r = i mod g.
 * Layout: an array [T][M][g] — for each u-index t, M elements of g
 * contiguous coefficients (one radix-2 NTT per t runs over contiguous data).
 * Indices are public (loop counters), so the maps are constant time; the
 * residues are kept as running counters, no division. */
#ifndef PQPOLY_NTT_GOODMAP_H
#define PQPOLY_NTT_GOODMAP_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

/* out[T][M][g] = Good's permutation of in[0 .. n-1] (zero elsewhere).
 * Requires n <= g*T*M. */
static inline void pqpoly_good_scatter32(int32_t *out, const int16_t *in, size_t n, size_t g,
                                         size_t t_count, size_t m) {
    size_t s_t = 0, s_m = 0, r = 0;
    memset(out, 0, g * t_count * m * sizeof out[0]);
    for (size_t i = 0; i < n; i++) {
        out[(s_t * m + s_m) * g + r] = in[i];
        if (++r == g) {
            r = 0;
            if (++s_t == t_count) s_t = 0;
            if (++s_m == m) s_m = 0;
        }
    }
}

static inline void pqpoly_good_scatter16(int16_t *out, const int16_t *in, size_t n, size_t g,
                                         size_t t_count, size_t m) {
    size_t s_t = 0, s_m = 0, r = 0;
    memset(out, 0, g * t_count * m * sizeof out[0]);
    for (size_t i = 0; i < n; i++) {
        out[(s_t * m + s_m) * g + r] = in[i];
        if (++r == g) {
            r = 0;
            if (++s_t == t_count) s_t = 0;
            if (++s_m == m) s_m = 0;
        }
    }
}

/* out[i] = coefficient of x^i read back through the same map, i < n. */
static inline void pqpoly_good_gather32(int32_t *out, const int32_t *in, size_t n, size_t g,
                                        size_t t_count, size_t m) {
    size_t s_t = 0, s_m = 0, r = 0;
    for (size_t i = 0; i < n; i++) {
        out[i] = in[(s_t * m + s_m) * g + r];
        if (++r == g) {
            r = 0;
            if (++s_t == t_count) s_t = 0;
            if (++s_m == m) s_m = 0;
        }
    }
}

static inline void pqpoly_good_gather16(int16_t *out, const int16_t *in, size_t n, size_t g,
                                        size_t t_count, size_t m) {
    size_t s_t = 0, s_m = 0, r = 0;
    for (size_t i = 0; i < n; i++) {
        out[i] = in[(s_t * m + s_m) * g + r];
        if (++r == g) {
            r = 0;
            if (++s_t == t_count) s_t = 0;
            if (++s_m == m) s_m = 0;
        }
    }
}

#endif
