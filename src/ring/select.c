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
 * serve every ring and end every list.
 *
 * NTRU Prime rings, portable C, x86-64 (gcc 12 -O3, no -march), median rdtsc
 * cycles of 1001 runs of the whole product, ring ntrup761 (653 / 857 / 1277):
 *   big*small  goodthomas 113k (109k / 137k / -), good1536 151k (141k / -),
 *              good1792 (- / 174k), good2560 (1277: 248k), toom4 181k
 *              (149k / 231k / 443k), mixed1620 192k, crt7681x10753 295k
 *              (289k / 487k / 509k);
 *   big*big    mixed1620 192k, karatsuba 317k (238k / 383k / 703k),
 *              toom4 327k (244k / 400k / 907k);
 *   -mod3      ntt7681 152k (150k / 247k), karatsuba 317k (239k / 383k).
 * So for ntrup761 big*small goodthomas is 1.60x faster than toom4, and for
 * big*big mixed1620 is 1.70x faster than toom4.  Karatsuba precedes toom4:
 * the big*big toom4 accumulates in int64 and is slower here. */
static const char *const preference[] = {
    "goodthomas", "good1536", "good1792", "good2560", "mixed1620", "ntt7681",
    "karatsuba", "toom4", "crt7681x10753", "schoolbook", NULL
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

void pqpoly_ring_mul(const pqpoly_ring *ring, pqpoly_operands operands,
                     int16_t *c, const int16_t *a, const int16_t *b) {
    const pqpoly_mul_entry *e = pqpoly_ring_default_mul(ring, operands);
    e->mul(c, a, b, ring);
}
