/* pqpoly — Saber (round 3): LightSaber, Saber, FireSaber.
 *
 * Saber.KEM of the round-3 specification [Saber-R3]: key generation,
 * encapsulation, decapsulation with the re-encryption check in constant time
 * and implicit rejection (a ciphertext that fails the check gives
 * SHA3-256(z || SHA3-256(ct)), z the secret random value of the secret key).
 * Randomness matches the reference code and the NIST KAT files: keypair draws
 * seed_A, seed_s and z with three 32-byte requests, enc draws one 32-byte
 * value (hashed before use).
 *
 * Per set NAME in lightsaber, saber, firesaber:
 *   pqpoly_NAME_keypair_derand(pk, sk, coins)   coins = seed_A || seed_s || z, 96 bytes
 *   pqpoly_NAME_keypair(pk, sk)
 *   pqpoly_NAME_enc_derand(ct, ss, pk, coins)   coins = 32 bytes (the raw random value)
 *   pqpoly_NAME_enc(ct, ss, pk)
 *   pqpoly_NAME_dec(ss, ct, sk)
 * All return 0 or a negative PQPOLY_ERR_* code (include/pqpoly/common.h):
 * PQPOLY_ERR_INVALID_ARGUMENT when a pointer is NULL (nothing is written),
 * PQPOLY_ERR_RANDOMNESS when the random source fails.  Any key or ciphertext
 * of the right length is accepted.  Every secret intermediate is wiped
 * (pqpoly_memzero) before return.  The products go through the multiplier
 * selected for ring "saber" (pqpoly_ring_force_mul in include/pqpoly/impl.h
 * overrides), read once per operation; when it has accumulation stages the
 * matrix-vector and inner products are recombined once per output
 * polynomial ([PC20, §3.4]). */
#ifndef PQPOLY_SABER_H
#define PQPOLY_SABER_H

#include "common.h"

#define PQPOLY_LIGHTSABER_PUBLICKEYBYTES 672
#define PQPOLY_LIGHTSABER_SECRETKEYBYTES 1568
#define PQPOLY_LIGHTSABER_CIPHERTEXTBYTES 736
#define PQPOLY_LIGHTSABER_BYTES 32
int pqpoly_lightsaber_keypair_derand(uint8_t *pk, uint8_t *sk, const uint8_t *coins);
int pqpoly_lightsaber_keypair(uint8_t *pk, uint8_t *sk);
int pqpoly_lightsaber_enc_derand(uint8_t *ct, uint8_t *ss, const uint8_t *pk, const uint8_t *coins);
int pqpoly_lightsaber_enc(uint8_t *ct, uint8_t *ss, const uint8_t *pk);
int pqpoly_lightsaber_dec(uint8_t *ss, const uint8_t *ct, const uint8_t *sk);

#define PQPOLY_SABER_PUBLICKEYBYTES 992
#define PQPOLY_SABER_SECRETKEYBYTES 2304
#define PQPOLY_SABER_CIPHERTEXTBYTES 1088
#define PQPOLY_SABER_BYTES 32
int pqpoly_saber_keypair_derand(uint8_t *pk, uint8_t *sk, const uint8_t *coins);
int pqpoly_saber_keypair(uint8_t *pk, uint8_t *sk);
int pqpoly_saber_enc_derand(uint8_t *ct, uint8_t *ss, const uint8_t *pk, const uint8_t *coins);
int pqpoly_saber_enc(uint8_t *ct, uint8_t *ss, const uint8_t *pk);
int pqpoly_saber_dec(uint8_t *ss, const uint8_t *ct, const uint8_t *sk);

#define PQPOLY_FIRESABER_PUBLICKEYBYTES 1312
#define PQPOLY_FIRESABER_SECRETKEYBYTES 3040
#define PQPOLY_FIRESABER_CIPHERTEXTBYTES 1472
#define PQPOLY_FIRESABER_BYTES 32
int pqpoly_firesaber_keypair_derand(uint8_t *pk, uint8_t *sk, const uint8_t *coins);
int pqpoly_firesaber_keypair(uint8_t *pk, uint8_t *sk);
int pqpoly_firesaber_enc_derand(uint8_t *ct, uint8_t *ss, const uint8_t *pk, const uint8_t *coins);
int pqpoly_firesaber_enc(uint8_t *ct, uint8_t *ss, const uint8_t *pk);
int pqpoly_firesaber_dec(uint8_t *ss, const uint8_t *ct, const uint8_t *sk);

#endif
