/* pqpoly — the randomness source used by every KEM.
 *
 * By default randomness comes from the operating system: getrandom for
 * requests under 256 bytes, OpenSSL's RAND_bytes (a DRBG seeded from the
 * operating system and reseeded after fork) for larger ones, which it
 * serves several times faster (src/sym/randombytes.c gives the figures).  A
 * deterministic source may be substituted — this is how the NIST KAT
 * procedure and tests run — and removed again with a NULL function. */
#ifndef PQPOLY_RANDOM_H
#define PQPOLY_RANDOM_H

#include "common.h"

/* Fill buf with n random bytes. 0 on success, PQPOLY_ERR_RANDOMNESS if the
 * source failed (buf is then zeroed). */
int pqpoly_randombytes(uint8_t *buf, size_t n);

/* Replace the source (NULL restores the operating system). Not thread-safe:
 * meant for tests and KAT generation. */
typedef int (*pqpoly_random_source)(void *ctx, uint8_t *buf, size_t n);
void pqpoly_set_random_source(pqpoly_random_source fn, void *ctx);

#endif
