/* The weight check of one NTRU Prime parameter set (round-3 specification:
 * Weightw_mask); the portable kernel weightw_mask. */
#include "arith.h"
#include "set.h"

int NTRUP_NS(weightw_mask)(const int8_t *r) {
    int32_t weight = 0;
    for (int i = 0; i < NTRUP_P; i++) weight += r[i] & 1;
    return (int)ntrup_nonzero_mask(weight - NTRUP_W);
}
