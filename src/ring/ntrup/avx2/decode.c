/* AVX2 mixed-radix Decode (the rq_decode and rounded_decode kernels,
 * backend.h): the portable ../encode.c's Decode with the pairs of each level
 * rebuilt eight at a time.
 *
 * Pass 1 (public: the moduli and byte counts of every level) is encode.c's,
 * one level in O(1): all moduli of a level are equal but the last.
 * In pass 2 every pair j of a level is independent: r = (its bytes) +
 * 256^nb R'[j] is split into r mod m0 and (floor(r / m0)) mod m1 by
 * pqpoly_ntruprime_divmod's steps (x v / 2^32 with v = floor(2^32 / m), one
 * masked correction), lane for lane the same integers.  Within a level all
 * pairs but the last share (m0, m1) and the byte count nb (all moduli of a
 * level are equal but the last one), so pair j reads its nb bytes at the
 * level's first byte + j nb; those pairs go eight per vector (32-bit lanes),
 * the last pair and short levels as encode.c.  The result, like encode.c's,
 * is R[i] < M[i] for every byte string, and the same R for every byte string. */
#include <immintrin.h>

#include "../encode.h"
#include "divmod8.h"
#include "kernels_avx2.h"

#define MAX_LEVELS 16

/* Pairs j .. j+7 of a level whose pairs all have moduli (A, A) and nb bytes
 * each (vm = A, vv = floor(2^32 / A), vmm = A - 1), from Rin[j..j+7] and the
 * level's bytes at Sl: R[2j .. 2j+15]. */
static inline void decode_pairs8(uint32_t *R, const uint32_t *Rin, const uint8_t *Sl, size_t j, size_t nb,
                                 __m256i vm, __m256i vv, __m256i vmm) {
    __m256i x = _mm256_loadu_si256((const __m256i *)(Rin + j)), r0, r1, q0, q1, lo, hi;
    if (nb == 2)
        x = _mm256_add_epi32(_mm256_slli_epi32(x, 16),
                             _mm256_cvtepu16_epi32(_mm_loadu_si128((const __m128i *)(Sl + 2 * j))));
    else if (nb == 1)
        x = _mm256_add_epi32(_mm256_slli_epi32(x, 8), _mm256_cvtepu8_epi32(_mm_loadl_epi64((const __m128i *)(Sl + j))));
    r0 = pqpoly_ntrup_divmod8(&q0, x, vm, vv, vmm);
    r1 = pqpoly_ntrup_divmod8(&q1, q0, vm, vv, vmm);
    lo = _mm256_unpacklo_epi32(r0, r1);
    hi = _mm256_unpackhi_epi32(r0, r1);
    _mm256_storeu_si256((__m256i *)(R + 2 * j), _mm256_permute2x128_si256(lo, hi, 0x20));
    _mm256_storeu_si256((__m256i *)(R + 2 * j + 8), _mm256_permute2x128_si256(lo, hi, 0x31));
}

