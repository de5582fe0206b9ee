/* The hot paths of each NewHope backend the CPU runs (src/ring/newhope/
 * backend.h; backends sharing hooks are run once) against the portable
 * ones, and the portable ones against definitions written here:
 *  - rej: random buffers and crafted ones (all 0x00: all accepted; all 0xFF:
 *    16383, all rejected; q - 1, q alternating; high bits 0xC000 set over
 *    small values, which only the 14-bit mask accepts) for every even length
 *    0..336 and start counts 0, 1, 500, 1007, 1008, 1009, 1020, 1023, 1024:
 *    the count and the values up to it must agree;
 *  - psi16: random bytes, all 0x00, all 0xFF (words +8+8-8-8 = 0), the
 *    extremes 0x0000FFFF (+16) and 0xFFFF0000 (-16), against a bit count;
 *  - tobytes: random int16, every extreme (-32768, 32767, +-q, +-(q+1)/2) in
 *    every position, against the reference bit layout and the canonical
 *    representative computed with %; frombytes: random and all-0xFF bytes,
 *    and frombytes(tobytes(x)) = x mod q;
 *  - rec: random v in [0, q) and hints 0..3, and the extremes (v all 0, all
 *    q - 1, values at the decision boundaries 2q k +- 1, hints all 0 / all 3)
 *    against the portable Rec (src/ring/newhope/reconcile.c, itself checked
 *    by the vectors);
 *    HelpRec on the same v with random, all-0 and all-0xFF random bytes;
 *  - hints_frombytes: every byte value in every position against the
 *    portable decoding (itself checked against the bit layout below).
 * Also the portable helpers the KEM calls around them: newhope_freeze
 * (src/ntt/newhope/arith.h) on every int16 against %, and the hint decoding
 * (reconcile.c) on every byte value in every position against the bit
 * layout and as the inverse of the hint encoding.
 * A planted wrong twin (PQPOLY_TEST_PLANT=1 flips one value of the AVX2
 * rej, psi16, tobytes, rec, helprec and hints_frombytes outputs) must be
 * caught.
 * Backends the CPU lacks are reported as SKIPPED. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/cpu.h"
#include "common/pick.h"
#include "ntt/newhope/arith.h"
#include "reconcile.h"
#include "ring/newhope/backend.h"

#define Q NEWHOPE_Q
static int failures, compared;
static int plant;

static uint64_t st = 0x243f6a8885a308d3ull;
static uint8_t rnd8(void) {
    st ^= st << 13;
    st ^= st >> 7;
    st ^= st << 17;
    return (uint8_t)(st >> 24);
}

static void fail(const char *impl, const char *what) {
    if (failures++ < 10) printf("FAIL %s: %s\n", impl, what);
}

static void check_rej(const pqpoly_newhope_backend *k) {
    static uint8_t buf[336];
    static const unsigned starts[] = {0, 1, 500, 1007, 1008, 1009, 1020, 1023, 1024};
    for (int kind = 0; kind < 5; kind++) {
        for (unsigned i = 0; i < sizeof buf; i += 2) {
            unsigned v;
            switch (kind) {
            case 0: v = (unsigned)rnd8() | (unsigned)rnd8() << 8; break;
            case 1: v = 0; break;
            case 2: v = 0xffff; break;
            case 3: v = (i / 2) % 2 ? Q : Q - 1; break;
            default: v = 0xc000u | (i * 7u % 16384u); break;
            }
            buf[i] = (uint8_t)v;
            buf[i + 1] = (uint8_t)(v >> 8);
        }
        for (unsigned len = 0; len <= sizeof buf; len += 2) {
            for (unsigned s = 0; s < sizeof starts / sizeof starts[0]; s++) {
                int16_t a[NEWHOPE_N], b[NEWHOPE_N];
                for (unsigned i = 0; i < NEWHOPE_N; i++) a[i] = b[i] = (int16_t)(i * 3);
                unsigned na = pqpoly_newhope_rej_portable(a, starts[s], buf, len);
                unsigned nb = k->rej(b, starts[s], buf, len);
                if (plant && nb > starts[s]) b[nb - 1] ^= 1;
                compared++;
                if (na != nb || memcmp(a, b, sizeof(int16_t) * na) != 0) fail(k->impl, "rej");
            }
        }
    }
}

static int pc(unsigned x) { return __builtin_popcount(x); }

static void check_psi16(const pqpoly_newhope_backend *k) {
    static uint8_t buf[NEWHOPE_NOISEBYTES];
    for (int kind = 0; kind < 5; kind++) {
        for (unsigned i = 0; i < NEWHOPE_N; i++) {
            uint32_t w = kind == 0 ? (uint32_t)rnd8() | (uint32_t)rnd8() << 8 | (uint32_t)rnd8() << 16 | (uint32_t)rnd8() << 24
                       : kind == 1 ? 0 : kind == 2 ? 0xffffffffu : kind == 3 ? 0x0000ffffu : 0xffff0000u;
            for (int j = 0; j < 4; j++) buf[4 * i + (unsigned)j] = (uint8_t)(w >> (8 * j));
        }
        int16_t a[NEWHOPE_N], b[NEWHOPE_N];
        pqpoly_newhope_psi16_portable(a, buf);
        k->psi16(b, buf);
        if (plant) b[kind * 100] ^= 1;
        for (unsigned i = 0; i < NEWHOPE_N; i++) {
            const uint8_t *p = buf + 4 * i;
            int want = pc(p[0]) + pc(p[1]) - pc(p[2]) - pc(p[3]);
            compared++;
            if (a[i] != want || b[i] != want) {
                fail(k->impl, "psi16");
                break;
            }
        }
    }
}

static void check_pack(const pqpoly_newhope_backend *k) {
    static const int16_t ext[] = {-32768, 32767, Q, -Q, (Q + 1) / 2, -(Q + 1) / 2, 0, Q - 1};
    for (int kind = 0; kind < 9; kind++) {
        int16_t x[NEWHOPE_N], y[NEWHOPE_N], z[NEWHOPE_N];
        uint8_t a[NEWHOPE_POLYBYTES], b[NEWHOPE_POLYBYTES];
        for (unsigned i = 0; i < NEWHOPE_N; i++)
            x[i] = kind == 8 ? (int16_t)((unsigned)rnd8() | (unsigned)rnd8() << 8) : ext[(i + (unsigned)kind) % 8];
        pqpoly_newhope_tobytes_portable(a, x);
        k->tobytes(b, x);
        if (plant) b[NEWHOPE_POLYBYTES - 1] ^= 1;
        compared++;
        if (memcmp(a, b, sizeof a) != 0) fail(k->impl, "tobytes vs portable");
        for (unsigned i = 0; i < NEWHOPE_N; i++) { /* the layout: value i at bits 14 i .. 14 i + 13 */
            unsigned t = 0, want = (unsigned)(((int)x[i] % Q + Q) % Q);
            for (unsigned j = 0; j < 14; j++) t |= (unsigned)((a[(14 * i + j) / 8] >> ((14 * i + j) % 8)) & 1) << j;
            if (t != want) {
                fail(k->impl, "tobytes layout/canonical");
                break;
            }
        }
        pqpoly_newhope_frombytes_portable(y, b);
        k->frombytes(z, b);
        compared++;
        if (memcmp(y, z, sizeof y) != 0) fail(k->impl, "frombytes vs portable");
        for (unsigned i = 0; i < NEWHOPE_N; i++)
            if (z[i] != ((int)x[i] % Q + Q) % Q) {
                fail(k->impl, "frombytes(tobytes(x)) != x mod q");
                break;
            }
    }
    uint8_t ff[NEWHOPE_POLYBYTES];
    int16_t y[NEWHOPE_N], z[NEWHOPE_N];
    memset(ff, 0xff, sizeof ff);
    pqpoly_newhope_frombytes_portable(y, ff);
    k->frombytes(z, ff);
    compared++;
    for (unsigned i = 0; i < NEWHOPE_N; i++)
        if (y[i] != 0x3fff || z[i] != 0x3fff) {
            fail(k->impl, "frombytes all-0xFF");
            break;
        }
}

