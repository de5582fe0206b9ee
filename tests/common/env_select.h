/* The environment variables PQPOLY_IMPL and PQPOLY_MUL for the C test
 * programs, as the pqpoly tool reads them: the library reads no environment
 * variable, so a test program that is run with them (ctest ENVIRONMENT, a
 * Python test running it with PQPOLY_MUL=NAME, a person timing the portable
 * path) calls pqpoly_test_apply_env() at the start of main.
 *   PQPOLY_IMPL=CLASS             pqpoly_set_impl (portable, avx2, avx512, ...)
 *   PQPOLY_MUL=NAME               pqpoly_force_mul_everywhere (the entry NAME
 *                                 for every ring having one, else the ring's
 *                                 measured preference)
 * Unset or empty: no change.  A value the library refuses ends the program
 * with status 2 and one line on stderr, so a misspelt name never runs the
 * test on the default choice unnoticed. */
#ifndef PQPOLY_TESTS_COMMON_ENV_SELECT_H
#define PQPOLY_TESTS_COMMON_ENV_SELECT_H

#include <stdio.h>
#include <stdlib.h>

#include "pqpoly/impl.h"

static inline void pqpoly_test_apply_env(void) {
    const char *impl = getenv("PQPOLY_IMPL");
    const char *mul = getenv("PQPOLY_MUL");
    if (impl != NULL && impl[0] != '\0' && pqpoly_set_impl(impl) != 0) {
        fprintf(stderr, "PQPOLY_IMPL=%s: expected one of the classes of pqpoly_impl_class_name (portable, avx2, avx512, neon, armv7em, native)\n", impl);
        exit(2);
    }
    if (mul != NULL && mul[0] != '\0' && pqpoly_force_mul_everywhere(mul) != 0) {
        fprintf(stderr, "PQPOLY_MUL=%s: no ring has a multiplier of that name\n", mul);
        exit(2);
    }
}

#endif
