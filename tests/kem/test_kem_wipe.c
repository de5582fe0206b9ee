/* Secrets do not outlive a decapsulation on the stack.
 *
 * For every registered KEM (and, for sntrup761, ntrulpr761, mlkem768 and saber, with
 * every multiplier registered for their rings), the test paints the stack
 * below its frame, runs keypair and enc, repaints, runs dec with the planted
 * secret key, and then reads the dead stack that dec and everything it called
 * used.  It looks there for the secret in every plain form the code holds it
 * in: the decoded secret polynomials (f and 1/g in R/3 for sntrup, a for
 * ntrulpr, s-hat for ML-KEM/Kyber, s for Saber) as int8, int16 and int32 arrays, the
 * encoded secret-key bytes, and the shared secret.  For NTRU Prime it also
 * looks for the plaintext and what dec derives from it, which are as secret
 * as the key: sntrup's r, its encoding Small(r) and e = g*r in R/3 (the
 * value of 3fc mod 3 that dec computes), ntrulpr's r_enc (the I bits) and
 * b = HashShort(r_enc).  The test computes them itself, from the
 * specification's formulas, out of the bytes a recording random source gave
 * keypair (g) and enc (r, r_enc).  Any 32-byte run of one of
 * them (64 for int32; runs with too little variety to be meaningful are not
 * searched) is a leftover and fails the test.  It also reports how many bytes
 * of the dead stack are neither paint nor zero (registers spilled, return
 * addresses, public data).
 *
 * Run on both paths (kem_wipe, kem_wipe_portable); the first argument, if
 * any, is the recording source's seed (each run prints the one it used).
 *
 * Reading below the stack pointer is outside C; it is well defined on the
 * x86-64 and AArch64 ABIs the project targets, with no signal handlers here.
 * The test is not run under ASan or valgrind, which would object to it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "common/env_select.h"
#include "pqpoly/pqpoly.h"
#include "pqpoly/random.h"

#include "params/ntrup.h"
#include "sym/aes.h"
#include "sym/sha2.h"

#define REGION (768 * 1024) /* deepest multiplier (karatsuba) uses about 200 KiB */
#define GAP 4096            /* what the painting and reading functions may use themselves */
#define PAINT 0xA7
#define MAX_BYTES 8192

static uint8_t snap[REGION];

#define NOINLINE __attribute__((noinline))

NOINLINE static void paint(void) {
    volatile uint8_t *top = (volatile uint8_t *)__builtin_frame_address(0) - GAP;
    for (size_t i = 1; i <= REGION; i++) top[-(ptrdiff_t)i] = PAINT;
}

NOINLINE static void snapshot(void) {
    volatile uint8_t *top = (volatile uint8_t *)__builtin_frame_address(0) - GAP;
    for (size_t i = 1; i <= REGION; i++) snap[REGION - i] = top[-(ptrdiff_t)i];
}

/* Runs dec below a pad, so that its frames lie inside the painted region. */
NOINLINE static int deep_dec(const pqpoly_kem *k, uint8_t *ss, const uint8_t *ct, const uint8_t *sk) {
    volatile uint8_t pad[2 * GAP];
    int rc;
    pad[0] = 1;
    rc = k->dec(ss, ct, sk);
    pad[sizeof pad - 1] = pad[0];
    return rc;
}

/* ---- the secret in its plain forms ---- */
#define MAX_PATTERNS 24
typedef struct {
    const char *what;
    uint8_t *bytes;
    size_t len, step; /* windows start every `step` bytes (the element size) */
    size_t window;
} pattern;

static pattern patterns[MAX_PATTERNS];
static int npatterns;

static void add_pattern(const char *what, const void *p, size_t len, size_t step, size_t window) {
    pattern *t = &patterns[npatterns++];
    t->what = what;
    t->bytes = malloc(len);
    memcpy(t->bytes, p, len);
    t->len = len;
    t->step = step;
    t->window = window;
}

