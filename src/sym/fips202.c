/* The sponge construction (FIPS 202 §4) over Keccak-f[1600]: absorb, pad,
 * squeeze, with the byte position inside the current block kept in the
 * context so that calls may split input and output anywhere. */
#include "sym/fips202.h"
#include "sym/le64.h"

#include <string.h>

#include "pqpoly/common.h"

#include "sym/keccak_f1600.h"

/* FIPS 202 §6.1-6.2: the domain suffix (01 for SHA-3, 1111 for SHAKE) with
 * the first bit of pad10*1 after it, as one byte read least-significant
 * bit first. */
#define DOMAIN_SHA3 0x06
#define DOMAIN_SHAKE 0x1f

static void sponge_init(pqpoly_shake_ctx *ctx, unsigned int rate, uint8_t domain) {
    memset(ctx->s, 0, sizeof ctx->s);
    ctx->rate = rate;
    ctx->pos = 0;
    ctx->domain = domain;
    ctx->squeezing = 0;
}

void pqpoly_shake128_init(pqpoly_shake_ctx *ctx) { sponge_init(ctx, PQPOLY_SHAKE128_RATE, DOMAIN_SHAKE); }
void pqpoly_shake256_init(pqpoly_shake_ctx *ctx) { sponge_init(ctx, PQPOLY_SHAKE256_RATE, DOMAIN_SHAKE); }
void pqpoly_sha3_256_init(pqpoly_shake_ctx *ctx) { sponge_init(ctx, PQPOLY_SHA3_256_RATE, DOMAIN_SHA3); }
void pqpoly_sha3_512_init(pqpoly_shake_ctx *ctx) { sponge_init(ctx, PQPOLY_SHA3_512_RATE, DOMAIN_SHA3); }

#define load64 pqpoly_load64_le
#define store64 pqpoly_store64_le

/* State byte i (i < 200) is bits 8(i mod 8).. of lane i / 8. */
static void xor_byte(uint64_t s[25], unsigned int i, uint8_t v) {
    s[i >> 3] ^= (uint64_t)v << (8 * (i & 7));
}

static uint8_t get_byte(const uint64_t s[25], unsigned int i) {
    return (uint8_t)(s[i >> 3] >> (8 * (i & 7)));
}

void pqpoly_shake_absorb(pqpoly_shake_ctx *ctx, const uint8_t *in, size_t n) {
    const unsigned int rate = ctx->rate;
    if (ctx->squeezing) return; /* absorbing ended with finalize */
    /* Finish a block already begun. */
    while (n > 0 && ctx->pos != 0) {
        xor_byte(ctx->s, ctx->pos, *in++);
        n--;
        if (++ctx->pos == rate) {
            pqpoly_keccak_f1600(ctx->s);
            ctx->pos = 0;
        }
    }
    /* Whole blocks, a lane at a time (every rate is a multiple of 8). */
    while (n >= rate) {
        for (unsigned int i = 0; i < rate / 8; i++) ctx->s[i] ^= load64(in + 8 * i);
        pqpoly_keccak_f1600(ctx->s);
        in += rate;
        n -= rate;
    }
    /* The start of the next block: whole lanes, then bytes (pos = 0 here). */
    while (n >= 8) {
        ctx->s[ctx->pos / 8] ^= load64(in);
        ctx->pos += 8;
        in += 8;
        n -= 8;
    }
    while (n > 0) {
        xor_byte(ctx->s, ctx->pos++, *in++);
        n--;
    }
}

void pqpoly_shake_finalize(pqpoly_shake_ctx *ctx) {
    if (ctx->squeezing) return;
    /* pad10*1: the domain byte carries the first 1; the last bit of the
     * block is the final 1 (the same byte when pos = rate - 1). */
    xor_byte(ctx->s, ctx->pos, ctx->domain);
    xor_byte(ctx->s, ctx->rate - 1, 0x80);
    ctx->squeezing = 1;
    ctx->pos = ctx->rate; /* the first squeeze permutes first */
}

void pqpoly_shake_squeeze(pqpoly_shake_ctx *ctx, uint8_t *out, size_t n) {
    const unsigned int rate = ctx->rate;
    pqpoly_shake_finalize(ctx);
    while (n > 0) {
        if (ctx->pos == rate) {
            pqpoly_keccak_f1600(ctx->s);
            ctx->pos = 0;
        }
        if (ctx->pos == 0 && n >= rate) {
            for (unsigned int i = 0; i < rate / 8; i++) store64(out + 8 * i, ctx->s[i]);
            ctx->pos = rate;
            out += rate;
            n -= rate;
            continue;
        }
        while (n >= 8 && ctx->pos % 8 == 0 && ctx->pos + 8 <= rate) {
            store64(out, ctx->s[ctx->pos / 8]);
            ctx->pos += 8;
            out += 8;
            n -= 8;
        }
        while (n > 0 && ctx->pos < rate) {
            *out++ = get_byte(ctx->s, ctx->pos++);
            n--;
        }
    }
}

void pqpoly_shake128(uint8_t *out, size_t outlen, const uint8_t *in, size_t inlen) {
    pqpoly_shake_ctx ctx;
    pqpoly_shake128_init(&ctx);
    pqpoly_shake_absorb(&ctx, in, inlen);
    pqpoly_shake_squeeze(&ctx, out, outlen);
    pqpoly_memzero(&ctx, sizeof ctx); /* the state holds the (possibly secret) input */
}

void pqpoly_shake256(uint8_t *out, size_t outlen, const uint8_t *in, size_t inlen) {
    pqpoly_shake_ctx ctx;
    pqpoly_shake256_init(&ctx);
    pqpoly_shake_absorb(&ctx, in, inlen);
    pqpoly_shake_squeeze(&ctx, out, outlen);
    pqpoly_memzero(&ctx, sizeof ctx); /* the state holds the (possibly secret) input */
}

void pqpoly_sha3_256_final(pqpoly_shake_ctx *ctx, uint8_t out[32]) {
    pqpoly_shake_squeeze(ctx, out, 32);
}

void pqpoly_sha3_512_final(pqpoly_shake_ctx *ctx, uint8_t out[64]) {
    pqpoly_shake_squeeze(ctx, out, 64);
}

void pqpoly_sha3_256(uint8_t out[32], const uint8_t *in, size_t n) {
    pqpoly_shake_ctx ctx;
    pqpoly_sha3_256_init(&ctx);
    pqpoly_shake_absorb(&ctx, in, n);
    pqpoly_sha3_256_final(&ctx, out);
    pqpoly_memzero(&ctx, sizeof ctx); /* the state holds the (possibly secret) input */
}

void pqpoly_sha3_512(uint8_t out[64], const uint8_t *in, size_t n) {
    pqpoly_shake_ctx ctx;
    pqpoly_sha3_512_init(&ctx);
    pqpoly_shake_absorb(&ctx, in, n);
    pqpoly_sha3_512_final(&ctx, out);
    pqpoly_memzero(&ctx, sizeof ctx); /* the state holds the (possibly secret) input */
}
