/* AES-256 ECB / CTR / GMAC through libcrypto's EVP cipher interface, and the
 * two compositions of aes.h with their run-time choice. */
#include "sym/aes.h"

#include <limits.h>
#include <string.h>

#include <openssl/evp.h>

#include "common/pick.h"
#include "pqpoly/common.h"
#include "pqpoly/poly.h"
#include "sym/backend_list.h"
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

/* The key is copied first: it may lie inside out. */
int pqpoly_aes256_ctr0_portable(uint8_t *out, size_t n, const uint8_t key[32]) {
    static const uint8_t iv[16] = {0};
    uint8_t k[32];
    for (size_t i = 0; i < 32; i++) k[i] = key[i];
    int rc = pqpoly_aes256_ctr(out, n, iv, k);
    pqpoly_memzero(k, sizeof k);
    return rc;
}

int pqpoly_aes256_gmac_expand_portable(uint8_t out[32], const uint8_t key[64], const uint8_t *msg, size_t len) {
    static const uint8_t iv[12] = {0};
    uint8_t t[32];
    int rc = pqpoly_aes256_gmac(t, msg, len, iv, key);
    if (rc == 0) {
        for (unsigned b = 0; b < 16; b++) t[16 + b] = t[b];
        t[31] ^= 1u;
        rc = pqpoly_aes256_ecb(out, t, 2, key + 32);
    }
    if (rc != 0) pqpoly_memzero(out, 32);
    pqpoly_memzero(t, sizeof t);
    return rc;
}

typedef struct {
    uint32_t isa;
    const char *impl;
    int (*ctr0)(uint8_t *out, size_t n, const uint8_t key[32]);
    int (*gmac_expand)(uint8_t out[32], const uint8_t key[64], const uint8_t *msg, size_t len);
} aes_impl;

static const aes_impl impls[] = {
#define PQPOLY_SYM_IMPL(isa, impl, ctr0, gmac_expand) {isa, impl, ctr0, gmac_expand},
    PQPOLY_SYM_AES_IMPLS(PQPOLY_SYM_IMPL)
#undef PQPOLY_SYM_IMPL
};
#define N_IMPLS (sizeof impls / sizeof impls[0])

static const aes_impl *chosen(void) {
    uint32_t isa[N_IMPLS];
    size_t k;
    for (size_t i = 0; i < N_IMPLS; i++) isa[i] = impls[i].isa;
    k = pqpoly_pick(isa, N_IMPLS, pqpoly_isa_usable());
    return &impls[k < N_IMPLS ? k : 0]; /* the portable one always fits */
}

const char *pqpoly_aes256_impl(void) { return chosen()->impl; }

int pqpoly_aes256_ctr0(uint8_t *out, size_t n, const uint8_t key[32]) { return chosen()->ctr0(out, n, key); }

int pqpoly_aes256_gmac_expand(uint8_t out[32], const uint8_t key[64], const uint8_t *msg, size_t len) {
    return chosen()->gmac_expand(out, key, msg, len);
}
