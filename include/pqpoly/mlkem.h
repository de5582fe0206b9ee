/* pqpoly — ML-KEM (FIPS 203).
 *
 * ML-KEM-512/768/1024 exactly per FIPS 203 (August 2024): KeyGen, Encaps,
 * Decaps and their internal (derandomized) forms.  Input checking (§7):
 *   _enc/_enc_derand return PQPOLY_ERR_INVALID_PUBLIC_KEY (-2) if the
 *     encapsulation key fails the modulus check (a 12-bit value >= q);
 *   _dec returns PQPOLY_ERR_INVALID_SECRET_KEY (-3) if the decapsulation
 *     key fails the hash check (H(ek) differs from the stored h).
 * In both cases ss is zeroed.  A tampered ciphertext is not an error: _dec
 * returns 0 and ss = J(z || c) (implicit rejection).  The randomized forms
 * draw d || z with one 64-byte request and m with one 32-byte request.
 *
 * Per set NAME in mlkem512, mlkem768, mlkem1024:
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
 *   The expand step runs the §7.3 hash check once: when H(ek) differs from
 *   the stored h it returns PQPOLY_ERR_INVALID_SECRET_KEY and zeroes xk.
 *   For every ct, dec_expanded gives the ss (and return code) of
 *   pqpoly_NAME_dec(ss, ct, sk), without re-hashing ek, re-decoding dk or
 *   re-sampling A-hat.  pqpoly_NAME_expanded_key is opaque,
 *   PQPOLY_NAME_EXPANDEDKEYBYTES bytes and 32-byte aligned; it holds the
 *   secret key (wipe it with pqpoly_memzero when done) and stays valid
 *   whatever NTT the ring selects later. */
#ifndef PQPOLY_MLKEM_H
#define PQPOLY_MLKEM_H

#include "common.h"

/* 32-byte alignment of the expanded keys (C11, or C++11 alignas). */
#ifndef PQPOLY_ALIGN32
#ifdef __cplusplus
#define PQPOLY_ALIGN32 alignas(32)
#else
#define PQPOLY_ALIGN32 _Alignas(32)
#endif
#endif

#define PQPOLY_MLKEM512_PUBLICKEYBYTES 800
#define PQPOLY_MLKEM512_SECRETKEYBYTES 1632
#define PQPOLY_MLKEM512_CIPHERTEXTBYTES 768
#define PQPOLY_MLKEM512_BYTES 32
int pqpoly_mlkem512_keypair_derand(uint8_t *pk, uint8_t *sk, const uint8_t *coins);
int pqpoly_mlkem512_keypair(uint8_t *pk, uint8_t *sk);
int pqpoly_mlkem512_enc_derand(uint8_t *ct, uint8_t *ss, const uint8_t *pk, const uint8_t *coins);
int pqpoly_mlkem512_enc(uint8_t *ct, uint8_t *ss, const uint8_t *pk);
int pqpoly_mlkem512_dec(uint8_t *ss, const uint8_t *ct, const uint8_t *sk);
#define PQPOLY_MLKEM512_EXPANDEDKEYBYTES 4160
typedef struct {
    PQPOLY_ALIGN32 uint8_t opaque[PQPOLY_MLKEM512_EXPANDEDKEYBYTES];
} pqpoly_mlkem512_expanded_key;
int pqpoly_mlkem512_dec_expand(pqpoly_mlkem512_expanded_key *xk, const uint8_t *sk);
int pqpoly_mlkem512_dec_expanded(uint8_t *ss, const uint8_t *ct, const pqpoly_mlkem512_expanded_key *xk);

#define PQPOLY_MLKEM768_PUBLICKEYBYTES 1184
#define PQPOLY_MLKEM768_SECRETKEYBYTES 2400
#define PQPOLY_MLKEM768_CIPHERTEXTBYTES 1088
#define PQPOLY_MLKEM768_BYTES 32
int pqpoly_mlkem768_keypair_derand(uint8_t *pk, uint8_t *sk, const uint8_t *coins);
int pqpoly_mlkem768_keypair(uint8_t *pk, uint8_t *sk);
int pqpoly_mlkem768_enc_derand(uint8_t *ct, uint8_t *ss, const uint8_t *pk, const uint8_t *coins);
int pqpoly_mlkem768_enc(uint8_t *ct, uint8_t *ss, const uint8_t *pk);
int pqpoly_mlkem768_dec(uint8_t *ss, const uint8_t *ct, const uint8_t *sk);
#define PQPOLY_MLKEM768_EXPANDEDKEYBYTES 7744
typedef struct {
    PQPOLY_ALIGN32 uint8_t opaque[PQPOLY_MLKEM768_EXPANDEDKEYBYTES];
} pqpoly_mlkem768_expanded_key;
int pqpoly_mlkem768_dec_expand(pqpoly_mlkem768_expanded_key *xk, const uint8_t *sk);
int pqpoly_mlkem768_dec_expanded(uint8_t *ss, const uint8_t *ct, const pqpoly_mlkem768_expanded_key *xk);

#define PQPOLY_MLKEM1024_PUBLICKEYBYTES 1568
#define PQPOLY_MLKEM1024_SECRETKEYBYTES 3168
#define PQPOLY_MLKEM1024_CIPHERTEXTBYTES 1568
#define PQPOLY_MLKEM1024_BYTES 32
int pqpoly_mlkem1024_keypair_derand(uint8_t *pk, uint8_t *sk, const uint8_t *coins);
int pqpoly_mlkem1024_keypair(uint8_t *pk, uint8_t *sk);
int pqpoly_mlkem1024_enc_derand(uint8_t *ct, uint8_t *ss, const uint8_t *pk, const uint8_t *coins);
int pqpoly_mlkem1024_enc(uint8_t *ct, uint8_t *ss, const uint8_t *pk);
int pqpoly_mlkem1024_dec(uint8_t *ss, const uint8_t *ct, const uint8_t *sk);
#define PQPOLY_MLKEM1024_EXPANDEDKEYBYTES 12352
typedef struct {
    PQPOLY_ALIGN32 uint8_t opaque[PQPOLY_MLKEM1024_EXPANDEDKEYBYTES];
} pqpoly_mlkem1024_expanded_key;
int pqpoly_mlkem1024_dec_expand(pqpoly_mlkem1024_expanded_key *xk, const uint8_t *sk);
int pqpoly_mlkem1024_dec_expanded(uint8_t *ss, const uint8_t *ct, const pqpoly_mlkem1024_expanded_key *xk);

#endif
