/* The hashes of the round-3 specification for one parameter set: Hash_b(x) =
 * first 32 bytes of SHA-512(b || x) with a one-byte prefix b (2 = confirm,
 * 3 = plaintext, 4 = public-key cache, 5 = HashShort in NTRU LPRime, 1 and 0
 * = session key after success and after rejection).  The prefix and the
 * parts are hashed where they lie (pqpoly_sha512_parts), never copied into
 * one buffer. */
#include <string.h>

#include "internal.h"

#include "pqpoly/common.h"

#include "sym/sha2.h"

/* out = first 32 bytes of SHA-512(b || x || y) (y may be NULL, ylen 0). */
static int hash_b(uint8_t *out, int b, const uint8_t *x, size_t xlen, const uint8_t *y, size_t ylen) {
    uint8_t pre = (uint8_t)b, h[64];
    const uint8_t *in[3] = {&pre, x, y};
    size_t n[3] = {1, xlen, ylen};
    int rc = pqpoly_sha512_parts(h, in, n, 3);
    memcpy(out, h, NTRUP_HASH_BYTES);
    pqpoly_memzero(h, sizeof h);
    return rc;
}

int NTRUP_NS(hash_prefix)(uint8_t *out, int b, const uint8_t *in, size_t inlen) {
    return hash_b(out, b, in, inlen, NULL, 0);
}

int NTRUP_NS(hash_plain)(uint8_t *plain, const uint8_t *r_enc) {
#if NTRUP_LPR
    memcpy(plain, r_enc, NTRUP_INPUTS_BYTES);
    return 0;
#else
    return NTRUP_NS(hash_prefix)(plain, 3, r_enc, NTRUP_INPUTS_BYTES);
#endif
}

int NTRUP_NS(hash_confirm)(uint8_t *h, const uint8_t *plain, const uint8_t *cache) {
    return hash_b(h, 2, plain, NTRUP_PLAIN_BYTES, cache, NTRUP_HASH_BYTES);
}

int NTRUP_NS(hash_session)(uint8_t *k, int b, const uint8_t *plain, const uint8_t *c) {
    return hash_b(k, b, plain, NTRUP_PLAIN_BYTES, c, NTRUP_CT_BYTES);
}
