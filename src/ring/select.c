/* Choice of the multiplier a scheme uses for each ring.
 *
 * Each family owns its preference lists (src/ring/<family>/prefer.h), ordered
 * by measured speed on x86-64 (`pqpoly bench`, median cycles; see README
 * "Multipliers"): the first entry registered for the ring that accepts the
 * requested operand kind wins, vector rows first where they may run.
 * pqpoly_ring_force_mul and pqpoly_force_mul_everywhere (include/pqpoly/impl.h)
 * override the list; the library reads no environment variable (the pqpoly
 * tool maps PQPOLY_MUL onto pqpoly_force_mul_everywhere).
 *
 * The lists hold names; of the implementations of a name (portable, avx2,
 * ...) the registry's picker (pqpoly_mul_pick, src/common/pick.h) takes the
 * best one the library may run.  Choices are therefore kept per
 * implementation class of pqpoly_set_impl (src/common/cpu.h: portable code
 * only, code up to AVX2, what the CPU runs); a forced name is resolved for both classes when it is set,
 * so that pqpoly_set_impl applies to forced choices as well.
 *
 * Every choice is an atomic pointer, so threads may multiply, and switch
 * choices, concurrently: the measured choice of a (ring, kind) is computed at
 * its first use (concurrent first uses compute and store the same entry) and
 * kept; a forced choice, when set, takes precedence. */
#include <stdatomic.h>
#include <string.h>

#include "common/cpu.h"
#include "pqpoly/impl.h"
#include "pqpoly/poly.h"
#include "ring/kyber/prefer.h"
#include "ring/newhope/prefer.h"
#include "ring/ntrup/prefer.h"
#include "ring/registry.h"
#include "ring/ring_index.h"
#include "ring/nttru/prefer.h"
#include "ring/saber/prefer.h"

/* Each family's preference lists (src/ring/<family>/prefer.h), fastest
 * first; the family of a ring is the prefix of its name.  "karatsuba" and
 * "schoolbook" serve every ring and end every list.  A name counts only for
 * the rings (and operand kinds) it is registered for. */
#define LIST(...) (const char *const[]){__VA_ARGS__, "karatsuba", "schoolbook", NULL}
static const struct family {
    const char *prefix;
    const char *const *vector;   /* taken only where a vector implementation runs */
    const char *const *portable; /* then the first name that runs at all */
} families[] = {
    {"ntrup", LIST(PQPOLY_NTRUP_PREFER_VECTOR), LIST(PQPOLY_NTRUP_PREFER)},
    {"kyber", LIST(PQPOLY_KYBER_PREFER_VECTOR), LIST(PQPOLY_KYBER_PREFER)},
    {"saber", LIST(PQPOLY_SABER_PREFER_VECTOR), LIST(PQPOLY_SABER_PREFER)},
    {"nttru", LIST(PQPOLY_NTTRU_PREFER_VECTOR), LIST(PQPOLY_NTTRU_PREFER)},
    {"newhope", LIST(PQPOLY_NEWHOPE_PREFER_VECTOR), LIST(PQPOLY_NEWHOPE_PREFER)},
};
static const char *const generic[] = {"karatsuba", "schoolbook", NULL};

static const struct family *family_of(const pqpoly_ring *ring) {
    for (size_t i = 0; i < sizeof families / sizeof families[0]; i++)
        if (strncmp(ring->name, families[i].prefix, strlen(families[i].prefix)) == 0) return &families[i];
    return NULL;
}

#define MAX_RINGS 32
typedef _Atomic(const pqpoly_mul_entry *) slot;

/* [implementation class][ring index][operand kind]: the forced
 * entry, NULL when none. */
static slot forced[PQPOLY_IMPL_CLASSES][MAX_RINGS][2];
/* [implementation class][ring index][operand kind]: the measured
 * choice, NULL until first used. */
static slot measured[PQPOLY_IMPL_CLASSES][MAX_RINGS][2];

/* The instruction sets of each class. */
static uint32_t class_isa(size_t cls) { return pqpoly_impl_class_isa(cls); }

