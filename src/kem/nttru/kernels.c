/* The NTTRU kernel tables (kernels.h); the portable kernels are poly.c's. */
#include "kernels.h"

#include "arith/barrett.h"
#include "arith/center.h"
#include "arith/montgomery.h"
#include "common/cpu.h"
#include "common/ct.h"
#include "common/pick.h"
#include "pqpoly/poly.h"

static int16_t freeze1(int16_t a) {
    int16_t r = pqpoly_barrett_round16(a, NTTRU_Q, PQPOLY_BARRETT16_VR(NTTRU_Q),
                                       PQPOLY_BARRETT16_SHIFT(NTTRU_Q));
    return (int16_t)(r + (NTTRU_Q & (r >> 15)));
}
static void freeze_portable(int16_t a[NTTRU_N]) {
    for (unsigned i = 0; i < NTTRU_N; i++) a[i] = freeze1(a[i]);
}
static void add_freeze_portable(int16_t c[NTTRU_N], const int16_t b[NTTRU_N]) {
    for (unsigned i = 0; i < NTTRU_N; i++) c[i] = freeze1((int16_t)(c[i] + b[i]));
}
static void mont_scale_portable(int16_t a[NTTRU_N], int16_t x) {
    for (unsigned i = 0; i < NTTRU_N; i++)
        a[i] = pqpoly_montgomery_mul16(a[i], x, NTTRU_Q, PQPOLY_MONT16_QINV(NTTRU_Q));
}
static void crep_mod3_portable(int16_t m[NTTRU_N]) {
    for (unsigned i = 0; i < NTTRU_N; i++) {
        int32_t x = pqpoly_center32(m[i], NTTRU_Q);
        x -= NTTRU_Q & ((NTTRU_Q / 2 - 1 - x) >> 31); /* x == (q-1)/2 */
        m[i] = pqpoly_barrett_round16((int16_t)x, 3, PQPOLY_BARRETT16_VR(3), PQPOLY_BARRETT16_SHIFT(3));
    }
}

static int ct_differ_portable(const uint8_t a[NTTRU_PACKED_BYTES], const uint8_t b[NTTRU_PACKED_BYTES]) {
    return pqpoly_ct_memcmp(a, b, NTTRU_PACKED_BYTES) != 0;
}

static const pqpoly_nttru_kernels tables[] = {
    {PQPOLY_ISA_PORTABLE, "portable", pqpoly_nttru_short, pqpoly_nttru_pack13_lanes,
     pqpoly_nttru_unpack13_lanes, pqpoly_nttru_pack_short, freeze_portable, add_freeze_portable,
     mont_scale_portable, crep_mod3_portable, ct_differ_portable},
#ifdef PQPOLY_X86_AVX2
    {PQPOLY_ISA_X86_AVX2, "avx2", pqpoly_nttru_short_avx2, pqpoly_nttru_pack13_lanes_avx2,
     pqpoly_nttru_unpack13_lanes_avx2, pqpoly_nttru_pack_short_avx2, pqpoly_nttru_freeze_avx2,
     pqpoly_nttru_add_freeze_avx2, pqpoly_nttru_mont_scale_avx2, pqpoly_nttru_crep_mod3_avx2,
     pqpoly_nttru_ct_differ_avx2},
#endif
};
PQPOLY_KERNEL_TABLE_ACCESSORS(pqpoly_nttru_kernels, pqpoly_nttru_kernels, tables)
