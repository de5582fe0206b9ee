/* NewHope reconciliation ([ADPS16]: HelpRec and Rec over the lattice D~4,
 * 256 key bits from the 1024 coefficients, coefficient i with i + 256,
 * i + 512, i + 768).  Internal header (src/kem/newhope/reconcile.c). */
#ifndef PQPOLY_KEM_NEWHOPE_RECONCILE_H
#define PQPOLY_KEM_NEWHOPE_RECONCILE_H

#include <stdint.h>

#include "params.h"

/* The 2-bit hints c (values 0..3) of v (each v_i in [0, q)), with the random
 * bits of HelpRec drawn from ChaCha20 keyed by `seed` with the 8-byte nonce
 * (0, ..., 0, 3): bit i of the 32 keystream bytes dithers quadruple i.
 * Constant time.  0 or a negative PQPOLY_ERR_* code. */
int pqpoly_newhope_helprec(uint8_t c[NH_N], const int16_t v[NH_N], const uint8_t seed[NH_SEEDBYTES]);

/* The loop of HelpRec given the 32 random bytes (the portable kernel,
 * kernels.h). */
void pqpoly_newhope_helprec_portable(uint8_t c[NH_N], const int16_t v[NH_N], const uint8_t rnd[32]);

/* The 32-byte key Rec(v, c): bit i (byte i / 8, bit i mod 8) of quadruple i.
 * v_i in [0, q), c_i in 0..3.  Constant time. */
void pqpoly_newhope_rec(uint8_t key[NH_KEYBYTES], const int16_t v[NH_N], const uint8_t c[NH_N]);

/* Hints packed four to a byte, c[4i] in the low bits: 256 bytes. */
void pqpoly_newhope_hints_tobytes(uint8_t out[NH_RECBYTES], const uint8_t c[NH_N]);
void pqpoly_newhope_hints_frombytes(uint8_t c[NH_N], const uint8_t in[NH_RECBYTES]);

#endif
