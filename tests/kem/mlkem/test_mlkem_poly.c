/* Compression and the message codec of ML-KEM / Kyber, for every input:
 * Compress_d(x) = round(2^d x / q) mod 2^d computed here with a division
 * (test code), for every int16 input x,
 * d = du and dv of the set this file is compiled for (kem.cmake flags via
 * tests.cmake), and d = 1 (message encoding), with every kyber backend the
 * CPU runs (src/ring/kyber/backend.h; the backends of one implementation share
 * their codecs) and with the picker's choice under "portable" and "native".  Decompress_d is checked for
 * every d-bit value against round(q y / 2^d); ByteEncode_12 round-trips.
 * The sponge scheduler behind SampleNTT, the PRF and the KEM's hashes
 * (sponges.h) against the one-shot FIPS 202 functions (check_sponges). */
#include <stdio.h>
#include <string.h>

#include "common/cpu.h"
#include "common/pick.h"
#include "poly.h"
#include "pqpoly/impl.h"
#include "sponges.h"
#include "sym/fips202.h"
#include "sym/fips202x4.h"
#include "sym/keccak_f1600.h"

static int failures;

/* The sponge scheduler (sponges.h) against the one-shot FIPS 202
 * functions: 200 random batches of 1..24 sponges (SHAKE128, SHAKE256,
 * SHA3-256, SHA3-512; inputs of 0..700 bytes, so 0..9 full blocks and every
 * residue; SHAKE outputs of 1..600 bytes), and for each kept state the next
 * block, under pqpoly_set_impl("portable") and "native". */
static uint64_t rng_state = 0x9e3779b97f4a7c15ull;
static uint32_t rnd(uint32_t n) {
    rng_state ^= rng_state << 13, rng_state ^= rng_state >> 7, rng_state ^= rng_state << 17;
    return (uint32_t)((rng_state >> 11) % n);
}

static void check_sponges(void) {
    static uint8_t in[24][700], out[24][1024], want[1024];
    static uint64_t keep[24][25];
    for (int cls = 0; cls < 2; cls++) {
        pqpoly_set_impl(cls ? "native" : "portable");
        for (int t = 0; t < 200; t++) {
            pqpoly_mlkem_sponge sp[24];
            unsigned kind[24];
            size_t n = 1 + rnd(24);
            for (size_t j = 0; j < n; j++) {
                static const unsigned rate[4] = {PQPOLY_SHAKE128_RATE, PQPOLY_SHAKE256_RATE,
                                                 PQPOLY_SHA3_256_RATE, PQPOLY_SHA3_512_RATE};
                size_t inlen = t == 0 ? 0 : rnd(701);
                kind[j] = rnd(4);
                for (size_t i = 0; i < inlen; i++) in[j][i] = (uint8_t)rnd(256);
                sp[j] = (pqpoly_mlkem_sponge){in[j], inlen, rate[kind[j]],
                                              kind[j] < 2 ? PQPOLY_DOMAIN_SHAKE : PQPOLY_DOMAIN_SHA3,
                                              out[j], kind[j] == 2 ? 32 : kind[j] == 3 ? 64 : 1 + rnd(600),
                                              kind[j] < 2 && rnd(2) ? keep[j] : NULL};
                memset(out[j], 0xa5, sizeof out[j]);
            }
            pqpoly_mlkem_sponges_run(sp, n);
            for (size_t j = 0; j < n; j++) {
                const size_t r = sp[j].rate, nb = (sp[j].outlen + r - 1) / r;
                size_t len = sp[j].outlen;
                if (kind[j] == 0) pqpoly_shake128(want, nb * r + r, in[j], sp[j].inlen);
                else if (kind[j] == 1) pqpoly_shake256(want, nb * r + r, in[j], sp[j].inlen);
                else if (kind[j] == 2) pqpoly_sha3_256(want, in[j], sp[j].inlen);
                else pqpoly_sha3_512(want, in[j], sp[j].inlen);
                if (sp[j].keep != NULL) { /* the next block from the kept state */
                    pqpoly_keccak_f1600(keep[j]);
                    for (size_t k = 0; k < r; k++)
                        out[j][nb * r + k] = (uint8_t)(keep[j][k >> 3] >> (8 * (k & 7)));
                    if (memcmp(out[j] + nb * r, want + nb * r, r) != 0 && failures++ < 10)
                        printf("FAIL sponges (%s) batch %d sponge %zu: kept state\n",
                               cls ? "native" : "portable", t, j);
                }
                if ((memcmp(out[j], want, len) != 0 || (sp[j].keep == NULL && len < sizeof out[j] &&
                                                         out[j][len] != 0xa5)) &&
                    failures++ < 10)
                    printf("FAIL sponges (%s) batch %d sponge %zu (kind %u, in %zu, out %zu)\n",
                           cls ? "native" : "portable", t, j, kind[j], sp[j].inlen, len);
            }
        }
    }
    pqpoly_set_impl(NULL);
}

static uint32_t ref_compress(int64_t x, unsigned d) {
    int64_t xx = ((x % MLKEM_Q) + MLKEM_Q) % MLKEM_Q;
    return (uint32_t)(((xx << (d + 1)) + MLKEM_Q) / (2 * MLKEM_Q)) & ((1u << d) - 1);
}

