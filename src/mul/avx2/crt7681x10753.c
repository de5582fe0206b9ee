/* crt7681x10753, AVX2: the big*small product of the portable twin
 * (src/mul/crt7681x10753.c: Good's trick over Z_7681 and Z_10753, the two
 * products recombined by the CRT, [ACC+21, §3] option 3) on sixteen int16
 * lanes, for every NTRU Prime set (shapes in src/mul/avx2/crt7681x10753.h):
 * N = 3 * 512 for p = 761, N = 5 * 512 for p = 1277; for p = 857, 953,
 * 1013 the polyphase form N = 4 * 512 of src/mul/avx2/poly4.h instead of
 * the twin's 5 * 512 (the same product, a fifth fewer NTTs); for p = 653
 * N = 5 * 256 (size-256 NTTs, src/ntt/avx2/ntt256.h) instead of 3 * 512, a
 * sixth fewer butterflies, with the 25 coefficients of the product past N
 * computed directly (truncation, below).  Stages: src/mul/avx2/good16.h
 * (for T = 5 the base products by differences, 15 a point instead of 25);
 * the CRT and the reduction modulo q stay in 16-bit lanes.
 *
 * Lazy-reduction schedule and bounds (lanes, |.|):
 *   forward  input |a_i| <= (q-1)/2 <= 3939 (ternary b: 1; for rows of
 *            256 the schedules' B0 is half the input bound, ntt256.h); the
 *            Barrett schedules of src/ntt/avx2/ntt512.h chosen per set and prime
 *            (C2_SCHED_BIG, C2_SCHED_SMALL below; the stated bounds are
 *            src/mul/avx2/crt7681x10753.h): a's output <= BR(P) = 0.77 P
 *            (s = 15 Barrett) or OUT3L(10753) (p = 953, 1013), b's <=
 *            BR(P), OUT4(P) or OUT5(P, 16), all < 2^15; the base products
 *            asserted from the pair;
 *   base     T Montgomery products summed, < 2^15
 *            (PQPOLY_GOOD16_AVX2_BASE_AB_OK with b's bound; for T = 4
 *            PQPOLY_POLY4_AVX2_BASE_AB_OK, src/mul/avx2/poly4.h; for T = 5
 *            the differences' PQPOLY_GOOD16_AVX2_BASE5D_AB_OK),
 *            Barrett-reduced to BR(7681) mod 7681; mod 10753 multiplied by
 *            SCALE_2 instead (Montgomery), <= MULC(10753, 2^15) <= W(10753),
 *            and for rows of 256 mod 7681 by SCALE_1 likewise (<= W(7681));
 *   inverse  output c_P <= 2 W(P) (ntt512.h; W(P) for rows of 256);
 *   CRT      x1 = mont(c_1, SCALE_1) (rows of 256: c_1, already scaled),
 *            x2 = c_2 (already scaled): the value mod 7681 and mod 10753
 *            (|x1| <= C2_X1MAX = max(MULC(7681, 2^15), W(7681)) = 5884,
 *            |x2| <= 2 W(10753) = C2_X2MAX, |x2 - x1| < 2^15, and its
 *            Montgomery product by u below 10753); x1 need not be centered:
 *            the integer coefficient is c = x1 + 7681 d with
 *            |d| <= (p (q-1)/2 + C2_X1MAX) / 7681 = DMAX < 10753 / 2, so
 *            d = (x2 - x1) 7681^-1 mod 10753 is its centered representative,
 *            and d' = mont(x2 - x1, u) is d itself: d' = d (mod 10753) with
 *            |d'| <= MULC(10753, |x2 - x1|) = C2_DMONT (u centered), and
 *            C2_DMONT + DMAX < 10753 (no reduction of the digit);
 *            c mod q = x1 + mont(d, 7681 2^16 mod q), |.| <= C2_X1MAX +
 *            MULC(q, DMAX) = TMAX.  A coefficient of degree >= 2p - 1 is 0 over Z, so
 *            it comes out as a multiple of q within the same bound.
 *   finish   three terms folded, 3 TMAX < 2^15 (truncated: one of them
 *            less a top coefficient, 3 TMAX + TOPMAX < 2^15), then Barrett
 *            (s = 26) and centering (src/ntt/avx2/fold.h).
 * Every bound is a _Static_assert below.  Constant time: loop bounds and
 * masks depend on p only. */
