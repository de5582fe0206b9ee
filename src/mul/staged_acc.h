/* A staged instance with accumulation stages (block recombination,
 * include/pqpoly/poly.h): like PQPOLY_STAGED of algo.h, with base_acc and
 * inverse_acc and no NTT-domain stages (the other fields zero): the form the
 * saber backends (src/ring/saber/backend.h) give the Saber KEM to recombine
 * once per output polynomial.  Internal header. */
#ifndef PQPOLY_MUL_STAGED_ACC_H
#define PQPOLY_MUL_STAGED_ACC_H

#include "mul/algo.h"

#define PQPOLY_STAGED_ACC(name, nbytes, fa, fb, fbase, finv, fbase_acc, finv_acc)                \
    static const pqpoly_transform name##_transform = {.bytes = (nbytes),                        \
                                                      .forward_a = fa,                          \
                                                      .forward_b = fb,                          \
                                                      .base = fbase,                            \
                                                      .inverse = finv,                          \
                                                      .base_acc = fbase_acc,                    \
                                                      .inverse_acc = finv_acc};                 \
    static void name##_mul(int16_t *c, const int16_t *a, const int16_t *b, const pqpoly_ring *r) { \
        _Alignas(32) unsigned char scratch[2 * PQPOLY_STAGED_STEP(nbytes)];                     \
        (void)r;                                                                                \
        pqpoly_staged_mul(&name##_transform, c, a, b, scratch);                                 \
    }

#endif
