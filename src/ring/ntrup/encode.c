/* Mixed-radix Encode/Decode (NTRU Prime round-3 specification, "Encoding").
 *
 * The specification defines Encode recursively: adjacent pairs (R[i], R[i+1])
 * with moduli (M[i], M[i+1]) merge into r = R[i] + M[i]*R[i+1] modulo
 * m = M[i]*M[i+1]; while m >= 2^14 the low byte of r is output and m becomes
 * ceil(m/256); the halved sequence is then encoded the same way, and a single
 * remaining value is output in ceil(log256 M) little-endian bytes.  Here the
 * recursion is unrolled into levels: Encode works in place level by level;
 * Decode first derives every level's moduli and byte offsets (public), then
 * rebuilds the values from the top level down. */
#include "encode.h"

/* m is public (a modulus of the encoding), so its quotient may come from the
 * floating-point unit: d = 2^32 / m rounded to the nearest double.  Every
 * integer up to 2^32 is a double and rounding is monotone, so floor(d) is
 * floor(2^32 / m) or one more (d can round up onto the next integer, never
 * down past one); the integer remainder 2^32 - v m says which.  The loops
 * make the result exact whatever the rounding mode; they run at most once. */
uint64_t pqpoly_ntruprime_recip(uint32_t m) {
    const uint64_t two32 = (uint64_t)1 << 32;
    uint64_t v = (uint64_t)(4294967296.0 / (double)m);
    while (v * m > two32) v--; /* m is public */
    while (two32 - v * m >= m) v++;
    return v;
}

size_t pqpoly_ntruprime_encode(uint8_t *out, const uint16_t *Rin, const uint16_t *Min, size_t len) {
    uint32_t R[PQPOLY_NTRUPRIME_MAX_P], M[PQPOLY_NTRUPRIME_MAX_P];
    uint8_t *start = out;
    size_t i;
    if (len == 0 || len > PQPOLY_NTRUPRIME_MAX_P) return 0;
    for (i = 0; i < len; i++) {
        R[i] = Rin[i];
        M[i] = Min[i];
    }
    while (len > 1) {
        /* In place: pair i/2 is written after R[i], R[i+1] are read. */
        for (i = 0; i + 1 < len; i += 2) {
            uint32_t r = R[i] + R[i + 1] * M[i]; /* < 2^28 */
            uint32_t m = M[i] * M[i + 1];
            while (m >= 16384) {
                *out++ = (uint8_t)r;
                r >>= 8;
                m = (m + 255) >> 8;
            }
            R[i / 2] = r;
            M[i / 2] = m;
        }
        if (i < len) {
            R[i / 2] = R[i];
            M[i / 2] = M[i];
        }
        len = (len + 1) / 2;
    }
    {
        uint32_t r = R[0], m = M[0];
        while (m > 1) {
            *out++ = (uint8_t)r;
            r >>= 8;
            m = (m + 255) >> 8;
        }
    }
    return (size_t)(out - start);
}

/* Levels of the unrolled recursion: at most ceil(log2(MAX_P)) + 1. */
#define MAX_LEVELS 16

size_t pqpoly_ntruprime_decode(uint16_t *Rout, const uint8_t *S, const uint16_t *Min, size_t len) {
    /* Moduli of every level, concatenated; the lengths sum to < 2*len + levels. */
    uint16_t Mall[2 * PQPOLY_NTRUPRIME_MAX_P + MAX_LEVELS];
    uint32_t R[PQPOLY_NTRUPRIME_MAX_P];
    size_t lstart[MAX_LEVELS], llen[MAX_LEVELS], lbytes[MAX_LEVELS];
    size_t levels = 0, pos = 0, total, i, l;
    if (len == 0 || len > PQPOLY_NTRUPRIME_MAX_P) return 0;

    for (i = 0; i < len; i++) Mall[i] = Min[i];
    lstart[0] = 0;
    llen[0] = len;
    /* Pass 1 (public data only): moduli and byte count of each level. */
    for (l = 0;; l++) {
        const uint16_t *M = Mall + lstart[l];
        size_t n = llen[l], nb = 0;
        levels = l + 1;
        if (n == 1) {
            lbytes[l] = M[0] == 1 ? 0 : (M[0] <= 256 ? 1 : 2);
            break;
        }
        lstart[l + 1] = lstart[l] + n;
        llen[l + 1] = (n + 1) / 2;
        {
            uint16_t *M2 = Mall + lstart[l + 1];
            for (i = 0; i + 1 < n; i += 2) {
                uint32_t m = (uint32_t)M[i] * M[i + 1];
                if (m > 256 * 16383) {
                    nb += 2;
                    M2[i / 2] = (uint16_t)((((m + 255) >> 8) + 255) >> 8);
                } else if (m >= 16384) {
                    nb += 1;
                    M2[i / 2] = (uint16_t)((m + 255) >> 8);
                } else {
                    M2[i / 2] = (uint16_t)m;
                }
            }
            if (i < n) M2[i / 2] = M[i];
        }
        lbytes[l] = nb;
    }
    total = 0;
    for (l = 0; l < levels; l++) total += lbytes[l];

    /* Pass 2: the top value, then each level from the top down.  pos is the
     * end of the bytes of the level being rebuilt. */
    pos = total;
    {
        size_t t = levels - 1;
        uint32_t m = Mall[lstart[t]], x = 0, qt;
        pos -= lbytes[t];
        if (lbytes[t] >= 1) x = S[pos];
        if (lbytes[t] == 2) x += (uint32_t)S[pos + 1] << 8;
        R[0] = pqpoly_ntruprime_divmod(&qt, x, m, pqpoly_ntruprime_recip(m));
    }
    for (l = levels - 1; l-- > 0;) {
        const uint16_t *M = Mall + lstart[l];
        size_t n = llen[l], j, npairs = n / 2;
        uint32_t m0_last = 0, m1_last = 0;
        uint64_t v0 = 0, v1 = 0;
        if (n & 1) R[n - 1] = R[npairs]; /* the unpaired last value moves up */
        /* Descending j: R[2j], R[2j+1] (>= j) are written after R[j] is read,
         * and every R[j'] with j' < j is still unread. */
        for (j = npairs; j-- > 0;) {
            uint32_t m0 = M[2 * j], m1 = M[2 * j + 1];
            uint32_t m = m0 * m1, r, r0, r1, dummy;
            if (m > 256 * 16383) {
                pos -= 2;
                r = (uint32_t)S[pos] + ((uint32_t)S[pos + 1] << 8) + 65536u * R[j];
            } else if (m >= 16384) {
                pos -= 1;
                r = (uint32_t)S[pos] + 256u * R[j];
            } else {
                r = R[j];
            }
            if (m0 != m0_last) {
                m0_last = m0;
                v0 = pqpoly_ntruprime_recip(m0);
            }
            if (m1 != m1_last) {
                m1_last = m1;
                v1 = pqpoly_ntruprime_recip(m1);
            }
            r0 = pqpoly_ntruprime_divmod(&r1, r, m0, v0);
            r1 = pqpoly_ntruprime_divmod(&dummy, r1, m1, v1); /* matters for invalid input only */
            R[2 * j] = r0;
            R[2 * j + 1] = r1;
        }
    }
    for (i = 0; i < len; i++) Rout[i] = (uint16_t)R[i];
    return total;
}
