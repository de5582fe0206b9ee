/* NTRU Prime's hot paths that are not products: one table of kernels per
 * parameter set and implementation (portable, avx2, ...).  Internal header.
 *
 * The products go through the multiplier registry (src/mul); everything else
 * the KEM spends time on — the constant-time sort behind Short_fromlist, the
 * two inverses of key generation, the encodings, Round, the weight check and
 * NTRU LPRime's Top/Right steps —
 * goes through this table, so that a vectorized kernel is a new table beside
 * the portable one, chosen by the same picker (pqpoly_pick, src/common/pick.h)
 * from the CPU and pqpoly_set_impl, never from the data.  The split follows
 * libntruprime's subroutines (crypto_sort/int32, crypto_core/inv3, invsntrup,
 * crypto_encode/decode, ...).
 *
 * Contract of a table: every member is non-NULL, but for the NTRU LPRime
 * steps in Streamlined sets (a vector table points the
 * members it does not vectorize at the portable functions), and every
 * function computes exactly what the portable member of the same set
 * computes, on every input (tests/impl/test_impl_twins.c compares them), in
 * time independent of secret inputs.  Element representations are those of
 * set.h; lengths are the set's p and the byte lengths of params.h (both in
 * this folder).
 *
 * The portable kernels and the tables live in this folder, compiled once per
 * set (ring.cmake): kernels.c defines the portable table and the choice among
 * the set's tables (kernel_list.h), vector tables are in src/ring/ntrup/<isa>/
 * (src/ring/ntrup/avx2/), and the KEM (src/kem/ntruprime) calls the kernels
 * only through NTRUP_NS(kernels)(). */
#ifndef PQPOLY_RING_NTRUP_KERNELS_H
#define PQPOLY_RING_NTRUP_KERNELS_H

#include <stddef.h>
#include <stdint.h>

typedef struct pqpoly_ntrup_kernels {
    uint32_t isa;     /* PQPOLY_ISA_* bits the table needs; 0 for portable C */
    const char *impl; /* "portable", "avx2", ... */
    const char *set;  /* parameter set, e.g. "sntrup761" */
    int p, q, w;      /* its parameters */
    /* x[0..n-1] in ascending order as unsigned integers (Short_fromlist). */
    void (*sort_u32)(uint32_t *x, size_t n);
    /* out = 1/in in R/3: 0 if invertible, else -1. */
    int (*r3_recip)(int8_t *out, const int8_t *in);
    /* out = 1/(3 in) in R/q: 0 if invertible, else -1. */
    int (*rq_recip3)(int16_t *out, const int8_t *in);
    /* Small, R/q and Rounded encodings (Encode/Decode of the specification). */
    void (*small_encode)(uint8_t *s, const int8_t *f);
    void (*small_decode)(int8_t *f, const uint8_t *s);
    void (*rq_encode)(uint8_t *s, const int16_t *r);
    void (*rq_decode)(int16_t *r, const uint8_t *s);
    void (*rounded_encode)(uint8_t *s, const int16_t *r);
    void (*rounded_decode)(int16_t *r, const uint8_t *s);
    /* Round: each coefficient to the nearest multiple of 3. */
    void (*round3)(int16_t *out, const int16_t *a);
    /* 0 if r (Small: every coefficient in {-1, 0, 1}) has exactly w nonzero
     * coefficients, else -1. */
    int (*weightw_mask)(const int8_t *r);
    /* Decrypt's lift: e = (3 a in R/q) in R/3, a in R/q (centered), e in
     * {-1, 0, 1}. */
    void (*r3_from_rq3)(int8_t *e, const int16_t *a);
    /* NTRU LPRime's Top and Right steps (NULL in the tables of Streamlined
     * NTRU Prime sets, which have neither).  I = 256 plaintext bits r_i, bit
     * i of the 32-byte Inputs encoding r_enc (bit i mod 8 of byte i/8); T_i
     * the Top encoding's nibbles (the even index in the low nibble).
     * lpr_top (Hide): top = Top encoding of T_i = Top(bA_i + r_i (q-1)/2),
     *   i < I; bA in R/q (centered), r_enc any 32 bytes.
     * lpr_right (Decrypt): r_enc = Inputs encoding of r_i = 1 iff
     *   Right(T_i) - aB_i + 4w + 1 is negative mod q (centered); aB in R/q,
     *   top any I/2 bytes. */
    void (*lpr_top)(uint8_t *top, const int16_t *bA, const uint8_t *r_enc);
    void (*lpr_right)(uint8_t *r_enc, const uint8_t *top, const int16_t *aB);
    /* Generator's reduction: G_i = (word i of s, little-endian) mod q -
     * (q-1)/2 for i < p; s any 4p bytes (the AES-256-CTR keystream). */
    void (*lpr_generator)(int16_t *G, const uint8_t *s);
} pqpoly_ntrup_kernels;

/* Every table compiled in, of every set and implementation, the CPU able to
 * run it or not (for tests and tools): per set the portable table first. */
size_t pqpoly_ntrup_kernels_count(void);
const pqpoly_ntrup_kernels *pqpoly_ntrup_kernels_at(size_t i);

#endif
