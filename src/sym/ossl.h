/* libcrypto algorithm objects, fetched once per process.  Internal to
 * src/sym (the only place that includes OpenSSL headers).
 *
 * OpenSSL 3 looks an algorithm up in its provider tables on every use of
 * EVP_sha512() and friends; fetching once and reusing the result halves the
 * cost of a short hash or keystream (measured: SHA-512 of 32 bytes 2070 ->
 * 1160 cycles, 64 bytes of AES-256-CTR 2150 -> 930).  Each function returns
 * the fetched object, or the built-in default if the fetch failed. */
#ifndef PQPOLY_SYM_OSSL_H
#define PQPOLY_SYM_OSSL_H

#include <openssl/evp.h>

const EVP_MD *pqpoly_ossl_sha256(void);
const EVP_MD *pqpoly_ossl_sha512(void);
const EVP_CIPHER *pqpoly_ossl_aes256_ecb(void);
const EVP_CIPHER *pqpoly_ossl_aes256_ctr(void);
const EVP_CIPHER *pqpoly_ossl_aes256_gcm(void);
const EVP_CIPHER *pqpoly_ossl_chacha20(void);

#endif
