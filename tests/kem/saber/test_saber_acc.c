/* The accumulation stages of ring saber (block recombination, [PC20, §2.4,
 * §3.4]; include/pqpoly/poly.h) for every entry that has them, portable and
 * vector alike: for k = 1..4 pairs (a_i, b_i), forward_a / forward_b of each,
 * base_acc over the k pairs, inverse_acc once, against sum a_i b_i in
 * Z_8192[x]/(x^256 + 1) computed here by schoolbook over the integers
 * (int64, then reduced: no code of the library involved).  Operands:
 *   random     a_i uniform 13-bit, b_i uniform in [-5, 5] (small_bound 5);
 *   extreme    every a coefficient -4096 (the 13-bit big of largest
 *              magnitude) or 4095, every b coefficient -5 or +5: the largest
 *              sums the leaf products and recombinations see;
 *   big*big    a_i, b_i both uniform 13-bit, and both at -4096 or 4095
 *              (all four sign combinations: the largest sums, up to
 *              4 * 256 * 2^24 = 2^34 for k = 4), for the entries whose
 *              operands are big*big (exact for any operands).
 * Also each entry's base + inverse on one pair against base_acc with k = 1.
 * Then every saber backend row (src/ring/saber/backend.h: decode13,
 * encode13, encode10, cbd for mu = 6, 8, 10) against bit-by-bit references
 * computed here, on random data and on all-zero, all-ones and alternating
 * extremes; the encoders with guard bytes after their output (a write past
 * it fails; ASan runs of this test catch a read past the input).  And the
 * picker: under each multiplier forced for ring saber (big*small), the
 * backend's product is that entry's (its accumulation stages when it has
 * them, its mul alone with the benchmark switch off), and its row is the
 * portable one under pqpoly_set_impl("portable"), the best one the CPU runs
 * otherwise.
 * An implementation this CPU cannot run is reported SKIPPED; the test fails
 * if fewer than two entries (a portable and a vector one where the CPU has
 * AVX2) were checked.  Closing line "saber_acc: N entries, N cases, N failed". */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "common/pick.h"
#include "pqpoly/impl.h"
#include "pqpoly/pqpoly.h"
#include "ring/saber/backend.h"

#define N 256
#define Q 8192
#define KMAX 4
#define TB PQPOLY_TRANSFORM_MAX_BYTES

static uint64_t rng_state = 0x3c6ef372fe94f82bull;
static uint64_t next_u64(void) { /* xorshift64*: test data only */
    rng_state ^= rng_state >> 12;
    rng_state ^= rng_state << 25;
    rng_state ^= rng_state >> 27;
    return rng_state * 0x2545f4914f6cdd1dull;
}
static int16_t uniform(int lo, int hi) { return (int16_t)(lo + (int)(next_u64() % (uint64_t)(hi - lo + 1))); }

/* c = sum_i a_i b_i in Z_q[x]/(x^n + 1), centered in [-4096, 4095]. */
static void reference(int16_t *c, int16_t a[][N], int16_t b[][N], unsigned k) {
    int64_t acc[N] = {0};
    for (unsigned p = 0; p < k; p++)
        for (int i = 0; i < N; i++)
            for (int j = 0; j < N; j++) {
                int64_t t = (int64_t)a[p][i] * b[p][j];
                if (i + j < N) acc[i + j] += t;
                else acc[i + j - N] -= t;
            }
    for (int i = 0; i < N; i++) {
        int64_t r = ((acc[i] % Q) + Q) % Q;
        c[i] = (int16_t)(r >= Q / 2 ? r - Q : r);
    }
}

static _Alignas(32) unsigned char ta[KMAX * TB], tb[KMAX * TB], tc[TB];

