/* SHA-3 and SHAKE against OpenSSL's EVP digests and the FIPS 202 example
 * values; the permutation against a loop-form transcription of FIPS 202
 * §3.2 written here independently of the generated unrolled round. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <openssl/evp.h>

#include "check.h"
#include "sym/fips202.h"
#include "sym/keccak_f1600.h"

static uint64_t rng_state = 0x0123456789abcdefu;
static uint64_t rng(void) { /* splitmix64 */
    uint64_t z = (rng_state += 0x9e3779b97f4a7c15u);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}
static void fill(uint8_t *p, size_t n) {
    for (size_t i = 0; i < n; i++) p[i] = (uint8_t)rng();
}

/* ---- Reference permutation: FIPS 202 Algorithms 1-7, lane by lane. ---- */
static uint64_t rol(uint64_t v, unsigned n) { return n ? (v << n) | (v >> (64 - n)) : v; }

static int lfsr_rc(unsigned t) { /* Algorithm 5 */
    unsigned r = 1; /* bit i of r is R[i] */
    for (unsigned i = 0; i < t % 255; i++) {
        r <<= 1;
        unsigned r8 = (r >> 8) & 1;
        r ^= r8 | (r8 << 4) | (r8 << 5) | (r8 << 6);
        r &= 0xff;
    }
    return (int)(r & 1);
}

static void ref_keccak(uint64_t a[25]) {
    for (unsigned ir = 0; ir < 24; ir++) {
        uint64_t c[5], b[25];
        for (unsigned x = 0; x < 5; x++)
            c[x] = a[x] ^ a[x + 5] ^ a[x + 10] ^ a[x + 15] ^ a[x + 20];
        for (unsigned x = 0; x < 5; x++)
            for (unsigned y = 0; y < 5; y++)
                a[x + 5 * y] ^= c[(x + 4) % 5] ^ rol(c[(x + 1) % 5], 1);
        unsigned x = 1, y = 0; /* rho */
        for (unsigned t = 0; t < 24; t++) {
            a[x + 5 * y] = rol(a[x + 5 * y], ((t + 1) * (t + 2) / 2) % 64);
            unsigned nx = y, ny = (2 * x + 3 * y) % 5;
            x = nx;
            y = ny;
        }
        for (x = 0; x < 5; x++) /* pi: A'[x,y] = A[(x + 3y) mod 5, x] */
            for (y = 0; y < 5; y++) b[x + 5 * y] = a[(x + 3 * y) % 5 + 5 * x];
        for (x = 0; x < 5; x++) /* chi */
            for (y = 0; y < 5; y++)
                a[x + 5 * y] = b[x + 5 * y] ^ (~b[(x + 1) % 5 + 5 * y] & b[(x + 2) % 5 + 5 * y]);
        uint64_t rc = 0; /* iota */
        for (unsigned j = 0; j < 7; j++)
            rc |= (uint64_t)lfsr_rc(j + 7 * ir) << ((1u << j) - 1);
        a[0] ^= rc;
    }
}

static void test_permutation(void) {
    uint64_t s[25] = {0}, r[25] = {0};
    pqpoly_keccak_f1600(s);
    ref_keccak(r);
    check(memcmp(s, r, sizeof s) == 0, "keccak-f of zero vs reference");
    /* First lane of Keccak-f[1600](0), from the Keccak team's intermediate values. */
    check(s[0] == UINT64_C(0xf1258f7940e1dde7), "keccak-f(0) lane 0");
    int same = 1;
    for (int t = 0; t < 200; t++) {
        for (int i = 0; i < 25; i++) s[i] = r[i] = rng();
        pqpoly_keccak_f1600(s);
        ref_keccak(r);
        same &= memcmp(s, r, sizeof s) == 0;
    }
    check(same, "keccak-f on random states vs reference");
}

