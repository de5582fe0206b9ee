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

#include "arith/center.h"
#include "arith/montgomery.h"
#include "ntt/nttru/ntt.h"
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

/* The backend behind transform t (src/ntt/nttru/ntt.h: its ntt_short and
 * acc_in_place), or NULL: the registry entry whose transform t is, matched
 * with the backends by name and impl. */
static inline const pqpoly_nttru_ntt *nttru_lookup_backend(const pqpoly_transform *t) {
    static const pqpoly_nttru_ntt *const backends[] = {&pqpoly_nttru_ntt_montgomery, &pqpoly_nttru_ntt_plantard,
#ifdef PQPOLY_X86_AVX2
                                                       &pqpoly_nttru_ntt_montgomery_avx2,
                                                       &pqpoly_nttru_ntt_plantard_avx2,
#endif
    };
    static const char *const impls[] = {"portable", "portable", "avx2", "avx2"};
    for (size_t i = 0; i < pqpoly_mul_count(); i++) {
        const pqpoly_mul_entry *e = pqpoly_mul_at(i);
        if (e->transform != t || strcmp(e->ring, "nttru") != 0) continue;
        for (size_t b = 0; b < sizeof backends / sizeof backends[0]; b++)
            if (strcmp(e->name, backends[b]->name) == 0 && strcmp(e->impl, impls[b]) == 0)
                return backends[b];
    }
    return NULL;
}

/* What the KEM needs of a transform beyond pqpoly_transform: its backend
 * (NULL when none matches: the KEM then scales and transforms through t)
 * and the factor D of its base domain (include/pqpoly/poly.h: base_acc
 * leaves its sum times D^-1, from_base multiplies by D), centered mod q;
 * from_base of a buffer of ones gives D in every value. */
typedef struct {
    const pqpoly_nttru_ntt *backend;
    int16_t factor;
} nttru_domain;

/* nttru_domain of t, found once per transform and kept in a few slots, each
 * written once (the values, then the key with release), so that a reader
 * that sees a slot's key also sees its values.  With more transforms than
 * slots (impossible with today's registry) it is found again: the same
 * values, only slower.  Public data: no secret is involved. */
#define NTTRU_DOMAIN_SLOTS 8
static inline nttru_domain nttru_domain_of(const pqpoly_transform *t) {
    static _Atomic(const pqpoly_transform *) key[NTTRU_DOMAIN_SLOTS];
    static _Atomic(const pqpoly_nttru_ntt *) backend[NTTRU_DOMAIN_SLOTS];
    static _Atomic int factor[NTTRU_DOMAIN_SLOTS];
    static atomic_uint used;
    nttru_domain d;
    for (unsigned i = 0; i < NTTRU_DOMAIN_SLOTS; i++) {
        const pqpoly_transform *k = atomic_load_explicit(&key[i], memory_order_acquire);
        if (k == t) {
            d.backend = atomic_load_explicit(&backend[i], memory_order_relaxed);
            d.factor = (int16_t)atomic_load_explicit(&factor[i], memory_order_relaxed);
            return d;
        }
        if (k == NULL) break;
    }
    _Alignas(32) int16_t ones[PQPOLY_NTTRU_N];
    for (unsigned i = 0; i < PQPOLY_NTTRU_N; i++) ones[i] = 1;
    t->from_base(ones); /* D, |D| < q */
    d.factor = (int16_t)pqpoly_center32(ones[0], PQPOLY_NTTRU_Q);
    d.backend = nttru_lookup_backend(t);
    unsigned i = atomic_fetch_add_explicit(&used, 1u, memory_order_relaxed);
    if (i < NTTRU_DOMAIN_SLOTS) {
        atomic_store_explicit(&backend[i], d.backend, memory_order_relaxed);
        atomic_store_explicit(&factor[i], d.factor, memory_order_relaxed);
        atomic_store_explicit(&key[i], t, memory_order_release);
    }
    return d;
}

/* x y 2^-16 mod q, centered: |x| < q, any int16 y (public constants). */
static inline int16_t nttru_scale_const(int16_t x, int16_t y) {
    int16_t r = pqpoly_montgomery_mul16(x, y, PQPOLY_NTTRU_Q, (int16_t)PQPOLY_MONT16_QINV(PQPOLY_NTTRU_Q));
    return (int16_t)pqpoly_center32(r, PQPOLY_NTTRU_Q);
}

#endif
