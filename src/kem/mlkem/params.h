/* Parameters of one ML-KEM (FIPS 203) or round-3 Kyber set, chosen by the
 * compile definitions of kem.cmake:
 *   PQPOLY_MLKEM_K        module rank k: 2, 3 or 4
 *   PQPOLY_MLKEM_FIPS203  1 for ML-KEM (FIPS 203), 0 for Kyber round 3
 *   PQPOLY_MLKEM_SET      the set's name: mlkem512 ... kyber1024
 * Every non-static symbol is prefixed pqpoly_<set>_ through MLKEM_NS.
 * Internal header. */
#ifndef PQPOLY_KEM_MLKEM_PARAMS_H
#define PQPOLY_KEM_MLKEM_PARAMS_H

#include "params/kyber.h"

#if !defined(PQPOLY_MLKEM_K) || !defined(PQPOLY_MLKEM_FIPS203) || !defined(PQPOLY_MLKEM_SET)
#error "compile with PQPOLY_MLKEM_K, PQPOLY_MLKEM_FIPS203 and PQPOLY_MLKEM_SET (see kem.cmake)"
#endif

#define MLKEM_CAT2(a, b) pqpoly_##a##_##b
#define MLKEM_CAT(a, b) MLKEM_CAT2(a, b)
#define MLKEM_NS(s) MLKEM_CAT(PQPOLY_MLKEM_SET, s)
#define MLKEM_STR2(x) #x
#define MLKEM_STR(x) MLKEM_STR2(x)

/* The set's row of the one list of Kyber-ring sets, src/params/kyber.h. */
#define MLKEM_N PQPOLY_KYBER_N
#define MLKEM_Q PQPOLY_KYBER_Q
#define MLKEM_K PQPOLY_MLKEM_K
#if MLKEM_K != 2 && MLKEM_K != 3 && MLKEM_K != 4
#error "PQPOLY_MLKEM_K must be 2, 3 or 4"
#endif
#define MLKEM_ROW_(k) PQPOLY_KYBER_K##k
#define MLKEM_ROW(k) MLKEM_ROW_(k)
#define MLKEM_FIELD(F) MLKEM_ROW(MLKEM_K)(PQPOLY_PARAMS_APPLY, F)
#define MLKEM_ETA1 MLKEM_FIELD(PQPOLY_KYBER_ETA1_OF)
#define MLKEM_ETA2 MLKEM_FIELD(PQPOLY_KYBER_ETA2_OF)
#define MLKEM_DU MLKEM_FIELD(PQPOLY_KYBER_DU_OF)
#define MLKEM_DV MLKEM_FIELD(PQPOLY_KYBER_DV_OF)

#define MLKEM_SYMBYTES 32
#define MLKEM_POLYBYTES 384                                   /* ByteEncode_12 */
#define MLKEM_POLYVECBYTES (MLKEM_K * MLKEM_POLYBYTES)
#define MLKEM_POLYCOMP_U (32 * MLKEM_DU)                      /* ByteEncode_du */
#define MLKEM_POLYCOMP_V (32 * MLKEM_DV)
#define MLKEM_PUBLICKEYBYTES (MLKEM_POLYVECBYTES + MLKEM_SYMBYTES)
#define MLKEM_INDCPA_SECRETKEYBYTES MLKEM_POLYVECBYTES
#define MLKEM_CIPHERTEXTBYTES (MLKEM_K * MLKEM_POLYCOMP_U + MLKEM_POLYCOMP_V)
#define MLKEM_SECRETKEYBYTES \
    (MLKEM_INDCPA_SECRETKEYBYTES + MLKEM_PUBLICKEYBYTES + 2 * MLKEM_SYMBYTES)
#define MLKEM_SSBYTES 32

#endif
