/* One fetch per algorithm, kept for the life of the process.  Concurrent
 * first calls may each fetch; one result is kept, the others freed. */
#include "sym/ossl.h"

#include <stdatomic.h>

static _Atomic(EVP_MD *) md_sha256, md_sha512;
static _Atomic(EVP_CIPHER *) ci_aes256_ecb, ci_aes256_ctr, ci_aes256_gcm, ci_chacha20;

static const EVP_MD *md(_Atomic(EVP_MD *) *slot, const char *name, const EVP_MD *fallback) {
    EVP_MD *have = atomic_load_explicit(slot, memory_order_acquire);
    if (have != NULL) return have;
    EVP_MD *got = EVP_MD_fetch(NULL, name, NULL);
    if (got == NULL) return fallback;
    EVP_MD *expected = NULL;
    if (!atomic_compare_exchange_strong_explicit(slot, &expected, got, memory_order_acq_rel,
                                                 memory_order_acquire)) {
        EVP_MD_free(got);
        return expected;
    }
    return got;
}

static const EVP_CIPHER *cipher(_Atomic(EVP_CIPHER *) *slot, const char *name,
                                const EVP_CIPHER *fallback) {
    EVP_CIPHER *have = atomic_load_explicit(slot, memory_order_acquire);
    if (have != NULL) return have;
    EVP_CIPHER *got = EVP_CIPHER_fetch(NULL, name, NULL);
    if (got == NULL) return fallback;
    EVP_CIPHER *expected = NULL;
    if (!atomic_compare_exchange_strong_explicit(slot, &expected, got, memory_order_acq_rel,
                                                 memory_order_acquire)) {
        EVP_CIPHER_free(got);
        return expected;
    }
    return got;
}

const EVP_MD *pqpoly_ossl_sha256(void) { return md(&md_sha256, "SHA2-256", EVP_sha256()); }
const EVP_MD *pqpoly_ossl_sha512(void) { return md(&md_sha512, "SHA2-512", EVP_sha512()); }
const EVP_CIPHER *pqpoly_ossl_aes256_ecb(void) {
    return cipher(&ci_aes256_ecb, "AES-256-ECB", EVP_aes_256_ecb());
}
const EVP_CIPHER *pqpoly_ossl_aes256_ctr(void) {
    return cipher(&ci_aes256_ctr, "AES-256-CTR", EVP_aes_256_ctr());
}
const EVP_CIPHER *pqpoly_ossl_aes256_gcm(void) {
    return cipher(&ci_aes256_gcm, "AES-256-GCM", EVP_aes_256_gcm());
}
const EVP_CIPHER *pqpoly_ossl_chacha20(void) {
    return cipher(&ci_chacha20, "ChaCha20", EVP_chacha20());
}
