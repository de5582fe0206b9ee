/* ChaCha20 through libcrypto's EVP_chacha20.
 *
 * EVP_chacha20 takes a 16-byte IV that is state words 12..15 as little-endian
 * bytes (32-bit counter, then 96-bit nonce).  Both layouts are expressed in
 * it; requests are cut so that no single libcrypto call lets word 12 wrap,
 * which makes the carry into word 13 (64-bit counter) ours to do and keeps the
 * result independent of how libcrypto treats the overflow. */
#include "sym/chacha20.h"

#include <string.h>

#include <openssl/evp.h>

#include "pqpoly/common.h"
#include "sym/ossl.h"

/* Bytes per libcrypto call at most (fits an int, whole blocks). */
#define CHUNK ((size_t)1 << 30)

static void le32(uint8_t *p, uint32_t v) {
    for (int i = 0; i < 4; i++) p[i] = (uint8_t)(v >> (8 * i));
}

/* out = in xor keystream (in == NULL: keystream).  State words 12..15: the
 * block counter in word 12 (and word 13 when w13 is NULL: 64-bit counter),
 * word 13 from w13 otherwise (RFC layout), words 14..15 from tail. */
static int run(uint8_t *out, const uint8_t *in, size_t n, const uint8_t key[32], uint64_t counter,
               const uint8_t *w13, const uint8_t tail[8]) {
    if (n == 0) return 0;
    if (in == NULL) {
        memset(out, 0, n);
        in = out;
    }
    EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
    int ok = ctx != NULL;
    size_t done = 0;
    while (ok && done < n) {
        /* Blocks left before word 12 wraps. */
        uint64_t room = ((uint64_t)1 << 32) - (counter & 0xffffffffu);
        size_t piece = n - done;
        if (piece > CHUNK) piece = CHUNK;
        if ((uint64_t)piece > room * 64) piece = (size_t)(room * 64);
        uint8_t iv[16];
        le32(iv, (uint32_t)counter);
        if (w13 != NULL) memcpy(iv + 4, w13, 4);
        else le32(iv + 4, (uint32_t)(counter >> 32));
        memcpy(iv + 8, tail, 8);
        int got = 0;
        ok = EVP_EncryptInit_ex(ctx, pqpoly_ossl_chacha20(), NULL, key, iv) == 1 &&
             EVP_EncryptUpdate(ctx, out + done, &got, in + done, (int)piece) == 1 &&
             (size_t)got == piece;
        done += piece;
        counter += piece / 64; /* piece is a whole number of blocks unless last */
    }
    EVP_CIPHER_CTX_free(ctx);
    if (!ok) {
        memset(out, 0, n);
        return PQPOLY_ERR_LIBCRYPTO;
    }
    return 0;
}

static int rfc_fits(size_t n, uint32_t counter) {
    uint64_t blocks = (uint64_t)(n / 64) + (n % 64 != 0);
    return blocks <= ((uint64_t)1 << 32) - counter;
}

int pqpoly_chacha20_xor(uint8_t *out, const uint8_t *in, size_t n, const uint8_t key[32],
                        const uint8_t nonce[12], uint32_t counter) {
    if (!rfc_fits(n, counter)) return PQPOLY_ERR_INVALID_ARGUMENT;
    return run(out, in, n, key, counter, nonce, nonce + 4);
}

int pqpoly_chacha20(uint8_t *out, size_t n, const uint8_t key[32], const uint8_t nonce[12],
                    uint32_t counter) {
    return pqpoly_chacha20_xor(out, NULL, n, key, nonce, counter);
}

int pqpoly_chacha20_n64_xor(uint8_t *out, const uint8_t *in, size_t n, const uint8_t key[32],
                            const uint8_t nonce[8], uint64_t counter) {
    return run(out, in, n, key, counter, NULL, nonce);
}

int pqpoly_chacha20_n64(uint8_t *out, size_t n, const uint8_t key[32], const uint8_t nonce[8],
                        uint64_t counter) {
    return pqpoly_chacha20_n64_xor(out, NULL, n, key, nonce, counter);
}
