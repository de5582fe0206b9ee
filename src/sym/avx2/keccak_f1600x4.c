/* Keccak-f[1600] x4 with AVX2: the round generated from FIPS 202
 * (src/sym/keccak_f1600_round.h, the plain form: AVX2's and-not makes lane
 * complementing useless), applied to vectors of four lanes.  The compiler's vector extension gives xor/and/or/not and the
 * shifts of a rotation on 256-bit registers, one instance per 64-bit slot,
 * so all four permutations run one fixed sequence of instructions:
 * no data-dependent branch or index. */
#ifdef __AVX2__
#include "sym/avx2/keccak_f1600x4.h"

#include <string.h>

#include "sym/keccak_f1600_round.h"

typedef uint64_t v4u64 __attribute__((vector_size(32)));

#define LANES(P)                                                                    \
    P(00) P(10) P(20) P(30) P(40) P(01) P(11) P(21) P(31) P(41) P(02) P(12) P(22)  \
    P(32) P(42) P(03) P(13) P(23) P(33) P(43) P(04) P(14) P(24) P(34) P(44)

static v4u64 splat(uint64_t v) { return (v4u64){v, v, v, v}; }

void pqpoly_keccak_f1600x4_avx2(uint64_t s[100]) {
    v4u64 c0, c1, c2, c3, c4, d0, d1, d2, d3, d4, b0, b1, b2, b3, b4;
#define DECLARE(xy) v4u64 a##xy, e##xy;
    LANES(DECLARE)
#undef DECLARE
    {
        unsigned i = 0;
#define LOAD(xy) memcpy(&a##xy, s + 4 * i++, sizeof(v4u64));
        LANES(LOAD)
#undef LOAD
    }
    for (unsigned r = 0; r < PQPOLY_KECCAK_ROUNDS; r += 2) {
        PQPOLY_KECCAK_ROUND_PLAIN(a, e, splat(pqpoly_keccak_rc[r]));
        PQPOLY_KECCAK_ROUND_PLAIN(e, a, splat(pqpoly_keccak_rc[r + 1]));
    }
    {
        unsigned i = 0;
#define STORE(xy) memcpy(s + 4 * i++, &a##xy, sizeof(v4u64));
        LANES(STORE)
#undef STORE
    }
}
#else
/* Built without -mavx2: nothing here (ISO C wants a declaration). */
typedef int pqpoly_keccak_f1600x4_avx2_unavailable;
#endif
