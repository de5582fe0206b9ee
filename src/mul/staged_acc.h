/* A staged instance with accumulation stages (block recombination,
 * include/pqpoly/poly.h): like PQPOLY_STAGED of algo.h, with base_acc and
 * inverse_acc and no NTT-domain stages (from_base NULL, layout NONE): the
 * form the Saber KEM uses to recombine once per output polynomial.
 * Internal header. */
#ifndef PQPOLY_MUL_STAGED_ACC_H
#define PQPOLY_MUL_STAGED_ACC_H

#include "mul/algo.h"

#define PQPOLY_STAGED_ACC(name, bytes, fa, fb, base, inv, base_acc, inv_acc)                    \
    static const pqpoly_transform name##_transform = {(bytes), fa, fb, base, inv, base_acc,     \
                                                      inv_acc, NULL, NULL, PQPOLY_LAYOUT_NONE,  \
                                                      NULL, NULL};                              \
    static void name##_mul(int16_t *c, const int16_t *a, const int16_t *b, const pqpoly_ring *r) { \
        _Alignas(32) unsigned char scratch[2 * PQPOLY_STAGED_STEP(bytes)];                      \
        (void)r;                                                                                \
        pqpoly_staged_mul(&name##_transform, c, a, b, scratch);                                 \
    }

#endif
