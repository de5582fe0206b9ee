/* The NIST KAT deterministic random bit generator: AES-256 CTR_DRBG without a
 * derivation function (SP 800-90A Rev. 1 §10.2.1), exactly as the `rng.c` of
 * NIST's PQCgenKAT_kem drives it — no reseeding, no additional input, every
 * request followed by an Update with zero input.
 *
 * Seeded with the bytes 0, 1, ..., 47 its first 48 output bytes are the
 * `seed = ` line of the first record of every NIST KEM KAT file.
 * Internal header. */
#ifndef PQPOLY_SYM_DRBG_H
#define PQPOLY_SYM_DRBG_H

#include <stddef.h>
#include <stdint.h>

typedef struct {
    uint8_t key[32];
    uint8_t v[16];          /* the counter block, big-endian */
    uint64_t reseed_counter; /* kept for fidelity with SP 800-90A; never limits */
} pqpoly_drbg;

/* Instantiate from a 48-byte entropy input and an optional 48-byte
 * personalization string (NULL: none).  0, or PQPOLY_ERR_LIBCRYPTO. */
int pqpoly_drbg_init(pqpoly_drbg *ctx, const uint8_t entropy[48], const uint8_t *pers48);

/* Generate n bytes (any n).  0, or PQPOLY_ERR_LIBCRYPTO (out is zeroed). */
int pqpoly_drbg_randombytes(pqpoly_drbg *ctx, uint8_t *out, size_t n);

/* The same, in the shape of pqpoly_random_source (ctx is a pqpoly_drbg *):
 * pqpoly_set_random_source(pqpoly_drbg_source, &drbg) makes every KEM draw
 * its coins from the DRBG, which is how the KAT procedure runs. */
int pqpoly_drbg_source(void *ctx, uint8_t *out, size_t n);

#endif
