/* NTTRU's parts one by one (src/kem/nttru/), against transcriptions here of
 * the reference code's definitions:
 *   - the sampler's table: every byte gives the two coefficients of the table
 *     (nibble 0..15 -> 0 1 0 1 0 -1 -1 -1 -1 -1 1 0 1 0 1 0), six zeros and
 *     five of each sign;
 *   - the message encoding and the 13-bit packing: each coefficient lands
 *     at the bit the reference's lane layout gives, and unpack13 inverts
 *     pack13 on random 13-bit values;
 *   - key generation: one randombytes(32) per attempt, keypair equal to
 *     keypair_derand of the drawn seed, sk = f-hat || pk.  (The retry on a
 *     non-invertible f cannot be reached from a seed in a test: every residue
 *     lives in a field of q^3 elements, so a seed fails with probability
 *     about 256 / q^3 < 2^-30; base inversion's verdict on a zero residue is
 *     tested in tests/ring/test_nttru_ntt.c);
 *   - decapsulation: the honest key; for a modified ciphertext, return 0 and
 *     the documented implicit-rejection key (src/kem/nttru/reject.h)
 *     recomputed here with OpenSSL's AES-256-ECB: GMAC written out below
 *     (GHASH bit by bit, [SP800-38D, Alg. 1]) and checked first against
 *     published AES-256-GCM vectors, the same every time;
 *   - the message hash's SHA-512 call against OpenSSL's EVP digest;
 *   - every backend's hot paths (src/ring/nttru/backend.h) against the
 *     definitions of encode.c in the backend's NTT order (the AVX2 twins lane
 *     for lane);
 *   - every implementation of src/sym/aes.h's compositions (libcrypto,
 *     AES-NI): the AES-256-CTR stream against OpenSSL's CTR mode, the
 *     rejection key against the definition here, for NTTRU's ciphertext
 *     length and others.
 * Closing line "nttru_parts: N passed, N failed". */
#include <openssl/evp.h>
#include <stdio.h>
#include <string.h>

#include "common/check.h"
#include "common/pick.h"
#include "ring/nttru/backend.h"
#include "sym/aes.h"
#include "sym/backend_list.h"
#include "pqpoly/pqpoly.h"
#include "sym/sha2.h"

static const int table[16] = {0, 1, 0, 1, 0, -1, -1, -1, -1, -1, 1, 0, 1, 0, 1, 0};

static uint64_t rng = 0x0123456789abcdefull;
static uint32_t rnd(void) {
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (uint32_t)(rng >> 11);
}

static void test_sampler(void) {
    uint8_t buf[NTTRU_COIN_BYTES];
    int16_t r[NTTRU_N];
    int ok = 1, count[3] = {0, 0, 0};
    for (unsigned base = 0; base < 256; base += NTTRU_COIN_BYTES > 256 ? 256 : NTTRU_COIN_BYTES) {
        for (unsigned i = 0; i < NTTRU_COIN_BYTES; i++) buf[i] = (uint8_t)(base + i);
        pqpoly_nttru_short(r, buf);
        for (unsigned i = 0; i < NTTRU_COIN_BYTES; i++)
            ok &= r[2 * i] == table[buf[i] & 15] && r[2 * i + 1] == table[buf[i] >> 4];
    }
    for (unsigned n = 0; n < 16; n++) count[table[n] + 1]++;
    check(ok, "sampler: every byte through the 16-entry nibble table");
    check(count[0] == 5 && count[1] == 6 && count[2] == 5, "sampler table: P(0) = 6/16, P(+-1) = 5/16");
}

static void test_pack_short(void) {
    int16_t m[NTTRU_N];
    uint8_t buf[NTTRU_MSG_BYTES];
    int ok = 1;
    for (unsigned idx = 0; idx < NTTRU_N; idx += 7) {
        for (unsigned i = 0; i < NTTRU_N; i++) m[i] = -1; /* encodes as 0 bits */
        m[idx] = 1;                                       /* encodes as 2 */
        pqpoly_nttru_pack_short(buf, m);
        unsigned i = idx / 128, o = idx % 128, h = o / 64, s = (o % 64) / 16, j = o % 16;
        for (unsigned b = 0; b < NTTRU_MSG_BYTES; b++)
            ok &= buf[b] == (b == 32 * i + 2 * j + h ? (uint8_t)(2u << (2 * s)) : 0);
    }
    check(ok, "pack_short: coefficient 128i + 64h + 16s + j at bits 2s of byte 32i + 2j + h");
}

