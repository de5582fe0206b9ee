/* SHA-256/512 against FIPS 180-4 examples, AES-256 against FIPS 197 and
 * SP 800-38A (F.1.5 ECB, F.5.5 CTR) examples, plus CTR counter carry/wrap
 * against ECB of the explicit counter blocks. */
#include <stdint.h>
#include <string.h>

#include "check.h"
#include "sym/aes.h"
#include "sym/sha2.h"

static const char *abc448 = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq";

static void test_sha2(void) {
    uint8_t h[64];
    check(pqpoly_sha256(h, (const uint8_t *)"abc", 3) == 0, "sha256 rc");
    check_hex(h, 32, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
              "sha256(abc)");
    pqpoly_sha256(h, NULL, 0);
    check_hex(h, 32, "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
              "sha256(empty)");
    pqpoly_sha256(h, (const uint8_t *)abc448, strlen(abc448));
    check_hex(h, 32, "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1",
              "sha256(448-bit message)");
    check(pqpoly_sha512(h, (const uint8_t *)"abc", 3) == 0, "sha512 rc");
    check_hex(h, 64,
              "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a"
              "2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f",
              "sha512(abc)");
    pqpoly_sha512(h, NULL, 0);
    check_hex(h, 64,
              "cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce"
              "47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e",
              "sha512(empty)");
    /* pqpoly_sha512_parts: "abc" as "a" || (empty) || "bc" (FIPS 180-2 C.1),
     * and a 200-byte message cut at every point against the one-shot hash. */
    {
        const uint8_t *in[3] = {(const uint8_t *)"a", NULL, (const uint8_t *)"bc"};
        size_t n[3] = {1, 0, 2};
        uint8_t msg[200], one[64];
        int same = 1;
        check(pqpoly_sha512_parts(h, in, n, 3) == 0, "sha512_parts rc");
        check_hex(h, 64,
                  "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a"
                  "2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f",
                  "sha512_parts(a, , bc)");
        for (size_t i = 0; i < sizeof msg; i++) msg[i] = (uint8_t)(i * 37 + 11);
        pqpoly_sha512(one, msg, sizeof msg);
        for (size_t cut = 0; cut <= sizeof msg; cut++) {
            const uint8_t *pin[2] = {msg, msg + cut};
            size_t pn[2] = {cut, sizeof msg - cut};
            pqpoly_sha512_parts(h, pin, pn, 2);
            same &= memcmp(h, one, 64) == 0;
        }
        check(same, "sha512_parts of every two-part cut = sha512");
    }
}

static void test_aes(void) {
    uint8_t key[32], pt[64], out[64], ks[64];
    /* FIPS 197 Appendix C.3. */
    unhex(key, 32, "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f");
    unhex(pt, 16, "00112233445566778899aabbccddeeff");
    check(pqpoly_aes256_ecb(out, pt, 1, key) == 0, "aes ecb rc");
    check_hex(out, 16, "8ea2b7ca516745bfeafc49904b496089", "FIPS 197 C.3");

    /* SP 800-38A F.1.5 (ECB-AES256.Encrypt) and F.5.5 (CTR-AES256.Encrypt). */
    unhex(key, 32, "603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4");
    unhex(pt, 64,
          "6bc1bee22e409f96e93d7e117393172aae2d8a571e03ac9c9eb76fac45af8e51"
          "30c81c46a35ce411e5fbc1191a0a52eff69f2445df4f9b17ad2b417be66c3710");
    pqpoly_aes256_ecb(out, pt, 4, key);
    check_hex(out, 64,
              "f3eed1bdb5d2a03c064b5a7e3db181f8591ccb10d410ed26dc5ba74a31362870"
              "b6ed21b99ca6f4f9f153e7b1beafed1d23304b7a39f9f3ff067d8d8f9e24ecc7",
              "SP 800-38A F.1.5");
    memcpy(out, pt, 64);
    pqpoly_aes256_ecb(out, out, 4, key);
    check_hex(out, 64,
              "f3eed1bdb5d2a03c064b5a7e3db181f8591ccb10d410ed26dc5ba74a31362870"
              "b6ed21b99ca6f4f9f153e7b1beafed1d23304b7a39f9f3ff067d8d8f9e24ecc7",
              "ECB in place");
    uint8_t iv[16];
    unhex(iv, 16, "f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff");
    check(pqpoly_aes256_ctr(ks, 64, iv, key) == 0, "aes ctr rc");
    for (int i = 0; i < 64; i++) out[i] = (uint8_t)(pt[i] ^ ks[i]);
    check_hex(out, 64,
              "601ec313775789a5b7a7f504bbf3d228f443e3ca4d62b59aca84e990cacaf5c5"
              "2b0930daa23de94ce87017ba2d84988ddfc9c58db67aada613c2dd08457941a6",
              "SP 800-38A F.5.5");
    /* A partial final block is a prefix of the full keystream. */
    uint8_t part[37];
    pqpoly_aes256_ctr(part, sizeof part, iv, key);
    check(memcmp(part, ks, sizeof part) == 0, "ctr partial block");

    /* The counter is the whole block, big-endian, carrying through every byte
     * and wrapping at 2^128: compare with ECB of the explicit counters. */
    static const char *starts[] = {"000000000000000000000000fffffffe",
                                   "00000000fffffffffffffffffffffffe",
                                   "fffffffffffffffffffffffffffffffe"};
    for (int s = 0; s < 3; s++) {
        uint8_t ctr[64];
        unhex(ctr, 16, starts[s]);
        for (int b = 1; b < 4; b++) {
            memcpy(ctr + 16 * b, ctr + 16 * (b - 1), 16);
            for (int j = 15; j >= 0; j--)
                if (++ctr[16 * b + j] != 0) break;
        }
        pqpoly_aes256_ecb(out, ctr, 4, key);
        pqpoly_aes256_ctr(ks, 64, ctr, key);
        check(memcmp(out, ks, 64) == 0, starts[s]);
    }
}

int main(void) {
    test_sha2();
    test_aes();
    return check_report();
}
