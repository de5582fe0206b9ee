/* Ring products of one NTRU Prime parameter set, all through the ring layer
 * (src/ring): the R/q products use the default big*small multiplier of ring
 * "ntrupP", the R/3 product that of ring "ntrupP-mod3", so every multiplier
 * registered for those rings (PQPOLY_MUL=NAME) runs the KEM unchanged. */
#include "internal.h"

#include "pqpoly/poly.h"

static const pqpoly_ring *ring_q(void) {
    static const pqpoly_ring *r;
    if (r == NULL) r = pqpoly_ring_get(NTRUP_RING_NAME);
    return r;
}

static const pqpoly_ring *ring_3(void) {
    static const pqpoly_ring *r;
    if (r == NULL) r = pqpoly_ring_get(NTRUP_RING3_NAME);
    return r;
}

void NTRUP_NS(rq_mult_small)(int16_t *h, const int16_t *f, const int8_t *g) {
    int16_t g16[NTRUP_P];
    for (int i = 0; i < NTRUP_P; i++) g16[i] = g[i];
    pqpoly_ring_mul(ring_q(), PQPOLY_BIG_SMALL, h, f, g16);
}

void NTRUP_NS(rq_mult_small_2)(int16_t *h0, int16_t *h1, const int16_t *f0, const int16_t *f1,
                               const int8_t *g) {
    int16_t g16[NTRUP_P];
    int16_t *c[2];
    const int16_t *a[2];
    for (int i = 0; i < NTRUP_P; i++) g16[i] = g[i];
    c[0] = h0;
    c[1] = h1;
    a[0] = f0;
    a[1] = f1;
    pqpoly_ring_mul_shared_small(ring_q(), 2, c, a, g16);
}

void NTRUP_NS(r3_mult)(int8_t *h, const int8_t *f, const int8_t *g) {
    int16_t f16[NTRUP_P], g16[NTRUP_P], h16[NTRUP_P];
    for (int i = 0; i < NTRUP_P; i++) {
        f16[i] = f[i];
        g16[i] = g[i];
    }
    pqpoly_ring_mul(ring_3(), PQPOLY_BIG_SMALL, h16, f16, g16);
    for (int i = 0; i < NTRUP_P; i++) h[i] = (int8_t)h16[i];
}
