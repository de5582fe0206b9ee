/* The NIST PQCgenKAT_kem procedure: see nistkat.h. */
#include "kat/nistkat.h"

#include <string.h>

#include "pqpoly/random.h"
#include "sym/drbg.h"

typedef struct {
    pqpoly_kat_sink sink;
    void *ctx;
    int failed;
} writer;

static void put(writer *w, const char *s, size_t n) {
    if (!w->failed && w->sink(w->ctx, s, n) != 0) w->failed = 1;
}

static void put_str(writer *w, const char *s) { put(w, s, strlen(s)); }

static void put_uint(writer *w, unsigned v) {
    char buf[16];
    size_t i = sizeof buf;
    do {
        buf[--i] = (char)('0' + v % 10u); /* v is a public test counter */
        v /= 10u;
    } while (v != 0);
    put(w, buf + i, sizeof buf - i);
}

/* "label = HEX\n"; an empty field prints 00 as NIST's fprintBstr does. */
static void put_hex_line(writer *w, const char *label, const uint8_t *p, size_t n) {
    static const char digits[] = "0123456789ABCDEF";
    char buf[128];
    put_str(w, label);
    put_str(w, " = ");
    if (n == 0) put_str(w, "00");
    while (n > 0) {
        size_t k = n < sizeof buf / 2 ? n : sizeof buf / 2;
        for (size_t i = 0; i < k; i++) {
            buf[2 * i] = digits[p[i] >> 4];
            buf[2 * i + 1] = digits[p[i] & 15];
        }
        put(w, buf, 2 * k);
        p += k;
        n -= k;
    }
    put_str(w, "\n");
}

/* Buffers of one test; static would make the driver non-reentrant, and they
 * fit the stack comfortably. */
typedef struct {
    uint8_t seed[48];
    uint8_t pk[PQPOLY_KAT_MAXBYTES];
    uint8_t sk[PQPOLY_KAT_MAXBYTES];
    uint8_t ct[PQPOLY_KAT_MAXBYTES];
    uint8_t ss[256];
    uint8_t ss1[256];
} kat_buffers;

static int one_test(const pqpoly_kem *kem, kat_buffers *b, writer *w, unsigned i) {
    pqpoly_drbg drbg;
    int rc = pqpoly_drbg_init(&drbg, b->seed, NULL);
    if (rc != 0) return rc;
    pqpoly_set_random_source(pqpoly_drbg_source, &drbg);
    rc = kem->keypair(b->pk, b->sk);
    if (rc == 0) rc = kem->enc(b->ct, b->ss, b->pk);
    if (rc == 0) rc = kem->dec(b->ss1, b->ct, b->sk);
    pqpoly_set_random_source(NULL, NULL);
    if (rc != 0) return rc;
    if (memcmp(b->ss, b->ss1, kem->bytes) != 0) return PQPOLY_KAT_ERR_MISMATCH;

    put_str(w, "count = ");
    put_uint(w, i);
    put_str(w, "\n");
    put_hex_line(w, "seed", b->seed, sizeof b->seed);
    put_hex_line(w, "pk", b->pk, kem->publickeybytes);
    put_hex_line(w, "sk", b->sk, kem->secretkeybytes);
    put_hex_line(w, "ct", b->ct, kem->ciphertextbytes);
    put_hex_line(w, "ss", b->ss, kem->bytes);
    put_str(w, "\n");
    return w->failed ? PQPOLY_ERR_INVALID_ARGUMENT : 0;
}

int pqpoly_nistkat(const pqpoly_kem *kem, unsigned count, pqpoly_kat_sink sink, void *ctx) {
    if (kem == NULL || sink == NULL) return PQPOLY_ERR_INVALID_ARGUMENT;
    if (kem->publickeybytes > PQPOLY_KAT_MAXBYTES || kem->secretkeybytes > PQPOLY_KAT_MAXBYTES ||
        kem->ciphertextbytes > PQPOLY_KAT_MAXBYTES || kem->bytes > sizeof ((kat_buffers *)0)->ss)
        return PQPOLY_ERR_INVALID_ARGUMENT;

    writer w = {sink, ctx, 0};
    put_str(&w, "# ");
    put_str(&w, kem->kat_name != NULL ? kem->kat_name : kem->name);
    put_str(&w, "\n\n");

    /* The master DRBG: entropy 0..47, no personalization.  It is used for
     * nothing but the seeds, so drawing seed i just before test i gives the
     * same seeds as NIST's drawing all of them first. */
    uint8_t entropy[48];
    for (unsigned i = 0; i < sizeof entropy; i++) entropy[i] = (uint8_t)i;
    pqpoly_drbg master;
    int rc = pqpoly_drbg_init(&master, entropy, NULL);
    kat_buffers b;
    for (unsigned i = 0; rc == 0 && i < count; i++) {
        rc = pqpoly_drbg_randombytes(&master, b.seed, sizeof b.seed);
        if (rc == 0) rc = one_test(kem, &b, &w, i);
    }
    if (rc == 0 && w.failed) rc = PQPOLY_ERR_INVALID_ARGUMENT;
    return rc;
}
