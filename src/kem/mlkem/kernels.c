/* The portable ML-KEM kernels and the kernel tables (kernels.h). */
#include "kernels.h"

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

void pqpoly_mlkem_decode12_portable(int16_t r[256], const uint8_t a[384]) {
    for (unsigned i = 0; i < 128; i++) {
        r[2 * i] = (int16_t)((a[3 * i] | ((uint16_t)a[3 * i + 1] << 8)) & 0xfff);
        r[2 * i + 1] = (int16_t)(((a[3 * i + 1] >> 4) | ((uint16_t)a[3 * i + 2] << 4)) & 0xfff);
    }
}

int pqpoly_mlkem_check12_portable(const uint8_t a[384]) {
    int16_t t[256];
    int ok = 1;
    pqpoly_mlkem_decode12_portable(t, a);
    for (unsigned i = 0; i < 256; i++) ok &= t[i] < Q;
    return ok;
}

static const pqpoly_mlkem_kernels tables[] = {
    {PQPOLY_ISA_PORTABLE, "portable", pqpoly_mlkem_rej_uniform_portable,
     pqpoly_mlkem_decode12_portable, pqpoly_mlkem_check12_portable},
#ifdef PQPOLY_X86_AVX2
    {PQPOLY_ISA_X86_AVX2, "avx2", pqpoly_mlkem_rej_uniform_avx2, pqpoly_mlkem_decode12_avx2,
     pqpoly_mlkem_check12_avx2},
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