static int run(const pqpoly_mul_entry *e, int16_t a[][N], int16_t b[][N], unsigned k, const char *what) {
    const pqpoly_transform *t = e->transform;
    int16_t want[N], got[N];
    reference(want, a, b, k);
    for (unsigned p = 0; p < k; p++) {
        t->forward_a(ta + p * t->bytes, a[p]);
        t->forward_b(tb + p * t->bytes, b[p]);
    }
    t->base_acc(tc, ta, tb, k);
    t->inverse_acc(got, tc, k);
    for (int i = 0; i < N; i++)
        if (got[i] != want[i]) {
            printf("FAIL %s/%s %s k=%u: coefficient %d is %d, want %d\n", e->name, e->impl, what, k, i, got[i],
                   want[i]);
            return 1;
        }
    if (k == 1) { /* base + inverse, in place as pqpoly_staged_mul does */
        t->base(ta, ta, tb);
        t->inverse(got, ta);
        if (memcmp(got, want, sizeof got) != 0) {
            printf("FAIL %s/%s %s: base + inverse\n", e->name, e->impl, what);
            return 1;
        }
    }
    return 0;
}

/* BS2POLq bit by bit, centered: field i is bits 13i..13i+12 of a. */
static void decode13_reference(int16_t r[N], const uint8_t a[416]) {
    for (int i = 0; i < N; i++) {
        int v = 0;
        for (int b = 0; b < 13; b++) v |= ((a[(13 * i + b) / 8] >> ((13 * i + b) % 8)) & 1) << b;
        r[i] = (int16_t)(v >= 4096 ? v - 8192 : v);
    }
}

/* POLq2BS / POLp2BS bit by bit: bit b of field i is bit 13i + b (10i + b). */
static void encode_reference(uint8_t *r, const int16_t a[N], int bits) {
    memset(r, 0, (size_t)(N * bits / 8));
    for (int i = 0; i < N; i++)
        for (int b = 0; b < bits; b++)
            r[(bits * i + b) / 8] |= (uint8_t)((((uint16_t)a[i] >> b) & 1) << ((bits * i + b) % 8));
}

/* beta_mu bit by bit: coefficient j is HW(bits j mu .. + h - 1) - HW(next h). */
static void cbd_reference(int16_t r[N], const uint8_t *buf, int mu) {
    for (int j = 0; j < N; j++) {
        int v = 0;
        for (int b = 0; b < mu; b++) {
            int bit = (buf[(mu * j + b) / 8] >> ((mu * j + b) % 8)) & 1;
            v += b < mu / 2 ? bit : -bit;
        }
        r[j] = (int16_t)v;
    }
}

static int check_kernels(int *cases) {
    int failed = 0;
    for (size_t x = 0; x < pqpoly_saber_backend_count(); x++) {
        const pqpoly_saber_backend *k = pqpoly_saber_backend_at(x);
        if (!pqpoly_isa_fits(k->isa, pqpoly_cpu_isa())) {
            printf("SKIPPED backend/%s (this CPU lacks its instruction set)\n", k->impl);
            continue;
        }
        for (int trial = 0; trial < 20; trial++) {
            uint8_t a[416];
            int16_t want[N], got[N];
            for (int i = 0; i < 416; i++)
                a[i] = trial == 0 ? 0 : trial == 1 ? 0xff : trial == 2 ? (uint8_t)(i & 1 ? 0xaa : 0x55)
                                                                      : (uint8_t)next_u64();
            decode13_reference(want, a);
            k->decode13(got, a);
            (*cases)++;
            if (memcmp(want, got, sizeof want) != 0) {
                printf("FAIL backend/%s: decode13 differs from the bit-by-bit reference (case %d)\n", k->impl, trial);
                failed++;
            }
            for (int mu = 6; mu <= 10; mu += 2) { /* the sampler; a byte string of exactly 32 mu bytes */
                uint8_t coins[320];
                int16_t want_s[N], got_s[N];
                for (int i = 0; i < 32 * mu; i++) coins[i] = a[i];
                cbd_reference(want_s, coins, mu);
                k->cbd(got_s, coins, (unsigned)mu);
                (*cases)++;
                if (memcmp(want_s, got_s, sizeof want_s) != 0) {
                    printf("FAIL backend/%s: cbd mu=%d differs from the bit-by-bit reference (case %d)\n", k->impl,
                           mu, trial);
                    failed++;
                }
            }
            {   /* encoders: any int16 input (the low bits count), guard bytes after the output */
                int16_t c[N];
                uint8_t ref[416 + 32], out[416 + 32];
                for (int i = 0; i < N; i++)
                    c[i] = trial == 0 ? 0 : trial == 1 ? -1 : trial == 2 ? (int16_t)(i & 1 ? -4096 : 4095)
                                                                        : (int16_t)next_u64();
                for (int bits = 10; bits <= 13; bits += 3) {
                    size_t len = (size_t)(N * bits / 8);
                    encode_reference(ref, c, bits);
                    memset(ref + len, 0xA5, 32);
                    memset(out, 0xA5, sizeof out);
                    if (bits == 13) k->encode13(out, c);
                    else k->encode10(out, c);
                    (*cases)++;
                    if (memcmp(ref, out, len + 32) != 0) {
                        printf("FAIL backend/%s: encode%d differs from the bit-by-bit reference or writes past "
                               "byte %zu (case %d)\n", k->impl, bits, len, trial);
                        failed++;
                    }
                }
            }
        }
    }
    return failed;
}

