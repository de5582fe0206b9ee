/* The nttru ring: multipliers in order of preference
 * for src/ring/select.c, as algorithm ids (src/ring/algo_list.h; see
 * ring/ntrup/prefer.h for the two lists).  Data only.
 *
 * PORTABLE (gcc 12 -O3, rdtsc, 1001 runs): ntt-plantard 24.4k, ntt-montgomery
 * 26.6k per whole product ([HZZ+22]'s lazy schedule).  No vector rows yet. */
#ifndef PQPOLY_RING_NTTRU_PREFER_H
#define PQPOLY_RING_NTTRU_PREFER_H

#include "ring/algo_list.h"

#define PQPOLY_NTTRU_PREFER_VECTOR PQPOLY_ALGO_NTT_PLANTARD, PQPOLY_ALGO_NTT_MONTGOMERY
#define PQPOLY_NTTRU_PREFER PQPOLY_ALGO_NTT_PLANTARD, PQPOLY_ALGO_NTT_MONTGOMERY

#endif
