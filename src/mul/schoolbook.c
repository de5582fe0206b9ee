/* Schoolbook multiplication in every ring: the reference every other entry is
 * checked against.  Products are formed exactly over Z in int64 (|a_i b_j| <
 * 2^26, n < 2^11, so every sum stays below 2^37), folded modulo f, then
 * reduced modulo q in constant time. */
#include "generic.h"
#include "mul/algo.h"
#include "schoolbook.h"

void pqpoly_schoolbook_z(int64_t *t, const int16_t *a, const int16_t *b, int n) {
    for (int i = 0; i < 2 * n - 1; i++) t[i] = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) t[i + j] += (int64_t)a[i] * b[j];
}

static void schoolbook(int16_t *c, const int16_t *a, const int16_t *b, const pqpoly_ring *r) {
    int64_t t[2 * PQPOLY_GENERIC_MAX_N];
    pqpoly_schoolbook_z(t, a, b, r->n);
    pqpoly_generic_finish(c, t, r);
    pqpoly_memzero(t, sizeof t);
}

#define SCHOOLBOOK_INSTANCE(name, suffix, n, q, shape, desc)                              \
    PQPOLY_MUL_INSTANCE(portable, name, "schoolbook", PQPOLY_BIG_BIG,                      \
                        "reference: product over Z, reduction mod f and q", schoolbook, NULL),
static const pqpoly_mul_entry schoolbook_instances[] = {PQPOLY_RINGS(SCHOOLBOOK_INSTANCE)};
PQPOLY_MUL_ALGO_DEFINE(schoolbook, portable, "schoolbook", schoolbook_instances)
