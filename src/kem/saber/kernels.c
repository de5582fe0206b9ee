/* Saber's portable kernels and the kernel table (kernels.h). */
#include "kernels.h"

#include "common/pick.h"
#include "pqpoly/poly.h"

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

void pqpoly_saber_decode13_portable(int16_t r[256], const uint8_t a[416]) {
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

static const pqpoly_saber_kernels tables[] = {
    {PQPOLY_ISA_PORTABLE, "portable", pqpoly_saber_decode13_portable},
#ifdef PQPOLY_X86_AVX2
    {PQPOLY_ISA_X86_AVX2, "avx2", pqpoly_saber_decode13_avx2},
#endif
};
PQPOLY_KERNEL_TABLE_ACCESSORS(pqpoly_saber_kernels, pqpoly_saber_kernels, tables)
