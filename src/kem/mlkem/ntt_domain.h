/* The NTT-domain stages ML-KEM / Kyber use (include/pqpoly/poly.h,
 * pqpoly_transform): those of the multiplier the ring layer selects for ring
 * "kyber" (pqpoly_ring_default_mul(ring, PQPOLY_BIG_BIG), forced choices
 * included), so forcing ntt-montgomery, ntt-barrett or ntt-plantard for the
 * ring switches the KEMs' arithmetic too.  When the selected entry has no
 * NTT-domain stages (schoolbook, karatsuba), the KEMs fall back, explicitly,
 * to the first entry of the registry for ring "kyber" that has them
 * (ntt-montgomery): the results are the same under every entry.  A KEM
 * operation asks once and uses that entry throughout.  Parameter-free;
 * internal header. */
#ifndef PQPOLY_KEM_MLKEM_NTT_DOMAIN_H
#define PQPOLY_KEM_MLKEM_NTT_DOMAIN_H

#include <stddef.h>
#include <string.h>

#include "params/kyber.h"
#include "pqpoly/poly.h"

/* Whether e has the NTT-domain stages ML-KEM needs, over n int16 values. */
static inline int mlkem_has_ntt_domain(const pqpoly_mul_entry *e) {
    const pqpoly_transform *t = e != NULL ? e->transform : NULL;
    if (t == NULL || t->base_acc == NULL || t->inverse_acc == NULL || t->from_base == NULL ||
        t->bytes != PQPOLY_KYBER_N * sizeof(int16_t))
        return 0;
    return t->layout == PQPOLY_LAYOUT_CANONICAL ||
           (t->layout == PQPOLY_LAYOUT_CUSTOM && t->to_canonical != NULL &&
            t->from_canonical != NULL);
}

/* The entry whose transform the KEMs use; never NULL while the library
 * registers an NTT of ring "kyber".  The fallback goes through
 * pqpoly_mul_find by name, so it gets the implementation of that entry the
 * library may run. */
static inline const pqpoly_mul_entry *mlkem_ntt_entry(void) {
    const pqpoly_mul_entry *e = pqpoly_ring_default_mul(pqpoly_ring_get("kyber"), PQPOLY_BIG_BIG);
    if (mlkem_has_ntt_domain(e)) return e;
    for (size_t i = 0; i < pqpoly_mul_count(); i++) {
        const pqpoly_mul_entry *r = pqpoly_mul_at(i);
        if (strcmp(r->ring, "kyber") != 0) continue;
        e = pqpoly_mul_find("kyber", r->name, PQPOLY_BIG_BIG);
        if (mlkem_has_ntt_domain(e)) return e;
    }
    return NULL;
}

#endif
