/* Choice of the multiplier a scheme uses for each ring.
 *
 * The preference lists below are ordered by measured speed on x86-64
 * (`pqpoly bench`, median cycles; see README "Multipliers"): the first entry
 * registered for the ring that accepts the requested operand kind wins.
 * pqpoly_ring_force_mul and pqpoly_force_mul_everywhere (include/pqpoly/impl.h)
 * override the list; the library reads no environment variable (the pqpoly
 * tool maps PQPOLY_MUL onto pqpoly_force_mul_everywhere).
 *
 * The lists hold names; of the implementations of a name (portable, avx2,
 * ...) the registry's picker (pqpoly_mul_pick, src/common/pick.h) takes the
 * best one the library may run.  Choices are therefore kept per
 * implementation class of pqpoly_set_impl: [0] portable code only, [1] what
 * the CPU runs; a forced name is resolved for both classes when it is set,
 * so that pqpoly_set_impl applies to forced choices as well.
 *
 * Every choice is an atomic pointer, so threads may multiply, and switch
 * choices, concurrently: the measured choice of a (ring, kind) is computed at
 * its first use (concurrent first uses compute and store the same entry) and
 * kept; a forced choice, when set, takes precedence. */
#include <stdatomic.h>

#include "common/cpu.h"
#include "mul/registry.h"
#include "pqpoly/impl.h"
#include "pqpoly/poly.h"

/* Names in order of preference, fastest first. "karatsuba" and "schoolbook"
 * serve every ring and end every list.  One list serves all rings: a name
 * counts only for the rings (and operand kinds) it is registered for.
 *
 * NTRU Prime rings, portable C, x86-64 (Xeon 2.5 GHz, gcc 12 -O3, no -march),
 * median rdtsc cycles of 1001 runs, whole product (22:45 UTC, after the grb
 * and rader1530 16-bit rewrites; lowest of repeated medians on a shared host):
 *   ntrup761 big*big    grb 78k, rader1530 83k, gsb 178k, mixed1620 206k,
 *                       toom4 325k, karatsuba 336k;  (big*big entries also
 *                       serve big*small, so they lead the list)
 *   ntrup761 big*small  goodthomas 110k, good1536 148k, toom4 183k, mixed1620
 *                       193k, crt7681x10753 219k;
 *   ntrup653  big*small goodthomas 106k, good1536 147k, toom4 151k;
 *   ntrup857  big*small goodthomas 137k, good1536 (N = 1792) 172k, toom4 231k;
 *   ntrup953..1277      goodthomas (953) 142k; good1536 (N = 2560) 235k-253k; toom4
 *                       257k-443k; big*big: toom4 ~ karatsuba;
 *   ntrup761-mod3       ntt7681 123k, karatsuba 336k.
 * On ntrup761: fastest big*small 2.3x toom4 big*small (grb; goodthomas, the
 * fastest big*small-only entry, 1.66x), fastest big*big 4.2x toom4 big*big.
 *
 * Vector rows (AVX2, same host, build/mul_impl_bench, interleaved medians)
 * are preferred over every portable row (see choose): ntrup761 big*small
 * crt7681x10753/avx2 21k against grb 65k (first version). */
static const char *const preference[] = {
    "grb", "rader1530", "goodthomas", "good1536", "mixed1620", "ntt7681", "gsb",
    "ntt-plantard", "ntt-montgomery", "ntt-barrett",
    "toom4", "crt7681x10753", "schonhage-nussbaumer", "karatsuba", "schoolbook", NULL
};

#define MAX_RINGS 32
typedef _Atomic(const pqpoly_mul_entry *) slot;

/* [0: portable code only, 1: native][ring index][operand kind]: the forced
 * entry, NULL when none. */
static slot forced[2][MAX_RINGS][2];
/* [0: portable code only, 1: native][ring index][operand kind]: the measured
 * choice, NULL until first used. */
static slot measured[2][MAX_RINGS][2];

/* The instruction sets of each class. */
static uint32_t class_isa(size_t cls) { return cls ? pqpoly_cpu_isa() : PQPOLY_ISA_PORTABLE; }

static size_t ring_index(const pqpoly_ring *ring) {
    for (size_t i = 0; i < pqpoly_ring_count() && i < MAX_RINGS; i++)
        if (pqpoly_ring_at(i) == ring) return i;
    return MAX_RINGS;
}

static size_t kind_index(pqpoly_operands operands) { return operands == PQPOLY_BIG_SMALL; }

/* The first name of the list whose best runnable implementation is a
 * vector one, if any (a vector row beats every portable row: crt7681x10753
 * in AVX2 runs ~3x faster than the portable grb on ntrup761, and ntt7681 in
 * AVX2 likewise for the R/3 product); otherwise the first name that runs at
 * all.  Under pqpoly_set_impl("portable") only the second pass can match. */
static const pqpoly_mul_entry *choose(const pqpoly_ring *ring, pqpoly_operands operands,
                                      uint32_t isa) {
    for (int pass = 0; pass < 2; pass++)
        for (size_t i = 0; preference[i] != NULL; i++) {
            const pqpoly_mul_entry *e = pqpoly_mul_pick(ring->name, preference[i], operands, isa);
            if (e != NULL && (pass == 1 || e->isa != PQPOLY_ISA_PORTABLE)) return e;
        }
    return NULL;
}

const pqpoly_mul_entry *pqpoly_ring_default_mul(const pqpoly_ring *ring,
                                                pqpoly_operands operands) {
    size_t idx = ring_index(ring), k = kind_index(operands), cls;
    const pqpoly_mul_entry *e;
    slot *m;
    if (idx >= MAX_RINGS) return NULL;
    cls = pqpoly_isa_usable() != PQPOLY_ISA_PORTABLE;
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
    const pqpoly_mul_entry *e[2] = {NULL, NULL};
    if (idx >= MAX_RINGS || (operands != PQPOLY_BIG_BIG && operands != PQPOLY_BIG_SMALL))
        return PQPOLY_ERR_INVALID_ARGUMENT;
    if (name != NULL) {
        for (size_t cls = 0; cls < 2; cls++)
            e[cls] = pqpoly_mul_pick(ring->name, name, operands, class_isa(cls));
        if (e[0] == NULL && e[1] == NULL) return PQPOLY_ERR_INVALID_ARGUMENT;
    }
    for (size_t cls = 0; cls < 2; cls++)
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
            for (size_t cls = 0; cls < 2; cls++) {
                const pqpoly_mul_entry *e =
                    name != NULL ? pqpoly_mul_pick(pqpoly_ring_at(i)->name, name, kinds[k], class_isa(cls))
                                 : NULL;
                atomic_store_explicit(&forced[cls][i][kind_index(kinds[k])], e, memory_order_release);
            }
    return PQPOLY_OK;
}

void pqpoly_ring_reset_selection(void) { (void)pqpoly_force_mul_everywhere(NULL); }
