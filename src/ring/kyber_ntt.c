/* Ring "kyber": the full product through an NTT backend and the choice of
 * the backend the KEMs use (that of the selected multiplier). */
#include "ring/kyber/ntt.h"

#include <string.h>

void pqpoly_kyber_ntt_mul(const pqpoly_kyber_ntt *b, int16_t *c, const int16_t *x,
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

const pqpoly_kyber_ntt *pqpoly_kyber_ntt_selected(void) {
    static const pqpoly_kyber_ntt *const all[] = {
        &pqpoly_kyber_ntt_plantard, &pqpoly_kyber_ntt_montgomery, &pqpoly_kyber_ntt_barrett};
    const pqpoly_ring *ring = pqpoly_ring_get("kyber");
    const pqpoly_mul_entry *e = ring != NULL ? pqpoly_ring_default_mul(ring, PQPOLY_BIG_BIG) : NULL;
    if (e != NULL)
        for (size_t i = 0; i < sizeof all / sizeof all[0]; i++)
            if (strcmp(e->name, all[i]->name) == 0) return all[i];
    return all[0];
}