/* ---- Sponges against OpenSSL EVP. ---- */
static int evp(const EVP_MD *md, uint8_t *out, size_t outlen, const uint8_t *in, size_t inlen,
               int xof) {
    EVP_MD_CTX *c = EVP_MD_CTX_new();
    int ok = c && EVP_DigestInit_ex(c, md, NULL) == 1 && EVP_DigestUpdate(c, in, inlen) == 1;
    if (ok && xof) ok = EVP_DigestFinalXOF(c, out, outlen) == 1;
    else if (ok) ok = EVP_DigestFinal_ex(c, out, NULL) == 1;
    EVP_MD_CTX_free(c);
    return ok;
}

enum { SHA3_256, SHA3_512, SHAKE128, SHAKE256 };
static const char *names[] = {"SHA3-256", "SHA3-512", "SHAKE128", "SHAKE256"};

static void ours_oneshot(int alg, uint8_t *out, size_t outlen, const uint8_t *in, size_t inlen) {
    switch (alg) {
    case SHA3_256: pqpoly_sha3_256(out, in, inlen); break;
    case SHA3_512: pqpoly_sha3_512(out, in, inlen); break;
    case SHAKE128: pqpoly_shake128(out, outlen, in, inlen); break;
    default: pqpoly_shake256(out, outlen, in, inlen); break;
    }
}

static void ctx_init(int alg, pqpoly_shake_ctx *c) {
    switch (alg) {
    case SHA3_256: pqpoly_sha3_256_init(c); break;
    case SHA3_512: pqpoly_sha3_512_init(c); break;
    case SHAKE128: pqpoly_shake128_init(c); break;
    default: pqpoly_shake256_init(c); break;
    }
}

#define MAXIN 1100
#define MAXOUT 1100

static void test_vs_openssl(void) {
    const EVP_MD *mds[4] = {EVP_sha3_256(), EVP_sha3_512(), EVP_shake128(), EVP_shake256()};
    static const size_t fixed[] = {0,   1,   2,   7,   8,   9,   71,  72,  73,  135, 136,
                                   137, 143, 144, 167, 168, 169, 271, 272, 273, 335, 336,
                                   337, 407, 408, 409, 503, 504, 505, 1000, 1099};
    static const size_t outs[] = {0, 1, 31, 32, 33, 64, 135, 136, 137, 167, 168, 169, 300, 336, 1100};
    uint8_t in[MAXIN], a[MAXOUT], b[MAXOUT];
    char what[96];
    for (int alg = 0; alg < 4; alg++) {
        int xof = alg >= SHAKE128;
        size_t nfixed = sizeof fixed / sizeof fixed[0];
        int bad = 0, runs = 0;
        for (size_t k = 0; k < nfixed + 60; k++) {
            size_t inlen = k < nfixed ? fixed[k] : (size_t)(rng() % MAXIN);
            fill(in, inlen);
            size_t nout = xof ? sizeof outs / sizeof outs[0] : 1;
            for (size_t o = 0; o < nout; o++) {
                size_t outlen = xof ? outs[o] : (alg == SHA3_256 ? 32 : 64);
                memset(a, 0, sizeof a);
                memset(b, 0xee, sizeof b);
                if (!evp(mds[alg], a, outlen, in, inlen, xof)) {
                    check(0, "OpenSSL EVP digest failed");
                    return;
                }
                ours_oneshot(alg, b, outlen, in, inlen);
                runs++;
                if (memcmp(a, b, outlen) != 0) {
                    if (bad++ < 3) printf("  %s in=%zu out=%zu differs\n", names[alg], inlen, outlen);
                }
            }
        }
        snprintf(what, sizeof what, "%s one-shot vs OpenSSL (%d inputs/outputs)", names[alg], runs);
        check(bad == 0, what);
    }
}

/* Split absorbs and squeezes at random and at the rate boundaries; the
 * result must equal the one-shot (itself checked against OpenSSL). */
