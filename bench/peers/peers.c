/* pqpoly beside the code its users already run, in one process.
 *
 * For each KEM the program times keypair, enc and dec of every implementation
 * it has (pqpoly on the best code this CPU runs and on portable C only;
 * libntruprime 20241021; PQClean's AVX2 and clean code as the pqcrypto crates
 * ship it; libcrux-ml-kem), and for Streamlined NTRU Prime also the hot
 * subroutines: the R/q by small product, the R/3 product, the sort of p
 * 32-bit words, and the two inversions.  The calls are interleaved — run r of
 * every implementation, then run r + 1 of every implementation — so that a
 * change of machine load touches every column alike, and each figure is the
 * median of the runs in rdtsc ticks (bench/cycles.h).  The ratios in the last
 * columns divide pqpoly's best figure by each peer's: below 1 pqpoly is faster.
 *
 * Before timing, each implementation's own round trip is checked, and pqpoly
 * is checked against every peer both ways (a key pair of one side, the
 * encapsulation of the other, the decapsulation back): the peers are
 * independent implementations of the same specifications, so this is also a
 * byte-compatibility test of pqpoly.
 *
 * Build and run with bench/peers/build.sh (see bench/peers/README.md):
 *   build/peers/peers [--runs N] [SCHEME ...]        default: every scheme, 201 runs */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>

#include "bench/cycles.h"
#include "pqpoly/impl.h"
#include "pqpoly/kem.h"
#include "pqpoly/poly.h"
#include "ring/ntrup/backend.h"

#include <ntruprime.h>

typedef int (*keypair_fn)(uint8_t *pk, uint8_t *sk);
typedef int (*enc_fn)(uint8_t *ct, uint8_t *ss, const uint8_t *pk);
typedef int (*dec_fn)(uint8_t *ss, const uint8_t *ct, const uint8_t *sk);

/* ---- PQClean (crate-shipped C), by namespace ---- */
#define PQC_DECL(NS)                                                                              \
    int PQCLEAN_##NS##_crypto_kem_keypair(uint8_t *, uint8_t *);                                 \
    int PQCLEAN_##NS##_crypto_kem_enc(uint8_t *, uint8_t *, const uint8_t *);                    \
    int PQCLEAN_##NS##_crypto_kem_dec(uint8_t *, const uint8_t *, const uint8_t *);
#define PQC_BOTH(U) PQC_DECL(U##_AVX2) PQC_DECL(U##_CLEAN)
PQC_BOTH(SNTRUP653) PQC_BOTH(SNTRUP761) PQC_BOTH(SNTRUP857) PQC_BOTH(SNTRUP953) PQC_BOTH(SNTRUP1013)
PQC_BOTH(SNTRUP1277) PQC_BOTH(NTRULPR653) PQC_BOTH(NTRULPR761) PQC_BOTH(NTRULPR857) PQC_BOTH(NTRULPR953)
PQC_BOTH(NTRULPR1013) PQC_BOTH(NTRULPR1277) PQC_BOTH(MLKEM512) PQC_BOTH(MLKEM768) PQC_BOTH(MLKEM1024)
PQC_BOTH(KYBER512) PQC_BOTH(KYBER768) PQC_BOTH(KYBER1024) PQC_BOTH(LIGHTSABER) PQC_BOTH(SABER)
PQC_BOTH(FIRESABER)

/* The hot subroutines of PQClean's sntrup code. */
#define PQC_CORE_DECL(NS, P)                                                                      \
    int PQCLEAN_##NS##_crypto_core_multsntrup##P(unsigned char *, const unsigned char *,         \
                                                 const unsigned char *);                        \
    int PQCLEAN_##NS##_crypto_core_mult3sntrup##P(unsigned char *, const unsigned char *,        \
                                                  const unsigned char *);                       \
    int PQCLEAN_##NS##_crypto_core_invsntrup##P(unsigned char *, const unsigned char *);         \
    int PQCLEAN_##NS##_crypto_core_inv3sntrup##P(unsigned char *, const unsigned char *);        \
    void PQCLEAN_##NS##_crypto_sort_uint32(void *, long long);
PQC_CORE_DECL(SNTRUP653_AVX2, 653) PQC_CORE_DECL(SNTRUP761_AVX2, 761) PQC_CORE_DECL(SNTRUP857_AVX2, 857)
PQC_CORE_DECL(SNTRUP953_AVX2, 953) PQC_CORE_DECL(SNTRUP1013_AVX2, 1013) PQC_CORE_DECL(SNTRUP1277_AVX2, 1277)

