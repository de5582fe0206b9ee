/* The passes the three AVX2 kyber NTTs share (ntt_{montgomery,barrett,
 * plantard}.c here): the order in which the 16 vectors of a polynomial go
 * through the layers, independent of the arithmetic.  For files of this
 * folder (compiled for x86-avx2) only; internal header.
 *
 * Shape.  v[0..15] holds coefficients 16i .. 16i + 15.  The forward NTT takes
 * two passes over four vectors each, so that everything stays in registers:
 * layers len 128, 64 on v[j], v[j+4], v[j+8], v[j+12] (j = 0..3); then
 * layers len 32, 16 and the in-pair layers len 8, 4, 2 (the shuffles of
 * src/ntt/kyber/avx2/pairs.h) on v[4b .. 4b+3] (b = 0..3).  The inverse runs
 * the same steps backwards; its last layer (len 128) is merged with the
 * final scaling.
 *
 * The arithmetic.  The including file defines (static inline, after this
 * header) the functions declared below, and states the bounds that make its
 * schedule legal; its ntt and invntt hooks call kyber_ntt_passes and
 * kyber_invntt_passes with its per-lane twiddle tables (6 vectors per pair
 * block, tools/tables/kyber_avx2.py). */
#ifndef PQPOLY_RING_KYBER_AVX2_PASSES_H
#define PQPOLY_RING_KYBER_AVX2_PASSES_H

#include <immintrin.h>

#include "arith/avx2/barrett.h"
#include "arith/avx2/vec.h"
#include "ntt/kyber/arith.h"
#include "ntt/kyber/avx2/pairs.h"

/* A twiddle as the two vectors its product takes: value and partner, or the
 * two halves of a Plantard constant. */
typedef struct {
    __m256i w0, w1;
} kyber_tw;

/* The product of every lane of a by the twiddle (w0, w1). */
static inline __m256i mulc(__m256i a, __m256i w0, __m256i w1);
/* Twiddle k of the forward / inverse table, broadcast. */
static inline kyber_tw zf(unsigned k);
static inline kyber_tw zi(unsigned k);
/* Applied to each vector the forward returns. */
static inline __m256i fwd_out(__m256i v);
/* Applied to each vector after the inverse's in-pair layers. */
static inline __m256i pair_inv_out(__m256i v);
/* Applied to the tops a, c of layer len 16 before layer len 32. */
static inline void inv_mid(__m256i *a, __m256i *c);
/* The last inverse layer's products of a + b (top) and a - b (bottom) by
 * their constants (the final scaling merged). */
static inline __m256i inv_last_top(__m256i x);
static inline __m256i inv_last_bot(__m256i x);

/* Cooley-Tukey: (a, b) <- (a + z b, a - z b). */
static inline void ct(__m256i *a, __m256i *b, kyber_tw z) {
    __m256i t = mulc(*b, z.w0, z.w1);
    *b = _mm256_sub_epi16(*a, t);
    *a = _mm256_add_epi16(*a, t);
}
/* Gentleman-Sande: (a, b) <- (a + b, z (a - b)). */
static inline void gs(__m256i *a, __m256i *b, kyber_tw z) {
    __m256i t = *a;
    *a = _mm256_add_epi16(t, *b);
    *b = mulc(_mm256_sub_epi16(t, *b), z.w0, z.w1);
}
/* The per-lane twiddle at tw (two vectors). */
static inline kyber_tw lanes_tw(const int16_t *tw) {
    return (kyber_tw){PQPOLY_LOAD256(tw), PQPOLY_LOAD256(tw + 16)};
}

/* Barrett reduction modulo q of every lane (src/arith/avx2/barrett.h):
 * the centered representative, |r| <= (q-1)/2, for any int16. */
static inline __m256i kyber_barrett16(__m256i a) {
    return pqpoly_barrett_round16_x16(a, PQPOLY_BCAST16(PQPOLY_BARRETT16_VR(KYBER_Q)),
                                      PQPOLY_BCAST16(1 << (31 - PQPOLY_BARRETT16_SHIFT(KYBER_Q))),
                                      PQPOLY_BCAST16(KYBER_Q));
}

/* Layers len 8, 4, 2 of the pair block x, y; tw: its 6 twiddle vectors
 * (len 8, 4, 2, each with its partner). */
static inline void kyber_ntt_pair(__m256i *x, __m256i *y, const int16_t *tw) {
    __m256i t, b;
    pqpoly_kyber_split8(*x, *y, &t, &b);
    ct(&t, &b, lanes_tw(tw));
    pqpoly_kyber_split4(&t, &b);
    ct(&t, &b, lanes_tw(tw + 32));
    pqpoly_kyber_swap2(&t, &b);
    ct(&t, &b, lanes_tw(tw + 64));
    pqpoly_kyber_join2(fwd_out(t), fwd_out(b), x, y);
}

/* The forward NTT of r with the per-lane twiddles fwd_tw (4 x 2 pair blocks
 * of 96 values). */
