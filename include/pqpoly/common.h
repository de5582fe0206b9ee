/* pqpoly — common definitions shared by every public header.
 *
 * Every function of the library that can fail returns 0 on success or one of
 * the negative codes below; none aborts or exits. */
#ifndef PQPOLY_COMMON_H
#define PQPOLY_COMMON_H

#include <stddef.h>
#include <stdint.h>

#define PQPOLY_OK 0
/* The operating system could not supply randomness. */
#define PQPOLY_ERR_RANDOMNESS (-1)
/* A public (encapsulation) key failed the scheme's input check
 * (e.g. FIPS 203 §7.2 modulus check). */
#define PQPOLY_ERR_INVALID_PUBLIC_KEY (-2)
/* A secret (decapsulation) key failed the scheme's input check
 * (e.g. FIPS 203 §7.3 hash check). */
#define PQPOLY_ERR_INVALID_SECRET_KEY (-3)
/* A ciphertext of the wrong form (where a scheme checks one). */
#define PQPOLY_ERR_INVALID_CIPHERTEXT (-4)
/* An argument is out of its documented domain (NULL, unknown name, ...). */
#define PQPOLY_ERR_INVALID_ARGUMENT (-5)
/* OpenSSL libcrypto failed (e.g. could not allocate a context). */
#define PQPOLY_ERR_LIBCRYPTO (-6)

/* Set the n bytes at p to zero in a way the compiler cannot remove (a plain
 * memset of a dead buffer may be optimized away).  The library wipes every
 * secret it holds on the stack with it before returning; callers may use it
 * for their own copies of secret keys and shared secrets.  p == NULL or n == 0
 * does nothing. */
void pqpoly_memzero(void *p, size_t n);

/* A short English description of an error code ("ok" for 0). */
const char *pqpoly_strerror(int code);

/* Library version string, e.g. "0.1.0". */
const char *pqpoly_version(void);

#endif
