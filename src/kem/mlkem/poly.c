/* Encodings, compression and sampling of ML-KEM / Kyber polynomials
 * (FIPS 203 §4.2.1-§4.2.2; Kyber round 3 specification §1.1 is identical). */
#include "poly.h"

#include "common/ct.h"
#include "pqpoly/common.h"
#include "ntt/kyber/arith.h"
#include "sym/fips202.h"
#include "sym/fips202x4.h"
#include "kernels.h"

int16_t mlkem_canonical(int16_t a) {
    int16_t r = kyber_barrett_reduce(a); /* [-(q-1)/2, (q-1)/2] */
    return (int16_t)(r + (MLKEM_Q & -(int16_t)((uint16_t)r >> 15)));
}

void mlkem_poly_tobytes(uint8_t r[MLKEM_POLYBYTES], const mlkem_poly *a) {
    for (unsigned i = 0; i < MLKEM_N / 2; i++) {
        uint16_t t0 = (uint16_t)mlkem_canonical(a->c[2 * i]);
        uint16_t t1 = (uint16_t)mlkem_canonical(a->c[2 * i + 1]);
        r[3 * i] = (uint8_t)t0;
        r[3 * i + 1] = (uint8_t)((t0 >> 8) | (t1 << 4));
        r[3 * i + 2] = (uint8_t)(t1 >> 4);
    }
}

/* ByteDecode_12 and the §7.2 check through the kernel table (kernels.h). */
void mlkem_poly_frombytes(mlkem_poly *r, const uint8_t a[MLKEM_POLYBYTES]) {
    pqpoly_mlkem_kernels_pick()->decode12(r->c, a);
}

int mlkem_poly_bytes_in_range(const uint8_t a[MLKEM_POLYBYTES]) {
    return pqpoly_mlkem_kernels_pick()->check12(a);
}

/* Compress_d(x) = round(2^d x / q) mod 2^d for x in [0, q), without division:
 * round(2^d x / q) = floor((2^d x + (q-1)/2) / q) (no ties: q is odd), and
 * floor(n / q) = (n * ceil(2^40 / q)) >> 40 for 0 <= n < 2^23 (the error
 * n (ceil(2^40/q) - 2^40/q) 2^-40 < 2^-17 is below 1/q; checked for every x
 * and d by tests/kem/mlkem/test_mlkem_poly). */
#define COMPRESS_M ((((uint64_t)1 << 40) + MLKEM_Q - 1) / MLKEM_Q)
static inline uint32_t compress(int16_t a, unsigned d) {
    uint64_t x = (uint64_t)(uint16_t)mlkem_canonical(a);
    uint64_t n = (x << d) + (MLKEM_Q - 1) / 2;
    return (uint32_t)((n * COMPRESS_M) >> 40) & ((1u << d) - 1);
}

/* Decompress_d(y) = round(q y / 2^d) = (q y + 2^(d-1)) >> d. */
static inline int16_t decompress(uint32_t y, unsigned d) {
    return (int16_t)((y * MLKEM_Q + (1u << (d - 1))) >> d);
}

/* Little-endian bit packing of 256 d-bit values (ByteEncode_d). */
static void pack(uint8_t *r, const uint32_t *v, unsigned d) {
    uint32_t acc = 0;
    unsigned bits = 0, o = 0;
    for (unsigned i = 0; i < MLKEM_N; i++) {
        acc |= v[i] << bits;
        bits += d;
        while (bits >= 8) {
            r[o++] = (uint8_t)acc;
            acc >>= 8;
            bits -= 8;
        }
    }
}

static void unpack(uint32_t *v, const uint8_t *a, unsigned d) {
    uint32_t acc = 0;
    unsigned bits = 0, o = 0;
    for (unsigned i = 0; i < MLKEM_N; i++) {
        while (bits < d) {
            acc |= (uint32_t)a[o++] << bits;
            bits += 8;
        }
        v[i] = acc & ((1u << d) - 1);
        acc >>= d;
        bits -= d;
    }
}

static void compress_poly(uint8_t *r, const mlkem_poly *a, unsigned d) {
    uint32_t v[MLKEM_N];
    for (unsigned i = 0; i < MLKEM_N; i++) v[i] = compress(a->c[i], d);
    pack(r, v, d);
}

static void decompress_poly(mlkem_poly *r, const uint8_t *a, unsigned d) {
    uint32_t v[MLKEM_N];
    unpack(v, a, d);
    for (unsigned i = 0; i < MLKEM_N; i++) r->c[i] = decompress(v[i], d);
}

