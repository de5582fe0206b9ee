/* Shared conventions and compile-time helpers of the modular-arithmetic layer
 * (src/arith/).
 *
 * Integer conventions, stated once for every routine in this folder:
 *   - `x >> s` on a negative signed integer is an arithmetic shift, i.e.
 *     floor(x / 2^s).  C11 leaves this implementation-defined; gcc and clang
 *     define it so on every target pqpoly supports.
 *   - Converting an out-of-range value to a narrower signed type keeps the low
 *     bits (two's complement wrap-around), also a gcc/clang definition.  The
 *     routines only rely on it where they mean "the signed residue mod 2^w"
 *     ([x]_w in [HZZ+22]'s notation).
 *   - No routine branches, indexes memory or divides: all are constant time
 *     in every argument.  The `%` and `/` in the macros below are evaluated at
 *     compile time on the public modulus (or in tests), never on data.
 *
 * Ranges are written [lo, hi] (both ends included).  Each routine's header
 * comment names the macros that give its bounds; the tests in tests/arith/
 * check every output against exactly those macros.
 *
 * Python equivalents of the constant helpers live in tools/tables/_arith.py
 * for the table generators. */
#ifndef PQPOLY_ARITH_ARITH_UTIL_H
#define PQPOLY_ARITH_ARITH_UTIL_H

#include <stdint.h>

/* floor(log2(x)) for 1 <= x < 2^31, as a constant expression: the number of
 * k in 1..30 with x >> k nonzero (written so that no compiler sees a
 * comparison out of the range of a narrow argument type). */
#define PQPOLY_FLOOR_LOG2(x) \
    ((((x) >> 1) != 0) + (((x) >> 2) != 0) + (((x) >> 3) != 0) + (((x) >> 4) != 0) + (((x) >> 5) \
    != 0) + (((x) >> 6) != 0) + (((x) >> 7) != 0) + (((x) >> 8) != 0) + (((x) >> 9) != 0) + \
    (((x) >> 10) != 0) + (((x) >> 11) != 0) + (((x) >> 12) != 0) + (((x) >> 13) != 0) + (((x) >> \
    14) != 0) + (((x) >> 15) != 0) + (((x) >> 16) != 0) + (((x) >> 17) != 0) + (((x) >> 18) != \
    0) + (((x) >> 19) != 0) + (((x) >> 20) != 0) + (((x) >> 21) != 0) + (((x) >> 22) != 0) + \
    (((x) >> 23) != 0) + (((x) >> 24) != 0) + (((x) >> 25) != 0) + (((x) >> 26) != 0) + (((x) >> \
    27) != 0) + (((x) >> 28) != 0) + (((x) >> 29) != 0) + (((x) >> 30) != 0))

/* q^-1 mod 2^32 and mod 2^64 for odd q, by Newton's iteration x <- x(2 - qx),
 * which doubles the number of correct low bits; x = q is right to 3 bits
 * (q^2 = 1 mod 8), so four steps give 48 >= 32 bits and five give 96 >= 64. */
#define PQPOLY_INV_STEP32_(q, x) ((uint32_t)((x) * (2u - (uint32_t)(q) * (x))))
#define PQPOLY_INV_MOD2_32(q)                                                                    \
    PQPOLY_INV_STEP32_(q, PQPOLY_INV_STEP32_(q, PQPOLY_INV_STEP32_(q, PQPOLY_INV_STEP32_(        \
                                                  q, (uint32_t)(q)))))
#define PQPOLY_INV_STEP64_(q, x) ((uint64_t)((x) * (2u - (uint64_t)(q) * (x))))
#define PQPOLY_INV_MOD2_64(q)                                                                    \
    PQPOLY_INV_STEP64_(q, PQPOLY_INV_STEP64_(q, PQPOLY_INV_STEP64_(q, PQPOLY_INV_STEP64_(        \
                              q, PQPOLY_INV_STEP64_(q, (uint64_t)(q))))))

/* Signed residue [x]_w in [-2^(w-1), 2^(w-1)) of an unsigned value, without
 * implementation-defined conversions (usable in constant expressions). */
#define PQPOLY_SIGNED16(u)                                                                       \
    ((int16_t)((int32_t)((uint32_t)(u) & 0xFFFFu) - (int32_t)(((uint32_t)(u) & 0x8000u) << 1)))
#define PQPOLY_SIGNED32(u)                                                                       \
    ((int32_t)((int64_t)((uint64_t)(u) & 0xFFFFFFFFu) - (int64_t)(((uint64_t)(u) & 0x80000000u) << 1)))
#define PQPOLY_SIGNED64(u)                                                                       \
    ((int64_t)((uint64_t)(u) & 0x7FFFFFFFFFFFFFFFu) + (((uint64_t)(u) >> 63) ? INT64_MIN : (int64_t)0))

#endif