/* The polynomial v[0..n) as int8, int16 and int32 arrays. */
static void add_poly(const char *name, const int32_t *v, size_t n) {
    static char names[MAX_PATTERNS][64];
    int8_t *b8 = malloc(n);
    int16_t *b16 = malloc(2 * n);
    int32_t *b32 = malloc(4 * n);
    int small = 1;
    for (size_t i = 0; i < n; i++) {
        b8[i] = (int8_t)v[i];
        b16[i] = (int16_t)v[i];
        b32[i] = v[i];
        if (v[i] < -128 || v[i] > 127) small = 0;
    }
    if (small) {
        snprintf(names[npatterns], sizeof names[0], "%s as int8", name);
        add_pattern(names[npatterns], b8, n, 1, 32);
    }
    /* Windows of 32 coefficients whatever the element size: a window of 16
     * sparse ternary coefficients also matches other sparse ternary data on
     * the dead stack by chance (seen about once in 30 runs of the suite),
     * 32 of them do not; a real copy of the secret matches either way. */
    snprintf(names[npatterns], sizeof names[0], "%s as int16", name);
    add_pattern(names[npatterns], b16, 2 * n, 2, 64);
    snprintf(names[npatterns], sizeof names[0], "%s as int32", name);
    add_pattern(names[npatterns], b32, 4 * n, 4, 128);
    free(b8);
    free(b16);
    free(b32);
}

static void clear_patterns(void) {
    for (int i = 0; i < npatterns; i++) free(patterns[i].bytes);
    npatterns = 0;
}

/* Enough variety that a match cannot be chance: a quarter of the bytes
 * nonzero and at least three distinct byte values. */
static int meaningful(const uint8_t *w, size_t n) {
    size_t nonzero = 0, distinct = 0;
    uint8_t seen[256] = {0};
    for (size_t i = 0; i < n; i++) {
        nonzero += w[i] != 0;
        if (!seen[w[i]]) {
            seen[w[i]] = 1;
            distinct++;
        }
    }
    return nonzero * 4 >= n && distinct >= 3;
}

/* Index of every meaningful window by its first 8 bytes (open addressing). */
#define TABLE_BITS 17
typedef struct {
    uint64_t key;
    int pat;
    uint32_t off;
    int used;
} slot;
static slot table[1u << TABLE_BITS];

static uint64_t load8(const uint8_t *p) {
    uint64_t x;
    memcpy(&x, p, 8);
    return x;
}

static uint32_t hash8(uint64_t k) { return (uint32_t)((k * 0x9e3779b97f4a7c15ull) >> (64 - TABLE_BITS)); }

static void build_table(void) {
    memset(table, 0, sizeof table);
    for (int p = 0; p < npatterns; p++) {
        const pattern *t = &patterns[p];
        for (size_t off = 0; off + t->window <= t->len; off += t->step) {
            uint64_t k;
            uint32_t h;
            if (!meaningful(t->bytes + off, t->window)) continue;
            k = load8(t->bytes + off);
            h = hash8(k);
            while (table[h].used) h = (h + 1) & ((1u << TABLE_BITS) - 1);
            table[h] = (slot){k, p, (uint32_t)off, 1};
        }
    }
}

/* The number of leftovers found in the snapshot; prints the first few. */
static int search(const char *label) {
    int found = 0;
    for (size_t i = 0; i + 128 <= REGION; i++) { /* 128 bytes: the longest window */
        uint64_t k = load8(snap + i);
        uint32_t h = hash8(k);
        while (table[h].used) {
            const pattern *t = &patterns[table[h].pat];
            if (table[h].key == k && memcmp(snap + i, t->bytes + table[h].off, t->window) == 0) {
                if (found < 3)
                    printf("FAIL %s: %s left on the stack (window at byte %u, %zu bytes below the top)\n",
                           label, t->what, table[h].off, REGION - i);
                found++;
                i += t->window - 1;
                break;
            }
            h = (h + 1) & ((1u << TABLE_BITS) - 1);
        }
    }
    return found;
}

static size_t residue(void) {
    size_t n = 0;
    for (size_t i = 0; i < REGION; i++) n += snap[i] != PAINT && snap[i] != 0;
    return n;
}

static int failures, cases;

/* ---- a recording random source (NTRU Prime's plaintext and g) ---- */
#define LOG_BYTES (64 * 1024)
#define LOG_CALLS 64
static uint8_t rlog[LOG_BYTES];
static size_t rlog_len, call_off[LOG_CALLS], call_len[LOG_CALLS];
static int ncalls;
static uint64_t rstate;

