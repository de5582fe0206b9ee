/* pqpoly — NTRU Prime round 3: Streamlined NTRU Prime (sntrupP) and NTRU
 * LPRime (ntrulprP) for p = 653, 761, 857, 953, 1013, 1277.
 *
 * For each set NAME:
 *   int pqpoly_NAME_keypair(uint8_t *pk, uint8_t *sk);
 *   int pqpoly_NAME_enc(uint8_t *ct, uint8_t *ss, const uint8_t *pk);
 *   int pqpoly_NAME_dec(uint8_t *ss, const uint8_t *ct, const uint8_t *sk);
 * return 0 or a negative PQPOLY_ERR_* code: PQPOLY_ERR_INVALID_ARGUMENT when
 * a pointer is NULL (nothing is written), PQPOLY_ERR_RANDOMNESS when the
 * randomness source fails (outputs are then zeroed).  Every buffer must hold
 * the scheme's length.  Decapsulation never fails on a ciphertext or key of
 * the right length, whatever its bytes: an invalid ciphertext yields the
 * implicit-rejection key HashSession_0(rho, ct), a junk secret key some key.
 * Every secret intermediate is wiped (pqpoly_memzero) before return.
 * Byte lengths (equal to the submission's): PQPOLY_NAME_PUBLICKEYBYTES,
 * _SECRETKEYBYTES, _CIPHERTEXTBYTES, _BYTES. */
#ifndef PQPOLY_NTRUPRIME_H
#define PQPOLY_NTRUPRIME_H

#include "common.h"