#ifdef __AVX2__
#include <immintrin.h>
#include <stdint.h>

#include "mul/algo.h"
#include "mul/avx2/crt7681x10753.h"
#include "mul/avx2/good16.h"
#include "ntt/avx2/fold.h"
#include "ntt/tables/crt7681x10753.h"
#include "ntt/tables/good16_avx2.h"
#include "ntt/tables/radix2_q10753_n512.h"
#include "ntt/tables/radix2_q7681_n512.h"
#include "params/ntrup.h"
#include "pqpoly/poly.h"

#define C2_MULC(q, a) PQPOLY_MONT16_MULC_OUT_BOUND(q, a)
/* x1: the Montgomery product by SCALE_1 in the CRT (at most MULC(7681,
 * 2^15) = 5760) or, for rows of 256, the inverse's output itself, the
 * scale applied in the base (at most W(7681) = 5884, ntt256.h) */
#define C2_X1MAX (C2_MULC(CRT_P1, 32768) > PQPOLY_NTT512_AVX2_W(CRT_P1) ? C2_MULC(CRT_P1, 32768) : PQPOLY_NTT512_AVX2_W(CRT_P1))
_Static_assert(C2_MULC(CRT_P1, 32768) <= PQPOLY_NTT512_AVX2_W(CRT_P1), "scaled base output mod 7681, an inverse input");
#define C2_DMAX(p, q) (((int64_t)(p) * (((q) - 1) / 2) + C2_X1MAX) / CRT_P1 + 1)
#define C2_TMAX(p, q) (C2_X1MAX + C2_MULC(q, C2_DMAX(p, q)))
/* x mod P centered, for |x| < P + P/2 (constant expressions) */
#define C2_CENTER(x, P) ((x) > (P) / 2 ? (x) - (P) : (x) < -(P) / 2 ? (x) + (P) : (x))
/* 7681 * 2^16 mod q, centered */
#define C2_K(q) ((int16_t)C2_CENTER((7681L << 16) % (q), q))

_Static_assert(PQPOLY_NTT512_AVX2_INV_OK(CRT_P1) && PQPOLY_NTT512_AVX2_INV_OK(CRT_P2), "inverse NTT schedule");
/* mod 10753 the base's output is the Montgomery product by the scale, at
 * most MULC(10753, 2^15) <= W, an input of the inverse, whose output is at
 * most 2 W (ntt512.h: after layer 1 every value is at most W) */
#define C2_X2MAX (2 * PQPOLY_NTT512_AVX2_W(CRT_P2))
_Static_assert(C2_MULC(CRT_P2, 32768) <= PQPOLY_NTT512_AVX2_W(CRT_P2), "scaled base output, an inverse input");
/* d' = mont(x2 - x1, u), u = CRT_P1INV_MONT centered: |d'| <= C2_DMONT;
 * the true digit d, |d| <= DMAX, is the only value congruent to it within
 * C2_DMONT + DMAX < 10753 of it (asserted per set), so d' = d. */
#define C2_DMONT C2_MULC(CRT_P2, C2_X1MAX + C2_X2MAX)
_Static_assert(C2_X1MAX + C2_X2MAX < 32768 && 2 * CRT_P1INV_MONT < CRT_P2 && -2 * CRT_P1INV_MONT < CRT_P2,
               "x2 - x1 fits; u centered");

