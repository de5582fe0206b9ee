/* K-PKE (FIPS 203 §5; Kyber round 3 CPAPKE): the public-key encryption under
 * the KEM.  All arithmetic in the NTT domain goes through `nt`, the NTT-domain
 * stages of the multiplier selected for ring "kyber" (ntt_domain.h).
 * Internal header. */
#ifndef PQPOLY_KEM_MLKEM_INDCPA_H
#define PQPOLY_KEM_MLKEM_INDCPA_H

#include <stdint.h>

#include "params.h"
#include "pqpoly/poly.h"

/* K-PKE.KeyGen from the 32-byte seed d: (rho, sigma) = G(d || k) for ML-KEM,
 * G(d) for Kyber round 3. */
#define mlkem_indcpa_keypair MLKEM_NS(indcpa_keypair)
void mlkem_indcpa_keypair(const pqpoly_transform *nt, uint8_t pk[MLKEM_PUBLICKEYBYTES],
                          uint8_t sk[MLKEM_INDCPA_SECRETKEYBYTES],
                          const uint8_t d[MLKEM_SYMBYTES]);
/* K-PKE.Encrypt(pk, m, coins). */
#define mlkem_indcpa_enc MLKEM_NS(indcpa_enc)
void mlkem_indcpa_enc(const pqpoly_transform *nt, uint8_t c[MLKEM_CIPHERTEXTBYTES],
                      const uint8_t pk[MLKEM_PUBLICKEYBYTES], const uint8_t m[MLKEM_SYMBYTES],
                      const uint8_t coins[MLKEM_SYMBYTES]);
/* K-PKE.Decrypt(sk, c). */
#define mlkem_indcpa_dec MLKEM_NS(indcpa_dec)
void mlkem_indcpa_dec(const pqpoly_transform *nt, uint8_t m[MLKEM_SYMBYTES],
                      const uint8_t c[MLKEM_CIPHERTEXTBYTES],
                      const uint8_t sk[MLKEM_INDCPA_SECRETKEYBYTES]);

#endif
