/* The NTTRU kernel tables (kernels.h); the portable kernels are poly.c's. */
#include "kernels.h"

#include "common/cpu.h"
#include "common/ct.h"
#include "common/pick.h"
#include "pqpoly/poly.h"

static int ct_differ_portable(const uint8_t a[NTTRU_PACKED_BYTES], const uint8_t b[NTTRU_PACKED_BYTES]) {
    return pqpoly_ct_memcmp(a, b, NTTRU_PACKED_BYTES) != 0;
}

static const pqpoly_nttru_kernels tables[] = {
    {PQPOLY_ISA_PORTABLE, "portable", pqpoly_nttru_short, pqpoly_nttru_pack13_lanes,
     pqpoly_nttru_unpack13_lanes, ct_differ_portable},
#ifdef PQPOLY_X86_AVX2
    {PQPOLY_ISA_X86_AVX2, "avx2", pqpoly_nttru_short_avx2, pqpoly_nttru_pack13_lanes_avx2,
     pqpoly_nttru_unpack13_lanes_avx2, pqpoly_nttru_ct_differ_avx2},
#endif
};
#define N_TABLES (sizeof tables / sizeof tables[0])

size_t pqpoly_nttru_kernels_count(void) { return N_TABLES; }
const pqpoly_nttru_kernels *pqpoly_nttru_kernels_at(size_t i) { return i < N_TABLES ? &tables[i] : NULL; }

const pqpoly_nttru_kernels *pqpoly_nttru_kernels_pick(void) {
    uint32_t isa[N_TABLES];
    size_t k;
    for (size_t i = 0; i < N_TABLES; i++) isa[i] = tables[i].isa;
    k = pqpoly_pick(isa, N_TABLES, pqpoly_isa_usable());
    return k < N_TABLES ? &tables[k] : &tables[0];
}
