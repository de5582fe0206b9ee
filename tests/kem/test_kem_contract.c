/* The C API contract of every registered KEM on hostile input
 * (include/pqpoly/kem.h and the family headers):
 *   - a NULL for any one argument of keypair, enc or dec returns
 *     PQPOLY_ERR_INVALID_ARGUMENT and writes nothing;
 *   - junk public keys (all zero, all 0xFF, random) either encapsulate (0) or
 *     are refused with PQPOLY_ERR_INVALID_PUBLIC_KEY, ss then zeroed;
 *   - junk secret keys and ciphertexts (the same three kinds, and a real key
 *     with a junk ciphertext) either decapsulate (0, the same key every time)
 *     or are refused with PQPOLY_ERR_INVALID_SECRET_KEY, ss then zeroed;
 *     a real key with any wrong ciphertext gives a key other than the honest one.
 * Any crash fails the test (ctest sees the signal).  Closing line
 * "kem_contract: N passed, N failed". */
#include <stdio.h>
#include <string.h>

#include "pqpoly/pqpoly.h"
#include "common/env_select.h"

#define MAX_BYTES 8192
#define CANARY 0xA5

static int passed, failed;

static void check(int ok, const pqpoly_kem *k, const char *what) {
    if (ok) {
        passed++;
    } else {
        failed++;
        printf("FAIL %s: %s\n", k->name, what);
    }
}

static int all_are(const uint8_t *p, size_t n, uint8_t v) {
    for (size_t i = 0; i < n; i++)
        if (p[i] != v) return 0;
    return 1;
}

static uint64_t rng = 0x243f6a8885a308d3ull;
static void junk(uint8_t *p, size_t n, int kind) { /* 0 zeros, 1 0xFF, 2 random */
    for (size_t i = 0; i < n; i++) {
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        p[i] = kind == 0 ? 0 : kind == 1 ? 0xFF : (uint8_t)(rng >> 24);
    }
}

/* NULL in each position: the error code, and the other outputs untouched. */
static void null_arguments(const pqpoly_kem *k) {
    static uint8_t pk[MAX_BYTES], sk[MAX_BYTES], ct[MAX_BYTES], ss[64];
    memset(pk, CANARY, sizeof pk);
    memset(sk, CANARY, sizeof sk);
    check(k->keypair(NULL, sk) == PQPOLY_ERR_INVALID_ARGUMENT && all_are(sk, k->secretkeybytes, CANARY), k,
          "keypair(NULL, sk)");
    check(k->keypair(pk, NULL) == PQPOLY_ERR_INVALID_ARGUMENT && all_are(pk, k->publickeybytes, CANARY), k,
          "keypair(pk, NULL)");
    check(k->keypair(NULL, NULL) == PQPOLY_ERR_INVALID_ARGUMENT, k, "keypair(NULL, NULL)");
    if (k->keypair(pk, sk) != 0) {
        check(0, k, "keypair failed");
        return;
    }
    memset(ct, CANARY, sizeof ct);
    memset(ss, CANARY, sizeof ss);
    check(k->enc(NULL, ss, pk) == PQPOLY_ERR_INVALID_ARGUMENT && all_are(ss, k->bytes, CANARY), k,
          "enc(NULL, ss, pk)");
    check(k->enc(ct, NULL, pk) == PQPOLY_ERR_INVALID_ARGUMENT && all_are(ct, k->ciphertextbytes, CANARY), k,
          "enc(ct, NULL, pk)");
    check(k->enc(ct, ss, NULL) == PQPOLY_ERR_INVALID_ARGUMENT && all_are(ct, k->ciphertextbytes, CANARY) &&
              all_are(ss, k->bytes, CANARY),
          k, "enc(ct, ss, NULL)");
    if (k->enc(ct, ss, pk) != 0) {
        check(0, k, "enc failed");
        return;
    }
    memset(ss, CANARY, sizeof ss);
    check(k->dec(NULL, ct, sk) == PQPOLY_ERR_INVALID_ARGUMENT, k, "dec(NULL, ct, sk)");
    check(k->dec(ss, NULL, sk) == PQPOLY_ERR_INVALID_ARGUMENT && all_are(ss, k->bytes, CANARY), k,
          "dec(ss, NULL, sk)");
    check(k->dec(ss, ct, NULL) == PQPOLY_ERR_INVALID_ARGUMENT && all_are(ss, k->bytes, CANARY), k,
          "dec(ss, ct, NULL)");
}

