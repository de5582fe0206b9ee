/* The bounds of the AVX2 size-512 NTTs' lazy-reduction schedules
 * (src/ntt/avx2/ntt512.h, which explains each schedule and asserts them):
 * plain macros with no intrinsics, so that tests and the multipliers'
 * stated-bound headers can use them.  Internal header. */
#ifndef PQPOLY_NTT_AVX2_NTT512_BOUNDS_H
#define PQPOLY_NTT_AVX2_NTT512_BOUNDS_H

#include "arith/barrett.h"
#include "arith/montgomery.h"

/* The Barrett reductions are the s = 15 ones (pmulhrsw, pmullw, psubw: one
 * multiplication fewer than s = 26, the multiplier port being what bounds
 * these transforms): BR is looser (5884 for 7681, 5885 for 10753 instead of
 * 3840, 5376), every schedule below is asserted with it. */
#define PQPOLY_NTT512_AVX2_SHIFT 15
#define PQPOLY_NTT512_AVX2_BR(q) PQPOLY_BARRETT16_ROUND_OUT_BOUND_S(q, PQPOLY_NTT512_AVX2_SHIFT, 32768)
#define PQPOLY_NTT512_AVX2_STEP(q, A) ((A) + PQPOLY_MONT16_MULC_OUT_BOUND(q, A))
#define PQPOLY_NTT512_AVX2_FWD_OK(q, b0)                                                                \
    (PQPOLY_NTT512_AVX2_STEP(q, PQPOLY_NTT512_AVX2_STEP(q, 2 * (b0))) < 32768 &&                         \
     PQPOLY_NTT512_AVX2_STEP(q, PQPOLY_NTT512_AVX2_STEP(q, PQPOLY_NTT512_AVX2_STEP(q, PQPOLY_NTT512_AVX2_BR(q)))) < 32768)
/* The lazier schedules: four Cooley-Tukey layers after layer 0 from 2 B0,
 * and four from BR, stay below 2^15. */
#define PQPOLY_NTT512_AVX2_STEP4(q, A)                                                                  \
    PQPOLY_NTT512_AVX2_STEP(q, PQPOLY_NTT512_AVX2_STEP(q, PQPOLY_NTT512_AVX2_STEP(q, PQPOLY_NTT512_AVX2_STEP(q, A))))
#define PQPOLY_NTT512_AVX2_FWD48_OK(q, b0)                                                              \
    (PQPOLY_NTT512_AVX2_STEP4(q, 2 * (b0)) < 32768 && PQPOLY_NTT512_AVX2_STEP4(q, PQPOLY_NTT512_AVX2_BR(q)) < 32768)
#define PQPOLY_NTT512_AVX2_OUT4(q) PQPOLY_NTT512_AVX2_STEP4(q, PQPOLY_NTT512_AVX2_BR(q))
/* With the twiddle-1 butterflies of layers 1..K taking no product
 * (pqpoly_ntt512_avx2_forward_sk), the bound after layer l <= 4 is
 * X_l = max(STEP(X_(l-1)), 2^(l+1) B0 if l <= K), X_0 = 2 B0 (the other
 * blocks see inputs below X_(l-1); block 0's outputs are sums and
 * differences of its inputs, at most 2^(l+1) B0 for l <= K).  Since STEP
 * is increasing and STEP(x) >= x, X_l <= STEP^l(2^(K+1) B0), the bound the
 * macro below asserts: RED48 and RED4 need it after layer 4 (then
 * Barrett) and the four layers after it below 2^15; RED258 (K <= 2) after
 * layer 2 and the three after its Barrett pass. */
#define PQPOLY_NTT512_AVX2_FWDK_OK(q, b0, sched, skip)                                                  \
    ((sched) == PQPOLY_NTT512_AVX2_RED258                                                              \
         ? ((skip) <= 2 && PQPOLY_NTT512_AVX2_FWD_OK(q, (1L << (skip)) * (b0)))                         \
     : (sched) == PQPOLY_NTT512_AVX2_RED58 || (sched) == PQPOLY_NTT512_AVX2_RED5                        \
         ? ((skip) <= 4 && PQPOLY_NTT512_AVX2_FWD5_OK(q, (1L << (skip)) * (b0)))                        \
     : (sched) == PQPOLY_NTT512_AVX2_RED3L8 || (sched) == PQPOLY_NTT512_AVX2_RED3L                      \
         ? ((skip) <= 3 && PQPOLY_NTT512_AVX2_FWD3L_OK(q, (1L << (skip)) * (b0)))                       \
     : (sched) == PQPOLY_NTT512_AVX2_RED4L8                                                             \
         ? ((skip) <= 4 && PQPOLY_NTT512_AVX2_FWD4L8_OK(q, (1L << (skip)) * (b0)))                      \
         : ((skip) <= 4 && PQPOLY_NTT512_AVX2_FWD48_OK(q, (1L << (skip)) * (b0))))
