/* The NTRU Prime backend: the one internal interface between the KEMs
 * (src/kem/ntruprime: sntrup*, ntrulpr*) and the ring layer.  Internal header.
 *
 * A backend is everything a KEM operation spends its time on, split as
 * libntruprime splits its subroutines (crypto_sort/int32, crypto_core/inv3,
 * invsntrup, mult, crypto_encode/decode, ...):
 *   - the kernels: the constant-time sort behind Short_fromlist, the two
 *     inverses of key generation, the encodings, Round, the weight check,
 *     Decrypt's lift and NTRU LPRime's Top/Right/Generator steps.  They
 *     depend on the parameter set and the instruction set only: one row per
 *     (set, implementation), listed in backend_list.h (portable first, then
 *     the vector rows inside their PQPOLY_IF_<ISA>(...)), the portable row in
 *     backends.c, the vector rows in src/ring/ntrup/<isa>/backend.c;
 *   - the products: the R/q x Small product (ring "ntrupP", its selected
 *     big*small multiplier), its stages for NTRU LPRime's products sharing
 *     one small operand, and the R/3 product (ring "ntrupP-mod3").  They are
 *     the rings' selected multipliers (pqpoly_ring_default_mul, so that
 *     pqpoly_ring_force_mul, pqpoly_force_mul_everywhere and pqpoly_set_impl
 *     switch what the KEM runs), not a property of the row: the rows leave
 *     them NULL and the picker fills them in.
 *
 * Dispatch: a KEM operation (keypair, enc, dec) calls its set's picker
 * NTRUP_NS(backend_pick) (backends.c) once, which copies the best row the
 * library may run (pqpoly_pick over the rows: the CPU and pqpoly_set_impl,
 * never the data) and adds the rings' selected products; the operation passes
 * the backend down and calls every hook directly, B->hook(...).
 *
 * Contract of a row: every kernel member is non-NULL, but for the NTRU
 * LPRime steps in Streamlined sets; every function computes exactly what the
 * portable member of the same set computes, on every input
 * (tests/impl/test_impl_twins.c compares them), in time independent of
 * secret inputs.  Bounds: "Small" is int8_t[p] with every coefficient in
 * {-1, 0, 1} ("Short": Small of weight exactly w); "R/q" is int16_t[p] with
 * every coefficient centered, in [-(q-1)/2, (q-1)/2]; "Rounded" is R/q with
 * every coefficient a multiple of 3; lengths are the set's p and the byte
 * lengths of params.h (this folder).  Inputs outside a hook's stated bounds
 * are outside its contract unless the hook says "any". */
#ifndef PQPOLY_RING_NTRUP_BACKEND_H
#define PQPOLY_RING_NTRUP_BACKEND_H

#include <stddef.h>
#include <stdint.h>

#include "pqpoly/poly.h"

