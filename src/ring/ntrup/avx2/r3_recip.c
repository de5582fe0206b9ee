/* AVX2 inversion in R/3 (the r3_recip kernel, backend.h): the divsteps of the
 * portable recip.c [BY19], step for step, on bitsliced planes of 256
 * coefficients per vector instead of 64 per word.
 *
 * Same representation as recip.c: coefficient j of a polynomial is bit j of a
 * "nonzero" plane m and of a "negative" plane s (s a subset of m; value
 * m - 2s), bit j in 64-bit lane (j / 64) mod 4 of vector j / 256.  Each of
 * the 2p - 1 steps: v <- x v; sign = -f0 g0; a masked swap of (f, g) and
 * (v, r) when delta > 0 and g0 != 0; g <- (g + sign f) / x; r <- r + sign v.
 * The scalars f0, g0, delta and the masks live in general registers; the
 * masks reach the vectors by broadcast, never by a branch.
 *
 * Windows (public, from the step number alone, as in recip.c): at step i only
 * coefficients 0 .. 2p-2-i of f and g can still reach position 0, and v, r are
 * supported on 0 .. i+1, so only the vectors holding those ranges are
 * updated.  A vector left out of f, g only feeds, through the shift, a
 * coefficient beyond the next step's window; v and r are zero beyond theirs.
 * The result is the same function of the input as recip.c's, bit for bit
 * (tests/impl/test_impl_twins.c), including the -1 return and the output
 * for a non-invertible input. */
#include <immintrin.h>
#include <string.h>

#include "kernels_avx2.h"

#include "pqpoly/common.h"

#define NV ((NTRUP_P + 1 + 255) / 256)  /* vectors per plane */
#define NW (4 * NV)                     /* 64-bit words per plane */
#define FG_VECS(i) ((2 * NTRUP_P - 1 - (i) < NTRUP_P + 1 ? 2 * NTRUP_P - 1 - (i) : NTRUP_P + 1) / 256 + 1)
#define VR_VECS(i) (((i) + 2 < NTRUP_P + 1 ? (i) + 2 : NTRUP_P + 1) / 256 + 1)

/* Sum in F_3, per bit (recip.c's f3_add_word): keeps s a subset of m. */
static inline void f3_add(__m256i *rm, __m256i *rs, __m256i am, __m256i as, __m256i bm, __m256i bs) {
    __m256i twin = _mm256_andnot_si256(_mm256_xor_si256(as, bs), _mm256_and_si256(am, bm));
    *rm = _mm256_or_si256(_mm256_xor_si256(am, bm), twin);
    *rs = _mm256_or_si256(_mm256_or_si256(_mm256_andnot_si256(bm, _mm256_and_si256(am, as)),
                                          _mm256_andnot_si256(am, _mm256_and_si256(bm, bs))),
                          _mm256_andnot_si256(as, twin));
}

/* x <- x * X (one bit up) over vectors 0 .. n-1; the bit leaving vector n-1
 * is zero (v is supported below the window). */
static inline void shl1(__m256i *x, int n) {
    __m256i prev = _mm256_setzero_si256();
    for (int k = 0; k < n; k++) {
        __m256i c = _mm256_permute4x64_epi64(_mm256_srli_epi64(x[k], 63), 0x93); /* c3 c0 c1 c2 */
        __m256i cin = _mm256_blend_epi32(c, prev, 0x03);
        prev = c;
        x[k] = _mm256_or_si256(_mm256_slli_epi64(x[k], 1), cin);
    }
}

/* x <- x / X (one bit down) over vectors 0 .. n-1, vector n shifting in
 * its lowest bit when n < NV. */
static inline void shr1(__m256i *x, int n) {
    __m256i next = _mm256_permute4x64_epi64(_mm256_slli_epi64(x[0], 63), 0x39); /* c1 c2 c3 c0 */
    for (int k = 0; k < n; k++) {
        __m256i c = next;
        next = k + 1 < NV ? _mm256_permute4x64_epi64(_mm256_slli_epi64(x[k + 1], 63), 0x39)
                          : _mm256_setzero_si256();
        x[k] = _mm256_or_si256(_mm256_srli_epi64(x[k], 1), _mm256_blend_epi32(c, next, 0xC0));
    }
}

static inline uint64_t low64(__m256i x) { return (uint64_t)_mm_cvtsi128_si64(_mm256_castsi256_si128(x)); }

