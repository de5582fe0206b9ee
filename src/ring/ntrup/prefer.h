/* NTRU Prime rings (ntrupP and ntrupP-mod3): the multipliers in order of
 * preference, fastest first, for src/ring/select.c, as algorithm ids
 * (src/ring/algo_list.h).  Data only.  An algorithm counts
 * only for the rings and operand kinds it is registered for.
 *
 * VECTOR: tried first when vector code may run, and taken only where the
 * picker returns a vector implementation of the name.  AVX2, ntrup761
 * (grb is registered for it alone): grb/avx2 big*small 6.7k rdtsc and
 * big*big 6.8k against crt7681x10753/avx2 big*small 9.5k (`pqpoly bench
 * --ring ntrup761`, Zen 3); the other p: crt7681x10753/avx2;
 * ntrup761-mod3: ntt7681/avx2 6.6k against 109k (build/mul_impl_bench,
 * interleaved medians).
 *
 * PORTABLE: portable C, x86-64 (Xeon 2.5 GHz, gcc 12 -O3, no -march), median
 * rdtsc cycles of 1001 runs, whole product (lowest of repeated medians on a
 * shared host):
 *   ntrup761 big*big    grb 78k, rader1530 83k, gsb 178k, mixed1620 206k,
 *                       toom4 325k, karatsuba 336k;  (big*big entries also
 *                       serve big*small, so they lead the list)
 *   ntrup761 big*small  goodthomas 110k, good1536 148k, toom4 183k, mixed1620
 *                       193k, crt7681x10753 219k;
 *   ntrup653  big*small goodthomas 106k, good1536 147k, toom4 151k;
 *   ntrup857  big*small goodthomas 137k, good1536 (N = 1792) 172k, toom4 231k;
 *   ntrup953..1277      goodthomas (953) 142k; good1536 (N = 2560) 235k-253k;
 *                       toom4 257k-443k; big*big: toom4 ~ karatsuba;
 *   ntrup761-mod3       ntt7681 123k, karatsuba 336k. */
#ifndef PQPOLY_RING_NTRUP_PREFER_H
#define PQPOLY_RING_NTRUP_PREFER_H

#include "ring/algo_list.h"

#define PQPOLY_NTRUP_PREFER_VECTOR PQPOLY_ALGO_GRB, PQPOLY_ALGO_CRT7681X10753, PQPOLY_ALGO_NTT7681
#define PQPOLY_NTRUP_PREFER                                                        \
    PQPOLY_ALGO_GRB, PQPOLY_ALGO_RADER1530, PQPOLY_ALGO_GOODTHOMAS, PQPOLY_ALGO_GOOD1536, \
        PQPOLY_ALGO_MIXED1620, PQPOLY_ALGO_NTT7681, PQPOLY_ALGO_GSB, PQPOLY_ALGO_TOOM4,   \
        PQPOLY_ALGO_CRT7681X10753, PQPOLY_ALGO_SCHONHAGE_NUSSBAUMER

#endif
