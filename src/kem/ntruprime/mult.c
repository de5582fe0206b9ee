/* Ring products of one NTRU Prime parameter set, all through the ring layer
 * (src/ring): the R/q products use the default big*small multiplier of ring
 * "ntrupP", the R/3 product that of ring "ntrupP-mod3", so every multiplier
 * registered for those rings (pqpoly_ring_force_mul, pqpoly_set_impl) runs
 * the KEM unchanged: the entry is asked of pqpoly_ring_default_mul at every
 * product (two atomic loads).
 *
 * The products call that entry directly rather than the checked
 * pqpoly_ring_mul: the KEM's operands are inside the multipliers' contract
 * by construction (every decoder reduces what it reads: Small maps the code
 * 3 to -1, the R/q and Rounded decoders reduce each value mod its modulus,
 * and Decrypt's lift r3_from_rq3 returns {-1, 0, 1}), distinct buffers, so
 * the checks (two passes over the operands) could never refuse; at the
 * product sizes of the AVX2 path (7k ticks for R/3 at p = 761) they, the ring
 * lookup by name and the conversions were a sixth of the call.  The ring
 * descriptors are found by name once (the table is constant, so a racing
 * second lookup stores the same pointer).  Each returns 0, or
 * PQPOLY_ERR_INVALID_ARGUMENT if the ring has no entry (never for a
 * registered set). */
#include <stdatomic.h>

#include "internal.h"

#include "pqpoly/common.h"
#include "pqpoly/poly.h"

static const pqpoly_ring *ring_named(const pqpoly_ring *_Atomic *cache, const char *name) {
    const pqpoly_ring *r = atomic_load_explicit(cache, memory_order_acquire);
    if (r == NULL) {
        r = pqpoly_ring_get(name);
        atomic_store_explicit(cache, r, memory_order_release);
    }
    return r;
}

static const pqpoly_ring *ring_q(void) {
    static const pqpoly_ring *_Atomic cache;
    return ring_named(&cache, NTRUP_RING_NAME);
}

static const pqpoly_ring *ring_3(void) {
    static const pqpoly_ring *_Atomic cache;
    return ring_named(&cache, NTRUP_RING3_NAME);
}

/* c = a*b through the ring's default big*small entry (operands in its
 * contract, see above). */
static int ring_product(const pqpoly_ring *r, int16_t *c, const int16_t *a, const int16_t *b) {
    const pqpoly_mul_entry *e = r == NULL ? NULL : pqpoly_ring_default_mul(r, PQPOLY_BIG_SMALL);
    if (e == NULL) return PQPOLY_ERR_INVALID_ARGUMENT;
    e->mul(c, a, b, r);
    return 0;
}

int NTRUP_NS(rq_mult_small)(int16_t *h, const int16_t *f, const int8_t *g) {
    int16_t g16[NTRUP_P];
    int rc;
    for (int i = 0; i < NTRUP_P; i++) g16[i] = g[i];
    rc = ring_product(ring_q(), h, f, g16);
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

/* f and g side by side in one buffer, the product over f's copy: one wipe. */
int NTRUP_NS(r3_mult)(int8_t *h, const int8_t *f, const int8_t *g) {
    int16_t x[3][NTRUP_P];
    int rc;
    for (int i = 0; i < NTRUP_P; i++) {
        x[0][i] = f[i];
        x[1][i] = g[i];
    }
    rc = ring_product(ring_3(), x[2], x[0], x[1]);
    for (int i = 0; i < NTRUP_P; i++) h[i] = (int8_t)x[2][i];
    pqpoly_memzero(x, sizeof x);
    return rc;
}
