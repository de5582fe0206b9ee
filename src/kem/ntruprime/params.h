/* The KEM-level parameters of one NTRU Prime round-3 parameter set: the byte
 * lengths of hashes, seeds, keys and ciphertexts.  The set itself (chosen by
 * exactly one -DPQPOLY_PARAMS_<SET>, src/kem/ntruprime/kem.cmake), its p, q,
 * w, tau0..tau3, the ring-element encodings and the NTRUP_NS namespace come
 * from the ring layer's src/ring/ntrup/params.h.  Internal header. */
#ifndef PQPOLY_NTRUPRIME_PARAMS_H
#define PQPOLY_NTRUPRIME_PARAMS_H

#include "ring/ntrup/params.h"

#define NTRUP_HASH_BYTES 32
#define NTRUP_CONFIRM_BYTES 32
#define NTRUP_SESSION_BYTES 32

#if NTRUP_LPR
/* NTRU LPRime: I = 256 bits of plaintext (NTRUP_I), 32-byte seeds, Top = 4
 * bits each. */
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

#endif
