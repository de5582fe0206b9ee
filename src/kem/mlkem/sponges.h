/* Many independent one-shot sponges on the four lanes of the four-way
 * Keccak permutation, each lane running a queue of them one after another,
 * so that sponges of unequal lengths (H(ek), J(z || c), G, the k^2 SampleNTT
 * streams of A-hat, PRF streams) share permutations instead of padding
 * short groups.  Without the AVX2 permutation the sponges run one at a time
 * on the scalar permutation (the portable four-way one permutes idle lanes
 * too).  Parameter-free; internal header. */
#ifndef PQPOLY_KEM_MLKEM_SPONGES_H
#define PQPOLY_KEM_MLKEM_SPONGES_H

#include <stddef.h>
#include <stdint.h>

/* One sponge: out = the first outlen bytes of Keccak[2 rate](in || suffix)
 * with rate 168 (SHAKE128), 136 (SHAKE256, SHA3-256) or 72 (SHA3-512) and
 * domain PQPOLY_DOMAIN_SHAKE or PQPOLY_DOMAIN_SHA3 (sym/fips202x4.h);
 * outlen >= 1.  keep, if not NULL, receives the state after the permutation
 * that gave the last output block (lane (x, y) at keep[x + 5y]): one more
 * pqpoly_keccak_f1600 gives the next block (SampleNTT's rare long draws). */
typedef struct {
    const uint8_t *in;
    size_t inlen;
    unsigned int rate;
    uint8_t domain;
    uint8_t *out;
    size_t outlen;
    uint64_t *keep;
} pqpoly_mlkem_sponge;

/* Runs the n sponges.  The schedule (which lane runs which sponge when)
 * depends only on the lengths and rates, never on the data: longest first,
 * each to the lane that frees first.  The lane states are wiped. */
void pqpoly_mlkem_sponges_run(const pqpoly_mlkem_sponge *sp, size_t n);

#endif
