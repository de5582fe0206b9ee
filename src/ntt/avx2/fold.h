/* The last step of the AVX2 NTRU Prime multipliers: the fold modulo
 * x^p - x - 1 of src/ntt/fold.h (pqpoly_fold_ntrup16) and the reduction to
 * centered representatives, sixteen coefficients at a time.  Include only
 * from code compiled with -mavx2.  Internal header.
 *
 * x^(p+k) = x^(k+1) + x^k, and every folded target lies below p, so
 * c[k] = t[k] + t[k+p] + t[k+p-1] (the last term for k >= 1 only; t[n] for
 * n >= 2p - 1 is a multiple of q, see the callers): three unaligned loads per
 * vector.  The caller keeps |t| <= TMAX with 3 TMAX < 2^15. */
#ifndef PQPOLY_NTT_AVX2_FOLD_H
#define PQPOLY_NTT_AVX2_FOLD_H

#include <immintrin.h>
#include <stdint.h>
#include <string.h>

#include "arith/avx2/barrett.h"
#include "arith/avx2/center.h"
#include "arith/barrett.h"

/* Bound of the reduction below for q >= 5: Barrett (s = 26) then centering. */
#define PQPOLY_NTRUP_FINISH_AVX2_SHIFT 26

/* c[0 .. p-1] = t mod (x^p - x - 1, q), centered.  t: at least
 * 16 ceil(p/16) + p entries (the callers' [T][512] buffers), |t| <= TMAX,
 * 3 TMAX < 2^15.  q >= 5: pqpoly_barrett_round16_x16 with s = 26
 * (|r| <= PQPOLY_BARRETT16_ROUND_OUT_BOUND_S(q, 26, 3 TMAX) < q), then
 * pqpoly_center32_x16.  q = 3: pqpoly_barrett_round16_s15_x16, exact when
 * PQPOLY_BARRETT16_ROUND_OUT_BOUND_S(3, 15, 3 TMAX) = 1 (3 TMAX < 2^14).
 * v = PQPOLY_BARRETT16_VR_S(q, 26) for q >= 5 (a constant of the caller: no
 * division here), unused for q = 3.
 * `buf`: 16 ceil(p/16) int16 of 32-byte-aligned scratch (its last vector
 * holds the rounded-up tail; wiped by the caller). */
static inline void pqpoly_ntrup_finish_avx2(int16_t *c, const int16_t *t, int p, int16_t q, int16_t v, int16_t *buf) {
    const __m256i vq = _mm256_set1_epi16(q), half = _mm256_set1_epi16((int16_t)((q - 1) / 2));
    const __m256i v26 = _mm256_set1_epi16(v);
    const __m256i rnd = _mm256_set1_epi16((int16_t)(1 << (31 - PQPOLY_NTRUP_FINISH_AVX2_SHIFT)));
    const __m256i v15 = _mm256_set1_epi16(PQPOLY_BARRETT16_VR_S(3, 15));
    const __m256i not0 = _mm256_set_epi16(-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 0);
    for (int k = 0; k < p; k += 16) {
        __m256i x = _mm256_loadu_si256((const __m256i *)(t + k));
        __m256i y = _mm256_loadu_si256((const __m256i *)(t + k + p));
        __m256i z = _mm256_loadu_si256((const __m256i *)(t + k + p - 1));
        if (k == 0) z = _mm256_and_si256(z, not0); /* c[0] has no t[p-1] term */
        x = _mm256_add_epi16(x, _mm256_add_epi16(y, z));
        if (q == 3)
            x = pqpoly_barrett_round16_s15_x16(x, v15, vq);
        else
            x = pqpoly_center32_x16(pqpoly_barrett_round16_x16(x, v26, rnd, vq), vq, half);
        if (k + 16 <= p) /* straight to c; the last partial vector through buf */
            _mm256_storeu_si256((__m256i *)(c + k), x);
        else
            _mm256_store_si256((__m256i *)(buf + k), x);
    }
    memcpy(c + (p & ~15), buf + (p & ~15), (size_t)(p & 15) * sizeof c[0]);
}

#endif