static void junk_inputs(const pqpoly_kem *k) {
    static uint8_t pk[MAX_BYTES], sk[MAX_BYTES], ct[MAX_BYTES], ss[64], ss2[64];
    static uint8_t rpk[MAX_BYTES], rsk[MAX_BYTES], rct[MAX_BYTES], rss[64];
    char what[96];
    if (k->keypair(rpk, rsk) != 0 || k->enc(rct, rss, rpk) != 0) {
        check(0, k, "honest keypair/enc failed");
        return;
    }
    for (int kind = 0; kind < 3; kind++) {
        int rc;
        junk(pk, k->publickeybytes, kind);
        memset(ss, CANARY, sizeof ss);
        rc = k->enc(ct, ss, pk);
        snprintf(what, sizeof what, "enc with junk public key (kind %d) returned %d", kind, rc);
        check(rc == 0 || (rc == PQPOLY_ERR_INVALID_PUBLIC_KEY && all_are(ss, k->bytes, 0)), k, what);

        junk(sk, k->secretkeybytes, kind);
        junk(ct, k->ciphertextbytes, kind);
        memset(ss, CANARY, sizeof ss);
        rc = k->dec(ss, ct, sk);
        snprintf(what, sizeof what, "dec with junk key and ciphertext (kind %d) returned %d", kind, rc);
        check(rc == 0 || (rc == PQPOLY_ERR_INVALID_SECRET_KEY && all_are(ss, k->bytes, 0)), k, what);
        if (rc == 0) {
            check(k->dec(ss2, ct, sk) == 0 && memcmp(ss, ss2, k->bytes) == 0, k,
                  "dec of junk is not deterministic");
        }

        /* The real key with a junk ciphertext: implicit rejection. */
        rc = k->dec(ss, ct, rsk);
        snprintf(what, sizeof what, "dec of a junk ciphertext (kind %d) with a real key", kind);
        check(rc == 0 && memcmp(ss, rss, k->bytes) != 0, k, what);
        check(k->dec(ss2, ct, rsk) == 0 && memcmp(ss, ss2, k->bytes) == 0, k,
              "implicit rejection is not deterministic");
    }
    check(k->dec(ss, rct, rsk) == 0 && memcmp(ss, rss, k->bytes) == 0, k, "honest round trip");
}

int main(void) {
    pqpoly_test_apply_env();
    for (size_t i = 0; i < pqpoly_kem_count(); i++) {
        const pqpoly_kem *k = pqpoly_kem_at(i);
        if (k->publickeybytes > MAX_BYTES || k->secretkeybytes > MAX_BYTES ||
            k->ciphertextbytes > MAX_BYTES || k->bytes > 64) {
            check(0, k, "sizes exceed the test's buffers");
            continue;
        }
        null_arguments(k);
        junk_inputs(k);
    }
    /* The lookups take any argument. */
    {
        static const pqpoly_kem none = {"(lookups)", "", 0, 0, 0, 0, NULL, NULL, NULL, NULL, NULL};
        check(pqpoly_kem_get(NULL) == NULL && pqpoly_kem_get("nope") == NULL &&
                  pqpoly_kem_at(pqpoly_kem_count()) == NULL && pqpoly_kem_at((size_t)-1) == NULL,
              &none, "KEM lookups on NULL, unknown name, index past the end");
        uint8_t b[4] = {1, 2, 3, 4};
        pqpoly_memzero(NULL, 4);
        pqpoly_memzero(b, 0);
        pqpoly_memzero(b, 3);
        check(b[0] == 0 && b[2] == 0 && b[3] == 4, &none, "pqpoly_memzero");
        check(pqpoly_randombytes(NULL, 4) == PQPOLY_ERR_INVALID_ARGUMENT, &none, "randombytes(NULL, 4)");
    }
    printf("kem_contract: %d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
