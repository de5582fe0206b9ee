/* SHAKE128 / SHAKE256 on four inputs at once (e.g. four entries of an
 * ML-KEM matrix, or four noise polynomials), with AVX2 where the CPU has it
 * and four scalar permutations otherwise; the output is the same either way
 * and equals four separate pqpoly_shake128/256 calls.  Internal header.
 *
 * Usage: one absorb_once (the four inputs have one common length), then any
 * number of squeezeblocks, each giving whole blocks (rate bytes) per output.
 * pqpoly_set_impl("portable") (include/pqpoly/impl.h) forces the scalar path. */
#ifndef PQPOLY_SYM_FIPS202X4_H
#define PQPOLY_SYM_FIPS202X4_H

#include <stddef.h>
#include <stdint.h>

typedef struct {
    uint64_t s[100];   /* lane i of instance j at s[4i + j] */
    unsigned int rate; /* bytes per block */
} pqpoly_shakex4_ctx;

/* Initialize, absorb in0..in3 (inlen bytes each) and pad: SHAKE128 / SHAKE256. */
void pqpoly_shake128x4_absorb_once(pqpoly_shakex4_ctx *ctx, const uint8_t *in0, const uint8_t *in1,
                                   const uint8_t *in2, const uint8_t *in3, size_t inlen);
void pqpoly_shake256x4_absorb_once(pqpoly_shakex4_ctx *ctx, const uint8_t *in0, const uint8_t *in1,
                                   const uint8_t *in2, const uint8_t *in3, size_t inlen);

/* The next nblocks * ctx->rate bytes of each of the four outputs. */
void pqpoly_shakex4_squeezeblocks(pqpoly_shakex4_ctx *ctx, uint8_t *out0, uint8_t *out1,
                                  uint8_t *out2, uint8_t *out3, size_t nblocks);

/* Up to four independent one-shot sponges run together, each with its own
 * rate, input (lengths may differ) and domain byte (PQPOLY_DOMAIN_SHA3 for
 * SHA3-256 (rate 136) / SHA3-512 (72), PQPOLY_DOMAIN_SHAKE for SHAKE128
 * (168) / SHAKE256 (136)), each squeezing outlen[j] <= rate[j] bytes: the
 * same output as the one-shot functions, for the permutations of the
 * longest (e.g. H(ek), J(z || c) and G(m || h) of ML-KEM's Decaps).  A lane
 * with in[j] == NULL is skipped.  The state is wiped. */
#define PQPOLY_DOMAIN_SHA3 0x06
#define PQPOLY_DOMAIN_SHAKE 0x1f
void pqpoly_spongex4_oneshot(const unsigned int rate[4], uint8_t *const out[4],
                             const size_t outlen[4], const uint8_t *const in[4],
                             const size_t inlen[4], const uint8_t domain[4]);

/* The four-way permutation the functions above use now, on the interleaved
 * state of pqpoly_shakex4_ctx.s (for sponges scheduled by the caller). */
void pqpoly_keccakx4_permute(uint64_t s[100]);

/* 1 if the AVX2 permutation is in use (now), 0 for the scalar one. */
int pqpoly_shakex4_uses_avx2(void);

/* The implementations of the four-way permutation compiled in, portable
 * first, whether or not the CPU runs them (tests compare each with the
 * portable one): the dispatcher picks among them with pqpoly_pick
 * (src/common/pick.h).  permute works on the interleaved state of
 * pqpoly_shakex4_ctx.s. */
typedef struct {
    uint32_t isa;     /* PQPOLY_ISA_* bits it needs */
    const char *impl; /* "portable", "avx2" */
    void (*permute)(uint64_t s[100]);
    /* The cost of one four-way step in twelfths of a one-at-a-time
     * permutation (measured; for schedulers that choose between them). */
    unsigned step_cost12;
} pqpoly_keccakx4_impl;
size_t pqpoly_keccakx4_impl_count(void);
/* step_cost12 of the permutation in use now. */
unsigned pqpoly_keccakx4_step_cost12(void);
const pqpoly_keccakx4_impl *pqpoly_keccakx4_impl_at(size_t i);

#endif
