/* Schoolbook product over Z: t[0 .. 2n-2] = a * b exactly.  Internal. */
#ifndef PQPOLY_MUL_SCHOOLBOOK_H
#define PQPOLY_MUL_SCHOOLBOOK_H
#include <stdint.h>
void pqpoly_schoolbook_z(int64_t *t, const int16_t *a, const int16_t *b, int n);
#endif