typedef struct pqpoly_ntrup_backend {
    /* ---- data ---- */
    uint32_t isa;     /* PQPOLY_ISA_* bits the row needs; 0 for portable C */
    const char *impl; /* "portable", "avx2", ... */
    const char *set;  /* parameter set, e.g. "sntrup761" */
    int p, q, w;      /* its parameters */

    /* ---- kernels (the row's) ---- */
    /* Short_fromlist's sort.  In: x[0..n-1] any words, n any.  Out: the same
     * words in ascending order as unsigned integers. */
    void (*sort_u32)(uint32_t *x, size_t n);
    /* In: in Small.  Out: out = 1/in in R/3 (Small) and 0 if in is
     * invertible, else -1 (out then unspecified but Small); the caller
     * declassifies the result. */
    int (*r3_recip)(int8_t *out, const int8_t *in);
    /* In: in Small.  Out: out = 1/(3 in) in R/q (R/q) and 0 if invertible
     * (always for in nonzero mod 3: x^p - x - 1 is irreducible mod q), else
     * -1. */
    int (*rq_recip3)(int16_t *out, const int8_t *in);
    /* Encode/Decode of the specification.  Encoders: in Small, R/q, Rounded
     * respectively; out NTRUP_SMALL_BYTES, NTRUP_RQ_BYTES,
     * NTRUP_ROUNDED_BYTES bytes.  Decoders: in any bytes of that length; out
     * always inside the element's bounds (small_decode reads the unused code
     * 3 as -1; rq_decode and rounded_decode reduce what they read), so that
     * what a KEM decodes is inside every product's contract. */
    void (*small_encode)(uint8_t *s, const int8_t *f);
    void (*small_decode)(int8_t *f, const uint8_t *s);
    void (*rq_encode)(uint8_t *s, const int16_t *r);
    void (*rq_decode)(int16_t *r, const uint8_t *s);
    void (*rounded_encode)(uint8_t *s, const int16_t *r);
    void (*rounded_decode)(int16_t *r, const uint8_t *s);
    /* Round.  In: a R/q.  Out: each coefficient to the nearest multiple of
     * 3, Rounded (|out_i| <= (q-1)/2 still: (q-1)/2 is a multiple of 3 for
     * every set, q = 1 mod 6). */
    void (*round3)(int16_t *out, const int16_t *a);
    /* Weightw_mask.  In: r Small.  Out: 0 if r has exactly w nonzero
     * coefficients, else -1. */
    int (*weightw_mask)(const int8_t *r);
    /* Decrypt's lift.  In: a R/q.  Out: e = (3 a in R/q) in R/3, Small. */
    void (*r3_from_rq3)(int8_t *e, const int16_t *a);
    /* NTRU LPRime's Top and Right steps (NULL in the rows of Streamlined
     * NTRU Prime sets, which have neither).  I = 256 plaintext bits r_i, bit
     * i of the 32-byte Inputs encoding r_enc (bit i mod 8 of byte i/8); T_i
     * the Top encoding's nibbles (the even index in the low nibble).
     * lpr_top (Hide).  In: bA R/q, r_enc any 32 bytes.  Out: top (I/2
     *   bytes) = Top encoding of T_i = Top(bA_i + r_i (q-1)/2), i < I,
     *   T_i in [0, 15].
     * lpr_right (Decrypt).  In: aB R/q, top any I/2 bytes.  Out: r_enc (32
     *   bytes) = Inputs encoding of r_i = 1 iff Right(T_i) - aB_i + 4w + 1
     *   is negative mod q (centered). */
    void (*lpr_top)(uint8_t *top, const int16_t *bA, const uint8_t *r_enc);
    void (*lpr_right)(uint8_t *r_enc, const uint8_t *top, const int16_t *aB);
    /* Generator's reduction.  In: s any 4p bytes (the AES-256-CTR
     * keystream).  Out: G_i = (word i of s, little-endian) mod q - (q-1)/2
     * for i < p, R/q.  NULL in Streamlined rows. */
    void (*lpr_generator)(int16_t *G, const uint8_t *s);

    /* ---- products (NULL in the rows; the picker's) ---- */
    const pqpoly_ring *ring_q; /* "ntrupP" */
    const pqpoly_ring *ring_3; /* "ntrupP-mod3" */
    /* R/q x Small: ring_q's selected big*small multiplier's mul, called as
     * rq_mul(c, a, b, ring_q).  In: a R/q, b Small widened to int16 (|b_i| <=
     * 1), c distinct from both.  Out: c = a b in R/q, centered. */
    void (*rq_mul)(int16_t *c, const int16_t *a, const int16_t *b, const pqpoly_ring *r);
    /* The stages of that multiplier (forward_a, forward_b, base, inverse;
     * include/pqpoly/poly.h), for products of several R/q operands by one
     * Small one with one forward_b (NTRU LPRime's Hide); NULL when it has
     * none (then rq_mul serves each product). */
    const pqpoly_transform *rq_stages;
    /* R/3 x R/3: ring_3's selected multiplier's mul, called as
     * r3_mul(c, a, b, ring_3).  In: a, b Small widened to int16, c distinct.
     * Out: c = a b in R/3, Small. */
    void (*r3_mul)(int16_t *c, const int16_t *a, const int16_t *b, const pqpoly_ring *r);
} pqpoly_ntrup_backend;

/* Every row compiled in, of every set and implementation, the CPU able to
 * run it or not (for tests and tools): per set the portable row first, sets
 * in the order of src/kem/kem_list.h.  The rows' product members are NULL. */
size_t pqpoly_ntrup_backend_count(void);
const pqpoly_ntrup_backend *pqpoly_ntrup_backend_at(size_t i);

#endif