void mlkem_poly_compress_u(uint8_t r[MLKEM_POLYCOMP_U], const mlkem_poly *a) {
    compress_poly(r, a, MLKEM_DU);
}
void mlkem_poly_decompress_u(mlkem_poly *r, const uint8_t a[MLKEM_POLYCOMP_U]) {
    decompress_poly(r, a, MLKEM_DU);
}
void mlkem_poly_compress_v(uint8_t r[MLKEM_POLYCOMP_V], const mlkem_poly *a) {
    compress_poly(r, a, MLKEM_DV);
}
void mlkem_poly_decompress_v(mlkem_poly *r, const uint8_t a[MLKEM_POLYCOMP_V]) {
    decompress_poly(r, a, MLKEM_DV);
}

/* Message bits are secret: the mask comes through a value barrier so the
 * compiler cannot turn it back into a branch. */
void mlkem_poly_frommsg(mlkem_poly *r, const uint8_t m[MLKEM_SYMBYTES]) {
    for (unsigned i = 0; i < MLKEM_SYMBYTES; i++) {
        for (unsigned j = 0; j < 8; j++) {
            uint32_t bit = pqpoly_ct_barrier32((uint32_t)(m[i] >> j) & 1u);
            r->c[8 * i + j] = (int16_t)((0u - bit) & ((MLKEM_Q + 1) / 2));
        }
    }
}

void mlkem_poly_tomsg(uint8_t m[MLKEM_SYMBYTES], const mlkem_poly *a) {
    for (unsigned i = 0; i < MLKEM_SYMBYTES; i++) {
        uint32_t byte = 0;
        for (unsigned j = 0; j < 8; j++) byte |= compress(a->c[8 * i + j], 1) << j;
        m[i] = (uint8_t)byte;
    }
}

/* SamplePolyCBD_eta (FIPS 203 Algorithm 8): coefficient i is the sum of bits
 * 2 i eta .. 2 i eta + eta - 1 minus the sum of the next eta bits. */
static void cbd(mlkem_poly *r, const uint8_t *buf, unsigned eta) {
    if (eta == 2) {
        for (unsigned i = 0; i < MLKEM_N / 8; i++) {
            uint32_t t = (uint32_t)buf[4 * i] | ((uint32_t)buf[4 * i + 1] << 8) |
                         ((uint32_t)buf[4 * i + 2] << 16) | ((uint32_t)buf[4 * i + 3] << 24);
            uint32_t s = (t & 0x55555555u) + ((t >> 1) & 0x55555555u);
            for (unsigned j = 0; j < 8; j++) {
                int16_t a = (int16_t)((s >> (4 * j)) & 3), b = (int16_t)((s >> (4 * j + 2)) & 3);
                r->c[8 * i + j] = (int16_t)(a - b);
            }
        }
    } else { /* eta == 3 */
        for (unsigned i = 0; i < MLKEM_N / 4; i++) {
            uint32_t t = (uint32_t)buf[3 * i] | ((uint32_t)buf[3 * i + 1] << 8) |
                         ((uint32_t)buf[3 * i + 2] << 16);
            uint32_t s = (t & 0x00249249u) + ((t >> 1) & 0x00249249u) + ((t >> 2) & 0x00249249u);
            for (unsigned j = 0; j < 4; j++) {
                int16_t a = (int16_t)((s >> (6 * j)) & 7), b = (int16_t)((s >> (6 * j + 3)) & 7);
                r->c[4 * i + j] = (int16_t)(a - b);
            }
        }
    }
}

/* PRF_eta(s, b) = SHAKE256(s || b, 64 eta) (FIPS 203 §4.1). */
static void prf_cbd(mlkem_poly *r, const uint8_t seed[MLKEM_SYMBYTES], uint8_t nonce,
                    unsigned eta) {
    uint8_t in[MLKEM_SYMBYTES + 1], buf[64 * 3];
    for (unsigned i = 0; i < MLKEM_SYMBYTES; i++) in[i] = seed[i];
    in[MLKEM_SYMBYTES] = nonce;
    pqpoly_shake256(buf, 64 * eta, in, sizeof in);
    cbd(r, buf, eta);
    pqpoly_memzero(in, sizeof in);
    pqpoly_memzero(buf, sizeof buf);
}

/* Four SamplePolyCBD(PRF(seed, nonce[j])) at once through the four-way
 * SHAKE256: two 136-byte blocks cover the 64 eta <= 192 bytes of either eta
 * (SHAKE output is a prefix code: a longer squeeze starts with the shorter
 * one).  The same values as four mlkem_poly_cbd_eta* calls. */
void mlkem_poly_cbd_x4(mlkem_poly *r[4], const uint8_t seed[MLKEM_SYMBYTES],
                       const uint8_t nonce[4], const unsigned eta[4]) {
    pqpoly_shakex4_ctx ctx;
    uint8_t in[4][MLKEM_SYMBYTES + 1], buf[4][2 * PQPOLY_SHAKE256_RATE];
    for (unsigned j = 0; j < 4; j++) {
        for (unsigned i = 0; i < MLKEM_SYMBYTES; i++) in[j][i] = seed[i];
        in[j][MLKEM_SYMBYTES] = nonce[j];
    }
    pqpoly_shake256x4_absorb_once(&ctx, in[0], in[1], in[2], in[3], sizeof in[0]);
    pqpoly_shakex4_squeezeblocks(&ctx, buf[0], buf[1], buf[2], buf[3], 2);
    for (unsigned j = 0; j < 4; j++) cbd(r[j], buf[j], eta[j]);
    pqpoly_memzero(&ctx, sizeof ctx);
    pqpoly_memzero(in, sizeof in);
    pqpoly_memzero(buf, sizeof buf);
}

