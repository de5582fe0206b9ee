/* ntt7681, AVX2: the R/3 product of the portable twin (src/mul/ntt7681_mod3.c:
 * rings ntrup<p>-mod3, operands in {-1, 0, 1}, the product over Z by Good's
 * trick over Z_7681, [ACC+21, §3]) on sixteen int16 lanes, for every NTRU
 * Prime set: N = 3 * 512 for p = 653, 761, 5 * 512 for p = 1277, and the
 * polyphase N = 4 * 512 of src/mul/avx2/poly4.h for p = 857, 953, 1013 (the
 * same product with a fifth fewer NTTs).
 * Stages: the maps and base products of src/mul/avx2/good16.h (one prime);
 * the size-512 NTTs are those of src/ntt/avx2/ntt512.h (its layers
 * pqpoly_ntt512_avx2_ct16 / _gs16, nodes and point order) on schedules of
 * their own for ternary inputs (m3_ntt_forward, m3_ntt_inverse below): the
 * multiplier port is what bounds these transforms, so every Barrett pass
 * and Montgomery product the bounds let go is dropped.
 *
 * Bounds (lanes, |.|; STEP(A) = A + MULC(7681, A) as in ntt512.h, the bound
 * after a Cooley-Tukey layer on inputs below A; BR the s = 15 Barrett bound
 * 5884; W = max(BR, MULC(7681, 2^15)) of ntt512.h):
 *   forward input 1 (ternary); layer 0 (twiddle 1): 2.
 *   Layer 1 exact: its one twiddle per group is zeta^(128 (1 + g)); with
 *     inputs |x| <= 2, x zeta_c for the centered zeta_c (|zeta_c| <= 3840)
 *     is exact in 16 bits (one pmullw, no reduction) and congruent to the
 *     Montgomery product by the table's zeta 2^16: M3_EXACT1 = 2 + 2 * 3840.
 *   M3_SCHED_E6 (both operands for T = 3, 4; the second for T = 5): layers
 *     2..6 from M3_EXACT1 unreduced (STEP^5(M3_EXACT1) < 2^15), Barrett,
 *     layers 7, 8: output <= STEP^2(BR).
 *   M3_SCHED_M7 (the first operand for T = 5, whose five base products
 *     need a smaller product of bounds): layer 1 a Montgomery product as in
 *     ntt512.h, layers 1..7 from 2 unreduced (STEP^7(2) < 2^15), Barrett,
 *     layer 8: output <= STEP(BR).
 *   base: a, b as above, A B < 7681 2^15 and T Montgomery products (the
 *     polyphase sum for T = 4) below 2^15 (PQPOLY_GOOD16_AVX2_BASE_AB_OK,
 *     PQPOLY_POLY4_AVX2_BASE_AB_OK), then Barrett: BR.
 *   inverse: ntt512.h's schedule (input BR; the sums reduced after layers
 *     7, 5, 3; layer 1's inputs <= 2 W, its sums and differences <= 4 W
 *     < 2^15), with the scaling by SCALE 2^-16 moved into layer 1 (below):
 *     layer 1's outputs <= MULC(7681, 4 W), layer 0's <= M3_INV_OUT.
 *   finish: the fold of three terms <= M3_INV_OUT stays < 2^15 and is the
 *     folded coefficient over Z (|c| <= 3 p < 7681 / 2) mod 7681; the s = 26
 *     Barrett reduction is exactly centered there (asserted), so it gives c
 *     itself, and the s = 15 one modulo 3 is exact on |c| < 2^14:
 *     PQPOLY_BARRETT16_ROUND_OUT_BOUND_S(3, 15, 3 p) = 1 (asserted).
 * Constant time: loop bounds and masks depend on p only. */
#ifdef __AVX2__
#include <immintrin.h>
#include <stdint.h>
#include <string.h>

#include "arith/center.h"
#include "arith/montgomery.h"
#include "mul/algo.h"
#include "mul/avx2/good16.h"
#include "mul/avx2/ntt7681_mod3.h"
#include "ntt/tables/good16_avx2.h"
#include "ntt/tables/radix2_q7681_n512.h"
#include "pqpoly/common.h"
#include "pqpoly/poly.h"

