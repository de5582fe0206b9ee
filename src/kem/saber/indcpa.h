/* Saber.PKE [Saber-R3, §8.4]: key generation from seed_A and seed_s,
 * encryption of a 32-byte message with the 32-byte seed of s', decryption.
 * Internal header. */
#ifndef PQPOLY_KEM_SABER_INDCPA_H
#define PQPOLY_KEM_SABER_INDCPA_H

#include <stdint.h>

#include "params.h"
#include "ring/saber/backend.h"

/* B is the operation's backend (kem.c picks it once per operation).
 * The hashes are the caller's (kem.c runs them side by side, sponges.h):
 *   seed     SHAKE128(seed_A) (32 bytes), placed in the public key;
 *   abytes   SHAKE128(seed) of SABER_MATRIXBYTES: GenMatrix's stream;
 *   sbytes   SHAKE128(seed_s or the seed of s') of SABER_SECRETCOINBYTES:
 *            GenSecret's stream (secret). */
#define saber_indcpa_keypair SABER_NS(indcpa_keypair)
void saber_indcpa_keypair(const pqpoly_saber_backend *B, uint8_t pk[SABER_INDCPA_PUBLICKEYBYTES],
                          uint8_t sk[SABER_INDCPA_SECRETKEYBYTES],
                          const uint8_t seed[SABER_SEEDBYTES],
                          const uint8_t abytes[SABER_MATRIXBYTES],
                          const uint8_t sbytes[SABER_SECRETCOINBYTES]);
/* abytes from the seed in pk[SABER_POLYVECCOMPRESSEDBYTES..]. */
#define saber_indcpa_enc SABER_NS(indcpa_enc)
void saber_indcpa_enc(const pqpoly_saber_backend *B, uint8_t ct[SABER_CIPHERTEXTBYTES],
                      const uint8_t m[SABER_KEYBYTES],
                      const uint8_t abytes[SABER_MATRIXBYTES],
                      const uint8_t sbytes[SABER_SECRETCOINBYTES],
                      const uint8_t pk[SABER_INDCPA_PUBLICKEYBYTES]);
#define saber_indcpa_dec SABER_NS(indcpa_dec)
void saber_indcpa_dec(const pqpoly_saber_backend *B, uint8_t m[SABER_KEYBYTES],
                      const uint8_t sk[SABER_INDCPA_SECRETKEYBYTES],
                      const uint8_t ct[SABER_CIPHERTEXTBYTES]);

#endif