static inline void c2_mods(pqpoly_ntt512_avx2_mod m[2]) {
    m[0] = pqpoly_ntt512_avx2_mod_of(NTT_Q7681_N512_Q, NTT_Q7681_N512_QINV,
                                     PQPOLY_BARRETT16_VR_S(NTT_Q7681_N512_Q, PQPOLY_NTT512_AVX2_SHIFT),
                                     pqpoly_ntt512_avx2_q7681_fwd, pqpoly_ntt512_avx2_q7681_inv);
    m[1] = pqpoly_ntt512_avx2_mod_of(NTT_Q10753_N512_Q, NTT_Q10753_N512_QINV,
                                     PQPOLY_BARRETT16_VR_S(NTT_Q10753_N512_Q, PQPOLY_NTT512_AVX2_SHIFT),
                                     pqpoly_ntt512_avx2_q10753_fwd, pqpoly_ntt512_avx2_q10753_inv);
}

/* The Barrett schedules of the forward NTTs (ntt512.h), constants per set
 * (named once per set by the enums of C2_DEFS): the big operand
 * (|a_i| <= (q-1)/2, layer 1 without its twiddle-1 products where the
 * bounds allow) takes RED58 (the lo inputs of layer 5, then every output
 * of layer 8) where FWD5_OK allows it (every set mod 7681; with the skip
 * for p <= 953), else RED48,
 * else RED3L (layer 3, then the lo inputs of layer 8; output OUT3L) where
 * the base products stay in range with it, else RED3L8 (p >= 953 mod 10753);
 * the ternary operand (layers 1..4 without the twiddle-1 products) takes
 * RED5 (the lo inputs of layer 5 only) where the base products stay in
 * range with it (every set mod 7681), else RED4 (one pass after layer 4,
 * p <= 761 mod 10753), else RED4L8 (a pass after layer 4 and the lo inputs
 * of layer 8; p = 857 mod 10753), else RED48. */
#define C2_SCHED_BIG(P_, ba, T, OUTS)                                                                \
    (PQPOLY_NTT512_AVX2_FWD5_OK(P_, ba)  ? PQPOLY_NTT512_AVX2_RED58 /* skip 1 if it allows */           \
     : PQPOLY_NTT512_AVX2_FWD48_OK(P_, ba) ? PQPOLY_NTT512_AVX2_RED48                                \
     : !PQPOLY_NTT512_AVX2_FWD3L_OK(P_, ba) ? PQPOLY_NTT512_AVX2_RED258                              \
     : C2_BASE_AB_OK(P_, T, PQPOLY_NTT512_AVX2_OUT3L(P_), OUTS)                                       \
         ? PQPOLY_NTT512_AVX2_RED3L                                                                    \
         : PQPOLY_NTT512_AVX2_RED3L8)
#define C2_BASE_AB_OK(P_, T, A, B)                                                                   \
    ((T) == PQPOLY_POLY4_AVX2_T ? PQPOLY_POLY4_AVX2_BASE_AB_OK(P_, A, B)                               \
     : (T) == 5                 ? PQPOLY_GOOD16_AVX2_BASE5D_AB_OK(P_, A, B)                            \
                                : PQPOLY_GOOD16_AVX2_BASE_AB_OK(P_, T, A, B))
#define C2_RED4_OK(P_, T) C2_BASE_AB_OK(P_, T, PQPOLY_NTT512_AVX2_BR(P_), PQPOLY_NTT512_AVX2_OUT4(P_))
/* RED5 (skip 4: B0 = 2^4): output <= OUT5(P, 16) */
#define C2_RED5_OK(P_, T)                                                                              \
    (PQPOLY_NTT512_AVX2_FWD5_OK(P_, 16) &&                                                             \
     C2_BASE_AB_OK(P_, T, PQPOLY_NTT512_AVX2_BR(P_), PQPOLY_NTT512_AVX2_OUT5(P_, 16)))
/* RED4L8 only where the big operand's output is BR (its schedule RED58 or
 * RED48: RED3L, whose output is larger, needs BR here) */
#define C2_RED4L8_OK(P_, ba, T)                                                                        \
    (PQPOLY_NTT512_AVX2_FWD4L8_OK(P_, 16) &&                                                           \
     (PQPOLY_NTT512_AVX2_FWD5_OK(P_, ba) || PQPOLY_NTT512_AVX2_FWD48_OK(P_, ba)) &&                      \
     C2_BASE_AB_OK(P_, T, PQPOLY_NTT512_AVX2_BR(P_), PQPOLY_NTT512_AVX2_OUT4L8(P_)))
