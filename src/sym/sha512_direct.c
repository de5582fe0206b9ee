/* SHA-512 through libcrypto's low-level interface: see sha512_direct.h. */
#define OPENSSL_SUPPRESS_DEPRECATED /* SHA512_Init & co., kept by OpenSSL 3 */
#include "sym/sha512_direct.h"

#include <string.h>

#include <openssl/opensslconf.h>
#include <openssl/sha.h>

#include "pqpoly/common.h"
#include "sym/sha2.h"

int pqpoly_sha512_direct(uint8_t out[64], const uint8_t *in, size_t n) {
#ifdef OPENSSL_NO_DEPRECATED_3_0
    return pqpoly_sha512(out, in, n);
#else
    SHA512_CTX c;
    static const uint8_t empty[1] = {0};
    int ok = SHA512_Init(&c) == 1 && SHA512_Update(&c, n ? (const void *)in : (const void *)empty, n) == 1 &&
             SHA512_Final(out, &c) == 1;
    pqpoly_memzero(&c, sizeof c);
    if (!ok) {
        memset(out, 0, 64);
        return PQPOLY_ERR_LIBCRYPTO;
    }
    return 0;
#endif
}
