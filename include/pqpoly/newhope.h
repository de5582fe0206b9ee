/* pqpoly — the NewHope key exchange of [ADPS16] (USENIX Security 2016:
 * n = 1024, q = 12289, psi_16 noise, the reconciliation over D~4, key =
 * SHA3-256 of the reconciled bits), offered through the KEM interface as
 * "newhope-usenix":
 *   keypair = the server's key generation: pk = senda (1824 bytes: b-hat in
 *             the NTT domain, 14-bit packed, || the 32-byte seed of a);
 *             sk = s-hat in the NTT domain, 14-bit packed (1792 bytes);
 *   enc     = the client's response: ct = sendb (2048 bytes: u-hat in the
 *             NTT domain, 14-bit packed, || the 2-bit reconciliation hints),
 *             ss = the 32-byte shared key;
 *   dec     = the server's finish: ss from sendb and s-hat.
 * Byte for byte the reference implementation (the vectors of its
 * testvectors.c).  It is a passively secure key exchange, not an IND-CCA2
 * KEM: dec never fails and a tampered ct gives an unrelated key, there is
 * no re-encryption check.
 * Randomness: _keypair draws the seed of a with one randombytes(32), then
 * the noise seed with another (coins = both, 64 bytes); _enc draws one
 * randombytes(32) (coins: the noise seed of the response and of the
 * reconciliation's random bits).
 *   pqpoly_newhope_usenix_keypair_derand(pk, sk, coins)   coins: 64 bytes
 *   pqpoly_newhope_usenix_enc_derand(ct, ss, pk, coins)   coins: 32 bytes
 * All return 0 or a negative PQPOLY_ERR_* code; PQPOLY_ERR_INVALID_ARGUMENT
 * for a NULL pointer (nothing written).  Secrets on the stack are wiped.
 * The polynomial arithmetic is that of the multiplier selected for ring
 * "newhope" (pqpoly_ring_force_mul in include/pqpoly/impl.h overrides). */
#ifndef PQPOLY_NEWHOPE_H
#define PQPOLY_NEWHOPE_H

#include "common.h"

#define PQPOLY_NEWHOPE_USENIX_PUBLICKEYBYTES 1824
#define PQPOLY_NEWHOPE_USENIX_SECRETKEYBYTES 1792
#define PQPOLY_NEWHOPE_USENIX_CIPHERTEXTBYTES 2048
#define PQPOLY_NEWHOPE_USENIX_BYTES 32
int pqpoly_newhope_usenix_keypair_derand(uint8_t *pk, uint8_t *sk, const uint8_t *coins);
int pqpoly_newhope_usenix_keypair(uint8_t *pk, uint8_t *sk);
int pqpoly_newhope_usenix_enc_derand(uint8_t *ct, uint8_t *ss, const uint8_t *pk, const uint8_t *coins);
int pqpoly_newhope_usenix_enc(uint8_t *ct, uint8_t *ss, const uint8_t *pk);
int pqpoly_newhope_usenix_dec(uint8_t *ss, const uint8_t *ct, const uint8_t *sk);

#endif