int NTRUP_NS(r3_recip_avx2)(int8_t *out, const int8_t *in) {
    __m256i fm[NV], fs[NV], gm[NV], gs[NV], vm[NV], vs[NV], rm[NV], rs[NV];
    _Alignas(32) uint64_t w[2][NW];
    int i, k, loop;
    int32_t delta = 1;

    /* f = x^p - x - 1 reversed: 1 - x^(p-1) - x^p; g = the input reversed; r = 1. */
    memset(w, 0, sizeof w);
    w[0][0] = 1;
    w[0][(NTRUP_P - 1) >> 6] |= (uint64_t)1 << ((NTRUP_P - 1) & 63);
    w[1][(NTRUP_P - 1) >> 6] |= (uint64_t)1 << ((NTRUP_P - 1) & 63);
    w[0][NTRUP_P >> 6] |= (uint64_t)1 << (NTRUP_P & 63);
    w[1][NTRUP_P >> 6] |= (uint64_t)1 << (NTRUP_P & 63);
    for (k = 0; k < NV; k++) {
        fm[k] = _mm256_load_si256((const __m256i *)(w[0] + 4 * k));
        fs[k] = _mm256_load_si256((const __m256i *)(w[1] + 4 * k));
    }
    memset(w, 0, sizeof w);
    for (i = 0; i < NTRUP_P; i++) { /* bit 0 of +-1 is 1, bit 1 of -1 is 1 */
        int j = NTRUP_P - 1 - i;
        w[0][j >> 6] |= (uint64_t)(in[i] & 1) << (j & 63);
        w[1][j >> 6] |= (uint64_t)((in[i] >> 1) & 1) << (j & 63);
    }
    for (k = 0; k < NV; k++) {
        gm[k] = _mm256_load_si256((const __m256i *)(w[0] + 4 * k));
        gs[k] = _mm256_load_si256((const __m256i *)(w[1] + 4 * k));
        vm[k] = vs[k] = rm[k] = rs[k] = _mm256_setzero_si256();
    }
    rm[0] = _mm256_setr_epi64x(1, 0, 0, 0);

    for (loop = 0; loop < 2 * NTRUP_P - 1; loop++) {
        const int nfg = FG_VECS(loop) < NV ? FG_VECS(loop) : NV;
        const int nvr = VR_VECS(loop) < NV ? VR_VECS(loop) : NV;
        uint64_t f0m = low64(fm[0]), f0s = low64(fs[0]), g0m = low64(gm[0]), g0s = low64(gs[0]);
        uint64_t sm64 = 0 - (f0m & g0m & 1);
        uint64_t ss64 = sm64 & (0 - (~(f0s ^ g0s) & 1));
        int32_t swap32 = ((-delta) >> 31) & -(int32_t)(g0m & 1);
        __m256i swap, sm, ss;
        delta ^= swap32 & (delta ^ -delta);
        delta += 1;
        swap = _mm256_set1_epi64x((int64_t)swap32);
        sm = _mm256_set1_epi64x((int64_t)sm64);
        ss = _mm256_set1_epi64x((int64_t)ss64);

        shl1(vm, nvr);
        shl1(vs, nvr);
        for (k = 0; k < nfg; k++) {
            __m256i t = _mm256_and_si256(swap, _mm256_xor_si256(fm[k], gm[k]));
            __m256i u = _mm256_and_si256(swap, _mm256_xor_si256(fs[k], gs[k]));
            __m256i cm, cs;
            fm[k] = _mm256_xor_si256(fm[k], t);
            gm[k] = _mm256_xor_si256(gm[k], t);
            fs[k] = _mm256_xor_si256(fs[k], u);
            gs[k] = _mm256_xor_si256(gs[k], u);
            cm = _mm256_and_si256(fm[k], sm);
            cs = _mm256_and_si256(_mm256_xor_si256(fs[k], ss), cm);
            f3_add(&gm[k], &gs[k], gm[k], gs[k], cm, cs);
        }
        for (k = 0; k < nvr; k++) {
            __m256i t = _mm256_and_si256(swap, _mm256_xor_si256(vm[k], rm[k]));
            __m256i u = _mm256_and_si256(swap, _mm256_xor_si256(vs[k], rs[k]));
            __m256i cm, cs;
            vm[k] = _mm256_xor_si256(vm[k], t);
            rm[k] = _mm256_xor_si256(rm[k], t);
            vs[k] = _mm256_xor_si256(vs[k], u);
            rs[k] = _mm256_xor_si256(rs[k], u);
            cm = _mm256_and_si256(vm[k], sm);
            cs = _mm256_and_si256(_mm256_xor_si256(vs[k], ss), cm);
            f3_add(&rm[k], &rs[k], rm[k], rs[k], cm, cs);
        }
        shr1(gm, nfg);
        shr1(gs, nfg);
    }

    {
        int32_t f0 = (int32_t)(low64(fm[0]) & 1) - 2 * (int32_t)(low64(fs[0]) & 1);
        for (k = 0; k < NV; k++) {
            _mm256_store_si256((__m256i *)(w[0] + 4 * k), vm[k]);
            _mm256_store_si256((__m256i *)(w[1] + 4 * k), vs[k]);
        }
        for (i = 0; i < NTRUP_P; i++) {
            int j = NTRUP_P - 1 - i;
            int32_t c = (int32_t)((w[0][j >> 6] >> (j & 63)) & 1) - 2 * (int32_t)((w[1][j >> 6] >> (j & 63)) & 1);
            out[i] = (int8_t)(f0 * c);
        }
    }
    pqpoly_memzero(w, sizeof w);
    pqpoly_memzero(fm, sizeof fm);
    pqpoly_memzero(fs, sizeof fs);
    pqpoly_memzero(gm, sizeof gm);
    pqpoly_memzero(gs, sizeof gs);
    pqpoly_memzero(vm, sizeof vm);
    pqpoly_memzero(vs, sizeof vs);
    pqpoly_memzero(rm, sizeof rm);
    pqpoly_memzero(rs, sizeof rs);
    return (int)(-(int32_t)(((uint32_t)delta | (0u - (uint32_t)delta)) >> 31));
}
