/* The KEM hot paths of each kyber backend the CPU runs
 * (src/ring/kyber/backend.h: rej_uniform .. cbd) against the portable
 * kernels (src/ring/kyber/kernels.h), once per distinct set of kernels (the
 * backends of one implementation share theirs): the rejection step of SampleNTT on random buffers and on
 * extreme ones (all 0x00: every value 0 accepted; all 0xFF: every value
 * 4095 rejected; values q - 1 and q alternating; q - 1, q, q + 1, 4095
 * cycling), for every length 0..504 that is a multiple of 3 and start counts
 * 0, 1, 100, 239, 240, 241, 250, 255, 256: the returned count and the
 * values up to it must be equal (a vector twin may leave scratch values in
 * r[count..255], which later calls overwrite; it never writes past r[255],
 * which ASan would report); ByteDecode_12 and the §7.2 check on random
 * encodings, all-0x00, all-0xFF and one value at q - 1, q or 4095 in every
 * position; encode12, compress, decompress and cbd as described at
 * compare_compress.  Planted wrong twins must be caught.  Backends the CPU
 * lacks are reported as SKIPPED.  Closing line "mlkem_kernels: N compared ...". */
#include <stdio.h>
#include <string.h>

#include "common/cpu.h"
#include "common/pick.h"
#include "pqpoly/impl.h"
#include "ring/kyber/backend.h"
#include "ring/kyber/kernels.h"

#define Q 3329
static int failures;

/* The hook types of backend.h. */
typedef unsigned (*rej_fn)(int16_t r[256], unsigned n, const uint8_t *buf, unsigned len);
typedef void (*encode12_fn)(uint8_t r[384], const int16_t a[256]);
typedef void (*compress_fn)(uint8_t *r, const int16_t a[256], unsigned d);
typedef void (*decompress_fn)(int16_t r[256], const uint8_t *a, unsigned d);
typedef void (*cbd_fn)(int16_t r[256], const uint8_t *buf, unsigned eta);

static uint64_t st = 0x243f6a8885a308d3ull;
static uint8_t rnd8(void) {
    st ^= st << 13;
    st ^= st >> 7;
    st ^= st << 17;
    return (uint8_t)(st >> 24);
}

/* 12-bit values v[i] packed as FIPS 203 bytes (d1 = low 12 bits of 3 bytes). */
static void pack(uint8_t *buf, unsigned len, unsigned (*val)(unsigned)) {
    for (unsigned i = 0; i + 3 <= len; i += 3) {
        unsigned d1 = val(2 * (i / 3)), d2 = val(2 * (i / 3) + 1);
        buf[i] = (uint8_t)d1;
        buf[i + 1] = (uint8_t)((d1 >> 8) | (d2 << 4));
        buf[i + 2] = (uint8_t)(d2 >> 4);
    }
}
static unsigned v_edge(unsigned i) { return i & 1 ? Q : Q - 1; }
static unsigned v_cycle(unsigned i) {
    static const unsigned c[4] = {Q - 1, Q, Q + 1, 4095};
    return c[i % 4];
}

/* 0 if f equals the portable rejection on every case, else 1. */
static int compare(rej_fn f) {
    static const unsigned starts[] = {0, 1, 100, 239, 240, 241, 250, 255, 256};
    static uint8_t buf[504 + 32];
    int16_t a[256], b[256];
    for (int kind = 0; kind < 8; kind++) {
        unsigned len = 504;
        if (kind == 0) memset(buf, 0, sizeof buf);
        else if (kind == 1) memset(buf, 0xff, sizeof buf);
        else if (kind == 2) pack(buf, len, v_edge);
        else if (kind == 3) pack(buf, len, v_cycle);
        else for (unsigned i = 0; i < sizeof buf; i++) buf[i] = rnd8();
        for (unsigned l = 0; l <= len; l += 3)
            for (size_t s = 0; s < sizeof starts / sizeof starts[0]; s++) {
                unsigned na, nb;
                memset(a, 0x7b, sizeof a);
                memset(b, 0x7b, sizeof b);
                na = pqpoly_kyber_rej_uniform_portable(a, starts[s], buf, l);
                nb = f(b, starts[s], buf, l);
                if (na != nb || memcmp(a, b, na * sizeof a[0]) != 0) return 1;
                if (memcmp(b, a, starts[s] * sizeof a[0]) != 0) return 1; /* kept below n */
            }
    }
    return 0;
}

/* decode12 and check12 on random encodings, on all-0x00 and all-0xFF, and
 * with one value at q - 1, q or 4095 in each position (the rest random below
 * q): equal values, equal verdicts. */
