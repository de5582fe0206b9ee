/* The kyber backends compiled in (backend_list.h) and the picker the KEMs
 * call once per operation (backend.h). */
#include "ring/kyber/backend.h"

#include "ring/backend_pick.h"
#include "ring/ring_index.h"

static const pqpoly_kyber_backend *const backends[] = {
#define PQPOLY_KYBER_BACKEND_ADDRESS(algo, impl) &PQPOLY_KYBER_BACKEND_SYM(algo, impl),
    PQPOLY_KYBER_BACKENDS(PQPOLY_KYBER_BACKEND_ADDRESS)};
static const pqpoly_kyber_backend *const fallback[] = {
    PQPOLY_KYBER_FALLBACK_BACKENDS(PQPOLY_KYBER_BACKEND_ADDRESS)};
#undef PQPOLY_KYBER_BACKEND_ADDRESS
#define N_BACKENDS (sizeof backends / sizeof backends[0])
#define N_FALLBACK (sizeof fallback / sizeof fallback[0])

/* Whether b is one of the fallback backends (ntt-montgomery's rows). */
static int is_fallback(const pqpoly_kyber_backend *b) {
    for (size_t i = 0; i < N_FALLBACK; i++)
        if (fallback[i] == b) return 1;
    return 0;
}

size_t pqpoly_kyber_backend_count(void) { return N_BACKENDS; }

const pqpoly_kyber_backend *pqpoly_kyber_backend_at(size_t i) {
    return i < N_BACKENDS ? backends[i] : NULL;
}

/* The ring layer's selection decides, else the best fallback backend
 * (src/ring/backend_pick.h). */
const pqpoly_kyber_backend *pqpoly_kyber_backend_pick(void) {
    const pqpoly_mul_entry *rows[N_BACKENDS];
    uint32_t isa[N_BACKENDS];
    unsigned char is_default[N_BACKENDS];
    for (size_t i = 0; i < N_BACKENDS; i++) {
        rows[i] = backends[i]->entry;
        isa[i] = backends[i]->isa;
        is_default[i] = (unsigned char)is_fallback(backends[i]);
    }
    return backends[pqpoly_ring_backend_choose(PQPOLY_RING_AT_kyber, rows, isa, is_default, N_BACKENDS)];
}

_Static_assert(N_BACKENDS <= PQPOLY_RING_BACKENDS_MAX, "the shared chooser's limit");
