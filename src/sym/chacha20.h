/* ChaCha20 stream cipher ([Ber08]; RFC 8439), our own block functions
 * (portable, and eight blocks at once in AVX2: src/sym/chacha20_block.h),
 * chosen at run time.  Internal header.
 *
 * Two nonce/counter layouts of the same 20-round function (state words 12..15):
 *  - RFC 8439 (pqpoly_chacha20, _xor): 32-bit block counter in word 12,
 *    12-byte nonce in words 13..15.  The counter must not wrap: a request
 *    running past block 2^32 - 1 is refused (PQPOLY_ERR_INVALID_ARGUMENT).
 *  - The original 2008 layout (pqpoly_chacha20_n64, _n64_xor): 64-bit block
 *    counter in words 12..13, 8-byte nonce in words 14..15.  This is the
 *    ChaCha20 of the NewHope reference implementation (8-byte nonce, counter
 *    from 0).
 * All return 0, or PQPOLY_ERR_INVALID_ARGUMENT as above (the return type is
 * kept from the libcrypto-backed version: no other failure remains).  out
 * may equal in.  Constant time in the key and the data. */
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

/* The block function in use: "portable" or "avx2". */
const char *pqpoly_chacha20_impl(void);

#endif
