/* The saber backends compiled in (backend_list.h) and the picker
 * (backend.h): the row by pqpoly_pick, the product from the ring layer's
 * selection for ring "saber". */
#include "ring/saber/backend.h"

#include "common/pick.h"
#include "ring/saber/backend_list.h"

#define SABER_ROW_ADDRESS(impl) &pqpoly_saber_backend_##impl,
static const pqpoly_saber_backend *const rows[] = {PQPOLY_SABER_BACKENDS(SABER_ROW_ADDRESS)};
#undef SABER_ROW_ADDRESS
#define N_ROWS (sizeof rows / sizeof rows[0])

static int recombine = 1;

size_t pqpoly_saber_backend_count(void) { return N_ROWS; }

const pqpoly_saber_backend *pqpoly_saber_backend_at(size_t i) { return i < N_ROWS ? rows[i] : NULL; }

pqpoly_saber_backend pqpoly_saber_backend_pick(void) {
    uint32_t isa[N_ROWS];
    size_t k;
    pqpoly_saber_backend B;
    const pqpoly_ring *ring = pqpoly_ring_get("saber");
    const pqpoly_mul_entry *e = pqpoly_ring_default_mul(ring, PQPOLY_BIG_SMALL);
    const pqpoly_transform *t = e->transform;
    for (size_t i = 0; i < N_ROWS; i++) isa[i] = rows[i]->isa;
    k = pqpoly_pick(isa, N_ROWS, pqpoly_isa_usable());
    B = *rows[k < N_ROWS ? k : 0]; /* the portable row always fits */
    B.prod.entry = e;
    B.prod.ring = ring;
    B.prod.mul = e->mul;
    /* Block recombination needs both accumulation stages and a transformed
     * operand the KEM's buffers hold (PQPOLY_SABER_TBYTES_MAX, 32-byte
     * steps): tmvp2/3/4, toom4 and ntt have them (tests/kem/saber/
     * test_saber_acc.c); schoolbook and karatsuba run through their mul. */
    if (recombine && t != NULL && t->base_acc != NULL && t->inverse_acc != NULL && t->bytes > 0 &&
        t->bytes <= PQPOLY_SABER_TBYTES_MAX && t->bytes % 32 == 0) {
        B.prod.bytes = t->bytes;
        B.prod.forward_a = t->forward_a;
        B.prod.forward_b = t->forward_b;
        B.prod.base_acc = t->base_acc;
        B.prod.inverse_acc = t->inverse_acc;
    }
    return B;
}

int pqpoly_saber_recombine_set(int on) {
    int was = recombine;
    recombine = on != 0;
    return was;
}

int pqpoly_saber_recombine_get(void) { return recombine; }