#define C2_SCHED_SMALL(P_, ba, T)                                                                      \
    (C2_RED5_OK(P_, T)        ? PQPOLY_NTT512_AVX2_RED5                                                  \
     : C2_RED4_OK(P_, T)      ? PQPOLY_NTT512_AVX2_RED4                                                  \
     : C2_RED4L8_OK(P_, ba, T) ? PQPOLY_NTT512_AVX2_RED4L8                                               \
                              : PQPOLY_NTT512_AVX2_RED48)
/* The output bound of a forward with schedule sched (the ternary's
 * B0 = 2^4 for RED5; the other schedules end with a Barrett pass or
 * STEP^4(BR)). */
#define C2_OUT(P_, sched)                                                                              \
    ((sched) == PQPOLY_NTT512_AVX2_RED5    ? PQPOLY_NTT512_AVX2_OUT5(P_, 16)                            \
     : (sched) == PQPOLY_NTT512_AVX2_RED4  ? PQPOLY_NTT512_AVX2_OUT4(P_)                                \
     : (sched) == PQPOLY_NTT512_AVX2_RED3L ? PQPOLY_NTT512_AVX2_OUT3L(P_)                               \
     : (sched) == PQPOLY_NTT512_AVX2_RED4L8 ? PQPOLY_NTT512_AVX2_OUT4L8(P_)                             \
                                           : PQPOLY_NTT512_AVX2_BR(P_))
/* the bounds each chosen schedule needs */
#define C2_FWD_BIG_OK(P_, ba)                                                                        \
    (PQPOLY_NTT512_AVX2_FWD5_OK(P_, ba) || PQPOLY_NTT512_AVX2_FWD48_OK(P_, ba) ||                       \
     PQPOLY_NTT512_AVX2_FWD3L_OK(P_, ba) || PQPOLY_NTT512_AVX2_FWD_OK(P_, ba))
#define C2_FWD_SMALL_OK(P_, T) \
    (C2_RED5_OK(P_, T) ||                                                                              \
     (PQPOLY_NTT512_AVX2_FWD48_OK(P_, 1) && (C2_RED4_OK(P_, T) ||                                        \
                                             C2_BASE_AB_OK(P_, T, PQPOLY_NTT512_AVX2_BR(P_), PQPOLY_NTT512_AVX2_BR(P_)))))

/* The twiddle-1 skips (pqpoly_ntt512_avx2_forward_sk): the ternary
 * operand skips all four layers it may; the big one layer 1 where its
 * bounds allow it. */
#define C2_SKIP_BIG(P_, ba, sched) (PQPOLY_NTT512_AVX2_FWDK_OK(P_, ba, sched, 1) ? 1 : 0)
#define C2_SKIP_SMALL(P_, T) 4

/* The scale of the CRT (R^2 / M mod P, centered) for rows of M: the tables'
 * value for M = 512, twice it for M = 256. */
#define C2_SCALE(s512, P, M) ((int16_t)((M) == 256 ? C2_CENTER((2 * (s512)) % (P), P) : (s512)))

/* Truncation (p = 653: N = 5 * 256 < 2p - 1; good16.h).  The cyclic product
 * gives C_k = c_k + c_(N+k) (k < wrap = 2p - 1 - N) and C_k = c_k above;
 * still |C_k| <= p (q-1)/2 (each a_i meets at most one b_j, p < N), so the
 * CRT below recovers it as for the linear product.  The forward stages
 * keep the operands' top parts after both primes' rows, the base stage
 * forms the top coefficients c_(N+k) mod q there (|.| <= TOPMAX), and the
 * inverse subtracts them from C_0 .. C_(wrap-1), leaving them as
 * coefficients N .. N + wrap - 1 of the linear product. */
#define C2_TOPMAX(q, W) PQPOLY_GOOD16_AVX2_TOP_OUT(q, ((q) - 1) / 2, W)

