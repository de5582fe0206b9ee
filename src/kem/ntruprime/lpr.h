/* NTRU LPRime building blocks of one parameter set (round-3 specification:
 * Generator, HashShort; Top, Right and their encodings are the ring layer's).  Internal
 * header; include params.h with an NTRU LPRime set first. */
#ifndef PQPOLY_NTRUPRIME_LPR_H
#define PQPOLY_NTRUPRIME_LPR_H

#include <stdint.h>

#include "params.h"
#include "ring/ntrup/backend.h"

/* G = Generator(S): p words of AES-256-CTR(key S, counter block 0), each
 * reduced mod q and centered.  0 or a negative PQPOLY_ERR code. */
int NTRUP_NS(generator)(const pqpoly_ntrup_backend *B, int16_t *G, const uint8_t *S);
/* b = HashShort(r_enc): Short_fromlist of the AES-256-CTR expansion of
 * Hash_5(r_enc), r_enc the 32-byte Inputs encoding. */
int NTRUP_NS(hash_short)(const pqpoly_ntrup_backend *B, int8_t *b, const uint8_t *r_enc);
/* Top, Right and their encodings are the ring layer's (src/ring/ntrup/set.h,
 * the backend's lpr_top and lpr_right kernels). */

#endif
