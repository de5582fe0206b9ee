/* The mixed-radix (2, 3, 3, 3, 5) 270-point transform of mixed1620 and the
 * radix-3 butterflies of goodthomas:
 *  - forward is evaluation: lane r of output element P equals
 *    sum_s x[s][r] psi_P^s with psi_P = pqpoly_mx_roots_mont[P] / 2^16 (the root
 *    the base product uses), for every P;
 *  - inverse(forward(x)) = 270 x (mod q);
 *  - radix-3: forward gives the values at 1, omega, omega^2
 *    (omega = GT_OMEGA3_MONT / 2^32, checked to be a primitive cube root),
 *    inverse(forward(x)) = 3 x. */
#include <stdio.h>

#include "ntt/mixed_radix.h"
#include "ntt/radix3.h"
#include "ntt/tables/goodthomas.h"
#include "ntt/tables/mixed1620.h"
#include "ntt/tables/radix2_q6984193_n128.h"

int test_mixed(void);

static uint64_t rng = 0x13198a2e03707344ull;
static uint64_t next(void) {
    rng ^= rng >> 12;
    rng ^= rng << 25;
    rng ^= rng >> 27;
    return rng * 0x2545f4914f6cdd1dull;
}
static int64_t md(int64_t x, int64_t q) { x %= q; return x < 0 ? x + q : x; }
static int64_t pw(int64_t b, int64_t e, int64_t q) {
    int64_t r = 1;
    b = md(b, q);
    for (; e; e >>= 1, b = b * b % q)
        if (e & 1) r = r * b % q;
    return r;
}

static int check_mixed(void) {
    enum { N = MX_N, G = 6 };
    static int16_t x[N * G], f[N * G];
    int64_t q = MX_Q, rinv = pw(1 << 16, q - 2, q);
    for (int t = 0; t < 4; t++) {
        for (int i = 0; i < N * G; i++) {
            int64_t v = t == 0 ? (int64_t)(q - 1) : t == 1 ? -(q - 1) : (int64_t)(next() % (uint64_t)(2 * q - 1)) - (q - 1);
            f[i] = x[i] = (int16_t)v;
        }
        for (int s = 0; s < 5; s++)
            pqpoly_ntt16_gs_stage(x, N, G, MX_STAGE(s), pqpoly_mx_fwd + pqpoly_mx_stage[s][3],
                                  MX_Q, MX_QINV, MX_BARRETT);
        for (int p = 0; p < N; p++) {
            int64_t z = md(pqpoly_mx_roots_mont[p] * rinv, q);
            if (pw(z, N, q) != 1) { printf("FAIL mixed270: root %d is not a 270-th root\n", p); return 1; }
            for (int r = 0; r < G; r++) {
                int64_t e = 0;
                for (int s = N - 1; s >= 0; s--) e = md(e * z + f[s * G + r], q);
                if (md(x[p * G + r], q) != e) { printf("FAIL mixed270: forward is not evaluation at %d\n", p); return 1; }
                if (x[p * G + r] <= -q || x[p * G + r] >= q) { printf("FAIL mixed270: output bound\n"); return 1; }
            }
        }
        for (int s = 4; s >= 0; s--)
            pqpoly_ntt16_ct_stage(x, N, G, MX_STAGE(s), pqpoly_mx_inv + pqpoly_mx_stage[s][3],
                                  MX_ONE_MONT, MX_Q, MX_QINV);
        for (int i = 0; i < N * G; i++)
            if (md(x[i], q) != md((int64_t)f[i] * N, q)) { printf("FAIL mixed270: inverse(forward(x)) != 270 x\n"); return 1; }
    }
    printf("ok   mixed-radix 270 (2,3,3,3,5) over Z_4591\n");
    return 0;
}

static int check_radix3(void) {
    enum { L = 64 };
    int32_t a[L], b[L], c[L], fa[L], fb[L], fc[L];
    int64_t q = NTT_Q6984193_N128_Q, rinv = pw(md((int64_t)1 << 32, q), q - 2, q);
    int64_t w = md(GT_OMEGA3_MONT * rinv, q);
    if (w == 1 || pw(w, 3, q) != 1) { printf("FAIL radix3: omega is not a primitive cube root\n"); return 1; }
    for (int i = 0; i < L; i++) {
        fa[i] = a[i] = (int32_t)(next() % (uint64_t)q) - (int32_t)(q / 2);
        fb[i] = b[i] = (int32_t)(next() % (uint64_t)q) - (int32_t)(q / 2);
        fc[i] = c[i] = (int32_t)(next() % (uint64_t)q) - (int32_t)(q / 2);
    }
    pqpoly_ntt32_radix3_forward(a, b, c, L, GT_OMEGA3_MONT, (int32_t)q, NTT_Q6984193_N128_QINV);
    for (int i = 0; i < L; i++) {
        int64_t v1 = md(fa[i] + w * fb[i] % q + w * w % q * fc[i], q);
        int64_t v2 = md(fa[i] + w * w % q * fb[i] + w * fc[i] % q, q);
        if (md(a[i], q) != md((int64_t)fa[i] + fb[i] + fc[i], q) || md(b[i], q) != v1 || md(c[i], q) != v2) {
            printf("FAIL radix3: forward is not evaluation at 1, omega, omega^2\n");
            return 1;
        }
    }
    pqpoly_ntt32_radix3_inverse(a, b, c, L, GT_OMEGA3_MONT, (int32_t)q, NTT_Q6984193_N128_QINV);
    for (int i = 0; i < L; i++)
        if (md(a[i], q) != md(3 * (int64_t)fa[i], q) || md(b[i], q) != md(3 * (int64_t)fb[i], q) ||
            md(c[i], q) != md(3 * (int64_t)fc[i], q)) {
            printf("FAIL radix3: inverse(forward(x)) != 3 x\n");
            return 1;
        }
    printf("ok   radix-3 over Z_6984193\n");
    return 0;
}

int test_mixed(void) { return check_mixed() + check_radix3(); }
