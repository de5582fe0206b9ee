/* Threads on a cold library, for ThreadSanitizer (tests/sanitize/run_tsan.sh).
 *
 * WORKERS threads, released together by a barrier before any other call into
 * the library, each run keypair/enc/dec of sntrup761, ntrulpr653 and mlkem768,
 * pqpoly_ring_mul on several rings (both operand kinds, checked against a
 * schoolbook product computed here) and the 4-way SHAKE (checked against four
 * single SHAKEs).  So every lazy choice of the library (the multiplier of each
 * ring, the SHAKE x4 permutation, the CPU probe) is first made by several
 * threads at once.  One more thread, released with them, switches the choices
 * (include/pqpoly/impl.h: pqpoly_set_impl, pqpoly_force_mul_everywhere,
 * pqpoly_ring_force_mul, pqpoly_ring_reset_selection) until the workers are
 * done; every result must stay right.  Usage: tsan_threads [ROUNDS]; exit 0
 * when every result is right (a data race makes ThreadSanitizer stop the run
 * with TSAN_OPTIONS=halt_on_error=1). */
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pqpoly/pqpoly.h"
#include "sym/fips202.h"
#include "sym/fips202x4.h"

#define WORKERS 8
#define MAXN 1280
#define MAX_BYTES 4096

static pthread_barrier_t start;
static atomic_int failures;
static atomic_int workers_running = WORKERS;
static int rounds = 1;

static void fail(int id, const char *what, const char *name) {
    atomic_fetch_add(&failures, 1);
    printf("FAIL thread %d: %s %s\n", id, what, name);
}

static uint64_t next(uint64_t *s) { /* xorshift64 */
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return *s;
}

/* c = a*b mod (f, q), centered, for f = x^n - x - 1 or x^n + 1. */
static void schoolbook(int16_t *c, const int16_t *a, const int16_t *b, const pqpoly_ring *r) {
    static _Thread_local int64_t t[2 * MAXN];
    int n = r->n;
    for (int i = 0; i < 2 * n; i++) t[i] = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) t[i + j] += (int64_t)a[i] * b[j];
    for (int k = 2 * n - 2; k >= n; k--) {
        if (r->modpoly == PQPOLY_MODPOLY_NTRUP) { /* x^k = x^(k-n) (x + 1) */
            t[k - n] += t[k];
            t[k - n + 1] += t[k];
        } else { /* x^k = -x^(k-n) */
            t[k - n] -= t[k];
        }
    }
    for (int i = 0; i < n; i++) {
        int64_t v = t[i] % r->q;
        if (v < 0) v += r->q;
        if (v > (r->q - 1) / 2) v -= r->q;
        c[i] = (int16_t)v;
    }
}

static void ring_products(int id, uint64_t *seed) {
    static const char *const names[] = {"ntrup761", "ntrup653", "ntrup857", "ntrup761-mod3", "kyber"};
    int16_t a[MAXN], b[MAXN], c[MAXN], want[MAXN];
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        const pqpoly_ring *r = pqpoly_ring_get(names[i]);
        if (r == NULL || r->n > MAXN) {
            fail(id, "no ring", names[i]);
            continue;
        }
        for (int kind = 0; kind < 2; kind++) {
            pqpoly_operands ops = kind ? PQPOLY_BIG_SMALL : PQPOLY_BIG_BIG;
            int32_t half = (r->q - 1) / 2;
            for (int j = 0; j < r->n; j++) {
                a[j] = (int16_t)((int32_t)(next(seed) % (uint64_t)r->q) - half);
                b[j] = kind ? (int16_t)((int)(next(seed) % 3) - 1)
                            : (int16_t)((int32_t)(next(seed) % (uint64_t)r->q) - half);
            }
            if (pqpoly_ring_mul(r, ops, c, a, b) != 0) {
                fail(id, "pqpoly_ring_mul refused", names[i]);
                continue;
            }
            schoolbook(want, a, b, r);
            if (memcmp(c, want, (size_t)r->n * sizeof c[0]) != 0) fail(id, "wrong product", names[i]);
        }
    }
}

static void kems(int id) {
    static const char *const names[] = {"sntrup761", "ntrulpr653", "mlkem768"};
    uint8_t pk[MAX_BYTES], sk[MAX_BYTES], ct[MAX_BYTES], ss1[64], ss2[64];
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        const pqpoly_kem *k = pqpoly_kem_get(names[i]);
        if (k == NULL || k->publickeybytes > MAX_BYTES || k->secretkeybytes > MAX_BYTES ||
            k->ciphertextbytes > MAX_BYTES || k->bytes > sizeof ss1) {
            fail(id, "no KEM or sizes past the test's buffers", names[i]);
            continue;
        }
        if (k->keypair(pk, sk) != 0 || k->enc(ct, ss1, pk) != 0 || k->dec(ss2, ct, sk) != 0)
            fail(id, "an operation failed", names[i]);
        else if (memcmp(ss1, ss2, k->bytes) != 0)
            fail(id, "shared secrets differ", names[i]);
    }
}

