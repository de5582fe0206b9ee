/* Constant-time sorting of 32-bit integers (NTRU Prime round-3 specification,
 * "Short": a weight-w vector is the low bits of a sorted list).
 *
 * The comparisons form a fixed network (Batcher's merge exchange, the shape
 * djbsort uses): which pairs are compared depends on n alone, never on the
 * values, and each compare-exchange is branch-free.  Internal header. */
#ifndef PQPOLY_RING_NTRUP_SORT_H
#define PQPOLY_RING_NTRUP_SORT_H

#include <stddef.h>
#include <stdint.h>

/* Sort x[0 .. n-1] into ascending order as signed integers. */
void pqpoly_ntruprime_sort_int32(int32_t *x, size_t n);

/* Sort x[0 .. n-1] into ascending order as unsigned integers. */
void pqpoly_ntruprime_sort_uint32(uint32_t *x, size_t n);

#endif