#define M3_Q NTT_Q7681_N512_Q
#define M3_STEP(A) PQPOLY_NTT512_AVX2_STEP(M3_Q, A)
#define M3_BR PQPOLY_NTT512_AVX2_BR(M3_Q)
#define M3_W PQPOLY_NTT512_AVX2_W(M3_Q)
#define M3_EXACT1 (2 + 2 * ((M3_Q - 1) / 2))
/* The bound of each forward output, and of the inverse's (see above). */
#define M3_OUT_E6 M3_STEP(M3_STEP(M3_BR))
#define M3_OUT_M7 M3_STEP(M3_BR)
#define M3_INV_OUT (2 * PQPOLY_MONT16_MULC_OUT_BOUND(M3_Q, 4 * M3_W))
#define M3_SCHED_E6 0
#define M3_SCHED_M7 1

_Static_assert(M3_EXACT1 < 32768, "exact layer 1 in 16 bits");
_Static_assert(PQPOLY_NTT7681_AVX2_Q == M3_Q && PQPOLY_NTT7681_AVX2_OUT_E6 == M3_OUT_E6 &&
                   PQPOLY_NTT7681_AVX2_OUT_M7 == M3_OUT_M7 && PQPOLY_NTT7681_AVX2_BR == M3_BR &&
                   PQPOLY_NTT7681_AVX2_T(653) == 3 && PQPOLY_NTT7681_AVX2_T(1013) == 4 &&
                   PQPOLY_NTT7681_AVX2_T(1277) == 5,
               "the bounds the tests read (ntt7681_mod3.h) are these");
_Static_assert(M3_STEP(M3_STEP(M3_STEP(M3_STEP(M3_STEP(M3_EXACT1))))) < 32768 && M3_OUT_E6 < 32768,
               "E6: layers 2..6 from the exact layer 1 unreduced, layers 7, 8 from BR");
_Static_assert(M3_STEP(M3_STEP(M3_STEP(M3_STEP(M3_STEP(M3_STEP(M3_STEP(2))))))) < 32768 && M3_OUT_M7 < 32768,
               "M7: layers 1..7 from 2 unreduced, layer 8 from BR");
_Static_assert(PQPOLY_GOOD16_AVX2_BASE_AB_OK(M3_Q, 3, M3_OUT_E6, M3_OUT_E6), "base products, T = 3");
_Static_assert(PQPOLY_POLY4_AVX2_BASE_AB_OK(M3_Q, M3_OUT_E6, M3_OUT_E6), "polyphase base products, T = 4");
_Static_assert(PQPOLY_GOOD16_AVX2_BASE_AB_OK(M3_Q, 5, M3_OUT_M7, M3_OUT_E6), "base products, T = 5");
_Static_assert(PQPOLY_NTT512_AVX2_INV_OK(M3_Q), "inverse: layer 1's sums and differences <= 4 W < 2^15");
_Static_assert(3 * M3_INV_OUT < 32768 &&
                   PQPOLY_BARRETT16_ROUND_OUT_BOUND_S(M3_Q, 26, 3 * M3_INV_OUT) == (M3_Q - 1) / 2,
               "fold of the scaled inverse, then exact centering");

static inline pqpoly_ntt512_avx2_mod m3_mod(void) {
    return pqpoly_ntt512_avx2_mod_of(NTT_Q7681_N512_Q, NTT_Q7681_N512_QINV,
                                     PQPOLY_BARRETT16_VR_S(NTT_Q7681_N512_Q, PQPOLY_NTT512_AVX2_SHIFT),
                                     pqpoly_ntt512_avx2_q7681_fwd, pqpoly_ntt512_avx2_q7681_inv);
}

/* The centered constant z 2^-16 (mod 7681) for a table entry z (Montgomery
 * form), times f 2^-16 unless f is 0: a scalar of public tables. */
static inline int16_t m3_plain(int16_t z, int16_t f) {
    int16_t x = f == 0 ? pqpoly_montgomery_reduce16(z, NTT_Q7681_N512_Q, NTT_Q7681_N512_QINV)
                       : pqpoly_montgomery_mul16(z, f, NTT_Q7681_N512_Q, NTT_Q7681_N512_QINV);
    return (int16_t)pqpoly_center32(x, NTT_Q7681_N512_Q);
}

/* The forward NTT of pqpoly_ntt512_avx2_forward_s (same layers, nodes and
 * output order) on one row x[512] of ternary inputs, with schedule `sched`
 * (a constant at every call; bounds above). */
