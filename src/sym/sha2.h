/* SHA-256 and SHA-512 (FIPS 180-4), computed by OpenSSL libcrypto.
 *
 * The rest of the library calls these functions and never includes an
 * OpenSSL header.  Both return 0, or PQPOLY_ERR_LIBCRYPTO if libcrypto
 * reports a failure (out is then zeroed).  Internal header. */
#ifndef PQPOLY_SYM_SHA2_H
#define PQPOLY_SYM_SHA2_H

#include <stddef.h>
#include <stdint.h>

int pqpoly_sha256(uint8_t out[32], const uint8_t *in, size_t n);
int pqpoly_sha512(uint8_t out[64], const uint8_t *in, size_t n);

#endif
