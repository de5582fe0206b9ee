/* ChaCha20 against RFC 8439 (§2.4.2 encryption example; A.1 keystream #1),
 * both nonce layouts against a plain transcription of the RFC 8439 §2.3
 * block function written here, across the 32-bit counter boundary, and
 * against OpenSSL's EVP_chacha20 (an outside implementation) for lengths
 * 0..1100 bytes, with and without input, in both layouts.  Registered on
 * both paths (portable and AVX2 block functions). */
#include <stdint.h>
#include <string.h>

#include <openssl/evp.h>

#include "check.h"
#include "pqpoly/common.h"
#include "sym/chacha20.h"

static uint32_t rotl32(uint32_t v, int n) { return (v << n) | (v >> (32 - n)); }

#define QR(a, b, c, d)                                 \
    do {                                               \
        a += b; d ^= a; d = rotl32(d, 16);             \
        c += d; b ^= c; b = rotl32(b, 12);             \
        a += b; d ^= a; d = rotl32(d, 8);              \
        c += d; b ^= c; b = rotl32(b, 7);              \
    } while (0)

static uint32_t rd32(const uint8_t *p) {
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

/* One 64-byte block for state words 12..15 = w[0..3]. */
static void ref_block(uint8_t out[64], const uint8_t key[32], const uint32_t w[4]) {
    uint32_t s[16], x[16];
    s[0] = 0x61707865; s[1] = 0x3320646e; s[2] = 0x79622d32; s[3] = 0x6b206574; /* "expand 32-byte k" */
    for (int i = 0; i < 8; i++) s[4 + i] = rd32(key + 4 * i);
    for (int i = 0; i < 4; i++) s[12 + i] = w[i];
    memcpy(x, s, sizeof x);
    for (int r = 0; r < 10; r++) {
        QR(x[0], x[4], x[8], x[12]); QR(x[1], x[5], x[9], x[13]);
        QR(x[2], x[6], x[10], x[14]); QR(x[3], x[7], x[11], x[15]);
        QR(x[0], x[5], x[10], x[15]); QR(x[1], x[6], x[11], x[12]);
        QR(x[2], x[7], x[8], x[13]); QR(x[3], x[4], x[9], x[14]);
    }
    for (int i = 0; i < 16; i++) {
        uint32_t v = x[i] + s[i];
        for (int j = 0; j < 4; j++) out[4 * i + j] = (uint8_t)(v >> (8 * j));
    }
}

/* EVP_chacha20 with its 16-byte IV = state words 12..15 (little-endian). */
static int evp(uint8_t *out, const uint8_t *in, size_t n, const uint8_t key[32], const uint32_t w[4]) {
    uint8_t iv[16];
    int got = 0, ok;
    EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++) iv[4 * i + j] = (uint8_t)(w[i] >> (8 * j));
    ok = ctx != NULL && EVP_EncryptInit_ex(ctx, EVP_chacha20(), NULL, key, iv) == 1 &&
         EVP_EncryptUpdate(ctx, out, &got, in, (int)n) == 1 && (size_t)got == n;
    EVP_CIPHER_CTX_free(ctx);
    return ok;
}

static void vs_openssl(void) {
    static uint8_t in[1100], a[1100], b[1100];
    uint8_t key[32], n8[8], n12[12];
    uint32_t seed = 12345;
    int bad = 0;
    for (size_t i = 0; i < sizeof in; i++) in[i] = (uint8_t)(i * 131 + 7);
    for (size_t len = 0; len <= sizeof in; len += len < 200 ? 1 : 37) {
        for (int i = 0; i < 32; i++) key[i] = (uint8_t)((seed = seed * 1103515245u + 12345u) >> 24);
        for (int i = 0; i < 12; i++) n12[i] = (uint8_t)((seed = seed * 1103515245u + 12345u) >> 24);
        for (int i = 0; i < 8; i++) n8[i] = n12[i];
        uint64_t c64 = len; /* word 12 does not wrap here (ref_block covers the carry) */
        uint32_t w64[4] = {(uint32_t)c64, (uint32_t)(c64 >> 32), rd32(n8), rd32(n8 + 4)};
        uint32_t w96[4] = {(uint32_t)len, rd32(n12), rd32(n12 + 4), rd32(n12 + 8)};
        /* keystream (OpenSSL on zeros), 8-byte nonce */
        memset(b, 0, len);
        bad |= !evp(b, b, len, key, w64);
        bad |= pqpoly_chacha20_n64(a, len, key, n8, c64) != 0 || memcmp(a, b, len) != 0;
        /* xor, 8-byte nonce */
        bad |= !evp(b, in, len, key, w64);
        bad |= pqpoly_chacha20_n64_xor(a, in, len, key, n8, c64) != 0 || memcmp(a, b, len) != 0;
        /* xor, 12-byte nonce */
        bad |= !evp(b, in, len, key, w96);
        bad |= pqpoly_chacha20_xor(a, in, len, key, n12, (uint32_t)len) != 0 || memcmp(a, b, len) != 0;
    }
    check(!bad, "agrees with OpenSSL EVP_chacha20");
}

