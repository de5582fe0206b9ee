/* The ring-level parameters of one NTRU Prime round-3 parameter set, chosen
 * at compile time by exactly one -DPQPOLY_PARAMS_<SET> (src/ring/ntrup/
 * ring.cmake for the kernels, src/kem/ntruprime/kem.cmake for the KEM).
 *
 * The numbers (p, q, w; for NTRU LPRime also tau0..tau3 of Top/Right; the
 * lengths of the Small, R/q and Rounded encodings) are the set's row of the
 * one list of NTRU Prime sets, src/params/ntrup.h; the symbol namespace
 * NTRUP_NS carries the set's name.  The KEM's byte lengths (keys,
 * ciphertexts) are in src/kem/ntruprime/params.h.  Internal header. */
#ifndef PQPOLY_RING_NTRUP_PARAMS_H
#define PQPOLY_RING_NTRUP_PARAMS_H

#include "params/ntrup.h"

#if defined(PQPOLY_PARAMS_SNTRUP653)
#define NTRUP_NAME sntrup653
#define NTRUP_LPR 0
#define NTRUP_SET PQPOLY_NTRUP_653
#elif defined(PQPOLY_PARAMS_SNTRUP761)
#define NTRUP_NAME sntrup761
#define NTRUP_LPR 0
#define NTRUP_SET PQPOLY_NTRUP_761
#elif defined(PQPOLY_PARAMS_SNTRUP857)
#define NTRUP_NAME sntrup857
#define NTRUP_LPR 0
#define NTRUP_SET PQPOLY_NTRUP_857
#elif defined(PQPOLY_PARAMS_SNTRUP953)
#define NTRUP_NAME sntrup953
#define NTRUP_LPR 0
#define NTRUP_SET PQPOLY_NTRUP_953
#elif defined(PQPOLY_PARAMS_SNTRUP1013)
#define NTRUP_NAME sntrup1013
#define NTRUP_LPR 0
#define NTRUP_SET PQPOLY_NTRUP_1013
#elif defined(PQPOLY_PARAMS_SNTRUP1277)
#define NTRUP_NAME sntrup1277
#define NTRUP_LPR 0
#define NTRUP_SET PQPOLY_NTRUP_1277
#elif defined(PQPOLY_PARAMS_NTRULPR653)
#define NTRUP_NAME ntrulpr653
#define NTRUP_LPR 1
#define NTRUP_SET PQPOLY_NTRUP_653
#elif defined(PQPOLY_PARAMS_NTRULPR761)
#define NTRUP_NAME ntrulpr761
#define NTRUP_LPR 1
#define NTRUP_SET PQPOLY_NTRUP_761
#elif defined(PQPOLY_PARAMS_NTRULPR857)
#define NTRUP_NAME ntrulpr857
#define NTRUP_LPR 1
#define NTRUP_SET PQPOLY_NTRUP_857
#elif defined(PQPOLY_PARAMS_NTRULPR953)
#define NTRUP_NAME ntrulpr953
#define NTRUP_LPR 1
#define NTRUP_SET PQPOLY_NTRUP_953
#elif defined(PQPOLY_PARAMS_NTRULPR1013)
#define NTRUP_NAME ntrulpr1013
#define NTRUP_LPR 1
#define NTRUP_SET PQPOLY_NTRUP_1013
#elif defined(PQPOLY_PARAMS_NTRULPR1277)
#define NTRUP_NAME ntrulpr1277
#define NTRUP_LPR 1
#define NTRUP_SET PQPOLY_NTRUP_1277
#else
#error "define one PQPOLY_PARAMS_{SNTRUP,NTRULPR}{653,761,857,953,1013,1277}"
#endif

/* The set's row of src/params/ntrup.h, one field at a time. */
#define NTRUP_FIELD(F) NTRUP_SET(PQPOLY_PARAMS_APPLY, F)
#define NTRUP_P NTRUP_FIELD(PQPOLY_NTRUP_P_OF)
#define NTRUP_Q NTRUP_FIELD(PQPOLY_NTRUP_Q_OF)
#if NTRUP_LPR
#define NTRUP_W NTRUP_FIELD(PQPOLY_NTRUP_WLPR_OF)
#define NTRUP_TAU0 NTRUP_FIELD(PQPOLY_NTRUP_TAU0_OF)
#define NTRUP_TAU1 NTRUP_FIELD(PQPOLY_NTRUP_TAU1_OF)
#define NTRUP_TAU2 NTRUP_FIELD(PQPOLY_NTRUP_TAU2_OF)
#define NTRUP_TAU3 NTRUP_FIELD(PQPOLY_NTRUP_TAU3_OF)
/* I = 256 plaintext bits: Top and Right act on the first I coefficients. */
#define NTRUP_I 256
#else
#define NTRUP_W NTRUP_FIELD(PQPOLY_NTRUP_W_OF)
#endif

#define NTRUP_Q12 ((NTRUP_Q - 1) / 2)

/* Byte lengths of the ring elements (specification: Small = (p+3)/4 bytes;
 * R/q and Rounded elements by the mixed-radix Encode, whose output length is
 * fixed by p and q — the lengths of the list are checked against encode.c by
 * the tests). */
#define NTRUP_SMALL_BYTES ((NTRUP_P + 3) / 4)
#define NTRUP_RQ_BYTES NTRUP_FIELD(PQPOLY_NTRUP_RQ_BYTES_OF)
#define NTRUP_ROUNDED_BYTES NTRUP_FIELD(PQPOLY_NTRUP_ROUNDED_BYTES_OF)

/* Symbol names carry the set name: NTRUP_NS(keypair) -> pqpoly_sntrup761_keypair. */
#define NTRUP_CAT4_(a, b, c, d) a##b##c##d
#define NTRUP_CAT4(a, b, c, d) NTRUP_CAT4_(a, b, c, d)
#define NTRUP_NS(x) NTRUP_CAT4(pqpoly_, NTRUP_NAME, _, x)
#define NTRUP_STR_(x) #x
#define NTRUP_STR(x) NTRUP_STR_(x)
#define NTRUP_NAME_STR NTRUP_STR(NTRUP_NAME)
#define NTRUP_RING_NAME "ntrup" NTRUP_STR(NTRUP_P)
#define NTRUP_RING3_NAME "ntrup" NTRUP_STR(NTRUP_P) "-mod3"

#endif
