/* K-PKE (FIPS 203 §5; Kyber round 3 CPAPKE): the public-key encryption under
 * the KEM.  Every function takes the operation's kyber backend B
 * (src/ring/kyber/backend.h, picked once by the KEM operation) and calls its
 * hooks: the NTT-domain arithmetic, sampling and the codecs.  Internal
 * header. */
#ifndef PQPOLY_KEM_MLKEM_INDCPA_H
#define PQPOLY_KEM_MLKEM_INDCPA_H

#include <stdint.h>

#include "params.h"
#include "poly.h"
#include "ring/kyber/backend.h"
#include "sponges.h"
#include "sym/fips202.h"

/* K-PKE.KeyGen from the 32-byte seed d: (rho, sigma) = G(d || k) for ML-KEM,
 * G(d) for Kyber round 3. */
#define mlkem_indcpa_keypair MLKEM_NS(indcpa_keypair)
void mlkem_indcpa_keypair(const pqpoly_kyber_backend *B, uint8_t pk[MLKEM_PUBLICKEYBYTES],
                          uint8_t sk[MLKEM_INDCPA_SECRETKEYBYTES],
                          const uint8_t d[MLKEM_SYMBYTES]);
/* K-PKE.Encrypt(pk, m, coins). */
#define mlkem_indcpa_enc MLKEM_NS(indcpa_enc)
void mlkem_indcpa_enc(const pqpoly_kyber_backend *B, uint8_t c[MLKEM_CIPHERTEXTBYTES],
                      const uint8_t pk[MLKEM_PUBLICKEYBYTES], const uint8_t m[MLKEM_SYMBYTES],
                      const uint8_t coins[MLKEM_SYMBYTES]);
/* K-PKE.Decrypt(sk, c). */
#define mlkem_indcpa_dec MLKEM_NS(indcpa_dec)
void mlkem_indcpa_dec(const pqpoly_kyber_backend *B, uint8_t m[MLKEM_SYMBYTES],
                      const uint8_t c[MLKEM_CIPHERTEXTBYTES],
                      const uint8_t sk[MLKEM_INDCPA_SECRETKEYBYTES]);

/* Encrypt's key parsing: t-hat decoded from pk and the transposed A-hat
 * drawn (FIPS 203 order, every backend's), with up to MLKEM_ENC_EXTRA further
 * sponges of the caller (e.g. H(ek), or Decaps's hashes) sharing the
 * permutations of A-hat's draw (sponges.h). */
#define MLKEM_ENC_EXTRA 4
#define mlkem_indcpa_enc_prepare MLKEM_NS(indcpa_enc_prepare)
void mlkem_indcpa_enc_prepare(const pqpoly_kyber_backend *B, mlkem_polyvec *t,
                              mlkem_polyvec at[MLKEM_K], const uint8_t pk[MLKEM_PUBLICKEYBYTES],
                              const pqpoly_mlkem_sponge *extra, size_t nextra);
/* The same with the key already parsed: t-hat and the transposed A-hat
 * (at[i].vec[j] = SampleNTT(rho || i || j)). */
#define mlkem_indcpa_enc_parsed MLKEM_NS(indcpa_enc_parsed)
void mlkem_indcpa_enc_parsed(const pqpoly_kyber_backend *B, uint8_t c[MLKEM_CIPHERTEXTBYTES],
                             const mlkem_polyvec *t, const mlkem_polyvec at[MLKEM_K],
                             const uint8_t m[MLKEM_SYMBYTES], const uint8_t coins[MLKEM_SYMBYTES]);
/* The same with s-hat already decoded. */
#define mlkem_indcpa_dec_parsed MLKEM_NS(indcpa_dec_parsed)
void mlkem_indcpa_dec_parsed(const pqpoly_kyber_backend *B, uint8_t m[MLKEM_SYMBYTES],
                             const uint8_t c[MLKEM_CIPHERTEXTBYTES], const mlkem_polyvec *s);
/* A-hat's draw through the sponge scheduler (sponges.h), so that other
 * sponges share its permutations: k^2 SHAKE128 streams of three blocks
 * each (504 bytes: 256 values almost always), their states kept for the
 * rare longer draw.  Public data. */
typedef struct {
    uint8_t in[MLKEM_K * MLKEM_K][MLKEM_SYMBYTES + 2];
    uint8_t buf[MLKEM_K * MLKEM_K][3 * PQPOLY_SHAKE128_RATE];
    uint64_t keep[MLKEM_K * MLKEM_K][25];
} mlkem_matrix_draw;
/* The k^2 sponges of A-hat (transposed = 0) or its transpose (1) into sp. */
#define mlkem_matrix_sponges MLKEM_NS(matrix_sponges)
void mlkem_matrix_sponges(mlkem_matrix_draw *d, pqpoly_mlkem_sponge sp[MLKEM_K * MLKEM_K],
                          const uint8_t rho[MLKEM_SYMBYTES], int transposed);
/* After the sponges ran: the matrix in FIPS 203 order (d's kept states
 * move on if an entry needs more blocks). */
#define mlkem_matrix_take MLKEM_NS(matrix_take)
void mlkem_matrix_take(const pqpoly_kyber_backend *B, mlkem_polyvec a[MLKEM_K],
                       mlkem_matrix_draw *d);
/* A-hat (transposed = 0) or its transpose (1) in FIPS 203 order. */
#define mlkem_gen_matrix MLKEM_NS(gen_matrix)
void mlkem_gen_matrix(const pqpoly_kyber_backend *B, mlkem_polyvec a[MLKEM_K],
                      const uint8_t rho[MLKEM_SYMBYTES], int transposed);

#endif
