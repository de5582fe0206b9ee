/* Constant-time check of the KEMs under valgrind memcheck.
 *
 * Built only with -DPQPOLY_CT_VALGRIND=ON, where PQPOLY_CT_SECRET marks memory
 * undefined: memcheck then reports every conditional branch and every memory
 * address computed from a secret.  For each KEM this runs keypair, enc and dec
 * (and dec of a modified ciphertext, the implicit-rejection path) with:
 *   - every byte of randomness marked secret as it is drawn (the random source
 *     below), so keys, messages and noise derived from it are secret;
 *   - the public key declassified after keypair and the ciphertext after enc
 *     (they are public by design), between the calls;
 *   - the secret key marked secret again before dec;
 *   - the shared secrets declassified only to compare them at the end.
 * Values a scheme makes public internally (a public seed, the outcome of a
 * rejection loop) are declassified in the scheme's own code.
 *
 * usage: ct_kem --list              names of the registered KEMs
 *        ct_kem NAME... | --all     check these KEMs (exit 1 on a functional error)
 *        ct_kem --planted-branch    self-test: a branch on a secret (must be reported)
 *        ct_kem --planted-index     self-test: a table index from a secret (must be reported)
 *        ct_kem --clean             self-test: constant-time code on secrets (must pass)
 */
#include <stdio.h>
#include <string.h>
#include <sys/random.h>

#include "common/ct.h"
#include "pqpoly/pqpoly.h"
#include "common/env_select.h"

#define MAXBYTES 16384

static int secret_source(void *ctx, uint8_t *buf, size_t n) {
    (void)ctx;
    size_t got = 0;
    while (got < n) {
        ssize_t r = getrandom(buf + got, n - got, 0);
        if (r <= 0) return PQPOLY_ERR_RANDOMNESS;
        got += (size_t)r;
    }
    PQPOLY_CT_SECRET(buf, n);
    return 0;
}

static uint8_t pk[MAXBYTES], sk[MAXBYTES], ct[MAXBYTES];
static uint8_t ss_enc[256], ss_dec[256], ss_rej[256];

/* ML-KEM and Kyber also have the expanded decapsulation key (dec_expand once,
 * then dec_expanded; include/pqpoly/mlkem.h): both run on the secret key
 * with the true and a modified ciphertext, and must give the NIST form's
 * shared secrets. */
typedef struct {
    const char *name;
    int (*expand)(void *xk, const uint8_t *sk);
    int (*dec)(uint8_t *ss, const uint8_t *ct, const void *xk);
} expanded_fns;
#define XK_FNS(n)                                                                         \
    static int xk_expand_##n(void *xk, const uint8_t *s) {                                \
        return pqpoly_##n##_dec_expand((pqpoly_##n##_expanded_key *)xk, s);                \
    }                                                                                     \
    static int xk_dec_##n(uint8_t *ss, const uint8_t *c, const void *xk) {                \
        return pqpoly_##n##_dec_expanded(ss, c, (const pqpoly_##n##_expanded_key *)xk);   \
    }
XK_FNS(mlkem512) XK_FNS(mlkem768) XK_FNS(mlkem1024) XK_FNS(kyber512) XK_FNS(kyber768) XK_FNS(kyber1024)
#define XK_ROW(n) {#n, xk_expand_##n, xk_dec_##n},
static const expanded_fns expanded[] = {XK_ROW(mlkem512) XK_ROW(mlkem768) XK_ROW(mlkem1024)
                                            XK_ROW(kyber512) XK_ROW(kyber768) XK_ROW(kyber1024)};
static union {
    pqpoly_mlkem1024_expanded_key m;
    pqpoly_kyber1024_expanded_key k;
} xk_store;

/* ct holds the modified ciphertext (first byte flipped) on entry. */
static int check_expanded(const pqpoly_kem *k) {
    static uint8_t ss_x[256], ss_xr[256];
    const expanded_fns *f = NULL;
    for (size_t i = 0; i < sizeof expanded / sizeof expanded[0]; i++)
        if (strcmp(expanded[i].name, k->name) == 0) f = &expanded[i];
    if (f == NULL) return 0;
    PQPOLY_CT_SECRET(sk, k->secretkeybytes);
    if (f->expand(&xk_store, sk) != 0 || f->dec(ss_xr, ct, &xk_store) != 0) {
        printf("%s: dec_expand / dec_expanded failed\n", k->name);
        return 1;
    }
    ct[0] ^= 1;
    if (f->dec(ss_x, ct, &xk_store) != 0) {
        printf("%s: dec_expanded failed\n", k->name);
        return 1;
    }
    PQPOLY_CT_PUBLIC(ss_x, k->bytes);
    PQPOLY_CT_PUBLIC(ss_xr, k->bytes);
    if (memcmp(ss_x, ss_enc, k->bytes) != 0 || memcmp(ss_xr, ss_rej, k->bytes) != 0) {
        printf("%s: the expanded form gives other shared secrets\n", k->name);
        return 1;
    }
    pqpoly_memzero(&xk_store, sizeof xk_store);
    printf("%s: dec_expand, dec_expanded, dec_expanded(modified ct) ran\n", k->name);
    return 0;
}

