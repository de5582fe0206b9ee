/* Shared by the libFuzzer harnesses: the entry-point prototypes (the build
 * has -Wmissing-prototypes), a deterministic randomness source so that every
 * crash reproduces from its input alone, and one fixed keypair per KEM. */
#ifndef PQPOLY_FUZZ_COMMON_H
#define PQPOLY_FUZZ_COMMON_H

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "pqpoly/pqpoly.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Checks abort through a trap: libFuzzer reports it as a crash with the input. */
#define FUZZ_ASSERT(cond) \
    do {                  \
        if (!(cond)) __builtin_trap(); \
    } while (0)

static uint64_t fuzz_rng_state;

/* splitmix64: test data only, never key material outside the harness. */
static inline int fuzz_random(void *ctx, uint8_t *buf, size_t n) {
    (void)ctx;
    for (size_t i = 0; i < n; i++) {
        uint64_t z = (fuzz_rng_state += 0x9e3779b97f4a7c15ull);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
        buf[i] = (uint8_t)((z ^ (z >> 31)) >> 24);
    }
    return 0;
}

/* Restart the stream: every call that draws randomness starts from `seed`. */
static inline void fuzz_seed_random(uint64_t seed) {
    fuzz_rng_state = seed;
    pqpoly_set_random_source(fuzz_random, NULL);
}

static inline int fuzz_all_zero(const uint8_t *p, size_t n) {
    uint8_t acc = 0;
    for (size_t i = 0; i < n; i++) acc |= p[i];
    return acc == 0;
}

/* dst[0..n) = src (what is left of it), zero-padded: inputs shorter than a
 * field still give a field of exactly the scheme's length. */
static inline void fuzz_take(uint8_t *dst, size_t n, const uint8_t **src, size_t *left) {
    size_t m = *left < n ? *left : n;
    if (m) memcpy(dst, *src, m);
    memset(dst + m, 0, n - m);
    *src += m;
    *left -= m;
}

/* One honest (pk, sk, ct, ss) per KEM, from a fixed seed, made on first use. */
typedef struct {
    uint8_t *pk, *sk, *ct, *ss;
} fuzz_honest;

static inline const fuzz_honest *fuzz_honest_for(size_t index) {
    static fuzz_honest *all;
    if (all == NULL) {
        size_t count = pqpoly_kem_count();
        all = calloc(count, sizeof *all);
        FUZZ_ASSERT(all != NULL);
        for (size_t i = 0; i < count; i++) {
            const pqpoly_kem *k = pqpoly_kem_at(i);
            fuzz_honest *h = &all[i];
            h->pk = malloc(k->publickeybytes);
            h->sk = malloc(k->secretkeybytes);
            h->ct = malloc(k->ciphertextbytes);
            h->ss = malloc(k->bytes);
            FUZZ_ASSERT(h->pk && h->sk && h->ct && h->ss);
            fuzz_seed_random(0x5eed0000u + i);
            FUZZ_ASSERT(k->keypair(h->pk, h->sk) == 0);
            FUZZ_ASSERT(k->enc(h->ct, h->ss, h->pk) == 0);
        }
    }
    return &all[index];
}

#endif