/* Where the reference puts canonical value c: lane position p (value 6k + j
 * of a group of 96 sits at 16j + k), then bit 13 (p/16 mod 16) of the
 * 16-value string of chunk p/256, lane p mod 16, its words 32 bytes apart. */
static void bit_of(unsigned c, unsigned *byte, unsigned *bit) {
    unsigned g = c / 96, o = c % 96, p = 96 * g + 16 * (o % 6) + o / 6;
    unsigned i = p / 256, k = (p % 256) / 16, j = p % 16, off = 13 * k;
    *byte = 416 * i + 32 * (off / 16) + 2 * j + (off % 16) / 8;
    *bit = off % 8;
}

static void test_pack13(void) {
    int16_t a[NTTRU_N], b[NTTRU_N];
    uint8_t buf[NTTRU_PACKED_BYTES];
    int ok = 1;
    for (unsigned c = 0; c < NTTRU_N; c += 5) {
        unsigned byte, bit;
        memset(a, 0, sizeof a);
        a[c] = 1;
        pqpoly_nttru_pack13(buf, a);
        bit_of(c, &byte, &bit);
        for (unsigned x = 0; x < NTTRU_PACKED_BYTES; x++)
            ok &= buf[x] == (x == byte ? (uint8_t)(1u << bit) : 0);
    }
    check(ok, "pack13: each value's low bit where the reference's lane layout puts it");
    ok = 1;
    for (int t = 0; t < 20; t++) {
        for (unsigned i = 0; i < NTTRU_N; i++) a[i] = (int16_t)(t == 0 ? 8191 : (int)(rnd() & 0x1fff));
        pqpoly_nttru_pack13(buf, a);
        pqpoly_nttru_unpack13(b, buf);
        ok &= memcmp(a, b, sizeof a) == 0;
        for (unsigned x = 0; x < NTTRU_PACKED_BYTES; x++) buf[x] = (uint8_t)rnd();
        pqpoly_nttru_unpack13(a, buf);
        uint8_t again[NTTRU_PACKED_BYTES];
        pqpoly_nttru_pack13(again, a);
        ok &= memcmp(buf, again, sizeof buf) == 0;
    }
    check(ok, "unpack13 o pack13 and pack13 o unpack13 are identities");
}

/* A random source that hands out a list of 32-byte seeds. */
typedef struct {
    const uint8_t *seeds;
    unsigned n, next;
} seed_list;
static int seed_source(void *ctx, uint8_t *buf, size_t n) {
    seed_list *s = ctx;
    if (n != 32 || s->next >= s->n) return PQPOLY_ERR_RANDOMNESS;
    memcpy(buf, s->seeds + 32 * s->next++, 32);
    return 0;
}

static void test_keygen(void) {
    static uint8_t pk[PQPOLY_NTTRU_PUBLICKEYBYTES], sk[PQPOLY_NTTRU_SECRETKEYBYTES];
    static uint8_t pk2[PQPOLY_NTTRU_PUBLICKEYBYTES], sk2[PQPOLY_NTTRU_SECRETKEYBYTES];
    uint8_t seeds[64];
    for (unsigned i = 0; i < sizeof seeds; i++) seeds[i] = (uint8_t)(7 * i + 1);
    seed_list list = {seeds, 2, 0};
    pqpoly_set_random_source(seed_source, &list);
    int rc = pqpoly_nttru_keypair(pk, sk);
    pqpoly_set_random_source(NULL, NULL);
    check(rc == 0 && list.next == 1, "keypair draws one randombytes(32) when f is invertible");
    check(pqpoly_nttru_keypair_derand(pk2, sk2, seeds) == 0 && memcmp(pk, pk2, sizeof pk) == 0 &&
              memcmp(sk, sk2, sizeof sk) == 0,
          "keypair = keypair_derand of the drawn seed");
    check(memcmp(sk + 1248, pk, sizeof pk) == 0, "sk = packed f-hat || pk");
    check(pqpoly_nttru_keypair_derand(NULL, sk2, seeds) == PQPOLY_ERR_INVALID_ARGUMENT,
          "keypair_derand refuses NULL");
}

