/* Tiny pass/fail counter shared by the tests of src/sym. */
#ifndef PQPOLY_TESTS_SYM_CHECK_H
#define PQPOLY_TESTS_SYM_CHECK_H

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "common/check.h"


/* Decode a hex string into out (at most cap bytes); returns the byte count. */
static inline size_t unhex(uint8_t *out, size_t cap, const char *hex) {
    size_t n = 0;
    while (hex[0] && hex[1] && n < cap) {
        unsigned v;
        if (sscanf(hex, "%2x", &v) != 1) break;
        out[n++] = (uint8_t)v;
        hex += 2;
    }
    return n;
}

/* out (n bytes) equals the hex string exactly. */
static inline void check_hex(const uint8_t *got, size_t n, const char *hex, const char *what) {
    uint8_t want[1024];
    size_t m = unhex(want, sizeof want, hex);
    check(m == n && memcmp(got, want, n) == 0, what);
}

static inline int check_report(void) {
    printf("%d passed, %d failed\n", check_passed, check_failed);
    return check_failed ? 1 : 0;
}

#endif
