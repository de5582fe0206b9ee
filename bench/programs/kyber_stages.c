/* Kyber-ring NTT stages and ML-KEM operations, portable against native
 * (AVX2 where the CPU has it), measured in one process with the calls
 * interleaved (A, B, A, B, ...) so that a loaded machine slows both alike:
 * median rdtsc ticks and the ratio portable / native.  Not a test:
 *   build/kyber_stages [RUNS]
 * Stages: the kyber backends of src/ring/kyber/backend.h (ntt, basemul_acc
 * and invntt with k = 3, the ML-KEM-768 matrix-vector row); KEMs: keypair, enc, dec of
 * mlkem512/768/1024 through pqpoly_set_impl("portable") / ("native"). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <x86intrin.h>

#include "common/cpu.h"
#include "common/pick.h"
#include "ring/kyber/backend.h"
#include "pqpoly/impl.h"
#include "pqpoly/kem.h"

#define MAXRUNS 20001
static uint64_t ta[MAXRUNS], tb[MAXRUNS];
static int runs = 2001;

static int cmp(const void *x, const void *y) {
    uint64_t a = *(const uint64_t *)x, b = *(const uint64_t *)y;
    return a < b ? -1 : a > b;
}
static uint64_t median(uint64_t *t, int n) {
    qsort(t, (size_t)n, sizeof t[0], cmp);
    return t[n / 2];
}
static uint64_t now(void) {
    _mm_lfence();
    uint64_t t = __rdtsc();
    _mm_lfence();
    return t;
}

/* A and B interleaved, runs times each (after runs / 10 warm-up pairs). */
#define PAIR(label, setup, stmt_a, stmt_b)                                               \
    do {                                                                                \
        for (int i_ = -runs / 10; i_ < runs; i_++) {                                    \
            uint64_t t0_;                                                               \
            setup;                                                                      \
            t0_ = now();                                                                \
            stmt_a;                                                                     \
            if (i_ >= 0) ta[i_] = now() - t0_;                                          \
            setup;                                                                      \
            t0_ = now();                                                                \
            stmt_b;                                                                     \
            if (i_ >= 0) tb[i_] = now() - t0_;                                          \
        }                                                                               \
        uint64_t ma_ = median(ta, runs), mb_ = median(tb, runs);                        \
        printf("| %-44s | %9llu | %9llu | %6.2fx |\n", label, (unsigned long long)ma_,     \
               (unsigned long long)mb_, mb_ ? (double)ma_ / (double)mb_ : 0.0);          \
    } while (0)

int main(int argc, char **argv) {
    static _Alignas(32) int16_t a[4 * KYBER_N], b[4 * KYBER_N], r[KYBER_N], x[KYBER_N];
    /* Per arithmetic (Montgomery, Barrett, Plantard): the portable backend
     * and the widest one the CPU runs (the portable one again without AVX2). */
    static const char *const ariths[3] = {"montgomery", "barrett", "plantard"};
    const pqpoly_kyber_backend *portable[3] = {NULL, NULL, NULL}, *native[3] = {NULL, NULL, NULL};
    if (argc > 1) runs = atoi(argv[1]);
    if (runs < 1 || runs > MAXRUNS) runs = 2001;
    for (size_t i = 0; i < pqpoly_kyber_backend_count(); i++) {
        const pqpoly_kyber_backend *bk = pqpoly_kyber_backend_at(i);
        for (int j = 0; j < 3; j++) {
            if (strcmp(bk->arith, ariths[j]) != 0) continue;
            if (bk->isa == PQPOLY_ISA_PORTABLE) portable[j] = bk;
            if (pqpoly_isa_fits(bk->isa, pqpoly_cpu_isa()) && (native[j] == NULL || bk->isa > native[j]->isa))
                native[j] = bk;
        }
    }
    const pqpoly_kyber_backend *port = portable[0], *vec = native[0], *vecp = native[2], *vecb = native[1];
    for (int i = 0; i < 4 * KYBER_N; i++) {
        a[i] = (int16_t)((i * 7919) % 3329 - 1664);
        b[i] = (int16_t)((i * 104729) % 4096);
    }
    printf("| stage (A | B) / KEM operation (portable | native) | A | B | A/B |\n|---|--:|--:|--:|\n");
    {
        char label[96];
        const pqpoly_kyber_backend *pa[] = {port, portable[2], vec, portable[1], vecb};
        const pqpoly_kyber_backend *pb[] = {vec, vecp, vecp, vecb, vec};
        const char *what[] = {"montgomery portable | avx2", "plantard portable | avx2",
                              "avx2 montgomery | plantard", "barrett portable | avx2",
                              "avx2 barrett | montgomery"};
        for (int i = 0; i < 5; i++) {
            const pqpoly_kyber_backend *p = pa[i], *q = pb[i];
            snprintf(label, sizeof label, "ntt (%s)", what[i]);
            PAIR(label, memcpy(x, a, sizeof x), p->ntt(x), q->ntt(x));
            snprintf(label, sizeof label, "basemul_acc k=3 (%s)", what[i]);
            PAIR(label, (void)0, p->basemul_acc(r, a, b, 3), q->basemul_acc(r, a, b, 3));
            snprintf(label, sizeof label, "invntt k=3 (%s)", what[i]);
            PAIR(label, memcpy(x, a, sizeof x), p->invntt(x, 3), q->invntt(x, 3));
        }
    }
    {
        const char *names[] = {"mlkem512", "mlkem768", "mlkem1024"};
        static uint8_t pk[4096], sk[4096], ct[4096], ss[64];
        char label[64];
        for (int i = 0; i < 3; i++) {
            const pqpoly_kem *k = pqpoly_kem_get(names[i]);
            if (k == NULL) continue;
            k->keypair(pk, sk);
            snprintf(label, sizeof label, "%s keypair", names[i]);
            PAIR(label, (void)0, (pqpoly_set_impl("portable"), k->keypair(pk, sk)),
                 (pqpoly_set_impl("native"), k->keypair(pk, sk)));
            snprintf(label, sizeof label, "%s enc", names[i]);
            PAIR(label, (void)0, (pqpoly_set_impl("portable"), k->enc(ct, ss, pk)),
                 (pqpoly_set_impl("native"), k->enc(ct, ss, pk)));
            snprintf(label, sizeof label, "%s dec", names[i]);
            PAIR(label, (void)0, (pqpoly_set_impl("portable"), k->dec(ss, ct, sk)),
                 (pqpoly_set_impl("native"), k->dec(ss, ct, sk)));
        }
    }
    return 0;
}
