/* Saber: the ring the library registers (LightSaber, Saber and FireSaber
 * share it).  Data only; below every layer. */
#ifndef PQPOLY_PARAMS_SABER_H
#define PQPOLY_PARAMS_SABER_H

#include "params/xmacro.h"

#define PQPOLY_SABER_N 256
#define PQPOLY_SABER_Q 8192             /* 2^13 */
#define PQPOLY_SABER_MODPOLY PQPOLY_MODPOLY_NEGACYCLIC /* x^n + 1 */

/* The ring, as the ring table lists it (src/params/rings.h). */
#define PQPOLY_SABER_RING(X)                                                       \
    X("saber", saber, PQPOLY_SABER_N, PQPOLY_SABER_Q, PQPOLY_SABER_MODPOLY,         \
      "Z_" PQPOLY_PARAMS_STR(PQPOLY_SABER_Q) "[x]/(x^" PQPOLY_PARAMS_STR(PQPOLY_SABER_N) \
      " + 1), Saber")

#endif