static inline __attribute__((always_inline)) void m3_ntt_forward(int16_t *x, const pqpoly_ntt512_avx2_mod *m,
                                                                  int sched) {
    __m256i *v = (__m256i *)x;
    const int exact1 = sched == M3_SCHED_E6, r6 = sched == M3_SCHED_E6, r7 = sched == M3_SCHED_M7;
    for (int g = 0; g < 2; g++) {
        __m256i r[16];
        const __m256i z1 = _mm256_set1_epi16(m3_plain(m->fwd[1 + g], 0)); /* layer 1's twiddle, centered (E6) */
        /* layer 0 (block 0 only, twiddle 1) as group 0 is loaded: its sums
         * in r[], its differences stored as group 1's input */
        for (int j = 0; j < 16; j++) {
            if (g == 0) {
                __m256i a = v[j], b = v[j + 16];
                r[j] = _mm256_add_epi16(a, b);
                v[j + 16] = _mm256_sub_epi16(a, b);
            } else {
                r[j] = v[16 + j];
            }
        }
        if (exact1) {
            for (int j = 0; j < 8; j++) { /* layer 1, exact */
                __m256i t = _mm256_mullo_epi16(r[j + 8], z1), a = r[j];
                r[j] = _mm256_add_epi16(a, t);
                r[j + 8] = _mm256_sub_epi16(a, t);
            }
        } else {
            pqpoly_ntt512_avx2_ct16(r, 1, 8, m->fwd, g, 0, m, -1);
        }
        /* the halves written out (a loop over them is not unrolled, and r[]
         * would go to memory) */
        pqpoly_ntt512_avx2_ct16(r, 2, 4, m->fwd, g, 0, m, 0);
        pqpoly_ntt512_avx2_ct16(r, 3, 2, m->fwd, g, 0, m, 0);
        pqpoly_ntt512_avx2_ct16(r, 4, 1, m->fwd, g, 0, m, 0);
        pqpoly_ntt512_avx2_ct16(r, 2, 4, m->fwd, g, 0, m, 1);
        pqpoly_ntt512_avx2_ct16(r, 3, 2, m->fwd, g, 0, m, 1);
        pqpoly_ntt512_avx2_ct16(r, 4, 1, m->fwd, g, 0, m, 1);
        pqpoly_avx2_transpose16(r);
        pqpoly_ntt512_avx2_ct16(r, 5, 8, m->fwd, g, 0, m, -1);
        pqpoly_ntt512_avx2_ct16(r, 6, 4, m->fwd, g, r6, m, 0);
        pqpoly_ntt512_avx2_ct16(r, 7, 2, m->fwd, g, r7, m, 0);
        pqpoly_ntt512_avx2_ct16(r, 8, 1, m->fwd, g, 0, m, 0);
        pqpoly_ntt512_avx2_ct16(r, 6, 4, m->fwd, g, r6, m, 1);
        pqpoly_ntt512_avx2_ct16(r, 7, 2, m->fwd, g, r7, m, 1);
        pqpoly_ntt512_avx2_ct16(r, 8, 1, m->fwd, g, 0, m, 1);
        for (int j = 0; j < 16; j++) v[16 * g + j] = r[j];
    }
}

/* The inverse NTT of pqpoly_ntt512_avx2_inverse (same layers, nodes and
 * order) on one row x[512], with the final scaling by SCALE 2^-16 (which
 * makes the output the product itself mod 7681) moved into layer 1: its
 * sums take a Montgomery product by SCALE instead of their Barrett pass,
 * its one twiddle per group is multiplied by SCALE 2^-16 beforehand, so
 * layer 0 (add/sub) and every output are scaled: 16 products more per group
 * instead of a scaling pass over 32 vectors.  Bounds above. */
