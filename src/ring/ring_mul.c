/* The ring layer's products: c = a*b through the ring's default multiplier
 * (pqpoly_ring_mul) and one small operand times several big ones sharing its
 * transform (pqpoly_ring_mul_shared_small).  These are the checked entry
 * points of include/pqpoly/poly.h: they refuse what the multipliers' contract
 * excludes (NULL, an unregistered ring, aliasing, coefficients out of range)
 * instead of handing it to code that assumes it. */
#include "pqpoly/poly.h"

#include "common/ct.h"
#include "ring/ring_index.h"

static int registered(const pqpoly_ring *ring) { return pqpoly_ring_index(ring) < pqpoly_ring_count(); }

/* 0 if every coefficient of p lies in [lo, hi], else nonzero.  The operands
 * may be secret: the test keeps the least and the greatest coefficient
 * without branching (a min/max reduction, which the compiler turns into
 * packed vpminsw/vpmaxsw over the whole operand instead of two compares per
 * coefficient), and only the verdict (whether the caller kept the contract)
 * is declassified.  Every ring has n >= 1 (the first element seeds both). */
static uint32_t out_of_range(const int16_t *p, int n, int32_t lo, int32_t hi) {
    int16_t mn = p[0], mx = p[0];
    uint32_t bad;
    for (int i = 1; i < n; i++) {
        mn = p[i] < mn ? p[i] : mn;
        mx = p[i] > mx ? p[i] : mx;
    }
    bad = (uint32_t)((int32_t)mn - lo) >> 31 | (uint32_t)(hi - (int32_t)mx) >> 31;
    bad = pqpoly_ct_barrier32(bad);
    PQPOLY_CT_PUBLIC(&bad, sizeof bad);
    return bad;
}

static int32_t lo_of(const pqpoly_ring *r) { return r->q % 2 ? -(r->q - 1) / 2 : -r->q / 2; }
static int32_t hi_of(const pqpoly_ring *r) { return r->q % 2 ? (r->q - 1) / 2 : r->q / 2 - 1; }

static int bad_operand(const pqpoly_ring *ring, pqpoly_operands operands, const int16_t *a,
                       const int16_t *b) {
    int32_t blo = operands == PQPOLY_BIG_SMALL ? -ring->small_bound : lo_of(ring);
    int32_t bhi = operands == PQPOLY_BIG_SMALL ? ring->small_bound : hi_of(ring);
    return out_of_range(a, ring->n, lo_of(ring), hi_of(ring)) != 0 ||
           out_of_range(b, ring->n, blo, bhi) != 0;
}

/* Whether the n coefficients at x and at y overlap. */
static int overlap(const int16_t *x, const int16_t *y, int n) {
    return x < y + n && y < x + n;
}

int pqpoly_ring_mul(const pqpoly_ring *ring, pqpoly_operands operands, int16_t *c, const int16_t *a,
                    const int16_t *b) {
    const pqpoly_mul_entry *e;
    if (ring == NULL || c == NULL || a == NULL || b == NULL || !registered(ring) ||
        (operands != PQPOLY_BIG_BIG && operands != PQPOLY_BIG_SMALL))
        return PQPOLY_ERR_INVALID_ARGUMENT;
    if (overlap(c, a, ring->n) || overlap(c, b, ring->n) || bad_operand(ring, operands, a, b))
        return PQPOLY_ERR_INVALID_ARGUMENT;
    e = pqpoly_ring_default_mul(ring, operands);
    if (e == NULL) return PQPOLY_ERR_INVALID_ARGUMENT;
    e->mul(c, a, b, ring);
    return PQPOLY_OK;
}

int pqpoly_ring_mul_shared_small(const pqpoly_ring *ring, size_t count, int16_t *const *c,
                                 const int16_t *const *a, const int16_t *b) {
    const pqpoly_mul_entry *e;
    const pqpoly_transform *t;
    if (ring == NULL || b == NULL || (count > 0 && (c == NULL || a == NULL)) || !registered(ring))
        return PQPOLY_ERR_INVALID_ARGUMENT;
    for (size_t k = 0; k < count; k++) {
        if (c[k] == NULL || a[k] == NULL || overlap(c[k], b, ring->n) ||
            bad_operand(ring, PQPOLY_BIG_SMALL, a[k], b))
            return PQPOLY_ERR_INVALID_ARGUMENT;
        for (size_t j = 0; j < count; j++)
            if (overlap(c[k], a[j], ring->n)) return PQPOLY_ERR_INVALID_ARGUMENT;
    }
    e = pqpoly_ring_default_mul(ring, PQPOLY_BIG_SMALL);
    if (e == NULL) return PQPOLY_ERR_INVALID_ARGUMENT;
    t = e->transform;
    if (t != NULL && t->bytes <= PQPOLY_TRANSFORM_MAX_BYTES) {
        _Alignas(32) uint8_t tb[PQPOLY_TRANSFORM_MAX_BYTES];
        _Alignas(32) uint8_t ta[PQPOLY_TRANSFORM_MAX_BYTES];
        t->forward_b(tb, b);
        for (size_t k = 0; k < count; k++) {
            t->forward_a(ta, a[k]);
            t->base(ta, ta, tb); /* base may write over its first operand */
            t->inverse(c[k], ta);
        }
        /* The transforms of the operands: secret when b or a[k] is. */
        pqpoly_memzero(tb, t->bytes);
        pqpoly_memzero(ta, t->bytes);
        return PQPOLY_OK;
    }
    for (size_t k = 0; k < count; k++) e->mul(c[k], a[k], b, ring);
    return PQPOLY_OK;
}
