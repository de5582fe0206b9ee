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
/* SHA-512 of the concatenation in[0] || ... || in[count-1] (n[k] bytes each;
 * in[k] may be NULL when n[k] is 0), hashed part by part without assembling
 * it: NTRU Prime's hashes are a prefix byte and one or two buffers. */
int pqpoly_sha512_parts(uint8_t out[64], const uint8_t *const *in, const size_t *n, size_t count);

#endif