static int recording_source(void *ctx, uint8_t *buf, size_t n) {
    (void)ctx;
    for (size_t i = 0; i < n; i++) { /* splitmix64, one byte per step */
        uint64_t z = (rstate += 0x9e3779b97f4a7c15ull);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
        buf[i] = (uint8_t)((z ^ (z >> 31)) >> 56);
    }
    if (ncalls < LOG_CALLS && rlog_len + n <= LOG_BYTES) {
        memcpy(rlog + rlog_len, buf, n);
        call_off[ncalls] = rlog_len;
        call_len[ncalls++] = n;
        rlog_len += n;
    }
    return 0;
}

static void log_reset(void) {
    rlog_len = 0;
    ncalls = 0;
}

/* The last logged call of n bytes before call `before`, or NULL. */
static const uint8_t *last_call(size_t n, int before) {
    for (int i = before - 1; i >= 0; i--)
        if (call_len[i] == n) return rlog + call_off[i];
    return NULL;
}

static uint32_t le32(const uint8_t *b) {
    return (uint32_t)b[0] | ((uint32_t)b[1] << 8) | ((uint32_t)b[2] << 16) | ((uint32_t)b[3] << 24);
}

static int cmp_u32(const void *a, const void *b) {
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return x < y ? -1 : x > y;
}

/* Short_fromlist of the p little-endian words in b (specification). */
static void short_fromlist(int32_t *out, const uint8_t *b, size_t p, size_t w) {
    static uint32_t L[1280];
    for (size_t i = 0; i < p; i++) L[i] = i < w ? le32(b + 4 * i) & ~1u : (le32(b + 4 * i) & ~3u) | 1;
    qsort(L, p, sizeof L[0], cmp_u32);
    for (size_t i = 0; i < p; i++) out[i] = (int32_t)(L[i] & 3) - 1;
}

/* h = f*g in Z_3[x]/(x^p - x - 1), coefficients in {-1, 0, 1}. */
static void r3_mul(int32_t *h, const int32_t *f, const int32_t *g, size_t p) {
    static int32_t t[2 * 1280];
    memset(t, 0, sizeof t);
    for (size_t i = 0; i < p; i++)
        for (size_t j = 0; j < p; j++) t[i + j] += f[i] * g[j];
    for (size_t k = 2 * p - 2; k >= p; k--) { /* x^k = x^(k-p+1) + x^(k-p) */
        t[k - p + 1] += t[k];
        t[k - p] += t[k];
    }
    for (size_t i = 0; i < p; i++) h[i] = ((t[i] % 3) + 4) % 3 - 1;
}

static size_t ntrup_w(size_t p, int lpr) {
#define W_ROW(pp, q, w, wl, t0, t1, t2, t3, rqb, rb)                                               \
    if (p == pp) return lpr ? wl : w;
    PQPOLY_NTRUP_SETS(W_ROW)
#undef W_ROW
    return 0;
}

/* The plaintext and what dec derives from it, for an NTRU Prime KEM whose
 * keypair randomness was saved in kp_log (kp_calls calls) and whose enc
 * randomness is the current log. */
static uint8_t kp_log[LOG_BYTES];
static size_t kp_off[LOG_CALLS], kp_len[LOG_CALLS];
static int kp_calls;

