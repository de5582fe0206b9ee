/* The full product of the NewHope-ring rows (row.h):
 * both operands transformed, multiplied pointwise, transformed back and
 * centered.  The scratch holds secret operands and is wiped. */
#include "common/debug_bounds.h"
#include "ring/newhope/row.h"
#include "pqpoly/common.h"

void pqpoly_newhope_backend_mul(const pqpoly_newhope_backend *b, int16_t *c, const int16_t *x,
                                const int16_t *y) {
    int16_t tx[NEWHOPE_N], ty[NEWHOPE_N];
    for (int i = 0; i < NEWHOPE_N; i++) {
        tx[i] = x[i];
        ty[i] = y[i];
    }
    b->ntt(tx);
    b->ntt(ty);
    b->basemul_acc(tx, tx, ty, 1);
    b->invntt(tx);
    PQPOLY_ASSERT_BOUND(tx, NEWHOPE_N, -(NEWHOPE_Q - 1), NEWHOPE_Q - 1);
    for (int i = 0; i < NEWHOPE_N; i++) c[i] = newhope_center(tx[i]);
    pqpoly_memzero(tx, sizeof tx);
    pqpoly_memzero(ty, sizeof ty);
}
