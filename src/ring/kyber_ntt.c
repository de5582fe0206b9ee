/* Ring "kyber": the choice of the NTT backend the KEMs use (that of the
 * selected multiplier). */
#include "ring/kyber/ntt.h"

#include <string.h>

#include "pqpoly/poly.h"

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
