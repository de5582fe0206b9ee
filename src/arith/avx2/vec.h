/* The load, store and broadcast helpers of AVX2 code, and the unroll pragma:
 * one home for what files used to define locally (V16, LOAD, LDU, STU, ...).
 * For files compiled with -mavx2 only.
 *
 * Names: PQPOLY_<OPERATION><BITS>, the bits those of the vector moved
 * (PQPOLY_LOADU256, PQPOLY_STOREU128) or of the element broadcast
 * (PQPOLY_BCAST16).  Each is exactly its intrinsic: the aligned load
 * (PQPOLY_LOAD256) needs a 32-byte-aligned address, the others take any.
 * Pointers go through void *, so any element type (int16_t, uint16_t,
 * int32_t, bytes) is accepted.  Macros, not static inline functions: with
 * functions gcc 12 -O3 schedules some NTT loops differently (same results);
 * the macros keep every object file as it was when each file had its own. */
#ifndef PQPOLY_ARITH_AVX2_VEC_H
#define PQPOLY_ARITH_AVX2_VEC_H

#include <immintrin.h>
#include <stdint.h>

/* #pragma GCC unroll n inside a macro or an expression; clang honours it too. */
#define PQPOLY_PRAGMA(x) _Pragma(#x)
#define PQPOLY_UNROLL(n) PQPOLY_PRAGMA(GCC unroll n)

/* 32 bytes from a 32-byte-aligned p (vmovdqa), from / to any p (vmovdqu). */
#define PQPOLY_LOAD256(p) _mm256_load_si256((const __m256i *)(const void *)(p))
#define PQPOLY_LOADU256(p) _mm256_loadu_si256((const __m256i *)(const void *)(p))
#define PQPOLY_STOREU256(p, v) _mm256_storeu_si256((__m256i *)(void *)(p), v)
/* 16 bytes from / to any p. */
#define PQPOLY_LOADU128(p) _mm_loadu_si128((const __m128i *)(const void *)(p))
#define PQPOLY_STOREU128(p, v) _mm_storeu_si128((__m128i *)(void *)(p), v)

/* x narrowed to int16 (modulo 2^16) in all sixteen lanes. */
#define PQPOLY_BCAST16(x) _mm256_set1_epi16((int16_t)(x))

#endif
