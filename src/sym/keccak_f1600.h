/* The Keccak-f[1600] permutation (FIPS 202 §3.3, 24 rounds).  Internal header.
 *
 * The state is 25 lanes of 64 bits, lane (x, y) at s[x + 5y]; byte i of the
 * FIPS 202 state string is bits 8(i mod 8).. of lane i / 8 (little-endian).
 * Constant time: a fixed sequence of xor, and, not and rotations. */
#ifndef PQPOLY_SYM_KECCAK_F1600_H
#define PQPOLY_SYM_KECCAK_F1600_H

#include <stdint.h>

void pqpoly_keccak_f1600(uint64_t s[25]);

#endif
