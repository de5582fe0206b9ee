/* NTRU LPRime's Top and Right steps (round-3 specification: Top, Right, the
 * Inputs and Top encodings, and the per-coefficient steps of Encrypt and
 * Decrypt) and Generator's reduction mod q, the portable lpr_top, lpr_right
 * and lpr_generator kernels (backend.h).
 * Compiled for the NTRU LPRime sets only (ring.cmake). */
#include <string.h>

#include "arith.h"
#include "encode.h"
#include "set.h"

#include "pqpoly/common.h"

#if !NTRUP_LPR
#error "lpr.c is compiled for NTRU LPRime sets only"
#endif

int8_t NTRUP_NS(top)(int16_t C) {
    return (int8_t)((NTRUP_TAU1 * (int32_t)(C + NTRUP_TAU0) + 16384) >> 15);
}

int16_t NTRUP_NS(right)(int8_t T) {
    return ntrup_fq_freeze(NTRUP_TAU3 * (int32_t)T - NTRUP_TAU2);
}

/* Inputs: I bits, bit i in byte i/8 at position i mod 8. */
void NTRUP_NS(inputs_encode)(uint8_t *s, const int8_t *r) {
    memset(s, 0, NTRUP_I / 8);
    for (int i = 0; i < NTRUP_I; i++) s[i >> 3] = (uint8_t)(s[i >> 3] | ((r[i] & 1) << (i & 7)));
}

void NTRUP_NS(inputs_decode)(int8_t *r, const uint8_t *s) {
    for (int i = 0; i < NTRUP_I; i++) r[i] = (int8_t)(1 & (s[i >> 3] >> (i & 7)));
}

/* Top: two 4-bit values per byte, the even index in the low nibble. */
void NTRUP_NS(top_encode)(uint8_t *s, const int8_t *T) {
    for (int i = 0; i < NTRUP_I / 2; i++) s[i] = (uint8_t)(T[2 * i] + (T[2 * i + 1] << 4));
}

void NTRUP_NS(top_decode)(int8_t *T, const uint8_t *s) {
    for (int i = 0; i < NTRUP_I / 2; i++) {
        T[2 * i] = (int8_t)(s[i] & 15);
        T[2 * i + 1] = (int8_t)(s[i] >> 4);
    }
}

/* Encrypt's T = Top(b A + r (q-1)/2), on the first I coefficients. */
void NTRUP_NS(lpr_top)(uint8_t *top, const int16_t *bA, const uint8_t *r_enc) {
    int8_t r[NTRUP_I], T[NTRUP_I];
    NTRUP_NS(inputs_decode)(r, r_enc);
    for (int i = 0; i < NTRUP_I; i++) T[i] = NTRUP_NS(top)(ntrup_fq_freeze(bA[i] + r[i] * NTRUP_Q12));
    NTRUP_NS(top_encode)(top, T);
    pqpoly_memzero(r, sizeof r); /* the plaintext */
    pqpoly_memzero(T, sizeof T); /* public once sent, but not when dec recomputes it */
}

/* Decrypt: r_i = 1 iff Right(T_i) - (aB)_i + 4w + 1 is negative mod q. */
void NTRUP_NS(lpr_right)(uint8_t *r_enc, const uint8_t *top, const int16_t *aB) {
    int8_t T[NTRUP_I], r[NTRUP_I];
    NTRUP_NS(top_decode)(T, top);
    for (int i = 0; i < NTRUP_I; i++)
        r[i] = (int8_t)-ntrup_negative_mask(ntrup_fq_freeze(NTRUP_NS(right)(T[i]) - aB[i] + 4 * NTRUP_W + 1));
    NTRUP_NS(inputs_encode)(r_enc, r);
    pqpoly_memzero(r, sizeof r);
}

/* Generator: each little-endian word of the keystream mod q, centered. */
void NTRUP_NS(lpr_generator)(int16_t *G, const uint8_t *s) {
    const uint64_t v = pqpoly_ntruprime_recip(NTRUP_Q);
    for (int i = 0; i < NTRUP_P; i++) {
        uint32_t quot, L = (uint32_t)s[4 * i] | ((uint32_t)s[4 * i + 1] << 8) | ((uint32_t)s[4 * i + 2] << 16) |
                           ((uint32_t)s[4 * i + 3] << 24);
        G[i] = (int16_t)((int32_t)pqpoly_ntruprime_divmod(&quot, L, NTRUP_Q, v) - NTRUP_Q12);
    }
}
