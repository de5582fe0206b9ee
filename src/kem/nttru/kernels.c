/* The NTTRU kernel tables (kernels.h); the portable kernels are poly.c's. */
#include "kernels.h"

#include "arith/barrett.h"
#include "arith/center.h"
#include "common/cpu.h"
#include "common/ct.h"
#include "common/pick.h"
#include "pqpoly/poly.h"
#include "reject.h"
#include "sym/aes.h"

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
static void crep_mod3_portable(int16_t m[NTTRU_N]) {
    for (unsigned i = 0; i < NTTRU_N; i++) {
        int32_t x = pqpoly_center32_low(m[i], NTTRU_Q);
        m[i] = pqpoly_barrett_round16((int16_t)x, 3, PQPOLY_BARRETT16_VR(3), PQPOLY_BARRETT16_SHIFT(3));
    }
}

static void short_portable(int16_t r[NTTRU_N], const uint8_t buf[NTTRU_COIN_BYTES], int16_t s) {
    pqpoly_nttru_short(r, buf);
    for (unsigned i = 0; i < NTTRU_N; i++) r[i] = (int16_t)(s * r[i]);
}
/* Through a frozen copy: the AVX2 twin packs from registers. */
static void pack_sum_portable(uint8_t buf[NTTRU_PACKED_BYTES], const int16_t c[NTTRU_N], const int16_t b[NTTRU_N]) {
    int16_t t[NTTRU_N];
    for (unsigned i = 0; i < NTTRU_N; i++) t[i] = freeze1((int16_t)(c[i] + b[i]));
    pqpoly_nttru_pack13_lanes(buf, t);
    pqpoly_memzero(t, sizeof t);
}
static int differ_sum_portable(const uint8_t ct[NTTRU_PACKED_BYTES], const int16_t c[NTTRU_N],
                               const int16_t b[NTTRU_N]) {
    uint8_t t[NTTRU_PACKED_BYTES];
    pack_sum_portable(t, c, b);
    int d = pqpoly_ct_memcmp(ct, t, NTTRU_PACKED_BYTES) != 0;
    pqpoly_memzero(t, sizeof t);
    return d;
}

/* AES-256-CTR through libcrypto (sym/aes.h), counter block 0.  The key is
 * copied first: it may lie inside out. */
int pqpoly_nttru_stream_portable(uint8_t *out, size_t n, const uint8_t key[32]) {
    static const uint8_t iv[16] = {0};
    uint8_t k[32];
    for (size_t i = 0; i < 32; i++) k[i] = key[i];
    int rc = pqpoly_aes256_ctr(out, n, iv, k);
    pqpoly_memzero(k, sizeof k);
    return rc;
}

/* reject.h's key with libcrypto: GMAC (AES-256-GCM, empty plaintext),
 * then the two blocks in ECB. */
int pqpoly_nttru_reject_portable(uint8_t out[32], const uint8_t key[64], const uint8_t ct[NTTRU_PACKED_BYTES]) {
    static const uint8_t iv[12] = {0};
    uint8_t t[32];
    int rc = pqpoly_aes256_gmac(t, ct, NTTRU_PACKED_BYTES, iv, key);
    if (rc == 0) {
        for (unsigned b = 0; b < 16; b++) t[16 + b] = t[b];
        t[31] ^= 1u;
        rc = pqpoly_aes256_ecb(out, t, 2, key + 32);
    }
    if (rc != 0) pqpoly_memzero(out, 32);
    pqpoly_memzero(t, sizeof t);
    return rc;
}

static const pqpoly_nttru_kernels tables[] = {
    {PQPOLY_ISA_PORTABLE, "portable", short_portable, pqpoly_nttru_pack13_lanes,
     pqpoly_nttru_unpack13_lanes, pqpoly_nttru_pack_short, freeze_portable, add_freeze_portable,
     crep_mod3_portable, pack_sum_portable, differ_sum_portable,
     pqpoly_nttru_stream_portable, pqpoly_nttru_reject_portable},
#ifdef PQPOLY_X86_AVX2
    {PQPOLY_ISA_X86_AVX2, "avx2", pqpoly_nttru_short_avx2, pqpoly_nttru_pack13_lanes_avx2,
     pqpoly_nttru_unpack13_lanes_avx2, pqpoly_nttru_pack_short_avx2, pqpoly_nttru_freeze_avx2,
     pqpoly_nttru_add_freeze_avx2, pqpoly_nttru_crep_mod3_avx2,
     pqpoly_nttru_pack_sum_avx2, pqpoly_nttru_differ_sum_avx2, pqpoly_nttru_stream_avx2,
     pqpoly_nttru_reject_avx2},
#endif
};
PQPOLY_KERNEL_TABLE_ACCESSORS(pqpoly_nttru_kernels, pqpoly_nttru_kernels, tables)
