/* NewHope polynomials: generation of a, psi_16 noise, 14-bit packing
 * ([ADPS16]; the byte-exact procedures of its reference implementation). */
#include "poly.h"

#include "common/ct.h"
#include "ntt/newhope/arith.h"
#include "ntt/tables/newhope_brv.h"
#include "pqpoly/common.h"
#include "sym/chacha20.h"
#include "sym/fips202.h"

void pqpoly_newhope_gen_a(int16_t a[NH_N], const uint8_t seed[NH_SEEDBYTES]) {
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
        for (unsigned pos = 0; pos + 1 < sizeof buf && ctr < NH_N; pos += 2) {
            uint16_t v = (uint16_t)((buf[pos] | (buf[pos + 1] << 8)) & 0x3fff);
            if (v < NH_Q) a[ctr++] = (int16_t)v; /* public: a depends on the public seed only */
        }
    }
}

int pqpoly_newhope_noise(int16_t r[NH_N], const uint8_t seed[NH_SEEDBYTES], uint8_t nonce, int brv10) {
    uint8_t buf[NH_NOISEBYTES];
    uint8_t n8[8] = {0};
    int rc;
    n8[0] = nonce;
    rc = pqpoly_chacha20_n64(buf, sizeof buf, seed, n8, 0);
    if (rc != 0) {
        pqpoly_memzero(buf, sizeof buf);
        return rc;
    }
    for (unsigned i = 0; i < NH_N; i++) {
        uint32_t w = (uint32_t)buf[4 * i] | (uint32_t)buf[4 * i + 1] << 8 |
                     (uint32_t)buf[4 * i + 2] << 16 | (uint32_t)buf[4 * i + 3] << 24;
        uint32_t d = 0;
        /* four byte-wise popcounts at once: each byte of d counts the bits
         * of the same byte of w (at most 8, so no carry between bytes) */
        for (unsigned j = 0; j < 8; j++) d += (w >> j) & 0x01010101u;
        int32_t pos = (int32_t)(d & 0xff) + (int32_t)((d >> 8) & 0xff);
        int32_t neg = (int32_t)((d >> 16) & 0xff) + (int32_t)(d >> 24);
        r[brv10 ? pqpoly_newhope_brv10[i] : i] = (int16_t)(pos - neg); /* public index */
    }
    pqpoly_memzero(buf, sizeof buf);
    return PQPOLY_OK;
}

void pqpoly_newhope_tobytes(uint8_t out[NH_POLYBYTES], const int16_t r[NH_N]) {
    for (unsigned i = 0; i < NH_N / 4; i++) {
        uint16_t t0 = newhope_freeze(r[4 * i]), t1 = newhope_freeze(r[4 * i + 1]);
        uint16_t t2 = newhope_freeze(r[4 * i + 2]), t3 = newhope_freeze(r[4 * i + 3]);
        uint8_t *o = out + 7 * i;
        o[0] = (uint8_t)t0;
        o[1] = (uint8_t)((t0 >> 8) | (t1 << 6));
        o[2] = (uint8_t)(t1 >> 2);
        o[3] = (uint8_t)((t1 >> 10) | (t2 << 4));
        o[4] = (uint8_t)(t2 >> 4);
        o[5] = (uint8_t)((t2 >> 12) | (t3 << 2));
        o[6] = (uint8_t)(t3 >> 6);
    }
}

void pqpoly_newhope_frombytes(int16_t r[NH_N], const uint8_t in[NH_POLYBYTES]) {
    for (unsigned i = 0; i < NH_N / 4; i++) {
        const uint8_t *b = in + 7 * i;
        r[4 * i] = (int16_t)(b[0] | ((b[1] & 0x3f) << 8));
        r[4 * i + 1] = (int16_t)((b[1] >> 6) | (b[2] << 2) | ((b[3] & 0x0f) << 10));
        r[4 * i + 2] = (int16_t)((b[3] >> 4) | (b[4] << 4) | ((b[5] & 0x03) << 12));
        r[4 * i + 3] = (int16_t)((b[5] >> 2) | (b[6] << 6));
    }
}
