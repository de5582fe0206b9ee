/* The newhope ring: multiplier names in order of preference for
 * src/ring/select.c (see ring/ntrup/prefer.h for the two lists).  Data only.
 *
 * VECTOR: AVX2 rows, interleaved rdtsc medians (bench/programs/
 * newhope_ntt_bench): ntt-kred/avx2 37.1k, ntt-montgomery/avx2 80.4k.
 * PORTABLE: ntt-kred 48.7k, ntt-kred2x 50.9k, ntt-montgomery 80.1k (callgrind:
 * 305k, 318k, 362k instructions per product; [LN16]). */
#ifndef PQPOLY_RING_NEWHOPE_PREFER_H
#define PQPOLY_RING_NEWHOPE_PREFER_H

#define PQPOLY_NEWHOPE_PREFER_VECTOR "ntt-kred", "ntt-kred2x"
#define PQPOLY_NEWHOPE_PREFER "ntt-kred", "ntt-kred2x", "ntt-montgomery"

#endif
