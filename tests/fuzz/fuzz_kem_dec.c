/* fuzz_kem_dec: decapsulation of arbitrary (ciphertext, secret key) pairs.
 *
 * Input: byte 0 selects a registered KEM (mod pqpoly_kem_count()), byte 1 a
 * mode, the rest fills ct then sk (zero-padded, truncated to the scheme's
 * lengths).  Mode bits: 1 = ct is the honest ciphertext XOR the field,
 * 2 = sk is the honest secret key XOR the field, 4 = (ML-KEM) store H(ek) in
 * sk so that arbitrary keys get past the hash check to the decryption.
 *
 * Checks, as the headers document them: dec returns 0, except ML-KEM which
 * returns PQPOLY_ERR_INVALID_SECRET_KEY exactly when H(ek) != h (recomputed
 * with OpenSSL) and then zeroes ss; on success every byte of ss is written;
 * two calls agree; ct and sk are not written; with the honest secret key,
 * ss equals the honest shared secret iff ct is the honest ciphertext (for
 * NewHope, a passively secure key exchange, only "if"). */
#include <openssl/evp.h>

#include "fuzz_common.h"

#define MODE_CT_XOR 1
#define MODE_SK_XOR 2
#define MODE_FIX_HASH 4
#define MLKEM_SYM 32
#define MLKEM_POLYBYTES 384

/* FIPS 203 dk = dk_pke (384k) || ek || H(ek) || z; ek = t-hat (384k) || rho. */
static size_t mlkem_ek_offset(const pqpoly_kem *k) {
    size_t kk = (k->publickeybytes - MLKEM_SYM) / MLKEM_POLYBYTES;
    FUZZ_ASSERT(k->secretkeybytes == kk * MLKEM_POLYBYTES + k->publickeybytes + 2 * MLKEM_SYM);
    return kk * MLKEM_POLYBYTES;
}

static void sha3_256(uint8_t out[32], const uint8_t *in, size_t n) {
    unsigned int len = 0;
    FUZZ_ASSERT(EVP_Digest(in, n, out, &len, EVP_sha3_256(), NULL) == 1 && len == 32);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    const pqpoly_kem *k;
    const fuzz_honest *h;
    size_t index, left;
    unsigned mode;
    int mlkem, rc1, rc2, hash_ok = 1;
    uint8_t *ct, *sk, *ct0, *sk0, *ss1, *ss2;
    if (size < 1) return 0;
    index = data[0] % pqpoly_kem_count();
    mode = size > 1 ? data[1] : 0;
    k = pqpoly_kem_at(index);
    h = fuzz_honest_for(index);
    mlkem = strcmp(k->family, "mlkem") == 0;
    data += size > 1 ? 2 : 1;
    left = size > 1 ? size - 2 : 0;

    /* Exact-size heap buffers: ASan sees any access past the scheme's lengths. */
    ct = malloc(k->ciphertextbytes);
    sk = malloc(k->secretkeybytes);
    ct0 = malloc(k->ciphertextbytes);
    sk0 = malloc(k->secretkeybytes);
    ss1 = malloc(k->bytes);
    ss2 = malloc(k->bytes);
    FUZZ_ASSERT(ct && sk && ct0 && sk0 && ss1 && ss2);
    fuzz_take(ct, k->ciphertextbytes, &data, &left);
    fuzz_take(sk, k->secretkeybytes, &data, &left);
    if (mode & MODE_CT_XOR)
        for (size_t i = 0; i < k->ciphertextbytes; i++) ct[i] ^= h->ct[i];
    if (mode & MODE_SK_XOR)
        for (size_t i = 0; i < k->secretkeybytes; i++) sk[i] ^= h->sk[i];
    if (mlkem) {
        size_t off = mlkem_ek_offset(k);
        uint8_t digest[32];
        sha3_256(digest, sk + off, k->publickeybytes);
        if (mode & MODE_FIX_HASH) memcpy(sk + off + k->publickeybytes, digest, sizeof digest);
        hash_ok = memcmp(digest, sk + off + k->publickeybytes, sizeof digest) == 0;
    }
    memcpy(ct0, ct, k->ciphertextbytes);
    memcpy(sk0, sk, k->secretkeybytes);

    /* Different prior contents: equal results mean every byte was written. */
    memset(ss1, 0xa5, k->bytes);
    memset(ss2, 0x5a, k->bytes);
    rc1 = k->dec(ss1, ct, sk);
    rc2 = k->dec(ss2, ct, sk);
    FUZZ_ASSERT(rc1 == rc2);
    FUZZ_ASSERT(memcmp(ss1, ss2, k->bytes) == 0);
    FUZZ_ASSERT(memcmp(ct, ct0, k->ciphertextbytes) == 0);
    FUZZ_ASSERT(memcmp(sk, sk0, k->secretkeybytes) == 0);

    if (mlkem) {
        FUZZ_ASSERT(rc1 == (hash_ok ? 0 : PQPOLY_ERR_INVALID_SECRET_KEY));
        if (rc1 != 0) FUZZ_ASSERT(fuzz_all_zero(ss1, k->bytes));
    } else if (strcmp(k->family, "sntrup") == 0 || strcmp(k->family, "ntrulpr") == 0 ||
               strcmp(k->family, "kyber") == 0 || strcmp(k->family, "saber") == 0 ||
               strcmp(k->family, "newhope") == 0) {
        FUZZ_ASSERT(rc1 == 0); /* no key or ciphertext check is documented */
    } else {
        FUZZ_ASSERT(rc1 == 0 || (rc1 >= PQPOLY_ERR_LIBCRYPTO && rc1 <= PQPOLY_ERR_RANDOMNESS));
    }

    /* Implicit rejection: only the honest ciphertext gives the honest key. */
    if (memcmp(sk, h->sk, k->secretkeybytes) == 0) {
        int same_ct = memcmp(ct, h->ct, k->ciphertextbytes) == 0;
        FUZZ_ASSERT(rc1 == 0);
        if (strcmp(k->family, "newhope") == 0) /* a passive key exchange: no rejection */
            FUZZ_ASSERT(!same_ct || memcmp(ss1, h->ss, k->bytes) == 0);
        else
            FUZZ_ASSERT(same_ct == (memcmp(ss1, h->ss, k->bytes) == 0));
    }
    free(ct);
    free(sk);
    free(ct0);
    free(sk0);
    free(ss1);
    free(ss2);
    return 0;
}