static size_t ring_index(const pqpoly_ring *ring) {
    size_t i = pqpoly_ring_index(ring);
    return i < pqpoly_ring_count() && i < MAX_RINGS ? i : MAX_RINGS;
}

static size_t kind_index(pqpoly_operands operands) { return operands == PQPOLY_BIG_SMALL; }

/* The family's first vector name whose best runnable implementation is a
 * vector one (a vector row beats every portable row so far: see prefer.h),
 * else its first portable name that runs at all.  Under the portable class
 * only the second pass can match. */
static const pqpoly_mul_entry *choose(const pqpoly_ring *ring, pqpoly_operands operands,
                                      uint32_t isa) {
    const struct family *f = family_of(ring);
    const char *const *vector = f != NULL ? f->vector : generic;
    const char *const *portable = f != NULL ? f->portable : generic;
    for (size_t i = 0; isa != PQPOLY_ISA_PORTABLE && vector[i] != NULL; i++) {
        const pqpoly_mul_entry *e = pqpoly_mul_pick(ring->name, vector[i], operands, isa);
        if (e != NULL && e->isa != PQPOLY_ISA_PORTABLE) return e;
    }
    for (size_t i = 0; portable[i] != NULL; i++) {
        const pqpoly_mul_entry *e = pqpoly_mul_pick(ring->name, portable[i], operands, isa);
        if (e != NULL) return e;
    }
    return NULL;
}

const pqpoly_mul_entry *pqpoly_ring_default_mul(const pqpoly_ring *ring,
                                                pqpoly_operands operands) {
    size_t idx = ring_index(ring), k = kind_index(operands), cls;
    const pqpoly_mul_entry *e;
    slot *m;
    if (idx >= MAX_RINGS) return NULL;
    cls = pqpoly_impl_class();
    e = atomic_load_explicit(&forced[cls][idx][k], memory_order_acquire);
    if (e != NULL) return e;
    m = &measured[cls][idx][k];
    e = atomic_load_explicit(m, memory_order_acquire);
    if (e == NULL) {
        e = choose(ring, k ? PQPOLY_BIG_SMALL : PQPOLY_BIG_BIG, class_isa(cls));
        atomic_store_explicit(m, e, memory_order_release);
    }
    return e;
}

int pqpoly_ring_force_mul(const pqpoly_ring *ring, pqpoly_operands operands, const char *name) {
    size_t idx = ring_index(ring);
    const pqpoly_mul_entry *e[PQPOLY_IMPL_CLASSES] = {NULL};
    int any = 0;
    if (idx >= MAX_RINGS || (operands != PQPOLY_BIG_BIG && operands != PQPOLY_BIG_SMALL))
        return PQPOLY_ERR_INVALID_ARGUMENT;
    if (name != NULL) {
        for (size_t cls = 0; cls < PQPOLY_IMPL_CLASSES; cls++) {
            e[cls] = pqpoly_mul_pick(ring->name, name, operands, class_isa(cls));
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
    size_t n = pqpoly_ring_count() < MAX_RINGS ? pqpoly_ring_count() : MAX_RINGS;
    int found = name == NULL;
    for (size_t i = 0; i < n && !found; i++)
        for (size_t k = 0; k < 2; k++)
            found |= pqpoly_mul_pick(pqpoly_ring_at(i)->name, name, kinds[k], pqpoly_cpu_isa()) != NULL;
    if (!found) return PQPOLY_ERR_INVALID_ARGUMENT;
    for (size_t i = 0; i < n; i++)
        for (size_t k = 0; k < 2; k++)
            for (size_t cls = 0; cls < PQPOLY_IMPL_CLASSES; cls++) {
                const pqpoly_mul_entry *e =
                    name != NULL ? pqpoly_mul_pick(pqpoly_ring_at(i)->name, name, kinds[k], class_isa(cls))
                                 : NULL;
                atomic_store_explicit(&forced[cls][i][kind_index(kinds[k])], e, memory_order_release);
            }
    return PQPOLY_OK;
}

void pqpoly_ring_reset_selection(void) { (void)pqpoly_force_mul_everywhere(NULL); }
