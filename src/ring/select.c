/* Choice of the multiplier a scheme uses for each ring.
 *
 * Each family owns its preference lists (src/ring/<family>/prefer.h), ordered
 * by measured speed on x86-64 (`pqpoly bench`, median cycles; see
 * docs/multipliers.md): the first entry registered for the ring that accepts the
 * requested operand kind wins, vector rows first where they may run.
 * pqpoly_ring_force_mul and pqpoly_force_mul_everywhere (include/pqpoly/impl.h)
 * override the list; the library reads no environment variable (the pqpoly
 * tool maps PQPOLY_MUL onto pqpoly_force_mul_everywhere).
 *
 * The lists hold algorithm ids (src/ring/algo_list.h), and a ring's family
 * is known from the parameter lists at compile time: the choice compares no
 * strings.  A name passed to pqpoly_ring_force_mul or
 * pqpoly_force_mul_everywhere is translated once, by pqpoly_algo_id_of.  Of
 * the implementations of an algorithm (portable, avx2, ...) the registry's
 * picker (pqpoly_mul_pick, src/common/pick.h) takes the best one the library
 * may run.  Choices are therefore kept per
 * implementation class of pqpoly_set_impl (src/common/cpu.h: portable code
 * only, code up to AVX2, what the CPU runs); a forced algorithm is resolved
 * for every class when it is set, so that pqpoly_set_impl applies to forced choices as well.
 *
 * Every choice is an atomic pointer, so threads may multiply, and switch
 * choices, concurrently: the measured choice of a (ring, kind) is computed at
 * its first use (concurrent first uses compute and store the same entry) and
 * kept; a forced choice, when set, takes precedence. */
#include <stdatomic.h>

#include "common/cpu.h"
#include "pqpoly/impl.h"
#include "params/rings.h"
#include "pqpoly/poly.h"
#include "ring/algo_list.h"
#include "ring/kyber/prefer.h"
#include "ring/newhope/prefer.h"
#include "ring/ntrup/prefer.h"
#include "ring/registry.h"
#include "ring/ring_index.h"
#include "ring/nttru/prefer.h"
#include "ring/saber/prefer.h"

/* Each family's preference lists (src/ring/<family>/prefer.h), fastest
 * first, as algorithm ids.  "karatsuba" and "schoolbook" serve every ring and
 * end every list, PQPOLY_ALGO_COUNT ends it.  An algorithm counts only for
 * the rings (and operand kinds) it is registered for. */
#define LIST(...) \
    (const pqpoly_algo_id[]){__VA_ARGS__, PQPOLY_ALGO_KARATSUBA, PQPOLY_ALGO_SCHOOLBOOK, PQPOLY_ALGO_COUNT}
typedef enum { FAMILY_ntrup, FAMILY_kyber, FAMILY_saber, FAMILY_nttru, FAMILY_newhope } family_id;
static const struct family {
    const pqpoly_algo_id *vector;   /* taken only where a vector implementation runs */
    const pqpoly_algo_id *portable; /* then the first algorithm that runs at all */
} families[] = {
    [FAMILY_ntrup] = {LIST(PQPOLY_NTRUP_PREFER_VECTOR), LIST(PQPOLY_NTRUP_PREFER)},
    [FAMILY_kyber] = {LIST(PQPOLY_KYBER_PREFER_VECTOR), LIST(PQPOLY_KYBER_PREFER)},
    [FAMILY_saber] = {LIST(PQPOLY_SABER_PREFER_VECTOR), LIST(PQPOLY_SABER_PREFER)},
    [FAMILY_nttru] = {LIST(PQPOLY_NTTRU_PREFER_VECTOR), LIST(PQPOLY_NTTRU_PREFER)},
    [FAMILY_newhope] = {LIST(PQPOLY_NEWHOPE_PREFER_VECTOR), LIST(PQPOLY_NEWHOPE_PREFER)},
};

/* The family of each ring, by ring index, from the parameter lists
 * (src/params/rings.h lists the rings grouped by family, in ring.c's order). */
#define RING_FAMILY_(X, family, RINGS) RINGS(RING_OF_##family)
#define RING_OF_ntrup(...) FAMILY_ntrup,
#define RING_OF_kyber(...) FAMILY_kyber,
#define RING_OF_saber(...) FAMILY_saber,
#define RING_OF_nttru(...) FAMILY_nttru,
#define RING_OF_newhope(...) FAMILY_newhope,
static const unsigned char ring_family[] = {PQPOLY_RINGS_BY_FAMILY(RING_FAMILY_, ~)};
#define N_RINGS (sizeof ring_family / sizeof ring_family[0])

typedef _Atomic(const pqpoly_mul_entry *) slot;

/* [implementation class][ring index][operand kind]: the forced
 * entry, NULL when none. */
static slot forced[PQPOLY_IMPL_CLASSES][N_RINGS][2];
/* [implementation class][ring index][operand kind]: the measured
 * choice, NULL until first used. */