/* The product the picker gives under the ring's current selection: the
 * selected entry's, staged exactly when the entry has accumulation stages
 * and the switch is on.  Returns the failures. */
static int product_is(const pqpoly_saber_backend *B, const pqpoly_mul_entry *e, int staged, const char *what) {
    const pqpoly_transform *t = e->transform;
    int bad = B->prod.entry != e || B->prod.mul != e->mul || B->prod.ring != pqpoly_ring_get("saber");
    if (staged)
        bad |= t == NULL || B->prod.bytes != t->bytes || B->prod.forward_a != t->forward_a ||
               B->prod.forward_b != t->forward_b || B->prod.base_acc != t->base_acc ||
               B->prod.inverse_acc != t->inverse_acc;
    else
        bad |= B->prod.bytes != 0 || B->prod.forward_a != NULL || B->prod.forward_b != NULL ||
               B->prod.base_acc != NULL || B->prod.inverse_acc != NULL;
    if (bad)
        printf("FAIL picker %s: the product is not %s/%s %s\n", what, e->name, e->impl, staged ? "staged" : "mul");
    return bad;
}

static int check_picker(int *cases) {
    const pqpoly_ring *ring = pqpoly_ring_get("saber");
    const char *impl = pqpoly_get_impl();
    int failed = 0;
    for (size_t x = 0; x < pqpoly_mul_count(); x++) {
        const pqpoly_mul_entry *e = pqpoly_mul_at(x), *sel;
        pqpoly_saber_backend B;
        int was, staged;
        if (strcmp(e->ring, "saber") != 0 || pqpoly_ring_force_mul(ring, PQPOLY_BIG_SMALL, e->name) != 0) continue;
        sel = pqpoly_ring_default_mul(ring, PQPOLY_BIG_SMALL);
        if (sel == NULL || strcmp(sel->name, e->name) != 0) {
            printf("FAIL picker: forcing %s selects %s\n", e->name, sel != NULL ? sel->name : "nothing");
            failed++;
            continue;
        }
        staged = sel->transform != NULL && sel->transform->base_acc != NULL && sel->transform->inverse_acc != NULL;
        B = pqpoly_saber_backend_pick();
        failed += product_is(&B, sel, staged, e->name);
        was = pqpoly_saber_recombine_set(0);
        B = pqpoly_saber_backend_pick();
        failed += product_is(&B, sel, 0, "with the switch off");
        pqpoly_saber_recombine_set(was);
        *cases += 2;
    }
    pqpoly_ring_reset_selection();
    {
        pqpoly_saber_backend B = pqpoly_saber_backend_pick();
        uint32_t isa[8];
        size_t n = pqpoly_saber_backend_count(), k;
        for (size_t i = 0; i < n && i < 8; i++) isa[i] = pqpoly_saber_backend_at(i)->isa;
        k = pqpoly_pick(isa, n < 8 ? n : 8, pqpoly_isa_usable());
        if (k >= n || B.encode13 != pqpoly_saber_backend_at(k)->encode13 ||
            B.isa != pqpoly_saber_backend_at(k)->isa || B.prod.entry != pqpoly_ring_default_mul(ring, PQPOLY_BIG_SMALL)) {
            printf("FAIL picker: the backend is %s, not the best row the library may run (%s)\n", B.impl,
                   pqpoly_get_impl());
            failed++;
        }
        (*cases)++;
    }
    if (pqpoly_set_impl("portable") == 0) {
        pqpoly_saber_backend B = pqpoly_saber_backend_pick();
        if (B.isa != PQPOLY_ISA_PORTABLE || B.prod.entry->isa != PQPOLY_ISA_PORTABLE ||
            B.decode13 != pqpoly_saber_backend_at(0)->decode13) {
            printf("FAIL picker: under \"portable\" the backend is %s with %s/%s\n", B.impl, B.prod.entry->name,
                   B.prod.entry->impl);
            failed++;
        }
        (*cases)++;
    }
    pqpoly_set_impl(impl);
    return failed;
}

