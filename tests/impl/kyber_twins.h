/* The kyber backends in the twin test (tests/impl/kyber_twins.c). */
#ifndef PQPOLY_TESTS_IMPL_KYBER_TWINS_H
#define PQPOLY_TESTS_IMPL_KYBER_TWINS_H

#include <stddef.h>

/* Each non-portable kyber backend the CPU runs against the portable backend
 * of its arithmetic, hook by hook; the others counted in *skipped.  Returns
 * the number compared; *failed the number of failures (each printed as a
 * FAIL line), a planted wrong backend that is not caught included. */
size_t kyber_twins_walk(size_t *skipped, int *failed);

#endif
