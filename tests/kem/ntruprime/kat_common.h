/* NIST PQCgenKAT_kem procedure for the NTRU Prime tests (shared/vectors/
 * PROVENANCE.md): DRBG seeded with 0..47 gives 100 per-entry seeds; each
 * entry reseeds the DRBG, runs keypair, enc, dec and prints
 * count/seed/pk/sk/ct/ss.  The text goes to a memory buffer so the tests can
 * hash it with OpenSSL's SHA-256. */
#ifndef PQPOLY_TESTS_NTRUPRIME_KAT_COMMON_H
#define PQPOLY_TESTS_NTRUPRIME_KAT_COMMON_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <openssl/evp.h>

#if defined(__GNUC__)
#define KAT_MAYBE_UNUSED __attribute__((unused))
#else
#define KAT_MAYBE_UNUSED
#endif

#include "pqpoly/pqpoly.h"
#include "sym/drbg.h"

typedef struct {
    char *buf;
    size_t len, cap;
} kat_text;

KAT_MAYBE_UNUSED static void kat_put(kat_text *t, const char *s, size_t n) {
    if (t->len + n + 1 > t->cap) {
        size_t cap = (t->cap ? t->cap * 2 : 1 << 16);
        while (cap < t->len + n + 1) cap *= 2;
        t->buf = realloc(t->buf, cap);
        if (t->buf == NULL) abort();
        t->cap = cap;
    }
    memcpy(t->buf + t->len, s, n);
    t->len += n;
    t->buf[t->len] = 0;
}

KAT_MAYBE_UNUSED static void kat_hex(kat_text *t, const char *label, const uint8_t *x, size_t n) {
    static const char digits[] = "0123456789ABCDEF";
    kat_put(t, label, strlen(label));
    for (size_t i = 0; i < n; i++) {
        char two[2] = {digits[x[i] >> 4], digits[x[i] & 15]};
        kat_put(t, two, 2);
    }
    kat_put(t, "\n", 1);
}

/* The DRBG as the KEMs' random source, each request of exactly `split`
 * bytes (0: none) drawn 4 bytes at a time.  The library draws the p words of
 * Short_random and Small_random in one request of 4p bytes, as PQClean and
 * liboqs do; the submission's reference code draws each word with its own
 * 4-byte call, which under the DRBG yields other bytes: its .rsp files are
 * reproduced with split = 4p (no other request of the NTRU Prime KEMs has
 * that length: seeds, rho and r_enc are 32 or (p + 3)/4 bytes). */
typedef struct {
    pqpoly_drbg *drbg;
    size_t split;
} kat_source;

KAT_MAYBE_UNUSED static int kat_source_draw(void *ctx, uint8_t *buf, size_t n) {
    const kat_source *s = ctx;
    if (s->split == 0 || n != s->split) return pqpoly_drbg_source(s->drbg, buf, n);
    for (size_t i = 0; i < n; i += 4) {
        int rc = pqpoly_drbg_source(s->drbg, buf + i, n - i < 4 ? n - i : 4);
        if (rc != 0) return rc;
    }
    return 0;
}

/* Entries [0, count) of the KAT of k, without the "# name" header; entries are
 * separated by one blank line and the last one ends with its "ss = ...\n"
 * (the liboqs "all" convention; the first entry alone is PQClean's), with
 * the randomness requests of `split` bytes drawn 4 bytes at a time (0: none;
 * see kat_source).  Returns 0, or 1 if an operation failed or dec disagreed
 * with enc. */
KAT_MAYBE_UNUSED static int kat_generate_split(const pqpoly_kem *k, int count, kat_text *t, size_t split) {
    uint8_t entropy[48], seeds[100][48];
    static uint8_t pk[8192], sk[8192], ct[8192], ss[64], ss2[64];
    pqpoly_drbg g, d;
    int bad = 0;
    for (int i = 0; i < 48; i++) entropy[i] = (uint8_t)i;
    if (pqpoly_drbg_init(&g, entropy, NULL) != 0) return 1;
    for (int i = 0; i < 100; i++)
        if (pqpoly_drbg_randombytes(&g, seeds[i], 48) != 0) return 1;
    for (int i = 0; i < count && i < 100; i++) {
        char line[32];
        kat_source src = {&d, split};
        if (pqpoly_drbg_init(&d, seeds[i], NULL) != 0) return 1;
        pqpoly_set_random_source(kat_source_draw, &src);
        if (k->keypair(pk, sk) != 0 || k->enc(ct, ss, pk) != 0 || k->dec(ss2, ct, sk) != 0) bad = 1;
        pqpoly_set_random_source(NULL, NULL);
        if (memcmp(ss, ss2, k->bytes) != 0) bad = 1;
        if (i > 0) kat_put(t, "\n", 1);
        snprintf(line, sizeof line, "count = %d\n", i);
        kat_put(t, line, strlen(line));
        kat_hex(t, "seed = ", seeds[i], 48);
        kat_hex(t, "pk = ", pk, k->publickeybytes);
        kat_hex(t, "sk = ", sk, k->secretkeybytes);
        kat_hex(t, "ct = ", ct, k->ciphertextbytes);
        kat_hex(t, "ss = ", ss, k->bytes);
    }
    return bad;
}

/* The KAT of k as PQClean and liboqs generate it. */
KAT_MAYBE_UNUSED static int kat_generate(const pqpoly_kem *k, int count, kat_text *t) {
    return kat_generate_split(k, count, t, 0);
}

KAT_MAYBE_UNUSED static void sha256_hex(char out[65], const void *data, size_t n) {
    unsigned char h[32];
    unsigned int hl = 0;
    EVP_Digest(data, n, h, &hl, EVP_sha256(), NULL);
    for (int i = 0; i < 32; i++) snprintf(out + 2 * i, 3, "%02x", h[i]);
}

KAT_MAYBE_UNUSED static const char *vectors_dir(void) {
    const char *v = getenv("PQPOLY_VECTORS");
    return v && *v ? v : "../shared/vectors";
}

/* Whole file into a NUL-terminated buffer (NULL if absent). */
KAT_MAYBE_UNUSED static char *read_text(const char *path) {
    FILE *f = fopen(path, "rb");
    char *b;
    long n;
    if (f == NULL) return NULL;
    fseek(f, 0, SEEK_END);
    n = ftell(f);
    fseek(f, 0, SEEK_SET);
    b = malloc((size_t)n + 1);
    if (b == NULL || fread(b, 1, (size_t)n, f) != (size_t)n) {
        fclose(f);
        free(b);
        return NULL;
    }
    b[n] = 0;
    fclose(f);
    return b;
}

#endif
