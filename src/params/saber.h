/* Saber round 3 [Saber-R3]: the ring the library registers (LightSaber, Saber
 * and FireSaber share it) and the three parameter sets.  Data only; below
 * every layer.
 *
 * One row per set ([Saber-R3, Table 1]): name, module rank l, the binomial
 * parameter mu (secrets in [-mu/2, mu/2]) and eps_T (log2 T).  eps_q = 13,
 * eps_p = 10 and n = 256 are common.  PQPOLY_SABER_L<l>(M, X) expands to
 * M(X, row); PQPOLY_SABER_SETS(X) calls X(name, l, mu, et) for l = 2, 3, 4. */
#ifndef PQPOLY_PARAMS_SABER_H
#define PQPOLY_PARAMS_SABER_H

#include "params/xmacro.h"

#define PQPOLY_SABER_N 256
#define PQPOLY_SABER_EQ 13
#define PQPOLY_SABER_EP 10
#define PQPOLY_SABER_Q 8192             /* 2^13 */
#define PQPOLY_SABER_MODPOLY PQPOLY_MODPOLY_NEGACYCLIC /* x^n + 1 */

/*                             name        l  mu  eT */
#define PQPOLY_SABER_L2(M, X) M(X, lightsaber, 2, 10, 3)
#define PQPOLY_SABER_L3(M, X) M(X, saber, 3, 8, 4)
#define PQPOLY_SABER_L4(M, X) M(X, firesaber, 4, 6, 6)

#define PQPOLY_SABER_EACH(M, X) PQPOLY_SABER_L2(M, X) PQPOLY_SABER_L3(M, X) PQPOLY_SABER_L4(M, X)
#define PQPOLY_SABER_SETS(X) PQPOLY_SABER_EACH(PQPOLY_PARAMS_APPLY, X)

#define PQPOLY_SABER_MU_OF(name, l, mu, et) mu
#define PQPOLY_SABER_ET_OF(name, l, mu, et) et

/* The largest |s_i| of a secret of any set: mu/2 = 5 (LightSaber).  The
 * ring's big*small entries accept |b_i| up to this bound. */
#define PQPOLY_SABER_SMALL_BOUND 5
/* The ring's small_bound for the ring list (src/params/rings.h). */
#define PQPOLY_RING_SMALL_BOUND_saber , PQPOLY_SABER_SMALL_BOUND

/* The ring, as the ring table lists it (src/params/rings.h). */
#define PQPOLY_SABER_RING(X)                                                       \
    X("saber", saber, PQPOLY_SABER_N, PQPOLY_SABER_Q, PQPOLY_SABER_MODPOLY,         \
      "Z_" PQPOLY_PARAMS_STR(PQPOLY_SABER_Q) "[x]/(x^" PQPOLY_PARAMS_STR(PQPOLY_SABER_N) \
      " + 1), Saber")

#endif
