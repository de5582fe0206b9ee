/* Error strings and the version. */
#include "pqpoly/common.h"

const char *pqpoly_strerror(int code) {
    switch (code) {
    case PQPOLY_OK: return "ok";
    case PQPOLY_ERR_RANDOMNESS: return "the operating system could not supply randomness";
    case PQPOLY_ERR_INVALID_PUBLIC_KEY: return "invalid public (encapsulation) key";
    case PQPOLY_ERR_INVALID_SECRET_KEY: return "invalid secret (decapsulation) key";
    case PQPOLY_ERR_INVALID_CIPHERTEXT: return "invalid ciphertext";
    case PQPOLY_ERR_INVALID_ARGUMENT: return "invalid argument";
    case PQPOLY_ERR_LIBCRYPTO: return "OpenSSL libcrypto failed";
    default: return "unknown error";
    }
}

const char *pqpoly_version(void) { return "0.1.0"; }
