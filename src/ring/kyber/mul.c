/* Ring "kyber": the full product through one backend (the mul of the
 * registry rows ntt-montgomery, ntt-barrett, ntt-plantard, backend_row.h). */
#include "ring/kyber/backend_row.h"

#include "pqpoly/common.h"

void pqpoly_kyber_ntt_mul(const pqpoly_kyber_backend *b, int16_t *c, const int16_t *x,
                          const int16_t *y) {
    int16_t tx[KYBER_N], ty[KYBER_N];
    for (int i = 0; i < KYBER_N; i++) {
        tx[i] = x[i];
        ty[i] = y[i];
    }
    b->ntt(tx);
    b->ntt(ty);
    b->basemul_acc(c, tx, ty, 1);
    b->invntt(c, 1);
    for (int i = 0; i < KYBER_N; i++) c[i] = pqpoly_kyber_center(c[i]);
    pqpoly_memzero(tx, sizeof tx);
    pqpoly_memzero(ty, sizeof ty);
}
