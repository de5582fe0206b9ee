/* Ring products of one NTRU Prime parameter set, all through the ring layer
 * (src/ring): the R/q products use the default big*small multiplier of ring
 * "ntrupP", the R/3 product that of ring "ntrupP-mod3", so every multiplier
 * registered for those rings (pqpoly_ring_force_mul) runs the KEM unchanged.
 * Each returns the ring layer's result: 0, or PQPOLY_ERR_INVALID_ARGUMENT if
 * an operand broke the multipliers' contract (never for the KEMs' operands,
 * which the decoders keep in range; the KEMs pass it on rather than use an
 * unwritten product). */
#include "internal.h"

#include "pqpoly/poly.h"

/* The descriptors are looked up at each product, with no cache: a lookup is a
 * dozen short string compares against a product of 10^5 cycles, and holds no
 * state that threads could race on. */
static const pqpoly_ring *ring_q(void) { return pqpoly_ring_get(NTRUP_RING_NAME); }

static const pqpoly_ring *ring_3(void) { return pqpoly_ring_get(NTRUP_RING3_NAME); }

int NTRUP_NS(rq_mult_small)(int16_t *h, const int16_t *f, const int8_t *g) {
    int16_t g16[NTRUP_P];
    int rc;
    for (int i = 0; i < NTRUP_P; i++) g16[i] = g[i];
    rc = pqpoly_ring_mul(ring_q(), PQPOLY_BIG_SMALL, h, f, g16);
    pqpoly_memzero(g16, sizeof g16);
    return rc;
}

int NTRUP_NS(rq_mult_small_2)(int16_t *h0, int16_t *h1, const int16_t *f0, const int16_t *f1,
                              const int8_t *g) {
    int16_t g16[NTRUP_P];
    int16_t *c[2];
    const int16_t *a[2];
    int rc;
    for (int i = 0; i < NTRUP_P; i++) g16[i] = g[i];
    c[0] = h0;
    c[1] = h1;
    a[0] = f0;
    a[1] = f1;
    rc = pqpoly_ring_mul_shared_small(ring_q(), 2, c, a, g16);
    pqpoly_memzero(g16, sizeof g16);
    return rc;
}

int NTRUP_NS(r3_mult)(int8_t *h, const int8_t *f, const int8_t *g) {
    int16_t f16[NTRUP_P], g16[NTRUP_P], h16[NTRUP_P];
    int rc;
    for (int i = 0; i < NTRUP_P; i++) {
        f16[i] = f[i];
        g16[i] = g[i];
    }
    rc = pqpoly_ring_mul(ring_3(), PQPOLY_BIG_SMALL, h16, f16, g16);
    for (int i = 0; i < NTRUP_P; i++) h[i] = (int8_t)h16[i];
    pqpoly_memzero(f16, sizeof f16);
    pqpoly_memzero(g16, sizeof g16);
    pqpoly_memzero(h16, sizeof h16);
    return rc;
}