static uint32_t getbits(const uint8_t *p, unsigned i, unsigned d) {
    uint32_t v = 0;
    for (unsigned b = 0; b < d; b++) v |= (uint32_t)((p[(i * d + b) / 8] >> ((i * d + b) % 8)) & 1) << b;
    return v;
}

static const pqpoly_kyber_backend *B;

typedef void (*comp_fn)(const pqpoly_kyber_backend *, uint8_t *, const mlkem_poly *);
typedef void (*decomp_fn)(const pqpoly_kyber_backend *, mlkem_poly *, const uint8_t *);

static void check_d(unsigned d, comp_fn comp, decomp_fn decomp) {
    mlkem_poly a, b;
    uint8_t buf[32 * 12];
    for (int32_t base = -32768; base < 32768; base += MLKEM_N) { /* every int16 input */
        for (int i = 0; i < MLKEM_N; i++) a.c[i] = (int16_t)(base + i);
        comp(B, buf, &a);
        for (unsigned i = 0; i < MLKEM_N; i++)
            if (getbits(buf, i, d) != ref_compress(a.c[i], d) && failures++ < 10)
                printf("FAIL Compress_%u(%d) = %u, want %u\n", d, a.c[i], getbits(buf, i, d),
                       ref_compress(a.c[i], d));
    }
    for (uint32_t base = 0; base < (1u << d); base += MLKEM_N) {
        for (unsigned i = 0; i < 32 * d; i++) buf[i] = 0;
        for (unsigned i = 0; i < MLKEM_N; i++) {
            uint32_t y = (base + i) & ((1u << d) - 1);
            for (unsigned bit = 0; bit < d; bit++)
                buf[(i * d + bit) / 8] |= (uint8_t)(((y >> bit) & 1) << ((i * d + bit) % 8));
        }
        decomp(B, &b, buf);
        for (unsigned i = 0; i < MLKEM_N; i++) {
            uint32_t y = (base + i) & ((1u << d) - 1);
            int64_t want = ((int64_t)MLKEM_Q * y * 2 + (1 << d)) / (2LL << d);
            if (b.c[i] != want && failures++ < 10)
                printf("FAIL Decompress_%u(%u) = %d, want %lld\n", d, y, b.c[i], (long long)want);
        }
    }
}

static void compress_msg(const pqpoly_kyber_backend *b, uint8_t *r, const mlkem_poly *a) {
    mlkem_poly_tomsg(b, r, a);
}
static void decompress_msg(const pqpoly_kyber_backend *b, mlkem_poly *r, const uint8_t *a) {
    mlkem_poly_frommsg(b, r, a);
}

/* Every codec of B (the global above) on every input. */
static void check_codecs(void) {
    mlkem_poly a, b;
    uint8_t buf[MLKEM_POLYBYTES];
    check_d(MLKEM_DU, mlkem_poly_compress_u, mlkem_poly_decompress_u);
    check_d(MLKEM_DV, mlkem_poly_compress_v, mlkem_poly_decompress_v);
    check_d(1, compress_msg, decompress_msg);
    for (int32_t base = -32768; base < 32768; base += MLKEM_N) {
        for (int i = 0; i < MLKEM_N; i++) a.c[i] = (int16_t)(base + i);
        mlkem_poly_tobytes(B, buf, &a);
        mlkem_poly_frombytes(B, &b, buf);
        for (int i = 0; i < MLKEM_N; i++)
            if (b.c[i] != ((a.c[i] % MLKEM_Q) + MLKEM_Q) % MLKEM_Q && failures++ < 10)
                printf("FAIL ByteEncode_12 round trip of %d gives %d\n", a.c[i], b.c[i]);
        if (!mlkem_poly_bytes_in_range(B, buf) && failures++ < 10)
            printf("FAIL modulus check of canonical\n");
    }
    for (int i = 0; i < MLKEM_POLYBYTES; i++) buf[i] = 0;
    buf[115] = 0xd0; buf[116] = 0xff; /* coefficient 77 = 0xffd >= q */
    if (mlkem_poly_bytes_in_range(B, buf) && failures++ < 10) printf("FAIL modulus check accepts 4093\n");
}

/* Whether backends x and y share their codecs (the backends of one
 * implementation do). */
static int same_codecs(const pqpoly_kyber_backend *x, const pqpoly_kyber_backend *y) {
    return x->compress == y->compress && x->decompress == y->decompress &&
           x->encode12 == y->encode12 && x->decode12 == y->decode12 && x->check12 == y->check12;
}

int main(void) {
    for (size_t i = 0; i < pqpoly_kyber_backend_count(); i++) {
        B = pqpoly_kyber_backend_at(i);
        if (!pqpoly_isa_fits(B->isa, pqpoly_cpu_isa())) {
            printf("SKIPPED backend %s/%s (CPU lacks it)\n", B->arith, B->impl);
            continue;
        }
        if (i == 0 || !same_codecs(B, pqpoly_kyber_backend_at(i - 1))) check_codecs();
    }
    for (int cls = 0; cls < 2; cls++) { /* the picker's choice, portable then native */
        pqpoly_set_impl(cls ? NULL : "portable");
        B = pqpoly_kyber_backend_pick();
        check_codecs();
    }
    pqpoly_set_impl(NULL);
    check_sponges();
    printf("mlkem_poly (du = %d, dv = %d): %s\n", MLKEM_DU, MLKEM_DV, failures ? "FAILED" : "all inputs checked");
    return failures ? 1 : 0;
}