/* out = AES-256_key of n blocks, through OpenSSL's EVP interface. */
static void ecb(uint8_t *out, const uint8_t *in, size_t nblocks, const uint8_t key[32]) {
    EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
    int len = 0;
    if (ctx == NULL || EVP_EncryptInit_ex(ctx, EVP_aes_256_ecb(), NULL, key, NULL) != 1 ||
        EVP_CIPHER_CTX_set_padding(ctx, 0) != 1 || EVP_EncryptUpdate(ctx, out, &len, in, (int)(16 * nblocks)) != 1)
        memset(out, 0, 16 * nblocks);
    EVP_CIPHER_CTX_free(ctx);
}

/* z = x.y in GCM's GF(2^128) ([SP800-38D, Alg. 1]): bit i of a block is
 * bit 7 - i % 8 of byte i / 8, the coefficient of x^i; R = 11100001 || 0^120. */
static void gf_mul(uint8_t z[16], const uint8_t x[16], const uint8_t y[16]) {
    uint8_t v[16], r[16] = {0};
    memcpy(v, y, 16);
    for (int i = 0; i < 128; i++) {
        if (x[i / 8] >> (7 - i % 8) & 1)
            for (int b = 0; b < 16; b++) r[b] ^= v[b];
        int low = v[15] & 1;
        for (int b = 15; b > 0; b--) v[b] = (uint8_t)(v[b] >> 1 | v[b - 1] << 7);
        v[0] >>= 1;
        if (low) v[0] ^= 0xe1;
    }
    memcpy(z, r, 16);
}

static int hexeq(const uint8_t *a, const char *hex) {
    for (size_t i = 0; hex[2 * i]; i++) {
        unsigned v;
        if (sscanf(hex + 2 * i, "%2x", &v) != 1 || a[i] != v) return 0;
    }
    return 1;
}
static void unhex(uint8_t *a, const char *hex) {
    for (size_t i = 0; hex[2 * i]; i++) {
        unsigned v = 0;
        if (sscanf(hex + 2 * i, "%2x", &v) != 1) v = 0;
        a[i] = (uint8_t)v;
    }
}

/* GCM-AE's tag ([SP800-38D, Alg. 4]) for a 96-bit iv, data a and the
 * ciphertext c: E(J0) xor GHASH_H(a || 0* || c || 0* || [8 alen]_64 ||
 * [8 clen]_64), H = E(0), J0 = iv || 0^31 || 1; GHASH by Horner (Alg. 2). */
static void gcm_tag(uint8_t tag[16], const uint8_t key[32], const uint8_t iv[12], const uint8_t *a, size_t alen,
                    const uint8_t *c, size_t clen) {
    static const uint8_t zero16[16] = {0};
    uint8_t h[16], y[16] = {0}, j0[16] = {0}, blk[16];
    const uint8_t *part[2] = {a, c};
    size_t plen[2] = {alen, clen};
    ecb(h, zero16, 1, key);
    for (int p = 0; p < 2; p++)
        for (size_t i = 0; i < plen[p]; i += 16) {
            for (size_t b = 0; b < 16; b++) y[b] ^= i + b < plen[p] ? part[p][i + b] : 0;
            gf_mul(y, y, h);
        }
    for (int b = 0; b < 8; b++) {
        blk[b] = (uint8_t)((uint64_t)(8 * alen) >> (56 - 8 * b));
        blk[8 + b] = (uint8_t)((uint64_t)(8 * clen) >> (56 - 8 * b));
    }
    for (int b = 0; b < 16; b++) y[b] ^= blk[b];
    gf_mul(y, y, h);
    memcpy(j0, iv, 12);
    j0[15] = 1;
    ecb(tag, j0, 1, key);
    for (int b = 0; b < 16; b++) tag[b] ^= y[b];
}

/* gcm_tag against published AES-256-GCM vectors: the GCM specification's
 * test case 14 (McGrew and Viega; key, iv, one zero plaintext block) and
 * one of NIST's CAVP gcmEncryptExtIV256 vectors (20 bytes of data, one
 * plaintext block), the tag computed from the given ciphertext. */
