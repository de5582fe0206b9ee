/* Tiny pass/fail counter shared by the C tests: check() prints a FAIL line
 * and counts; the test prints its own "NAME: N passed, N failed" line. */
#ifndef PQPOLY_TESTS_COMMON_CHECK_H
#define PQPOLY_TESTS_COMMON_CHECK_H

#include <stdio.h>

static int check_passed, check_failed;

static inline void check(int ok, const char *what) {
    if (ok) {
        check_passed++;
    } else {
        check_failed++;
        printf("FAIL %s\n", what);
    }
}

#endif