static void check_rec(const pqpoly_newhope_backend *k) {
    static const int16_t bnd[] = {0, 1, Q / 2, Q / 2 + 1, Q / 4, 3 * Q / 4, Q - 1, Q - 2};
    for (int kind = 0; kind < 40; kind++) {
        int16_t v[NEWHOPE_N];
        uint8_t c[NEWHOPE_N], a[NEWHOPE_KEYBYTES], b[NEWHOPE_KEYBYTES];
        for (unsigned i = 0; i < NEWHOPE_N; i++) {
            unsigned r = (unsigned)rnd8() | (unsigned)rnd8() << 8;
            v[i] = kind == 0 ? 0 : kind == 1 ? (int16_t)(Q - 1) : kind < 6 ? bnd[(i * 5u + (unsigned)kind) % 8]
                                                             : (int16_t)(r % Q);
            c[i] = kind == 2 ? 0 : kind == 3 ? 3 : (uint8_t)(rnd8() & 3);
        }
        pqpoly_newhope_rec_portable(a, v, c);
        k->rec(b, v, c);
        if (plant) b[kind % NEWHOPE_KEYBYTES] ^= 1;
        compared++;
        if (memcmp(a, b, sizeof a) != 0) fail(k->impl, "rec");
        uint8_t rnd[32], ca[NEWHOPE_N], cb[NEWHOPE_N];
        for (unsigned i = 0; i < 32; i++) rnd[i] = kind % 3 == 0 ? 0 : kind % 3 == 1 ? 0xff : rnd8();
        pqpoly_newhope_helprec_portable(ca, v, rnd);
        k->helprec(cb, v, rnd);
        if (plant) cb[kind * 7] ^= 1;
        compared++;
        if (memcmp(ca, cb, sizeof ca) != 0) fail(k->impl, "helprec");
    }
}