/* t = [2][T][M]: the forward transforms over both primes, schedules s1
 * (mod 7681) and s2 (mod 10753), skips k1, k2. */
static inline __attribute__((always_inline)) void c2_forward(int16_t *t, const int16_t *a, int p, size_t tcount,
                                                             size_t cols, int s1, int s2, int k1, int k2) {
    pqpoly_ntt512_avx2_mod m[2];
    c2_mods(m);
    pqpoly_good16_avx2_forward_sk(t, t + tcount * cols, a, p, tcount, cols, &m[0], &m[1], s1, s2, k1, k2);
}

/* tc = ta tb point by point, and for wrap > 0 the top coefficients (read
 * before tc, which may be ta or tb, is written). */
static inline __attribute__((always_inline)) void c2_base(int16_t *tc, const int16_t *ta, const int16_t *tb,
                                                          size_t tcount, size_t cols, int wrap, int16_t q, int16_t v) {
    pqpoly_ntt512_avx2_mod m[2];
    size_t h = tcount * cols;
    _Alignas(32) int16_t top[32];
    if (wrap > 0) pqpoly_good16_avx2_top(top, ta + 2 * h, tb + 2 * h, wrap, q, v);
    c2_mods(m);
    /* mod 10753 the CRT's scale is applied here, in place of the Barrett
     * reduction (C2_X2MAX); for rows of 256 mod 7681 too (C2_X1MAX) */
    const __m256i s2 = _mm256_set1_epi16(C2_SCALE(NTT_Q10753_N512_SCALE, CRT_P2, cols));
    const __m256i s1 = _mm256_set1_epi16(C2_SCALE(NTT_Q7681_N512_SCALE, CRT_P1, cols));
    if (tcount == 5) { /* by differences (good16.h) */
        pqpoly_good16_avx2_base5d_x(tc, ta, tb, cols, &m[0], cols == 256 ? &s1 : NULL);
        pqpoly_good16_avx2_base5d_x(tc + h, ta + h, tb + h, cols, &m[1], &s2);
    } else {
        pqpoly_good16_avx2_base_any_x(tc, ta, tb, tcount, cols, &m[0], pqpoly_ntt512_avx2_q7681_pts,
                                      cols == 256 ? &s1 : NULL);
        pqpoly_good16_avx2_base_any_x(tc + h, ta + h, tb + h, tcount, cols, &m[1], pqpoly_ntt512_avx2_q10753_pts,
                                      &s2);
    }
    if (wrap > 0) {
        _mm256_store_si256((__m256i *)(tc + 2 * h), _mm256_load_si256((const __m256i *)top));
        _mm256_store_si256((__m256i *)(tc + 2 * h + 16), _mm256_load_si256((const __m256i *)(top + 16)));
        pqpoly_memzero(top, sizeof top);
    }
}

/* q, its Montgomery and Barrett constants and kq = C2_K(q) come as constants
 * from C2_DEFS (no division at run time). */
