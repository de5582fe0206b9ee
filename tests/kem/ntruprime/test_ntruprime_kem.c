/* NTRU Prime KEM behaviour for all twelve sets:
 *  - round trips for many random keys (usage: test_ntruprime_kem [SCALE]; the
 *    counts below are multiplied by SCALE, the `long` test runs SCALE 10);
 *  - implicit rejection: a ciphertext altered in one byte (every position for
 *    sntrup761 and ntrulpr761, a spread of positions elsewhere) or replaced by
 *    random bytes decapsulates to HashSession_0(rho, C), recomputed here from
 *    the specification with OpenSSL's SHA-512: for sntrup,
 *    SHA-512(0 || SHA-512(3 || rho)[0..31] || C)[0..31]; for ntrulpr,
 *    SHA-512(0 || rho || C)[0..31], rho read from its place in sk;
 *  - a secret key of the right length but altered does not crash dec. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <openssl/evp.h>

#include "pqpoly/pqpoly.h"
#include "common/env_select.h"

static const char *const sets[] = {"sntrup653",  "sntrup761",  "sntrup857",  "sntrup953",
                                   "sntrup1013", "sntrup1277", "ntrulpr653", "ntrulpr761",
                                   "ntrulpr857", "ntrulpr953", "ntrulpr1013", "ntrulpr1277"};

static void sha512(uint8_t out[64], const uint8_t *in, size_t n) {
    unsigned int len = 0;
    EVP_Digest(in, n, out, &len, EVP_sha512(), NULL);
}

/* p from the name's digits. */
static int param_p(const char *name) {
    while (*name && (*name < '0' || *name > '9')) name++;
    return atoi(name);
}

/* HashSession_0(rho, C) from the specification (see the header comment). */
static void rejection_key(uint8_t out[32], const pqpoly_kem *k, const uint8_t *sk, const uint8_t *ct) {
    static uint8_t x[1 + 64 + 8192];
    uint8_t h[64];
    int lpr = strncmp(k->name, "ntrulpr", 7) == 0;
    size_t small = ((size_t)param_p(k->name) + 3) / 4;
    size_t rho_off = (lpr ? small : 2 * small) + k->publickeybytes;
    size_t rho_len = lpr ? 32 : small, plain;
    if (lpr) {
        memcpy(x + 1, sk + rho_off, rho_len);
        plain = 32;
    } else {
        x[0] = 3;
        memcpy(x + 1, sk + rho_off, rho_len);
        sha512(h, x, 1 + rho_len);
        memcpy(x + 1, h, 32);
        plain = 32;
    }
    x[0] = 0;
    memcpy(x + 1 + plain, ct, k->ciphertextbytes);
    sha512(h, x, 1 + plain + k->ciphertextbytes);
    memcpy(out, h, 32);
}

static int check_set(const pqpoly_kem *k, int rounds) {
    static uint8_t pk[8192], sk[8192], ct[8192], ct2[8192], ss[64], ss2[64], want[32];
    int bad = 0, full = strcmp(k->name, "sntrup761") == 0 || strcmp(k->name, "ntrulpr761") == 0;
    size_t positions = 0;
    for (int r = 0; r < rounds; r++) {
        if (k->keypair(pk, sk) || k->enc(ct, ss, pk) || k->dec(ss2, ct, sk)) {
            printf("FAIL %s: an operation returned an error\n", k->name);
            return 1;
        }
        if (memcmp(ss, ss2, 32) != 0) {
            printf("FAIL %s: round %d: dec(enc) differs\n", k->name, r);
            bad++;
        }
        /* A valid ciphertext never gives the rejection key. */
        rejection_key(want, k, sk, ct);
        if (memcmp(ss2, want, 32) == 0) {
            printf("FAIL %s: round %d: valid ciphertext rejected\n", k->name, r);
            bad++;
        }
    }
    /* Alter one byte at a time (the last key pair). */
    for (size_t pos = 0; pos < k->ciphertextbytes; pos += full ? 1 : 37) {
        uint8_t delta;
        memcpy(ct2, ct, k->ciphertextbytes);
        if (pqpoly_randombytes(&delta, 1)) return 1;
        ct2[pos] ^= (uint8_t)(delta | 1);
        if (k->dec(ss2, ct2, sk) != 0) bad++;
        rejection_key(want, k, sk, ct2);
        if (memcmp(ss2, want, 32) != 0) {
            printf("FAIL %s: altered byte %zu: not the implicit-rejection key\n", k->name, pos);
            bad++;
        }
        positions++;
    }
    /* Random ciphertexts. */
    for (int t = 0; t < 8; t++) {
        if (pqpoly_randombytes(ct2, k->ciphertextbytes)) return 1;
        if (k->dec(ss2, ct2, sk) != 0) bad++;
        rejection_key(want, k, sk, ct2);
        if (memcmp(ss2, want, 32) != 0) {
            printf("FAIL %s: random ciphertext %d: not the implicit-rejection key\n", k->name, t);
            bad++;
        }
    }
    /* Altered secret keys: random bytes, all 0xff, and flips; must not crash
     * and must still return 0 (dec has no failure mode on right-length input). */
    for (int t = 0; t < 6; t++) {
        memcpy(ct2, sk, k->secretkeybytes);
        if (t == 0) pqpoly_randombytes(ct2, k->secretkeybytes);
        else if (t == 1) memset(ct2, 0xff, k->secretkeybytes);
        else if (t == 2) memset(ct2, 0x00, k->secretkeybytes);
        else for (size_t i = (size_t)t; i < k->secretkeybytes; i += 7 * (size_t)t) ct2[i] ^= 0x5a;
        if (k->dec(ss2, ct, ct2) != 0) {
            printf("FAIL %s: altered secret key %d: error return\n", k->name, t);
            bad++;
        }
    }
    printf("%s %s: %d round trips, %zu altered ciphertexts, 8 random, 6 altered keys\n", bad ? "FAIL" : "ok  ",
           k->name, rounds, positions);
    return bad != 0;
}

int main(int argc, char **argv) {
    int scale = argc > 1 ? atoi(argv[1]) : 1, failed = 0;
    pqpoly_test_apply_env();
    for (size_t i = 0; i < sizeof sets / sizeof sets[0]; i++) {
        const pqpoly_kem *k = pqpoly_kem_get(sets[i]);
        int rounds = strcmp(sets[i], "sntrup761") == 0 ? 2000 : 100;
        if (k == NULL) {
            printf("FAIL %s: not registered\n", sets[i]);
            failed++;
            continue;
        }
        failed += check_set(k, rounds * (scale > 0 ? scale : 1));
    }
    return failed ? 1 : 0;
}
