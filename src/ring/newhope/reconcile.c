/* NewHope reconciliation ([ADPS16]: HelpRec and Rec over the lattice D~4,
 * 256 key bits from the 1024 coefficients, coefficient i with i + 256,
 * i + 512, i + 768), the portable hooks of backend.h, computed with masks
 * only: every quotient below is a count of masked comparisons, every choice
 * a mask.  The draw of HelpRec's random bits and the hints' encoding are the
 * scheme's (src/kem/newhope/reconcile.c). */
#include "common/ct.h"
#include "pqpoly/common.h"
#include "ring/newhope/backend.h"

#define Q NEWHOPE_Q

/* 1 if x >= y else 0, for |x|, |y| < 2^30; no branch.  The callers write
 * their runs of comparisons out: as a loop over the thresholds, gcc -O2
 * rewrote the loop counter in terms of the secret value and ended the loop
 * on a comparison with it (the valgrind check caught the jump). */
static inline int32_t ge(int32_t x, int32_t y) {
    return (int32_t)pqpoly_ct_barrier32(((uint32_t)(y - x - 1)) >> 31);
}

static inline int32_t ct_abs(int32_t x) {
    int32_t m = x >> 31;
    return (x ^ m) - m;
}

/* For y = 8 x + 4 b in [0, 8q): the two candidates of the coordinate, in
 * units of 2q: v0 = round(y / 2q) = ceil(t / 2) (the point of Z^4) and
 * v1 = round(y / 2q - 1/2) = floor(t / 2) (the point of Z^4 + g, g the
 * all-halves vector), where t = floor(y / q) counts the multiples of q not
 * above y (t <= 7); returns |y - 2q v0|. */
static inline int32_t candidates(int32_t *v0, int32_t *v1, int32_t y) {
    int32_t t = ge(y, Q) + ge(y, 2 * Q) + ge(y, 3 * Q) + ge(y, 4 * Q) + ge(y, 5 * Q) + ge(y, 6 * Q) +
                ge(y, 7 * Q);
    *v0 = (t + 1) >> 1;
    *v1 = t >> 1;
    return ct_abs(y - *v0 * 2 * Q);
}

void pqpoly_newhope_helprec_portable(uint8_t c[NEWHOPE_N], const int16_t v[NEWHOPE_N], const uint8_t rnd[32]) {
    for (unsigned i = 0; i < NEWHOPE_N / 4; i++) {
        int32_t b = (rnd[i >> 3] >> (i & 7)) & 1;
        int32_t v0[4], v1[4], sel[4], err = 0;
        for (unsigned j = 0; j < 4; j++) err += candidates(&v0[j], &v1[j], 8 * v[256 * j + i] + 4 * b);
        /* k = -1 (all ones) when the sum of distances reaches 2q: take the
         * point of the shifted coset */
        int32_t k = (2 * Q - 1 - err) >> 31;
        for (unsigned j = 0; j < 4; j++) sel[j] = (v0[j] & ~k) | (v1[j] & k);
        for (unsigned j = 0; j < 3; j++) c[256 * j + i] = (uint8_t)((sel[j] - sel[3]) & 3);
        c[768 + i] = (uint8_t)((2 * sel[3] - k) & 3);
    }
}

/* |x - 8q round(x / 8q)| for x in [0, 24q): round(x / 8q) with halves up is
 * ceil(t / 2), t = floor(x / 4q) <= 5. */
static inline int32_t dist8q(int32_t x) {
    int32_t t = ge(x, 4 * Q) + ge(x, 8 * Q) + ge(x, 12 * Q) + ge(x, 16 * Q) + ge(x, 20 * Q);
    return ct_abs(((t + 1) >> 1) * 8 * Q - x);
}

void pqpoly_newhope_rec_portable(uint8_t key[NEWHOPE_KEYBYTES], const int16_t v[NEWHOPE_N], const uint8_t c[NEWHOPE_N]) {
    for (unsigned i = 0; i < NEWHOPE_KEYBYTES; i++) key[i] = 0;
    for (unsigned i = 0; i < NEWHOPE_N / 4; i++) {
        int32_t c3 = c[768 + i], sum = 0;
        for (unsigned j = 0; j < 3; j++)
            sum += dist8q(16 * Q + 8 * v[256 * j + i] - Q * (2 * c[256 * j + i] + c3));
        sum += dist8q(16 * Q + 8 * v[768 + i] - Q * c3);
        /* bit 1 when the sum of distances stays below 8q */
        key[i >> 3] |= (uint8_t)(((uint32_t)(sum - 8 * Q) >> 31) << (i & 7));
    }
}

/* Byte by byte in a 32-bit word: the copies shifted by 6j put bits 2j,
 * 2j + 1 of the byte at bits 8j, 8j + 1 (the other copies reach those bits
 * only with the zero bits above the byte, and OR carries nothing), so the
 * mask leaves the four hints, one a byte. */
void pqpoly_newhope_hints_frombytes_portable(uint8_t c[NEWHOPE_N], const uint8_t in[NEWHOPE_RECBYTES]) {
    for (unsigned i = 0; i < NEWHOPE_RECBYTES; i++) {
        uint32_t x = in[i];
        x = (x | x << 6 | x << 12 | x << 18) & 0x03030303u;
        for (unsigned j = 0; j < 4; j++) c[4 * i + j] = (uint8_t)(x >> (8 * j));
    }
}

