/* Parameters of one Saber set, chosen by the compile definitions of
 * kem.cmake:
 *   PQPOLY_SABER_SET  the set's name: lightsaber, saber, firesaber
 *   PQPOLY_SABER_L    its module rank l: 2, 3 or 4 (the row of src/params/saber.h)
 * Every non-static symbol is prefixed pqpoly_<set>_ through SABER_NS.
 * Sizes and constants of [Saber-R3, §8] (round 3).  Internal header. */
#ifndef PQPOLY_KEM_SABER_PARAMS_H
#define PQPOLY_KEM_SABER_PARAMS_H

#include "params/saber.h"

#if !defined(PQPOLY_SABER_SET) || !defined(PQPOLY_SABER_L)
#error "compile with PQPOLY_SABER_SET and PQPOLY_SABER_L (see kem.cmake)"
#endif

#define SABER_CAT2(a, b) pqpoly_##a##_##b
#define SABER_CAT(a, b) SABER_CAT2(a, b)
#define SABER_NS(s) SABER_CAT(PQPOLY_SABER_SET, s)
#define SABER_STR2(x) #x
#define SABER_STR(x) SABER_STR2(x)

#define SABER_L PQPOLY_SABER_L
#if SABER_L != 2 && SABER_L != 3 && SABER_L != 4
#error "PQPOLY_SABER_L must be 2, 3 or 4"
#endif
#define SABER_ROW_(l) PQPOLY_SABER_L##l
#define SABER_ROW(l) SABER_ROW_(l)
#define SABER_FIELD(F) SABER_ROW(SABER_L)(PQPOLY_PARAMS_APPLY, F)
#define SABER_MU SABER_FIELD(PQPOLY_SABER_MU_OF)
#define SABER_ET SABER_FIELD(PQPOLY_SABER_ET_OF)

#define SABER_N PQPOLY_SABER_N
#define SABER_EQ PQPOLY_SABER_EQ
#define SABER_EP PQPOLY_SABER_EP

/* Rounding constants [Saber-R3, §2.3]: h1 = 2^(eq-ep-1); h2 = 2^(ep-2) -
 * 2^(ep-eT-1) + 2^(eq-ep-1); the vector h has every coefficient h1. */
#define SABER_H1 (1 << (SABER_EQ - SABER_EP - 1))
#define SABER_H2 ((1 << (SABER_EP - 2)) - (1 << (SABER_EP - SABER_ET - 1)) + (1 << (SABER_EQ - SABER_EP - 1)))

#define SABER_SEEDBYTES 32
#define SABER_NOISE_SEEDBYTES 32
#define SABER_KEYBYTES 32
#define SABER_HASHBYTES 32
#define SABER_POLYCOINBYTES (SABER_MU * SABER_N / 8)
#define SABER_POLYBYTES (SABER_EQ * SABER_N / 8)                /* 416 */
#define SABER_POLYVECBYTES (SABER_L * SABER_POLYBYTES)
#define SABER_MATRIXBYTES (SABER_L * SABER_POLYVECBYTES)       /* GenMatrix's SHAKE128 output */
#define SABER_SECRETCOINBYTES (SABER_L * SABER_POLYCOINBYTES)  /* GenSecret's */
#define SABER_POLYCOMPRESSEDBYTES (SABER_EP * SABER_N / 8)      /* 320 */
#define SABER_POLYVECCOMPRESSEDBYTES (SABER_L * SABER_POLYCOMPRESSEDBYTES)
#define SABER_SCALEBYTES_KEM (SABER_ET * SABER_N / 8)
#define SABER_INDCPA_PUBLICKEYBYTES (SABER_POLYVECCOMPRESSEDBYTES + SABER_SEEDBYTES)
#define SABER_INDCPA_SECRETKEYBYTES SABER_POLYVECBYTES
#define SABER_PUBLICKEYBYTES SABER_INDCPA_PUBLICKEYBYTES
#define SABER_SECRETKEYBYTES \
    (SABER_INDCPA_SECRETKEYBYTES + SABER_INDCPA_PUBLICKEYBYTES + SABER_HASHBYTES + SABER_KEYBYTES)
#define SABER_CIPHERTEXTBYTES (SABER_POLYVECCOMPRESSEDBYTES + SABER_SCALEBYTES_KEM)
#define SABER_SSBYTES 32

#endif
