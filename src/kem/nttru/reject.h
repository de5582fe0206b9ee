/* NTTRU's implicit-rejection key (the library's choice; include/pqpoly/
 * nttru.h and docs/nttru.md argue it), the parts both kernel tables share.
 * Internal header.
 *
 *   K1 = sk[0..32), K2 = sk[32..64)   (bytes of the packed secret f-hat)
 *   T  = GMAC-AES-256_K1(IV = 0^96, A = ct)   ([SP800-38D, §7.1], empty
 *        plaintext; ct = 78 full blocks, then the length block)
 *   K  = AES-256_K2(T) || AES-256_K2(T xor 1)
 *
 * Hash, then PRF: T = E_K1(J0) xor GHASH_H(ct || len), H = E_K1(0^128), is
 * used only as an almost-XOR-universal hash of ct under a secret key
 * ([MV04]: two fixed-length inputs of 79 blocks collide, or differ by a
 * given value, with probability at most 79 / 2^128); it is never output.
 * The expansion under K2 is a PRF while no two ciphertexts give T and T' in
 * {T', T' xor 1}.  T xor 1 flips the low bit of the last byte. */
#ifndef PQPOLY_KEM_NTTRU_REJECT_H
#define PQPOLY_KEM_NTTRU_REJECT_H

#include <stdint.h>

#include "ring/nttru/encode.h"

#define NTTRU_REJ_BLOCKS (NTTRU_PACKED_BYTES / 16) /* 78 */
_Static_assert(NTTRU_PACKED_BYTES % 16 == 0, "the ciphertext is whole blocks");

/* The IV of T is zero: K1 keys nothing else, and T is not a MAC here (GMAC's
 * nonce rule guards its tags, which are never output). */

#endif
