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
 * in include/pqpoly/impl.h overrides), read once per operation. */
#ifndef PQPOLY_MLKEM_H
#define PQPOLY_MLKEM_H

#include "common.h"

#define PQPOLY_MLKEM512_PUBLICKEYBYTES 800
#define PQPOLY_MLKEM512_SECRETKEYBYTES 1632
#define PQPOLY_MLKEM512_CIPHERTEXTBYTES 768
#define PQPOLY_MLKEM512_BYTES 32
int pqpoly_mlkem512_keypair_derand(uint8_t *pk, uint8_t *sk, const uint8_t *coins);
int pqpoly_mlkem512_keypair(uint8_t *pk, uint8_t *sk);
int pqpoly_mlkem512_enc_derand(uint8_t *ct, uint8_t *ss, const uint8_t *pk, const uint8_t *coins);
int pqpoly_mlkem512_enc(uint8_t *ct, uint8_t *ss, const uint8_t *pk);
int pqpoly_mlkem512_dec(uint8_t *ss, const uint8_t *ct, const uint8_t *sk);

#define PQPOLY_MLKEM768_PUBLICKEYBYTES 1184
#define PQPOLY_MLKEM768_SECRETKEYBYTES 2400
#define PQPOLY_MLKEM768_CIPHERTEXTBYTES 1088
#define PQPOLY_MLKEM768_BYTES 32
int pqpoly_mlkem768_keypair_derand(uint8_t *pk, uint8_t *sk, const uint8_t *coins);
int pqpoly_mlkem768_keypair(uint8_t *pk, uint8_t *sk);
int pqpoly_mlkem768_enc_derand(uint8_t *ct, uint8_t *ss, const uint8_t *pk, const uint8_t *coins);
int pqpoly_mlkem768_enc(uint8_t *ct, uint8_t *ss, const uint8_t *pk);
int pqpoly_mlkem768_dec(uint8_t *ss, const uint8_t *ct, const uint8_t *sk);

#define PQPOLY_MLKEM1024_PUBLICKEYBYTES 1568
#define PQPOLY_MLKEM1024_SECRETKEYBYTES 3168
#define PQPOLY_MLKEM1024_CIPHERTEXTBYTES 1568
#define PQPOLY_MLKEM1024_BYTES 32
int pqpoly_mlkem1024_keypair_derand(uint8_t *pk, uint8_t *sk, const uint8_t *coins);
int pqpoly_mlkem1024_keypair(uint8_t *pk, uint8_t *sk);
int pqpoly_mlkem1024_enc_derand(uint8_t *ct, uint8_t *ss, const uint8_t *pk, const uint8_t *coins);
int pqpoly_mlkem1024_enc(uint8_t *ct, uint8_t *ss, const uint8_t *pk);
int pqpoly_mlkem1024_dec(uint8_t *ss, const uint8_t *ct, const uint8_t *sk);

#endif
