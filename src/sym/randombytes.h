/* Randomness for the KEMs beyond the public pqpoly_randombytes
 * (include/pqpoly/random.h).  Internal header. */
#ifndef PQPOLY_SYM_RANDOMBYTES_H
#define PQPOLY_SYM_RANDOMBYTES_H

#include <stddef.h>
#include <stdint.h>

/* Several consecutive draws into one buffer: buf[0..len[0]) is the first,
 * the next len[1] bytes the second, and so on (count >= 1).  A substituted
 * source (pqpoly_set_random_source) is asked once per part, in order: the
 * NIST KAT generator's output depends on how its requests are split, so the
 * KAT procedure sees exactly the draws the specification makes.  The
 * operating system's source serves the total in one request — one system
 * call instead of count; uniform bytes either way.  Returns 0, or
 * PQPOLY_ERR_RANDOMNESS with all of buf zeroed (also PQPOLY_ERR_INVALID_
 * ARGUMENT for a NULL buf or len). */
int pqpoly_randombytes_parts(uint8_t *buf, const size_t *len, size_t count);

#endif
