/* AES-256 (FIPS 197) in ECB and CTR mode (SP 800-38A) and GMAC
 * ([SP800-38D]), computed by OpenSSL
 * libcrypto behind our own functions.  Internal header.
 *
 * Both return 0, or PQPOLY_ERR_LIBCRYPTO if libcrypto fails (the output
 * is then zeroed).  Key material never leaves the caller's buffers except into
 * libcrypto's cipher context, which is wiped when freed. */
#ifndef PQPOLY_SYM_AES_H
#define PQPOLY_SYM_AES_H

#include <stddef.h>
#include <stdint.h>

/* out[16*i..] = AES-256_key(in[16*i..]) for i < nblocks.  out may equal in. */
int pqpoly_aes256_ecb(uint8_t *out, const uint8_t *in, size_t nblocks, const uint8_t key[32]);

/* outlen bytes of AES-256 CTR keystream: AES_key(iv), AES_key(iv + 1), ...,
 * the counter being the whole 16-byte block read as a big-endian integer
 * (wrapping modulo 2^128), as SP 800-38A §B.1 describes.  The key may be
 * secret; the counter block may not: libcrypto branches on its carries. */
int pqpoly_aes256_ctr(uint8_t *out, size_t outlen, const uint8_t iv[16], const uint8_t key[32]);

/* tag = GMAC-AES-256_key(iv, aad): the tag of GCM-AE ([SP800-38D, §7.1])
 * with the 96-bit iv, additional data aad[0..len) and an empty plaintext,
 * E_key(J0) xor GHASH_H(aad || 0-pad || [8 len]_64 || [0]_64), H = E_key(0),
 * J0 = iv || 0^31 || 1.  Constant time as far as libcrypto's GHASH is (its
 * carry-less-multiply code on x86-64 and ARMv8; its generic code indexes
 * tables by H-dependent values). */
int pqpoly_aes256_gmac(uint8_t tag[16], const uint8_t *aad, size_t len, const uint8_t iv[12], const uint8_t key[32]);

#endif
