/* The radix-2 cyclic NTT of size 256 over a 16-bit prime (7681, 10753) on
 * sixteen int16 lanes, for the Good's rows of length 256 of crt7681x10753
 * (src/mul/avx2/).  Include only from code compiled with -mavx2.  Internal
 * header.
 *
 * It is the size-512 transform of src/ntt/avx2/ntt512.h without its layer 0:
 * that layer (twiddle 1) splits x^512 - 1 into x^256 - 1 (the sums, group 0)
 * and x^256 + 1, and layers 1..8 of group 0 then split x^256 - 1 completely
 * with the roots zeta_512^(2k) = zeta_256^k.  So the size-256 transform runs
 * group 0's layers with group 0's twiddles (the same tables) and the same
 * point order (transposed, never permuted back); the inverse is group 0's
 * inverse layers 8..1.
 *
 * Bounds: the schedules and skips are those of ntt512.h, stated there for
 * the input of layer 1 at most 2 B0 (after layer 0).  Here layer 1 reads the
 * input itself, |x| <= B, so every bound of ntt512.h holds with
 * B0 = PQPOLY_NTT256_AVX2_B0(B) = ceil(B / 2) (2 B0 >= B; with the skips,
 * 2^l B <= 2^(l+1) B0 after layer l): callers assert the ntt512.h macros
 * with it.  The forward's output bound is the schedule's.  Inverse: input
 * |x| <= BR; its last layer (1) Barrett-reduces the sums and multiplies the
 * differences, so the output is at most W (ntt512.h), and it is 256 times the
 * forward's input (mod q). */
#ifndef PQPOLY_NTT_AVX2_NTT256_H
#define PQPOLY_NTT_AVX2_NTT256_H

#include <immintrin.h>
#include <stdint.h>

#include "ntt/avx2/ntt512.h"

#define PQPOLY_NTT256_AVX2_B0(b) (((b) + 1) / 2)

/* Forward of in[256] into x[256] (32-byte aligned; x may be in), schedule
 * `sched` and skip `skip` as pqpoly_ntt512_avx2_forward_sk2 (constants):
 * layers 1 and 2 of group 0 (pqpoly_ntt512_avx2_fwd012 with one group),
 * then its layers 3..8. */
static inline __attribute__((always_inline)) void pqpoly_ntt256_avx2_forward_sk2(int16_t *x, const int16_t *in,
                                                                                  const pqpoly_ntt512_avx2_mod *m,
                                                                                  int sched, int skip) {
    __m256i *v = (__m256i *)x;
    pqpoly_ntt512_avx2_fwd012(v, (const __m256i *)in, m, skip, sched == PQPOLY_NTT512_AVX2_RED258, 1);
    pqpoly_ntt512_avx2_fwd_group(v, m, sched, skip, 0);
}

/* Inverse in place on x[256] in the forward's output order: group 0's
 * layers 8..3, then layers 2 and 1 (sums reduced; pqpoly_ntt512_avx2_inv210
 * with one group).  Output: 256 times the forward's input, natural order,
 * |x| <= W. */
static inline __attribute__((always_inline)) void pqpoly_ntt256_avx2_inverse(int16_t *x,
                                                                              const pqpoly_ntt512_avx2_mod *m) {
    __m256i *v = (__m256i *)x;
    pqpoly_ntt512_avx2_inv_group(v, m, 0);
    pqpoly_ntt512_avx2_inv210(v, m, 1);
}

#endif
