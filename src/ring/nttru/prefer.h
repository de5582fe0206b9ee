/* The nttru ring: multiplier names in order of preference for
 * src/ring/select.c (see ring/ntrup/prefer.h for the two lists).  Data only.
 *
 * PORTABLE (gcc 12 -O3, rdtsc, 1001 runs): ntt-plantard 24.4k, ntt-montgomery
 * 26.6k per whole product ([HZZ+22]'s lazy schedule).  No vector rows yet. */
#ifndef PQPOLY_RING_NTTRU_PREFER_H
#define PQPOLY_RING_NTTRU_PREFER_H

#define PQPOLY_NTTRU_PREFER_VECTOR "ntt-plantard", "ntt-montgomery"
#define PQPOLY_NTTRU_PREFER "ntt-plantard", "ntt-montgomery"

#endif
