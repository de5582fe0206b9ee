/* pqpoly — Kyber round 3 (CRYSTALS-Kyber v3.02).
 *
 * The round-3 Kyber KEM (the scheme [HZZ+22] benchmarks): the same
 * polynomial code as ML-KEM, with the round-3 differences — G(d) instead of
 * G(d || k), m = H(random), K = SHAKE256(Kbar || H(c)) and no key checks.
 * keypair draws d then z (two 32-byte requests), enc 32 bytes (then hashed).
 *
 * Per set NAME in kyber512, kyber768, kyber1024:
 *   pqpoly_NAME_keypair_derand(pk, sk, coins)   coins = d || z, 64 bytes
 *   pqpoly_NAME_keypair(pk, sk)
 *   pqpoly_NAME_enc_derand(ct, ss, pk, coins)   coins = 32 bytes
 *   pqpoly_NAME_enc(ct, ss, pk)
 *   pqpoly_NAME_dec(ss, ct, sk)
 * All return 0 or a negative PQPOLY_ERR_* code (include/pqpoly/common.h);
 * PQPOLY_ERR_INVALID_ARGUMENT when a pointer is NULL (nothing is written).
 * Every buffer must hold the set's length.  Every secret intermediate, inner
 * encryption included, is wiped (pqpoly_memzero) before return.
 * The polynomial arithmetic uses the NTT of the multiplier selected for ring
 * "kyber" (ntt-plantard, ntt-montgomery or ntt-barrett; pqpoly_ring_force_mul
 * in include/pqpoly/impl.h overrides), read once per operation. */
#ifndef PQPOLY_KYBER_H
#define PQPOLY_KYBER_H

#include "common.h"

#define PQPOLY_KYBER512_PUBLICKEYBYTES 800
#define PQPOLY_KYBER512_SECRETKEYBYTES 1632
#define PQPOLY_KYBER512_CIPHERTEXTBYTES 768
#define PQPOLY_KYBER512_BYTES 32
int pqpoly_kyber512_keypair_derand(uint8_t *pk, uint8_t *sk, const uint8_t *coins);
int pqpoly_kyber512_keypair(uint8_t *pk, uint8_t *sk);
int pqpoly_kyber512_enc_derand(uint8_t *ct, uint8_t *ss, const uint8_t *pk, const uint8_t *coins);
int pqpoly_kyber512_enc(uint8_t *ct, uint8_t *ss, const uint8_t *pk);
int pqpoly_kyber512_dec(uint8_t *ss, const uint8_t *ct, const uint8_t *sk);

#define PQPOLY_KYBER768_PUBLICKEYBYTES 1184
#define PQPOLY_KYBER768_SECRETKEYBYTES 2400
#define PQPOLY_KYBER768_CIPHERTEXTBYTES 1088
#define PQPOLY_KYBER768_BYTES 32
int pqpoly_kyber768_keypair_derand(uint8_t *pk, uint8_t *sk, const uint8_t *coins);
int pqpoly_kyber768_keypair(uint8_t *pk, uint8_t *sk);
int pqpoly_kyber768_enc_derand(uint8_t *ct, uint8_t *ss, const uint8_t *pk, const uint8_t *coins);
int pqpoly_kyber768_enc(uint8_t *ct, uint8_t *ss, const uint8_t *pk);
int pqpoly_kyber768_dec(uint8_t *ss, const uint8_t *ct, const uint8_t *sk);

#define PQPOLY_KYBER1024_PUBLICKEYBYTES 1568
#define PQPOLY_KYBER1024_SECRETKEYBYTES 3168
#define PQPOLY_KYBER1024_CIPHERTEXTBYTES 1568
#define PQPOLY_KYBER1024_BYTES 32
int pqpoly_kyber1024_keypair_derand(uint8_t *pk, uint8_t *sk, const uint8_t *coins);
int pqpoly_kyber1024_keypair(uint8_t *pk, uint8_t *sk);
int pqpoly_kyber1024_enc_derand(uint8_t *ct, uint8_t *ss, const uint8_t *pk, const uint8_t *coins);
int pqpoly_kyber1024_enc(uint8_t *ct, uint8_t *ss, const uint8_t *pk);
int pqpoly_kyber1024_dec(uint8_t *ss, const uint8_t *ct, const uint8_t *sk);

#endif
