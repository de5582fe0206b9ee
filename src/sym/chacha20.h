/* ChaCha20 stream cipher, computed by OpenSSL libcrypto behind our own
 * functions.  Internal header.
 *
 * Two nonce/counter layouts of the same 20-round function (state words 12..15):
 *  - RFC 8439 (pqpoly_chacha20, _xor): 32-bit block counter in word 12,
 *    12-byte nonce in words 13..15.  The counter must not wrap: a request
 *    running past block 2^32 - 1 is refused (PQPOLY_ERR_INVALID_ARGUMENT).
 *  - The original 2008 layout (pqpoly_chacha20_n64, _n64_xor): 64-bit block
 *    counter in words 12..13, 8-byte nonce in words 14..15.  This is the
 *    ChaCha20 of the NewHope reference implementation (8-byte nonce, counter
 *    from 0).
 * All return 0, PQPOLY_ERR_INVALID_ARGUMENT as above, or PQPOLY_ERR_LIBCRYPTO
 * (output zeroed).  out may equal in. */
#ifndef PQPOLY_SYM_CHACHA20_H
#define PQPOLY_SYM_CHACHA20_H

#include <stddef.h>
#include <stdint.h>

/* n bytes of keystream starting at block `counter`. */
int pqpoly_chacha20(uint8_t *out, size_t n, const uint8_t key[32], const uint8_t nonce[12],
                    uint32_t counter);
/* out = in xor keystream. */
int pqpoly_chacha20_xor(uint8_t *out, const uint8_t *in, size_t n, const uint8_t key[32],
                        const uint8_t nonce[12], uint32_t counter);

int pqpoly_chacha20_n64(uint8_t *out, size_t n, const uint8_t key[32], const uint8_t nonce[8],
                        uint64_t counter);
int pqpoly_chacha20_n64_xor(uint8_t *out, const uint8_t *in, size_t n, const uint8_t key[32],
                            const uint8_t nonce[8], uint64_t counter);

#endif
