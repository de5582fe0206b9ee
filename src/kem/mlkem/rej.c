/* SampleNTT's rejection step: the portable loop and the kernel tables
 * (rej.h). */
#include "rej.h"

#include "common/cpu.h"
#include "common/pick.h"
#include "pqpoly/poly.h"

#define Q 3329

unsigned pqpoly_mlkem_rej_uniform_portable(int16_t r[256], unsigned n, const uint8_t *buf,
                                           unsigned len) {
    for (unsigned i = 0; i + 3 <= len && n < 256; i += 3) {
        uint16_t d1 = (uint16_t)(buf[i] | ((uint16_t)(buf[i + 1] & 0x0f) << 8));
        uint16_t d2 = (uint16_t)((buf[i + 1] >> 4) | ((uint16_t)buf[i + 2] << 4));
        if (d1 < Q) r[n++] = (int16_t)d1;
        if (d2 < Q && n < 256) r[n++] = (int16_t)d2;
    }
    return n;
}

static const pqpoly_mlkem_kernels tables[] = {
    {PQPOLY_ISA_PORTABLE, "portable", pqpoly_mlkem_rej_uniform_portable},
#ifdef PQPOLY_X86_AVX2
    {PQPOLY_ISA_X86_AVX2, "avx2", pqpoly_mlkem_rej_uniform_avx2},
#endif
};
#define N_TABLES (sizeof tables / sizeof tables[0])

size_t pqpoly_mlkem_kernels_count(void) { return N_TABLES; }
const pqpoly_mlkem_kernels *pqpoly_mlkem_kernels_at(size_t i) { return i < N_TABLES ? &tables[i] : NULL; }

const pqpoly_mlkem_kernels *pqpoly_mlkem_kernels_pick(void) {
    uint32_t isa[N_TABLES];
    size_t k;
    for (size_t i = 0; i < N_TABLES; i++) isa[i] = tables[i].isa;
    k = pqpoly_pick(isa, N_TABLES, pqpoly_isa_usable());
    return k < N_TABLES ? &tables[k] : &tables[0];
}
