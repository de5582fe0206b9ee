/* NTRU LPRime building blocks of one parameter set (round-3 specification:
 * Generator, HashShort, Top, Right, Inputs and Top encodings).  Internal
 * header; include params.h with an NTRU LPRime set first. */
#ifndef PQPOLY_NTRUPRIME_LPR_H
#define PQPOLY_NTRUPRIME_LPR_H

#include <stdint.h>

#include "params.h"

/* G = Generator(S): p words of AES-256-CTR(key S, counter block 0), each
 * reduced mod q and centered.  0 or a negative PQPOLY_ERR code. */
int NTRUP_NS(generator)(int16_t *G, const uint8_t *S);
/* b = HashShort(r_enc): Short_fromlist of the AES-256-CTR expansion of
 * Hash_5(r_enc), r_enc the 32-byte Inputs encoding. */
int NTRUP_NS(hash_short)(int8_t *b, const uint8_t *r_enc);
/* Top(C) = floor((tau1*(C + tau0) + 2^14) / 2^15) in [0, 15] for C in R/q range. */
int8_t NTRUP_NS(top)(int16_t C);
/* Right(T) = tau3*T - tau2 mod q, centered. */
int16_t NTRUP_NS(right)(int8_t T);
void NTRUP_NS(inputs_encode)(uint8_t *s, const int8_t *r);
void NTRUP_NS(inputs_decode)(int8_t *r, const uint8_t *s);
void NTRUP_NS(top_encode)(uint8_t *s, const int8_t *T);
void NTRUP_NS(top_decode)(int8_t *T, const uint8_t *s);

#endif
