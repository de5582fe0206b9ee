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
 * NTRU Prime rings (Z_q[x]/(x^p - x - 1)), portable C, gcc 12 -O3, x86-64,
 * median rdtsc cycles of the whole product (build/ntrup_fft_bench RING 1001,
 * quiet machine; big*big / big*small):
 *   ntrup761: grb 72k / (grb accepts ternary b) 72k, rader1530 83k,
 *             goodthomas - / 113k, good1536 - / 151k, gsb 177k / 169k,
 *             mixed1620 194k, toom4 330k / 183k, crt7681x10753 - / 299k,
 *             schonhage-nussbaumer 352k / 329k, karatsuba 320k.
 *   ntrup653: goodthomas - / 109k, good1536 - / 143k, toom4 243k / 152k,
 *             karatsuba 254k, schonhage-nussbaumer 344k / 335k.
 *   ntrup857: goodthomas - / 198k, good1792 - / 323k, gsb 369k / 359k,
 *             karatsuba 406k, schonhage-nussbaumer 467k / 430k, toom4 (big*big) 770k.
 * A name that does not serve a ring or operand kind is skipped, so one list
 * orders every ring. */
static const char *const preference[] = {
    "grb", "rader1530", "goodthomas", "good1536", "good1792", "mixed1620", "gsb",
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

void pqpoly_ring_mul(const pqpoly_ring *ring, pqpoly_operands operands,
                     int16_t *c, const int16_t *a, const int16_t *b) {
    const pqpoly_mul_entry *e = pqpoly_ring_default_mul(ring, operands);
    e->mul(c, a, b, ring);
}