static int compare_codec(const pqpoly_kyber_backend *k) {
    static uint8_t buf[384];
    int16_t a[256], b[256];
    for (int trial = 0; trial < 3 * 256 + 40; trial++) {
        if (trial < 3 * 256) {
            unsigned pos = (unsigned)trial / 3, v = trial % 3 == 0 ? Q - 1 : trial % 3 == 1 ? Q : 4095;
            for (unsigned i = 0; i < 128; i++) {
                unsigned d1 = (unsigned)(rnd8() | rnd8() << 8) % Q, d2 = (unsigned)(rnd8() | rnd8() << 8) % Q;
                if (2 * i == pos) d1 = v;
                if (2 * i + 1 == pos) d2 = v;
                buf[3 * i] = (uint8_t)d1;
                buf[3 * i + 1] = (uint8_t)((d1 >> 8) | (d2 << 4));
                buf[3 * i + 2] = (uint8_t)(d2 >> 4);
            }
        } else if (trial == 3 * 256) {
            memset(buf, 0, sizeof buf);
        } else if (trial == 3 * 256 + 1) {
            memset(buf, 0xff, sizeof buf);
        } else {
            for (unsigned i = 0; i < sizeof buf; i++) buf[i] = rnd8();
        }
        pqpoly_kyber_decode12_portable(a, buf);
        k->decode12(b, buf);
        if (memcmp(a, b, sizeof a) != 0) return 1;
        if (pqpoly_kyber_check12_portable(buf) != k->check12(buf)) return 1;
    }
    return 0;
}

/* ByteEncode_12 and ByteEncode_d(Compress_d) for d = 1, 4, 5, 10, 11 on
 * every int16 input (256 polynomials of consecutive values cover all 65536),
 * plus the inputs with every coefficient -32768 or 32767; Decompress_d
 * (ByteDecode_d) on encodings of every d-bit value in every position class
 * (value v at coefficient i for v = i + 256 t, t over all blocks), all-0x00,
 * all-0xFF and random bytes; SamplePolyCBD for eta = 2, 3 on random,
 * all-0x00 and all-0xFF buffers.  Equal output, byte for byte. */
static const unsigned ds[] = {1, 4, 5, 10, 11};
static int compare_compress(const pqpoly_kyber_backend *k, encode12_fn enc12,
                            compress_fn comp) {
    int16_t a[256];
    uint8_t x[384 + 16], y[384 + 16];
    for (unsigned blk = 0; blk < 258; blk++) {
        for (unsigned i = 0; i < 256; i++)
            a[i] = (int16_t)(blk < 256 ? (int)(uint16_t)(256 * blk + i) - (blk >= 128 ? 65536 : 0)
                             : blk == 256 ? -32768 : 32767);
        memset(x, 0xa5, sizeof x);
        memset(y, 0xa5, sizeof y);
        pqpoly_kyber_encode12_portable(x, a);
        enc12(y, a);
        if (memcmp(x, y, sizeof x) != 0) return 1; /* also: nothing written past 384 */
        for (unsigned t = 0; t < sizeof ds / sizeof ds[0]; t++) {
            memset(x, 0xa5, sizeof x);
            memset(y, 0xa5, sizeof y);
            pqpoly_kyber_compress_portable(x, a, ds[t]);
            comp(y, a, ds[t]);
            if (memcmp(x, y, sizeof x) != 0) return 1; /* past 32 d too */
        }
    }
    (void)k;
    return 0;
}

static int compare_decompress(decompress_fn dec) {
    uint8_t buf[352];
    int16_t a[256], b[256];
    for (unsigned t = 0; t < sizeof ds / sizeof ds[0]; t++) {
        unsigned d = ds[t], blocks = (1u << d) > 256 ? (1u << d) / 256 : 1;
        for (unsigned kind = 0; kind < blocks + 13; kind++) {
            memset(buf, 0, sizeof buf);
            if (kind < blocks) { /* coefficient i holds (256 kind + i) mod 2^d */
                for (unsigned i = 0; i < 256; i++) {
                    unsigned v = (256 * kind + i) & ((1u << d) - 1);
                    for (unsigned bit = 0; bit < d; bit++)
                        buf[(i * d + bit) / 8] |= (uint8_t)(((v >> bit) & 1) << ((i * d + bit) % 8));
                }
            } else if (kind == blocks) {
                memset(buf, 0xff, 32 * d);
            } else if (kind > blocks + 1) {
                for (unsigned i = 0; i < 32 * d; i++) buf[i] = rnd8();
            }
            pqpoly_kyber_decompress_portable(a, buf, d);
            dec(b, buf, d);
            if (memcmp(a, b, sizeof a) != 0) return 1;
        }
    }
    return 0;
}

static int compare_cbd(cbd_fn cbd) {
    uint8_t buf[192];
    int16_t a[256], b[256];
    for (unsigned eta = 2; eta <= 3; eta++)
        for (unsigned kind = 0; kind < 34; kind++) {
            for (unsigned i = 0; i < sizeof buf; i++) buf[i] = kind == 0 ? 0 : kind == 1 ? 0xff : rnd8();
            pqpoly_kyber_cbd_portable(a, buf, eta);
            cbd(b, buf, eta);
            if (memcmp(a, b, sizeof a) != 0) return 1;
        }
    return 0;
}

