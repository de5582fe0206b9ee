/* SHA-256 / SHA-512 through libcrypto's EVP digest interface. */
#include "sym/sha2.h"

#include <string.h>

#include <openssl/evp.h>

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

int pqpoly_sha512(uint8_t out[64], const uint8_t *in, size_t n) {
    return digest(out, 64, pqpoly_ossl_sha512(), in, n);
}
