/* The hashes of the round-3 specification for one parameter set: Hash_b(x) =
 * first 32 bytes of SHA-512(b || x) with a one-byte prefix b (2 = confirm,
 * 3 = plaintext, 4 = public-key cache, 5 = HashShort in NTRU LPRime, 1 and 0
 * = session key after success and after rejection). */
#include <string.h>

#include "internal.h"

#include "pqpoly/common.h"

#include "sym/sha2.h"

#define HASH_MAX_IN (1 + 2 * NTRUP_HASH_BYTES + NTRUP_CT_BYTES > 1 + NTRUP_PK_BYTES \
                         ? 1 + 2 * NTRUP_HASH_BYTES + NTRUP_CT_BYTES : 1 + NTRUP_PK_BYTES)

int NTRUP_NS(hash_prefix)(uint8_t *out, int b, const uint8_t *in, size_t inlen) {
    uint8_t x[HASH_MAX_IN], h[64];
    int rc;
    if (inlen + 1 > sizeof x) return PQPOLY_ERR_INVALID_ARGUMENT;
    x[0] = (uint8_t)b;
    memcpy(x + 1, in, inlen);
    rc = pqpoly_sha512(h, x, inlen + 1);
    memcpy(out, h, NTRUP_HASH_BYTES);
    pqpoly_memzero(x, inlen + 1);
    pqpoly_memzero(h, sizeof h);
    return rc;
}

/* The plaintext enters the confirmation and session hashes as Hash_3(r_enc)
 * in Streamlined NTRU Prime and as the 32 bytes r_enc themselves in NTRU
 * LPRime (round-3 specification, HashConfirm and HashSession). */
static int plaintext_part(uint8_t *x, const uint8_t *r_enc) {
#if NTRUP_LPR
    memcpy(x, r_enc, NTRUP_INPUTS_BYTES);
    return 0;
#else
    return NTRUP_NS(hash_prefix)(x, 3, r_enc, NTRUP_INPUTS_BYTES);
#endif
}

#if NTRUP_LPR
#define PLAIN_BYTES NTRUP_INPUTS_BYTES
#else
#define PLAIN_BYTES NTRUP_HASH_BYTES
#endif

int NTRUP_NS(hash_confirm)(uint8_t *h, const uint8_t *r_enc, const uint8_t *cache) {
    uint8_t x[PLAIN_BYTES + NTRUP_HASH_BYTES];
    int rc = plaintext_part(x, r_enc);
    memcpy(x + PLAIN_BYTES, cache, NTRUP_HASH_BYTES);
    if (rc == 0) rc = NTRUP_NS(hash_prefix)(h, 2, x, sizeof x);
    pqpoly_memzero(x, sizeof x);
    return rc;
}

int NTRUP_NS(hash_session)(uint8_t *k, int b, const uint8_t *r_enc, const uint8_t *c) {
    uint8_t x[PLAIN_BYTES + NTRUP_CT_BYTES];
    int rc = plaintext_part(x, r_enc);
    memcpy(x + PLAIN_BYTES, c, NTRUP_CT_BYTES);
    if (rc == 0) rc = NTRUP_NS(hash_prefix)(k, b, x, sizeof x);
    pqpoly_memzero(x, PLAIN_BYTES); /* the plaintext part; the ciphertext is public */
    return rc;
}
