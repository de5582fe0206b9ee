/* newhope-usenix against the 1000 vectors of the [ADPS16] reference
 * implementation's testvectors.c, as published by Botan
 * ($PQPOLY_VECTORS/newhope/botan-newhope-usenix-1000.vec.txt; fields in
 * PROVENANCE.md): per vector
 *   keypair_derand(pk, sk, DRBG_SeedA):  SHA3-256(pk) = H_OutputA,
 *   enc_derand(ct, ss, pk, DRBG_SeedB):  SHA3-256(ct) = H_OutputB, ss = SharedKey,
 *   dec(ss', ct, sk):                    ss' = SharedKey.
 * On the first vectors the randomized forms are run too, with a randomness
 * source that replays the seeds, to check the call pattern (two 32-byte
 * draws in keypair, one in enc).  PQPOLY_IMPL / PQPOLY_MUL select the path
 * (tests/common/env_select.h).  Exit 0 pass, 1 fail, 77 without the file. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/check.h"
#include "common/env_select.h"
#include "pqpoly/newhope.h"
#include "pqpoly/random.h"
#include "sym/fips202.h"

static int hex(uint8_t *out, size_t n, const char *s) {
    for (size_t i = 0; i < n; i++) {
        unsigned v;
        if (sscanf(s + 2 * i, "%2x", &v) != 1) return -1;
        out[i] = (uint8_t)v;
    }
    return s[2 * n] == '\0' || s[2 * n] == '\n' || s[2 * n] == '\r' ? 0 : -1;
}

/* A source that hands out `len` bytes of `buf` in order, recording each request. */
typedef struct {
    const uint8_t *buf;
    size_t len, pos;
    size_t req[8];
    int nreq;
} replay;
static int replay_source(void *ctx, uint8_t *out, size_t n) {
    replay *r = ctx;
    if (r->nreq < 8) r->req[r->nreq++] = n;
    if (r->pos + n > r->len) return PQPOLY_ERR_RANDOMNESS;
    memcpy(out, r->buf + r->pos, n);
    r->pos += n;
    return 0;
}

int main(void) {
    const char *dir = getenv("PQPOLY_VECTORS");
    char path[1024], line[512];
    uint8_t seeda[64], seedb[32], ha[32], hb[32], key[32];
    static uint8_t pk[PQPOLY_NEWHOPE_USENIX_PUBLICKEYBYTES], sk[PQPOLY_NEWHOPE_USENIX_SECRETKEYBYTES];
    static uint8_t ct[PQPOLY_NEWHOPE_USENIX_CIPHERTEXTBYTES], pk2[sizeof pk], sk2[sizeof sk], ct2[sizeof ct];
    uint8_t ss[32], ss2[32], h[32];
    int have = 0, count = 0;
    FILE *f;
    pqpoly_test_apply_env();
    snprintf(path, sizeof path, "%s/newhope/botan-newhope-usenix-1000.vec.txt",
             dir ? dir : "../shared/vectors");
    f = fopen(path, "r");
    if (f == NULL) {
        printf("SKIPPED: %s not found\n", path);
        return 77;
    }
    while (fgets(line, sizeof line, f) != NULL) {
        char *eq = strstr(line, " = ");
        if (eq == NULL) continue;
        *eq = '\0';
        const char *val = eq + 3;
        int bad = 0;
        if (strcmp(line, "DRBG_SeedA") == 0) bad = hex(seeda, 64, val), have |= 1;
        else if (strcmp(line, "H_OutputA") == 0) bad = hex(ha, 32, val), have |= 2;
        else if (strcmp(line, "DRBG_SeedB") == 0) bad = hex(seedb, 32, val), have |= 4;
        else if (strcmp(line, "H_OutputB") == 0) bad = hex(hb, 32, val), have |= 8;
        else if (strcmp(line, "SharedKey") == 0) bad = hex(key, 32, val), have |= 16;
        if (bad) {
            printf("FAIL: malformed line %s\n", line);
            fclose(f);
            return 1;
        }
        if (have != 31) continue;
        have = 0;
        char what[96];
        int rc = pqpoly_newhope_usenix_keypair_derand(pk, sk, seeda);
        pqpoly_sha3_256(h, pk, sizeof pk);
        snprintf(what, sizeof what, "vector %d: H_OutputA", count);
        check(rc == 0 && memcmp(h, ha, 32) == 0, what);
        rc = pqpoly_newhope_usenix_enc_derand(ct, ss, pk, seedb);
        pqpoly_sha3_256(h, ct, sizeof ct);
        snprintf(what, sizeof what, "vector %d: H_OutputB", count);
        check(rc == 0 && memcmp(h, hb, 32) == 0, what);
        snprintf(what, sizeof what, "vector %d: SharedKey (response)", count);
        check(memcmp(ss, key, 32) == 0, what);
        rc = pqpoly_newhope_usenix_dec(ss2, ct, sk);
        snprintf(what, sizeof what, "vector %d: SharedKey (finish)", count);
        check(rc == 0 && memcmp(ss2, key, 32) == 0, what);
        if (count < 3) {
            replay ra = {seeda, 64, 0, {0}, 0}, rb = {seedb, 32, 0, {0}, 0};
            pqpoly_set_random_source(replay_source, &ra);
            rc = pqpoly_newhope_usenix_keypair(pk2, sk2);
            pqpoly_set_random_source(replay_source, &rb);
            rc |= pqpoly_newhope_usenix_enc(ct2, ss2, pk2);
            pqpoly_set_random_source(NULL, NULL);
            snprintf(what, sizeof what, "vector %d: randomized forms draw 32 + 32 and 32 bytes", count);
            check(rc == 0 && ra.nreq == 2 && ra.req[0] == 32 && ra.req[1] == 32 && rb.nreq == 1 &&
                      rb.req[0] == 32 && memcmp(pk2, pk, sizeof pk) == 0 &&
                      memcmp(sk2, sk, sizeof sk) == 0 && memcmp(ct2, ct, sizeof ct) == 0 &&
                      memcmp(ss2, key, 32) == 0,
                  what);
        }
        count++;
    }
    fclose(f);
    check(count == 1000, "the file holds 1000 vectors");
    printf("newhope_vectors: %d vectors, %d passed, %d failed\n", count, check_passed, check_failed);
    return check_failed != 0;
}
