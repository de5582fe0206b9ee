/* The NTT-domain stages the NewHope key exchange uses (include/pqpoly/poly.h,
 * pqpoly_transform): those of the multiplier the ring layer selects for ring
 * "newhope" (pqpoly_ring_default_mul(ring, PQPOLY_BIG_BIG), forced choices
 * included), so forcing ntt-montgomery, ntt-kred or ntt-kred2x for the ring
 * switches the key exchange's arithmetic too.  When the selected entry has no
 * NTT-domain stages (schoolbook, karatsuba), the first entry of the registry
 * for ring "newhope" that has them serves instead: every such entry computes
 * the same transform (the reference's, whose values are on the wire), so the
 * results do not depend on the choice.  One lookup per operation; the ring
 * descriptor (a constant of the library) is looked up by name once and kept.
 * Internal header. */
#ifndef PQPOLY_KEM_NEWHOPE_NTT_DOMAIN_H
#define PQPOLY_KEM_NEWHOPE_NTT_DOMAIN_H

#include <stdatomic.h>
#include <stddef.h>
#include <string.h>

#include "params.h"
#include "pqpoly/poly.h"

static inline int newhope_has_ntt_domain(const pqpoly_mul_entry *e) {
    const pqpoly_transform *t = e != NULL ? e->transform : NULL;
    return t != NULL && t->base_acc != NULL && t->inverse_acc != NULL && t->from_base != NULL &&
           t->bytes == NH_N * sizeof(int16_t) && t->layout == PQPOLY_LAYOUT_CANONICAL;
}

/* The descriptor of ring "newhope": every thread stores the same pointer. */
static inline const pqpoly_ring *newhope_ring(void) {
    static _Atomic(const pqpoly_ring *) ring;
    const pqpoly_ring *r = atomic_load_explicit(&ring, memory_order_relaxed);
    if (r == NULL) {
        r = pqpoly_ring_get("newhope");
        atomic_store_explicit(&ring, r, memory_order_relaxed);
    }
    return r;
}

static inline const pqpoly_mul_entry *newhope_ntt_entry(void) {
    const pqpoly_mul_entry *e = pqpoly_ring_default_mul(newhope_ring(), PQPOLY_BIG_BIG);
    if (newhope_has_ntt_domain(e)) return e;
    for (size_t i = 0; i < pqpoly_mul_count(); i++) {
        const pqpoly_mul_entry *r = pqpoly_mul_at(i);
        if (strcmp(r->ring, "newhope") != 0) continue;
        e = pqpoly_mul_find("newhope", r->name, PQPOLY_BIG_BIG);
        if (newhope_has_ntt_domain(e)) return e;
    }
    return NULL;
}

#endif
