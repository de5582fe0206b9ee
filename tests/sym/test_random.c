/* pqpoly_randombytes: the OS source varies (both of its paths: getrandom
 * below 256 bytes, OpenSSL's DRBG from 256 on), a process and its fork
 * child draw different bytes, a substituted source is used and NULL restores
 * the OS, a failing source yields PQPOLY_ERR_RANDOMNESS with the buffer
 * zeroed. */
#include <stdint.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "check.h"
#include "pqpoly/common.h"
#include "pqpoly/random.h"

static int counting_source(void *ctx, uint8_t *buf, size_t n) {
    unsigned *next = ctx;
    for (size_t i = 0; i < n; i++) buf[i] = (uint8_t)(*next)++;
    return 0;
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

    pqpoly_set_random_source(NULL, NULL);
    memset(a, 0, 4);
    pqpoly_randombytes(a, 64);
    pqpoly_randombytes(b, 64);
    check(next == 11 && memcmp(a, b, 64) != 0, "NULL restores the OS");
    return check_report();
}
