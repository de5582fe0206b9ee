/* The KAT driver itself, before and independently of any scheme.
 *
 * A test-only KEM with Kyber512's sizes draws its coins as Kyber round 3 does
 * (randombytes(32) twice in keypair, once in enc) and copies them into its
 * outputs.  The driver's text for it must have exactly the layout of the
 * published Kyber512 round-3 `.rsp` file ($PQPOLY_VECTORS/rsp/kyber512-r3.rsp:
 * same lines in the same order, same field lengths) and the same `seed = `
 * lines, which depend only on the NIST DRBG.  A KEM whose dec disagrees with
 * enc must be refused, and a sink that stops must stop the driver. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kat/nistkat.h"
#include "pqpoly/pqpoly.h"
#include "common/env_select.h"

#define PK 800
#define SK 1632
#define CT 768
#define SS 32

static int test_keypair(uint8_t *pk, uint8_t *sk) {
    uint8_t d[32], z[32];
    if (pqpoly_randombytes(d, 32) || pqpoly_randombytes(z, 32)) return PQPOLY_ERR_RANDOMNESS;
    memset(pk, 0, PK);
    memset(sk, 0, SK);
    memcpy(pk, d, 32);
    memcpy(sk, d, 32);
    memcpy(sk + SK - 32, z, 32);
    return 0;
}

static int test_enc(uint8_t *ct, uint8_t *ss, const uint8_t *pk) {
    uint8_t m[32];
    if (pqpoly_randombytes(m, 32)) return PQPOLY_ERR_RANDOMNESS;
    memset(ct, 0, CT);
    for (int i = 0; i < 32; i++) {
        ct[i] = (uint8_t)(m[i] ^ pk[i]);
        ss[i] = m[i];
    }
    return 0;
}

static int test_dec(uint8_t *ss, const uint8_t *ct, const uint8_t *sk) {
    for (int i = 0; i < 32; i++) ss[i] = (uint8_t)(ct[i] ^ sk[i]);
    return 0;
}

static int bad_dec(uint8_t *ss, const uint8_t *ct, const uint8_t *sk) {
    test_dec(ss, ct, sk);
    ss[5] ^= 1;
    return 0;
}

static const pqpoly_kem test_kem = {"katdriver-test", "test", PK, SK, CT, SS,
                                    test_keypair, test_enc, test_dec, NULL, "Kyber512"};
static const pqpoly_kem bad_kem = {"katdriver-bad", "test", PK, SK, CT, SS,
                                   test_keypair, test_enc, bad_dec, NULL, "Kyber512"};

static char out[1 << 20];
static size_t out_len;

static int to_buffer(void *ctx, const char *text, size_t n) {
    (void)ctx;
    if (out_len + n > sizeof out) return -1;
    memcpy(out + out_len, text, n);
    out_len += n;
    return 0;
}

static int stop_after(void *ctx, const char *text, size_t n) {
    (void)text;
    size_t *left = ctx;
    if (*left < n) return -1;
    *left -= n;
    return 0;
}

/* Next line of s (without "\n") into line; returns the rest or NULL at the end. */
static const char *next_line(const char *s, char *line, size_t cap) {
    if (*s == '\0') return NULL;
    const char *e = strchr(s, '\n');
    size_t n = e ? (size_t)(e - s) : strlen(s);
    if (n >= cap) n = cap - 1;
    memcpy(line, s, n);
    line[n] = '\0';
    return e ? e + 1 : s + strlen(s);
}

static char ref[1 << 20];

int main(void) {
    const char *dir = getenv("PQPOLY_VECTORS");
    char path[4096];
    pqpoly_test_apply_env();
    snprintf(path, sizeof path, "%s/rsp/kyber512-r3.rsp", dir ? dir : "../shared/vectors");
    FILE *f = fopen(path, "rb");
    if (f == NULL) {
        printf("SKIPPED: %s not found\n", path);
        return 77;
    }
    size_t ref_len = fread(ref, 1, sizeof ref - 1, f);
    fclose(f);
    ref[ref_len] = '\0';

    int failures = 0;
    int rc = pqpoly_nistkat(&test_kem, 10, to_buffer, NULL);
    out[out_len] = '\0';
    if (rc != 0) {
        printf("FAIL: driver returned %d\n", rc);
        return 1;
    }
    /* The stored file lacks NIST's header line; the driver writes it. */
    const char *header = "# Kyber512\n\n";
    if (strncmp(out, header, strlen(header)) != 0) {
        printf("FAIL: the text does not start with the header '# Kyber512' and a blank line\n");
        failures++;
    }
    const char *a = out + strlen(header), *b = ref;
    static char la[8192], lb[8192];
    int lineno = 0, seeds = 0;
    for (;;) {
        const char *na = next_line(a, la, sizeof la), *nb = next_line(b, lb, sizeof lb);
        if (na == NULL || nb == NULL) {
            if (na != nb) {
                printf("FAIL: line counts differ (driver %s first)\n", na ? "longer" : "ends");
                failures++;
            }
            break;
        }
        lineno++;
        const char *eqa = strstr(la, " = "), *eqb = strstr(lb, " = ");
        size_t keya = eqa ? (size_t)(eqa - la) : strlen(la);
        size_t keyb = eqb ? (size_t)(eqb - lb) : strlen(lb);
        if (keya != keyb || strncmp(la, lb, keya) != 0 || strlen(la) != strlen(lb)) {
            printf("FAIL: line %d: driver '%.40s...' (%zu chars), published '%.40s...' (%zu chars)\n",
                   lineno, la, strlen(la), lb, strlen(lb));
            failures++;
            break;
        }
        if (strncmp(la, "seed = ", 7) == 0 || strncmp(la, "count = ", 8) == 0) {
            if (strcmp(la, lb) != 0) {
                printf("FAIL: line %d: %s differs from the published %s\n", lineno, la, lb);
                failures++;
                break;
            }
            seeds += la[0] == 's';
        }
        for (const char *p = eqa ? eqa + 3 : la; *p && la[0] != 'c'; p++)
            if (!((*p >= '0' && *p <= '9') || (*p >= 'A' && *p <= 'F'))) {
                printf("FAIL: line %d is not upper-case hex\n", lineno);
                failures++;
                break;
            }
        a = na;
        b = nb;
    }
    printf("%s: layout of %d lines and %d seeds equal to the published Kyber512 file\n",
           failures ? "FAIL" : "ok  ", lineno, seeds);
    if (seeds != 10) failures++;

    out_len = 0;
    rc = pqpoly_nistkat(&bad_kem, 2, to_buffer, NULL);
    printf("%s: a KEM whose dec disagrees is refused (%d)\n",
           rc == PQPOLY_KAT_ERR_MISMATCH ? "ok  " : "FAIL", rc);
    failures += rc != PQPOLY_KAT_ERR_MISMATCH;

    size_t left = 100;
    rc = pqpoly_nistkat(&test_kem, 2, stop_after, &left);
    printf("%s: a sink that stops stops the driver (%d)\n", rc != 0 ? "ok  " : "FAIL", rc);
    failures += rc == 0;

    /* After the driver the operating system's randomness is back: two draws differ. */
    uint8_t r1[32], r2[32];
    pqpoly_randombytes(r1, 32);
    pqpoly_randombytes(r2, 32);
    printf("%s: the OS random source is restored\n", memcmp(r1, r2, 32) ? "ok  " : "FAIL");
    failures += memcmp(r1, r2, 32) == 0;

    printf("%s\n", failures ? "FAILED" : "all passed");
    return failures ? 1 : 0;
}
