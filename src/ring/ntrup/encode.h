/* Mixed-radix encoding of the NTRU Prime round-3 specification ("Encode" and
 * "Decode" of sequences R with 0 <= R[i] < M[i]), used for R/q elements
 * (M[i] = q) and Rounded elements (M[i] = (q+2)/3).  Internal header.
 *
 * Bounds: 1 <= M[i] <= 16383 (< 2^14), len <= PQPOLY_NTRUPRIME_MAX_P.
 * The byte length depends on M and len alone.  Neither direction branches or
 * indexes on the values R or on the bytes; Decode returns R[i] < M[i] for every
 * input string (invalid strings decode to some valid sequence). */
#ifndef PQPOLY_RING_NTRUP_ENCODE_H
#define PQPOLY_RING_NTRUP_ENCODE_H

#include <stddef.h>
#include <stdint.h>

#define PQPOLY_NTRUPRIME_MAX_P 1277

/* Write the encoding of R to out; returns the number of bytes written. */
size_t pqpoly_ntruprime_encode(uint8_t *out, const uint16_t *R, const uint16_t *M, size_t len);

/* Read the encoding at S into R; returns the number of bytes read. */
size_t pqpoly_ntruprime_decode(uint16_t *R, const uint8_t *S, const uint16_t *M, size_t len);

/* x mod m and floor(x / m) for a public 1 <= m < 2^14 given v = floor(2^32 / m)
 * (pqpoly_ntruprime_recip); no division instruction, no branch on x. */
static inline uint32_t pqpoly_ntruprime_divmod(uint32_t *quot, uint32_t x, uint32_t m, uint64_t v) {
    /* x*v/2^32 lies in (x/m - 1, x/m], so qt is floor(x/m) or one less and
     * r < 2m: one masked correction finishes. */
    uint32_t qt = (uint32_t)(((uint64_t)x * v) >> 32);
    uint32_t r = x - qt * m;
    uint32_t mask = ((r - m) >> 31) - 1u; /* all-ones iff r >= m (r, m < 2^31) */
    r -= m & mask;
    qt -= mask;
    *quot = qt;
    return r;
}

/* One merge step of Encode/Decode on a pair whose moduli multiply to a public
 * m < 2^28: the modulus the merged value is left with, and the number of its
 * low bytes written out (two while m > 256 * 16383, one while m >= 16384). */
static inline uint32_t pqpoly_ntruprime_merged_modulus(uint32_t m) {
    return m > 256 * 16383 ? (((m + 255) >> 8) + 255) >> 8 : m >= 16384 ? (m + 255) >> 8 : m;
}
static inline size_t pqpoly_ntruprime_merged_bytes(uint32_t m) {
    return m > 256 * 16383 ? 2 : m >= 16384 ? 1 : 0;
}

/* floor(2^32 / m) for a public 1 <= m < 2^32: one floating-point quotient and
 * an exact integer correction (encode.c; the object code holds no integer
 * div instruction, and m is never secret). */
uint64_t pqpoly_ntruprime_recip(uint32_t m);

#endif
