/* SHA-512 (FIPS 180-4) of a short message through libcrypto's low-level
 * SHA512_Init/Update/Final instead of the EVP interface of sym/sha2.h.
 * Internal header.
 *
 * Why: EVP_Digest allocates and frees a digest context and its provider
 * state on every call; for the two compression blocks of a KEM's message
 * hash that overhead is about a third of the call (about 500 TSC ticks of
 * 1.5k for 192 bytes, measured interleaved on the development machine).
 * OpenSSL 3 marks the low-level functions deprecated but keeps them; a
 * libcrypto built without them (OPENSSL_NO_DEPRECATED_3_0) gets
 * pqpoly_sha512 of sym/sha2.h instead, the same bytes.
 *
 * Returns 0, or PQPOLY_ERR_LIBCRYPTO with out zeroed.  The hash state on
 * the stack is wiped. */
#ifndef PQPOLY_SYM_SHA512_DIRECT_H
#define PQPOLY_SYM_SHA512_DIRECT_H

#include <stddef.h>
#include <stdint.h>

int pqpoly_sha512_direct(uint8_t out[64], const uint8_t *in, size_t n);

#endif
