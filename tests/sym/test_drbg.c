/* The NIST KAT DRBG: the first `seed = ` line of every NIST KEM KAT file, a
 * second draw computed independently from raw AES-256 blocks (SP 800-90A
 * §10.2.1 step by step), and the DRBG as randombytes' source. */
#include <stdint.h>
#include <string.h>

#include "check.h"
#include "pqpoly/random.h"
#include "sym/aes.h"
#include "sym/drbg.h"

static const char *first_seed =
    "061550234D158C5EC95595FE04EF7A25767F2E24CC2BC479D09D86DC9ABCFDE7"
    "056A8C266F9EF97ED08541DBD2E1FFA1";

/* Straight-line SP 800-90A CTR_DRBG over single-block ECB calls, to compare
 * the CTR-keystream shortcut of drbg.c with. */
typedef struct { uint8_t key[32], v[16]; } ref_drbg;

static void ref_inc(uint8_t v[16]) {
    for (int j = 15; j >= 0; j--) {
        if (v[j] == 0xff) { v[j] = 0; } else { v[j]++; break; }
    }
}

static void ref_update(ref_drbg *d, const uint8_t *data) {
    uint8_t t[48];
    for (int i = 0; i < 3; i++) {
        ref_inc(d->v);
        pqpoly_aes256_ecb(t + 16 * i, d->v, 1, d->key);
    }
    if (data) for (int i = 0; i < 48; i++) t[i] ^= data[i];
    memcpy(d->key, t, 32);
    memcpy(d->v, t + 32, 16);
}

static void ref_bytes(ref_drbg *d, uint8_t *x, size_t n) {
    uint8_t b[16];
    while (n > 0) {
        ref_inc(d->v);
        pqpoly_aes256_ecb(b, d->v, 1, d->key);
        size_t k = n < 16 ? n : 16;
        memcpy(x, b, k);
        x += k;
        n -= k;
    }
    ref_update(d, NULL);
}

int main(void) {
    uint8_t entropy[48], out[48];
    for (int i = 0; i < 48; i++) entropy[i] = (uint8_t)i;

    pqpoly_drbg d;
    check(pqpoly_drbg_init(&d, entropy, NULL) == 0, "drbg init");
    check(pqpoly_drbg_randombytes(&d, out, 48) == 0, "drbg generate");
    check_hex(out, 48, first_seed, "first NIST KAT seed");

    /* Request lengths that end mid-block, on a block and across many blocks,
     * with and without personalization, against the reference. */
    static const size_t lens[] = {0, 1, 15, 16, 17, 32, 33, 48, 1000, 3, 64};
    uint8_t pers[48];
    for (int i = 0; i < 48; i++) pers[i] = (uint8_t)(0xa5 ^ (7 * i));
    for (int p = 0; p < 2; p++) {
        ref_drbg r;
        memset(&r, 0, sizeof r);
        uint8_t seed[48];
        for (int i = 0; i < 48; i++) seed[i] = (uint8_t)(entropy[i] ^ (p ? pers[i] : 0));
        ref_update(&r, seed);
        pqpoly_drbg_init(&d, entropy, p ? pers : NULL);
        int same = 1;
        for (size_t i = 0; i < sizeof lens / sizeof lens[0]; i++) {
            uint8_t a[1000], b[1000];
            pqpoly_drbg_randombytes(&d, a, lens[i]);
            ref_bytes(&r, b, lens[i]);
            same &= memcmp(a, b, lens[i]) == 0;
        }
        check(same, p ? "drbg vs step-by-step reference (personalized)"
                      : "drbg vs step-by-step reference");
    }

    /* As the KAT procedure uses it: randombytes drawing from the DRBG. */
    pqpoly_drbg_init(&d, entropy, NULL);
    pqpoly_set_random_source(pqpoly_drbg_source, &d);
    memset(out, 0, sizeof out);
    check(pqpoly_randombytes(out, 48) == 0, "randombytes via DRBG");
    check_hex(out, 48, first_seed, "randombytes via DRBG gives the KAT seed");
    pqpoly_set_random_source(NULL, NULL);

    return check_report();
}
