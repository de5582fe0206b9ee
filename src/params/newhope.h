/* NewHope: the ring the library registers.  Data only; below every layer. */
#ifndef PQPOLY_PARAMS_NEWHOPE_H
#define PQPOLY_PARAMS_NEWHOPE_H

#include "params/xmacro.h"

#define PQPOLY_NEWHOPE_N 1024
#define PQPOLY_NEWHOPE_Q 12289              /* 3 2^12 + 1 */
#define PQPOLY_NEWHOPE_MODPOLY PQPOLY_MODPOLY_NEGACYCLIC   /* x^n + 1 */

/* The ring, as the ring table lists it (src/params/rings.h). */
#define PQPOLY_NEWHOPE_RING(X)                                                     \
    X("newhope", newhope, PQPOLY_NEWHOPE_N, PQPOLY_NEWHOPE_Q, PQPOLY_NEWHOPE_MODPOLY, \
      "Z_" PQPOLY_PARAMS_STR(PQPOLY_NEWHOPE_Q) "[x]/(x^" PQPOLY_PARAMS_STR(PQPOLY_NEWHOPE_N) \
      " + 1), NewHope")

#endif