int main(void) {
    static int16_t a[KMAX][N], b[KMAX][N];
    int entries = 0, cases = 0, failed = 0, vector = 0, vector_runs = 0;
    for (size_t x = 0; x < pqpoly_mul_count(); x++) {
        const pqpoly_mul_entry *e = pqpoly_mul_at(x);
        const pqpoly_transform *t = e->transform;
        if (strcmp(e->ring, "saber") != 0 || t == NULL || t->base_acc == NULL || t->inverse_acc == NULL) continue;
        if (e->isa != PQPOLY_ISA_PORTABLE) vector++;
        if (!pqpoly_isa_fits(e->isa, pqpoly_cpu_isa())) {
            printf("SKIPPED %s/%s (this CPU lacks its instruction set)\n", e->name, e->impl);
            continue;
        }
        if (t->bytes > TB) {
            printf("FAIL %s/%s: %zu transformed bytes\n", e->name, e->impl, t->bytes);
            failed++;
            continue;
        }
        if (e->isa != PQPOLY_ISA_PORTABLE) vector_runs++;
        entries++;
        for (unsigned k = 1; k <= KMAX; k++) {
            for (int trial = 0; trial < 3; trial++) {
                for (unsigned p = 0; p < k; p++)
                    for (int i = 0; i < N; i++) {
                        a[p][i] = uniform(-4096, 4095);
                        b[p][i] = uniform(-5, 5);
                    }
                failed += run(e, a, b, k, "random");
                cases++;
            }
            for (int s = 0; s < 4; s++) { /* signs of (a, b): all combinations */
                for (unsigned p = 0; p < k; p++)
                    for (int i = 0; i < N; i++) {
                        a[p][i] = (int16_t)((s & 1) ? 4095 : -4096);
                        b[p][i] = (int16_t)((s & 2) ? 5 : -5);
                    }
                failed += run(e, a, b, k, "extreme");
                cases++;
            }
            if (e->operands != PQPOLY_BIG_BIG) continue;
            for (unsigned p = 0; p < k; p++)
                for (int i = 0; i < N; i++) {
                    a[p][i] = uniform(-4096, 4095);
                    b[p][i] = uniform(-4096, 4095);
                }
            failed += run(e, a, b, k, "big*big");
            cases++;
            for (int sg = 0; sg < 4; sg++) {
                for (unsigned p = 0; p < k; p++)
                    for (int i = 0; i < N; i++) {
                        a[p][i] = (int16_t)((sg & 1) ? 4095 : -4096);
                        b[p][i] = (int16_t)((sg & 2) ? 4095 : -4096);
                    }
                failed += run(e, a, b, k, "big*big extreme");
                cases++;
            }
        }
    }
    if (entries < 2) {
        printf("FAIL: only %d entries with accumulation stages\n", entries);
        failed++;
    }
    if ((pqpoly_cpu_isa() & PQPOLY_ISA_X86_AVX2) && vector > 0 && vector_runs == 0) {
        printf("FAIL: no vector entry ran on an AVX2 CPU\n");
        failed++;
    }
    failed += check_kernels(&cases);
    failed += check_picker(&cases);
    printf("saber_acc: %d entries, %d cases, %d failed\n", entries, cases, failed);
    return failed ? 1 : 0;
}
