/* Compression and the message codec of ML-KEM / Kyber, for every input:
 * Compress_d(x) = round(2^d x / q) mod 2^d computed here with a division
 * (test code), for every int16 input x,
 * d = du and dv of the set this file is compiled for (kem.cmake flags via
 * tests.cmake), and d = 1 (message encoding), with the portable kernels and
 * with the native ones (kernels.h).  Decompress_d is checked for
 * every d-bit value against round(q y / 2^d); ByteEncode_12 round-trips.
 * SampleNTT four at a time (four-way SHAKE128) equals four single calls, for
 * 64 seeds (random and all-0x00/all-0xFF) and coordinates up to 255, under
 * pqpoly_set_impl("portable") and "native" (AVX2 Keccak where present);
 * likewise the four-way CBD noise against single calls, for every mix of
 * eta1 and eta2 over the four outputs and every nonce 0..255. */
#include <stdio.h>
#include <string.h>

#include "poly.h"
#include "pqpoly/impl.h"

static int failures;

static void check_sample_x4(void) {
    static mlkem_poly got[4], want;
    uint64_t st = 0x9e3779b97f4a7c15ull;
    for (int cls = 0; cls < 2; cls++) {
        pqpoly_set_impl(cls ? "native" : "portable");
        for (int seed = 0; seed < 64; seed++) {
            uint8_t rho[MLKEM_SYMBYTES], xy[4][2];
            mlkem_poly *r[4] = {&got[0], &got[1], &got[2], &got[3]};
            for (int i = 0; i < MLKEM_SYMBYTES; i++) {
                st ^= st << 13, st ^= st >> 7, st ^= st << 17;
                rho[i] = (uint8_t)(seed == 0 ? 0u : seed == 1 ? 0xffu : (unsigned)(st & 0xff));
            }
            for (int j = 0; j < 4; j++) {
                xy[j][0] = (uint8_t)(seed == 1 ? 255 : (seed * 4 + j) & 0xff);
                xy[j][1] = (uint8_t)(seed == 1 ? (unsigned)(255 - j) : (unsigned)((st >> (8 * j)) & 0xff));
            }
            memset(got, 0x55, sizeof got);
            mlkem_poly_sample_ntt_x4(r, rho, (const uint8_t(*)[2])xy);
            for (int j = 0; j < 4; j++) {
                mlkem_poly_sample_ntt(&want, rho, xy[j][0], xy[j][1]);
                if (memcmp(&want, &got[j], sizeof want) != 0 && failures++ < 10)
                    printf("FAIL SampleNTT x4 (%s) seed %d entry %d\n", cls ? "native" : "portable", seed, j);
            }
        }
    }
    pqpoly_set_impl(NULL);
}

static void check_cbd_x4(void) {
    static mlkem_poly got[4], want;
    for (int cls = 0; cls < 2; cls++) {
        pqpoly_set_impl(cls ? "native" : "portable");
        for (unsigned t = 0; t < 64; t++) {
            uint8_t seed[MLKEM_SYMBYTES], nonce[4];
            unsigned eta[4];
            mlkem_poly *r[4] = {&got[0], &got[1], &got[2], &got[3]};
            for (int i = 0; i < MLKEM_SYMBYTES; i++) seed[i] = (uint8_t)(t == 0 ? 0xffu : t * 37u + (unsigned)i);
            for (unsigned j = 0; j < 4; j++) {
                nonce[j] = (uint8_t)(4 * t + j);
                eta[j] = (t >> j) & 1 ? MLKEM_ETA1 : MLKEM_ETA2;
            }
            mlkem_poly_cbd_x4(r, seed, nonce, eta);
            for (unsigned j = 0; j < 4; j++) {
                if (eta[j] == MLKEM_ETA1) mlkem_poly_cbd_eta1(&want, seed, nonce[j]);
                else mlkem_poly_cbd_eta2(&want, seed, nonce[j]);
                if (memcmp(&want, &got[j], sizeof want) != 0 && failures++ < 10)
                    printf("FAIL CBD x4 (%s) case %u entry %u\n", cls ? "native" : "portable", t, j);
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

static void check_d(unsigned d, void (*comp)(uint8_t *, const mlkem_poly *),
                    void (*decomp)(mlkem_poly *, const uint8_t *)) {
    mlkem_poly a, b;
    uint8_t buf[32 * 12];
    for (int32_t base = -32768; base < 32768; base += MLKEM_N) { /* every int16 input */
        for (int i = 0; i < MLKEM_N; i++) a.c[i] = (int16_t)(base + i);
        comp(buf, &a);
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
        decomp(&b, buf);
        for (unsigned i = 0; i < MLKEM_N; i++) {
            uint32_t y = (base + i) & ((1u << d) - 1);
            int64_t want = ((int64_t)MLKEM_Q * y * 2 + (1 << d)) / (2LL << d);
            if (b.c[i] != want && failures++ < 10)
                printf("FAIL Decompress_%u(%u) = %d, want %lld\n", d, y, b.c[i], (long long)want);
        }
    }
}

static void compress_msg(uint8_t *r, const mlkem_poly *a) { mlkem_poly_tomsg(r, a); }
static void decompress_msg(mlkem_poly *r, const uint8_t *a) { mlkem_poly_frommsg(r, a); }

int main(void) {
    mlkem_poly a, b;
    uint8_t buf[MLKEM_POLYBYTES];
    for (int cls = 0; cls < 2; cls++) { /* the portable kernels, then the native ones */
    pqpoly_set_impl(cls ? NULL : "portable");
    check_d(MLKEM_DU, mlkem_poly_compress_u, mlkem_poly_decompress_u);
    check_d(MLKEM_DV, mlkem_poly_compress_v, mlkem_poly_decompress_v);
    check_d(1, compress_msg, decompress_msg);
    for (int32_t base = -32768; base < 32768; base += MLKEM_N) {
        for (int i = 0; i < MLKEM_N; i++) a.c[i] = (int16_t)(base + i);
        mlkem_poly_tobytes(buf, &a);
        mlkem_poly_frombytes(&b, buf);
        for (int i = 0; i < MLKEM_N; i++)
            if (b.c[i] != ((a.c[i] % MLKEM_Q) + MLKEM_Q) % MLKEM_Q && failures++ < 10)
                printf("FAIL ByteEncode_12 round trip of %d gives %d\n", a.c[i], b.c[i]);
        if (!mlkem_poly_bytes_in_range(buf) && failures++ < 10) printf("FAIL modulus check of canonical\n");
    }
    for (int i = 0; i < MLKEM_POLYBYTES; i++) buf[i] = 0;
    buf[115] = 0xd0; buf[116] = 0xff; /* coefficient 77 = 0xffd >= q */
    if (mlkem_poly_bytes_in_range(buf) && failures++ < 10) printf("FAIL modulus check accepts 4093\n");
    }
    pqpoly_set_impl(NULL);
    check_sample_x4();
    check_cbd_x4();
    printf("mlkem_poly (du = %d, dv = %d): %s\n", MLKEM_DU, MLKEM_DV, failures ? "FAILED" : "all inputs checked");
    return failures ? 1 : 0;
}
