/* The ring products of one NTRU Prime parameter set on the KEM's operands:
 * the backend's (src/ring/ntrup/backend.h), picked once per operation, so
 * they are the rings' selected multipliers (ring "ntrupP" big*small for
 * R/q, "ntrupP-mod3" for R/3) and every multiplier registered for those
 * rings (pqpoly_ring_force_mul, pqpoly_set_impl) runs the KEM unchanged.
 * Each product is one call through the backend, B->rq_mul or B->r3_mul, into
 * the multiplier's own function.
 *
 * They call the multipliers directly rather than the checked
 * pqpoly_ring_mul: the KEM's operands are inside the multipliers' contract
 * by construction (every decoder reduces what it reads: Small maps the code
 * 3 to -1, the R/q and Rounded decoders reduce each value mod its modulus,
 * and Decrypt's lift r3_from_rq3 returns {-1, 0, 1}), distinct buffers, so
 * the checks (two passes over the operands) could never refuse; at the
 * product sizes of the AVX2 path (7k ticks for R/3 at p = 761) they, the ring
 * lookup and the conversions were a sixth of the call.  The Small operands
 * are widened to int16 here (the multipliers' type) and wiped after. */
#include <string.h>

#include "internal.h"

#include "pqpoly/common.h"
#include "pqpoly/poly.h"

void NTRUP_NS(rq_mult_small)(const pqpoly_ntrup_backend *B, int16_t *h, const int16_t *f, const int8_t *g) {
    int16_t g16[NTRUP_P];
    for (int i = 0; i < NTRUP_P; i++) g16[i] = g[i];
    B->rq_mul(h, f, g16, B->ring_q);
    pqpoly_memzero(g16, sizeof g16);
}

/* With stages: forward_b(g) once, then forward_a, base, inverse per product
 * (pqpoly_ring_mul_shared_small's path, without its checks, for the reason
 * above); the transforms are secret when g or f is, and wiped. */
void NTRUP_NS(rq_mult_small_2)(const pqpoly_ntrup_backend *B, int16_t *h0, int16_t *h1, const int16_t *f0,
                               const int16_t *f1, const int8_t *g) {
    const pqpoly_transform *t = B->rq_stages;
    int16_t g16[NTRUP_P];
    for (int i = 0; i < NTRUP_P; i++) g16[i] = g[i];
    if (t != NULL && t->bytes <= PQPOLY_TRANSFORM_MAX_BYTES) {
        _Alignas(32) uint8_t tb[PQPOLY_TRANSFORM_MAX_BYTES];
        _Alignas(32) uint8_t ta[PQPOLY_TRANSFORM_MAX_BYTES];
        int16_t *h[2] = {h0, h1};
        const int16_t *f[2] = {f0, f1};
        t->forward_b(tb, g16);
        for (int k = 0; k < 2; k++) {
            t->forward_a(ta, f[k]);
            t->base(ta, ta, tb); /* base may write over its first operand */
            t->inverse(h[k], ta);
        }
        pqpoly_memzero(tb, t->bytes);
        pqpoly_memzero(ta, t->bytes);
    } else {
        B->rq_mul(h0, f0, g16, B->ring_q);
        B->rq_mul(h1, f1, g16, B->ring_q);
    }
    pqpoly_memzero(g16, sizeof g16);
}

/* f and g side by side in one buffer, the product over f's copy: one wipe. */
void NTRUP_NS(r3_mult)(const pqpoly_ntrup_backend *B, int8_t *h, const int8_t *f, const int8_t *g) {
    int16_t x[3][NTRUP_P];
    for (int i = 0; i < NTRUP_P; i++) {
        x[0][i] = f[i];
        x[1][i] = g[i];
    }
    B->r3_mul(x[2], x[0], x[1], B->ring_3);
    for (int i = 0; i < NTRUP_P; i++) h[i] = (int8_t)x[2][i];
    pqpoly_memzero(x, sizeof x);
}
