/* Test-only object for the division scan's self-test: two functions divide by
 * a run-time value (the compiler must emit idiv/div), one divides by a power
 * of two (a shift, which must not be reported).  Never linked into anything. */
#include <stdint.h>

int32_t pqpoly_test_planted_sdiv(int32_t a, int32_t b);
uint32_t pqpoly_test_planted_umod(uint32_t a, uint32_t b);
uint32_t pqpoly_test_planted_shift(uint32_t a);

int32_t pqpoly_test_planted_sdiv(int32_t a, int32_t b) { return a / b; }
uint32_t pqpoly_test_planted_umod(uint32_t a, uint32_t b) { return a % b; }
uint32_t pqpoly_test_planted_shift(uint32_t a) { return a / 8u; }
