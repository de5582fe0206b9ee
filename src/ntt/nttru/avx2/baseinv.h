/* Inversion in the NTT domain of the NTTRU ring, 16 residues per vector, in
 * the lane order of src/ntt/nttru/avx2/lanes.h: the lane-wise twin of
 * src/ntt/nttru/baseinv.h over Montgomery products (D = 2^16), the same
 * adjugate, norm and batched inversion, with the 256 norms chained per lane
 * (16 chains of 16) and the 16 chain products inverted together by one
 * vector exponentiation.  Both AVX2 backends use it: its output is the plain
 * inverse, so the arithmetic inside is the backend's own affair.
 * Ranges: as baseinv.h (FMUL accepts |x| <= 2(q-1) times |y| <= q-1, each
 * lane the scalar pqpoly_montgomery_mul16, out |r| <= q-1): in any int16,
 * out |r| < q.  For files compiled with -mavx2 only.  Internal header. */
#ifndef PQPOLY_NTT_NTTRU_AVX2_BASEINV_H
#define PQPOLY_NTT_NTTRU_AVX2_BASEINV_H

#include <immintrin.h>
#include <stdint.h>

#include "arith/avx2/montgomery.h"
#include "arith/avx2/vec.h"
#include "ntt/nttru/arith.h"
#include "ntt/tables/nttru_avx2.h"
#include "ntt/tables/nttru_montgomery.h"
#include "pqpoly/common.h"

static inline __m256i nttru_binv_fmul(__m256i x, __m256i y) {
    return pqpoly_montgomery_mul16_x16(x, y, _mm256_set1_epi16((int16_t)PQPOLY_MONT16_QINV(NTTRU_Q)),
                                       _mm256_set1_epi16(NTTRU_Q));
}

/* r, a: 768 values in lane order (r may not overlap a).  0, or -1 when some
 * residue is not invertible (computed without a branch on a). */
static int pqpoly_nttru_baseinv_avx2(int16_t r[NTTRU_N], const int16_t a[NTTRU_N]) {
    __m256i norm[16], pre[16];
    const __m256i d2 = _mm256_set1_epi16(NTTRU_MONT_R2), one = _mm256_set1_epi16(1);
    for (unsigned v = 0; v < 16; v++) { /* v = 2 g + s */
        const int16_t *p = a + 96 * (v >> 1) + 48 * (v & 1);
        int16_t *o = r + 96 * (v >> 1) + 48 * (v & 1);
        /* zeta_{128+16g+k} 2^16 per lane: the layer-3 twiddles of block g */
        __m256i g = PQPOLY_LOAD256(pqpoly_nttru_avx2_mont_fwd + 64 * (v >> 1) + 48);
        if (v & 1) g = _mm256_sub_epi16(_mm256_setzero_si256(), g); /* public index */
        __m256i a0 = nttru_binv_fmul(PQPOLY_LOADU256(p), d2), a1 = nttru_binv_fmul(PQPOLY_LOADU256(p + 16), d2);
        __m256i a2 = nttru_binv_fmul(PQPOLY_LOADU256(p + 32), d2);
        __m256i b0 = _mm256_sub_epi16(nttru_binv_fmul(a0, a0), nttru_binv_fmul(nttru_binv_fmul(a1, a2), g));
        __m256i b1 = _mm256_sub_epi16(nttru_binv_fmul(nttru_binv_fmul(a2, a2), g), nttru_binv_fmul(a0, a1));
        __m256i b2 = _mm256_sub_epi16(nttru_binv_fmul(a1, a1), nttru_binv_fmul(a0, a2));
        __m256i t = _mm256_add_epi16(nttru_binv_fmul(a2, b1), nttru_binv_fmul(a1, b2));
        norm[v] = _mm256_add_epi16(nttru_binv_fmul(a0, b0), nttru_binv_fmul(t, g));
        PQPOLY_STOREU256(o, b0);
        PQPOLY_STOREU256(o + 16, b1);
        PQPOLY_STOREU256(o + 32, b2);
        pre[v] = v == 0 ? norm[0] : nttru_binv_fmul(pre[v - 1], norm[v]);
    }
    __m256i ok = pre[15], inv = ok;
    for (int i = 11; i >= 0; i--) { /* x^(q-2), a public exponent */
        inv = nttru_binv_fmul(inv, inv);
        if (((NTTRU_Q - 2) >> i) & 1) inv = nttru_binv_fmul(inv, ok);
    }
    for (unsigned v = 16; v-- > 0;) {
        __m256i n = v == 0 ? inv : nttru_binv_fmul(inv, pre[v - 1]);
        if (v != 0) inv = nttru_binv_fmul(inv, norm[v]);
        n = nttru_binv_fmul(n, one);
        int16_t *o = r + 96 * (v >> 1) + 48 * (v & 1);
        for (unsigned l = 0; l < 3; l++) PQPOLY_STOREU256(o + 16 * l, nttru_binv_fmul(PQPOLY_LOADU256(o + 16 * l), n));
    }
    /* |ok| < q per lane, so a zero residue is exactly a zero lane */
    uint32_t zero = (uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi16(ok, _mm256_setzero_si256()));
    pqpoly_memzero(norm, sizeof norm);
    pqpoly_memzero(pre, sizeof pre);
    return -(int)((zero | (0u - zero)) >> 31);
}

#endif
