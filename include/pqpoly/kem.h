/* pqpoly — key-encapsulation mechanisms.
 *
 * For every registered scheme NAME (e.g. sntrup761, mlkem768) the library
 * exports NIST-style functions
 *   int pqpoly_NAME_keypair(uint8_t *pk, uint8_t *sk);
 *   int pqpoly_NAME_enc(uint8_t *ct, uint8_t *ss, const uint8_t *pk);
 *   int pqpoly_NAME_dec(uint8_t *ss, const uint8_t *ct, const uint8_t *sk);
 * declared in include/pqpoly/<family>.h with the size macros
 * PQPOLY_NAME_PUBLICKEYBYTES, _SECRETKEYBYTES, _CIPHERTEXTBYTES, _BYTES.
 * They return 0 or a negative PQPOLY_ERR_* code.
 *
 * The descriptor table below gives the same functions by name, for tools and
 * bindings. */
#ifndef PQPOLY_KEM_H
#define PQPOLY_KEM_H

#include "common.h"

typedef struct pqpoly_kem {
    const char *name;           /* e.g. "sntrup761" — stable, public */
    const char *family;         /* e.g. "sntrup", "mlkem" */
    size_t publickeybytes;
    size_t secretkeybytes;
    size_t ciphertextbytes;
    size_t bytes;               /* shared-secret length */
    int (*keypair)(uint8_t *pk, uint8_t *sk);
    int (*enc)(uint8_t *ct, uint8_t *ss, const uint8_t *pk);
    int (*dec)(uint8_t *ss, const uint8_t *ct, const uint8_t *sk);
    const char *ring;           /* name of the ring whose multiplier it uses, or NULL */
    const char *kat_name;       /* header of the NIST .rsp file, e.g. "sntrup761" */
} pqpoly_kem;

size_t pqpoly_kem_count(void);
const pqpoly_kem *pqpoly_kem_at(size_t i);
const pqpoly_kem *pqpoly_kem_get(const char *name); /* NULL if unknown */

#endif
