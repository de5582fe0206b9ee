/* The newhope backends compiled in (backend_list.h) and the picker of
 * backend.h.  Public data only: the choice depends on the ring layer's
 * selection and the CPU, never on a secret. */
#include "pqpoly/poly.h"
#include "ring/newhope/backend.h"

#include "ring/backend_pick.h"
#include "ring/ring_index.h"

#define PQPOLY_NEWHOPE_BACKEND_ADDRESS_(arith, impl) &PQPOLY_NEWHOPE_BACKEND_SYM(arith, impl),
static const pqpoly_newhope_backend *const backends[] = {PQPOLY_NEWHOPE_BACKENDS(PQPOLY_NEWHOPE_BACKEND_ADDRESS_)};
#define N_BACKENDS (sizeof backends / sizeof backends[0])

/* One registry row per backend, in the same order. */
#define PQPOLY_NEWHOPE_ROW_ONE_(algo, impl) +1
_Static_assert(N_BACKENDS == 0 PQPOLY_NEWHOPE_MUL_ROWS(PQPOLY_NEWHOPE_ROW_ONE_), "a row per backend");

size_t pqpoly_newhope_backend_count(void) { return N_BACKENDS; }

const pqpoly_newhope_backend *pqpoly_newhope_backend_at(size_t i) { return i < N_BACKENDS ? backends[i] : NULL; }

/* The ring layer's selection decides, else the best backend the library may
 * run (src/ring/backend_pick.h). */
const pqpoly_newhope_backend *pqpoly_newhope_backend_pick(void) {
    const pqpoly_mul_entry *rows[N_BACKENDS];
    uint32_t isa[N_BACKENDS];
    unsigned char is_default[N_BACKENDS];
    for (size_t i = 0; i < N_BACKENDS; i++) {
        rows[i] = &backends[i]->row->entries[0];
        isa[i] = backends[i]->isa;
        is_default[i] = 1;
    }
    return backends[pqpoly_ring_backend_choose(PQPOLY_RING_AT_newhope, rows, isa, is_default, N_BACKENDS)];
}

_Static_assert(N_BACKENDS <= PQPOLY_RING_BACKENDS_MAX, "the shared chooser's limit");
