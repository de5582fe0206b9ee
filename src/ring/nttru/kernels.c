/* The portable hot paths of the nttru backends (backend.h), shared by the
 * Montgomery and Plantard backends: scalar loops over src/arith and the
 * encodings of encode.c, in the canonical order.  Constant time. */
#include "ring/nttru/backend.h"

#include "arith/barrett.h"
#include "arith/center.h"
#include "common/ct.h"
#include "pqpoly/common.h"

static int16_t freeze1(int16_t a) {
    int16_t r = pqpoly_barrett_round16(a, NTTRU_Q, PQPOLY_BARRETT16_VR(NTTRU_Q),
                                       PQPOLY_BARRETT16_SHIFT(NTTRU_Q));
    return (int16_t)(r + (NTTRU_Q & (r >> 15)));
}
void pqpoly_nttru_freeze_portable(int16_t a[NTTRU_N]) {
    for (unsigned i = 0; i < NTTRU_N; i++) a[i] = freeze1(a[i]);
}
void pqpoly_nttru_crep_mod3_portable(int16_t m[NTTRU_N]) {
    for (unsigned i = 0; i < NTTRU_N; i++) {
        int32_t x = pqpoly_center32_low(m[i], NTTRU_Q);
        m[i] = pqpoly_barrett_round16((int16_t)x, 3, PQPOLY_BARRETT16_VR(3), PQPOLY_BARRETT16_SHIFT(3));
    }
}

void pqpoly_nttru_short_portable(int16_t r[NTTRU_N], const uint8_t buf[NTTRU_COIN_BYTES], int16_t s) {
    pqpoly_nttru_short(r, buf);
    for (unsigned i = 0; i < NTTRU_N; i++) r[i] = (int16_t)(s * r[i]);
}
/* Through a frozen copy (the AVX2 twin packs from registers), canonical
 * order. */
void pqpoly_nttru_pack_sum_portable(uint8_t buf[NTTRU_PACKED_BYTES], const int16_t c[NTTRU_N],
                                    const int16_t b[NTTRU_N]) {
    int16_t t[NTTRU_N];
    for (unsigned i = 0; i < NTTRU_N; i++) t[i] = freeze1((int16_t)(c[i] + b[i]));
    pqpoly_nttru_pack13(buf, t);
    pqpoly_memzero(t, sizeof t);
}
int pqpoly_nttru_differ_sum_portable(const uint8_t ct[NTTRU_PACKED_BYTES], const int16_t c[NTTRU_N],
                                     const int16_t b[NTTRU_N]) {
    uint8_t t[NTTRU_PACKED_BYTES];
    pqpoly_nttru_pack_sum_portable(t, c, b);
    int d = pqpoly_ct_memcmp(ct, t, NTTRU_PACKED_BYTES) != 0;
    pqpoly_memzero(t, sizeof t);
    return d;
}
