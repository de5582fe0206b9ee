/* NTTRU's encodings and sampler: see encode.h. */
#include "ring/nttru/encode.h"

/* The sampler's table, nibble n = 0..15 ->
 *     0, 1, 0, 1, 0, -1, -1, -1, -1, -1, 1, 0, 1, 0, 1, 0
 * (six zeros, five ones, five minus ones), evaluated without a table index
 * or a shift by a secret amount: n < 5 gives n & 1, n >= 10 gives
 * (n & 1) ^ 1, and 5 <= n <= 9 gives -1.  The two range masks are sign
 * masks of n - 5 and 9 - n. */
static int16_t short_of_nibble(unsigned n) {
    int32_t x = (int32_t)n;
    int32_t lo = (x - 5) >> 31, hi = (9 - x) >> 31, mid = ~(lo | hi);
    return (int16_t)((lo & (x & 1)) | (hi & ((x & 1) ^ 1)) | mid);
}

void pqpoly_nttru_short(int16_t r[NTTRU_N], const uint8_t buf[NTTRU_COIN_BYTES]) {
    for (unsigned i = 0; i < NTTRU_COIN_BYTES; i++) {
        r[2 * i] = short_of_nibble(buf[i] & 15u);
        r[2 * i + 1] = short_of_nibble((unsigned)buf[i] >> 4);
    }
}

void pqpoly_nttru_pack_short(uint8_t buf[NTTRU_MSG_BYTES], const int16_t m[NTTRU_N]) {
    for (unsigned i = 0; i < NTTRU_N / 128; i++)
        for (unsigned j = 0; j < 16; j++)
            for (unsigned h = 0; h < 2; h++) {
                unsigned c = 0;
                for (unsigned s = 0; s < 4; s++)
                    c |= (unsigned)(m[128 * i + 64 * h + 16 * s + j] + 1) << (2 * s);
                buf[32 * i + 2 * j + h] = (uint8_t)c;
            }
}

/* Position in the canonical order of the p-th value of the lane order. */
static unsigned lane_to_canonical(unsigned p) {
    unsigned g = p / 96, o = p % 96; /* public positions */
    return 96 * g + 6 * (o % 16) + o / 16;
}

/* The packing over an index map: value p of the lane order is a[idx(p)]. */
#define PACK13(buf, a, IDX)                                                                   \
    for (unsigned i = 0; i < NTTRU_N / 256; i++)                                              \
        for (unsigned j = 0; j < 16; j++) {                                                   \
            uint32_t acc = 0;                                                                 \
            unsigned bits = 0, m = 0;                                                         \
            for (unsigned k = 0; k < 16; k++) {                                               \
                acc |= (uint32_t)((uint16_t)(a)[IDX(256 * i + 16 * k + j)] & 0x1fffu) << bits; \
                bits += 13;                                                                   \
                while (bits >= 16) {                                                          \
                    uint8_t *w = &(buf)[416 * i + 32 * m + 2 * j];                            \
                    w[0] = (uint8_t)acc;                                                      \
                    w[1] = (uint8_t)(acc >> 8);                                               \
                    acc >>= 16;                                                               \
                    bits -= 16;                                                               \
                    m++;                                                                      \
                }                                                                             \
            }                                                                                 \
        }
#define UNPACK13(r, buf, IDX)                                                                 \
    for (unsigned i = 0; i < NTTRU_N / 256; i++)                                              \
        for (unsigned j = 0; j < 16; j++) {                                                   \
            uint32_t acc = 0;                                                                 \
            unsigned bits = 0, m = 0;                                                         \
            for (unsigned k = 0; k < 16; k++) {                                               \
                if (bits < 13) { /* public count */                                           \
                    const uint8_t *w = &(buf)[416 * i + 32 * m + 2 * j];                      \
                    acc |= (uint32_t)(w[0] | (unsigned)w[1] << 8) << bits;                    \
                    bits += 16;                                                               \
                    m++;                                                                      \
                }                                                                             \
                (r)[IDX(256 * i + 16 * k + j)] = (int16_t)(acc & 0x1fffu);                    \
                acc >>= 13;                                                                   \
                bits -= 13;                                                                   \
            }                                                                                 \
        }
#define SAME(p) (p)

void pqpoly_nttru_pack13_lanes(uint8_t buf[NTTRU_PACKED_BYTES], const int16_t a[NTTRU_N]) {
    PACK13(buf, a, SAME)
}
void pqpoly_nttru_unpack13_lanes(int16_t r[NTTRU_N], const uint8_t buf[NTTRU_PACKED_BYTES]) {
    UNPACK13(r, buf, SAME)
}

void pqpoly_nttru_pack13(uint8_t buf[NTTRU_PACKED_BYTES], const int16_t a[NTTRU_N]) {
    PACK13(buf, a, lane_to_canonical)
}

void pqpoly_nttru_unpack13(int16_t r[NTTRU_N], const uint8_t buf[NTTRU_PACKED_BYTES]) {
    UNPACK13(r, buf, lane_to_canonical)
}
