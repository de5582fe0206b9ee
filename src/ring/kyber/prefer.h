/* The kyber ring (ML-KEM, Kyber): multipliers in order of preference
 * for src/ring/select.c, as algorithm ids (src/ring/algo_list.h; see
 * ring/ntrup/prefer.h for the two lists).  Data only.
 *
 * VECTOR: AVX2, ML-KEM-768 stages interleaved in one process: Montgomery's
 * inverse NTT about 8% and base multiplication about 9% faster than
 * Plantard's, forward NTT a tie (docs/kyber.md, "ML-KEM on AVX2").
 * PORTABLE: whole product, rdtsc (pqpoly bench --ring kyber): ntt-plantard 4.2k,
 * ntt-barrett 17.6k, ntt-montgomery 24.1k. */
#ifndef PQPOLY_RING_KYBER_PREFER_H
#define PQPOLY_RING_KYBER_PREFER_H

#include "ring/algo_list.h"

#define PQPOLY_KYBER_PREFER_VECTOR PQPOLY_ALGO_NTT_MONTGOMERY, PQPOLY_ALGO_NTT_PLANTARD
#define PQPOLY_KYBER_PREFER PQPOLY_ALGO_NTT_PLANTARD, PQPOLY_ALGO_NTT_BARRETT, PQPOLY_ALGO_NTT_MONTGOMERY

#endif