static void test_splits(void) {
    uint8_t in[MAXIN], want[MAXOUT], got[MAXOUT];
    char what[96];
    for (int alg = 0; alg < 4; alg++) {
        int xof = alg >= SHAKE128;
        int bad = 0;
        for (int t = 0; t < 300; t++) {
            size_t inlen = (size_t)(rng() % MAXIN);
            size_t outlen = xof ? (size_t)(rng() % MAXOUT) : (alg == SHA3_256 ? 32 : 64);
            fill(in, inlen);
            ours_oneshot(alg, want, outlen, in, inlen);
            pqpoly_shake_ctx c;
            ctx_init(alg, &c);
            size_t done = 0;
            while (done < inlen) { /* pieces of 0..rate+2 bytes, some empty */
                size_t piece = (size_t)(rng() % (c.rate + 3));
                if (piece > inlen - done) piece = inlen - done;
                pqpoly_shake_absorb(&c, in + done, piece);
                done += piece;
            }
            if (t & 1) pqpoly_shake_finalize(&c); /* explicit or implied by squeeze */
            memset(got, 0, sizeof got);
            done = 0;
            while (done < outlen) {
                size_t piece = (t % 3 == 0) ? 1 : (size_t)(rng() % (c.rate + 3));
                if (piece > outlen - done) piece = outlen - done;
                pqpoly_shake_squeeze(&c, got + done, piece);
                done += piece;
            }
            bad += memcmp(got, want, outlen) != 0;
        }
        snprintf(what, sizeof what, "%s split absorb/squeeze vs one-shot", names[alg]);
        check(bad == 0, what);
    }
    /* Block-sized squeezes, as ML-KEM's matrix expansion does. */
    uint8_t seed[34];
    fill(seed, sizeof seed);
    pqpoly_shake128(want, 5 * 168, seed, sizeof seed);
    pqpoly_shake_ctx c;
    pqpoly_shake128_init(&c);
    pqpoly_shake_absorb(&c, seed, sizeof seed);
    pqpoly_shake_finalize(&c);
    for (int i = 0; i < 5; i++) pqpoly_shake_squeeze(&c, got + 168 * i, 168);
    check(memcmp(got, want, 5 * 168) == 0, "SHAKE128 block squeezes");
    /* Absorbing after finalize changes nothing. */
    pqpoly_shake128_init(&c);
    pqpoly_shake_absorb(&c, seed, sizeof seed);
    pqpoly_shake_finalize(&c);
    pqpoly_shake_absorb(&c, seed, sizeof seed);
    pqpoly_shake_squeeze(&c, got, 64);
    check(memcmp(got, want, 64) == 0, "absorb after finalize is ignored");
}

/* FIPS 202 example values (NIST "Examples with Intermediate Values"). */
static void test_examples(void) {
    uint8_t out[64];
    const uint8_t *abc = (const uint8_t *)"abc";
    pqpoly_sha3_256(out, NULL, 0);
    check_hex(out, 32, "a7ffc6f8bf1ed76651c14756a061d662f580ff4de43b49fa82d80a4b80f8434a", "SHA3-256('')");
    pqpoly_sha3_256(out, abc, 3);
    check_hex(out, 32, "3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532", "SHA3-256(abc)");
    pqpoly_sha3_512(out, NULL, 0);
    check_hex(out, 64,
              "a69f73cca23a9ac5c8b567dc185a756e97c982164fe25859e0d1dcc1475c80a6"
              "15b2123af1f5f94c11e3e9402c3ac558f500199d95b6d3e301758586281dcd26", "SHA3-512('')");
    pqpoly_sha3_512(out, abc, 3);
    check_hex(out, 64,
              "b751850b1a57168a5693cd924b6b096e08f621827444f70d884f5d0240d2712e"
              "10e116e9192af3c91a7ec57647e3934057340b4cf408d5a56592f8274eec53f0", "SHA3-512(abc)");
    pqpoly_shake128(out, 32, NULL, 0);
    check_hex(out, 32, "7f9c2ba4e88f827d616045507605853ed73b8093f6efbc88eb1a6eacfa66ef26", "SHAKE128('')");
    pqpoly_shake256(out, 32, NULL, 0);
    check_hex(out, 32, "46b9dd2b0ba88d13233b3feb743eeb243fcd52ea62b81b82b50c27646ed5762f", "SHAKE256('')");
}

int main(void) {
    test_permutation();
    test_examples();
    test_vs_openssl();
    test_splits();
    return check_report();
}