/* Planted wrong twins the comparisons must catch: one compressed bit off for
 * the input 1665 at coefficient 129, d = 1 only; one decompressed coefficient off by one. */
static void planted_compress(uint8_t *r, const int16_t a[256], unsigned d) {
    pqpoly_kyber_compress_portable(r, a, d);
    if (d == 1 && a[129] == 1665) r[16] ^= 0x02;
}
static void planted_decompress(int16_t r[256], const uint8_t *a, unsigned d) {
    pqpoly_kyber_decompress_portable(r, a, d);
    if (d == 11) r[200]++;
}
static void planted_cbd(int16_t r[256], const uint8_t *buf, unsigned eta) {
    pqpoly_kyber_cbd_portable(r, buf, eta);
    if (eta == 3 && buf[190] == 0xff) r[255] = 3;
}

static unsigned planted(int16_t r[256], unsigned n, const uint8_t *buf, unsigned len) {
    n = pqpoly_kyber_rej_uniform_portable(r, n, buf, len);
    if (n > 3) r[3] = (int16_t)(r[3] ^ 1);
    return n;
}

int main(void) {
    size_t compared = 0, skipped = 0;
    const pqpoly_kyber_backend *done[16];
    size_t ndone = 0;
    for (size_t i = 0; i < pqpoly_kyber_backend_count(); i++) {
        const pqpoly_kyber_backend *k = pqpoly_kyber_backend_at(i);
        int seen = 0;
        if (k->isa == PQPOLY_ISA_PORTABLE) {
            if (k->rej_uniform != pqpoly_kyber_rej_uniform_portable ||
                k->cbd != pqpoly_kyber_cbd_portable || k->compress != pqpoly_kyber_compress_portable ||
                k->decompress != pqpoly_kyber_decompress_portable ||
                k->decode12 != pqpoly_kyber_decode12_portable ||
                k->check12 != pqpoly_kyber_check12_portable ||
                k->encode12 != pqpoly_kyber_encode12_portable) {
                printf("FAIL kyber backend %s/%s: a portable backend with other kernels\n", k->arith,
                       k->impl);
                failures++;
            }
            continue;
        }
        for (size_t j = 0; j < ndone; j++)
            seen |= done[j]->rej_uniform == k->rej_uniform && done[j]->decode12 == k->decode12 &&
                    done[j]->check12 == k->check12 && done[j]->encode12 == k->encode12 &&
                    done[j]->compress == k->compress && done[j]->decompress == k->decompress &&
                    done[j]->cbd == k->cbd;
        if (seen) continue; /* the kernels of its implementation, compared already */
        if (!pqpoly_isa_fits(k->isa, pqpoly_cpu_isa())) {
            printf("SKIPPED mlkem kernels/%s (CPU lacks it)\n", k->impl);
            skipped++;
            continue;
        }
        if (ndone < sizeof done / sizeof done[0]) done[ndone++] = k;
        if (compare(k->rej_uniform)) {
            printf("FAIL mlkem kernels/%s: rej_uniform differs from the portable twin\n", k->impl);
            failures++;
        }
        if (compare_codec(k)) {
            printf("FAIL mlkem kernels/%s: decode12 or check12 differs from the portable twin\n", k->impl);
            failures++;
        }
        if (compare_compress(k, k->encode12, k->compress)) {
            printf("FAIL mlkem kernels/%s: encode12 or compress differs from the portable twin\n", k->impl);
            failures++;
        }
        if (compare_decompress(k->decompress)) {
            printf("FAIL mlkem kernels/%s: decompress differs from the portable twin\n", k->impl);
            failures++;
        }
        if (compare_cbd(k->cbd)) {
            printf("FAIL mlkem kernels/%s: cbd differs from the portable twin\n", k->impl);
            failures++;
        }
        compared++;
    }
    if (compare_compress(NULL, pqpoly_kyber_encode12_portable, planted_compress) != 1 ||
        compare_decompress(planted_decompress) != 1 || compare_cbd(planted_cbd) != 1) {
        printf("FAIL a planted wrong compress, decompress or cbd twin is not caught\n");
        failures++;
    }
    if (compare(planted) != 1) {
        printf("FAIL a planted wrong rejection step is not caught\n");
        failures++;
    }
    pqpoly_set_impl("portable");
    if (pqpoly_kyber_backend_pick()->isa != PQPOLY_ISA_PORTABLE) {
        printf("FAIL the portable class does not pick a portable backend\n");
        failures++;
    }
    pqpoly_set_impl(NULL);
    printf("mlkem_kernels: compared %zu, skipped %zu; %s\n", compared, skipped,
           failures ? "FAILED" : "all equal to the portable twin");
    return failures != 0;
}