static void decode(uint16_t *Rout, const uint8_t *S, uint16_t M0, size_t len) {
    _Alignas(32) uint32_t buf[2][PQPOLY_NTRUPRIME_MAX_P + 16];
    /* Level l has llen[l] moduli: mA[l] at every index but the last, mZ[l]
     * there (all moduli of a level are equal but the last one, by induction
     * from level 0, where all are M0). */
    uint32_t mA[MAX_LEVELS], mZ[MAX_LEVELS];
    size_t llen[MAX_LEVELS], lbytes[MAX_LEVELS];
    size_t levels = 0, pos, total, i, l;
    int cur;

    mA[0] = mZ[0] = M0;
    llen[0] = len;
    for (l = 0;; l++) { /* pass 1 (public), encode.c's, one level in O(1) */
        size_t n = llen[l], npairs = n / 2;
        levels = l + 1;
        if (n == 1) {
            lbytes[l] = mZ[l] == 1 ? 0 : (mZ[l] <= 256 ? 1 : 2);
            break;
        }
        llen[l + 1] = (n + 1) / 2;
        if (n & 1) { /* npairs pairs (A, A), the last modulus carried up */
            lbytes[l] = npairs * pqpoly_ntruprime_merged_bytes(mA[l] * mA[l]);
            mA[l + 1] = pqpoly_ntruprime_merged_modulus(mA[l] * mA[l]);
            mZ[l + 1] = mZ[l];
        } else { /* npairs - 1 pairs (A, A), then (A, Z) */
            lbytes[l] = (npairs - 1) * pqpoly_ntruprime_merged_bytes(mA[l] * mA[l]) +
                        pqpoly_ntruprime_merged_bytes(mA[l] * mZ[l]);
            mA[l + 1] = pqpoly_ntruprime_merged_modulus(n == 2 ? mA[l] * mZ[l] : mA[l] * mA[l]);
            mZ[l + 1] = pqpoly_ntruprime_merged_modulus(mA[l] * mZ[l]);
        }
    }
    total = 0;
    for (l = 0; l < levels; l++) total += lbytes[l];

    pos = total;
    cur = 0;
    {
        size_t t = levels - 1;
        uint32_t m = mZ[t], x = 0, qt;
        pos -= lbytes[t];
        if (lbytes[t] >= 1) x = S[pos];
        if (lbytes[t] == 2) x += (uint32_t)S[pos + 1] << 8;
        buf[cur][0] = pqpoly_ntruprime_divmod(&qt, x, m, pqpoly_ntruprime_recip(m));
    }
    for (l = levels - 1; l-- > 0;) {
        const uint32_t *Rin = buf[cur];
        uint32_t *R = buf[cur ^ 1];
        size_t n = llen[l], npairs = n / 2, j = 0;
        size_t base = pos - lbytes[l]; /* the level's first byte */
        const uint32_t A = mA[l], Z = mZ[l];
        const size_t nb = pqpoly_ntruprime_merged_bytes(A * A);
        const uint64_t vA = pqpoly_ntruprime_recip(A), vZ = pqpoly_ntruprime_recip(Z);
        /* pairs 0 .. npairs-2 are (A, A): eight at a time, and the last
         * eight of them once more (overlapping pairs are recomputed from the
         * same Rin and bytes into the other buffer: the same values), so that
         * only the last pair, and levels of fewer than nine, go one by one */
        if (A >= 2 && npairs >= 9) {
            const __m256i vm = _mm256_set1_epi32((int32_t)A), vv = _mm256_set1_epi32((int32_t)(uint32_t)vA);
            const __m256i vmm = _mm256_set1_epi32((int32_t)A - 1);
            for (; j + 8 + 1 <= npairs; j += 8) decode_pairs8(R, Rin, S + base, j, nb, vm, vv, vmm);
            if (j + 1 < npairs) decode_pairs8(R, Rin, S + base, npairs - 9, nb, vm, vv, vmm);
            j = npairs - 1;
        }
        /* the remaining pairs as encode.c, their bytes after those of pairs 0 .. j-1 */
        {
            size_t p8 = base + j * nb;
            for (; j < npairs; j++) {
                const int last = 2 * j + 1 == n - 1; /* public */
                uint32_t a1 = last ? Z : A, mm = A * a1, r, r0, r1, dummy;
                if (mm > 256 * 16383) {
                    r = (uint32_t)S[p8] + ((uint32_t)S[p8 + 1] << 8) + 65536u * Rin[j];
                    p8 += 2;
                } else if (mm >= 16384) {
                    r = (uint32_t)S[p8] + 256u * Rin[j];
                    p8 += 1;
                } else {
                    r = Rin[j];
                }
                r0 = pqpoly_ntruprime_divmod(&r1, r, A, vA);
                r1 = pqpoly_ntruprime_divmod(&dummy, r1, a1, last ? vZ : vA);
                R[2 * j] = r0;
                R[2 * j + 1] = r1;
            }
        }
        if (n & 1) R[n - 1] = Rin[npairs];
        pos = base;
        cur ^= 1;
    }
    for (i = 0; i < len; i++) Rout[i] = (uint16_t)buf[cur][i];
}

void NTRUP_NS(rq_decode_avx2)(int16_t *r, const uint8_t *s) {
    uint16_t R[NTRUP_P];
    decode(R, s, NTRUP_Q, NTRUP_P);
    for (int i = 0; i < NTRUP_P; i++) r[i] = (int16_t)(R[i] - NTRUP_Q12);
}

void NTRUP_NS(rounded_decode_avx2)(int16_t *r, const uint8_t *s) {
    uint16_t R[NTRUP_P];
    decode(R, s, (NTRUP_Q + 2) / 3, NTRUP_P);
    for (int i = 0; i < NTRUP_P; i++) r[i] = (int16_t)(R[i] * 3 - NTRUP_Q12);
}
