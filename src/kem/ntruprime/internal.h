/* Internal interface of one NTRU Prime parameter set (include after the
 * -DPQPOLY_PARAMS_<SET> definition; every symbol carries the set name).
 * The kernels (sort, inverses, encodings, Round, weight) and the products
 * are the ring layer's backend (src/ring/ntrup/backend.h): each operation
 * (keypair, enc, dec) picks it once, NTRUP_NS(backend_pick), and passes it
 * to every function below that computes with it.
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

/* ---- poly.c: sampling ---- */
/* Short_fromlist: weight-w ternary vector (Short) from p 32-bit words (any)
 * by sorting (B->sort_u32). */
void NTRUP_NS(short_fromlist)(const pqpoly_ntrup_backend *B, int8_t *out, const uint32_t *in);
/* Short_random / Small_random: one call of 4p random bytes each
 * (little-endian 32-bit words); out Short / Small.  0 or
 * PQPOLY_ERR_RANDOMNESS. */
int NTRUP_NS(short_random)(const pqpoly_ntrup_backend *B, int8_t *out);
int NTRUP_NS(small_random)(int8_t *out);

/* ---- mult.c: the backend's products on the KEM's operands ---- */
/* h = f*g in R/q: f R/q, g Small; h R/q, distinct from f (B->rq_mul). */
void NTRUP_NS(rq_mult_small)(const pqpoly_ntrup_backend *B, int16_t *h, const int16_t *f, const int8_t *g);
/* h = f*g in R/3: f, g Small; h Small (B->r3_mul). */
void NTRUP_NS(r3_mult)(const pqpoly_ntrup_backend *B, int8_t *h, const int8_t *f, const int8_t *g);
/* h0 = f0*g and h1 = f1*g in R/q (NTRU LPRime's Hide): f0, f1 R/q, g Small;
 * h0, h1 R/q, distinct from f0, f1; one forward transform of g where the R/q
 * multiplier has stages (B->rq_stages), else B->rq_mul twice. */
void NTRUP_NS(rq_mult_small_2)(const pqpoly_ntrup_backend *B, int16_t *h0, int16_t *h1, const int16_t *f0,
                               const int16_t *f1, const int8_t *g);

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
