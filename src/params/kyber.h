/* ML-KEM (FIPS 203) and Kyber round 3: the ring and every parameter set,
 * once.  Data only; below every layer.
 *
 * The ring Z_q[x]/(x^n + 1) is shared by all sets.  One row per module rank
 * k (FIPS 203 Table 2, identical in Kyber round 3):
 *   k, eta1, eta2, du, dv
 * PQPOLY_KYBER_K<k>(M, X) expands to M(X, row); PQPOLY_KYBER_SETS(X) calls
 * X(k, eta1, eta2, du, dv) for k = 2, 3, 4. */
#ifndef PQPOLY_PARAMS_KYBER_H
#define PQPOLY_PARAMS_KYBER_H

#include "params/xmacro.h"

#define PQPOLY_KYBER_N 256
#define PQPOLY_KYBER_Q 3329
#define PQPOLY_KYBER_MODPOLY PQPOLY_MODPOLY_NEGACYCLIC /* x^n + 1 */

/*                          k  eta1 eta2 du  dv */
#define PQPOLY_KYBER_K2(M, X) M(X, 2, 3, 2, 10, 4)
#define PQPOLY_KYBER_K3(M, X) M(X, 3, 2, 2, 10, 4)
#define PQPOLY_KYBER_K4(M, X) M(X, 4, 2, 2, 11, 5)

#define PQPOLY_KYBER_EACH(M, X) PQPOLY_KYBER_K2(M, X) PQPOLY_KYBER_K3(M, X) PQPOLY_KYBER_K4(M, X)
#define PQPOLY_KYBER_SETS(X) PQPOLY_KYBER_EACH(PQPOLY_PARAMS_APPLY, X)

#define PQPOLY_KYBER_ETA1_OF(k, eta1, eta2, du, dv) eta1
#define PQPOLY_KYBER_ETA2_OF(k, eta1, eta2, du, dv) eta2
#define PQPOLY_KYBER_DU_OF(k, eta1, eta2, du, dv) du
#define PQPOLY_KYBER_DV_OF(k, eta1, eta2, du, dv) dv

/* The ring, as the ring table lists it (src/params/rings.h). */
#define PQPOLY_KYBER_RING(X)                                                       \
    X("kyber", kyber, PQPOLY_KYBER_N, PQPOLY_KYBER_Q, PQPOLY_KYBER_MODPOLY,         \
      "Z_" PQPOLY_PARAMS_STR(PQPOLY_KYBER_Q) "[x]/(x^" PQPOLY_PARAMS_STR(PQPOLY_KYBER_N) \
      " + 1), ML-KEM and Kyber")

#endif