static void plant_ntrup_plaintext(const pqpoly_kem *k, const uint8_t *sk, size_t p) {
    static int32_t g[1280], r[1280], e[1280];
    static uint8_t words[4 * 1280];
    int lpr = strcmp(k->family, "ntrulpr") == 0;
    size_t w = ntrup_w(p, lpr);
    if (!lpr) {
        /* keypair: ... Small_random (g, the last one), Short_random (f) */
        const uint8_t *gb = NULL;
        int seen_f = 0;
        for (int i = kp_calls - 1; i >= 0 && gb == NULL; i--)
            if (kp_len[i] == 4 * p) {
                if (seen_f) gb = kp_log + kp_off[i];
                seen_f = 1;
            }
        const uint8_t *rb = last_call(4 * p, ncalls);
        static uint8_t small_r[320];
        if (gb == NULL || rb == NULL) {
            printf("FAIL %s: keypair or enc drew no randomness of 4p bytes\n", k->name);
            failures++;
            return;
        }
        for (size_t i = 0; i < p; i++) g[i] = (int32_t)(((le32(gb + 4 * i) & 0x3fffffffu) * 3) >> 30) - 1;
        short_fromlist(r, rb, p, w);
        r3_mul(e, g, r, p);
        { /* the test's own check of what it derived: e (1/g) = r in R/3 */
            static int32_t v[1280], ev[1280];
            size_t sb = (p + 3) / 4;
            for (size_t i = 0; i < p; i++) {
                uint32_t code = (sk[sb + i / 4] >> (2 * (i % 4))) & 3;
                v[i] = code == 3 ? -1 : (int32_t)code - 1;
            }
            r3_mul(ev, e, v, p);
            if (memcmp(ev, r, p * sizeof r[0]) != 0) {
                printf("FAIL %s: the test's e = g*r and r disagree with 1/g of the secret key\n", k->name);
                failures++;
            }
        }
        add_poly("r", r, p);
        add_poly("e = g*r in R/3", e, p);
        memset(small_r, 0, sizeof small_r); /* Small: 4 coefficients a byte, value + 1 */
        for (size_t i = 0; i < p; i++) small_r[i / 4] = (uint8_t)(small_r[i / 4] | (r[i] + 1) << (2 * (i % 4)));
        add_pattern("Small(r)", small_r, (p + 3) / 4, 1, 32);
    } else {
        /* enc: Inputs_random (r_enc, 32 bytes); b = HashShort(r_enc) */
        const uint8_t *r_enc = last_call(32, ncalls);
        uint8_t x[33], h[64];
        static const uint8_t iv[16] = {0};
        if (r_enc == NULL) {
            printf("FAIL %s: enc drew no 32 random bytes\n", k->name);
            failures++;
            return;
        }
        x[0] = 5;
        memcpy(x + 1, r_enc, 32);
        if (pqpoly_sha512(h, x, sizeof x) != 0 || pqpoly_aes256_ctr(words, 4 * p, iv, h) != 0) {
            printf("FAIL %s: SHA-512 or AES failed\n", k->name);
            failures++;
            return;
        }
        short_fromlist(r, words, p, w);
        add_pattern("r_enc", r_enc, 32, 1, 32);
        add_poly("b = HashShort(r_enc)", r, p);
    }
}

/* The planted secret of k's secret key, in every plain form. */
static void plant(const pqpoly_kem *k, const uint8_t *sk, const uint8_t *ss) {
    static int32_t v[4 * 256];
    add_pattern("the encoded secret key", sk, k->secretkeybytes < 1024 ? k->secretkeybytes : 1024, 1, 32);
    add_pattern("the shared secret", ss, k->bytes, 1, 32);
    if (strcmp(k->family, "sntrup") == 0 || strcmp(k->family, "ntrulpr") == 0) {
        size_t p = (size_t)atoi(k->name + strlen(k->family)), sb = (p + 3) / 4;
        int polys = strcmp(k->family, "sntrup") == 0 ? 2 : 1;
        for (int j = 0; j < polys; j++) {
            for (size_t i = 0; i < p; i++) {
                uint32_t code = (sk[j * sb + i / 4] >> (2 * (i % 4))) & 3;
                v[i] = code == 3 ? -1 : (int32_t)code - 1;
            }
            add_poly(j == 0 ? (polys == 2 ? "f" : "a") : "1/g in R/3", v, p);
        }
        plant_ntrup_plaintext(k, sk, p);
    } else if (strcmp(k->family, "saber") == 0) { /* s: l polynomials of 256 13-bit values */
        size_t l = (k->publickeybytes - 32) / 320, acc = 0, have = 0, at = 0;
        for (size_t i = 0; i < l * 256; i++) {
            while (have < 13) {
                acc |= (size_t)sk[at++] << have;
                have += 8;
            }
            v[i] = (int32_t)(acc & 0x1fff);
            v[i] -= (v[i] & 0x1000) << 1; /* centered: |s| <= mu/2 */
            acc >>= 13;
            have -= 13;
        }
        add_poly("s", v, l * 256);
    } else if (strcmp(k->family, "newhope") == 0) { /* s-hat: 1024 14-bit values, 4 in 7 bytes */
        for (size_t i = 0; i < 256; i++) {
            const uint8_t *b = sk + 7 * i;
            v[4 * i] = b[0] | ((b[1] & 0x3f) << 8);
            v[4 * i + 1] = (b[1] >> 6) | (b[2] << 2) | ((b[3] & 0x0f) << 10);
            v[4 * i + 2] = (b[3] >> 4) | (b[4] << 4) | ((b[5] & 0x03) << 12);
            v[4 * i + 3] = (b[5] >> 2) | (b[6] << 6);
        }
        add_poly("s-hat", v, 1024);
    } else { /* mlkem, kyber: s-hat, k polynomials of 256 12-bit values */
        size_t kk = k->publickeybytes / 384;
        for (size_t i = 0; i < kk * 128; i++) {
            v[2 * i] = (sk[3 * i] | (sk[3 * i + 1] << 8)) & 0xfff;
            v[2 * i + 1] = ((sk[3 * i + 1] >> 4) | (sk[3 * i + 2] << 4)) & 0xfff;
        }
        add_poly("s-hat", v, kk * 256);
    }
    build_table();
}

