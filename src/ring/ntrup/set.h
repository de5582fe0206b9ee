/* The kernels of one NTRU Prime parameter set (include after the
 * -DPQPOLY_PARAMS_<SET> definition; every symbol carries the set name).
 * Internal header of the ring layer, used by the KEM (src/kem/ntruprime).
 *
 * Element representations (round-3 specification, "Polynomials"):
 *   small / Short: int8_t[p], coefficients in {-1, 0, 1} (Short: exactly w nonzero);
 *   R/q:           int16_t[p], centered representatives in [-(q-1)/2, (q-1)/2];
 *   Rounded:       R/q elements whose coefficients are multiples of 3.
 *
 * The KEM calls the kernels and the products only through the backend its
 * operation picks (NTRUP_NS(backend_pick), backend.h); the functions
 * declared below are the picker and the portable kernels, for the portable
 * row (backends.c). */
#ifndef PQPOLY_RING_NTRUP_SET_H
#define PQPOLY_RING_NTRUP_SET_H

#include <stddef.h>
#include <stdint.h>

#include "backend.h"
#include "params.h"

/* ---- backends.c: the set's rows and the picker (backend.h) ---- */
/* The backend of one KEM operation: the best row the library may run now
 * (the CPU and pqpoly_set_impl) with the products of the rings' selected
 * multipliers (pqpoly_ring_default_mul of "ntrupP" and "ntrupP-mod3",
 * big*small).  0, or PQPOLY_ERR_INVALID_ARGUMENT if a ring has no
 * multiplier (never for a registered set; *B then holds the row, its
 * products unset). */
int NTRUP_NS(backend_pick)(pqpoly_ntrup_backend *B);
size_t NTRUP_NS(backend_count)(void);
const pqpoly_ntrup_backend *NTRUP_NS(backend_at)(size_t i);
extern const pqpoly_ntrup_backend NTRUP_NS(backend_portable);

/* ---- round.c, weight.c ---- */
/* round3. Round: each coefficient to the nearest multiple of 3 (centered). */
void NTRUP_NS(round)(int16_t *out, const int16_t *a);
/* weightw_mask. 0 if r has exactly w nonzero coefficients, else -1. */
int NTRUP_NS(weightw_mask)(const int8_t *r);
/* ---- mod3.c ---- */
/* r3_from_rq3. e = (3 a in R/q) in R/3 (Decrypt's lift). */
void NTRUP_NS(r3_from_rq3)(int8_t *e, const int16_t *a);

/* ---- codec.c: byte encodings ---- */
void NTRUP_NS(small_encode)(uint8_t *s, const int8_t *f);
/* Always yields coefficients in {-1, 0, 1}: the unused 2-bit code 3 reads as
 * -1 (its value 2 reduced mod 3), so an altered key stays ternary. */
void NTRUP_NS(small_decode)(int8_t *f, const uint8_t *s);
void NTRUP_NS(rq_encode)(uint8_t *s, const int16_t *r);
void NTRUP_NS(rq_decode)(int16_t *r, const uint8_t *s);
void NTRUP_NS(rounded_encode)(uint8_t *s, const int16_t *r);
void NTRUP_NS(rounded_decode)(int16_t *r, const uint8_t *s);

#if NTRUP_LPR
/* ---- lpr.c: NTRU LPRime's Top and Right (NTRU LPRime sets only) ---- */
/* Top(C) = floor((tau1 (C + tau0) + 2^14) / 2^15) in [0, 15] for C in R/q. */
int8_t NTRUP_NS(top)(int16_t C);
/* Right(T) = tau3 T - tau2 mod q, centered, for T in [0, 15]. */
int16_t NTRUP_NS(right)(int8_t T);
/* Inputs encoding of I bits r_i in {0, 1} (32 bytes) and Top encoding of I
 * values T_i in [0, 15] (I/2 bytes), and their decodings. */
void NTRUP_NS(inputs_encode)(uint8_t *s, const int8_t *r);
void NTRUP_NS(inputs_decode)(int8_t *r, const uint8_t *s);
void NTRUP_NS(top_encode)(uint8_t *s, const int8_t *T);
void NTRUP_NS(top_decode)(int8_t *T, const uint8_t *s);
/* lpr_top, lpr_right (backend.h). */
void NTRUP_NS(lpr_top)(uint8_t *top, const int16_t *bA, const uint8_t *r_enc);
void NTRUP_NS(lpr_right)(uint8_t *r_enc, const uint8_t *top, const int16_t *aB);
/* lpr_generator (backend.h). */
void NTRUP_NS(lpr_generator)(int16_t *G, const uint8_t *s);
#endif

/* ---- recip.c: inverses by constant-time divsteps (Bernstein-Yang) ---- */
/* out = 1/in in R/3; returns 0 if in is invertible, else -1 (out then
 * meaningless).  Constant time; the caller declassifies the result. */
int NTRUP_NS(r3_recip)(int8_t *out, const int8_t *in);
/* out = 1/(3*in) in R/q; 0 if invertible (always, for in small and nonzero
 * mod 3 since x^p - x - 1 is irreducible mod q), else -1. */
int NTRUP_NS(rq_recip3)(int16_t *out, const int8_t *in);

#endif
