/* The portable ChaCha20 block function (chacha20_block.h): 20 rounds of the
 * quarter round on columns and diagonals, the input added back, words
 * written little-endian (RFC 8439 §2.3). */
#include "sym/chacha20_block.h"
#include "sym/chacha20_round.h"

static inline uint32_t rotl32(uint32_t v, int n) { return (v << n) | (v >> (32 - n)); }
#define ADD32(a, b) ((a) + (b))
#define XOR32(a, b) ((a) ^ (b))

void pqpoly_chacha20_blocks_portable(uint8_t *out, const uint32_t s[16], size_t nblocks, int ctr64) {
    uint32_t in[16], x[16];
    for (int i = 0; i < 16; i++) in[i] = s[i];
    for (size_t b = 0; b < nblocks; b++) {
        for (int i = 0; i < 16; i++) x[i] = in[i];
        for (int r = 0; r < 10; r++) PQPOLY_CHACHA20_DOUBLE_ROUND(ADD32, XOR32, rotl32, x);
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
