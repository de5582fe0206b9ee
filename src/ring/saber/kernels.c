/* The portable backend of the saber family (backend.h): the codec and
 * sampler hooks in portable C, and its row. */
#include "ring/saber/backend.h"

/* Eight 13-bit fields fill 13 bytes: fields 0..4 lie in bytes 0..7 (bits
 * 0..64, field 4 crossing into byte 8), so the group is read as the words of
 * bytes 0..7 and 5..12.  Centering: (x << 3) as int16 >> 3 is x - 2^13 when
 * bit 12 is set. */
static inline uint64_t load64(const uint8_t *p) {
    uint64_t v = 0;
    for (unsigned i = 0; i < 8; i++) v |= (uint64_t)p[i] << (8 * i); /* one load after optimization */
    return v;
}

static inline int16_t center13(uint64_t x) {
    return (int16_t)((int32_t)(int16_t)(uint16_t)((x & 0x1fff) << 3) >> 3);
}

static void decode13_portable(int16_t r[256], const uint8_t a[416]) {
    for (unsigned g = 0; g < 32; g++) {
        uint64_t lo = load64(a + 13 * g), hi = load64(a + 13 * g + 5); /* bits 0..63, 40..103 */
        int16_t *c = r + 8 * g;
        c[0] = center13(lo);
        c[1] = center13(lo >> 13);
        c[2] = center13(lo >> 26);
        c[3] = center13(lo >> 39);
        c[4] = center13(hi >> 12); /* bit 52 */
        c[5] = center13(hi >> 25);
        c[6] = center13(hi >> 38);
        c[7] = center13(hi >> 51);
    }
}

/* Eight fields of `bits` bits fill `bits` bytes: gathered in two 64-bit
 * words (bits <= 13: at most 104 bits), then written byte by byte. */
static inline __attribute__((always_inline)) void encode8(uint8_t *r, const int16_t *c, unsigned bits) {
    uint64_t lo = 0, hi = 0, mask = (1u << bits) - 1;
    for (unsigned j = 0; j < 8; j++) {
        uint64_t v = (uint64_t)(uint16_t)c[j] & mask;
        unsigned o = j * bits;
        if (o < 64) { /* o and bits are constants after unrolling: no data-dependent branch */
            lo |= v << o;
            if (o + bits > 64) hi |= v >> (64 - o);
        } else {
            hi |= v << (o - 64);
        }
    }
    for (unsigned k = 0; k < bits; k++) r[k] = (uint8_t)(k < 8 ? lo >> (8 * k) : hi >> (8 * (k - 8)));
}

static void encode13_portable(uint8_t r[416], const int16_t a[256]) {
    for (unsigned g = 0; g < 32; g++) encode8(r + 13 * g, a + 8 * g, 13);
}

static void encode10_portable(uint8_t r[320], const int16_t a[256]) {
    for (unsigned g = 0; g < 32; g++) encode8(r + 10 * g, a + 8 * g, 10);
}

/* The binomial sampler, four coefficients at a time: four take 4 mu bits =
 * mu/2 = h bytes, one word w.  Each field's bit count is summed in place
 * (SWAR): t = sum_b (w >> b) & ONES, ONES with a 1 at the start of each
 * h-bit field; a count is at most h <= 5 < 2^h for h >= 3, so no field
 * carries into the next.  h is a constant in each inlined copy. */
static inline __attribute__((always_inline)) void cbd4(int16_t *c, const uint8_t *a, unsigned h) {
    uint64_t w = 0, ones = 0, t = 0, fmask = (1u << h) - 1;
    for (unsigned k = 0; k < h; k++) w |= (uint64_t)a[k] << (8 * k);
    for (unsigned f = 0; f < 8; f++) ones |= (uint64_t)1 << (f * h);
    for (unsigned b = 0; b < h; b++) t += (w >> b) & ones;
    for (unsigned j = 0; j < 4; j++)
        c[j] = (int16_t)((int32_t)((t >> (2 * j * h)) & fmask) - (int32_t)((t >> ((2 * j + 1) * h)) & fmask));
}

static void cbd_portable(int16_t r[256], const uint8_t *buf, unsigned mu) {
    switch (mu) { /* a public parameter of the set */
    case 6:
        for (unsigned j = 0; j < 64; j++) cbd4(r + 4 * j, buf + 3 * j, 3);
        break;
    case 8:
        for (unsigned j = 0; j < 64; j++) cbd4(r + 4 * j, buf + 4 * j, 4);
        break;
    case 10:
        for (unsigned j = 0; j < 64; j++) cbd4(r + 4 * j, buf + 5 * j, 5);
        break;
    default:
        break;
    }
}

/* Its row (backend_list.h); `prod` is the picker's (backends.c). */
const pqpoly_saber_backend pqpoly_saber_backend_portable = {
    .impl = "portable",
    .isa = PQPOLY_ISA_PORTABLE,
    .decode13 = decode13_portable,
    .encode13 = encode13_portable,
    .encode10 = encode10_portable,
    .cbd = cbd_portable,
};