static void run(const pqpoly_kem *k, const char *mul) {
    static uint8_t pk[MAX_BYTES], sk[MAX_BYTES], ct[MAX_BYTES], ss[64], ss2[64];
    char label[96];
    int found;
    snprintf(label, sizeof label, "%s%s%s", k->name, mul ? " with " : "", mul ? mul : "");
    paint();
    log_reset();
    if (k->keypair(pk, sk) != 0) {
        printf("FAIL %s: keypair failed\n", label);
        failures++;
        return;
    }
    memcpy(kp_log, rlog, rlog_len);
    memcpy(kp_off, call_off, sizeof call_off);
    memcpy(kp_len, call_len, sizeof call_len);
    kp_calls = ncalls;
    log_reset();
    if (k->enc(ct, ss, pk) != 0) {
        printf("FAIL %s: enc failed\n", label);
        failures++;
        return;
    }
    paint();
    if (deep_dec(k, ss2, ct, sk) != 0 || memcmp(ss, ss2, k->bytes) != 0) {
        printf("FAIL %s: dec failed\n", label);
        failures++;
        return;
    }
    snapshot();
    plant(k, sk, ss);
    found = search(label);
    cases++;
    if (found) failures++;
    printf("%s %-34s leftovers %d, dead stack neither paint nor zero: %zu bytes\n", found ? "FAIL" : "ok  ",
           label, found, residue());
    clear_patterns();
}

/* Every multiplier name registered for the given rings, each once. */
static void run_with_each_multiplier(const char *kem, const char *ring1, const char *ring2) {
    const pqpoly_kem *k = pqpoly_kem_get(kem);
    const char *done[64];
    size_t ndone = 0;
    if (k == NULL) return;
    for (size_t i = 0; i < pqpoly_mul_count(); i++) {
        const pqpoly_mul_entry *e = pqpoly_mul_at(i);
        int seen = 0;
        if (strcmp(e->ring, ring1) != 0 && (ring2 == NULL || strcmp(e->ring, ring2) != 0)) continue;
        for (size_t j = 0; j < ndone; j++) seen |= strcmp(done[j], e->name) == 0;
        if (seen || ndone == 64) continue;
        done[ndone++] = e->name;
        if (pqpoly_force_mul_everywhere(e->name) != 0) {
            printf("FAIL cannot force multiplier %s\n", e->name);
            failures++;
            continue;
        }
        run(k, e->name);
    }
    pqpoly_ring_reset_selection();
}

int main(int argc, char **argv) {
    /* The source's seed: the first argument, else the time (printed, so that a
     * failing run can be repeated). */
    rstate = argc > 1 ? strtoull(argv[1], NULL, 0) : (uint64_t)time(NULL) ^ ((uint64_t)clock() << 32);
    printf("kem_wipe: random source seed %llu\n", (unsigned long long)rstate);
    pqpoly_test_apply_env(); /* PQPOLY_IMPL=portable: the portable path (ctest kem_wipe_portable) */
    pqpoly_set_random_source(recording_source, NULL);
    for (size_t i = 0; i < pqpoly_kem_count(); i++) run(pqpoly_kem_at(i), NULL);
    run_with_each_multiplier("sntrup761", "ntrup761", "ntrup761-mod3");
    run_with_each_multiplier("ntrulpr761", "ntrup761", NULL);
    run_with_each_multiplier("mlkem768", "kyber", NULL);
    run_with_each_multiplier("saber", "saber", NULL);
    run_with_each_multiplier("newhope-usenix", "newhope", NULL);
    pqpoly_set_random_source(NULL, NULL);
    printf("kem_wipe: %d passed, %d failed\n", cases - failures, failures);
    return failures ? 1 : 0;
}
