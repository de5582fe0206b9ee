/* NTTRU: the ring the library registers.  Data only; below every layer. */
#ifndef PQPOLY_PARAMS_NTTRU_H
#define PQPOLY_PARAMS_NTTRU_H

#include "params/xmacro.h"

#define PQPOLY_NTTRU_N 768
#define PQPOLY_NTTRU_M 384          /* f = x^n - x^m + 1, m = n/2 */
#define PQPOLY_NTTRU_Q 7681
#define PQPOLY_NTTRU_MODPOLY PQPOLY_MODPOLY_NTTRU  /* x^n - x^(n/2) + 1 */

/* The ring, as the ring table lists it (src/params/rings.h). */
#define PQPOLY_NTTRU_RING(X)                                                       \
    X("nttru", nttru, PQPOLY_NTTRU_N, PQPOLY_NTTRU_Q, PQPOLY_NTTRU_MODPOLY,         \
      "Z_" PQPOLY_PARAMS_STR(PQPOLY_NTTRU_Q) "[x]/(x^" PQPOLY_PARAMS_STR(PQPOLY_NTTRU_N) \
      " - x^" PQPOLY_PARAMS_STR(PQPOLY_NTTRU_M) " + 1), NTTRU")

#endif
