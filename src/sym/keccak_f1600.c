/* Keccak-f[1600], portable C.
 *
 * The lanes live in 25 local variables and each round is written out in full
 * (generated from the FIPS 202 definitions into keccak_f1600_round.h); two
 * rounds per loop step alternate between the lane sets a and e, so no copy
 * is needed between rounds.  Inside the loop six lanes are kept inverted
 * ("lane complementing"), which removes most of chi's not operations
 * (8 instead of 25 per round) on CPUs without an and-not instruction. */
#include "sym/keccak_f1600.h"

#include "sym/keccak_f1600_round.h"

#define LANES(P)                                                                    \
    P(00) P(10) P(20) P(30) P(40) P(01) P(11) P(21) P(31) P(41) P(02) P(12) P(22)  \
    P(32) P(42) P(03) P(13) P(23) P(33) P(43) P(04) P(14) P(24) P(34) P(44)

void pqpoly_keccak_f1600(uint64_t s[25]) {
    uint64_t c0, c1, c2, c3, c4, d0, d1, d2, d3, d4, b0, b1, b2, b3, b4;
#define DECLARE(xy) uint64_t a##xy, e##xy;
    LANES(DECLARE)
#undef DECLARE
    /* Lane (x, y) is s[x + 5y]; LANES lists them in that order. */
    {
        unsigned i = 0;
#define LOAD(xy) a##xy = s[i++];
        LANES(LOAD)
#undef LOAD
    }
    PQPOLY_KECCAK_COMPLEMENT(a);
    for (unsigned r = 0; r < PQPOLY_KECCAK_ROUNDS; r += 2) {
        PQPOLY_KECCAK_ROUND(a, e, pqpoly_keccak_rc[r]);
        PQPOLY_KECCAK_ROUND(e, a, pqpoly_keccak_rc[r + 1]);
    }
    PQPOLY_KECCAK_COMPLEMENT(a);
    {
        unsigned i = 0;
#define STORE(xy) s[i++] = a##xy;
        LANES(STORE)
#undef STORE
    }
}