#ifdef __cplusplus
extern "C" {
#endif

#define PQPOLY_SNTRUP653_PUBLICKEYBYTES 994
#define PQPOLY_SNTRUP653_SECRETKEYBYTES 1518
#define PQPOLY_SNTRUP653_CIPHERTEXTBYTES 897
#define PQPOLY_SNTRUP653_BYTES 32
int pqpoly_sntrup653_keypair(uint8_t *pk, uint8_t *sk);
int pqpoly_sntrup653_enc(uint8_t *ct, uint8_t *ss, const uint8_t *pk);
int pqpoly_sntrup653_dec(uint8_t *ss, const uint8_t *ct, const uint8_t *sk);

#define PQPOLY_SNTRUP761_PUBLICKEYBYTES 1158
#define PQPOLY_SNTRUP761_SECRETKEYBYTES 1763
#define PQPOLY_SNTRUP761_CIPHERTEXTBYTES 1039
#define PQPOLY_SNTRUP761_BYTES 32
int pqpoly_sntrup761_keypair(uint8_t *pk, uint8_t *sk);
int pqpoly_sntrup761_enc(uint8_t *ct, uint8_t *ss, const uint8_t *pk);
int pqpoly_sntrup761_dec(uint8_t *ss, const uint8_t *ct, const uint8_t *sk);

#define PQPOLY_SNTRUP857_PUBLICKEYBYTES 1322
#define PQPOLY_SNTRUP857_SECRETKEYBYTES 1999
#define PQPOLY_SNTRUP857_CIPHERTEXTBYTES 1184
#define PQPOLY_SNTRUP857_BYTES 32
int pqpoly_sntrup857_keypair(uint8_t *pk, uint8_t *sk);
int pqpoly_sntrup857_enc(uint8_t *ct, uint8_t *ss, const uint8_t *pk);
int pqpoly_sntrup857_dec(uint8_t *ss, const uint8_t *ct, const uint8_t *sk);

#define PQPOLY_SNTRUP953_PUBLICKEYBYTES 1505
#define PQPOLY_SNTRUP953_SECRETKEYBYTES 2254
#define PQPOLY_SNTRUP953_CIPHERTEXTBYTES 1349
#define PQPOLY_SNTRUP953_BYTES 32
int pqpoly_sntrup953_keypair(uint8_t *pk, uint8_t *sk);
int pqpoly_sntrup953_enc(uint8_t *ct, uint8_t *ss, const uint8_t *pk);
int pqpoly_sntrup953_dec(uint8_t *ss, const uint8_t *ct, const uint8_t *sk);

#define PQPOLY_SNTRUP1013_PUBLICKEYBYTES 1623
#define PQPOLY_SNTRUP1013_SECRETKEYBYTES 2417
#define PQPOLY_SNTRUP1013_CIPHERTEXTBYTES 1455
#define PQPOLY_SNTRUP1013_BYTES 32
int pqpoly_sntrup1013_keypair(uint8_t *pk, uint8_t *sk);
int pqpoly_sntrup1013_enc(uint8_t *ct, uint8_t *ss, const uint8_t *pk);
int pqpoly_sntrup1013_dec(uint8_t *ss, const uint8_t *ct, const uint8_t *sk);

#define PQPOLY_SNTRUP1277_PUBLICKEYBYTES 2067
#define PQPOLY_SNTRUP1277_SECRETKEYBYTES 3059
#define PQPOLY_SNTRUP1277_CIPHERTEXTBYTES 1847
#define PQPOLY_SNTRUP1277_BYTES 32
int pqpoly_sntrup1277_keypair(uint8_t *pk, uint8_t *sk);
int pqpoly_sntrup1277_enc(uint8_t *ct, uint8_t *ss, const uint8_t *pk);
int pqpoly_sntrup1277_dec(uint8_t *ss, const uint8_t *ct, const uint8_t *sk);

#define PQPOLY_NTRULPR653_PUBLICKEYBYTES 897
#define PQPOLY_NTRULPR653_SECRETKEYBYTES 1125
#define PQPOLY_NTRULPR653_CIPHERTEXTBYTES 1025
#define PQPOLY_NTRULPR653_BYTES 32
int pqpoly_ntrulpr653_keypair(uint8_t *pk, uint8_t *sk);
int pqpoly_ntrulpr653_enc(uint8_t *ct, uint8_t *ss, const uint8_t *pk);
int pqpoly_ntrulpr653_dec(uint8_t *ss, const uint8_t *ct, const uint8_t *sk);

#define PQPOLY_NTRULPR761_PUBLICKEYBYTES 1039
#define PQPOLY_NTRULPR761_SECRETKEYBYTES 1294
#define PQPOLY_NTRULPR761_CIPHERTEXTBYTES 1167
#define PQPOLY_NTRULPR761_BYTES 32
int pqpoly_ntrulpr761_keypair(uint8_t *pk, uint8_t *sk);
int pqpoly_ntrulpr761_enc(uint8_t *ct, uint8_t *ss, const uint8_t *pk);
int pqpoly_ntrulpr761_dec(uint8_t *ss, const uint8_t *ct, const uint8_t *sk);

#define PQPOLY_NTRULPR857_PUBLICKEYBYTES 1184
#define PQPOLY_NTRULPR857_SECRETKEYBYTES 1463
#define PQPOLY_NTRULPR857_CIPHERTEXTBYTES 1312
#define PQPOLY_NTRULPR857_BYTES 32
int pqpoly_ntrulpr857_keypair(uint8_t *pk, uint8_t *sk);
int pqpoly_ntrulpr857_enc(uint8_t *ct, uint8_t *ss, const uint8_t *pk);
int pqpoly_ntrulpr857_dec(uint8_t *ss, const uint8_t *ct, const uint8_t *sk);

#define PQPOLY_NTRULPR953_PUBLICKEYBYTES 1349
#define PQPOLY_NTRULPR953_SECRETKEYBYTES 1652
#define PQPOLY_NTRULPR953_CIPHERTEXTBYTES 1477
#define PQPOLY_NTRULPR953_BYTES 32
int pqpoly_ntrulpr953_keypair(uint8_t *pk, uint8_t *sk);
int pqpoly_ntrulpr953_enc(uint8_t *ct, uint8_t *ss, const uint8_t *pk);
int pqpoly_ntrulpr953_dec(uint8_t *ss, const uint8_t *ct, const uint8_t *sk);

#define PQPOLY_NTRULPR1013_PUBLICKEYBYTES 1455
#define PQPOLY_NTRULPR1013_SECRETKEYBYTES 1773
#define PQPOLY_NTRULPR1013_CIPHERTEXTBYTES 1583
#define PQPOLY_NTRULPR1013_BYTES 32
int pqpoly_ntrulpr1013_keypair(uint8_t *pk, uint8_t *sk);
int pqpoly_ntrulpr1013_enc(uint8_t *ct, uint8_t *ss, const uint8_t *pk);
int pqpoly_ntrulpr1013_dec(uint8_t *ss, const uint8_t *ct, const uint8_t *sk);

#define PQPOLY_NTRULPR1277_PUBLICKEYBYTES 1847
#define PQPOLY_NTRULPR1277_SECRETKEYBYTES 2231
#define PQPOLY_NTRULPR1277_CIPHERTEXTBYTES 1975
#define PQPOLY_NTRULPR1277_BYTES 32
int pqpoly_ntrulpr1277_keypair(uint8_t *pk, uint8_t *sk);
int pqpoly_ntrulpr1277_enc(uint8_t *ct, uint8_t *ss, const uint8_t *pk);
int pqpoly_ntrulpr1277_dec(uint8_t *ss, const uint8_t *ct, const uint8_t *sk);

#ifdef __cplusplus
}
#endif

#endif
