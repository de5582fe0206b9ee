/* AES-256 CTR_DRBG without derivation function (SP 800-90A §10.2.1), as in
 * NIST's PQCgenKAT_kem rng.c.
 *
 * The generator increments V (a 128-bit big-endian counter) before each block
 * it encrypts.  The counter blocks V+1, V+2, ... are written out here
 * (branch-free carries) and encrypted with one ECB call, rather than handed to
 * libcrypto's CTR mode, whose carry handling branches on the counter value:
 * V is secret, so no branch may depend on it. */
#include "sym/drbg.h"

#include <string.h>

#include "pqpoly/common.h"
#include "sym/aes.h"

/* v += k modulo 2^128, big-endian. */
static void add_be128(uint8_t v[16], uint64_t k) {
    uint64_t carry = k;
    for (int i = 15; i >= 0; i--) {
        uint64_t s = (uint64_t)v[i] + (carry & 0xff);
        v[i] = (uint8_t)s;
        carry = (carry >> 8) + (s >> 8);
    }
}

/* blocks[i] = V + 1 + i for i < k, then V += k. */
static void counter_blocks(uint8_t *blocks, uint8_t v[16], size_t k) {
    for (size_t i = 0; i < k; i++) {
        add_be128(v, 1);
        memcpy(blocks + 16 * i, v, 16);
    }
}

/* CTR_DRBG_Update (§10.2.1.2) with 48 bytes of provided data (NULL = zeros). */
static int update(pqpoly_drbg *ctx, const uint8_t *provided) {
    uint8_t temp[48];
    counter_blocks(temp, ctx->v, 3);
    int rc = pqpoly_aes256_ecb(temp, temp, 3, ctx->key);
    if (rc != 0) return rc;
    if (provided != NULL)
        for (size_t i = 0; i < 48; i++) temp[i] ^= provided[i];
    memcpy(ctx->key, temp, 32);
    memcpy(ctx->v, temp + 32, 16);
    memset(temp, 0, sizeof temp);
    return 0;
}

int pqpoly_drbg_init(pqpoly_drbg *ctx, const uint8_t entropy[48], const uint8_t *pers48) {
    uint8_t seed[48];
    memcpy(seed, entropy, 48);
    if (pers48 != NULL)
        for (size_t i = 0; i < 48; i++) seed[i] ^= pers48[i];
    memset(ctx->key, 0, sizeof ctx->key);
    memset(ctx->v, 0, sizeof ctx->v);
    int rc = update(ctx, seed);
    memset(seed, 0, sizeof seed);
    ctx->reseed_counter = 1;
    return rc;
}

int pqpoly_drbg_randombytes(pqpoly_drbg *ctx, uint8_t *out, size_t n) {
    /* Whole blocks are encrypted in place in out; a final partial block
     * goes through a 16-byte buffer. */
    size_t full = n / 16, tail = n % 16;
    int rc = 0;
    if (full > 0) {
        counter_blocks(out, ctx->v, full);
        rc = pqpoly_aes256_ecb(out, out, full, ctx->key);
    }
    if (rc == 0 && tail > 0) {
        uint8_t block[16];
        counter_blocks(block, ctx->v, 1);
        rc = pqpoly_aes256_ecb(block, block, 1, ctx->key);
        memcpy(out + 16 * full, block, tail);
        memset(block, 0, sizeof block);
    }
    if (rc == 0) rc = update(ctx, NULL);
    if (rc != 0) {
        memset(out, 0, n);
        return rc;
    }
    ctx->reseed_counter++;
    return 0;
}

int pqpoly_drbg_source(void *ctx, uint8_t *out, size_t n) {
    return pqpoly_drbg_randombytes((pqpoly_drbg *)ctx, out, n);
}