/* pqpoly's backend picker and its products as the KEM calls them
 * (src/kem/ntruprime/mult.c; the peers' core functions take the same
 * operands: R/q values by a Small element, two Small elements), each through
 * the picked backend, i.e. the ring's selected multiplier. */
#define PQ_CORE_DECL(P)                                                                           \
    int pqpoly_sntrup##P##_backend_pick(pqpoly_ntrup_backend *);                                 \
    void pqpoly_sntrup##P##_rq_mult_small(const pqpoly_ntrup_backend *, int16_t *, const int16_t *, \
                                          const int8_t *);                                      \
    void pqpoly_sntrup##P##_r3_mult(const pqpoly_ntrup_backend *, int8_t *, const int8_t *, const int8_t *);
PQ_CORE_DECL(653) PQ_CORE_DECL(761) PQ_CORE_DECL(857) PQ_CORE_DECL(953) PQ_CORE_DECL(1013) PQ_CORE_DECL(1277)

/* ---- libcrux-ml-kem through bench/peers/crux ---- */
#define CRUX_DECL(S)                                                                              \
    void crux_##S##_keypair(uint8_t *, uint8_t *, const uint8_t *);                              \
    void crux_##S##_enc(uint8_t *, uint8_t *, const uint8_t *, const uint8_t *);                 \
    void crux_##S##_dec(uint8_t *, const uint8_t *, const uint8_t *);                            \
    static int crux_kp_##S(uint8_t *pk, uint8_t *sk) {                                           \
        uint8_t r[64];                                                                           \
        if (getrandom(r, sizeof r, 0) != (ssize_t)sizeof r) return -1;                           \
        crux_##S##_keypair(pk, sk, r);                                                           \
        return 0;                                                                                \
    }                                                                                            \
    static int crux_enc_##S(uint8_t *ct, uint8_t *ss, const uint8_t *pk) {                       \
        uint8_t r[32];                                                                           \
        if (getrandom(r, sizeof r, 0) != (ssize_t)sizeof r) return -1;                           \
        crux_##S##_enc(ct, ss, pk, r);                                                           \
        return 0;                                                                                \
    }                                                                                            \
    static int crux_dec_##S(uint8_t *ss, const uint8_t *ct, const uint8_t *sk) {                 \
        crux_##S##_dec(ss, ct, sk);                                                              \
        return 0;                                                                                \
    }
CRUX_DECL(mlkem512) CRUX_DECL(mlkem768) CRUX_DECL(mlkem1024)

/* ---- libntruprime: void functions, wrapped to the common shape ---- */
#define NP_DECL(P)                                                                                \
    static int np_kp_##P(uint8_t *pk, uint8_t *sk) { sntrup##P##_keypair(pk, sk); return 0; }    \
    static int np_enc_##P(uint8_t *ct, uint8_t *ss, const uint8_t *pk) {                         \
        sntrup##P##_enc(ct, ss, pk);                                                             \
        return 0;                                                                                \
    }                                                                                            \
    static int np_dec_##P(uint8_t *ss, const uint8_t *ct, const uint8_t *sk) {                   \
        sntrup##P##_dec(ss, ct, sk);                                                             \
        return 0;                                                                                \
    }
NP_DECL(653) NP_DECL(761) NP_DECL(857) NP_DECL(953) NP_DECL(1013) NP_DECL(1277)

typedef struct {
    const char *scheme, *who;
    keypair_fn kp;
    enc_fn enc;
    dec_fn dec;
} peer_kem;

