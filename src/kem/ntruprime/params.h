/* Parameters of one NTRU Prime round-3 parameter set, chosen at compile time
 * by exactly one -DPQPOLY_PARAMS_<SET> (src/kem/ntruprime/kem.cmake).
 *
 * Values from the round-3 specification (Streamlined NTRU Prime and NTRU
 * LPRime parameter tables): p, q, w; for NTRU LPRime also tau0..tau3 of
 * Top/Right, with I = 256 plaintext bits.  Internal header. */
#ifndef PQPOLY_NTRUPRIME_PARAMS_H
#define PQPOLY_NTRUPRIME_PARAMS_H

#if defined(PQPOLY_PARAMS_SNTRUP653)
#define NTRUP_NAME sntrup653
#define NTRUP_LPR 0
#define NTRUP_P 653
#define NTRUP_Q 4621
#define NTRUP_W 288
#elif defined(PQPOLY_PARAMS_SNTRUP761)
#define NTRUP_NAME sntrup761
#define NTRUP_LPR 0
#define NTRUP_P 761
#define NTRUP_Q 4591
#define NTRUP_W 286
#elif defined(PQPOLY_PARAMS_SNTRUP857)
#define NTRUP_NAME sntrup857
#define NTRUP_LPR 0
#define NTRUP_P 857
#define NTRUP_Q 5167
#define NTRUP_W 322
#elif defined(PQPOLY_PARAMS_SNTRUP953)
#define NTRUP_NAME sntrup953
#define NTRUP_LPR 0
#define NTRUP_P 953
#define NTRUP_Q 6343
#define NTRUP_W 396
#elif defined(PQPOLY_PARAMS_SNTRUP1013)
#define NTRUP_NAME sntrup1013
#define NTRUP_LPR 0
#define NTRUP_P 1013
#define NTRUP_Q 7177
#define NTRUP_W 448
#elif defined(PQPOLY_PARAMS_SNTRUP1277)
#define NTRUP_NAME sntrup1277
#define NTRUP_LPR 0
#define NTRUP_P 1277
#define NTRUP_Q 7879
#define NTRUP_W 492
#elif defined(PQPOLY_PARAMS_NTRULPR653)
#define NTRUP_NAME ntrulpr653
#define NTRUP_LPR 1
#define NTRUP_P 653
#define NTRUP_Q 4621
#define NTRUP_W 252
#define NTRUP_TAU0 2175
#define NTRUP_TAU1 113
#define NTRUP_TAU2 2031
#define NTRUP_TAU3 290
#elif defined(PQPOLY_PARAMS_NTRULPR761)
#define NTRUP_NAME ntrulpr761
#define NTRUP_LPR 1
#define NTRUP_P 761
#define NTRUP_Q 4591
#define NTRUP_W 250
#define NTRUP_TAU0 2156
#define NTRUP_TAU1 114
#define NTRUP_TAU2 2007
#define NTRUP_TAU3 287
#elif defined(PQPOLY_PARAMS_NTRULPR857)
#define NTRUP_NAME ntrulpr857
#define NTRUP_LPR 1
#define NTRUP_P 857
#define NTRUP_Q 5167
#define NTRUP_W 281
#define NTRUP_TAU0 2433
#define NTRUP_TAU1 101
#define NTRUP_TAU2 2265
#define NTRUP_TAU3 324
#elif defined(PQPOLY_PARAMS_NTRULPR953)
#define NTRUP_NAME ntrulpr953
#define NTRUP_LPR 1
#define NTRUP_P 953
#define NTRUP_Q 6343
#define NTRUP_W 345
#define NTRUP_TAU0 2997
#define NTRUP_TAU1 82
#define NTRUP_TAU2 2798
#define NTRUP_TAU3 400
#elif defined(PQPOLY_PARAMS_NTRULPR1013)
#define NTRUP_NAME ntrulpr1013
#define NTRUP_LPR 1
#define NTRUP_P 1013
#define NTRUP_Q 7177
#define NTRUP_W 392
#define NTRUP_TAU0 3367
#define NTRUP_TAU1 73
#define NTRUP_TAU2 3143
#define NTRUP_TAU3 449
#elif defined(PQPOLY_PARAMS_NTRULPR1277)
#define NTRUP_NAME ntrulpr1277
#define NTRUP_LPR 1
#define NTRUP_P 1277
#define NTRUP_Q 7879
#define NTRUP_W 429
#define NTRUP_TAU0 3724
#define NTRUP_TAU1 66
#define NTRUP_TAU2 3469
#define NTRUP_TAU3 496
#else
#error "define one PQPOLY_PARAMS_{SNTRUP,NTRULPR}{653,761,857,953,1013,1277}"
#endif

#define NTRUP_Q12 ((NTRUP_Q - 1) / 2)

/* Byte lengths (specification: Small = (p+3)/4 bytes; R/q and Rounded
 * elements by the mixed-radix Encode, whose output length is fixed by p and
 * q — the values below are checked against encode.c by the tests). */
#define NTRUP_SMALL_BYTES ((NTRUP_P + 3) / 4)
#define NTRUP_HASH_BYTES 32
#define NTRUP_CONFIRM_BYTES 32
#define NTRUP_SESSION_BYTES 32
#if NTRUP_P == 653
#define NTRUP_RQ_BYTES 994
#define NTRUP_ROUNDED_BYTES 865
#elif NTRUP_P == 761
#define NTRUP_RQ_BYTES 1158
#define NTRUP_ROUNDED_BYTES 1007
#elif NTRUP_P == 857
#define NTRUP_RQ_BYTES 1322
#define NTRUP_ROUNDED_BYTES 1152
#elif NTRUP_P == 953
#define NTRUP_RQ_BYTES 1505
#define NTRUP_ROUNDED_BYTES 1317
#elif NTRUP_P == 1013
#define NTRUP_RQ_BYTES 1623
#define NTRUP_ROUNDED_BYTES 1423
#elif NTRUP_P == 1277
#define NTRUP_RQ_BYTES 2067
#define NTRUP_ROUNDED_BYTES 1815
#endif

#if NTRUP_LPR
/* NTRU LPRime: I = 256 bits of plaintext, 32-byte seeds, Top = 4 bits each. */
#define NTRUP_I 256
#define NTRUP_SEED_BYTES 32
#define NTRUP_INPUTS_BYTES (NTRUP_I / 8)
#define NTRUP_TOP_BYTES (NTRUP_I / 2)
#define NTRUP_PK_BYTES (NTRUP_SEED_BYTES + NTRUP_ROUNDED_BYTES)
#define NTRUP_SK_CORE_BYTES NTRUP_SMALL_BYTES
#define NTRUP_CT_CORE_BYTES (NTRUP_ROUNDED_BYTES + NTRUP_TOP_BYTES)
#else
/* Streamlined: the plaintext is a Short element, encoded as Small. */
#define NTRUP_INPUTS_BYTES NTRUP_SMALL_BYTES
#define NTRUP_PK_BYTES NTRUP_RQ_BYTES
#define NTRUP_SK_CORE_BYTES (2 * NTRUP_SMALL_BYTES)
#define NTRUP_CT_CORE_BYTES NTRUP_ROUNDED_BYTES
#endif
/* KEM secret key: core || pk || rho || Hash4(pk); ciphertext: core || confirm. */
#define NTRUP_SK_BYTES (NTRUP_SK_CORE_BYTES + NTRUP_PK_BYTES + NTRUP_INPUTS_BYTES + NTRUP_HASH_BYTES)
#define NTRUP_CT_BYTES (NTRUP_CT_CORE_BYTES + NTRUP_CONFIRM_BYTES)

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