static inline __attribute__((always_inline)) void c2_inverse(int16_t *c, int16_t *t, int p, int16_t q, int16_t qinv,
                                                             int16_t v, int16_t kq, size_t tcount, size_t cols,
                                                             int wrap) {
    pqpoly_ntt512_avx2_mod m[2];
    size_t h = tcount * cols;
    const __m256i p1 = _mm256_set1_epi16(CRT_P1), p2 = _mm256_set1_epi16(CRT_P2);
    const __m256i vq = _mm256_set1_epi16(q);
    const __m256i s1 = _mm256_set1_epi16(C2_SCALE(NTT_Q7681_N512_SCALE, CRT_P1, cols));
    const __m256i u = _mm256_set1_epi16(CRT_P1INV_MONT), k = _mm256_set1_epi16(kq);
    const __m256i s1q = pqpoly_montgomery_pre16_x16(s1, _mm256_set1_epi16(NTT_Q7681_N512_QINV));
    const __m256i uq = pqpoly_montgomery_pre16_x16(u, _mm256_set1_epi16(NTT_Q10753_N512_QINV));
    const __m256i kqq = pqpoly_montgomery_pre16_x16(k, _mm256_set1_epi16(qinv));
    c2_mods(m);
    pqpoly_good16_avx2_inverse(t, tcount, cols, &m[0]);
    pqpoly_good16_avx2_inverse(t + h, tcount, cols, &m[1]);
    for (size_t i = 0; i < h; i += 16) { /* CRT, in place into the first prime's rows */
        __m256i x1 = _mm256_load_si256((const __m256i *)(t + i)); /* rows of 256: scaled in c2_base */
        if (cols != 256) x1 = pqpoly_montgomery_mulc16_x16(x1, s1, s1q, p1);
        __m256i x2 = _mm256_load_si256((const __m256i *)(t + h + i)); /* scaled in c2_base */
        __m256i d = pqpoly_montgomery_mulc16_x16(_mm256_sub_epi16(x2, x1), u, uq, p2); /* d itself (C2_DMONT) */
        _mm256_store_si256((__m256i *)(t + i), _mm256_add_epi16(x1, pqpoly_montgomery_mulc16_x16(d, k, kqq, vq)));
    }
    /* the second prime's rows, then the first's, are free: the linear
     * product goes to t + h, the rounded-up tail of the result to t; with
     * wrap > 0 the top coefficients already follow at t + 2h, and come off
     * C_0 .. C_(wrap-1) */
    pqpoly_good16_avx2_gather_any(t + h, t, cols / 16 * tcount, tcount, cols);
    if (wrap > 0)
        for (size_t i = 0; i < 32; i += 16)
            _mm256_store_si256((__m256i *)(t + h + i),
                               _mm256_sub_epi16(_mm256_load_si256((const __m256i *)(t + h + i)),
                                                _mm256_load_si256((const __m256i *)(t + 2 * h + i))));
    pqpoly_ntrup_finish_avx2(c, t + h, p, q, v, t);
}

