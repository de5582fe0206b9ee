/* The nttru backends compiled in (backend_list.h) and the picker of
 * backend.h.  Public data only: the choice depends on the ring layer's
 * selection and the CPU, never on a secret. */
#include <stdatomic.h>

#include "common/cpu.h"
#include "common/pick.h"
#include "pqpoly/poly.h"
#include "ring/nttru/backend.h"

#define PQPOLY_NTTRU_BACKEND_ADDRESS_(arith, impl) &PQPOLY_NTTRU_BACKEND_SYM(arith, impl),
static const pqpoly_nttru_backend *const backends[] = {PQPOLY_NTTRU_BACKENDS(PQPOLY_NTTRU_BACKEND_ADDRESS_)};
#define N_BACKENDS (sizeof backends / sizeof backends[0])

/* One registry row per backend, in the same order. */
#define PQPOLY_NTTRU_ROW_ONE_(algo, impl) +1
_Static_assert(N_BACKENDS == 0 PQPOLY_NTTRU_MUL_ROWS(PQPOLY_NTTRU_ROW_ONE_), "a row per backend");

size_t pqpoly_nttru_backend_count(void) { return N_BACKENDS; }

const pqpoly_nttru_backend *pqpoly_nttru_backend_at(size_t i) { return i < N_BACKENDS ? backends[i] : NULL; }

/* The ring's descriptor, looked up once: static data of the library. */
static const pqpoly_ring *nttru_ring(void) {
    static _Atomic(const pqpoly_ring *) ring;
    const pqpoly_ring *r = atomic_load_explicit(&ring, memory_order_acquire);
    if (r == NULL) {
        r = pqpoly_ring_get("nttru");
        atomic_store_explicit(&ring, r, memory_order_release);
    }
    return r;
}

const pqpoly_nttru_backend *pqpoly_nttru_backend_pick(void) {
    const pqpoly_mul_entry *e = pqpoly_ring_default_mul(nttru_ring(), PQPOLY_BIG_BIG);
    uint32_t isa[N_BACKENDS];
    size_t k;
    for (size_t i = 0; i < N_BACKENDS; i++) {
        const pqpoly_mul_algo *row = backends[i]->row;
        for (size_t j = 0; j < row->count; j++)
            if (e == &row->entries[j]) return backends[i];
        isa[i] = backends[i]->isa;
    }
    /* not a backend's row: the default for the usable instruction sets */
    k = pqpoly_pick(isa, N_BACKENDS, pqpoly_isa_usable());
    return k < N_BACKENDS ? backends[k] : backends[0];
}