static void test_gcm(void) {
    uint8_t key[32] = {0}, iv[12] = {0}, a[20], c[16], tag[16];
    unhex(c, "cea7403d4d606b6e074ec5d3baf39d18");
    gcm_tag(tag, key, iv, NULL, 0, c, 16);
    check(hexeq(tag, "d0d1c8a799996bf0265b98b5d48ab919"), "GCM tag of the test: the specification's test case 14");
    unhex(key, "83688deb4af8007f9b713b47cfa6c73e35ea7a3aa4ecdb414dded03bf7a0fd3a");
    unhex(iv, "0b459724904e010a46901cf3");
    unhex(a, "794a14ccd178c8ebfd1379dc704c5e208f9d8424");
    unhex(c, "cc66bee423e3fcd4c0865715e9586696");
    gcm_tag(tag, key, iv, a, sizeof a, c, sizeof c);
    check(hexeq(tag, "0fb291bd3dba94a1dfd8b286cfb97ac5"), "GCM tag of the test: a CAVP AES-256 vector");
}

/* The message hash's SHA-512 (pqpoly_sha512, sym/sha2.h: libcrypto's low-level
 * interface) against OpenSSL's EVP digest on lengths around the block and
 * padding boundaries. */
static void test_sha512(void) {
    static const size_t lens[] = {0, 1, 111, 112, 127, 128, 192, 1000};
    uint8_t msg[1000], got[64], want[64];
    unsigned len = 0;
    int ok = 1;
    for (size_t i = 0; i < sizeof msg; i++) msg[i] = (uint8_t)rnd();
    for (size_t t = 0; t < sizeof lens / sizeof lens[0]; t++) {
        ok &= EVP_Digest(msg, lens[t], want, &len, EVP_sha512(), NULL) == 1 && len == 64;
        ok &= pqpoly_sha512(got, msg, lens[t]) == 0 && memcmp(got, want, 64) == 0;
    }
    check(ok, "pqpoly_sha512 = OpenSSL's EVP SHA-512 (0 .. 1000 bytes)");
}

/* The rejection key of src/kem/nttru/reject.h: T = GMAC_{sk[0..32)}(iv 0,
 * ct), the GCM tag of data ct and no ciphertext, then AES-256_{sk[32..64)}(T
 * || T xor 1). */
static void reject_key_len(uint8_t out[32], const uint8_t *sk, const uint8_t *ct, size_t len) {
    static const uint8_t iv[12] = {0};
    uint8_t t[32];
    gcm_tag(t, sk, iv, ct, len, NULL, 0);
    memcpy(t + 16, t, 16);
    t[31] ^= 1;
    ecb(out, t, 2, sk + 32);
}
static void reject_key(uint8_t out[32], const uint8_t *sk, const uint8_t *ct) {
    reject_key_len(out, sk, ct, PQPOLY_NTTRU_CIPHERTEXTBYTES);
}

static void test_rejection(void) {
    static uint8_t pk[PQPOLY_NTTRU_PUBLICKEYBYTES], sk[PQPOLY_NTTRU_SECRETKEYBYTES];
    static uint8_t ct[PQPOLY_NTTRU_CIPHERTEXTBYTES];
    uint8_t ss[32], ss2[32], ss3[32], want[32];
    check(pqpoly_nttru_keypair(pk, sk) == 0 && pqpoly_nttru_enc(ct, ss, pk) == 0 &&
              pqpoly_nttru_dec(ss2, ct, sk) == 0 && memcmp(ss, ss2, 32) == 0,
          "honest round trip");
    for (int t = 0; t < 3; t++) {
        if (t == 0) ct[rnd() % sizeof ct] ^= (uint8_t)(1u << (rnd() % 8));
        if (t == 1) ct[0] |= 0xff, ct[1] |= 0x1f; /* a 13-bit value 8191 >= q */
        if (t == 2) memset(ct, 0, sizeof ct);
        int rc = pqpoly_nttru_dec(ss2, ct, sk);
        reject_key(want, sk, ct);
        check(rc == 0 && memcmp(ss2, want, 32) == 0 && memcmp(ss2, ss, 32) != 0,
              "a modified ciphertext gives AES-256_{sk[32..64)}(T || T xor 1), T = GMAC_{sk[0..32)}(ct)");
        check(pqpoly_nttru_dec(ss3, ct, sk) == 0 && memcmp(ss2, ss3, 32) == 0,
              "rejection is deterministic");
    }
}

