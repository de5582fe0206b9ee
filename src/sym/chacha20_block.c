/* The portable ChaCha20 block function (chacha20_block.h): 20 rounds of the
 * quarter round on columns and diagonals, the input added back, words
 * written little-endian (RFC 8439 §2.3). */
#include "sym/chacha20_block.h"

static inline uint32_t rotl32(uint32_t v, int n) { return (v << n) | (v >> (32 - n)); }

#define QR(a, b, c, d)                   \
    do {                                 \
        a += b; d ^= a; d = rotl32(d, 16); \
        c += d; b ^= c; b = rotl32(b, 12); \
        a += b; d ^= a; d = rotl32(d, 8);  \
        c += d; b ^= c; b = rotl32(b, 7);  \
    } while (0)

void pqpoly_chacha20_blocks_portable(uint8_t *out, const uint32_t s[16], size_t nblocks, int ctr64) {
    uint32_t in[16], x[16];
    for (int i = 0; i < 16; i++) in[i] = s[i];
    for (size_t b = 0; b < nblocks; b++) {
        for (int i = 0; i < 16; i++) x[i] = in[i];
        for (int r = 0; r < 10; r++) {
            QR(x[0], x[4], x[8], x[12]);
            QR(x[1], x[5], x[9], x[13]);
            QR(x[2], x[6], x[10], x[14]);
            QR(x[3], x[7], x[11], x[15]);
            QR(x[0], x[5], x[10], x[15]);
            QR(x[1], x[6], x[11], x[12]);
            QR(x[2], x[7], x[8], x[13]);
            QR(x[3], x[4], x[9], x[14]);
        }
        for (int i = 0; i < 16; i++) {
            uint32_t v = x[i] + in[i];
            out[4 * i] = (uint8_t)v;
            out[4 * i + 1] = (uint8_t)(v >> 8);
            out[4 * i + 2] = (uint8_t)(v >> 16);
            out[4 * i + 3] = (uint8_t)(v >> 24);
        }
        out += 64;
        in[12]++;
        if (ctr64) in[13] += (uint32_t)(in[12] == 0); /* public counter */
    }
    for (int i = 0; i < 16; i++) x[i] = 0;
    __asm__ volatile("" : : "r"(x) : "memory"); /* keep the wipe */
}
