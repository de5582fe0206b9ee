/* NewHope polynomials: generation of a, psi_16 noise, 14-bit packing
 * ([ADPS16]; the byte-exact procedures of its reference implementation),
 * their inner loops the backend's hooks (src/ring/newhope/backend.h). */
#include "poly.h"

#include "common/ct.h"
#include "ntt/tables/newhope_brv.h"
#include "pqpoly/common.h"
#include "sym/chacha20.h"
#include "sym/fips202.h"

void pqpoly_newhope_gen_a(const pqpoly_newhope_backend *B, int16_t a[NH_N], const uint8_t seed[NH_SEEDBYTES]) {
    pqpoly_shake_ctx ctx;
    uint8_t buf[PQPOLY_SHAKE128_RATE];
    unsigned ctr = 0;
    pqpoly_shake128_init(&ctx);
    pqpoly_shake_absorb(&ctx, seed, NH_SEEDBYTES);
    pqpoly_shake_finalize(&ctx);
    /* The rate (168) is even, so reading block by block gives the same 16-bit
     * words as one long stream. */
    while (ctr < NH_N) {
        pqpoly_shake_squeeze(&ctx, buf, sizeof buf);
        ctr = B->rej(a, ctr, buf, sizeof buf);
    }
}

int pqpoly_newhope_noise(const pqpoly_newhope_backend *B, int16_t r[NH_N], const uint8_t seed[NH_SEEDBYTES],
                         uint8_t nonce, int brv10) {
    uint8_t buf[NH_NOISEBYTES];
    _Alignas(32) int16_t t[NH_N];
    uint8_t n8[8] = {0};
    int rc;
    n8[0] = nonce;
    rc = pqpoly_chacha20_n64(buf, sizeof buf, seed, n8, 0);
    if (rc != 0) {
        pqpoly_memzero(buf, sizeof buf);
        return rc;
    }
    if (brv10) {
        B->psi16(t, buf);
        for (unsigned i = 0; i < NH_N; i++) r[pqpoly_newhope_brv10[i]] = t[i]; /* public index */
        pqpoly_memzero(t, sizeof t);
    } else {
        B->psi16(r, buf);
    }
    pqpoly_memzero(buf, sizeof buf);
    return PQPOLY_OK;
}
