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
 * `sched` and skip `skip` as pqpoly_ntt512_avx2_forward_sk2 (constants). */
static inline __attribute__((always_inline)) void pqpoly_ntt256_avx2_forward_sk2(int16_t *x, const int16_t *in,
                                                                                  const pqpoly_ntt512_avx2_mod *m,
                                                                                  int sched, int skip) {
    __m256i *v = (__m256i *)x;
    const __m256i *src = (const __m256i *)in;
    const int r2 = sched == PQPOLY_NTT512_AVX2_RED258;
    /* layers 1 and 2 of group 0, four vectors (j, j + 4, j + 8, j + 12) at a
     * time, as pqpoly_ntt512_avx2_fwd012 runs them after its layer 0 */
    for (int j = 0; j < 4; j++) {
        __m256i y[4], z, zq;
        for (int i = 0; i < 4; i++) y[i] = _mm256_load_si256(src + j + 4 * i);
        if (skip < 1) pqpoly_ntt512_avx2_tw(&z, &zq, m->fwd, 1, 0, 0);
        for (int i = 0; i < 2; i++) { /* layer 1: distance 8 vectors (i, i + 2) */
            __m256i t = skip >= 1 ? y[i + 2] : pqpoly_avx2_montgomery_mul16(y[i + 2], z, zq, m->q);
            __m256i a = y[i];
            y[i] = _mm256_add_epi16(a, t);
            y[i + 2] = _mm256_sub_epi16(a, t);
        }
        for (int b = 0; b < 2; b++) { /* layer 2: distance 4 (2b, 2b + 1), block b */
            const int one2 = b == 0 && skip >= 2;
            __m256i a = y[2 * b], c = y[2 * b + 1];
            if (!one2) pqpoly_ntt512_avx2_tw(&z, &zq, m->fwd, 2, 0, b);
            __m256i t = one2 ? c : pqpoly_avx2_montgomery_mul16(c, z, zq, m->q);
            __m256i lo = _mm256_add_epi16(a, t), hi = _mm256_sub_epi16(a, t);
            y[2 * b] = r2 ? pqpoly_ntt512_avx2_red(lo, m) : lo;
            y[2 * b + 1] = r2 ? pqpoly_ntt512_avx2_red(hi, m) : hi;
        }
        for (int i = 0; i < 4; i++) _mm256_store_si256(v + j + 4 * i, y[i]);
    }
    pqpoly_ntt512_avx2_fwd_group(v, m, sched, skip, 0);
}

/* Inverse in place on x[256] in the forward's output order: group 0's
 * layers 8..3, then layers 2 and 1 (sums reduced), as
 * pqpoly_ntt512_avx2_inverse runs them before its layer 0.  Output: 256
 * times the forward's input, natural order, |x| <= W. */
static inline __attribute__((always_inline)) void pqpoly_ntt256_avx2_inverse(int16_t *x,
                                                                              const pqpoly_ntt512_avx2_mod *m) {
    __m256i *v = (__m256i *)x;
    pqpoly_ntt512_avx2_inv_group(v, m, 0);
    for (int j = 0; j < 4; j++) {
        __m256i y[4], z, zq;
        for (int b = 0; b < 2; b++) { /* layer 2: distance 4 */
            __m256i a = _mm256_load_si256(v + j + 8 * b), c = _mm256_load_si256(v + j + 8 * b + 4);
            pqpoly_ntt512_avx2_tw(&z, &zq, m->inv, 2, 0, b);
            y[2 * b] = _mm256_add_epi16(a, c);
            y[2 * b + 1] = pqpoly_avx2_montgomery_mul16(_mm256_sub_epi16(a, c), z, zq, m->q);
        }
        pqpoly_ntt512_avx2_tw(&z, &zq, m->inv, 1, 0, 0);
        for (int i = 0; i < 2; i++) { /* layer 1 (sums reduced): distance 8 */
            __m256i a = y[i], c = y[i + 2];
            _mm256_store_si256(v + j + 4 * i, pqpoly_ntt512_avx2_red(_mm256_add_epi16(a, c), m));
            _mm256_store_si256(v + j + 4 * i + 8, pqpoly_avx2_montgomery_mul16(_mm256_sub_epi16(a, c), z, zq, m->q));
        }
    }
}

#endif
