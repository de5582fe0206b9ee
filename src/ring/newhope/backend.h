/* The backend contract of the newhope family: the ring
 * Z_12289[x]/(x^1024 + 1) of the NewHope key exchange ([ADPS16]).  One struct
 * per (arithmetic, instruction set): Montgomery, K-RED and K-RED-2x
 * ([LN16]), portable (src/ring/newhope/{montgomery,kred,kred2x}.c) and AVX2
 * (src/ring/newhope/avx2/); the list compiled in is backend_list.h, the
 * picker backends.c.  The key exchange (src/kem/newhope/) picks one per
 * operation and calls its hooks.  Internal header.
 *
 * Representation: every backend computes the transform of the [ADPS16]
 * reference implementation, whose values travel on the wire: value j
 * (j = 0 .. 1023, natural order: the one NTT order of the ring, no
 * permutation) of the transform of a is a(psi^(2j + 1)), psi = 7
 * (tools/tables/newhope.py).  The base multiplication is pointwise.
 *
 * Each backend has a base-domain factor D, `domain` (Montgomery 2^16, K-RED
 * and K-RED-2x k^-2 with k = 3, q = k 2^12 + 1, mod q, centered):
 * basemul_acc multiplies by D^-1, invntt and from_base by D, so
 *     invntt(basemul_acc(ntt(a), ntt(b))) = a*b,
 *     from_base(basemul_acc(A, ntt(s))) = A o s   (still in the NTT domain).
 * D is data, stated from the arithmetic; tests/ntt/test_newhope_ntt.c checks
 * it against from_base of ones.
 *
 * Bounds (In/Out; checked with PQPOLY_DEBUG_BOUNDS).  Every hook but rej is
 * constant time (rej sees public data only). */
#ifndef PQPOLY_RING_NEWHOPE_BACKEND_H
#define PQPOLY_RING_NEWHOPE_BACKEND_H

#include <stddef.h>
#include <stdint.h>

#include "mul/algo.h"
#include "ntt/newhope/arith.h"
#include "ring/newhope/backend_list.h"

/* The sizes of the hot paths' operands ([ADPS16]'s encodings). */
#define NEWHOPE_POLYBYTES (NEWHOPE_N * 14 / 8) /* 1792: four 14-bit values in 7 bytes */
#define NEWHOPE_RECBYTES (NEWHOPE_N / 4)       /* 256: the 2-bit reconciliation hints */
#define NEWHOPE_KEYBYTES 32
#define NEWHOPE_NOISEBYTES (4 * NEWHOPE_N)     /* one 32-bit word per coefficient */

/* x mod q centered in [-(q-1)/2, (q-1)/2], 0 <= x < q (constants). */
#define NEWHOPE_CENTERED(x) ((int16_t)((x) > (NEWHOPE_Q - 1) / 2 ? (x) - NEWHOPE_Q : (x)))
/* The base-domain factors, from the arithmetic: Montgomery R = 2^16; K-RED
 * k^-2 = 2^24 mod q (k 2^12 = q - 1, so k^-1 = -2^12). */
#define NEWHOPE_D_MONTGOMERY NEWHOPE_CENTERED(PQPOLY_MONT16_R(NEWHOPE_Q))
#define NEWHOPE_D_KRED NEWHOPE_CENTERED((int32_t)((1L << 24) % NEWHOPE_Q))

