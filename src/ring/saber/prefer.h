/* The saber ring: multipliers in order of preference
 * for src/ring/select.c, as algorithm ids (src/ring/algo_list.h; see
 * ring/ntrup/prefer.h for the two lists).  Data only.
 *
 * PORTABLE (gcc 12 -O3, rdtsc, shared host): tmvp4 13.5k, tmvp2 15.3k, toom4
 * 19.1k, tmvp3 25.5k, ntt (big*small) 34.8k, karatsuba 38.4k; tmvp3 and ntt
 * are slower than toom4 and serve when forced.  AVX2 (same host): tmvp4
 * 1.9k, toom4 6.8k: the vector list keeps the same order, the picker
 * taking the avx2 row of the first name that has one. */
#ifndef PQPOLY_RING_SABER_PREFER_H
#define PQPOLY_RING_SABER_PREFER_H

#include "ring/algo_list.h"

#define PQPOLY_SABER_PREFER_VECTOR PQPOLY_ALGO_TMVP4, PQPOLY_ALGO_TMVP2, PQPOLY_ALGO_TOOM4
#define PQPOLY_SABER_PREFER PQPOLY_ALGO_TMVP4, PQPOLY_ALGO_TMVP2, PQPOLY_ALGO_TOOM4

#endif
