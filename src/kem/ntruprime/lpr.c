/* NTRU LPRime building blocks (see lpr.h). */

#include <string.h>

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

int NTRUP_NS(generator)(const pqpoly_ntrup_backend *B, int16_t *G, const uint8_t *S) {
    static const uint8_t nonce[16] = {0};
    uint8_t s[4 * NTRUP_P];
    int rc = pqpoly_aes256_ctr(s, sizeof s, nonce, S);
    if (rc != 0) memset(s, 0, sizeof s);
    B->lpr_generator(G, s); /* S and G are public */
    return rc;
}

int NTRUP_NS(hash_short)(const pqpoly_ntrup_backend *B, int8_t *b, const uint8_t *r_enc) {
    uint8_t h[NTRUP_HASH_BYTES];
    uint32_t L[NTRUP_P];
    int rc = NTRUP_NS(hash_prefix)(h, 5, r_enc, NTRUP_INPUTS_BYTES);
    if (rc == 0) rc = expand(L, h);
    NTRUP_NS(short_fromlist)(B, b, L);
    pqpoly_memzero(h, sizeof h);
    pqpoly_memzero(L, sizeof L);
    return rc;
}
