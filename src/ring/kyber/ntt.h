/* The NTT backend the ML-KEM / Kyber KEMs use: that of the multiplier
 * selected for ring "kyber".  Internal header. */
#ifndef PQPOLY_RING_KYBER_NTT_H
#define PQPOLY_RING_KYBER_NTT_H

#include "ntt/kyber/ntt.h"

/* The backend of the multiplier selected for ring "kyber"
 * (pqpoly_ring_default_mul, forced choices included); the Plantard one when the
 * selected entry is not an NTT of this family (schoolbook, karatsuba). */
const pqpoly_kyber_ntt *pqpoly_kyber_ntt_selected(void);

#endif