/* The lazier schedules RED58 and RED5 reduce, instead of every output of
 * layer 4, only the inputs of layer 5 that it adds unmultiplied (the lo
 * side: the hi side's product is at most MULC(q, 2^15) for any int16).
 * From layer 4's bound X4 = STEP^4(2 B0) the lo inputs are at most BR, so
 * layer 5's outputs are at most X5 = BR + MULC(q, X4), and layers 6..8 need
 * STEP^3(X5) < 2^15 (with the skips: B0 times 2^skip as above). */
#define PQPOLY_NTT512_AVX2_STEP3(q, A) \
    PQPOLY_NTT512_AVX2_STEP(q, PQPOLY_NTT512_AVX2_STEP(q, PQPOLY_NTT512_AVX2_STEP(q, A)))
#define PQPOLY_NTT512_AVX2_OUT5(q, b0)                                                                  \
    PQPOLY_NTT512_AVX2_STEP3(q, PQPOLY_NTT512_AVX2_BR(q) +                                              \
                                    PQPOLY_MONT16_MULC_OUT_BOUND(q, PQPOLY_NTT512_AVX2_STEP4(q, 2 * (b0))))
#define PQPOLY_NTT512_AVX2_FWD5_OK(q, b0) \
    (PQPOLY_NTT512_AVX2_STEP4(q, 2 * (b0)) < 32768 && PQPOLY_NTT512_AVX2_OUT5(q, b0) < 32768)
#define PQPOLY_NTT512_AVX2_RED258 0
#define PQPOLY_NTT512_AVX2_RED48 1
#define PQPOLY_NTT512_AVX2_RED4 2
#define PQPOLY_NTT512_AVX2_RED58 3
#define PQPOLY_NTT512_AVX2_RED5 4
/* RED3L8 and RED3L, for inputs too large for four layers before a pass
 * (FWD48_OK fails): every output of layer 3 reduced (X3 = STEP^3(2 B0)
 * < 2^15), four layers from BR (STEP^4(BR) < 2^15), then only the lo inputs
 * of layer 8: its outputs at most OUT3L = BR + MULC(q, STEP^4(BR)); RED3L8
 * reduces them too (output BR).  Two passes and a half instead of RED258's
 * three (or one and a half). */
#define PQPOLY_NTT512_AVX2_OUT3L(q) \
    (PQPOLY_NTT512_AVX2_BR(q) + PQPOLY_MONT16_MULC_OUT_BOUND(q, PQPOLY_NTT512_AVX2_STEP4(q, PQPOLY_NTT512_AVX2_BR(q))))
#define PQPOLY_NTT512_AVX2_FWD3L_OK(q, b0)                                                              \
    (PQPOLY_NTT512_AVX2_STEP3(q, 2 * (b0)) < 32768 &&                                                   \
     PQPOLY_NTT512_AVX2_STEP4(q, PQPOLY_NTT512_AVX2_BR(q)) < 32768 && PQPOLY_NTT512_AVX2_OUT3L(q) < 32768)
#define PQPOLY_NTT512_AVX2_RED3L8 5
#define PQPOLY_NTT512_AVX2_RED3L 6
/* RED4L8: every output of layer 4, then only the lo inputs of layer 8
 * (three layers from BR before it): outputs at most OUT4L8 = BR + MULC(q,
 * STEP^3(BR)), one pass and a half instead of RED48's two. */
#define PQPOLY_NTT512_AVX2_OUT4L8(q) \
    (PQPOLY_NTT512_AVX2_BR(q) + PQPOLY_MONT16_MULC_OUT_BOUND(q, PQPOLY_NTT512_AVX2_STEP3(q, PQPOLY_NTT512_AVX2_BR(q))))
#define PQPOLY_NTT512_AVX2_FWD4L8_OK(q, b0)                                                             \
    (PQPOLY_NTT512_AVX2_STEP4(q, 2 * (b0)) < 32768 &&                                                   \
     PQPOLY_NTT512_AVX2_STEP3(q, PQPOLY_NTT512_AVX2_BR(q)) < 32768 && PQPOLY_NTT512_AVX2_OUT4L8(q) < 32768)
#define PQPOLY_NTT512_AVX2_RED4L8 7
#define PQPOLY_NTT512_AVX2_W(q)                                                                         \
    (PQPOLY_NTT512_AVX2_BR(q) > PQPOLY_MONT16_MULC_OUT_BOUND(q, 32768) ? PQPOLY_NTT512_AVX2_BR(q)       \
                                                                      : PQPOLY_MONT16_MULC_OUT_BOUND(q, 32768))
#define PQPOLY_NTT512_AVX2_INV_OK(q) (4 * PQPOLY_NTT512_AVX2_W(q) < 32768)

#endif
