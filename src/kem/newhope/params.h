/* Parameters and encoded sizes of the NewHope key exchange of [ADPS16]
 * (n = 1024, q = 12289, noise psi_16), offered as the KEM "newhope-usenix".
 * Internal header. */
#ifndef PQPOLY_KEM_NEWHOPE_PARAMS_H
#define PQPOLY_KEM_NEWHOPE_PARAMS_H

#include "params/newhope.h"
#include "ring/newhope/backend.h"

#define NH_N PQPOLY_NEWHOPE_N
#define NH_Q PQPOLY_NEWHOPE_Q
#define NH_SEEDBYTES 32                       /* seed of a, noise seeds */
#define NH_POLYBYTES NEWHOPE_POLYBYTES          /* 1792: four 14-bit values in 7 bytes */
#define NH_RECBYTES NEWHOPE_RECBYTES            /* 256: the 2-bit reconciliation hints */
#define NH_SENDABYTES (NH_POLYBYTES + NH_SEEDBYTES)  /* 1824: b-hat || seed */
#define NH_SENDBBYTES (NH_POLYBYTES + NH_RECBYTES)   /* 2048: u-hat || hints */
#define NH_SKBYTES NH_POLYBYTES               /* s-hat */
#define NH_KEYBYTES NEWHOPE_KEYBYTES
#define NH_NOISEBYTES NEWHOPE_NOISEBYTES        /* one 32-bit word per coefficient */

#endif
