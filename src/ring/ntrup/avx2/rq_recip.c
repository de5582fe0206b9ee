/* AVX2 inversion in R/q (the rq_recip3 kernel, backend.h): the divsteps of
 * the portable recip.c [BY19], step for step, sixteen coefficients per
 * vector.
 *
 * Each of the 2p - 1 steps decides the swap and the scalars f0, g0 (and
 * their Barrett multipliers) from f[0], g[0] and delta in general registers,
 * exactly as recip.c, then makes one pass over f, g and one over v, r:
 *   f, g (ascending):  swap; g[i] <- f0 g[i+1] - g0 f[i+1] (the division by
 *                      x is the unaligned load at i + 1);
 *   v, r (descending): v[i] <- v[i-1] (the multiplication by x, an unaligned
 *                      load at i - 1; v[-1] is a zero kept before v), swap,
 *                      r[i] <- f0 r[i] - g0 v[i].
 * The elimination is pqpoly_barrett_mulsub16_x16 (src/arith/avx2), lane for
 * lane recip.c's pqpoly_barrett_mulsub16, on the same lazy range (-2q, 2q)
 * (closed under it: the _Static_assert of recip.c).  The passes cover recip.c's
 * windows (public, from the step number) rounded up to whole vectors: every
 * coefficient inside the windows is computed by the same operations on the
 * same values as recip.c, bit for bit; those beyond them are never read into
 * a coefficient inside (f, g only move down into positions the next window
 * drops; v only moves up), and the ones past p read zeros (f, g) or stay
 * above p (v, r).  So the output and the return value (delta) are recip.c's
 * on every input, invertible or not. */
#include <immintrin.h>
#include <string.h>

#include "../arith.h"
#include "arith/avx2/barrett.h"
#include "kernels_avx2.h"

#include "pqpoly/common.h"

#define FG_LEN(i) (2 * NTRUP_P - 1 - (i) < NTRUP_P + 1 ? 2 * NTRUP_P - 1 - (i) : NTRUP_P + 1)
#define VR_LEN(i) ((i) + 2 < NTRUP_P + 1 ? (i) + 2 : NTRUP_P + 1)
#define NPAD ((NTRUP_P + 1 + 15) / 16 * 16)
#define RQ_SCALAR_V PQPOLY_BARRETT_SCALAR16_V(NTRUP_Q)

int NTRUP_NS(rq_recip3_avx2)(int16_t *out, const int8_t *in) {
    /* f, g: NPAD coefficients and 16 zeros for the load at i + 1; v after 16
     * zeros for the load at i - 1. */
    _Alignas(32) int16_t f[NPAD + 16], g[NPAD + 16], vbuf[16 + NPAD], r[NPAD];
    int16_t *v = vbuf + 16;
    const __m256i vq = _mm256_set1_epi16(NTRUP_Q);
    int i, loop;
    int32_t delta = 1, swap, scale;

    memset(f, 0, sizeof f);
    memset(g, 0, sizeof g);
    memset(vbuf, 0, sizeof vbuf);
    memset(r, 0, sizeof r);
    r[0] = ntrup_fq_recip(3);
    f[0] = 1;
    f[NTRUP_P - 1] = f[NTRUP_P] = -1;
    for (i = 0; i < NTRUP_P; i++) g[NTRUP_P - 1 - i] = in[i];

    for (loop = 0; loop < 2 * NTRUP_P - 1; loop++) {
        const int fg = FG_LEN(loop), vr = VR_LEN(loop);
        int16_t m16, fz, gz, t16, f0, g0;
        __m256i vs, vf0, vf0p, vg0, vg0p;
        int c;

        g0 = ntrup_fq_freeze(g[0]);
        swap = ntrup_negative_mask(-delta) & ntrup_nonzero_mask(g0);
        delta ^= swap & (delta ^ -delta);
        delta += 1;
        m16 = (int16_t)swap;
        t16 = (int16_t)(m16 & (f[0] ^ g[0]));
        fz = (int16_t)(f[0] ^ t16);
        gz = (int16_t)(g[0] ^ t16);
        f0 = ntrup_fq_freeze(fz);
        g0 = ntrup_fq_freeze(gz);
        vs = _mm256_set1_epi16(m16);
        vf0 = _mm256_set1_epi16(f0);
        vg0 = _mm256_set1_epi16(g0);
        vf0p = _mm256_set1_epi16(pqpoly_barrett_scalar16(f0, RQ_SCALAR_V));
        vg0p = _mm256_set1_epi16(pqpoly_barrett_scalar16(g0, RQ_SCALAR_V));

        /* f, g: swap, then g <- (f0 g - g0 f) / x. */
        for (c = 0; c < fg; c += 16) {
            __m256i F = _mm256_load_si256((const __m256i *)(f + c));
            __m256i G = _mm256_load_si256((const __m256i *)(g + c));
            __m256i F1 = _mm256_loadu_si256((const __m256i *)(f + c + 1));
            __m256i G1 = _mm256_loadu_si256((const __m256i *)(g + c + 1));
            __m256i T = _mm256_and_si256(vs, _mm256_xor_si256(F, G));
            __m256i T1 = _mm256_and_si256(vs, _mm256_xor_si256(F1, G1));
            _mm256_store_si256((__m256i *)(f + c), _mm256_xor_si256(F, T));
            _mm256_store_si256((__m256i *)(g + c),
                               pqpoly_barrett_mulsub16_x16(vf0, vf0p, _mm256_xor_si256(G1, T1), vg0, vg0p,
                                                          _mm256_xor_si256(F1, T1), vq));
        }
        /* v, r: v <- x v, swap, r <- f0 r - g0 v. */
        for (c = (vr + 15) / 16 * 16 - 16; c >= 0; c -= 16) {
            __m256i V = _mm256_loadu_si256((const __m256i *)(v + c - 1));
            __m256i R = _mm256_load_si256((const __m256i *)(r + c));
            __m256i T = _mm256_and_si256(vs, _mm256_xor_si256(V, R));
            V = _mm256_xor_si256(V, T);
            R = _mm256_xor_si256(R, T);
            _mm256_storeu_si256((__m256i *)(v + c), V);
            _mm256_store_si256((__m256i *)(r + c), pqpoly_barrett_mulsub16_x16(vf0, vf0p, R, vg0, vg0p, V, vq));
        }
    }

    scale = ntrup_fq_recip(ntrup_fq_freeze(f[0]));
    for (i = 0; i < NTRUP_P; i++) out[i] = ntrup_fq_freeze(scale * v[NTRUP_P - 1 - i]);
    pqpoly_memzero(f, sizeof f);
    pqpoly_memzero(g, sizeof g);
    pqpoly_memzero(vbuf, sizeof vbuf);
    pqpoly_memzero(r, sizeof r);
    return (int)ntrup_nonzero_mask(delta);
}
