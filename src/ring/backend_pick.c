/* The family pickers' choice (backend_pick.h). */
#include "ring/backend_pick.h"

#include "common/cpu.h"
#include "common/pick.h"

size_t pqpoly_ring_backend_choose(size_t ring_at, const pqpoly_mul_entry *const *rows,
                                  const uint32_t *isa, const unsigned char *is_default, size_t n) {
    const pqpoly_mul_entry *e = pqpoly_ring_default_mul(pqpoly_ring_at(ring_at), PQPOLY_BIG_BIG);
    uint32_t cand_isa[PQPOLY_RING_BACKENDS_MAX];
    size_t cand[PQPOLY_RING_BACKENDS_MAX], m = 0, k;
    for (size_t i = 0; i < n && i < PQPOLY_RING_BACKENDS_MAX; i++) {
        if (rows[i] == e) return i;
        if (is_default[i]) {
            cand[m] = i;
            cand_isa[m++] = isa[i];
        }
    }
    k = pqpoly_pick(cand_isa, m, pqpoly_isa_usable());
    return m == 0 ? 0 : cand[k < m ? k : 0];
}