#define PQC_ROWS(s, U)                                                                            \
    {s, "PQClean AVX2", PQCLEAN_##U##_AVX2_crypto_kem_keypair, PQCLEAN_##U##_AVX2_crypto_kem_enc, \
     PQCLEAN_##U##_AVX2_crypto_kem_dec},                                                         \
    {s, "PQClean clean", PQCLEAN_##U##_CLEAN_crypto_kem_keypair, PQCLEAN_##U##_CLEAN_crypto_kem_enc, \
     PQCLEAN_##U##_CLEAN_crypto_kem_dec},
#define NP_ROW(P) {"sntrup" #P, "libntruprime", np_kp_##P, np_enc_##P, np_dec_##P},
#define CRUX_ROW(S) {#S, "libcrux", crux_kp_##S, crux_enc_##S, crux_dec_##S},

static const peer_kem peers[] = {
    NP_ROW(653) NP_ROW(761) NP_ROW(857) NP_ROW(953) NP_ROW(1013) NP_ROW(1277)
    PQC_ROWS("sntrup653", SNTRUP653) PQC_ROWS("sntrup761", SNTRUP761) PQC_ROWS("sntrup857", SNTRUP857)
    PQC_ROWS("sntrup953", SNTRUP953) PQC_ROWS("sntrup1013", SNTRUP1013) PQC_ROWS("sntrup1277", SNTRUP1277)
    PQC_ROWS("ntrulpr653", NTRULPR653) PQC_ROWS("ntrulpr761", NTRULPR761) PQC_ROWS("ntrulpr857", NTRULPR857)
    PQC_ROWS("ntrulpr953", NTRULPR953) PQC_ROWS("ntrulpr1013", NTRULPR1013)
    PQC_ROWS("ntrulpr1277", NTRULPR1277)
    CRUX_ROW(mlkem512) CRUX_ROW(mlkem768) CRUX_ROW(mlkem1024)
    PQC_ROWS("mlkem512", MLKEM512) PQC_ROWS("mlkem768", MLKEM768) PQC_ROWS("mlkem1024", MLKEM1024)
    PQC_ROWS("kyber512", KYBER512) PQC_ROWS("kyber768", KYBER768) PQC_ROWS("kyber1024", KYBER1024)
    PQC_ROWS("lightsaber", LIGHTSABER) PQC_ROWS("saber", SABER) PQC_ROWS("firesaber", FIRESABER)
};
#define N_PEERS (sizeof peers / sizeof peers[0])

/* One column of a table: an implementation of the scheme, with the pqpoly
 * class to set before each of its calls (NULL for a peer). */
#define MAX_IMPLS 8
typedef struct {
    const char *who, *pqpoly_class;
    keypair_fn kp;
    enc_fn enc;
    dec_fn dec;
    uint8_t *pk, *sk, *ct, *ss;
} impl;

static size_t runs = 201;

static int cmp_u64(const void *a, const void *b) {
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

static uint64_t median(uint64_t *v, size_t n) {
    qsort(v, n, sizeof *v, cmp_u64);
    return v[n / 2];
}

static void set_class(const impl *m) {
    if (pqpoly_set_impl(m->pqpoly_class != NULL ? m->pqpoly_class : "native") != 0) abort();
}

/* Round trips and cross-checks; 0 when everything agrees. */
static int check_scheme(const char *scheme, impl *m, size_t n, size_t ssbytes) {
    int bad = 0;
    uint8_t ss2[64];
    for (size_t i = 0; i < n; i++) {
        set_class(&m[i]);
        if (m[i].kp(m[i].pk, m[i].sk) != 0 || m[i].enc(m[i].ct, m[i].ss, m[i].pk) != 0 ||
            m[i].dec(ss2, m[i].ct, m[i].sk) != 0 || memcmp(ss2, m[i].ss, ssbytes) != 0) {
            fprintf(stderr, "%s: %s: round trip failed\n", scheme, m[i].who);
            bad = 1;
        }
    }
    /* m[0] is pqpoly: its key pair with each peer's enc and dec, and back. */
    for (size_t i = 1; i < n; i++) {
        if (m[i].pqpoly_class != NULL) continue;
        set_class(&m[0]);
        if (m[i].enc(m[i].ct, m[i].ss, m[0].pk) != 0 || m[0].dec(ss2, m[i].ct, m[0].sk) != 0 ||
            memcmp(ss2, m[i].ss, ssbytes) != 0) {
            fprintf(stderr, "%s: pqpoly keys, %s enc, pqpoly dec: shared secrets differ\n", scheme, m[i].who);
            bad = 1;
        }
        if (m[0].enc(m[0].ct, m[0].ss, m[i].pk) != 0 || m[i].dec(ss2, m[0].ct, m[i].sk) != 0 ||
            memcmp(ss2, m[0].ss, ssbytes) != 0) {
            fprintf(stderr, "%s: %s keys, pqpoly enc, %s dec: shared secrets differ\n", scheme, m[i].who,
                    m[i].who);
            bad = 1;
        }
    }
    for (size_t i = 0; i < n; i++) { /* restore each one's own key pair and ciphertext */
        set_class(&m[i]);
        (void)(m[i].kp(m[i].pk, m[i].sk) | m[i].enc(m[i].ct, m[i].ss, m[i].pk));
    }
    return bad;
}

enum { OP_KEYPAIR, OP_ENC, OP_DEC, N_OPS };
static const char *const op_names[N_OPS] = {"keypair", "enc", "dec"};

static void time_op(int op, impl *m, size_t n, uint64_t *out) {
    uint64_t *s = malloc(n * runs * sizeof *s);
    uint8_t ss2[64];
    if (s == NULL) abort();
    for (size_t r = 0; r < runs + 5; r++)
        for (size_t i = 0; i < n; i++) {
            uint64_t t0, t1;
            set_class(&m[i]);
            t0 = pqpoly_bench_cycles();
            switch (op) {
            case OP_KEYPAIR: (void)m[i].kp(m[i].pk, m[i].sk); break;
            case OP_ENC: (void)m[i].enc(m[i].ct, m[i].ss, m[i].pk); break;
            default: (void)m[i].dec(ss2, m[i].ct, m[i].sk); break;
            }
            t1 = pqpoly_bench_cycles();
            if (r >= 5) s[i * runs + r - 5] = t1 - t0; /* five warm-up rounds */
        }
    if (op == OP_KEYPAIR) /* the last key pair made a new pk: a fresh ct for the dec timing */
        for (size_t i = 0; i < n; i++) {
            set_class(&m[i]);
            (void)m[i].enc(m[i].ct, m[i].ss, m[i].pk);
        }
    for (size_t i = 0; i < n; i++) out[i] = median(s + i * runs, runs);
    free(s);
}

static void print_row(const char *what, const char *const *who, const uint64_t *v, size_t n) {
    /* pqpoly's best of its rows, against each peer */
    uint64_t best = 0;
    for (size_t i = 0; i < n; i++)
        if (strncmp(who[i], "pqpoly", 6) == 0 && (best == 0 || v[i] < best)) best = v[i];
    printf("| %s |", what);
    for (size_t i = 0; i < n; i++) printf(" %llu |", (unsigned long long)v[i]);
    for (size_t i = 0; i < n; i++)
        if (strncmp(who[i], "pqpoly", 6) != 0) printf(" %.2f |", v[i] ? (double)best / (double)v[i] : 0.0);
    printf("\n");
}

static void print_header(const char *title, const char *const *who, size_t n) {
    printf("\n### %s\n\n| operation |", title);
    for (size_t i = 0; i < n; i++) printf(" %s |", who[i]);
    for (size_t i = 0; i < n; i++)
        if (strncmp(who[i], "pqpoly", 6) != 0) printf(" pqpoly / %s |", who[i]);
    printf("\n|---|");
    for (size_t i = 0; i < n; i++) printf("--:|");
    for (size_t i = 0; i < n; i++)
        if (strncmp(who[i], "pqpoly", 6) != 0) printf("--:|");
    printf("\n");
}

/* ---- the sntrup subroutines ---- */
typedef struct {
    int p;
    void (*np_mult)(unsigned char *, const unsigned char *, const unsigned char *, const unsigned char *);
    void (*np_mult3)(unsigned char *, const unsigned char *, const unsigned char *, const unsigned char *);
    void (*np_inv)(unsigned char *, const unsigned char *, const unsigned char *, const unsigned char *);
    void (*np_inv3)(unsigned char *, const unsigned char *, const unsigned char *, const unsigned char *);
    int (*pqc_mult)(unsigned char *, const unsigned char *, const unsigned char *);
    int (*pqc_mult3)(unsigned char *, const unsigned char *, const unsigned char *);
    int (*pqc_inv)(unsigned char *, const unsigned char *);
    int (*pqc_inv3)(unsigned char *, const unsigned char *);
    void (*pqc_sort)(void *, long long);
    int (*pq_pick)(pqpoly_ntrup_backend *);
    void (*pq_mult)(const pqpoly_ntrup_backend *, int16_t *, const int16_t *, const int8_t *);
    void (*pq_mult3)(const pqpoly_ntrup_backend *, int8_t *, const int8_t *, const int8_t *);
} sntrup_core;

#define CORE_ROW(P)                                                                               \
    {P, ntruprime_core_multsntrup##P, ntruprime_core_mult3sntrup##P, ntruprime_core_invsntrup##P, \
     ntruprime_core_inv3sntrup##P, PQCLEAN_SNTRUP##P##_AVX2_crypto_core_multsntrup##P,           \
     PQCLEAN_SNTRUP##P##_AVX2_crypto_core_mult3sntrup##P, PQCLEAN_SNTRUP##P##_AVX2_crypto_core_invsntrup##P, \
     PQCLEAN_SNTRUP##P##_AVX2_crypto_core_inv3sntrup##P, PQCLEAN_SNTRUP##P##_AVX2_crypto_sort_uint32, \
     pqpoly_sntrup##P##_backend_pick, pqpoly_sntrup##P##_rq_mult_small, pqpoly_sntrup##P##_r3_mult},
static const sntrup_core cores[] = {CORE_ROW(653) CORE_ROW(761) CORE_ROW(857) CORE_ROW(953) CORE_ROW(1013)
                                        CORE_ROW(1277)};

static uint32_t rng_state = 0x9e3779b9u;
static uint32_t rnd32(void) {
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 17;
    rng_state ^= rng_state << 5;
    return rng_state;
}

#define N_CORE_OPS 5
static const char *const core_names[N_CORE_OPS] = {"R/q x small", "R/3 x R/3", "sort p x uint32",
                                                   "R/q inverse", "R/3 inverse"};

static void time_core(const sntrup_core *c) {
    enum { W = 4 };
    static const char *const who[W] = {"pqpoly", "pqpoly portable", "libntruprime", "PQClean AVX2"};
    char set[32], ring[32], ring3[32];
    int p = c->p;
    int16_t a[1280], out16[1280 * 2];
    int8_t s8[1280], t8[1280];
    unsigned char ab[2560], out[2 * 1280 + 2];
    uint32_t sortv[1280];
    uint64_t *samp = malloc((size_t)W * runs * sizeof *samp), med[N_CORE_OPS][W];
    pqpoly_ntrup_backend kern[2]; /* what a KEM operation picks: the best code this CPU runs, portable C */
    const pqpoly_ring *rq, *r3;
    if (samp == NULL) abort();
    snprintf(set, sizeof set, "sntrup%d", p);
    snprintf(ring, sizeof ring, "ntrup%d", p);
    snprintf(ring3, sizeof ring3, "ntrup%d-mod3", p);
    rq = pqpoly_ring_get(ring);
    r3 = pqpoly_ring_get(ring3);
    if (rq == NULL || r3 == NULL || pqpoly_set_impl("native") != 0 || c->pq_pick(&kern[0]) != 0 ||
        pqpoly_set_impl("portable") != 0 || c->pq_pick(&kern[1]) != 0) {
        (void)pqpoly_set_impl("native");
        fprintf(stderr, "%s: ring or backend missing\n", set);
        free(samp);
        return;
    }
    (void)pqpoly_set_impl("native");
    for (int i = 0; i < p; i++) {
        a[i] = (int16_t)((int)(rnd32() % (uint32_t)rq->q) - (rq->q - 1) / 2);
        s8[i] = (int8_t)((int)(rnd32() % 3) - 1);
        t8[i] = (int8_t)((int)(rnd32() % 3) - 1);
        ab[2 * i] = (unsigned char)(a[i] & 0xff);
        ab[2 * i + 1] = (unsigned char)((uint16_t)a[i] >> 8);
    }
    for (int op = 0; op < N_CORE_OPS; op++) {
        for (size_t r = 0; r < runs + 5; r++)
            for (int w = 0; w < W; w++) {
                uint64_t t0, t1;
                for (int i = 0; i < p; i++) sortv[i] = rnd32();
                t0 = pqpoly_bench_cycles();
                switch (op * W + w) {
                case 0 * W + 0: case 0 * W + 1: c->pq_mult(&kern[w], out16, a, s8); break;
                case 0 * W + 2: c->np_mult(out, ab, (const unsigned char *)s8, NULL); break;
                case 0 * W + 3: c->pqc_mult(out, ab, (const unsigned char *)s8); break;
                case 1 * W + 0: case 1 * W + 1: c->pq_mult3(&kern[w], (int8_t *)out, t8, s8); break;
                case 1 * W + 2: c->np_mult3(out, (const unsigned char *)t8, (const unsigned char *)s8, NULL); break;
                case 1 * W + 3: c->pqc_mult3(out, (const unsigned char *)t8, (const unsigned char *)s8); break;
                case 2 * W + 0: case 2 * W + 1: kern[w].sort_u32(sortv, (size_t)p); break;
                case 2 * W + 2: ntruprime_sort_uint32(sortv, p); break;
                case 2 * W + 3: c->pqc_sort(sortv, p); break;
                case 3 * W + 0: case 3 * W + 1: (void)kern[w].rq_recip3(out16, s8); break;
                case 3 * W + 2: c->np_inv(out, (const unsigned char *)s8, NULL, NULL); break;
                case 3 * W + 3: (void)c->pqc_inv(out, (const unsigned char *)s8); break;
                case 4 * W + 0: case 4 * W + 1: (void)kern[w].r3_recip(t8, s8); break;
                case 4 * W + 2: c->np_inv3(out, (const unsigned char *)s8, NULL, NULL); break;
                default: (void)c->pqc_inv3(out, (const unsigned char *)s8); break;
                }
                t1 = pqpoly_bench_cycles();
                if (r >= 5) samp[(size_t)w * runs + r - 5] = t1 - t0;
            }
        for (int w = 0; w < W; w++) med[op][w] = median(samp + (size_t)w * runs, runs);
    }
    (void)pqpoly_set_impl("native");
    {
        char title[64];
        snprintf(title, sizeof title, "%s subroutines (rdtsc ticks, median of %zu)", set, runs);
        print_header(title, who, W);
    }
    for (int op = 0; op < N_CORE_OPS; op++) print_row(core_names[op], who, med[op], W);
    free(samp);
}

static int wanted(const char *name, int argc, char **argv, int first) {
    if (first >= argc) return 1;
    for (int i = first; i < argc; i++)
        if (strcmp(argv[i], name) == 0) return 1;
    return 0;
}

int main(int argc, char **argv) {
    int first = 1, bad = 0;
    if (argc > 2 && strcmp(argv[1], "--runs") == 0) {
        runs = (size_t)strtoul(argv[2], NULL, 10);
        if (runs < 11) runs = 11;
        first = 3;
    }
    printf("# pqpoly beside its peers\n\nrdtsc ticks, median of %zu interleaved runs per cell; ratio columns: "
           "pqpoly's faster row / the peer (below 1: pqpoly faster). CPU avx2 %d, avx512 %d.\n",
           runs, (pqpoly_cpu_isa() & PQPOLY_ISA_X86_AVX2) != 0, (pqpoly_cpu_isa() & PQPOLY_ISA_X86_AVX512) != 0);
    for (size_t k = 0; k < pqpoly_kem_count(); k++) {
        const pqpoly_kem *d = pqpoly_kem_at(k);
        impl m[MAX_IMPLS];
        const char *who[MAX_IMPLS];
        size_t n = 0;
        uint64_t med[N_OPS][MAX_IMPLS];
        if (!wanted(d->name, argc, argv, first)) continue;
        m[n++] = (impl){"pqpoly", "native", d->keypair, d->enc, d->dec, 0, 0, 0, 0};
        m[n++] = (impl){"pqpoly portable", "portable", d->keypair, d->enc, d->dec, 0, 0, 0, 0};
        for (size_t i = 0; i < N_PEERS && n < MAX_IMPLS; i++)
            if (strcmp(peers[i].scheme, d->name) == 0)
                m[n++] = (impl){peers[i].who, NULL, peers[i].kp, peers[i].enc, peers[i].dec, 0, 0, 0, 0};
        if (n == 2) continue; /* no peer for this scheme */
        for (size_t i = 0; i < n; i++) {
            m[i].pk = malloc(d->publickeybytes);
            m[i].sk = malloc(d->secretkeybytes);
            m[i].ct = malloc(d->ciphertextbytes);
            m[i].ss = malloc(64);
            who[i] = m[i].who;
            if (!m[i].pk || !m[i].sk || !m[i].ct || !m[i].ss) abort();
        }
        if (check_scheme(d->name, m, n, d->bytes) != 0) bad = 1;
        for (int op = 0; op < N_OPS; op++) time_op(op, m, n, med[op]);
        {
            char title[96];
            snprintf(title, sizeof title, "%s (rdtsc ticks, median of %zu)", d->name, runs);
            print_header(title, who, n);
        }
        for (int op = 0; op < N_OPS; op++) print_row(op_names[op], who, med[op], n);
        for (size_t c = 0; c < sizeof cores / sizeof cores[0]; c++) {
            char set[32];
            snprintf(set, sizeof set, "sntrup%d", cores[c].p);
            if (strcmp(set, d->name) == 0) time_core(&cores[c]);
        }
        for (size_t i = 0; i < n; i++) {
            free(m[i].pk);
            free(m[i].sk);
            free(m[i].ct);
            free(m[i].ss);
        }
        fflush(stdout);
    }
    if (bad) fprintf(stderr, "peers: some cross-checks failed (see above)\n");
    return bad;
}
