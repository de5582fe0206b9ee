/* Saber's encodings (bit strings, least significant bit first) of the
 * widths the backend has no hook for, and GenMatrix's and GenSecret's loops
 * over the backend's decode13 and cbd [Saber-R3, §8.3, §8.4].  Constant
 * time: every loop bound and shift depends on public parameters only. */
#include "poly.h"

#include "pqpoly/common.h"

/* Eight coefficients of `bits` bits fill exactly `bits` bytes: the group
 * is held as two little-endian 64-bit words (bits <= 13 < 16 bytes).  The
 * helpers are inlined with a constant width (the switches below, on a
 * public parameter), so every shift is a constant. */
static inline uint64_t load64(const uint8_t *a) {
    uint64_t x = 0;
    for (unsigned k = 0; k < 8; k++) x |= (uint64_t)a[k] << (8 * k); /* one load after optimization */
    return x;
}
static inline void store64(uint8_t *r, uint64_t x) {
    for (unsigned k = 0; k < 8; k++) r[k] = (uint8_t)(x >> (8 * k));
}

static inline __attribute__((always_inline)) void pack8(uint8_t *r, const int16_t *c, unsigned bits) {
    uint64_t lo = 0, hi = 0, mask = (1u << bits) - 1;
    for (unsigned j = 0; j < 8; j++) {
        uint64_t v = (uint64_t)(uint16_t)c[j] & mask;
        unsigned o = j * bits;
        if (o < 64) {
            lo |= v << o;
            if (o + bits > 64) hi |= v >> (64 - o);
        } else {
            hi |= v << (o - 64);
        }
    }
    if (bits > 8) { /* bytes 0..7, then the 8 ending at byte bits - 1 (overlapping, same values) */
        store64(r, lo);
        store64(r + bits - 8, (hi << (8 * (16 - bits))) | (lo >> (8 * (bits - 8))));
    } else {
        for (unsigned k = 0; k < bits; k++) r[k] = (uint8_t)(lo >> (8 * k));
    }
}

static inline __attribute__((always_inline)) void unpack8(int16_t *c, const uint8_t *a, unsigned bits) {
    uint64_t lo = 0, hi = 0, mask = (1u << bits) - 1;
    if (bits > 8) { /* bytes 0..7 and the 8 ending at byte bits - 1: no read past the group */
        lo = load64(a);
        hi = load64(a + bits - 8) >> (8 * (16 - bits));
    } else {
        for (unsigned k = 0; k < bits; k++) lo |= (uint64_t)a[k] << (8 * k);
    }
    for (unsigned j = 0; j < 8; j++) {
        unsigned o = j * bits;
        uint64_t v;
        if (o < 64) {
            v = lo >> o;
            if (o + bits > 64) v |= hi << (64 - o);
        } else {
            v = hi >> (o - 64);
        }
        c[j] = (int16_t)(v & mask);
    }
}

#define SABER_WIDTHS(X) X(1) X(3) X(4) X(5) X(6) X(10) X(13)
#define SABER_PACK_WIDTHS(X) X(1) X(3) X(4) X(5) X(6)
#define SABER_PACK_CASE(w)                                                                  \
    case w:                                                                                 \
        for (size_t i = 0; i < SABER_N / 8; i++) pack8(r + i * (w), a->c + 8 * i, w);        \
        return;
#define SABER_UNPACK_CASE(w)                                                                \
    case w:                                                                                 \
        for (size_t i = 0; i < SABER_N / 8; i++) unpack8(r->c + 8 * i, a + i * (w), w);      \
        return;

void saber_pack(uint8_t *r, const saber_poly *a, unsigned bits) {
    switch (bits) { /* a public parameter of the set */
        SABER_PACK_WIDTHS(SABER_PACK_CASE)
    default:
        for (size_t i = 0; i < SABER_N / 8; i++) pack8(r + i * bits, a->c + 8 * i, bits);
    }
}

void saber_unpack(saber_poly *r, const uint8_t *a, unsigned bits) {
    switch (bits) {
        SABER_WIDTHS(SABER_UNPACK_CASE)
    default:
        for (size_t i = 0; i < SABER_N / 8; i++) unpack8(r->c + 8 * i, a + i * bits, bits);
    }
}

void saber_decode_matrix(const pqpoly_saber_backend *B, saber_matrix *A, const uint8_t buf[SABER_MATRIXBYTES]) {
    for (size_t i = 0; i < SABER_L; i++)
        for (size_t j = 0; j < SABER_L; j++) B->decode13(A->m[i][j].c, buf + (i * SABER_L + j) * SABER_POLYBYTES);
}

void saber_decode_secret(const pqpoly_saber_backend *B, saber_poly s[SABER_L],
                         const uint8_t buf[SABER_SECRETCOINBYTES]) {
    for (size_t i = 0; i < SABER_L; i++) B->cbd(s[i].c, buf + i * SABER_POLYCOINBYTES, SABER_MU);
}
