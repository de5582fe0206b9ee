/* NTTRU's hot paths outside the NTT per implementation, a kernel table
 * chosen at run time by pqpoly_pick (src/common/pick.h), as ML-KEM's
 * (src/kem/mlkem/kernels.h): the ternary sampler (poly.h, nttru_short), the
 * 13-bit packing of lane-order values (poly.h, nttru_pack13_lanes and
 * nttru_unpack13_lanes), the message encoding (nttru_pack_short), the
 * coefficient-wise reductions of key generation, encryption and decryption,
 * and the ciphertext's last pass: freeze, pack and, in decryption, the
 * constant-time comparison with the received ciphertext while packing (no
 * second buffer).  The portable table in
 * kernels.c (the functions of poly.h and scalar loops over src/arith), an
 * AVX2 one in avx2/kernels.c computing the same integers lane by lane.  All
 * constant time.  Internal header. */
#ifndef PQPOLY_KEM_NTTRU_KERNELS_H
#define PQPOLY_KEM_NTTRU_KERNELS_H

#include <stddef.h>
#include <stdint.h>

#include "poly.h"

typedef struct {
    uint32_t isa;     /* PQPOLY_ISA_* bits it needs */
    const char *impl; /* "portable", "avx2" */
    /* r = s nttru_short(buf) (poly.h), s public with |s| <= (q-1)/2: the
     * caller's scaling folded into the sampler (keygen's 3, encryption's
     * base-domain factor) */
    void (*short_poly)(int16_t r[NTTRU_N], const uint8_t buf[NTTRU_COIN_BYTES], int16_t s);
    void (*pack13_lanes)(uint8_t buf[NTTRU_PACKED_BYTES], const int16_t a[NTTRU_N]);
    void (*unpack13_lanes)(int16_t r[NTTRU_N], const uint8_t buf[NTTRU_PACKED_BYTES]);
    void (*pack_short)(uint8_t buf[NTTRU_MSG_BYTES], const int16_t m[NTTRU_N]);
    /* a = the representative in [0, q) of a, any int16 (Barrett, then q
     * added to a negative result) */
    void (*freeze)(int16_t a[NTTRU_N]);
    /* c = freeze(c + b); |c + b| < 2^15 */
    void (*add_freeze)(int16_t c[NTTRU_N], const int16_t b[NTTRU_N]);
    /* m = (m mod+- q) mod+- 3 for |m| < q, the representative mod q taken in
     * [-(q+1)/2, (q-3)/2] as the reference does; out -1, 0, 1 */
    void (*crep_mod3)(int16_t m[NTTRU_N]);
    /* buf = pack13_lanes(freeze(c + b)), |c + b| < 2^15, lane order */
    void (*pack_sum)(uint8_t buf[NTTRU_PACKED_BYTES], const int16_t c[NTTRU_N], const int16_t b[NTTRU_N]);
    /* 0 if ct = pack_sum(c, b), 1 otherwise; the same bound; every byte
     * compared, no early exit, nothing stored */
    int (*differ_sum)(const uint8_t ct[NTTRU_PACKED_BYTES], const int16_t c[NTTRU_N], const int16_t b[NTTRU_N]);
    /* out = n bytes of AES-256-CTR keystream under key, counter block 0
     * (SP 800-38A; the counter is big-endian); key may lie inside out.
     * 0, or PQPOLY_ERR_LIBCRYPTO with out zeroed */
    int (*stream)(uint8_t *out, size_t n, const uint8_t key[32]);
    /* out = the implicit-rejection key of reject.h, key = sk[0..64); 0, or
     * PQPOLY_ERR_LIBCRYPTO with out zeroed */
    int (*reject)(uint8_t out[32], const uint8_t key[64], const uint8_t ct[NTTRU_PACKED_BYTES]);
} pqpoly_nttru_kernels;

/* The portable stream and reject of the portable table (kernels.c), also the AVX2
 * table's fallback on a CPU without AES-NI. */
int pqpoly_nttru_stream_portable(uint8_t *out, size_t n, const uint8_t key[32]);
int pqpoly_nttru_reject_portable(uint8_t out[32], const uint8_t key[64], const uint8_t ct[NTTRU_PACKED_BYTES]);

#ifdef PQPOLY_X86_AVX2
void pqpoly_nttru_short_avx2(int16_t r[NTTRU_N], const uint8_t buf[NTTRU_COIN_BYTES], int16_t s);
void pqpoly_nttru_pack13_lanes_avx2(uint8_t buf[NTTRU_PACKED_BYTES], const int16_t a[NTTRU_N]);
void pqpoly_nttru_unpack13_lanes_avx2(int16_t r[NTTRU_N], const uint8_t buf[NTTRU_PACKED_BYTES]);
void pqpoly_nttru_pack_short_avx2(uint8_t buf[NTTRU_MSG_BYTES], const int16_t m[NTTRU_N]);
void pqpoly_nttru_freeze_avx2(int16_t a[NTTRU_N]);
void pqpoly_nttru_add_freeze_avx2(int16_t c[NTTRU_N], const int16_t b[NTTRU_N]);
void pqpoly_nttru_crep_mod3_avx2(int16_t m[NTTRU_N]);
void pqpoly_nttru_pack_sum_avx2(uint8_t buf[NTTRU_PACKED_BYTES], const int16_t c[NTTRU_N], const int16_t b[NTTRU_N]);
int pqpoly_nttru_differ_sum_avx2(const uint8_t ct[NTTRU_PACKED_BYTES], const int16_t c[NTTRU_N],
                                 const int16_t b[NTTRU_N]);
/* AES-NI (avx2/aes.c) when the CPU has it, else libcrypto as the portable
 * table does: the same bytes either way. */
int pqpoly_nttru_stream_avx2(uint8_t *out, size_t n, const uint8_t key[32]);
int pqpoly_nttru_reject_avx2(uint8_t out[32], const uint8_t key[64], const uint8_t ct[NTTRU_PACKED_BYTES]);
/* reject_avx2 hashes two blocks per multiply where the CPU has VPCLMULQDQ,
 * else one with this function (also the tests' way to reach that path). */
int pqpoly_nttru_reject_pclmul(uint8_t out[32], const uint8_t key[64], const uint8_t ct[NTTRU_PACKED_BYTES]);
#endif

/* Every table compiled in, portable first (the tests compare each with it). */
size_t pqpoly_nttru_kernels_count(void);
const pqpoly_nttru_kernels *pqpoly_nttru_kernels_at(size_t i);
/* The best table the library may run now (pqpoly_set_impl included). */
const pqpoly_nttru_kernels *pqpoly_nttru_kernels_pick(void);

#endif
