/* Good–Thomas (CRT) index maps.  Internal header.
 *
 * For coprime T and M, Z[x]/(x^(gTM) - 1) = Z[x,u,w]/(x^g - uw, u^T - 1, w^M - 1)
 * (Good 1958; [ACC+21, §2.2.2] with g = 1, [HLY24, §4.2] with g = v):
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

/* The running position of x^i in the [T][M][g] layout as i counts up. */
typedef struct {
    size_t s_t, s_m, r, g, t_count, m;
} pqpoly_good_pos;

static inline pqpoly_good_pos pqpoly_good_start(size_t g, size_t t_count, size_t m) {
    pqpoly_good_pos p = {0, 0, 0, g, t_count, m};
    return p;
}

static inline size_t pqpoly_good_index(const pqpoly_good_pos *p) {
    return (p->s_t * p->m + p->s_m) * p->g + p->r;
}

static inline void pqpoly_good_advance(pqpoly_good_pos *p) {
    if (++p->r == p->g) {
        p->r = 0;
        if (++p->s_t == p->t_count) p->s_t = 0;
        if (++p->s_m == p->m) p->s_m = 0;
    }
}

/* out[T][M][g] = Good's permutation of in[0 .. n-1] (zero elsewhere).
 * Requires n <= g*T*M. */
static inline void pqpoly_good_scatter32(int32_t *out, const int16_t *in, size_t n, size_t g,
                                         size_t t_count, size_t m) {
    pqpoly_good_pos p = pqpoly_good_start(g, t_count, m);
    memset(out, 0, g * t_count * m * sizeof out[0]);
    for (size_t i = 0; i < n; i++, pqpoly_good_advance(&p)) out[pqpoly_good_index(&p)] = in[i];
}

static inline void pqpoly_good_scatter16(int16_t *out, const int16_t *in, size_t n, size_t g,
                                         size_t t_count, size_t m) {
    pqpoly_good_pos p = pqpoly_good_start(g, t_count, m);
    memset(out, 0, g * t_count * m * sizeof out[0]);
    for (size_t i = 0; i < n; i++, pqpoly_good_advance(&p)) out[pqpoly_good_index(&p)] = in[i];
}

/* out[i] = coefficient of x^i read back through the same map, i < n. */
static inline void pqpoly_good_gather32(int32_t *out, const int32_t *in, size_t n, size_t g,
                                        size_t t_count, size_t m) {
    pqpoly_good_pos p = pqpoly_good_start(g, t_count, m);
    for (size_t i = 0; i < n; i++, pqpoly_good_advance(&p)) out[i] = in[pqpoly_good_index(&p)];
}

static inline void pqpoly_good_gather16(int16_t *out, const int16_t *in, size_t n, size_t g,
                                        size_t t_count, size_t m) {
    pqpoly_good_pos p = pqpoly_good_start(g, t_count, m);
    for (size_t i = 0; i < n; i++, pqpoly_good_advance(&p)) out[i] = in[pqpoly_good_index(&p)];
}

#endif
