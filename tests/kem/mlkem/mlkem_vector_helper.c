/* Vector driver for tests/kem/mlkem/test_mlkem_vectors.py: reads one command per
 * line on stdin and answers one line on stdout (hex is lowercase).
 *   keygen SET SEED        SEED = d || z  -> "OK ek dk" | "ERR code"
 *   encaps SET EK M                       -> "OK c K"   | "ERR code"
 *   decaps SET DK C                       -> "OK K"     | "ERR code"
 *   keydecaps SET SEED C   KeyGen(d || z), then Decaps(dk, C) -> "OK K" | "ERR code"
 *   kat SET COUNT          NIST PQCgenKAT_kem entries (no header), then "END"
 *   backend                name of the entry whose NTT-domain stages the KEMs use
 * Every Decaps also runs in the expanded form (DEC_BOTH below).
 * Inputs of the wrong length are refused with PQPOLY_ERR_INVALID_ARGUMENT
 * before any library call (the length check a caller's parser must do). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pqpoly/kem.h"
#include "pqpoly/kyber.h"
#include "pqpoly/mlkem.h"
#include "pqpoly/random.h"
#include "ring/kyber/backend.h"
#include "sym/drbg.h"

#include "common/env_select.h"

typedef struct {
    const char *name;
    int (*keypair_derand)(uint8_t *, uint8_t *, const uint8_t *);
    int (*enc_derand)(uint8_t *, uint8_t *, const uint8_t *, const uint8_t *);
    int (*dec)(uint8_t *, const uint8_t *, const uint8_t *);
} set_fns;

/* Every decapsulation runs twice: the NIST form, and dec_expand then
 * dec_expanded (include/pqpoly/mlkem.h); a difference in the return code
 * or in ss is answered with the code EXPANDED_DIFFERS, which no vector
 * expects.  PQPOLY_HELPER_PLANT_XK=1 plants a wrong expanded form (the
 * test checks that it is caught). */
#define EXPANDED_DIFFERS (-99)
static int plant_xk;
#define DEC_BOTH(n)                                                                   \
    static int dec_both_##n(uint8_t *ss, const uint8_t *ct, const uint8_t *sk) {      \
        static pqpoly_##n##_expanded_key xk;                                          \
        uint8_t ss2[32];                                                              \
        int rc = pqpoly_##n##_dec(ss, ct, sk), rc2;                                   \
        memset(ss2, 0, sizeof ss2);                                                   \
        rc2 = pqpoly_##n##_dec_expand(&xk, sk);                                       \
        if (rc2 == 0) rc2 = pqpoly_##n##_dec_expanded(ss2, ct, &xk);                  \
        if (plant_xk) ss2[31] ^= 1;                                                   \
        return rc != rc2 || memcmp(ss, ss2, 32) != 0 ? EXPANDED_DIFFERS : rc;         \
    }
DEC_BOTH(mlkem512)
DEC_BOTH(mlkem768)
DEC_BOTH(mlkem1024)
DEC_BOTH(kyber512)
DEC_BOTH(kyber768)
DEC_BOTH(kyber1024)

#define SET(n) {#n, pqpoly_##n##_keypair_derand, pqpoly_##n##_enc_derand, dec_both_##n}
static const set_fns sets[] = {SET(mlkem512), SET(mlkem768), SET(mlkem1024),
                               SET(kyber512), SET(kyber768), SET(kyber1024)};

#define MAXB 8192
static char line[1 << 17];
static uint8_t b1[MAXB], b2[MAXB], o1[MAXB], o2[MAXB];

static long unhex(uint8_t *out, const char *h) {
    size_t n = strlen(h);
    if (n % 2 || n / 2 > MAXB) return -1;
    for (size_t i = 0; i < n / 2; i++) {
        unsigned v;
        if (sscanf(h + 2 * i, "%2x", &v) != 1) return -1;
        out[i] = (uint8_t)v;
    }
    return (long)(n / 2);
}

static void puthex(const uint8_t *p, size_t n, int upper) {
    for (size_t i = 0; i < n; i++) printf(upper ? "%02X" : "%02x", p[i]);
}