static int check_kem(const pqpoly_kem *k) {
    if (k->publickeybytes > MAXBYTES || k->secretkeybytes > MAXBYTES ||
        k->ciphertextbytes > MAXBYTES || k->bytes > sizeof ss_enc) {
        printf("%s: sizes exceed the harness buffers\n", k->name);
        return 1;
    }
    int rc = k->keypair(pk, sk);
    if (rc != 0) {
        printf("%s: keypair failed (%d)\n", k->name, rc);
        return 1;
    }
    PQPOLY_CT_PUBLIC(pk, k->publickeybytes);
    PQPOLY_CT_SECRET(sk, k->secretkeybytes);

    rc = k->enc(ct, ss_enc, pk);
    if (rc != 0) {
        printf("%s: enc failed (%d)\n", k->name, rc);
        return 1;
    }
    PQPOLY_CT_PUBLIC(ct, k->ciphertextbytes);

    PQPOLY_CT_SECRET(sk, k->secretkeybytes);
    rc = k->dec(ss_dec, ct, sk);
    if (rc != 0) {
        printf("%s: dec failed (%d)\n", k->name, rc);
        return 1;
    }

    /* Implicit rejection: a modified ciphertext takes the other path of the
     * constant-time selection, which must be just as silent. */
    ct[0] ^= 1;
    PQPOLY_CT_SECRET(sk, k->secretkeybytes);
    rc = k->dec(ss_rej, ct, sk);
    if (rc != 0) {
        printf("%s: dec of a modified ciphertext failed (%d)\n", k->name, rc);
        return 1;
    }

    PQPOLY_CT_PUBLIC(ss_enc, k->bytes);
    PQPOLY_CT_PUBLIC(ss_dec, k->bytes);
    PQPOLY_CT_PUBLIC(ss_rej, k->bytes);
    if (memcmp(ss_enc, ss_dec, k->bytes) != 0) {
        printf("%s: shared secrets differ\n", k->name);
        return 1;
    }
    if (memcmp(ss_enc, ss_rej, k->bytes) == 0) {
        printf("%s: a modified ciphertext gave the same shared secret\n", k->name);
        return 1;
    }
    printf("%s: keypair, enc, dec, dec(modified ct) ran\n", k->name);
    return check_expanded(k);
}

/* ---- self-tests of the check itself (test-only code, never in the library) ---- */

#define NOINLINE __attribute__((noinline))

/* A secret-dependent branch: memcheck must report it.  The taken side calls
 * a function, so no compiler can turn the branch into a conditional move. */
static volatile int sink;
static NOINLINE void slow_path(void) { sink = sink + 1; }
static NOINLINE int planted_branch(const uint8_t *secret) {
    if (secret[0] & 1) slow_path();
    return 42;
}

/* A secret-dependent table index (a cache-timing leak): must be reported. */
static const uint8_t table[256] = {1, 2, 3};
static NOINLINE int planted_index(const uint8_t *secret) { return table[secret[0]]; }

/* Constant-time work on secrets, result declassified: must not be reported. */
static NOINLINE int clean(const uint8_t *a, const uint8_t *b) {
    uint8_t r[32];
    memcpy(r, a, sizeof r);
    int d = pqpoly_ct_memcmp(a, b, 32);
    pqpoly_ct_cmov(r, b, sizeof r, (uint8_t)d);
    PQPOLY_CT_PUBLIC(r, sizeof r);
    PQPOLY_CT_PUBLIC(&d, sizeof d);
    return d + r[0];
}

static int self_test(const char *mode) {
    uint8_t a[32], b[32];
    if (secret_source(NULL, a, sizeof a) != 0 || secret_source(NULL, b, sizeof b) != 0) return 1;
    int v;
    if (strcmp(mode, "--planted-branch") == 0) v = planted_branch(a);
    else if (strcmp(mode, "--planted-index") == 0) v = planted_index(a);
    else v = clean(a, b);
    /* The result itself is declassified so that only the leak inside the
     * function can be reported, not its use here. */
    PQPOLY_CT_PUBLIC(&v, sizeof v);
    printf("%s ran (%d)\n", mode + 2, v > 0);
    return 0;
}

int main(int argc, char **argv) {
    pqpoly_test_apply_env();
    if (argc < 2) {
        fprintf(stderr, "usage: ct_kem --list | --all | NAME... | --planted-branch | "
                        "--planted-index | --clean\n");
        return 2;
    }
    if (strcmp(argv[1], "--list") == 0) {
        for (size_t i = 0; i < pqpoly_kem_count(); i++) printf("%s\n", pqpoly_kem_at(i)->name);
        return 0;
    }
    pqpoly_set_random_source(secret_source, NULL);
    if (strncmp(argv[1], "--planted-", 10) == 0 || strcmp(argv[1], "--clean") == 0)
        return self_test(argv[1]);
    int failures = 0;
    if (strcmp(argv[1], "--all") == 0) {
        for (size_t i = 0; i < pqpoly_kem_count(); i++) failures += check_kem(pqpoly_kem_at(i));
        return failures ? 1 : 0;
    }
    for (int i = 1; i < argc; i++) {
        const pqpoly_kem *k = pqpoly_kem_get(argv[i]);
        if (k == NULL) {
            fprintf(stderr, "ct_kem: unknown KEM '%s'\n", argv[i]);
            return 2;
        }
        failures += check_kem(k);
    }
    return failures ? 1 : 0;
}
