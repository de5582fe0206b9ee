/* pqpoly_randombytes: the operating system's generator (getrandom(2)), or a
 * substitute installed with pqpoly_set_random_source. */
#include "pqpoly/random.h"

#include <errno.h>
#include <string.h>
#include <sys/random.h>

#include "common/ct.h"

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
    int rc = source_fn != NULL ? source_fn(source_ctx, buf, n) : os_randombytes(buf, n);
    if (rc != 0) {
        memset(buf, 0, n);
        return PQPOLY_ERR_RANDOMNESS;
    }
    /* What a KEM draws here is secret, whichever source produced it. */
    PQPOLY_CT_SECRET(buf, n);
    return 0;
}
