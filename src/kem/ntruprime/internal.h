/* Internal interface of one NTRU Prime parameter set (include after the
 * -DPQPOLY_PARAMS_<SET> definition; every symbol carries the set name).
 * The kernels (sort, inverses, encodings, Round, weight) are the ring
 * layer's (src/ring/ntrup/set.h), called through NTRUP_NS(kernels)().
 *
 * Element representations (round-3 specification, "Polynomials"):
 *   small / Short: int8_t[p], coefficients in {-1, 0, 1} (Short: exactly w nonzero);
 *   R/q:           int16_t[p], centered representatives in [-(q-1)/2, (q-1)/2];
 *   Rounded:       R/q elements whose coefficients are multiples of 3. */
#ifndef PQPOLY_NTRUPRIME_INTERNAL_H
#define PQPOLY_NTRUPRIME_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#include "params.h"
#include "ring/ntrup/set.h"

/* ---- poly.c: sampling, rounding, weight ---- */
/* Short_fromlist: weight-w ternary vector from p 32-bit words by sorting. */
void NTRUP_NS(short_fromlist)(int8_t *out, const uint32_t *in);
/* Short_random / Small_random: one call of 4p random bytes each
 * (little-endian 32-bit words).  0 or PQPOLY_ERR_RANDOMNESS. */
int NTRUP_NS(short_random)(int8_t *out);
int NTRUP_NS(small_random)(int8_t *out);

/* ---- mult.c: products through the ring layer (0 or a PQPOLY_ERR_* code) ---- */
/* h = f*g in R/q, g small (ring ntrupP, big*small entry). */
int NTRUP_NS(rq_mult_small)(int16_t *h, const int16_t *f, const int8_t *g);
/* h = f*g in R/3 (ring ntrupP-mod3). */
int NTRUP_NS(r3_mult)(int8_t *h, const int8_t *f, const int8_t *g);
/* h0 = f0*g and h1 = f1*g in R/q with one transform of g where the default
 * multiplier has stages (NTRU LPRime encapsulation). */
int NTRUP_NS(rq_mult_small_2)(int16_t *h0, int16_t *h1, const int16_t *f0, const int16_t *f1,
                              const int8_t *g);

/* ---- hash.c: the round-3 hashes (SHA-512, first 32 bytes) ---- */
/* out = Hash_b(in) = SHA-512(b || in)[0..31]. */
int NTRUP_NS(hash_prefix)(uint8_t *out, int b, const uint8_t *in, size_t inlen);
/* The plaintext part P of the confirmation and session hashes:
 * P = Hash_3(r_enc) (32 bytes) in Streamlined NTRU Prime, P = r_enc itself
 * (32 bytes) in NTRU LPRime (round-3 specification, HashConfirm and
 * HashSession).  Computed once per operation by the caller and passed to
 * both hashes below. */
#if NTRUP_LPR
#define NTRUP_PLAIN_BYTES NTRUP_INPUTS_BYTES
#else
#define NTRUP_PLAIN_BYTES NTRUP_HASH_BYTES
#endif
int NTRUP_NS(hash_plain)(uint8_t *plain, const uint8_t *r_enc);
/* HashConfirm = Hash_2(P || cache) and HashSession_b = Hash_b(P || c), c a
 * full ciphertext. */
int NTRUP_NS(hash_confirm)(uint8_t *h, const uint8_t *plain, const uint8_t *cache);
int NTRUP_NS(hash_session)(uint8_t *k, int b, const uint8_t *plain, const uint8_t *c);

#endif