static slot measured[PQPOLY_IMPL_CLASSES][N_RINGS][2];

/* The instruction sets of each class. */
static uint32_t class_isa(size_t cls) { return pqpoly_impl_class_isa(cls); }

/* The ring's index, N_RINGS for a pointer that is not one of the library's
 * descriptors. */
static size_t ring_index(const pqpoly_ring *ring) {
    size_t i = pqpoly_ring_index(ring);
    return i < N_RINGS ? i : N_RINGS;
}

static size_t kind_index(pqpoly_operands operands) { return operands == PQPOLY_BIG_SMALL; }

/* The family's first vector algorithm whose best runnable implementation
 * is a vector one (a vector row beats every portable row so far: see
 * prefer.h), else its first portable algorithm that runs at all.  Under the
 * portable class only the second pass can match.  idx < N_RINGS. */
static const pqpoly_mul_entry *choose(size_t idx, pqpoly_operands operands, uint32_t isa) {
    const struct family *f = &families[ring_family[idx]];
    for (size_t i = 0; isa != PQPOLY_ISA_PORTABLE && f->vector[i] != PQPOLY_ALGO_COUNT; i++) {
        const pqpoly_mul_entry *e = pqpoly_mul_pick(idx, f->vector[i], operands, isa);
        if (e != NULL && e->isa != PQPOLY_ISA_PORTABLE) return e;
    }
    for (size_t i = 0; f->portable[i] != PQPOLY_ALGO_COUNT; i++) {
        const pqpoly_mul_entry *e = pqpoly_mul_pick(idx, f->portable[i], operands, isa);
        if (e != NULL) return e;
    }
    return NULL;
}

const pqpoly_mul_entry *pqpoly_ring_default_mul(const pqpoly_ring *ring,
                                                pqpoly_operands operands) {
    size_t idx = ring_index(ring), k = kind_index(operands), cls;
    const pqpoly_mul_entry *e;
    slot *m;
    if (idx >= N_RINGS) return NULL;
    cls = pqpoly_impl_class();
    e = atomic_load_explicit(&forced[cls][idx][k], memory_order_acquire);
    if (e != NULL) return e;
    m = &measured[cls][idx][k];
    e = atomic_load_explicit(m, memory_order_acquire);
    if (e == NULL) {
        e = choose(idx, k ? PQPOLY_BIG_SMALL : PQPOLY_BIG_BIG, class_isa(cls));
        atomic_store_explicit(m, e, memory_order_release);
    }
    return e;
}

int pqpoly_ring_force_mul(const pqpoly_ring *ring, pqpoly_operands operands, const char *name) {
    size_t idx = ring_index(ring);
    pqpoly_algo_id algo = pqpoly_algo_id_of(name); /* the one translation of the name */
    const pqpoly_mul_entry *e[PQPOLY_IMPL_CLASSES] = {NULL};
    int any = 0;
    if (idx >= N_RINGS || (operands != PQPOLY_BIG_BIG && operands != PQPOLY_BIG_SMALL))
        return PQPOLY_ERR_INVALID_ARGUMENT;
    if (name != NULL) {
        for (size_t cls = 0; cls < PQPOLY_IMPL_CLASSES; cls++) {
            e[cls] = pqpoly_mul_pick(idx, algo, operands, class_isa(cls));
            any |= e[cls] != NULL;
        }
        if (!any) return PQPOLY_ERR_INVALID_ARGUMENT;
    }
    for (size_t cls = 0; cls < PQPOLY_IMPL_CLASSES; cls++)
        atomic_store_explicit(&forced[cls][idx][kind_index(operands)], e[cls], memory_order_release);
    return PQPOLY_OK;
}

int pqpoly_force_mul_everywhere(const char *name) {
    static const pqpoly_operands kinds[2] = {PQPOLY_BIG_BIG, PQPOLY_BIG_SMALL};
    pqpoly_algo_id algo = pqpoly_algo_id_of(name); /* the one translation of the name */
    size_t n = pqpoly_ring_count() < N_RINGS ? pqpoly_ring_count() : N_RINGS;
    int found = name == NULL;
    for (size_t i = 0; i < n && !found; i++)
        for (size_t k = 0; k < 2; k++)
            found |= pqpoly_mul_pick(i, algo, kinds[k], pqpoly_cpu_isa()) != NULL;
    if (!found) return PQPOLY_ERR_INVALID_ARGUMENT;
    for (size_t i = 0; i < n; i++)
        for (size_t k = 0; k < 2; k++)
            for (size_t cls = 0; cls < PQPOLY_IMPL_CLASSES; cls++) {
                const pqpoly_mul_entry *e =
                    name != NULL ? pqpoly_mul_pick(i, algo, kinds[k], class_isa(cls)) : NULL;
                atomic_store_explicit(&forced[cls][i][kind_index(kinds[k])], e, memory_order_release);
            }
    return PQPOLY_OK;
}

void pqpoly_ring_reset_selection(void) { (void)pqpoly_force_mul_everywhere(NULL); }
