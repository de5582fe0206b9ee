/* NTRU LPRime building blocks (see lpr.h). */
#include <string.h>

#include "ring/ntrup/arith.h"
#include "ring/ntrup/encode.h"
#include "internal.h"
#include "lpr.h"

#include "pqpoly/common.h"

#include "sym/aes.h"

#if !NTRUP_LPR
#error "lpr.c is compiled for NTRU LPRime sets only"
#endif

/* Expand: p little-endian 32-bit words of AES-256-CTR keystream under key k,
 * starting from the all-zero counter block. */
static int expand(uint32_t *L, const uint8_t *k) {
    static const uint8_t nonce[16] = {0};
    uint8_t s[4 * NTRUP_P];
    int rc = pqpoly_aes256_ctr(s, sizeof s, nonce, k);
    for (int i = 0; i < NTRUP_P; i++)
        L[i] = (uint32_t)s[4 * i] | ((uint32_t)s[4 * i + 1] << 8) | ((uint32_t)s[4 * i + 2] << 16) |
               ((uint32_t)s[4 * i + 3] << 24);
    pqpoly_memzero(s, sizeof s); /* secret when k is (HashShort) */
    return rc;
}

int NTRUP_NS(generator)(int16_t *G, const uint8_t *S) {
    uint32_t L[NTRUP_P];
    const uint64_t v = pqpoly_ntruprime_recip(NTRUP_Q);
    int rc = expand(L, S);
    for (int i = 0; i < NTRUP_P; i++) {
        uint32_t quot;
        G[i] = (int16_t)((int32_t)pqpoly_ntruprime_divmod(&quot, L[i], NTRUP_Q, v) - NTRUP_Q12);
    }
    return rc;
}

int NTRUP_NS(hash_short)(int8_t *b, const uint8_t *r_enc) {
    uint8_t h[NTRUP_HASH_BYTES];
    uint32_t L[NTRUP_P];
    int rc = NTRUP_NS(hash_prefix)(h, 5, r_enc, NTRUP_INPUTS_BYTES);
    if (rc == 0) rc = expand(L, h);
    NTRUP_NS(short_fromlist)(b, L);
    pqpoly_memzero(h, sizeof h);
    pqpoly_memzero(L, sizeof L);
    return rc;
}

int8_t NTRUP_NS(top)(int16_t C) {
    return (int8_t)((NTRUP_TAU1 * (int32_t)(C + NTRUP_TAU0) + 16384) >> 15);
}

int16_t NTRUP_NS(right)(int8_t T) {
    return ntrup_fq_freeze(NTRUP_TAU3 * (int32_t)T - NTRUP_TAU2);
}

/* Inputs: I bits, bit i in byte i/8 at position i mod 8. */
void NTRUP_NS(inputs_encode)(uint8_t *s, const int8_t *r) {
    memset(s, 0, NTRUP_INPUTS_BYTES);
    for (int i = 0; i < NTRUP_I; i++) s[i >> 3] = (uint8_t)(s[i >> 3] | ((r[i] & 1) << (i & 7)));
}

void NTRUP_NS(inputs_decode)(int8_t *r, const uint8_t *s) {
    for (int i = 0; i < NTRUP_I; i++) r[i] = (int8_t)(1 & (s[i >> 3] >> (i & 7)));
}

/* Top: two 4-bit values per byte, the even index in the low nibble. */
void NTRUP_NS(top_encode)(uint8_t *s, const int8_t *T) {
    for (int i = 0; i < NTRUP_TOP_BYTES; i++) s[i] = (uint8_t)(T[2 * i] + (T[2 * i + 1] << 4));
}

void NTRUP_NS(top_decode)(int8_t *T, const uint8_t *s) {
    for (int i = 0; i < NTRUP_TOP_BYTES; i++) {
        T[2 * i] = (int8_t)(s[i] & 15);
        T[2 * i + 1] = (int8_t)(s[i] >> 4);
    }
}
