/* pqpoly_randombytes: the operating system's generator, or a substitute
 * installed with pqpoly_set_random_source.
 *
 * Default source, by request size (measured interleaved on x86-64, rdtsc
 * medians, bench/programs/rand_bench.c): a getrandom(2) call costs about
 * 22k ticks for the 3044 bytes of sntrup761's Short_random and 1.2k for 32
 * bytes; OpenSSL's RAND_bytes (its public DRBG: seeded from the operating
 * system, reseeded after fork) 3.5k and 2.3k.  Requests of at least
 * PQPOLY_RAND_DRBG_MIN bytes therefore go to RAND_bytes and smaller ones to
 * getrandom.  The substitutable source and the KAT procedure are unchanged.
 * pqpoly_randombytes_parts (sym/randombytes.h) lets a KEM that draws several
 * values pay one request instead of one per value. */
#include "pqpoly/random.h"

#include <errno.h>
#include <stdint.h>
#include <string.h>
#include <sys/random.h>

#include <openssl/rand.h>

#include "common/ct.h"
#include "sym/randombytes.h"

#define PQPOLY_RAND_DRBG_MIN 256

static pqpoly_random_source source_fn = NULL;
static void *source_ctx = NULL;

void pqpoly_set_random_source(pqpoly_random_source fn, void *ctx) {
    source_fn = fn;
    source_ctx = fn != NULL ? ctx : NULL;
}

/* getrandom may return fewer bytes than asked (requests above 256 bytes can
 * be interrupted by a signal) or fail with EINTR: continue until done. */
static int os_randombytes(uint8_t *buf, size_t n) {
    size_t done = 0;
    while (done < n) {
        ssize_t got = getrandom(buf + done, n - done, 0);
        if (got < 0) {
            if (errno == EINTR) continue;
            return PQPOLY_ERR_RANDOMNESS;
        }
        if (got == 0) return PQPOLY_ERR_RANDOMNESS;
        done += (size_t)got;
    }
    return 0;
}

int pqpoly_randombytes(uint8_t *buf, size_t n) {
    if (n == 0) return 0;
    if (buf == NULL) return PQPOLY_ERR_INVALID_ARGUMENT;
    int rc;
    if (source_fn != NULL) rc = source_fn(source_ctx, buf, n);
    else if (n >= PQPOLY_RAND_DRBG_MIN && n <= 0x7fffffff) rc = RAND_bytes(buf, (int)n) == 1 ? 0 : -1;
    else rc = os_randombytes(buf, n);
    if (rc != 0) {
        memset(buf, 0, n);
        return PQPOLY_ERR_RANDOMNESS;
    }
    /* What a KEM draws here is secret, whichever source produced it. */
    PQPOLY_CT_SECRET(buf, n);
    return 0;
}

int pqpoly_randombytes_parts(uint8_t *buf, const size_t *len, size_t count) {
    size_t total = 0, done = 0;
    int rc = 0;
    if (buf == NULL || len == NULL) return PQPOLY_ERR_INVALID_ARGUMENT;
    for (size_t i = 0; i < count; i++) {
        if (len[i] > SIZE_MAX - total) return PQPOLY_ERR_INVALID_ARGUMENT;
        total += len[i];
    }
    if (source_fn == NULL) return pqpoly_randombytes(buf, total);
    for (size_t i = 0; i < count && rc == 0; i++) {
        rc = pqpoly_randombytes(buf + done, len[i]);
        done += len[i];
    }
    if (rc != 0) memset(buf, 0, total); /* the earlier parts too */
    return rc;
}
