/* pqpoly_randombytes: the OS source varies (both of its paths: getrandom
 * below 256 bytes, OpenSSL's DRBG from 256 on), a process and its fork
 * child draw different bytes, a substituted source is used and NULL restores
 * the OS, a failing source yields PQPOLY_ERR_RANDOMNESS with the buffer
 * zeroed; pqpoly_randombytes_parts asks a substituted source once per part, in
 * order (as the KAT procedure needs), and the OS once for the whole. */
#include <stdint.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "check.h"
#include "pqpoly/common.h"
#include "pqpoly/random.h"
#include "sym/randombytes.h"

static int counting_source(void *ctx, uint8_t *buf, size_t n) {
    unsigned *next = ctx;
    for (size_t i = 0; i < n; i++) buf[i] = (uint8_t)(*next)++;
    return 0;
}

/* Records the size of every request; fails the request numbered fail_at. */
typedef struct {
    size_t sizes[8];
    unsigned calls, fail_at;
} recorder;

static int recording_source(void *ctx, uint8_t *buf, size_t n) {
    recorder *r = ctx;
    if (r->calls < 8) r->sizes[r->calls] = n;
    memset(buf, 0x33, n);
    return r->calls++ == r->fail_at ? -1 : 0;
}

static int failing_source(void *ctx, uint8_t *buf, size_t n) {
    (void)ctx;
    memset(buf, 0x5a, n / 2); /* a partial write the caller must not see */
    return -1;
}

int main(void) {
    uint8_t a[300], b[300];
    memset(a, 0, sizeof a);
    memset(b, 0, sizeof b);
    check(pqpoly_randombytes(a, sizeof a) == 0 && pqpoly_randombytes(b, sizeof b) == 0, "OS rc");
    int zeros = 0;
    for (size_t i = 0; i < sizeof a; i++) zeros += a[i] == 0;
    check(memcmp(a, b, sizeof a) != 0 && zeros < 30, "OS output varies");
    check(pqpoly_randombytes(NULL, 0) == 0, "empty request");

    { /* after fork the child's DRBG must not repeat the parent's stream */
        int fd[2];
        uint8_t child[300];
        pid_t pid;
        check(pipe(fd) == 0, "pipe");
        pqpoly_randombytes(a, sizeof a); /* the DRBG is instantiated before the fork */
        pid = fork();
        if (pid == 0) {
            pqpoly_randombytes(child, sizeof child);
            _exit(write(fd[1], child, sizeof child) == (ssize_t)sizeof child ? 0 : 1);
        }
        pqpoly_randombytes(a, sizeof a);
        check(pid > 0 && read(fd[0], child, sizeof child) == (ssize_t)sizeof child, "fork child's bytes");
        check(memcmp(a, child, sizeof a) != 0, "parent and fork child draw different bytes");
        waitpid(pid, NULL, 0);
        close(fd[0]);
        close(fd[1]);
    }

    unsigned next = 7;
    pqpoly_set_random_source(counting_source, &next);
    pqpoly_randombytes(a, 4);
    check(a[0] == 7 && a[1] == 8 && a[2] == 9 && a[3] == 10, "substituted source used");

    pqpoly_set_random_source(failing_source, NULL);
    memset(a, 0xff, sizeof a);
    check(pqpoly_randombytes(a, 40) == PQPOLY_ERR_RANDOMNESS, "failure reported");
    int clean = 1;
    for (int i = 0; i < 40; i++) clean &= a[i] == 0;
    check(clean && a[40] == 0xff, "buffer zeroed on failure, nothing beyond touched");

    { /* pqpoly_randombytes_parts */
        static const size_t parts[3] = {32, 64, 32};
        recorder r = {{0}, 0, 99};
        pqpoly_set_random_source(recording_source, &r);
        check(pqpoly_randombytes_parts(a, parts, 3) == 0, "parts rc");
        check(r.calls == 3 && r.sizes[0] == 32 && r.sizes[1] == 64 && r.sizes[2] == 32,
              "a substituted source sees each part, in order");
        r.calls = 0;
        r.fail_at = 1;
        memset(a, 0xff, sizeof a);
        check(pqpoly_randombytes_parts(a, parts, 3) == PQPOLY_ERR_RANDOMNESS && r.calls == 2,
              "parts: a failing draw stops and is reported");
        int z = 1;
        for (int i = 0; i < 128; i++) z &= a[i] == 0;
        check(z && a[128] == 0xff, "parts: the whole buffer zeroed on failure, nothing beyond");
        check(pqpoly_randombytes_parts(NULL, parts, 3) == PQPOLY_ERR_INVALID_ARGUMENT &&
                  pqpoly_randombytes_parts(a, NULL, 3) == PQPOLY_ERR_INVALID_ARGUMENT,
              "parts: NULL arguments");
        pqpoly_set_random_source(NULL, NULL);
        memset(a, 0, sizeof a);
        memset(b, 0, sizeof b);
        check(pqpoly_randombytes_parts(a, parts, 3) == 0 && pqpoly_randombytes_parts(b, parts, 3) == 0,
              "parts from the OS rc");
        int za = 0;
        for (int i = 0; i < 128; i++) za += a[i] == 0;
        check(memcmp(a, b, 128) != 0 && za < 16 && a[128] == 0 && b[128] == 0,
              "parts from the OS: all 128 bytes drawn, none beyond");
    }

    pqpoly_set_random_source(NULL, NULL);
    memset(a, 0, 4);
    pqpoly_randombytes(a, 64);
    pqpoly_randombytes(b, 64);
    check(next == 11 && memcmp(a, b, 64) != 0, "NULL restores the OS");
    return check_report();
}
