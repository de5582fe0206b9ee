/* The KEM descriptor of one NTRU Prime parameter set (src/kem/registry.c). */
#include "internal.h"

#include "pqpoly/kem.h"
#include "pqpoly/ntruprime.h"

extern const pqpoly_kem NTRUP_CAT4(pqpoly_kem_desc_, NTRUP_NAME, , );
const pqpoly_kem NTRUP_CAT4(pqpoly_kem_desc_, NTRUP_NAME, , ) = {
    NTRUP_NAME_STR,
    NTRUP_LPR ? "ntrulpr" : "sntrup",
    NTRUP_PK_BYTES,
    NTRUP_SK_BYTES,
    NTRUP_CT_BYTES,
    NTRUP_SESSION_BYTES,
    NTRUP_NS(keypair),
    NTRUP_NS(enc),
    NTRUP_NS(dec),
    NTRUP_RING_NAME,
    NTRUP_NAME_STR,
};