static void shakex4(int id, uint64_t *seed) {
    uint8_t in[4][40], out[4][PQPOLY_SHAKE128_RATE], want[PQPOLY_SHAKE128_RATE];
    pqpoly_shakex4_ctx ctx;
    for (int j = 0; j < 4; j++)
        for (size_t i = 0; i < sizeof in[j]; i++) in[j][i] = (uint8_t)next(seed);
    pqpoly_shake128x4_absorb_once(&ctx, in[0], in[1], in[2], in[3], sizeof in[0]);
    pqpoly_shakex4_squeezeblocks(&ctx, out[0], out[1], out[2], out[3], 1);
    for (int j = 0; j < 4; j++) {
        pqpoly_shake128(want, sizeof want, in[j], sizeof in[j]);
        if (memcmp(out[j], want, sizeof want) != 0) fail(id, "wrong output of", "SHAKE128x4");
    }
}

static void *worker(void *arg) {
    int id = (int)(intptr_t)arg;
    uint64_t seed = 0x9e3779b97f4a7c15u ^ (uint64_t)(id + 1) * 0x100000001b3u;
    pthread_barrier_wait(&start);
    for (int r = 0; r < rounds; r++) {
        shakex4(id, &seed);
        ring_products(id, &seed);
        kems(id);
    }
    atomic_fetch_sub(&workers_running, 1);
    return NULL;
}

static void expect(int ok, const char *what) {
    if (!ok) fail(WORKERS, "switcher:", what);
}

/* Switch every choice back and forth while the workers run. */
static void *switcher(void *arg) {
    static const char *const everywhere[] = {"karatsuba", "toom4", "goodthomas", "grb",
                                             "ntt-montgomery", "ntt-barrett", "schoolbook", NULL};
    static const char *const on761[] = {"gsb", "rader1530", "crt7681x10753", "toom4", NULL};
    const size_t ne = sizeof everywhere / sizeof everywhere[0];
    const size_t n761 = sizeof on761 / sizeof on761[0];
    unsigned long i = 0;
    (void)arg;
    pthread_barrier_wait(&start);
    while (atomic_load(&workers_running) > 0) {
        const pqpoly_ring *r761 = pqpoly_ring_get("ntrup761");
        const pqpoly_ring *kyber = pqpoly_ring_get("kyber");
        expect(pqpoly_set_impl(i % 3 == 0 ? "portable" : i % 3 == 1 ? "native" : NULL) == 0,
               "pqpoly_set_impl");
        expect(strcmp(pqpoly_get_impl(), i % 3 == 0 ? "portable" : "native") == 0, "pqpoly_get_impl");
        expect(pqpoly_force_mul_everywhere(everywhere[i % ne]) == 0, "pqpoly_force_mul_everywhere");
        expect(pqpoly_ring_force_mul(r761, PQPOLY_BIG_SMALL, on761[i % n761]) == 0,
               "pqpoly_ring_force_mul ntrup761");
        expect(pqpoly_ring_force_mul(kyber, PQPOLY_BIG_BIG, i & 1 ? "ntt-plantard" : NULL) == 0,
               "pqpoly_ring_force_mul kyber");
        expect(pqpoly_ring_default_mul(r761, PQPOLY_BIG_BIG) != NULL, "pqpoly_ring_default_mul");
        expect(pqpoly_shakex4_uses_avx2() >= 0, "pqpoly_shakex4_uses_avx2");
        if (i % 5 == 4) pqpoly_ring_reset_selection();
        i++;
        sched_yield();
    }
    pqpoly_ring_reset_selection();
    expect(pqpoly_set_impl(NULL) == 0, "pqpoly_set_impl(NULL)");
    printf("switcher: %lu rounds of switches\n", i);
    return NULL;
}

int main(int argc, char **argv) {
    pthread_t t[WORKERS + 1];
    if (argc > 1) rounds = atoi(argv[1]);
    if (rounds < 1) rounds = 1;
    if (pthread_barrier_init(&start, NULL, WORKERS + 1) != 0) return 1;
    for (int i = 0; i < WORKERS; i++)
        if (pthread_create(&t[i], NULL, worker, (void *)(intptr_t)i) != 0) return 1;
    if (pthread_create(&t[WORKERS], NULL, switcher, NULL) != 0) return 1;
    for (int i = 0; i <= WORKERS; i++) pthread_join(t[i], NULL);
    pthread_barrier_destroy(&start);
    printf("tsan_threads: %d threads x %d rounds, %d failures\n", WORKERS, rounds,
           atomic_load(&failures));
    return atomic_load(&failures) != 0;
}
