/* The plumbing the three AVX2 Kyber-ring NTTs share
 * (src/mul/avx2/kyber_ntt_{montgomery,barrett,plantard}.c): the order in which the
 * 16 vectors of a polynomial go through the layers, independent of the
 * arithmetic.  For files compiled with -mavx2 only; internal header.
 *
 * Shape.  v[0..15] holds coefficients 16i .. 16i + 15.  The forward NTT takes
 * two passes over four vectors each, so that everything stays in registers:
 * layers len 128, 64 on v[j], v[j+4], v[j+8], v[j+12] (j = 0..3); then
 * layers len 32, 16 and the in-pair layers len 8, 4, 2 (the shuffles of
 * src/ntt/kyber/avx2/pairs.h) on v[4b .. 4b+3] (b = 0..3).  The inverse runs
 * the same steps backwards; its last layer (len 128) is merged with the
 * final scaling.
 *
 * The including file defines, before it includes this header, its
 * arithmetic on pairs of vectors (a twiddle is two vectors: value and
 * partner, or the two halves of a Plantard constant):
 *   mulc(a, w0, w1)       the product of a by a twiddle (static inline);
 *                         the butterflies ct and gs below are built on it
 *   ZF(k), ZI(k)          twiddle k of the forward / inverse table, as the
 *                         two arguments w0, w1
 *   STAGED_FWD_TW, STAGED_INV_TW   the per-lane twiddles of the in-pair layers
 *                         (6 vectors per pair block, tools/tables/kyber_avx2.py)
 *   STAGED_FWD_OUT(v)     applied to each vector the forward returns
 *   STAGED_PAIR_INV_OUT(v)  applied to each vector after the inverse's in-pair
 *                         layers
 *   STAGED_INV_MID(a, c)  applied (statements, on __m256i lvalues) to the
 *                         tops of layer len 16 before layer len 32
 *   STAGED_INV_LAST_TOP(x), STAGED_INV_LAST_BOT(x)  the last layer's products
 *                         of a + b and a - b by their constants
 *   STAGED_NTT, STAGED_INVNTT  the names of the two functions to define:
 *                         STAGED_NTT(r) and STAGED_INVNTT(r, k), the backend's
 *                         ntt and invntt (one schedule for every k)
 * and states the bounds that make its schedule legal. */
#ifndef PQPOLY_MUL_AVX2_KYBER_STAGED_H
#define PQPOLY_MUL_AVX2_KYBER_STAGED_H

#include <immintrin.h>

#include "arith/avx2/barrett.h"
#include "arith/avx2/vec.h"
#include "ntt/kyber/avx2/pairs.h"
#include "ntt/kyber/ntt.h"


/* Cooley-Tukey: (a, b) <- (a + z b, a - z b), z b the file's mulc. */
static inline void ct(__m256i *a, __m256i *b, __m256i w0, __m256i w1) {
    __m256i t = mulc(*b, w0, w1);
    *b = _mm256_sub_epi16(*a, t);
    *a = _mm256_add_epi16(*a, t);
}
/* Gentleman-Sande: (a, b) <- (a + b, z (a - b)). */
static inline void gs(__m256i *a, __m256i *b, __m256i w0, __m256i w1) {
    __m256i t = *a;
    *a = _mm256_add_epi16(t, *b);
    *b = mulc(_mm256_sub_epi16(t, *b), w0, w1);
}

/* Barrett reduction modulo q of every lane (src/arith/avx2/barrett.h:
 * output in [0, q]), for the files whose passes reduce with it. */
static inline __m256i staged_barrett(__m256i a) {
    return pqpoly_barrett_round16_x16(a, _mm256_set1_epi16(PQPOLY_BARRETT16_VR(KYBER_Q)),
                                      _mm256_set1_epi16(1 << (31 - PQPOLY_BARRETT16_SHIFT(KYBER_Q))),
                                      _mm256_set1_epi16(KYBER_Q));
}

/* Layers len 8, 4, 2 of the pair block x, y; tw: its 6 twiddle vectors
 * (len 8, 4, 2, each with its partner). */
static inline void staged_ntt_pair(__m256i *x, __m256i *y, const int16_t *tw) {
    __m256i t, b;
    pqpoly_kyber_split8(*x, *y, &t, &b);
    ct(&t, &b, PQPOLY_LOAD256(tw), PQPOLY_LOAD256(tw + 16));
    pqpoly_kyber_split4(&t, &b);
    ct(&t, &b, PQPOLY_LOAD256(tw + 32), PQPOLY_LOAD256(tw + 48));
    pqpoly_kyber_swap2(&t, &b);
    ct(&t, &b, PQPOLY_LOAD256(tw + 64), PQPOLY_LOAD256(tw + 80));
    pqpoly_kyber_join2(STAGED_FWD_OUT(t), STAGED_FWD_OUT(b), x, y);
}

