/* One small operand times several big ones, sharing the small operand's
 * transform (see pqpoly_ring_mul_shared_small in pqpoly/poly.h). */
#include "pqpoly/poly.h"

void pqpoly_ring_mul_shared_small(const pqpoly_ring *ring, size_t count, int16_t *const *c,
                                  const int16_t *const *a, const int16_t *b) {
    const pqpoly_mul_entry *e = pqpoly_ring_default_mul(ring, PQPOLY_BIG_SMALL);
    const pqpoly_transform *t = e->transform;
    if (t != NULL && t->bytes <= PQPOLY_TRANSFORM_MAX_BYTES) {
        _Alignas(32) uint8_t tb[PQPOLY_TRANSFORM_MAX_BYTES];
        _Alignas(32) uint8_t ta[PQPOLY_TRANSFORM_MAX_BYTES];
        t->forward_b(tb, b);
        for (size_t k = 0; k < count; k++) {
            t->forward_a(ta, a[k]);
            t->base(ta, ta, tb); /* base may write over its first operand */
            t->inverse(c[k], ta);
        }
        return;
    }
    for (size_t k = 0; k < count; k++) e->mul(c[k], a[k], b, ring);
}
