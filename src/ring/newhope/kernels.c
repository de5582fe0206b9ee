/* The portable NewHope hot paths of backend.h (the reconciliation's are in
 * reconcile.c), shared by the portable backends. */
#include "ring/newhope/backend.h"

unsigned pqpoly_newhope_rej_portable(int16_t r[NEWHOPE_N], unsigned n, const uint8_t *buf, unsigned len) {
    for (unsigned pos = 0; pos + 1 < len && n < NEWHOPE_N; pos += 2) {
        uint16_t v = (uint16_t)((buf[pos] | (buf[pos + 1] << 8)) & 0x3fff);
        if (v < NEWHOPE_Q) r[n++] = (int16_t)v; /* public: a depends on the public seed only */
    }
    return n;
}

void pqpoly_newhope_psi16_portable(int16_t r[NEWHOPE_N], const uint8_t buf[NEWHOPE_NOISEBYTES]) {
    for (unsigned i = 0; i < NEWHOPE_N; i++) {
        uint32_t w = (uint32_t)buf[4 * i] | (uint32_t)buf[4 * i + 1] << 8 |
                     (uint32_t)buf[4 * i + 2] << 16 | (uint32_t)buf[4 * i + 3] << 24;
        uint32_t d = 0;
        /* four byte-wise popcounts at once: each byte of d counts the bits
         * of the same byte of w (at most 8, so no carry between bytes) */
        for (unsigned j = 0; j < 8; j++) d += (w >> j) & 0x01010101u;
        int32_t pos = (int32_t)(d & 0xff) + (int32_t)((d >> 8) & 0xff);
        int32_t neg = (int32_t)((d >> 16) & 0xff) + (int32_t)(d >> 24);
        r[i] = (int16_t)(pos - neg);
    }
}

void pqpoly_newhope_tobytes_portable(uint8_t out[NEWHOPE_POLYBYTES], const int16_t r[NEWHOPE_N]) {
    for (unsigned i = 0; i < NEWHOPE_N / 4; i++) {
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

void pqpoly_newhope_frombytes_portable(int16_t r[NEWHOPE_N], const uint8_t in[NEWHOPE_POLYBYTES]) {
    for (unsigned i = 0; i < NEWHOPE_N / 4; i++) {
        const uint8_t *b = in + 7 * i;
        r[4 * i] = (int16_t)(b[0] | ((b[1] & 0x3f) << 8));
        r[4 * i + 1] = (int16_t)((b[1] >> 6) | (b[2] << 2) | ((b[3] & 0x0f) << 10));
        r[4 * i + 2] = (int16_t)((b[3] >> 4) | (b[4] << 4) | ((b[5] & 0x03) << 12));
        r[4 * i + 3] = (int16_t)((b[5] >> 2) | (b[6] << 6));
    }
}
