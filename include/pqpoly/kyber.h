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
 * in include/pqpoly/impl.h overrides), read once per operation.
 *
 * Repeated decapsulation with one key, the expanded form:
 *   pqpoly_NAME_dec_expand(xk, sk)          parse dk once into *xk: s-hat and
 *                                           t-hat decoded, A-hat sampled from
 *                                           rho, h and z
 *   pqpoly_NAME_dec_expanded(ss, ct, xk)    Decaps with *xk
 *   For every ct, dec_expanded gives the ss (and return code) of
 *   pqpoly_NAME_dec(ss, ct, sk), without re-hashing ek, re-decoding dk or
 *   re-sampling A-hat.  pqpoly_NAME_expanded_key is opaque,
 *   PQPOLY_NAME_EXPANDEDKEYBYTES bytes and 32-byte aligned; it holds the
 *   secret key (wipe it with pqpoly_memzero when done) and stays valid
 *   whatever NTT the ring selects later. */
#ifndef PQPOLY_KYBER_H
#define PQPOLY_KYBER_H

#include "common.h"

/* 32-byte alignment of the expanded keys (C11, or C++11 alignas). */
#ifndef PQPOLY_ALIGN32
#ifdef __cplusplus
#define PQPOLY_ALIGN32 alignas(32)
#else
#define PQPOLY_ALIGN32 _Alignas(32)
#endif
#endif

#define PQPOLY_KYBER512_PUBLICKEYBYTES 800
#define PQPOLY_KYBER512_SECRETKEYBYTES 1632
#define PQPOLY_KYBER512_CIPHERTEXTBYTES 768
#define PQPOLY_KYBER512_BYTES 32
int pqpoly_kyber512_keypair_derand(uint8_t *pk, uint8_t *sk, const uint8_t *coins);
int pqpoly_kyber512_keypair(uint8_t *pk, uint8_t *sk);
int pqpoly_kyber512_enc_derand(uint8_t *ct, uint8_t *ss, const uint8_t *pk, const uint8_t *coins);
int pqpoly_kyber512_enc(uint8_t *ct, uint8_t *ss, const uint8_t *pk);
int pqpoly_kyber512_dec(uint8_t *ss, const uint8_t *ct, const uint8_t *sk);
#define PQPOLY_KYBER512_EXPANDEDKEYBYTES 4160
typedef struct {
    PQPOLY_ALIGN32 uint8_t opaque[PQPOLY_KYBER512_EXPANDEDKEYBYTES];
} pqpoly_kyber512_expanded_key;
int pqpoly_kyber512_dec_expand(pqpoly_kyber512_expanded_key *xk, const uint8_t *sk);
int pqpoly_kyber512_dec_expanded(uint8_t *ss, const uint8_t *ct, const pqpoly_kyber512_expanded_key *xk);

#define PQPOLY_KYBER768_PUBLICKEYBYTES 1184
#define PQPOLY_KYBER768_SECRETKEYBYTES 2400
#define PQPOLY_KYBER768_CIPHERTEXTBYTES 1088
#define PQPOLY_KYBER768_BYTES 32
int pqpoly_kyber768_keypair_derand(uint8_t *pk, uint8_t *sk, const uint8_t *coins);
int pqpoly_kyber768_keypair(uint8_t *pk, uint8_t *sk);
int pqpoly_kyber768_enc_derand(uint8_t *ct, uint8_t *ss, const uint8_t *pk, const uint8_t *coins);
int pqpoly_kyber768_enc(uint8_t *ct, uint8_t *ss, const uint8_t *pk);
int pqpoly_kyber768_dec(uint8_t *ss, const uint8_t *ct, const uint8_t *sk);
#define PQPOLY_KYBER768_EXPANDEDKEYBYTES 7744
typedef struct {
    PQPOLY_ALIGN32 uint8_t opaque[PQPOLY_KYBER768_EXPANDEDKEYBYTES];
} pqpoly_kyber768_expanded_key;
int pqpoly_kyber768_dec_expand(pqpoly_kyber768_expanded_key *xk, const uint8_t *sk);
int pqpoly_kyber768_dec_expanded(uint8_t *ss, const uint8_t *ct, const pqpoly_kyber768_expanded_key *xk);

#define PQPOLY_KYBER1024_PUBLICKEYBYTES 1568
#define PQPOLY_KYBER1024_SECRETKEYBYTES 3168
#define PQPOLY_KYBER1024_CIPHERTEXTBYTES 1568
#define PQPOLY_KYBER1024_BYTES 32
int pqpoly_kyber1024_keypair_derand(uint8_t *pk, uint8_t *sk, const uint8_t *coins);
int pqpoly_kyber1024_keypair(uint8_t *pk, uint8_t *sk);
int pqpoly_kyber1024_enc_derand(uint8_t *ct, uint8_t *ss, const uint8_t *pk, const uint8_t *coins);
int pqpoly_kyber1024_enc(uint8_t *ct, uint8_t *ss, const uint8_t *pk);
int pqpoly_kyber1024_dec(uint8_t *ss, const uint8_t *ct, const uint8_t *sk);
#define PQPOLY_KYBER1024_EXPANDEDKEYBYTES 12352
typedef struct {
    PQPOLY_ALIGN32 uint8_t opaque[PQPOLY_KYBER1024_EXPANDEDKEYBYTES];
} pqpoly_kyber1024_expanded_key;
int pqpoly_kyber1024_dec_expand(pqpoly_kyber1024_expanded_key *xk, const uint8_t *sk);
int pqpoly_kyber1024_dec_expanded(uint8_t *ss, const uint8_t *ct, const pqpoly_kyber1024_expanded_key *xk);

#endif
