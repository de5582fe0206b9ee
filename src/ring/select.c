/* Choice of the multiplier a scheme uses for each ring.
 *
 * The preference lists below are ordered by measured speed on x86-64
 * (`pqpoly bench`, median cycles; see README "Multipliers"): the first entry
 * registered for the ring that accepts the requested operand kind wins.
 * PQPOLY_MUL=NAME in the environment overrides the list for every ring that
 * has an entry NAME accepting the operand kind. */
#include "pqpoly/poly.h"

#include <stdlib.h>
#include <string.h>

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
 * fastest big*small-only entry, 1.66x), fastest big*big 4.2x toom4 big*big. */
static const char *const preference[] = {
    "grb", "rader1530", "goodthomas", "good1536", "mixed1620", "ntt7681", "gsb",
    "ntt-plantard", "ntt-montgomery", "ntt-barrett",
    "toom4", "crt7681x10753", "schonhage-nussbaumer", "karatsuba", "schoolbook", NULL
};

#define MAX_RINGS 32
static const pqpoly_mul_entry *cache[MAX_RINGS][2];

static size_t ring_index(const pqpoly_ring *ring) {
    for (size_t i = 0; i < pqpoly_ring_count(); i++)
        if (pqpoly_ring_at(i) == ring) return i;
    return MAX_RINGS;
}

static const pqpoly_mul_entry *choose(const pqpoly_ring *ring, pqpoly_operands operands) {
    const char *forced = getenv("PQPOLY_MUL");
    const pqpoly_mul_entry *e;
    if (forced != NULL && forced[0] != '\0') {
        e = pqpoly_mul_find(ring->name, forced, operands);
        if (e != NULL) return e;
    }
    for (size_t i = 0; preference[i] != NULL; i++) {
        e = pqpoly_mul_find(ring->name, preference[i], operands);
        if (e != NULL) return e;
    }
    return NULL;
}

const pqpoly_mul_entry *pqpoly_ring_default_mul(const pqpoly_ring *ring,
                                                pqpoly_operands operands) {
    size_t idx = ring_index(ring);
    int k = operands == PQPOLY_BIG_SMALL;
    if (idx >= MAX_RINGS) return NULL;
    if (cache[idx][k] == NULL) cache[idx][k] = choose(ring, operands);
    return cache[idx][k];
}

void pqpoly_ring_reset_selection(void) { memset(cache, 0, sizeof cache); }
