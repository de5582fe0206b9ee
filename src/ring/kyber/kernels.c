/* The portable KEM hot paths of the kyber backends (kernels.h, contracts in
 * backend.h): SampleNTT's rejection step, ByteDecode_12 and the §7.2 check,
 * ByteEncode_12, Compress/Decompress with their byte codings, and
 * SamplePolyCBD ([FIPS203, §4.2.1, Alg. 5-8]). */
#include "ring/kyber/kernels.h"

#include "ntt/kyber/arith.h"
#include "pqpoly/common.h"

#define Q 3329

unsigned pqpoly_kyber_rej_uniform_portable(int16_t r[256], unsigned n, const uint8_t *buf,
                                           unsigned len) {
    unsigned i = 0;
    /* While two more values fit, store both and advance by the comparisons
     * (no branch to mispredict: about one value in five is rejected); a
     * rejected value is overwritten by the next one. */
    for (; i + 3 <= len && n + 2 <= 256; i += 3) {
        uint16_t d1 = (uint16_t)(buf[i] | ((uint16_t)(buf[i + 1] & 0x0f) << 8));
        uint16_t d2 = (uint16_t)((buf[i + 1] >> 4) | ((uint16_t)buf[i + 2] << 4));
        r[n] = (int16_t)d1;
        n += d1 < Q;
        r[n] = (int16_t)d2;
        n += d2 < Q;
    }
    for (; i + 3 <= len && n < 256; i += 3) {
        uint16_t d1 = (uint16_t)(buf[i] | ((uint16_t)(buf[i + 1] & 0x0f) << 8));
        uint16_t d2 = (uint16_t)((buf[i + 1] >> 4) | ((uint16_t)buf[i + 2] << 4));
        if (d1 < Q) r[n++] = (int16_t)d1;
        if (d2 < Q && n < 256) r[n++] = (int16_t)d2;
    }
    return n;
}

void pqpoly_kyber_decode12_portable(int16_t r[256], const uint8_t a[384]) {
    for (unsigned i = 0; i < 128; i++) {
        r[2 * i] = (int16_t)((a[3 * i] | ((uint16_t)a[3 * i + 1] << 8)) & 0xfff);
        r[2 * i + 1] = (int16_t)(((a[3 * i + 1] >> 4) | ((uint16_t)a[3 * i + 2] << 4)) & 0xfff);
    }
}

int pqpoly_kyber_check12_portable(const uint8_t a[384]) {
    int16_t t[256];
    int ok = 1;
    pqpoly_kyber_decode12_portable(t, a);
    for (unsigned i = 0; i < 256; i++) ok &= t[i] < Q;
    return ok;
}

/* Canonical representative in [0, q) of any int16; branch-free. */
static inline uint16_t canonical(int16_t a) {
    int16_t r = kyber_barrett_reduce(a); /* [-(q-1)/2, (q-1)/2] */
    return (uint16_t)(r + (Q & -(int16_t)((uint16_t)r >> 15)));
}

/* The canonical representatives first, in a loop of its own that compilers
 * vectorize (16-bit lanes), then the packing. */
void pqpoly_kyber_encode12_portable(uint8_t r[384], const int16_t a[256]) {
    uint16_t c[256];
    for (unsigned i = 0; i < 256; i++) c[i] = canonical(a[i]);
    for (unsigned i = 0; i < 128; i++) {
        uint16_t t0 = c[2 * i], t1 = c[2 * i + 1];
        r[3 * i] = (uint8_t)t0;
        r[3 * i + 1] = (uint8_t)((t0 >> 8) | (t1 << 4));
        r[3 * i + 2] = (uint8_t)(t1 >> 4);
    }
    pqpoly_memzero(c, sizeof c); /* a secret key's coefficients */
}

/* Compress_d(x) = round(2^d x / q) mod 2^d for x in [0, q), d <= 11,
 * without division: the quotient of n = 2^d x + (q-1)/2 by q (FIPS 203's
 * rounding; no ties, q is odd).  t = (x c) >> 16 with c = floor(2^(16+d) / q)
 * is floor(2^d x / q) or one less, and for q = 3329 the quotient is t or
 * t + 1 (tests/kem/mlkem/test_mlkem_poly compares with a division for every
 * x and d, and the AVX2 twin uses the same steps), so one comparison of the
 * remainder n - t q (in [0, 2q)) with q, done arithmetically, finishes. */
static inline uint32_t compress1(int16_t a, unsigned d) {
    /* in 16-bit arithmetic as the AVX2 twin (compilers vectorize it): the
     * remainder, in [0, 2q), is exact modulo 2^16 */
    uint16_t x = canonical(a), c = (uint16_t)(((uint32_t)1 << (16 + d)) / Q);
    uint16_t t = (uint16_t)(((uint32_t)x * c) >> 16);
    uint16_t r = (uint16_t)((uint16_t)(x << d) + (Q - 1) / 2 - (uint16_t)(t * Q));
    t = (uint16_t)(t + (r > Q - 1));
    return t & ((1u << d) - 1);
}

