/* NewHope reconciliation ([ADPS16]), the scheme's parts: HelpRec's random
 * bits and the hints' encoding.  The loops of HelpRec and Rec are hooks of
 * the ring's backend (src/ring/newhope/backend.h, reconcile.c there). */
#include "reconcile.h"

#include "pqpoly/common.h"
#include "sym/chacha20.h"

int pqpoly_newhope_helprec(const pqpoly_newhope_backend *B, uint8_t c[NH_N], const int16_t v[NH_N],
                           const uint8_t seed[NH_SEEDBYTES]) {
    uint8_t rnd[32];
    const uint8_t n8[8] = {0, 0, 0, 0, 0, 0, 0, 3};
    int rc = pqpoly_chacha20_n64(rnd, sizeof rnd, seed, n8, 0);
    if (rc == 0) B->helprec(c, v, rnd);
    pqpoly_memzero(rnd, sizeof rnd);
    return rc;
}

void pqpoly_newhope_hints_tobytes(uint8_t out[NH_RECBYTES], const uint8_t c[NH_N]) {
    for (unsigned i = 0; i < NH_RECBYTES; i++)
        out[i] = (uint8_t)(c[4 * i] | c[4 * i + 1] << 2 | c[4 * i + 2] << 4 | c[4 * i + 3] << 6);
}