#define C2_DEFS(P, T, M)                                                                             \
    enum {                                                                                          \
        C2_W_##P = PQPOLY_CRT2_AVX2_WRAP(P),                                                        \
        /* the big operand's B0 of ntt512.h (ntt256.h: half the input bound) */                     \
        C2_BA_##P = (M) == 256 ? PQPOLY_NTT256_AVX2_B0((PQPOLY_NTRUP_Q(P) - 1) / 2)                 \
                               : (PQPOLY_NTRUP_Q(P) - 1) / 2                                        \
    };                                                                                              \
    enum {                                                                                          \
        C2_SS1_##P = C2_SCHED_SMALL(CRT_P1, C2_BA_##P, T),                                           \
        C2_SS2_##P = C2_SCHED_SMALL(CRT_P2, C2_BA_##P, T)                                            \
    };                                                                                              \
    enum {                                                                                          \
        C2_SB1_##P = C2_SCHED_BIG(CRT_P1, C2_BA_##P, T, C2_OUT(CRT_P1, C2_SS1_##P)),                   \
        C2_SB2_##P = C2_SCHED_BIG(CRT_P2, C2_BA_##P, T, C2_OUT(CRT_P2, C2_SS2_##P))                    \
    };                                                                                              \
    enum {                                                                                          \
        C2_KB1_##P = C2_SKIP_BIG(CRT_P1, C2_BA_##P, C2_SB1_##P),                                     \
        C2_KB2_##P = C2_SKIP_BIG(CRT_P2, C2_BA_##P, C2_SB2_##P)                                      \
    };                                                                                              \
    _Static_assert(PQPOLY_CRT2_AVX2_T(P) == (T) && PQPOLY_CRT2_AVX2_M(P) == (M) &&                  \
                       ((M) == 512 || (M) == 256) && ((M) == 512 || (T) != PQPOLY_POLY4_AVX2_T),    \
                   "the shape of crt7681x10753.h, p = " #P);                                        \
    _Static_assert((T) * (M) >= (P) && C2_W_##P <= PQPOLY_GOOD16_AVX2_WRAP_MAX &&                                   \
                       ((T) != PQPOLY_POLY4_AVX2_T || ((P) <= 1024 && C2_W_##P == 0)),              \
                   "N = M T holds the operands, the product but its top wrap <= 28, p = " #P);       \
    _Static_assert(C2_FWD_BIG_OK(CRT_P1, C2_BA_##P) && C2_FWD_BIG_OK(CRT_P2, C2_BA_##P) &&             \
                       C2_FWD_SMALL_OK(CRT_P1, T) && C2_FWD_SMALL_OK(CRT_P2, T),                   \
                   "forward NTT schedules and base products, p = " #P);                             \
    _Static_assert(PQPOLY_NTT512_AVX2_FWDK_OK(CRT_P1, C2_BA_##P, C2_SB1_##P, C2_KB1_##P) &&            \
                       PQPOLY_NTT512_AVX2_FWDK_OK(CRT_P2, C2_BA_##P, C2_SB2_##P, C2_KB2_##P) &&        \
                       PQPOLY_NTT512_AVX2_FWDK_OK(CRT_P1, 1, C2_SS1_##P,              \
                                                  C2_SKIP_SMALL(CRT_P1, T)) &&                       \
                       PQPOLY_NTT512_AVX2_FWDK_OK(CRT_P2, 1, C2_SS2_##P,              \
                                                  C2_SKIP_SMALL(CRT_P2, T)),                         \
                   "forward NTT skips, p = " #P);                                                   \
    _Static_assert(2 * C2_DMAX(P, PQPOLY_NTRUP_Q(P)) < CRT_P2 &&                                    \
                       C2_DMAX(P, PQPOLY_NTRUP_Q(P)) + C2_DMONT < CRT_P2 &&                         \
                       3 * C2_TMAX(P, PQPOLY_NTRUP_Q(P)) < 32768 &&                                 \
                       PQPOLY_BARRETT16_ROUND_OUT_BOUND_S(PQPOLY_NTRUP_Q(P), 26,                    \
                                                          3 * C2_TMAX(P, PQPOLY_NTRUP_Q(P))) <      \
                           PQPOLY_NTRUP_Q(P),                                                       \
                   "CRT and finish, p = " #P);                                                      \
    /* the top coefficients: two runs of at most 14 terms without overflow, \
     * and the fold of C_k - c_(N+k) with two other terms (one C_j and one  \
     * top, or two C_j) */                                                  \
    _Static_assert(C2_W_##P == 0 ||                                                                  \
                       (PQPOLY_GOOD16_AVX2_TOP_OK(PQPOLY_NTRUP_Q(P), (PQPOLY_NTRUP_Q(P) - 1) / 2, C2_W_##P) && \
                        3 * C2_TMAX(P, PQPOLY_NTRUP_Q(P)) + C2_TOPMAX(PQPOLY_NTRUP_Q(P), C2_W_##P) < 32768 && \
                        PQPOLY_BARRETT16_ROUND_OUT_BOUND_S(PQPOLY_NTRUP_Q(P), 26,                    \
                                                           3 * C2_TMAX(P, PQPOLY_NTRUP_Q(P)) +       \
                                                               C2_TOPMAX(PQPOLY_NTRUP_Q(P), C2_W_##P)) < \
                            PQPOLY_NTRUP_Q(P)),                                                     \
                   "the truncation's top coefficients, p = " #P);                                   \
    _Static_assert(C2_OUT(CRT_P1, C2_SB1_##P) == PQPOLY_CRT2_AVX2_OUT_FWD_A(CRT_P1, P) &&             \
                       C2_OUT(CRT_P2, C2_SB2_##P) == PQPOLY_CRT2_AVX2_OUT_FWD_A(CRT_P2, P) &&         \
                       C2_OUT(CRT_P1, C2_SS1_##P) == PQPOLY_CRT2_AVX2_OUT_FWD_B(CRT_P1, P) &&         \
                       C2_OUT(CRT_P2, C2_SS2_##P) == PQPOLY_CRT2_AVX2_OUT_FWD_B(CRT_P2, P),           \
                   "the stated forward bounds (crt7681x10753.h), p = " #P);                         \
    _Static_assert(C2_BASE_AB_OK(CRT_P1, T, C2_OUT(CRT_P1, C2_SB1_##P),   \
                                 C2_OUT(CRT_P1, C2_SS1_##P)) &&                        \
                       C2_BASE_AB_OK(CRT_P2, T, C2_OUT(CRT_P2, C2_SB2_##P), \
                                     C2_OUT(CRT_P2, C2_SS2_##P)),                      \
                   "base products from the two forwards' bounds, p = " #P);                          \
    static void c2_fwd_##P(void *t, const int16_t *a) {                                            \
        c2_forward((int16_t *)t, a, P, T, M, C2_SB1_##P, C2_SB2_##P, C2_KB1_##P, C2_KB2_##P);        \
        if (C2_W_##P > 0) pqpoly_good16_avx2_keep_top_a((int16_t *)t + 2 * (T) * (M), a, P, C2_W_##P);              \
    }                                                                                               \
    static void c2_fwds_##P(void *t, const int16_t *b) {                                           \
        c2_forward((int16_t *)t, b, P, T, M, C2_SS1_##P, C2_SS2_##P, C2_SKIP_SMALL(CRT_P1, T),       \
                   C2_SKIP_SMALL(CRT_P2, T));                                                        \
        if (C2_W_##P > 0) pqpoly_good16_avx2_keep_top_b((int16_t *)t + 2 * (T) * (M), b, P, (T) * (M), C2_W_##P);   \
    }                                                                                               \
    static void c2_base_##P(void *tc, const void *ta, const void *tb) {                             \
        c2_base((int16_t *)tc, (const int16_t *)ta, (const int16_t *)tb, T, M, C2_W_##P,            \
                PQPOLY_NTRUP_Q(P), PQPOLY_BARRETT16_VR_S(PQPOLY_NTRUP_Q(P), 26));                    \
    }                                                                                               \
    static void c2_inv_##P(int16_t *c, void *t) {                                                   \
        c2_inverse(c, (int16_t *)t, P, PQPOLY_NTRUP_Q(P), PQPOLY_MONT16_QINV(PQPOLY_NTRUP_Q(P)),    \
                   PQPOLY_BARRETT16_VR_S(PQPOLY_NTRUP_Q(P), PQPOLY_NTRUP_FINISH_AVX2_SHIFT),        \
                   C2_K(PQPOLY_NTRUP_Q(P)), T, M, C2_W_##P);                                        \
    }                                                                                               \
    PQPOLY_STAGED(c2_##P, 2 * sizeof(int16_t) * (T) * (M) + PQPOLY_GOOD16_AVX2_TOP_BYTES(C2_W_##P), c2_fwd_##P,   \
                  c2_fwds_##P, c2_base_##P, c2_inv_##P)
/* the form's note: the truncation of p = 653 */
#define C2_NOTE(P) C2_NOTE_##P
#define C2_NOTE_653 ", truncated (the 25 coefficients past N computed directly)"
#define C2_NOTE_761 ""
#define C2_NOTE_857 ""
#define C2_NOTE_953 ""
#define C2_NOTE_1013 ""
#define C2_NOTE_1277 ""
#define C2_INSTANCE(P, T, M)                                                                        \
    PQPOLY_STAGED_INSTANCE(avx2, "ntrup" #P, "crt7681x10753", PQPOLY_BIG_SMALL,                     \
                           PQPOLY_GOOD16_AVX2_FORM(T) " mod 7681 and mod 10753 (16-bit, AVX2), CRT ([ACC+21, §3] option 3), N = " #T "*" #M C2_NOTE(P), \
                           c2_##P),

PQPOLY_CRT2_AVX2_SETS(C2_DEFS)
static const pqpoly_mul_entry crt7681x10753_avx2_instances[] = {PQPOLY_CRT2_AVX2_SETS(C2_INSTANCE)};
PQPOLY_MUL_ALGO_DEFINE(crt7681x10753, avx2, "crt7681x10753", crt7681x10753_avx2_instances)
#endif