static void STAGED_NTT(int16_t r[KYBER_N]) {
    for (unsigned j = 0; j < 4; j++) {
        __m256i a = PQPOLY_LOADU256(r + 16 * j), b = PQPOLY_LOADU256(r + 16 * (j + 4));
        __m256i c = PQPOLY_LOADU256(r + 16 * (j + 8)), d = PQPOLY_LOADU256(r + 16 * (j + 12));
        ct(&a, &c, ZF(1));
        ct(&b, &d, ZF(1));
        ct(&a, &b, ZF(2));
        ct(&c, &d, ZF(3));
        PQPOLY_STOREU256(r + 16 * j, a);
        PQPOLY_STOREU256(r + 16 * (j + 4), b);
        PQPOLY_STOREU256(r + 16 * (j + 8), c);
        PQPOLY_STOREU256(r + 16 * (j + 12), d);
    }
    for (unsigned blk = 0; blk < 4; blk++) {
        int16_t *p = r + 64 * blk;
        __m256i a = PQPOLY_LOADU256(p), b = PQPOLY_LOADU256(p + 16);
        __m256i c = PQPOLY_LOADU256(p + 32), d = PQPOLY_LOADU256(p + 48);
        ct(&a, &c, ZF(4 + blk));
        ct(&b, &d, ZF(4 + blk));
        ct(&a, &b, ZF(8 + 2 * blk));
        ct(&c, &d, ZF(9 + 2 * blk));
        staged_ntt_pair(&a, &b, STAGED_FWD_TW + 96 * (2 * blk));
        staged_ntt_pair(&c, &d, STAGED_FWD_TW + 96 * (2 * blk + 1));
        PQPOLY_STOREU256(p, a);
        PQPOLY_STOREU256(p + 16, b);
        PQPOLY_STOREU256(p + 32, c);
        PQPOLY_STOREU256(p + 48, d);
    }
}

/* Layers len 2, 4, 8 of the pair block x, y; tw: its 6 inverse twiddles. */
static inline void staged_invntt_pair(__m256i *x, __m256i *y, const int16_t *tw) {
    __m256i t, b;
    pqpoly_kyber_split2(*x, *y, &t, &b);
    gs(&t, &b, PQPOLY_LOAD256(tw), PQPOLY_LOAD256(tw + 16));
    pqpoly_kyber_swap2(&t, &b);
    gs(&t, &b, PQPOLY_LOAD256(tw + 32), PQPOLY_LOAD256(tw + 48));
    pqpoly_kyber_join4(&t, &b);
    gs(&t, &b, PQPOLY_LOAD256(tw + 64), PQPOLY_LOAD256(tw + 80));
    pqpoly_kyber_join8(STAGED_PAIR_INV_OUT(t), STAGED_PAIR_INV_OUT(b), x, y);
}

static void STAGED_INVNTT(int16_t r[KYBER_N], unsigned k) {
    (void)k; /* the including file shows every k within its one input bound */
    for (unsigned blk = 0; blk < 4; blk++) {
        int16_t *p = r + 64 * blk;
        __m256i a = PQPOLY_LOADU256(p), b = PQPOLY_LOADU256(p + 16);
        __m256i c = PQPOLY_LOADU256(p + 32), d = PQPOLY_LOADU256(p + 48);
        staged_invntt_pair(&a, &b, STAGED_INV_TW + 96 * (2 * blk));
        staged_invntt_pair(&c, &d, STAGED_INV_TW + 96 * (2 * blk + 1));
        gs(&a, &b, ZI(8 + 2 * blk));
        gs(&c, &d, ZI(9 + 2 * blk));
        STAGED_INV_MID(a, c);
        gs(&a, &c, ZI(4 + blk));
        gs(&b, &d, ZI(4 + blk));
        PQPOLY_STOREU256(p, a);
        PQPOLY_STOREU256(p + 16, b);
        PQPOLY_STOREU256(p + 32, c);
        PQPOLY_STOREU256(p + 48, d);
    }
    for (unsigned j = 0; j < 4; j++) {
        __m256i a = PQPOLY_LOADU256(r + 16 * j), b = PQPOLY_LOADU256(r + 16 * (j + 4));
        __m256i c = PQPOLY_LOADU256(r + 16 * (j + 8)), d = PQPOLY_LOADU256(r + 16 * (j + 12));
        gs(&a, &b, ZI(2));
        gs(&c, &d, ZI(3));
        __m256i t = a, u = b;
        a = STAGED_INV_LAST_TOP(_mm256_add_epi16(t, c));
        c = STAGED_INV_LAST_BOT(_mm256_sub_epi16(t, c));
        b = STAGED_INV_LAST_TOP(_mm256_add_epi16(u, d));
        d = STAGED_INV_LAST_BOT(_mm256_sub_epi16(u, d));
        PQPOLY_STOREU256(r + 16 * j, a);
        PQPOLY_STOREU256(r + 16 * (j + 4), b);
        PQPOLY_STOREU256(r + 16 * (j + 8), c);
        PQPOLY_STOREU256(r + 16 * (j + 12), d);
    }
}

#endif
