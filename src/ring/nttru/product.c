/* Ring "nttru": the full product through one backend, the mul of every row
 * (row.h). */
#include "ring/nttru/row.h"

#include "arith/center.h"

void pqpoly_nttru_backend_center(int16_t *c, const int16_t *a) {
    for (int i = 0; i < NTTRU_N; i++) c[i] = (int16_t)pqpoly_center32(a[i], NTTRU_Q);
}

void pqpoly_nttru_backend_mul(const pqpoly_nttru_backend *b, int16_t *c, const int16_t *x,
                              const int16_t *y) {
    int16_t tx[NTTRU_N], ty[NTTRU_N];
    for (int i = 0; i < NTTRU_N; i++) {
        tx[i] = x[i];
        ty[i] = y[i];
    }
    b->ntt(tx);
    b->ntt(ty);
    b->basemul_acc(c, tx, ty, 1);
    b->invntt(c);
    pqpoly_nttru_backend_center(c, c);
    pqpoly_memzero(tx, sizeof tx);
    pqpoly_memzero(ty, sizeof ty);
}
