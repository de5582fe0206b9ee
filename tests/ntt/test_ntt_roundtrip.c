/* Transform tests for src/ntt/:
 *  - every radix-2 forward NTT equals evaluation at its points: element 2k
 *    is f(z), element 2k+1 is f(-z), with z = zetas[M/2 + k] / R (Horner in
 *    int64, modular inverse of R computed here);
 *  - forward composed with inverse is M times the identity (mod q);
 *  - the mixed-radix (2,3,3,3,5) and radix-3 transforms, likewise (see
 *    test_mixed.c).
 * Random inputs at the documented input bound, and the extremes. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ntt/radix2.h"
#include "ntt/tables/radix2_q10060289_n512.h"
#include "ntt/tables/radix2_q10753_n512.h"
#include "ntt/tables/radix2_q12289_n512.h"
#include "ntt/tables/radix2_q6984193_n128.h"
#include "ntt/tables/radix2_q6984193_n256.h"
#include "ntt/tables/radix2_q6984193_n512.h"
#include "ntt/tables/radix2_q7681_n512.h"

static uint64_t rng = 0x243f6a8885a308d3ull;
static uint64_t next(void) {
    rng ^= rng >> 12;
    rng ^= rng << 25;
    rng ^= rng >> 27;
    return rng * 0x2545f4914f6cdd1dull;
}

static int64_t md(int64_t x, int64_t q) { x %= q; return x < 0 ? x + q : x; }
static int64_t inv_mod(int64_t a, int64_t q) { /* q prime: a^(q-2) */
    int64_t r = 1, b = md(a, q), e = q - 2;
    while (e) {
        if (e & 1) r = r * b % q;
        b = b * b % q;
        e >>= 1;
    }
    return r;
}

static int failures = 0;
#define MAXM 512

static void fill(int64_t *x, size_t n, int64_t bound, int kind) {
    for (size_t i = 0; i < n; i++)
        x[i] = kind == 0 ? (int64_t)(next() % (uint64_t)(2 * bound + 1)) - bound : kind == 1 ? bound : -bound;
}

/* f(z) for f of m coefficients, mod q. */
static int64_t eval(const int64_t *f, size_t m, int64_t z, int64_t q) {
    int64_t r = 0;
    for (size_t i = m; i-- > 0;) r = md(r * z + f[i], q);
    return r;
}

static void check32(const char *name, unsigned logm, const int32_t *zetas, const int32_t *izetas, int32_t q,
                    uint32_t qinv, int64_t bv) {
    size_t m = (size_t)1 << logm;
    int32_t x[MAXM];
    int64_t f[MAXM];
    int64_t rinv = inv_mod(md((int64_t)1 << 32, q), q);
    for (int t = 0; t < 12; t++) {
        /* forward input bound: |x| < q / 2^logm (src/ntt/radix2.h) */
        fill(f, m, (q >> logm) - 1, t < 10 ? 0 : t - 9);
        for (size_t i = 0; i < m; i++) x[i] = (int32_t)f[i];
        pqpoly_ntt32_forward(x, logm, 1, zetas, q, qinv);
        for (size_t k = 0; k < m / 2; k++) {
            int64_t z = md(zetas[m / 2 + k] * rinv, q);
            if (md(x[2 * k], q) != eval(f, m, z, q) || md(x[2 * k + 1], q) != eval(f, m, q - z, q)) {
                printf("FAIL %s forward is not evaluation at point %zu\n", name, 2 * k);
                failures++;
                return;
            }
        }
        for (size_t i = 0; i < m; i++) x[i] = (int32_t)md(x[i], q) - (md(x[i], q) > q / 2 ? q : 0);
        pqpoly_ntt32_inverse(x, logm, 1, izetas, q, qinv, bv, 5);
        for (size_t i = 0; i < m; i++) {
            if (md(x[i], q) != md(f[i] * (int64_t)m, q)) {
                printf("FAIL %s inverse(forward(x)) != %zu x at %zu\n", name, m, i);
                failures++;
                return;
            }
        }
    }
    printf("ok   %s\n", name);
}

static void check16(const char *name, unsigned logm, const int16_t *zetas, const int16_t *izetas, int16_t q,
                    uint16_t qinv, int16_t bv) {
    size_t m = (size_t)1 << logm;
    int16_t x[MAXM];
    int64_t f[MAXM];
    int64_t rinv = inv_mod(1 << 16, q);
    for (int t = 0; t < 12; t++) {
        fill(f, m, t < 10 ? q / 2 : (1 << 14) - 1, t < 10 ? 0 : t - 9); /* layer 1 takes |x| < 2^14 */
        for (size_t i = 0; i < m; i++) x[i] = (int16_t)f[i];
        pqpoly_ntt16_forward(x, logm, 1, zetas, q, qinv, bv);
        for (size_t k = 0; k < m / 2; k++) {
            int64_t z = md(zetas[m / 2 + k] * rinv, q);
            if (md(x[2 * k], q) != eval(f, m, z, q) || md(x[2 * k + 1], q) != eval(f, m, q - z, q)) {
                printf("FAIL %s forward is not evaluation at point %zu\n", name, 2 * k);
                failures++;
                return;
            }
        }
        pqpoly_ntt16_inverse(x, logm, 1, izetas, q, qinv, bv);
        for (size_t i = 0; i < m; i++) {
            if (md(x[i], q) != md(f[i] * (int64_t)m, q)) {
                printf("FAIL %s inverse(forward(x)) != %zu x at %zu\n", name, m, i);
                failures++;
                return;
            }
        }
    }
    printf("ok   %s\n", name);
}

#define C32(T) check32(#T, T##_LOGM, T##_zetas, T##_izetas, T##_Q, T##_QINV, T##_BARRETT)
#define C16(T) check16(#T, T##_LOGM, T##_zetas, T##_izetas, T##_Q, T##_QINV, T##_BARRETT)

int test_mixed(void); /* test_mixed.c */

int main(void) {
    C32(NTT_Q6984193_N512);
    C32(NTT_Q6984193_N256);
    C32(NTT_Q6984193_N128);
    C32(NTT_Q10060289_N512);
    C16(NTT_Q7681_N512);
    C16(NTT_Q10753_N512);
    C16(NTT_Q12289_N512);
    failures += test_mixed();
    printf("ntt: %s\n", failures ? "FAILED" : "all passed");
    return failures ? 1 : 0;
}