/* Little-endian bit packing (ByteEncode_d): 8 values of d bits make d
 * bytes, bits 0..63 in lo and the rest (8 d > 64 for d > 8) in hi. */
/* The bodies are inlined once per d the sets use (the switches below), so
 * that shifts, masks and the byte loop are constants. */
#if defined(__GNUC__)
#define ALWAYS_INLINE inline __attribute__((always_inline))
#else
#define ALWAYS_INLINE inline
#endif

/* Compress_d of every coefficient in a loop of its own (vectorizable), then
 * the packing. */
static ALWAYS_INLINE void compress_d(uint8_t *r, const int16_t a[256], unsigned d) {
    uint16_t c[256];
    for (unsigned i = 0; i < 256; i++) c[i] = (uint16_t)compress1(a[i], d);
    for (unsigned i = 0; i < 256; i += 8) {
        uint64_t lo = 0, hi = 0;
        for (unsigned j = 0; j < 8; j++) {
            uint64_t v = c[i + j];
            unsigned o = j * d;
            if (o < 64) lo |= v << o;
            if (o + d > 64) hi |= o >= 64 ? v << (o - 64) : v >> (64 - o);
        }
        for (unsigned b = 0; b < d; b++) r[b] = (uint8_t)(b < 8 ? lo >> (8 * b) : hi >> (8 * (b - 8)));
        r += d;
    }
    pqpoly_memzero(c, sizeof c); /* d = 1: the message bits */
}

void pqpoly_kyber_compress_portable(uint8_t *r, const int16_t a[256], unsigned d) {
    switch (d) { /* public */
    case 1: compress_d(r, a, 1); break;
    case 4: compress_d(r, a, 4); break;
    case 5: compress_d(r, a, 5); break;
    case 10: compress_d(r, a, 10); break;
    default: compress_d(r, a, 11); break;
    }
}

/* Decompress_d(y) = round(q y / 2^d) = (q y + 2^(d-1)) >> d. */
static ALWAYS_INLINE void decompress_d(int16_t r[256], const uint8_t *a, unsigned d) {
    const uint32_t mask = (1u << d) - 1;
    for (unsigned i = 0; i < 256; i += 8) {
        /* 8 values in d bytes: the low 64 bits, then the high d - 8 bytes */
        uint64_t lo = 0, hi = 0;
        for (unsigned b = 0; b < d && b < 8; b++) lo |= (uint64_t)a[b] << (8 * b);
        for (unsigned b = 8; b < d; b++) hi |= (uint64_t)a[b] << (8 * (b - 8));
        for (unsigned j = 0; j < 8; j++) {
            unsigned o = j * d;
            uint64_t v = o < 64 ? lo >> o : 0;
            if (o + d > 64) v |= o >= 64 ? hi >> (o - 64) : hi << (64 - o);
            r[i + j] = (int16_t)((((uint32_t)v & mask) * Q + (1u << (d - 1))) >> d);
        }
        a += d;
    }
}

void pqpoly_kyber_decompress_portable(int16_t r[256], const uint8_t *a, unsigned d) {
    switch (d) { /* public */
    case 1: decompress_d(r, a, 1); break;
    case 4: decompress_d(r, a, 4); break;
    case 5: decompress_d(r, a, 5); break;
    case 10: decompress_d(r, a, 10); break;
    default: decompress_d(r, a, 11); break;
    }
}

/* SamplePolyCBD_eta (FIPS 203 Algorithm 8): coefficient i is the sum of bits
 * 2 i eta .. 2 i eta + eta - 1 minus the sum of the next eta bits.  eta = 2:
 * one byte gives two coefficients, a loop compilers vectorize; eta = 3: six
 * bytes (a 48-bit word) give eight. */
void pqpoly_kyber_cbd_portable(int16_t r[256], const uint8_t *buf, unsigned eta) {
    if (eta == 2) {
        for (unsigned i = 0; i < 128; i++) {
            unsigned s = (buf[i] & 0x55u) + ((buf[i] >> 1) & 0x55u); /* four 2-bit sums */
            r[2 * i] = (int16_t)((int)(s & 3) - (int)((s >> 2) & 3));
            r[2 * i + 1] = (int16_t)((int)((s >> 4) & 3) - (int)((s >> 6) & 3));
        }
    } else { /* eta == 3 */
        for (unsigned i = 0; i < 256 / 8; i++) {
            const uint8_t *p = buf + 6 * i;
            const uint64_t m = 0x249249249249u;
            uint64_t t = (uint64_t)p[0] | ((uint64_t)p[1] << 8) | ((uint64_t)p[2] << 16) |
                         ((uint64_t)p[3] << 24) | ((uint64_t)p[4] << 32) | ((uint64_t)p[5] << 40);
            uint64_t s = (t & m) + ((t >> 1) & m) + ((t >> 2) & m); /* sixteen 3-bit sums */
            for (unsigned j = 0; j < 8; j++)
                r[8 * i + j] = (int16_t)((int)((s >> (6 * j)) & 7) - (int)((s >> (6 * j + 3)) & 7));
        }
    }
}
