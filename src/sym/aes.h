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

/* Two compositions of AES-256 (NTTRU's sampling stream [LS19] and its
 * implicit-rejection key, src/kem/nttru/reject.h), each computed by the best
 * implementation the library may use (PQPOLY_SYM_AES_IMPLS of
 * src/sym/backend_list.h, chosen by pqpoly_pick): libcrypto through the
 * functions above, or AES-NI with PCLMULQDQ (src/sym/avx2/aes.c).  The same
 * bytes either way; 0, or a negative PQPOLY_ERR_* code with out zeroed.
 *
 * ctr0: out = n bytes of AES-256-CTR keystream from the counter block 0
 * (SP 800-38A; n < 2^36, so only the low 32 bits of the counter move); key
 * may lie inside out.  Constant time (the counter is public). */
int pqpoly_aes256_ctr0(uint8_t *out, size_t n, const uint8_t key[32]);
/* gmac_expand: T = GMAC-AES-256_K1(IV = 0^96, A = msg[0..len)) ([SP800-38D,
 * §7.1], empty plaintext), then out = AES-256_K2(T) || AES-256_K2(T xor 1),
 * K1 = key[0..32), K2 = key[32..64), T xor 1 flipping the low bit of T's
 * last byte.  Constant time in the key and msg (len is public). */
int pqpoly_aes256_gmac_expand(uint8_t out[32], const uint8_t key[64], const uint8_t *msg, size_t len);

/* The implementations (backend_list.h): libcrypto (aes.c), and AES-NI
 * (src/sym/avx2/aes.c, compiled for x86-aesni; run only where pqpoly_pick
 * admits AVX2 and AES-NI with PCLMULQDQ).  gmac_expand_aesni hashes two
 * blocks per multiply where the CPU has VPCLMULQDQ (no set of the manifest:
 * probed there), else one with gmac_expand_pclmul, which the tests also call. */
int pqpoly_aes256_ctr0_portable(uint8_t *out, size_t n, const uint8_t key[32]);
int pqpoly_aes256_gmac_expand_portable(uint8_t out[32], const uint8_t key[64], const uint8_t *msg, size_t len);
int pqpoly_aes256_ctr0_aesni(uint8_t *out, size_t n, const uint8_t key[32]);
int pqpoly_aes256_gmac_expand_aesni(uint8_t out[32], const uint8_t key[64], const uint8_t *msg, size_t len);
int pqpoly_aes256_gmac_expand_pclmul(uint8_t out[32], const uint8_t key[64], const uint8_t *msg, size_t len);
/* The implementation the two functions above run now ("portable", "aesni"). */
const char *pqpoly_aes256_impl(void);

#endif