static inline __attribute__((always_inline)) void m3_ntt_inverse(int16_t *x, const pqpoly_ntt512_avx2_mod *m) {
    __m256i *v = (__m256i *)x;
    const __m256i s1 = _mm256_set1_epi16(NTT_Q7681_N512_SCALE);
    const __m256i s1q = pqpoly_montgomery_pre16_x16(s1, m->qinv);
    for (int g = 0; g < 2; g++) {
        __m256i r[16];
        const __m256i z = _mm256_set1_epi16(m3_plain(m->inv[1 + g], NTT_Q7681_N512_SCALE));
        const __m256i zq = pqpoly_montgomery_pre16_x16(z, m->qinv);
        for (int j = 0; j < 16; j++) r[j] = v[16 * g + j];
        pqpoly_ntt512_avx2_gs16(r, 8, 1, m->inv, g, 0, m, 0);
        pqpoly_ntt512_avx2_gs16(r, 7, 2, m->inv, g, 1, m, 0);
        pqpoly_ntt512_avx2_gs16(r, 6, 4, m->inv, g, 0, m, 0);
        pqpoly_ntt512_avx2_gs16(r, 8, 1, m->inv, g, 0, m, 1);
        pqpoly_ntt512_avx2_gs16(r, 7, 2, m->inv, g, 1, m, 1);
        pqpoly_ntt512_avx2_gs16(r, 6, 4, m->inv, g, 0, m, 1);
        pqpoly_ntt512_avx2_gs16(r, 5, 8, m->inv, g, 1, m, -1);
        pqpoly_avx2_transpose16(r);
        pqpoly_ntt512_avx2_gs16(r, 4, 1, m->inv, g, 0, m, 0);
        pqpoly_ntt512_avx2_gs16(r, 3, 2, m->inv, g, 1, m, 0);
        pqpoly_ntt512_avx2_gs16(r, 2, 4, m->inv, g, 0, m, 0);
        pqpoly_ntt512_avx2_gs16(r, 4, 1, m->inv, g, 0, m, 1);
        pqpoly_ntt512_avx2_gs16(r, 3, 2, m->inv, g, 1, m, 1);
        pqpoly_ntt512_avx2_gs16(r, 2, 4, m->inv, g, 0, m, 1);
        for (int j = 0; j < 8; j++) { /* layer 1, scaled */
            __m256i a = r[j], c = r[j + 8];
            r[j] = pqpoly_montgomery_mulc16_x16(_mm256_add_epi16(a, c), s1, s1q, m->q);
            r[j + 8] = pqpoly_montgomery_mulc16_x16(_mm256_sub_epi16(a, c), z, zq, m->q);
        }
        for (int j = 0; j < 16; j++) { /* layer 0 as group 1 is stored; group 0 waits in memory */
            if (g == 0) {
                v[j] = r[j];
            } else {
                __m256i a = v[j];
                v[j] = _mm256_add_epi16(a, r[j]);
                v[j + 16] = _mm256_sub_epi16(a, r[j]);
            }
        }
    }
}

/* Good's map (or the polyphase one) of a[0 .. p-1] into t[T][512], then the
 * T forward NTTs with schedule sched. */
static inline __attribute__((always_inline)) void m3_forward(int16_t *t, const int16_t *a, int p, size_t tcount,
                                                             int sched) {
    pqpoly_ntt512_avx2_mod m = m3_mod();
    if (tcount == PQPOLY_POLY4_AVX2_T)
        pqpoly_poly4_avx2_scatter(t, NULL, a, (size_t)p);
    else
        pqpoly_good_avx2_scatter(t, NULL, a, (size_t)p, tcount, GOOD16_M);
    for (size_t r = 0; r < tcount; r++) m3_ntt_forward(t + r * GOOD16_M, &m, sched);
}

static inline void m3_base(int16_t *tc, const int16_t *ta, const int16_t *tb, size_t tcount) {
    pqpoly_ntt512_avx2_mod m = m3_mod();
    pqpoly_good16_avx2_base_any(tc, ta, tb, tcount, GOOD16_M, &m, pqpoly_ntt512_avx2_q7681_pts);
}

/* The fold modulo x^p - x - 1 (as src/ntt/avx2/fold.h: c[k] = t[k] + t[k+p]
 * + t[k+p-1], the last for k >= 1) of the scaled inverse's linear output,
 * then the exact coefficient and its residue mod 3 (bounds above).  t: at
 * least 16 ceil(p/16) + p entries; buf: 16 ceil(p/16) int16, 32-byte
 * aligned (the rounded-up output). */