/* The position in the backend's order of canonical value cc. */
static unsigned pos_of(const pqpoly_nttru_backend *be, unsigned cc) {
    unsigned g = cc / 96, o = cc % 96;
    return be->order == NTTRU_ORDER_LANES ? 96 * g + 16 * (o % 6) + o / 6 : cc;
}

/* Every backend's hot paths against the definitions (encode.c) and the
 * first (portable) backend, on every byte, random and extreme values; pack13
 * in the backend's order against pack13 of the canonical order. */
static void test_backends(void) {
    static int16_t a[NTTRU_N], b[NTTRU_N], c[NTTRU_N], ord[NTTRU_N];
    static uint8_t buf[NTTRU_PACKED_BYTES], x[NTTRU_PACKED_BYTES], y[NTTRU_PACKED_BYTES];
    const pqpoly_nttru_backend *p0 = pqpoly_nttru_backend_at(0);
    char what[160];
    check(p0 != NULL && p0->isa == PQPOLY_ISA_PORTABLE && p0->order == NTTRU_ORDER_CANONICAL,
          "the first backend is portable, canonical order");
    for (size_t n = 0; n < pqpoly_nttru_backend_count(); n++) {
        const pqpoly_nttru_backend *k = pqpoly_nttru_backend_at(n);
        int ok = 1;
        if (!pqpoly_isa_fits(k->isa, pqpoly_cpu_isa())) {
            printf("SKIPPED %s/%s (CPU lacks it)\n", k->name, k->impl);
            continue;
        }
        for (unsigned t = 0; t < 8; t++) {
            /* scales: 1, keygen's 3, the extremes +-(q-1)/2, random */
            const int16_t sc[8] = {1, 3, (NTTRU_Q - 1) / 2, -(NTTRU_Q - 1) / 2, 1, 3, -1, (int16_t)(rnd() % 3841)};
            for (unsigned i = 0; i < NTTRU_COIN_BYTES; i++) buf[i] = (uint8_t)(t < 2 ? 256 * t + i : rnd());
            pqpoly_nttru_short(a, buf);
            for (unsigned i = 0; i < NTTRU_N; i++) a[i] = (int16_t)(a[i] * sc[t]);
            k->short_poly(b, buf, sc[t]);
            ok &= memcmp(a, b, sizeof a) == 0;
        }
        snprintf(what, sizeof what, "%s/%s: sampler = s times portable (every byte, random, extreme s)", k->name, k->impl);
        check(ok, what);
        ok = 1;
        for (int t = 0; t < 12; t++) {
            for (unsigned i = 0; i < NTTRU_N; i++)
                a[i] = (int16_t)(t == 0 ? 8191 : t == 1 ? 0 : t == 2 ? (i & 1 ? 8191 : 0) : (int)(rnd() & 0x1fff));
            for (unsigned cc = 0; cc < NTTRU_N; cc++) ord[pos_of(k, cc)] = a[cc];
            pqpoly_nttru_pack13(x, a);
            k->pack13(y, ord);
            ok &= memcmp(x, y, sizeof x) == 0;
            k->unpack13(b, y);
            ok &= memcmp(b, ord, sizeof b) == 0;
            if (k->order == NTTRU_ORDER_LANES) { /* the lane definition agrees */
                pqpoly_nttru_pack13_lanes(y, ord);
                ok &= memcmp(x, y, sizeof x) == 0;
            }
            for (unsigned i = 0; i < NTTRU_PACKED_BYTES; i++) buf[i] = (uint8_t)(t == 0 ? 0xff : rnd());
            pqpoly_nttru_unpack13(a, buf);
            for (unsigned cc = 0; cc < NTTRU_N; cc++) ord[pos_of(k, cc)] = a[cc];
            k->unpack13(c, buf);
            ok &= memcmp(ord, c, sizeof c) == 0;
        }
        snprintf(what, sizeof what, "%s/%s: pack13 and unpack13 = the wire of its order", k->name, k->impl);
        check(ok, what);
        /* the reductions over every int16 (crep_mod3: every |m| < q), 768 at a time */
        ok = 1;
        for (int32_t base = -32768; base < 32768; base += NTTRU_N) {
            for (unsigned i = 0; i < NTTRU_N; i++) a[i] = (int16_t)(base + (int32_t)i < 32768 ? base + (int32_t)i : 32767);
            memcpy(b, a, sizeof b);
            memcpy(c, a, sizeof c);
            p0->freeze(b);
            k->freeze(c);
            ok &= memcmp(b, c, sizeof b) == 0;
            for (unsigned i = 0; i < NTTRU_N; i++) ok &= b[i] >= 0 && b[i] < NTTRU_Q;
            for (unsigned i = 0; i < NTTRU_N; i++) b[i] = c[i] = (int16_t)(a[i] % NTTRU_Q);
            p0->crep_mod3(b);
            k->crep_mod3(c);
            ok &= memcmp(b, c, sizeof b) == 0;
        }
        for (int t = 0; t < 8; t++) {
            uint8_t m0[NTTRU_MSG_BYTES], m1[NTTRU_MSG_BYTES];
            for (unsigned i = 0; i < NTTRU_N; i++) a[i] = (int16_t)(t == 0 ? 1 : t == 1 ? -1 : (int)(rnd() % 3) - 1);
            pqpoly_nttru_pack_short(m0, a);
            k->pack_short(m1, a);
            ok &= memcmp(m0, m1, sizeof m0) == 0;
        }
        snprintf(what, sizeof what, "%s/%s: freeze, crep_mod3, pack_short = portable", k->name, k->impl);
        check(ok, what);
        /* pack_sum = pack13 of freeze(c + b) in the backend's order, |c + b|
         * < 2^15 (extremes +-32767 and 0 included); differ_sum sees it equal,
         * and one flipped bit anywhere */
        ok = 1;
        for (int t = 0; t < 6; t++) {
            for (unsigned i = 0; i < NTTRU_N; i++) {
                int32_t sum = t == 0 ? 32767 : t == 1 ? -32767 : t == 2 ? (i & 1 ? 32767 : -32767)
                                                                         : (int32_t)(rnd() % 65535) - 32767;
                b[i] = (int16_t)(t == 3 ? sum : sum / 2);
                c[i] = (int16_t)(sum - b[i]);
                int32_t f = sum % NTTRU_Q;
                f += f < 0 ? NTTRU_Q : 0;
                ord[i] = (int16_t)f; /* the frozen sum, the backend's order */
            }
            for (unsigned cc = 0; cc < NTTRU_N; cc++) a[cc] = ord[pos_of(k, cc)]; /* canonical order */
            pqpoly_nttru_pack13(x, a);
            k->pack_sum(y, c, b);
            ok &= memcmp(x, y, sizeof x) == 0;
            ok &= k->differ_sum(x, c, b) == 0;
        }
        for (unsigned i = 0; i < NTTRU_PACKED_BYTES; i += (i < 40 || i > NTTRU_PACKED_BYTES - 40) ? 1 : 37) {
            memcpy(y, x, sizeof y);
            y[i] ^= (uint8_t)(1u << (i % 8));
            ok &= k->differ_sum(y, c, b) == 1;
        }
        snprintf(what, sizeof what, "%s/%s: pack_sum = pack13 of freeze(c + b); differ_sum sees equality and one flipped bit anywhere",
                 k->name, k->impl);
        check(ok, what);
    }
}