int main(void) {
    vs_openssl();
    uint8_t key[32], nonce[12], buf[512], ref[512];
    const char *pt = "Ladies and Gentlemen of the class of '99: If I could offer you only one "
                     "tip for the future, sunscreen would be it.";
    size_t n = strlen(pt);
    for (int i = 0; i < 32; i++) key[i] = (uint8_t)i;
    unhex(nonce, 12, "000000000000004a00000000");
    check(pqpoly_chacha20_xor(buf, (const uint8_t *)pt, n, key, nonce, 1) == 0, "xor rc");
    check_hex(buf, n,
              "6e2e359a2568f98041ba0728dd0d6981e97e7aec1d4360c20a27afccfd9fae0b"
              "f91b65c5524733ab8f593dabcd62b3571639d624e65152ab8f530c359f0861d8"
              "07ca0dbf500d6a6156a38e088a22b65e52bc514d16ccf806818ce91ab7793736"
              "5af90bbf74a35be6b40b8eedf2785e42874d",
              "RFC 8439 2.4.2");
    pqpoly_chacha20_xor(buf, buf, n, key, nonce, 1);
    check(memcmp(buf, pt, n) == 0, "decrypts in place");

    /* RFC 8439 A.1 test vector #1: zero key, nonce, counter; the two layouts agree. */
    static const char *a1 =
        "76b8e0ada0f13d90405d6ae55386bd28bdd219b8a08ded1aa836efcc8b770dc7"
        "da41597c5157488d7724e03fb8d84a376a43b8f41518a11cc387b669b2ee6586";
    uint8_t zero[32] = {0};
    pqpoly_chacha20(buf, 64, zero, zero, 0);
    check_hex(buf, 64, a1, "RFC 8439 A.1 #1");
    pqpoly_chacha20_n64(buf, 64, zero, zero, 0);
    check_hex(buf, 64, a1, "RFC 8439 A.1 #1, 8-byte nonce layout");

    /* Both layouts vs the block function here, 7 blocks plus a tail. */
    uint8_t n8[8];
    for (int i = 0; i < 8; i++) n8[i] = (uint8_t)(0x30 + 7 * i);
    static const uint64_t starts[] = {0, 5, 0xfffffffcu, 0x00000001fffffffeu};
    for (int s = 0; s < 4; s++) {
        uint64_t c0 = starts[s];
        size_t len = 7 * 64 + 13;
        for (size_t b = 0; b * 64 < len; b++) {
            uint64_t c = c0 + b;
            uint32_t w[4] = {(uint32_t)c, (uint32_t)(c >> 32), rd32(n8), rd32(n8 + 4)};
            ref_block(ref + 64 * b, key, w);
        }
        memset(buf, 0, sizeof buf);
        check(pqpoly_chacha20_n64(buf, len, key, n8, c0) == 0, "n64 rc");
        check(memcmp(buf, ref, len) == 0, "8-byte nonce, 64-bit counter vs block function");
        if (c0 + 8 <= 0xffffffffu) {
            uint32_t w12 = (uint32_t)c0;
            for (size_t b = 0; b * 64 < len; b++) {
                uint32_t w[4] = {w12 + (uint32_t)b, rd32(nonce), rd32(nonce + 4), rd32(nonce + 8)};
                ref_block(ref + 64 * b, key, w);
            }
            pqpoly_chacha20(buf, len, key, nonce, w12);
            check(memcmp(buf, ref, len) == 0, "12-byte nonce vs block function");
        }
    }
    /* The RFC layout refuses to wrap its 32-bit counter. */
    check(pqpoly_chacha20(buf, 64, key, nonce, 0xffffffffu) == 0, "last block allowed");
    check(pqpoly_chacha20(buf, 65, key, nonce, 0xffffffffu) == PQPOLY_ERR_INVALID_ARGUMENT,
          "counter wrap refused");
    return check_report();
}
