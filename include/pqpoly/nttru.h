/* pqpoly — NTTRU ([LS19]), exact to the authors' reference code.
 *
 * NTTRU is NTRU over Z_7681[x]/(x^768 - x^384 + 1) with keys and ciphertexts
 * kept in the NTT domain.  There are no published test vectors; these
 * functions reproduce the reference implementation byte for byte under the
 * NIST PQCgenKAT_kem procedure: each key-generation attempt draws one
 * randombytes(32) (expanded with AES-256-CTR into f and g) and is repeated
 * with fresh bytes while f is not invertible; encapsulation draws one
 * randombytes(32).  pk = the 13-bit packing of h-hat (times 2^16 mod q, as
 * the reference stores it), sk = the packed f-hat followed by pk, ct = the
 * packed c-hat.
 *
 * Decapsulation of a ciphertext that fails the re-encryption check returns 0
 * and a pseudorandom key (implicit rejection), so that, as for every other
 * KEM of the library, dec always yields a key and never an error for input
 * of the right length.  The secret key holds no rejection seed, so the key
 * is a PRF of the ciphertext under 64 secret bytes of sk, the start of the
 * packed f-hat (32 NTT-domain values of f and 6 bits of 16 more):
 *     T = GMAC-AES-256_{sk[0..32)}(IV = 0^96, data = ct)  ([SP800-38D]),
 *     K = AES-256_{sk[32..64)}(T) || AES-256_{sk[32..64)}(T xor 1)
 * (T xor 1: the last byte's low bit flipped): hash, then PRF.  T, never
 * output, is GHASH of ct under the secret H = AES(0) masked by a constant:
 * two ciphertexts collide, or differ by 1, with probability at most
 * 79/2^128 ([MV04]), so K is a PRF of ct while AES is a PRP (about
 * q^2 / 2^121 for q decapsulations); the 64 key bytes are as secret as f
 * (pk fixes f-hat only up to g-hat) and serve no other purpose.  It costs
 * four AES blocks and one GHASH of 1248 bytes instead of hashing 2.5 kB.
 * docs/nttru.md gives the argument.  The reference
 * code instead returns -1 and its hash with the low bit of every byte
 * cleared; an honest ciphertext gives the same key in both.  The check
 * compares the whole ciphertext in constant time, and the selection between
 * the two keys is a masked move.
 *
 *   pqpoly_nttru_keypair_derand(pk, sk, coins)   coins: the 32 bytes of ONE
 *       attempt; PQPOLY_ERR_INVALID_ARGUMENT (nothing written) when they
 *       give a non-invertible f (probability about 256 / q^3 < 2^-30, as
 *       x^3 - zeta is irreducible mod q for every residue): draw others
 *   pqpoly_nttru_keypair(pk, sk)
 *   pqpoly_nttru_enc_derand(ct, ss, pk, coins)   coins = 32 bytes
 *   pqpoly_nttru_enc(ct, ss, pk)
 *   pqpoly_nttru_dec(ss, ct, sk)
 * All return 0 or a negative PQPOLY_ERR_* code; PQPOLY_ERR_INVALID_ARGUMENT
 * when a pointer is NULL.  Every secret intermediate is wiped.  The
 * polynomial arithmetic uses the NTT of the multiplier selected for ring
 * "nttru" (ntt-plantard or ntt-montgomery; pqpoly_ring_force_mul in
 * include/pqpoly/impl.h overrides); every entry gives the same bytes. */
#ifndef PQPOLY_NTTRU_H
#define PQPOLY_NTTRU_H

#include "common.h"

#define PQPOLY_NTTRU_PUBLICKEYBYTES 1248
#define PQPOLY_NTTRU_SECRETKEYBYTES 2496
#define PQPOLY_NTTRU_CIPHERTEXTBYTES 1248
#define PQPOLY_NTTRU_BYTES 32
int pqpoly_nttru_keypair_derand(uint8_t *pk, uint8_t *sk, const uint8_t *coins);
int pqpoly_nttru_keypair(uint8_t *pk, uint8_t *sk);
int pqpoly_nttru_enc_derand(uint8_t *ct, uint8_t *ss, const uint8_t *pk, const uint8_t *coins);
int pqpoly_nttru_enc(uint8_t *ct, uint8_t *ss, const uint8_t *pk);
int pqpoly_nttru_dec(uint8_t *ss, const uint8_t *ct, const uint8_t *sk);

#endif