static inline void m3_finish(int16_t *c, const int16_t *t, int p, int16_t *buf) {
    const __m256i q1 = _mm256_set1_epi16(M3_Q), v26 = _mm256_set1_epi16(PQPOLY_BARRETT16_VR_S(M3_Q, 26));
    const __m256i rnd = _mm256_set1_epi16(1 << (31 - 26)), q3 = _mm256_set1_epi16(3);
    const __m256i v3 = _mm256_set1_epi16(PQPOLY_BARRETT16_VR_S(3, 15));
    const __m256i not0 = _mm256_set_epi16(-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 0);
    for (int k = 0; k < p; k += 16) {
        __m256i x = _mm256_loadu_si256((const __m256i *)(t + k));
        __m256i y = _mm256_loadu_si256((const __m256i *)(t + k + p));
        __m256i z = _mm256_loadu_si256((const __m256i *)(t + k + p - 1));
        if (k == 0) z = _mm256_and_si256(z, not0); /* c[0] has no t[p-1] term */
        x = _mm256_add_epi16(x, _mm256_add_epi16(y, z));
        x = pqpoly_barrett_round16_x16(x, v26, rnd, q1);
        _mm256_store_si256((__m256i *)(buf + k), pqpoly_barrett_round16_s15_x16(x, v3, q3));
    }
    memcpy(c, buf, (size_t)p * sizeof c[0]);
}

/* t: [T][512]; lin: T * 512 int16 of 32-byte-aligned scratch (the linear
 * product; then t's rows hold the fold's rounded-up output). */
static inline void m3_inverse(int16_t *c, int16_t *t, int p, size_t tcount, int16_t *lin) {
    pqpoly_ntt512_avx2_mod m = m3_mod();
    for (size_t r = 0; r < tcount; r++) m3_ntt_inverse(t + r * GOOD16_M, &m);
    pqpoly_good16_avx2_gather_any(lin, t, 32 * tcount, tcount, GOOD16_M);
    m3_finish(c, lin, p, t);
}

/* The transform holds the rows and, for the inverse, the linear product. */
#define M3_BYTES(T) (2 * sizeof(int16_t) * (T) * GOOD16_M)
#define M3_SCHED_A(T) ((T) == 5 ? M3_SCHED_M7 : M3_SCHED_E6)
#define M3_DEFS(P, T)                                                                                         \
    _Static_assert(PQPOLY_GOOD16_AVX2_FITS(P, T), "N = 512 T holds the product, p = " #P);                    \
    _Static_assert((T) == 3 || (T) == 4 || (T) == 5, "the schedules above, p = " #P);                        \
    _Static_assert(3 * (P) < 16384 && PQPOLY_BARRETT16_ROUND_OUT_BOUND_S(3, 15, 3 * (P)) == 1,                \
                   "fold and reduction modulo 3, p = " #P);                                                  \
    /* each stage compiled once (noinline) and shared by mul: one copy of   \
     * each transform in the instruction cache (for T = 3, 4 both operands  \
     * take the same forward) */                                            \
    static __attribute__((noinline)) void m3_fwdb_##P(void *t, const int16_t *b) {                           \
        m3_forward((int16_t *)t, b, P, T, M3_SCHED_E6);                                                       \
    }                                                                                                         \
    static __attribute__((noinline)) void m3_fwd_##P(void *t, const int16_t *a) {                            \
        if (M3_SCHED_A(T) == M3_SCHED_E6)                                                                     \
            m3_fwdb_##P(t, a);                                                                                \
        else                                                                                                  \
            m3_forward((int16_t *)t, a, P, T, M3_SCHED_A(T));                                                 \
    }                                                                                                         \
    static __attribute__((noinline)) void m3_base_##P(void *tc, const void *ta, const void *tb) {            \
        m3_base((int16_t *)tc, (const int16_t *)ta, (const int16_t *)tb, T);                                  \
    }                                                                                                         \
    static __attribute__((noinline)) void m3_inv_##P(int16_t *c, void *t) {                                  \
        m3_inverse(c, (int16_t *)t, P, T, (int16_t *)t + (T) * GOOD16_M);                                     \
    }                                                                                                         \
    static const pqpoly_transform m3_##P##_transform = {M3_BYTES(T), m3_fwd_##P, m3_fwdb_##P, m3_base_##P,   \
                                                          m3_inv_##P, PQPOLY_TRANSFORM_PRODUCT_ONLY};         \
    /* The product with half the staged scratch (the inverse's linear buffer \
     * is t[1], b's rows, free after the base products) and one wipe. */    \
    static void m3_##P##_mul(int16_t *c, const int16_t *a, const int16_t *b, const pqpoly_ring *r) {         \
        _Alignas(32) int16_t t[2][(T) * GOOD16_M];                                                            \
        (void)r;                                                                                              \
        m3_fwd_##P(t[0], a);                                                                                  \
        m3_fwdb_##P(t[1], b);                                                                                 \
        m3_base_##P(t[0], t[0], t[1]);                                                                        \
        m3_inv_##P(c, t[0]);                                                                                  \
        pqpoly_memzero(t, sizeof t);                                                                          \
    }
