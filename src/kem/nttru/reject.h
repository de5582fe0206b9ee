/* NTTRU's implicit-rejection key (the library's choice; include/pqpoly/
 * nttru.h and DESIGN.md argue it), the parts both kernel tables share.
 * Internal header.
 *
 *   K1 = sk[0..32), K2 = sk[32..64)   (bytes of the packed secret f-hat)
 *   T  = PMAC1-AES-256_K1(ct)          ([Rog04], ct = 78 full blocks)
 *   K  = AES-256_K2(T) || AES-256_K2(T xor 1)
 *
 * PMAC1 over m = 78 blocks M_1..M_78: L = E(0^128); the offsets are
 * Delta_i = Delta_{i-1} xor L.x^ntz(i) (Delta_0 = 0, Gray-code order);
 * Sigma = xor_{i<78} E(M_i xor Delta_i) xor M_78 xor L.x^-1, T = E(Sigma).
 * Blocks are big-endian strings and x the generator of GF(2^128) modulo
 * x^128 + x^7 + x^2 + x + 1, as in [Rog04].  Every index below depends on
 * the public block number only; the multiplications by x and x^-1 select
 * the reduction with a mask, so all is constant time. */
#ifndef PQPOLY_KEM_NTTRU_REJECT_H
#define PQPOLY_KEM_NTTRU_REJECT_H

#include <stdint.h>

#include "poly.h"

#define NTTRU_REJ_BLOCKS (NTTRU_PACKED_BYTES / 16) /* 78 */
#define NTTRU_REJ_LEVELS 7                          /* ntz(i) <= 6 for i < 78 */
_Static_assert(NTTRU_PACKED_BYTES % 16 == 0, "the ciphertext is whole blocks");
_Static_assert(NTTRU_REJ_BLOCKS - 1 < (1 << NTTRU_REJ_LEVELS), "ntz(i) < NTTRU_REJ_LEVELS");

/* r = a.x in GF(2^128): shift left one bit, reduce by 0x87 if the top bit
 * was set (through a mask). */
static inline void nttru_gf_double(uint8_t r[16], const uint8_t a[16]) {
    uint8_t carry = (uint8_t)(0u - (unsigned)(a[0] >> 7));
    for (unsigned i = 0; i < 15; i++) r[i] = (uint8_t)(a[i] << 1 | a[i + 1] >> 7);
    r[15] = (uint8_t)((a[15] << 1) ^ (carry & 0x87u));
}

/* r = a.x^-1: shift right one bit; if the low bit was set, add x^-1 =
 * x^127 + x^6 + x + 1 (0x80 ... 0x43). */
static inline void nttru_gf_halve(uint8_t r[16], const uint8_t a[16]) {
    uint8_t carry = (uint8_t)(0u - (unsigned)(a[15] & 1u));
    for (unsigned i = 15; i > 0; i--) r[i] = (uint8_t)(a[i] >> 1 | a[i - 1] << 7);
    r[0] = (uint8_t)((a[0] >> 1) ^ (carry & 0x80u));
    r[15] ^= (uint8_t)(carry & 0x43u);
}

/* Number of trailing zero bits of the public i > 0. */
static inline unsigned nttru_ntz(unsigned i) {
    unsigned n = 0;
    while ((i & 1u) == 0) { /* public block number */
        i >>= 1;
        n++;
    }
    return n;
}

/* lx[j] = L.x^j for j < NTTRU_REJ_LEVELS, linv = L.x^-1. */
static inline void nttru_pmac_levels(uint8_t lx[NTTRU_REJ_LEVELS][16], uint8_t linv[16], const uint8_t l[16]) {
    for (unsigned i = 0; i < 16; i++) lx[0][i] = l[i];
    for (unsigned j = 1; j < NTTRU_REJ_LEVELS; j++) nttru_gf_double(lx[j], lx[j - 1]);
    nttru_gf_halve(linv, l);
}

#endif
