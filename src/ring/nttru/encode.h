/* NTTRU's encodings and sampler, as the authors' reference code defines
 * them (the bytes decide the KAT): the definitions the portable backends
 * run (backend.h) and the AVX2 ones are tested against.  Internal header.
 *
 *   nttru_short      768 ternary coefficients from 384 bytes: byte i gives
 *                    coefficient 2i from its low nibble and 2i+1 from its
 *                    high nibble through one fixed 16-entry table with
 *                    P(0) = 6/16, P(1) = P(-1) = 5/16 ([LS19, §4] fixes the
 *                    distribution; the nibble-to-value map is the code's)
 *   nttru_pack_short the message encoding hashed by SHA-512: 2 bits (c + 1)
 *                    per coefficient, four coefficients 16 apart per byte,
 *                    192 bytes
 *   nttru_pack13 /   NTT-domain values of 13 bits, 1248 bytes, in the
 *   nttru_unpack13   reference's lane order on the wire (its 16-lane vector layout): in
 *                    each group of 96 values (32 residues) lane k of row j
 *                    holds value 6k + j, and each run of 16 values 16
 *                    apart is one 208-bit little-endian string whose 13
 *                    16-bit words are stored 32 bytes apart
 * All constant time: indices depend on positions only. */
#ifndef PQPOLY_RING_NTTRU_ENCODE_H
#define PQPOLY_RING_NTTRU_ENCODE_H

#include <stdint.h>

#include "params/nttru.h"

#define NTTRU_N PQPOLY_NTTRU_N
#define NTTRU_Q PQPOLY_NTTRU_Q
#define NTTRU_PACKED_BYTES (13 * NTTRU_N / 8) /* 1248 */
#define NTTRU_COIN_BYTES (NTTRU_N / 2)        /* 384: one ternary polynomial */
#define NTTRU_MSG_BYTES (NTTRU_N / 4)         /* 192 */

void pqpoly_nttru_short(int16_t r[NTTRU_N], const uint8_t buf[NTTRU_COIN_BYTES]);
void pqpoly_nttru_pack_short(uint8_t buf[NTTRU_MSG_BYTES], const int16_t m[NTTRU_N]);
/* a in the canonical NTT order (ring/nttru/backend.h), values in [0, 2^13)
 * ([0, q) in every use); the wire holds them in the lane order. */
void pqpoly_nttru_pack13(uint8_t buf[NTTRU_PACKED_BYTES], const int16_t a[NTTRU_N]);
/* r: values in [0, 2^13), not reduced (a foreign key may hold q .. 8191). */
void pqpoly_nttru_unpack13(int16_t r[NTTRU_N], const uint8_t buf[NTTRU_PACKED_BYTES]);
/* The same with the values in the lane order itself (the NTT domain of the
 * AVX2 backends, src/ntt/nttru/avx2/lanes.h): no permutation (the
 * definition the AVX2 twins are tested against). */
void pqpoly_nttru_pack13_lanes(uint8_t buf[NTTRU_PACKED_BYTES], const int16_t a[NTTRU_N]);
void pqpoly_nttru_unpack13_lanes(int16_t r[NTTRU_N], const uint8_t buf[NTTRU_PACKED_BYTES]);

#endif
