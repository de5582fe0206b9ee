/* The NTT-domain stages NTTRU uses (include/pqpoly/poly.h, pqpoly_transform):
 * those of the multiplier the ring layer selects for ring "nttru"
 * (pqpoly_ring_default_mul(ring, PQPOLY_BIG_BIG), forced choices included),
 * so forcing ntt-montgomery or ntt-plantard switches the KEM's arithmetic
 * too.  When the selected entry lacks them (schoolbook, karatsuba), the KEM
 * falls back, explicitly, to the first entry of the registry for the ring
 * that has them (ntt-montgomery): every entry gives the same bytes.  One
 * choice per operation.  Internal header. */
#ifndef PQPOLY_KEM_NTTRU_NTT_DOMAIN_H
#define PQPOLY_KEM_NTTRU_NTT_DOMAIN_H

#include <stdatomic.h>
#include <stddef.h>
#include <string.h>

#include "params/nttru.h"
#include "pqpoly/poly.h"

static inline int nttru_has_ntt_domain(const pqpoly_mul_entry *e) {
    const pqpoly_transform *t = e != NULL ? e->transform : NULL;
    return t != NULL && t->base_acc != NULL && t->inverse_acc != NULL && t->from_base != NULL &&
           t->base_inv != NULL && t->bytes == PQPOLY_NTTRU_N * sizeof(int16_t) &&
           (t->layout == PQPOLY_LAYOUT_CANONICAL ||
            (t->layout == PQPOLY_LAYOUT_CUSTOM && t->to_canonical != NULL && t->from_canonical != NULL));
}

/* Whether the transform's NTT domain is the reference's lane order: for ring
 * "nttru" a custom layout is that order (the AVX2 entries; tests/ring/
 * test_nttru_ntt.c checks their permutations against its definition), which
 * the KEM packs without permuting. */
static inline int nttru_lane_order(const pqpoly_transform *t) {
    return t->layout == PQPOLY_LAYOUT_CUSTOM;
}

/* The ring's descriptor, looked up by name once: it is static data of the
 * registry, fixed for the life of the process (the selection made over it
 * is not, and is asked every time). */
static inline const pqpoly_ring *nttru_ring(void) {
    static _Atomic(const pqpoly_ring *) ring;
    const pqpoly_ring *r = atomic_load_explicit(&ring, memory_order_acquire);
    if (r == NULL) {
        r = pqpoly_ring_get("nttru");
        atomic_store_explicit(&ring, r, memory_order_release);
    }
    return r;
}

static inline const pqpoly_transform *nttru_transform(void) {
    const pqpoly_mul_entry *e = pqpoly_ring_default_mul(nttru_ring(), PQPOLY_BIG_BIG);
    if (nttru_has_ntt_domain(e)) return e->transform;
    for (size_t i = 0; i < pqpoly_mul_count(); i++) {
        const pqpoly_mul_entry *r = pqpoly_mul_at(i);
        if (strcmp(r->ring, "nttru") != 0) continue;
        e = pqpoly_mul_find("nttru", r->name, PQPOLY_BIG_BIG);
        if (nttru_has_ntt_domain(e)) return e->transform;
    }
    return NULL;
}

#endif
