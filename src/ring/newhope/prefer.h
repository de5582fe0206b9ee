/* The newhope ring: multipliers in order of preference
 * for src/ring/select.c, as algorithm ids (src/ring/algo_list.h; see
 * ring/ntrup/prefer.h for the two lists).  Data only.
 *
 * VECTOR: AVX2 rows (intrinsics), interleaved rdtsc medians of the product
 * (build/newhope_ntt_bench, pqpoly bench --ring newhope): ntt-montgomery/avx2
 * 13.5k-15.4k (16 int16 lanes), ntt-kred/avx2 19.3k-20.8k, ntt-kred2x/avx2
 * 19.7k (8 int32 lanes, [LN16, §4]); since ntt-montgomery/avx2's bit-reversal
 * is vector code, 8.4k-11.0k against 20.2k-23.4k.  The key exchange
 * (build/newhope_kem_bench 301 with PQPOLY_MUL, loaded machine): keypair /
 * enc / dec 41.5k / 53.2k / 6.1k with ntt-montgomery, 50.8k / 65.3k / 9.2k
 * with ntt-kred, 50.5k / 65.3k / 9.4k with ntt-kred2x.
 * PORTABLE: ntt-kred 48.7k, ntt-kred2x 50.9k, ntt-montgomery 80.1k (callgrind:
 * 305k, 318k, 362k instructions per product; [LN16]). */
#ifndef PQPOLY_RING_NEWHOPE_PREFER_H
#define PQPOLY_RING_NEWHOPE_PREFER_H

#include "ring/algo_list.h"

#define PQPOLY_NEWHOPE_PREFER_VECTOR PQPOLY_ALGO_NTT_MONTGOMERY, PQPOLY_ALGO_NTT_KRED, PQPOLY_ALGO_NTT_KRED2X
#define PQPOLY_NEWHOPE_PREFER PQPOLY_ALGO_NTT_KRED, PQPOLY_ALGO_NTT_KRED2X, PQPOLY_ALGO_NTT_MONTGOMERY

#endif
