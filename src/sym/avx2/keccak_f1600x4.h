/* Four Keccak-f[1600] permutations at once with AVX2.  Internal header.
 *
 * The four states are interleaved lane by lane: lane i (FIPS 202 order,
 * (x, y) at i = x + 5y) of instance j is s[4i + j].  Only call after a
 * run-time check that the CPU has AVX2 (the dispatcher in
 * src/sym/fips202x4.c does); defined when the AVX2 code is compiled in
 * (src/sym/backend_list.h). */
#ifndef PQPOLY_SYM_AVX2_KECCAK_F1600X4_H
#define PQPOLY_SYM_AVX2_KECCAK_F1600X4_H

#include <stdint.h>

void pqpoly_keccak_f1600x4_avx2(uint64_t s[100]);

#endif
