/* Constant-time sorting network on int32 (see sort.h).
 *
 * Batcher's merge exchange (Knuth, TAOCP 5.2.2, Algorithm M) in the
 * arrangement djbsort popularised: for each distance p = top, top/2, ..., 1
 * first compare x[i] with x[i+p] for every i with bit p clear, then run the
 * merge passes for q = top, top/2, ..., 2p, carrying the running minimum in a
 * register.  Loop bounds and indices depend only on n. */
#include "sort.h"

/* (a, b) <- (min(a, b), max(a, b)) without a branch.  The difference is taken
 * in 64 bits so it cannot overflow; its sign, spread to a mask, selects the
 * swap.  Relies on >> of a negative int64 being arithmetic (gcc, clang). */
static inline void minmax(int32_t *a, int32_t *b) {
    int64_t d = (int64_t)*b - (int64_t)*a;
    int32_t swap = (int32_t)(d >> 63); /* all-ones iff b < a */
    int32_t t = swap & (*a ^ *b);
    *a ^= t;
    *b ^= t;
}

void pqpoly_ntruprime_sort_int32(int32_t *x, size_t n) {
    size_t top, p, q, r, i;
    if (n < 2) return;
    top = 1;
    while (top < n - top) top += top;
    for (p = top; p > 0; p >>= 1) {
        for (i = 0; i < n - p; i++)
            if (!(i & p)) minmax(&x[i], &x[i + p]);
        i = 0;
        for (q = top; q > p; q >>= 1) {
            for (; i < n - q; i++) {
                if (!(i & p)) {
                    int32_t a = x[i + p];
                    for (r = q; r > p; r >>= 1) minmax(&a, &x[i + r]);
                    x[i + p] = a;
                }
            }
        }
    }
}

/* Unsigned order is signed order after flipping the top bit. */
void pqpoly_ntruprime_sort_uint32(uint32_t *x, size_t n) {
    int32_t *y = (int32_t *)x; /* same object, signed view (C11 6.5p7) */
    for (size_t i = 0; i < n; i++) y[i] = (int32_t)(x[i] ^ 0x80000000u);
    pqpoly_ntruprime_sort_int32(y, n);
    for (size_t i = 0; i < n; i++) x[i] = (uint32_t)y[i] ^ 0x80000000u;
}