static void kat(const set_fns *s, const pqpoly_kem *d, int count) {
    static uint8_t seeds[100][48];
    uint8_t ent[48], pk[MAXB], sk[MAXB], ct[MAXB], ss[32], ss2[32];
    pqpoly_drbg master, g;
    for (int i = 0; i < 48; i++) ent[i] = (uint8_t)i;
    pqpoly_drbg_init(&master, ent, NULL);
    for (int i = 0; i < count && i < 100; i++) pqpoly_drbg_randombytes(&master, seeds[i], 48);
    for (int i = 0; i < count && i < 100; i++) {
        pqpoly_drbg_init(&g, seeds[i], NULL);
        pqpoly_set_random_source(pqpoly_drbg_source, &g);
        int rc = d->keypair(pk, sk);
        if (rc == 0) rc = d->enc(ct, ss, pk);
        if (rc == 0) rc = s->dec(ss2, ct, sk);
        pqpoly_set_random_source(NULL, NULL);
        if (rc != 0 || memcmp(ss, ss2, 32) != 0) printf("FAIL entry %d\n", i);
        printf("count = %d\nseed = ", i);
        puthex(seeds[i], 48, 1);
        printf("\npk = ");
        puthex(pk, d->publickeybytes, 1);
        printf("\nsk = ");
        puthex(sk, d->secretkeybytes, 1);
        printf("\nct = ");
        puthex(ct, d->ciphertextbytes, 1);
        printf("\nss = ");
        puthex(ss, 32, 1);
        printf("\n\n");
    }
    printf("END\n");
}

int main(void) {
    pqpoly_test_apply_env();
    plant_xk = getenv("PQPOLY_HELPER_PLANT_XK") != NULL;
    setvbuf(stdout, NULL, _IOFBF, 1 << 16);
    while (fgets(line, sizeof line, stdin) != NULL) {
        char *cmd = strtok(line, " \r\n"), *set = strtok(NULL, " \r\n");
        char *a1 = strtok(NULL, " \r\n"), *a2 = strtok(NULL, " \r\n");
        const set_fns *s = NULL;
        const pqpoly_kem *d = NULL;
        if (cmd == NULL) continue;
        if (strcmp(cmd, "backend") == 0) {
            printf("%s\n", pqpoly_kyber_backend_pick()->entry->name);
            fflush(stdout);
            continue;
        }
        for (size_t i = 0; set != NULL && i < sizeof sets / sizeof sets[0]; i++)
            if (strcmp(sets[i].name, set) == 0) s = &sets[i];
        if (s != NULL) d = pqpoly_kem_get(s->name);
        if (s == NULL || d == NULL) {
            printf("BAD command\n");
            fflush(stdout);
            continue;
        }
        long n1 = a1 ? unhex(b1, a1) : 0, n2 = a2 ? unhex(b2, a2) : 0;
        if (strcmp(cmd, "kat") == 0) {
            kat(s, d, a1 ? atoi(a1) : 1);
        } else if (strcmp(cmd, "keygen") == 0) {
            if (n1 != 64) {
                printf("ERR %d\n", PQPOLY_ERR_INVALID_ARGUMENT);
            } else {
                int rc = s->keypair_derand(o1, o2, b1);
                if (rc) {
                    printf("ERR %d\n", rc);
                } else {
                    printf("OK ");
                    puthex(o1, d->publickeybytes, 0);
                    printf(" ");
                    puthex(o2, d->secretkeybytes, 0);
                    printf("\n");
                }
            }
        } else if (strcmp(cmd, "keydecaps") == 0) {
            int rc = PQPOLY_ERR_INVALID_ARGUMENT;
            if (n1 == 64 && n2 == (long)d->ciphertextbytes) {
                rc = s->keypair_derand(o1, o2, b1);
                if (rc == 0) rc = s->dec(o1, b2, o2);
            }
            if (rc) {
                printf("ERR %d\n", rc);
            } else {
                printf("OK ");
                puthex(o1, 32, 0);
                printf("\n");
            }
        } else if (strcmp(cmd, "encaps") == 0) {
            if (n1 != (long)d->publickeybytes || n2 != 32) {
                printf("ERR %d\n", PQPOLY_ERR_INVALID_ARGUMENT);
            } else {
                int rc = s->enc_derand(o1, o2, b1, b2);
                if (rc) {
                    printf("ERR %d\n", rc);
                } else {
                    printf("OK ");
                    puthex(o1, d->ciphertextbytes, 0);
                    printf(" ");
                    puthex(o2, 32, 0);
                    printf("\n");
                }
            }
        } else if (strcmp(cmd, "decaps") == 0) {
            if (n1 != (long)d->secretkeybytes || n2 != (long)d->ciphertextbytes) {
                printf("ERR %d\n", PQPOLY_ERR_INVALID_ARGUMENT);
            } else {
                int rc = s->dec(o1, b2, b1);
                if (rc) {
                    printf("ERR %d\n", rc);
                } else {
                    printf("OK ");
                    puthex(o1, 32, 0);
                    printf("\n");
                }
            }
        } else {
            printf("BAD command\n");
        }
        fflush(stdout);
    }
    return 0;
}
