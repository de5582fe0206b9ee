/* SHA3-256, SHA3-512, SHAKE128 and SHAKE256 (FIPS 202), portable C over
 * Keccak-f[1600].  Internal header.
 *
 * The SHAKE context absorbs input in pieces of any length and, once
 * finalized, squeezes output in pieces of any length, as often as wanted:
 * the concatenation of all squeezes equals one squeeze of the total length.
 * No dynamic memory; time depends only on the lengths, never on the data. */
#ifndef PQPOLY_SYM_FIPS202_H
#define PQPOLY_SYM_FIPS202_H

#include <stddef.h>
#include <stdint.h>

#define PQPOLY_SHAKE128_RATE 168
#define PQPOLY_SHAKE256_RATE 136
#define PQPOLY_SHA3_256_RATE 136
#define PQPOLY_SHA3_512_RATE 72

typedef struct {
    uint64_t s[25];     /* Keccak state, lane (x, y) at s[x + 5y] */
    unsigned int rate;  /* block size r/8 in bytes */
    unsigned int pos;   /* absorbing: bytes of the current block taken in;
                           squeezing: bytes of the current block given out */
    uint8_t domain;     /* the suffix bits and first padding bit (0x1f SHAKE, 0x06 SHA-3) */
    uint8_t squeezing;  /* 0 while absorbing, 1 after finalize */
} pqpoly_shake_ctx;

void pqpoly_shake128_init(pqpoly_shake_ctx *ctx);
void pqpoly_shake256_init(pqpoly_shake_ctx *ctx);
/* Absorb n more bytes.  Only before finalize: afterwards it does nothing. */
void pqpoly_shake_absorb(pqpoly_shake_ctx *ctx, const uint8_t *in, size_t n);
/* Pad (pad10*1 with the domain suffix) and switch to squeezing.  Calling it
 * again, or squeezing without it, is harmless: it acts once. */
void pqpoly_shake_finalize(pqpoly_shake_ctx *ctx);
/* The next n bytes of output. */
void pqpoly_shake_squeeze(pqpoly_shake_ctx *ctx, uint8_t *out, size_t n);

/* One-shot forms. */
void pqpoly_shake128(uint8_t *out, size_t outlen, const uint8_t *in, size_t inlen);
void pqpoly_shake256(uint8_t *out, size_t outlen, const uint8_t *in, size_t inlen);
void pqpoly_sha3_256(uint8_t out[32], const uint8_t *in, size_t n);
void pqpoly_sha3_512(uint8_t out[64], const uint8_t *in, size_t n);

/* Incremental SHA-3: init, pqpoly_shake_absorb any number of times, final. */
void pqpoly_sha3_256_init(pqpoly_shake_ctx *ctx);
void pqpoly_sha3_512_init(pqpoly_shake_ctx *ctx);
void pqpoly_sha3_256_final(pqpoly_shake_ctx *ctx, uint8_t out[32]);
void pqpoly_sha3_512_final(pqpoly_shake_ctx *ctx, uint8_t out[64]);

#endif