static inline void kyber_ntt_passes(int16_t r[KYBER_N], const int16_t *fwd_tw) {
    for (unsigned j = 0; j < 4; j++) {
        __m256i a = PQPOLY_LOADU256(r + 16 * j), b = PQPOLY_LOADU256(r + 16 * (j + 4));
        __m256i c = PQPOLY_LOADU256(r + 16 * (j + 8)), d = PQPOLY_LOADU256(r + 16 * (j + 12));
        ct(&a, &c, zf(1));
        ct(&b, &d, zf(1));
        ct(&a, &b, zf(2));
        ct(&c, &d, zf(3));
        PQPOLY_STOREU256(r + 16 * j, a);
        PQPOLY_STOREU256(r + 16 * (j + 4), b);
        PQPOLY_STOREU256(r + 16 * (j + 8), c);
        PQPOLY_STOREU256(r + 16 * (j + 12), d);
    }
    for (unsigned blk = 0; blk < 4; blk++) {
        int16_t *p = r + 64 * blk;
        __m256i a = PQPOLY_LOADU256(p), b = PQPOLY_LOADU256(p + 16);
        __m256i c = PQPOLY_LOADU256(p + 32), d = PQPOLY_LOADU256(p + 48);
        ct(&a, &c, zf(4 + blk));
        ct(&b, &d, zf(4 + blk));
        ct(&a, &b, zf(8 + 2 * blk));
        ct(&c, &d, zf(9 + 2 * blk));
        kyber_ntt_pair(&a, &b, fwd_tw + 96 * (2 * blk));
        kyber_ntt_pair(&c, &d, fwd_tw + 96 * (2 * blk + 1));
        PQPOLY_STOREU256(p, a);
        PQPOLY_STOREU256(p + 16, b);
        PQPOLY_STOREU256(p + 32, c);
        PQPOLY_STOREU256(p + 48, d);
    }
}

/* Layers len 2, 4, 8 of the pair block x, y; tw: its 6 inverse twiddles. */
static inline void kyber_invntt_pair(__m256i *x, __m256i *y, const int16_t *tw) {
    __m256i t, b;
    pqpoly_kyber_split2(*x, *y, &t, &b);
    gs(&t, &b, lanes_tw(tw));
    pqpoly_kyber_swap2(&t, &b);
    gs(&t, &b, lanes_tw(tw + 32));
    pqpoly_kyber_join4(&t, &b);
    gs(&t, &b, lanes_tw(tw + 64));
    pqpoly_kyber_join8(pair_inv_out(t), pair_inv_out(b), x, y);
}

/* The inverse NTT of r with the per-lane twiddles inv_tw, one schedule for
 * every k (the including file shows every basemul_acc output within its one
 * input bound). */
static inline void kyber_invntt_passes(int16_t r[KYBER_N], const int16_t *inv_tw) {
    for (unsigned blk = 0; blk < 4; blk++) {
        int16_t *p = r + 64 * blk;
        __m256i a = PQPOLY_LOADU256(p), b = PQPOLY_LOADU256(p + 16);
        __m256i c = PQPOLY_LOADU256(p + 32), d = PQPOLY_LOADU256(p + 48);
        kyber_invntt_pair(&a, &b, inv_tw + 96 * (2 * blk));
        kyber_invntt_pair(&c, &d, inv_tw + 96 * (2 * blk + 1));
        gs(&a, &b, zi(8 + 2 * blk));
        gs(&c, &d, zi(9 + 2 * blk));
        inv_mid(&a, &c);
        gs(&a, &c, zi(4 + blk));
        gs(&b, &d, zi(4 + blk));
        PQPOLY_STOREU256(p, a);
        PQPOLY_STOREU256(p + 16, b);
        PQPOLY_STOREU256(p + 32, c);
        PQPOLY_STOREU256(p + 48, d);
    }
    for (unsigned j = 0; j < 4; j++) {
        __m256i a = PQPOLY_LOADU256(r + 16 * j), b = PQPOLY_LOADU256(r + 16 * (j + 4));
        __m256i c = PQPOLY_LOADU256(r + 16 * (j + 8)), d = PQPOLY_LOADU256(r + 16 * (j + 12));
        gs(&a, &b, zi(2));
        gs(&c, &d, zi(3));
        __m256i t = a, u = b;
        a = inv_last_top(_mm256_add_epi16(t, c));
        c = inv_last_bot(_mm256_sub_epi16(t, c));
        b = inv_last_top(_mm256_add_epi16(u, d));
        d = inv_last_bot(_mm256_sub_epi16(u, d));
        PQPOLY_STOREU256(r + 16 * j, a);
        PQPOLY_STOREU256(r + 16 * (j + 4), b);
        PQPOLY_STOREU256(r + 16 * (j + 8), c);
        PQPOLY_STOREU256(r + 16 * (j + 12), d);
    }
}

#endif