#define M3_INSTANCE(P, T)                                                                           \
    PQPOLY_STAGED_INSTANCE(avx2, "ntrup" #P "-mod3", "ntt7681", PQPOLY_BIG_BIG,                     \
                           "product over Z by " PQPOLY_GOOD16_AVX2_FORM(T) " mod 7681 (16-bit, AVX2), N = " #T "*512, then mod 3 ([ACC+21, §3])", \
                           m3_##P),

/* Every set but p = 761 through M3_DEFS; p = 761 is written out below. */
#define M3_BUILT(P, T) M3_BUILT_##P(P, T)
#define M3_BUILT_653 M3_DEFS
#define M3_BUILT_761(P, T)
#define M3_BUILT_857 M3_DEFS
#define M3_BUILT_953 M3_DEFS
#define M3_BUILT_1013 M3_DEFS
#define M3_BUILT_1277 M3_DEFS
PQPOLY_NTT7681_AVX2_SETS(M3_BUILT)

/* p = 761, T = 3: M3_DEFS(761, 3) written out, being the default R/3 product
 * of sntrup761 where AVX2 runs, called by the KEM through its backend
 * (src/ring/ntrup/backend.h).  Schedule E6 for both operands. */
_Static_assert(PQPOLY_NTT7681_AVX2_T(761) == 3 && M3_SCHED_A(3) == M3_SCHED_E6, "p = 761: T = 3, schedule E6");
_Static_assert(PQPOLY_GOOD16_AVX2_FITS(761, 3), "N = 512 T holds the product, p = 761");
_Static_assert(3 * 761 < 16384 && PQPOLY_BARRETT16_ROUND_OUT_BOUND_S(3, 15, 3 * 761) == 1,
               "fold and reduction modulo 3, p = 761");
/* each stage compiled once (noinline) and shared by mul (one copy of the
 * forward transform for both operands in the instruction cache) */
static __attribute__((noinline)) void m3_fwd_761(void *t, const int16_t *a) {
    m3_forward((int16_t *)t, a, 761, 3, M3_SCHED_E6);
}
static __attribute__((noinline)) void m3_base_761(void *tc, const void *ta, const void *tb) {
    m3_base((int16_t *)tc, (const int16_t *)ta, (const int16_t *)tb, 3);
}
static __attribute__((noinline)) void m3_inv_761(int16_t *c, void *t) {
    m3_inverse(c, (int16_t *)t, 761, 3, (int16_t *)t + 3 * GOOD16_M);
}
static const pqpoly_transform m3_761_transform = {M3_BYTES(3), m3_fwd_761, m3_fwd_761, m3_base_761, m3_inv_761,
                                                  PQPOLY_TRANSFORM_PRODUCT_ONLY};
/* The product with half the staged scratch (the inverse's linear buffer is
 * t[1], b's rows, free after the base products) and one wipe. */
static void m3_761_mul(int16_t *c, const int16_t *a, const int16_t *b, const pqpoly_ring *r) {
    _Alignas(32) int16_t t[2][3 * GOOD16_M];
    (void)r;
    m3_fwd_761(t[0], a);
    m3_fwd_761(t[1], b);
    m3_base_761(t[0], t[0], t[1]);
    m3_inv_761(c, t[0]);
    pqpoly_memzero(t, sizeof t);
}

static const pqpoly_mul_entry ntt7681_avx2_instances[] = {PQPOLY_NTT7681_AVX2_SETS(M3_INSTANCE)};
PQPOLY_MUL_ALGO_DEFINE(ntt7681, avx2, "ntt7681", ntt7681_avx2_instances)
#endif
