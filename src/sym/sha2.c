/* SHA-256 / SHA-512 through libcrypto.
 *
 * SHA-512 goes through the low-level SHA512_Init/Update/Final where libcrypto
 * has them: EVP_Digest allocates and frees a digest context and its provider
 * state on every call, and for the few compression blocks of a KEM's hashes
 * that is about a third of the call (about 500 TSC ticks of 1.5k for 192
 * bytes, measured interleaved on the development machine).  OpenSSL 3 marks
 * those functions deprecated but keeps them; a libcrypto built without them
 * (OPENSSL_NO_DEPRECATED_3_0) gets the EVP path, the same bytes. */
#define OPENSSL_SUPPRESS_DEPRECATED /* SHA512_Init & co., kept by OpenSSL 3 */
#include "sym/sha2.h"

#include <string.h>

#include <openssl/evp.h>
#include <openssl/opensslconf.h>
#include <openssl/sha.h>

#include "pqpoly/common.h"
#include "sym/ossl.h"

static int digest(uint8_t *out, size_t outlen, const EVP_MD *md, const uint8_t *in, size_t n) {
    unsigned int len = 0;
    /* EVP_Digest reads nothing when n == 0, but wants a valid pointer. */
    static const uint8_t empty[1] = {0};
    if (EVP_Digest(n ? (const void *)in : (const void *)empty, n, out, &len, md, NULL) != 1 ||
        len != outlen) {
        memset(out, 0, outlen);
        return PQPOLY_ERR_LIBCRYPTO;
    }
    return 0;
}

int pqpoly_sha256(uint8_t out[32], const uint8_t *in, size_t n) {
    return digest(out, 32, pqpoly_ossl_sha256(), in, n);
}

int pqpoly_sha512_parts(uint8_t out[64], const uint8_t *const *in, const size_t *n, size_t count) {
    int ok;
#ifdef OPENSSL_NO_DEPRECATED_3_0
    EVP_MD_CTX *c = EVP_MD_CTX_new();
    ok = c != NULL && EVP_DigestInit_ex(c, pqpoly_ossl_sha512(), NULL) == 1;
    for (size_t k = 0; ok && k < count; k++)
        if (n[k] != 0) ok = EVP_DigestUpdate(c, in[k], n[k]) == 1;
    ok = ok && EVP_DigestFinal_ex(c, out, NULL) == 1;
    EVP_MD_CTX_free(c); /* clears the state before freeing it */
#else
    SHA512_CTX c;
    ok = SHA512_Init(&c) == 1;
    for (size_t k = 0; ok && k < count; k++)
        if (n[k] != 0) ok = SHA512_Update(&c, in[k], n[k]) == 1;
    ok = ok && SHA512_Final(out, &c) == 1;
    pqpoly_memzero(&c, sizeof c); /* the state holds the last block of the (secret) input */
#endif
    if (!ok) {
        memset(out, 0, 64);
        return PQPOLY_ERR_LIBCRYPTO;
    }
    return 0;
}

/* The one-part case of pqpoly_sha512_parts. */
int pqpoly_sha512(uint8_t out[64], const uint8_t *in, size_t n) { return pqpoly_sha512_parts(out, &in, &n, 1); }