typedef struct pqpoly_newhope_backend {
    /* ---- identity ---- */
    const char *name;  /* its registry name: "ntt-montgomery", "ntt-kred", "ntt-kred2x" */
    const char *arith; /* "montgomery", "kred", "kred2x" */
    const char *impl;  /* implementation class: "portable", "avx2" */
    uint32_t isa;      /* PQPOLY_ISA_* bits its code needs */
    /* its registry row (backend_list.h): the entries are this backend's
     * product, so the picker finds the backend of a selected entry by
     * pointer */
    const pqpoly_mul_algo *row;

    /* ---- constants ---- */
    int16_t domain;           /* D, centered mod q */
    int16_t ntt_bound;        /* bound on |ntt output|, < q */
    int16_t base_lo, base_hi; /* range of basemul_acc outputs */

    /* ---- the NTT domain ---- */
    /* In |a| <= q; out |r| <= ntt_bound. */
    void (*ntt)(int16_t r[NEWHOPE_N]);
    /* r = sum_{i<k} a[i] o b[i] D^-1; a and b hold k polynomials each; r may
     * be a (each value read before it is written).  In every value |x| <
     * 2^14 (ntt outputs, or decoded 14-bit values); k in 1..4.  Out r in
     * [base_lo, base_hi] (Montgomery and K-RED-2x: |r| <= q/2 + 1; K-RED:
     * [-66, 12349]). */
    void (*basemul_acc)(int16_t r[NEWHOPE_N], const int16_t *a, const int16_t *b, unsigned k);
    /* In a basemul_acc output; out |r| < q. */
    void (*invntt)(int16_t r[NEWHOPE_N]);
    /* r D: in any int16; out |r| < q. */
    void (*from_base)(int16_t r[NEWHOPE_N]);

    /* ---- the key exchange's hot paths (the same bytes for every backend) ---- */
    /* Appends to r, from position n, the values below q of buf (len bytes,
     * even) read as 16-bit little-endian words masked to 14 bits, until r
     * holds NEWHOPE_N; returns the new count.  In 0 <= n <= NEWHOPE_N;
     * r[0..n-1] is kept; scratch may be left in r[count..NEWHOPE_N-1], never
     * beyond.  Out [0, q).  Public data only (a's generation). */
    unsigned (*rej)(int16_t r[NEWHOPE_N], unsigned n, const uint8_t *buf, unsigned len);
    /* psi_16 in natural order: r[i] = popcount(b[4i]) + popcount(b[4i+1]) -
     * popcount(b[4i+2]) - popcount(b[4i+3]); out [-16, 16]. */
    void (*psi16)(int16_t r[NEWHOPE_N], const uint8_t buf[NEWHOPE_NOISEBYTES]);
    /* The 14-bit packing, four values in seven bytes (little-endian bit
     * order): tobytes in |r_i| < 2^15, writes the canonical [0, q);
     * frombytes out [0, 2^14), not reduced. */
    void (*tobytes)(uint8_t out[NEWHOPE_POLYBYTES], const int16_t r[NEWHOPE_N]);
    void (*frombytes)(int16_t r[NEWHOPE_N], const uint8_t in[NEWHOPE_POLYBYTES]);
    /* Rec ([ADPS16], reconcile.c): the 32-byte key from v (v_i in [0, q))
     * and the hints c (0..3). */
    void (*rec)(uint8_t key[NEWHOPE_KEYBYTES], const int16_t v[NEWHOPE_N], const uint8_t c[NEWHOPE_N]);
    /* HelpRec given its 32 random bytes: the hints c (0..3) of v (v_i in
     * [0, q)). */
    void (*helprec)(uint8_t c[NEWHOPE_N], const int16_t v[NEWHOPE_N], const uint8_t rnd[32]);
    /* The hints' wire form: c[4i + j] = bits 2j, 2j + 1 of in[i]; out 0..3. */
    void (*hints_frombytes)(uint8_t c[NEWHOPE_N], const uint8_t in[NEWHOPE_RECBYTES]);
} pqpoly_newhope_backend;

/* Every backend of backend_list.h and its registry row. */
#define PQPOLY_NEWHOPE_BACKEND_SYM(arith, impl) pqpoly_newhope_backend_##arith##_##impl
#define PQPOLY_NEWHOPE_BACKEND_DECLARE_(arith, impl)                              \
    extern const pqpoly_newhope_backend PQPOLY_NEWHOPE_BACKEND_SYM(arith, impl); \
    extern const pqpoly_mul_algo PQPOLY_MUL_ALGO_SYM(newhope_ntt_##arith, impl);
PQPOLY_NEWHOPE_BACKENDS(PQPOLY_NEWHOPE_BACKEND_DECLARE_)

/* The backend the key exchange uses now: the one whose row holds the
 * multiplier the ring layer selects for ring "newhope"
 * (pqpoly_ring_default_mul, forced choices and pqpoly_set_impl included),
 * found by pointer; when that is no backend's (schoolbook, karatsuba
 * forced), the family's default: the first backend of the best instruction
 * set the library may use (pqpoly_pick over the list).  Every backend
 * computes the same transform, so the bytes do not depend on the choice. */
const pqpoly_newhope_backend *pqpoly_newhope_backend_pick(void);
/* Every backend compiled in, in backend_list.h's order (portable first). */
size_t pqpoly_newhope_backend_count(void);
const pqpoly_newhope_backend *pqpoly_newhope_backend_at(size_t i); /* NULL past the end */

/* The portable hot paths (kernels.c, reconcile.c), shared by the portable
 * backends; the definitions the AVX2 twins are tested against. */
unsigned pqpoly_newhope_rej_portable(int16_t r[NEWHOPE_N], unsigned n, const uint8_t *buf, unsigned len);
void pqpoly_newhope_psi16_portable(int16_t r[NEWHOPE_N], const uint8_t buf[NEWHOPE_NOISEBYTES]);
void pqpoly_newhope_tobytes_portable(uint8_t out[NEWHOPE_POLYBYTES], const int16_t r[NEWHOPE_N]);
void pqpoly_newhope_frombytes_portable(int16_t r[NEWHOPE_N], const uint8_t in[NEWHOPE_POLYBYTES]);
void pqpoly_newhope_rec_portable(uint8_t key[NEWHOPE_KEYBYTES], const int16_t v[NEWHOPE_N], const uint8_t c[NEWHOPE_N]);
void pqpoly_newhope_helprec_portable(uint8_t c[NEWHOPE_N], const int16_t v[NEWHOPE_N], const uint8_t rnd[32]);
void pqpoly_newhope_hints_frombytes_portable(uint8_t c[NEWHOPE_N], const uint8_t in[NEWHOPE_RECBYTES]);

/* The hot-path members of a portable backend's initializer. */
#define PQPOLY_NEWHOPE_PORTABLE_KERNELS                          \
    .rej = pqpoly_newhope_rej_portable,                          \
    .psi16 = pqpoly_newhope_psi16_portable,                      \
    .tobytes = pqpoly_newhope_tobytes_portable,                  \
    .frombytes = pqpoly_newhope_frombytes_portable,              \
    .rec = pqpoly_newhope_rec_portable,                          \
    .helprec = pqpoly_newhope_helprec_portable,                  \
    .hints_frombytes = pqpoly_newhope_hints_frombytes_portable

#endif
