/* The backends of one NTRU Prime parameter set (backend.h): the portable
 * row, the list of the set's rows (backend_list.h) and the picker a KEM
 * operation calls once. */
#include "backend_list.h"
#include "set.h"
#include "sort.h"

#include "common/pick.h"
#include "params/rings.h"
#include "pqpoly/common.h"

#include <stddef.h>

const pqpoly_ntrup_backend NTRUP_NS(backend_portable) = {
    PQPOLY_ISA_PORTABLE,
    "portable",
    NTRUP_NAME_STR,
    NTRUP_P,
    NTRUP_Q,
    NTRUP_W,
    pqpoly_ntruprime_sort_uint32,
    NTRUP_NS(r3_recip),
    NTRUP_NS(rq_recip3),
    NTRUP_NS(small_encode),
    NTRUP_NS(small_decode),
    NTRUP_NS(rq_encode),
    NTRUP_NS(rq_decode),
    NTRUP_NS(rounded_encode),
    NTRUP_NS(rounded_decode),
    NTRUP_NS(round),
    NTRUP_NS(weightw_mask),
    NTRUP_NS(r3_from_rq3),
#if NTRUP_LPR
    NTRUP_NS(lpr_top),
    NTRUP_NS(lpr_right),
    NTRUP_NS(lpr_generator),
#else
    NULL,
    NULL,
    NULL,
#endif
    /* products: the picker's */
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
};

#define ROW_DECLARE(impl) extern const pqpoly_ntrup_backend NTRUP_NS(backend_##impl);
PQPOLY_NTRUP_BACKENDS(ROW_DECLARE)
#undef ROW_DECLARE

static const pqpoly_ntrup_backend *const rows[] = {
#define ROW(impl) &NTRUP_NS(backend_##impl),
    PQPOLY_NTRUP_BACKENDS(ROW)
#undef ROW
};

#define N_ROWS (sizeof rows / sizeof rows[0])

size_t NTRUP_NS(backend_count)(void) { return N_ROWS; }

const pqpoly_ntrup_backend *NTRUP_NS(backend_at)(size_t i) { return i < N_ROWS ? rows[i] : NULL; }

/* The set's two rings, by their position in the ring table (src/ring/ring.c
 * lists PQPOLY_RINGS in order): no lookup by name. */
enum {
#define RING_POSITION(name, sfx, n, q, shape, desc) RING_POSITION_##sfx,
    PQPOLY_RINGS(RING_POSITION)
#undef RING_POSITION
};
#define RING_Q_POSITION NTRUP_CAT4(RING_POSITION_ntrup, NTRUP_P, , )
#define RING_3_POSITION NTRUP_CAT4(RING_POSITION_ntrup, NTRUP_P, _mod3, )

int NTRUP_NS(backend_pick)(pqpoly_ntrup_backend *B) {
    const pqpoly_ring *rq = pqpoly_ring_at(RING_Q_POSITION), *r3 = pqpoly_ring_at(RING_3_POSITION);
    const pqpoly_mul_entry *eq = pqpoly_ring_default_mul(rq, PQPOLY_BIG_SMALL);
    const pqpoly_mul_entry *e3 = pqpoly_ring_default_mul(r3, PQPOLY_BIG_SMALL);
    uint32_t isa[N_ROWS];
    size_t k;
    for (size_t i = 0; i < N_ROWS; i++) isa[i] = rows[i]->isa;
    k = pqpoly_pick(isa, N_ROWS, pqpoly_isa_usable());
    *B = *rows[k < N_ROWS ? k : 0]; /* the portable row always fits */
    if (eq == NULL || e3 == NULL) return PQPOLY_ERR_INVALID_ARGUMENT; /* never for a registered set */
    B->ring_q = rq;
    B->ring_3 = r3;
    B->rq_mul = eq->mul;
    B->rq_stages = eq->transform;
    B->r3_mul = e3->mul;
    return 0;
}
