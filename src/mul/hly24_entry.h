/* The registry rows of two [HLY24, §4.3] multipliers of NTRU Prime, gsb and
 * schonhage-nussbaumer, written once for the portable file and its AVX2 twin
 * (src/mul/avx2/), which serve the same sets with the same rows: the lists of
 * sets, and per set p the stage wrappers over the file's
 * <pfx>_forward(t, a, small, &<pfx>_<p>), <pfx>_base and <pfx>_inverse, one
 * staged entry for big*big and one for big*small (the second operand
 * transformed as ternary, base and inverse shared), and their instances.  The
 * parameter struct <pfx>_<p> is the file's own.  Internal header. */
#ifndef PQPOLY_MUL_HLY24_ENTRY_H
#define PQPOLY_MUL_HLY24_ENTRY_H

#include "mul/algo.h"
#include "params/ntrup.h"

/* gsb: X(p, r, ns, log2 ns, the scaling constant 1/(N/4), the radix-r roots,
 * description); q from src/params/ntrup.h, the constants of q from
 * src/ntt/tables/ntrup_fft.h. */
#define PQPOLY_GSB_SETS(X)                                                                      \
    X(761, 3, 32, 5, INV384, W3, "x^1536 - 1 = 3 x 32 x 16, 384 size-8 trinomial products")    \
    X(857, 7, 16, 4, INV448, W7, "x^1792 - 1 = 7 x 16 x 16, 448 size-8 trinomial products")

/* schonhage-nussbaumer: X(p, nc, log2 nc, the scaling constant of the cyclic
 * part 1/(16 nc), description). */
#define PQPOLY_SN_SETS(X)                                                                       \
    X(653, 16, 4, INV256, "(x^1024+1)(x^512-1), 768 size-8 products")                           \
    X(761, 16, 4, INV256, "(x^1024+1)(x^512-1), 768 size-8 products")                           \
    X(857, 32, 5, INV512, "x^2048-1 = (x^1024+1)(x^1024-1), 1024 size-8 products")

/* The two staged entries <pfx>_big_<p> and <pfx>_small_<p> over `bytes` of
 * transform. */
#define PQPOLY_HLY24_STAGES(pfx, P, bytes)                                                      \
    static void fwd_big_##P(void *t, const int16_t *a) { pfx##_forward(t, a, 0, &pfx##_##P); }  \
    static void fwd_small_##P(void *t, const int16_t *a) { pfx##_forward(t, a, 1, &pfx##_##P); } \
    static void base_##P(void *c, const void *a, const void *b) { pfx##_base(c, a, b, &pfx##_##P); } \
    static void inv_##P(int16_t *c, void *t) { pfx##_inverse(c, t, &pfx##_##P); }               \
    PQPOLY_STAGED(pfx##_big_##P, bytes, fwd_big_##P, fwd_big_##P, base_##P, inv_##P)             \
    PQPOLY_STAGED(pfx##_small_##P, bytes, fwd_big_##P, fwd_small_##P, base_##P, inv_##P)

/* Their instances for implementation impl, described as what ", " desc and
 * what ", ternary b unreduced, " desc (each followed by a comma). */
#define PQPOLY_HLY24_BIG(impl, algo, what, pfx, P, desc)                                        \
    PQPOLY_STAGED_INSTANCE(impl, "ntrup" #P, algo, PQPOLY_BIG_BIG, what ", " desc, pfx##_big_##P),
#define PQPOLY_HLY24_SMALL(impl, algo, what, pfx, P, desc)                                      \
    PQPOLY_STAGED_INSTANCE(impl, "ntrup" #P, algo, PQPOLY_BIG_SMALL, what ", ternary b unreduced, " desc, \
                           pfx##_small_##P),

#endif