static void check_helpers(void) {
    for (int a = -32768; a <= 32767; a++) {
        compared++;
        if (newhope_freeze((int16_t)a) != (a % Q + Q) % Q) {
            fail("portable", "newhope_freeze vs %");
            break;
        }
    }
    for (unsigned shift = 0; shift < 4; shift++) { /* byte value x at byte i, others (x + 37 i) */
        for (unsigned x = 0; x < 256; x++) {
            uint8_t in[NEWHOPE_RECBYTES], c[NEWHOPE_N], back[NEWHOPE_RECBYTES];
            for (unsigned i = 0; i < NEWHOPE_RECBYTES; i++) in[i] = (uint8_t)(x + 37 * i + 61 * shift);
            pqpoly_newhope_hints_frombytes_portable(c, in);
            pqpoly_newhope_hints_tobytes(back, c);
            compared++;
            for (unsigned i = 0; i < NEWHOPE_N; i++)
                if (c[i] != ((in[i / 4] >> (2 * (i % 4))) & 3)) {
                    fail("portable", "hints_frombytes layout");
                    break;
                }
            if (memcmp(in, back, sizeof in) != 0) fail("portable", "hints_tobytes(hints_frombytes(x)) != x");
        }
    }
}

static void check_hints(const pqpoly_newhope_backend *k) {
    for (unsigned shift = 0; shift < 4; shift++) {
        for (unsigned x = 0; x < 256; x++) {
            uint8_t in[NEWHOPE_RECBYTES], a[NEWHOPE_N], b[NEWHOPE_N];
            for (unsigned i = 0; i < NEWHOPE_RECBYTES; i++) in[i] = (uint8_t)(x + 37 * i + 61 * shift);
            pqpoly_newhope_hints_frombytes_portable(a, in);
            k->hints_frombytes(b, in);
            if (plant) b[(x * 5) % NEWHOPE_N] ^= 1;
            compared++;
            if (memcmp(a, b, sizeof a) != 0) {
                fail(k->impl, "hints_frombytes");
                return;
            }
        }
    }
}

int main(void) {
    const char *p = getenv("PQPOLY_TEST_PLANT");
    plant = p != NULL && p[0] == '1';
    for (size_t i = 0; i < pqpoly_newhope_backend_count(); i++) {
        const pqpoly_newhope_backend *k = pqpoly_newhope_backend_at(i);
        int seen = 0;
        if (!pqpoly_isa_fits(k->isa, pqpoly_cpu_isa())) {
            printf("SKIPPED %s/%s (CPU lacks it)\n", k->name, k->impl);
            continue;
        }
        for (size_t j = 0; j < i; j++) { /* the same hooks as an earlier backend: run once */
            const pqpoly_newhope_backend *e = pqpoly_newhope_backend_at(j);
            seen |= e->rej == k->rej && e->psi16 == k->psi16 && e->tobytes == k->tobytes &&
                    e->frombytes == k->frombytes && e->rec == k->rec && e->helprec == k->helprec &&
                    e->hints_frombytes == k->hints_frombytes;
        }
        if (seen) continue;
        int pl = plant;
        plant = pl && k->isa != PQPOLY_ISA_PORTABLE; /* plant only into the vector twins */
        check_rej(k);
        check_psi16(k);
        check_pack(k);
        check_rec(k);
        check_hints(k);
        plant = pl;
    }
    check_helpers();
    printf("newhope_kernels: %d compared, %d failures\n", compared, failures);
    return failures != 0;
}