void mlkem_poly_cbd_eta1(mlkem_poly *r, const uint8_t seed[MLKEM_SYMBYTES], uint8_t nonce) {
    prf_cbd(r, seed, nonce, MLKEM_ETA1);
}
void mlkem_poly_cbd_eta2(mlkem_poly *r, const uint8_t seed[MLKEM_SYMBYTES], uint8_t nonce) {
    prf_cbd(r, seed, nonce, MLKEM_ETA2);
}

/* The rejection step of SampleNTT (FIPS 203 Algorithm 7, lines 5-13),
 * through the kernel table of this implementation class (kernels.h). */
static void rej_uniform(const pqpoly_mlkem_kernels *kt, mlkem_poly *r, unsigned *n,
                        const uint8_t *buf, unsigned len) {
    *n = kt->rej_uniform(r->c, *n, buf, len);
}

/* SampleNTT (FIPS 203 Algorithm 7): rejection sampling of 12-bit values from
 * SHAKE128(rho || x || y), squeezed one 168-byte block at a time for as long
 * as needed (no fixed budget: the CCTV "unlucky" seeds need more than 575
 * bytes).  Everything here is public. */
void mlkem_poly_sample_ntt(mlkem_poly *r, const uint8_t rho[MLKEM_SYMBYTES], uint8_t x,
                           uint8_t y) {
    pqpoly_shake_ctx ctx;
    uint8_t in[MLKEM_SYMBYTES + 2], buf[PQPOLY_SHAKE128_RATE];
    unsigned n = 0;
    const pqpoly_mlkem_kernels *kt = pqpoly_mlkem_kernels_pick();
    for (unsigned i = 0; i < MLKEM_SYMBYTES; i++) in[i] = rho[i];
    in[MLKEM_SYMBYTES] = x;
    in[MLKEM_SYMBYTES + 1] = y;
    pqpoly_shake128_init(&ctx);
    pqpoly_shake_absorb(&ctx, in, sizeof in);
    pqpoly_shake_finalize(&ctx);
    while (n < MLKEM_N) {
        pqpoly_shake_squeeze(&ctx, buf, sizeof buf);
        rej_uniform(kt, r, &n, buf, sizeof buf);
    }
}

/* Four SampleNTT at once through the four-way SHAKE128 (src/sym/fips202x4,
 * AVX2 where the CPU has it): three blocks each first (504 bytes, enough for
 * 256 values almost always), then one more block of all four while any
 * polynomial is short.  The same values as four mlkem_poly_sample_ntt calls.
 * Public data only. */
#define SAMPLE_FIRST_BLOCKS 3
void mlkem_poly_sample_ntt_x4(mlkem_poly *r[4], const uint8_t rho[MLKEM_SYMBYTES],
                              const uint8_t xy[4][2]) {
    pqpoly_shakex4_ctx ctx;
    uint8_t in[4][MLKEM_SYMBYTES + 2];
    uint8_t buf[4][SAMPLE_FIRST_BLOCKS * PQPOLY_SHAKE128_RATE];
    unsigned n[4] = {0, 0, 0, 0};
    const pqpoly_mlkem_kernels *kt = pqpoly_mlkem_kernels_pick();
    for (unsigned j = 0; j < 4; j++) {
        for (unsigned i = 0; i < MLKEM_SYMBYTES; i++) in[j][i] = rho[i];
        in[j][MLKEM_SYMBYTES] = xy[j][0];
        in[j][MLKEM_SYMBYTES + 1] = xy[j][1];
    }
    pqpoly_shake128x4_absorb_once(&ctx, in[0], in[1], in[2], in[3], sizeof in[0]);
    pqpoly_shakex4_squeezeblocks(&ctx, buf[0], buf[1], buf[2], buf[3], SAMPLE_FIRST_BLOCKS);
    for (unsigned j = 0; j < 4; j++) rej_uniform(kt, r[j], &n[j], buf[j], sizeof buf[j]);
    while (n[0] < MLKEM_N || n[1] < MLKEM_N || n[2] < MLKEM_N || n[3] < MLKEM_N) {
        pqpoly_shakex4_squeezeblocks(&ctx, buf[0], buf[1], buf[2], buf[3], 1);
        for (unsigned j = 0; j < 4; j++) rej_uniform(kt, r[j], &n[j], buf[j], PQPOLY_SHAKE128_RATE);
    }
}
