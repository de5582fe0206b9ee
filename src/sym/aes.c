/* AES-256 ECB / CTR / GMAC through libcrypto's EVP cipher interface. */
#include "sym/aes.h"

#include <limits.h>
#include <string.h>

#include <openssl/evp.h>

#include "pqpoly/common.h"
#include "sym/ossl.h"

/* EVP_EncryptUpdate takes an int length: feed it in pieces of this size
 * (a multiple of the block size). */
#define CHUNK ((size_t)1 << 30)

/* Run cipher over len bytes of in into out (in may equal out). */
static int run(const EVP_CIPHER *cipher, uint8_t *out, const uint8_t *in, size_t len,
               const uint8_t key[32], const uint8_t *iv) {
    EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
    int ok = ctx != NULL && EVP_EncryptInit_ex(ctx, cipher, NULL, key, iv) == 1 &&
             EVP_CIPHER_CTX_set_padding(ctx, 0) == 1;
    size_t done = 0;
    while (ok && done < len) {
        size_t piece = len - done < CHUNK ? len - done : CHUNK;
        int got = 0;
        ok = EVP_EncryptUpdate(ctx, out + done, &got, in + done, (int)piece) == 1 &&
             (size_t)got == piece;
        done += piece;
    }
    EVP_CIPHER_CTX_free(ctx); /* also wipes the key schedule */
    if (!ok) {
        memset(out, 0, len);
        return PQPOLY_ERR_LIBCRYPTO;
    }
    return 0;
}

int pqpoly_aes256_ecb(uint8_t *out, const uint8_t *in, size_t nblocks, const uint8_t key[32]) {
    if (nblocks == 0) return 0;
    if (nblocks > SIZE_MAX / 16) return PQPOLY_ERR_INVALID_ARGUMENT;
    return run(pqpoly_ossl_aes256_ecb(), out, in, 16 * nblocks, key, NULL);
}

int pqpoly_aes256_ctr(uint8_t *out, size_t outlen, const uint8_t iv[16], const uint8_t key[32]) {
    if (outlen == 0) return 0;
    /* Keystream = encryption of zeros; encrypt in place. */
    memset(out, 0, outlen);
    return run(pqpoly_ossl_aes256_ctr(), out, out, outlen, key, iv);
}

int pqpoly_aes256_gmac(uint8_t tag[16], const uint8_t *aad, size_t len, const uint8_t iv[12], const uint8_t key[32]) {
    EVP_CIPHER_CTX *ctx;
    uint8_t none[16];
    int got = 0, ok;
    if (len > INT_MAX) return PQPOLY_ERR_INVALID_ARGUMENT;
    ctx = EVP_CIPHER_CTX_new();
    /* the default IV length of GCM is the 96 bits wanted here */
    ok = ctx != NULL && EVP_EncryptInit_ex(ctx, pqpoly_ossl_aes256_gcm(), NULL, key, iv) == 1 &&
         (len == 0 || EVP_EncryptUpdate(ctx, NULL, &got, aad, (int)len) == 1) &&
         EVP_EncryptFinal_ex(ctx, none, &got) == 1 && got == 0 &&
         EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_GCM_GET_TAG, 16, tag) == 1;
    EVP_CIPHER_CTX_free(ctx); /* also wipes the key schedule and H */
    if (!ok) {
        memset(tag, 0, 16);
        return PQPOLY_ERR_LIBCRYPTO;
    }
    return 0;
}
