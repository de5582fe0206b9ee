/* NewHope polynomials: generation of a and noise, through the hooks of the
 * backend B the operation picked (src/ring/newhope/backend.h; the wire
 * encodings are its tobytes and frombytes).  Internal header
 * (src/kem/newhope/poly.c). */
#ifndef PQPOLY_KEM_NEWHOPE_POLY_H
#define PQPOLY_KEM_NEWHOPE_POLY_H

#include <stdint.h>

#include "params.h"

/* a-hat (NTT domain, values in [0, q)) from the public seed: SHAKE-128(seed)
 * read as 16-bit little-endian words, each masked to 14 bits and kept when
 * below q, until n values are kept ([ADPS16]; the reference implementation's parse of a).
 * The seed is public: the rejection loop may branch on it. */
void pqpoly_newhope_gen_a(const pqpoly_newhope_backend *B, int16_t a[NH_N], const uint8_t seed[NH_SEEDBYTES]);

/* psi_16 noise from ChaCha20 (8-byte nonce: `nonce` in the first byte, the
 * rest zero; block counter from 0) keyed by `seed`: coefficient i comes from
 * keystream word i (4 bytes, little endian) as popcount(byte 0) +
 * popcount(byte 1) - popcount(byte 2) - popcount(byte 3), in [-16, 16].
 * With brv10 != 0 coefficient i is stored at position brv10(i): the
 * reference's forward transform reads its input in bit-reversed order, ours
 * in natural order, so the noise that enters a forward transform is placed
 * bit-reversed.  Constant time.  0 or a negative PQPOLY_ERR_* code. */
int pqpoly_newhope_noise(const pqpoly_newhope_backend *B, int16_t r[NH_N], const uint8_t seed[NH_SEEDBYTES],
                         uint8_t nonce, int brv10);

#endif