/* Each implementation of src/sym/aes.h's compositions the CPU runs. */
typedef struct {
    uint32_t isa;
    const char *impl;
    int (*ctr0)(uint8_t *out, size_t n, const uint8_t key[32]);
    int (*gmac_expand)(uint8_t out[32], const uint8_t key[64], const uint8_t *msg, size_t len);
} aes_row;
#define AES_ROW(isa, impl, ctr0, gx) {isa, impl, ctr0, gx},
static const aes_row aes_rows[] = {PQPOLY_SYM_AES_IMPLS(AES_ROW)
    /* the one-block-per-multiply path, which the AES-NI row takes without VPCLMULQDQ */
    PQPOLY_IF_X86_AESNI(AES_ROW(PQPOLY_ISA_X86_AVX2 | PQPOLY_ISA_X86_AESNI, "aesni/pclmul",
                                pqpoly_aes256_ctr0_aesni, pqpoly_aes256_gmac_expand_pclmul))};

static void test_aes(void) {
    static uint8_t x[2 * NTTRU_PACKED_BYTES + 5];
    char what[160];
    for (size_t n = 0; n < sizeof aes_rows / sizeof aes_rows[0]; n++) {
        const aes_row *k = &aes_rows[n];
        int ok = 1;
        if (!pqpoly_isa_fits(k->isa, pqpoly_cpu_isa())) {
            printf("SKIPPED aes %s (CPU lacks it)\n", k->impl);
            continue;
        }
        for (int t = 0; t < 6; t++) { /* stream = OpenSSL's CTR, counter block 0; lengths with a short tail */
            static const size_t lens[6] = {384, 768, 16, 1, 100, 2 * NTTRU_PACKED_BYTES};
            static uint8_t got[2 * NTTRU_PACKED_BYTES + 1], want[2 * NTTRU_PACKED_BYTES];
            static const uint8_t zero[2 * NTTRU_PACKED_BYTES], iv[16];
            uint8_t key[32];
            int len = 0;
            EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
            for (int i = 0; i < 32; i++) key[i] = (uint8_t)(t == 0 ? 0xff : rnd());
            ok &= ctx != NULL && EVP_EncryptInit_ex(ctx, EVP_aes_256_ctr(), NULL, key, iv) == 1 &&
                  EVP_EncryptUpdate(ctx, want, &len, zero, (int)lens[t]) == 1;
            EVP_CIPHER_CTX_free(ctx);
            memset(got, 0xa5, sizeof got);
            ok &= k->ctr0(got, lens[t], key) == 0 && memcmp(got, want, lens[t]) == 0 && got[lens[t]] == 0xa5;
            memcpy(got, key, 32); /* the key inside the output */
            ok &= k->ctr0(got, lens[t], got) == 0 && memcmp(got, want, lens[t]) == 0;
        }
        snprintf(what, sizeof what, "aes %s: ctr0 = OpenSSL's AES-256-CTR", k->impl);
        check(ok, what);
        ok = 1;
        for (int t = 0; t < 6; t++) {
            uint8_t key[64], r0[32], r1[32];
            for (int i = 0; i < 64; i++) key[i] = (uint8_t)(t == 0 ? 0 : t == 1 ? 0xff : rnd());
            for (unsigned i = 0; i < NTTRU_PACKED_BYTES; i++) x[i] = (uint8_t)(t < 2 ? key[0] : rnd());
            reject_key(r0, key, x);
            ok &= k->gmac_expand(r1, key, x, NTTRU_PACKED_BYTES) == 0 && memcmp(r0, r1, 32) == 0;
        }
        /* other lengths: none, partial blocks, one to three groups of 8 */
        static const size_t lens[] = {0, 1, 15, 16, 17, 100, 112, 127, 128, 129, 240, 2 * NTTRU_PACKED_BYTES + 5};
        for (size_t t = 0; t < sizeof lens / sizeof lens[0]; t++) {
            uint8_t key[64], r0[32], r1[32];
            for (int i = 0; i < 64; i++) key[i] = (uint8_t)rnd();
            for (size_t i = 0; i < lens[t]; i++) x[i] = (uint8_t)rnd();
            reject_key_len(r0, key, x, lens[t]);
            ok &= k->gmac_expand(r1, key, x, lens[t]) == 0 && memcmp(r0, r1, 32) == 0;
        }
        snprintf(what, sizeof what, "aes %s: gmac_expand = GMAC of the test, then the two blocks (every length)", k->impl);
        check(ok, what);
    }
}

int main(void) {
    test_gcm();
    test_sha512();
    test_backends();
    test_aes();
    test_sampler();
    test_pack_short();
    test_pack13();
    test_keygen();
    test_rejection();
    printf("nttru_parts: %d passed, %d failed\n", check_passed, check_failed);
    return check_failed != 0;
}
