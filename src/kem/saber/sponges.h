/* Saber's hashes, up to four at a time: independent one-shot SHA3/SHAKE
 * sponges in the four lanes of the four-way Keccak-f[1600] (src/sym/
 * fips202x4.h), so that the KEM's short hashes ride along with the long
 * SHAKE-128 stream of its matrix ([Saber-R3, §8.4]: one stream, which no
 * lane split can shorten).  Each lane's output equals the one-shot function
 * of src/sym/fips202.h.  Lanes step together only while a four-way step
 * costs less than the scalar permutations it replaces (the step_cost12 of
 * the permutation picked, sym/fips202x4.h); otherwise a lane finishes alone
 * on the scalar permutation.  Internal header.
 *
 * Usage: saber_sponges_init, then per lane start (the input must stay
 * readable and the output writable until the lane is finished), finish(j)
 * to run until lane j's output is complete (other started lanes advance
 * with it), start again on a finished lane; saber_sponges_wipe at the end. */
#ifndef PQPOLY_KEM_SABER_SPONGES_H
#define PQPOLY_KEM_SABER_SPONGES_H

#include <stddef.h>
#include <stdint.h>

#include "params.h"

#define SABER_RATE_SHAKE128 168
#define SABER_RATE_SHA3_256 136
#define SABER_RATE_SHA3_512 72
#define SABER_DOMAIN_SHA3 0x06
#define SABER_DOMAIN_SHAKE 0x1f

typedef struct {
    const uint8_t *in;
    uint8_t *out;
    size_t inlen, outlen;
    unsigned rate;
    uint8_t domain;
    uint8_t phase; /* 0 idle or done, 1 absorbing, 2 squeezing */
} saber_sponge_lane;

typedef struct {
    _Alignas(32) uint64_t s[100]; /* lane i of sponge j at s[4i + j] */
    saber_sponge_lane lane[4];
    void (*permute)(uint64_t s[100]); /* the four-way permutation picked */
    unsigned step_cost12;             /* its step in twelfths of a scalar permutation */
} saber_sponges;

#define saber_sponges_init SABER_NS(sponges_init)
void saber_sponges_init(saber_sponges *x);
/* Lane j (0..3) becomes SHA3 (domain SABER_DOMAIN_SHA3, rate 136 or 72) or
 * SHAKE (SABER_DOMAIN_SHAKE, rate 168) of in[0..inlen), outlen bytes. */
#define saber_sponges_start SABER_NS(sponges_start)
void saber_sponges_start(saber_sponges *x, unsigned j, unsigned rate, uint8_t domain,
                         const uint8_t *in, size_t inlen, uint8_t *out, size_t outlen);
#define saber_sponges_finish SABER_NS(sponges_finish)
void saber_sponges_finish(saber_sponges *x, unsigned j);
/* Wipes the states (they held secret inputs). */
#define saber_sponges_wipe SABER_NS(sponges_wipe)
void saber_sponges_wipe(saber_sponges *x);

#endif
