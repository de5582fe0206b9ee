/* The kyber backends compiled in (backend_list.h) and the picker the KEMs
 * call once per operation (backend.h). */
#include "ring/kyber/backend.h"

#include <stdatomic.h>

#include "common/pick.h"

static const pqpoly_kyber_backend *const backends[] = {
#define PQPOLY_KYBER_BACKEND_ADDRESS(algo, impl) &PQPOLY_KYBER_BACKEND_SYM(algo, impl),
    PQPOLY_KYBER_BACKENDS(PQPOLY_KYBER_BACKEND_ADDRESS)};
static const pqpoly_kyber_backend *const fallback[] = {
    PQPOLY_KYBER_FALLBACK_BACKENDS(PQPOLY_KYBER_BACKEND_ADDRESS)};
#undef PQPOLY_KYBER_BACKEND_ADDRESS
#define N_BACKENDS (sizeof backends / sizeof backends[0])
#define N_FALLBACK (sizeof fallback / sizeof fallback[0])

size_t pqpoly_kyber_backend_count(void) { return N_BACKENDS; }

const pqpoly_kyber_backend *pqpoly_kyber_backend_at(size_t i) {
    return i < N_BACKENDS ? backends[i] : NULL;
}

/* The ring's descriptor, looked up once (static data of the library). */
static const pqpoly_ring *kyber_ring(void) {
    static _Atomic(const pqpoly_ring *) ring;
    const pqpoly_ring *r = atomic_load_explicit(&ring, memory_order_acquire);
    if (r == NULL) {
        r = pqpoly_ring_get("kyber");
        atomic_store_explicit(&ring, r, memory_order_release);
    }
    return r;
}

/* The ring layer's selection decides (its row is a backend's: found by the
 * address of the row); otherwise, e.g. schoolbook forced for the ring, the
 * best fallback backend the library may run (the portable one always can).
 * The result depends on the selection and the CPU only, never on data. */
const pqpoly_kyber_backend *pqpoly_kyber_backend_pick(void) {
    const pqpoly_mul_entry *e = pqpoly_ring_default_mul(kyber_ring(), PQPOLY_BIG_BIG);
    uint32_t isa[N_FALLBACK];
    size_t k;
    for (size_t i = 0; i < N_BACKENDS; i++)
        if (backends[i]->entry == e) return backends[i];
    for (size_t i = 0; i < N_FALLBACK; i++) isa[i] = fallback[i]->isa;
    k = pqpoly_pick(isa, N_FALLBACK, pqpoly_isa_usable());
    return k < N_FALLBACK ? fallback[k] : fallback[0];
}
