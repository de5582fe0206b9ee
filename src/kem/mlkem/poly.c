/* Encodings, compression and sampling of ML-KEM / Kyber polynomials
 * (FIPS 203 §4.2.1-§4.2.2; Kyber round 3 specification §1.1 is identical). */
#include "poly.h"

#include "pqpoly/common.h"
#include "sym/fips202.h"
#include "sym/fips202x4.h"
#include "kernels.h"

/* ByteEncode_12, Compress_d / Decompress_d with their byte codings, and
 * SamplePolyCBD through the kernel table (kernels.h). */
void mlkem_poly_tobytes(uint8_t r[MLKEM_POLYBYTES], const mlkem_poly *a) {
    pqpoly_mlkem_kernels_pick()->encode12(r, a->c);
}

/* ByteDecode_12 and the §7.2 check through the kernel table (kernels.h). */
void mlkem_poly_frombytes(mlkem_poly *r, const uint8_t a[MLKEM_POLYBYTES]) {
    pqpoly_mlkem_kernels_pick()->decode12(r->c, a);
}

int mlkem_poly_bytes_in_range(const uint8_t a[MLKEM_POLYBYTES]) {
    return pqpoly_mlkem_kernels_pick()->check12(a);
}

void mlkem_poly_compress_u(uint8_t r[MLKEM_POLYCOMP_U], const mlkem_poly *a) {
    pqpoly_mlkem_kernels_pick()->compress(r, a->c, MLKEM_DU);
}
void mlkem_poly_decompress_u(mlkem_poly *r, const uint8_t a[MLKEM_POLYCOMP_U]) {
    pqpoly_mlkem_kernels_pick()->decompress(r->c, a, MLKEM_DU);
}
void mlkem_poly_compress_v(uint8_t r[MLKEM_POLYCOMP_V], const mlkem_poly *a) {
    pqpoly_mlkem_kernels_pick()->compress(r, a->c, MLKEM_DV);
}
void mlkem_poly_decompress_v(mlkem_poly *r, const uint8_t a[MLKEM_POLYCOMP_V]) {
    pqpoly_mlkem_kernels_pick()->decompress(r->c, a, MLKEM_DV);
}

/* The message: Decompress_1 is 0 or (q+1)/2, Compress_1 one bit; both kernels
 * are branch-free arithmetic on the secret bits. */
void mlkem_poly_frommsg(mlkem_poly *r, const uint8_t m[MLKEM_SYMBYTES]) {
    pqpoly_mlkem_kernels_pick()->decompress(r->c, m, 1);
}

void mlkem_poly_tomsg(uint8_t m[MLKEM_SYMBYTES], const mlkem_poly *a) {
    pqpoly_mlkem_kernels_pick()->compress(m, a->c, 1);
}

static void cbd(mlkem_poly *r, const uint8_t *buf, unsigned eta) {
    pqpoly_mlkem_kernels_pick()->cbd(r->c, buf, eta);
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
 * SHAKE256: one 136-byte block covers the 128 bytes of eta = 2, two the 192
 * of eta = 3 (SHAKE output is a prefix code: a longer squeeze starts with
 * the shorter one).  The same values as four mlkem_poly_cbd_eta* calls. */
void mlkem_poly_cbd_x4(mlkem_poly *r[4], const uint8_t seed[MLKEM_SYMBYTES],
                       const uint8_t nonce[4], const unsigned eta[4]) {
    pqpoly_shakex4_ctx ctx;
    uint8_t in[4][MLKEM_SYMBYTES + 1], buf[4][2 * PQPOLY_SHAKE256_RATE];
    for (unsigned j = 0; j < 4; j++) {
        for (unsigned i = 0; i < MLKEM_SYMBYTES; i++) in[j][i] = seed[i];
        in[j][MLKEM_SYMBYTES] = nonce[j];
    }
    pqpoly_shake256x4_absorb_once(&ctx, in[0], in[1], in[2], in[3], sizeof in[0]);
    /* one block when every eta is 2 (128 <= 136 bytes), two with an eta of 3 */
    pqpoly_shakex4_squeezeblocks(&ctx, buf[0], buf[1], buf[2], buf[3],
                                 (eta[0] | eta[1] | eta[2] | eta[3]) == 2 ? 1 : 2);
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
