/* NewHope reconciliation ([ADPS16]: HelpRec and Rec over the lattice D~4,
 * 256 key bits from the 1024 coefficients, coefficient i with i + 256,
 * i + 512, i + 768): the scheme's parts; Rec, HelpRec's loop and the hints'
 * decoding are hooks of the backend (src/ring/newhope/backend.h).  Internal
 * header (src/kem/newhope/reconcile.c). */
#ifndef PQPOLY_KEM_NEWHOPE_RECONCILE_H
#define PQPOLY_KEM_NEWHOPE_RECONCILE_H

#include <stdint.h>

#include "params.h"

/* The 2-bit hints c (values 0..3) of v (each v_i in [0, q)), with the random
 * bits of HelpRec drawn from ChaCha20 keyed by `seed` with the 8-byte nonce
 * (0, ..., 0, 3): bit i of the 32 keystream bytes dithers quadruple i.
 * Constant time.  0 or a negative PQPOLY_ERR_* code. */
int pqpoly_newhope_helprec(const pqpoly_newhope_backend *B, uint8_t c[NH_N], const int16_t v[NH_N],
                           const uint8_t seed[NH_SEEDBYTES]);

/* Hints packed four to a byte, c[4i] in the low bits: 256 bytes (decoded
 * by the backend's hints_frombytes). */
void pqpoly_newhope_hints_tobytes(uint8_t out[NH_RECBYTES], const uint8_t c[NH_N]);

#endif
