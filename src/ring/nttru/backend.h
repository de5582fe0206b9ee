/* The backend contract of the nttru family: the ring
 * Z_7681[x]/(x^768 - x^384 + 1) of NTTRU ([LS19, §3]).  One struct per
 * (arithmetic, instruction set): Montgomery and Plantard, portable
 * (src/ring/nttru/{montgomery,plantard}.c) and AVX2 (src/ring/nttru/avx2/);
 * the list compiled in is backend_list.h, the picker backends.c.  The NTTRU
 * KEM (src/kem/nttru/kem.c) picks one per operation and calls its hooks.
 * Internal header.
 *
 * Representation (the authors' reference code, tools/tables/nttru.py): a
 * first layer splits x^768 - x^384 + 1 = (x^384 - w)(x^384 - w^5), w = -684
 * a primitive sixth root of unity, and seven Cooley-Tukey layers of
 * half-lengths 192, 96, ..., 3 end in the 256 residues a mod (x^3 - zeta_b),
 * three values per block b, lowest degree first (the canonical order).
 * A backend whose `order` is NTTRU_ORDER_LANES keeps them in the reference's
 * lane order instead (src/ntt/nttru/avx2/lanes.h: lane k of row j of block g
 * of 96 holds canonical value 96 g + 6 k + j), which is also the order of
 * the wire (encode.h); to_canonical / from_canonical permute between the two.
 * ntt takes and invntt gives the natural order of coefficients either way.
 *
 * Each backend has a base-domain factor D, `domain` (Montgomery 2^16,
 * Plantard -2^32, mod q, centered): basemul_acc multiplies by D^-1, invntt
 * and from_base multiply by D, so
 *     invntt(basemul_acc(ntt(a), ntt(b))) = a*b,
 *     from_base(basemul_acc(x, y)) = x o y   (still in the NTT domain);
 * baseinv gives the true inverse (no factor).  D is data, stated from the
 * arithmetic; tests/ring/test_nttru_ntt.c checks it against from_base of
 * ones.
 *
 * Bounds (In/Out; checked with PQPOLY_DEBUG_BOUNDS), NTTRU_BASE_IN = 2^13 - 1.
 * All hooks are constant time (no branch or index on secret values). */
#ifndef PQPOLY_RING_NTTRU_BACKEND_H
#define PQPOLY_RING_NTTRU_BACKEND_H

#include <stddef.h>
#include <stdint.h>

#include "mul/algo.h"
#include "ntt/nttru/arith.h"
#include "ring/nttru/backend_list.h"
#include "ring/nttru/encode.h"

#define NTTRU_BASE_IN 8191

/* The NTT-domain orders (`order`). */
#define NTTRU_ORDER_CANONICAL 0u
#define NTTRU_ORDER_LANES 1u

/* x mod q centered in [-(q-1)/2, (q-1)/2], 0 <= x < q (constants). */
#define NTTRU_CENTERED(x) ((int16_t)((x) > NTTRU_HALF ? (x) - NTTRU_Q : (x)))
/* The base-domain factors, from the arithmetic: Montgomery R = 2^16,
 * Plantard -2^32 ([HZZ+22, §3]), mod q, centered. */
#define NTTRU_D_MONTGOMERY NTTRU_CENTERED(PQPOLY_MONT16_R(NTTRU_Q))
#define NTTRU_D_PLANTARD NTTRU_CENTERED(PQPOLY_PLANTARD16_MINUS_R2(NTTRU_Q))

typedef struct pqpoly_nttru_backend {
    /* ---- identity ---- */
    const char *name;  /* its registry name: "ntt-montgomery", "ntt-plantard" */
    const char *arith; /* "montgomery", "plantard" */
    const char *impl;  /* implementation class: "portable", "avx2" */
    uint32_t isa;      /* PQPOLY_ISA_* bits its code needs */
    /* its registry row (backend_list.h): the entries are this backend's
     * product, so the picker finds the backend of a selected entry by
     * pointer */
    const pqpoly_mul_algo *row;

    /* ---- constants ---- */
    int16_t domain;    /* D, centered mod q */
    int16_t ntt_bound; /* bound on |ntt output| (and |ntt_short output|) */
    int16_t acc_bound; /* bound on |basemul_acc output|, every k */
    /* nonzero when basemul_acc with k = 1 may also run with r == a (each
     * block of a read before its block of r is written): the KEM then needs
     * no third polynomial to wipe */
    int acc_in_place;
    /* NTTRU_ORDER_CANONICAL (to_canonical = from_canonical = NULL) or
     * NTTRU_ORDER_LANES with the two permutations, in place, of NTTRU_N
     * values (any int16) */
    uint32_t order;
    void (*to_canonical)(int16_t r[NTTRU_N]);
    void (*from_canonical)(int16_t r[NTTRU_N]);

    /* ---- the NTT domain ---- */
    /* In |a| <= q (natural order); out |r| <= ntt_bound. */
    void (*ntt)(int16_t r[NTTRU_N]);
    /* r = sum_{i<k} a[i] o b[i] D^-1; a and b hold k polynomials of NTTRU_N
     * values each; r may not overlap them (but see acc_in_place).
     * In a, b: |.| <= max(ntt_bound, NTTRU_BASE_IN) (an ntt output, or any
     * 13-bit value: decoded keys and ciphertexts); k in 1..4.
     * Out |r| <= acc_bound. */
    void (*basemul_acc)(int16_t r[NTTRU_N], const int16_t *a, const int16_t *b, unsigned k);
    /* In |r| <= acc_bound; out |r| < q (natural order, times D). */
    void (*invntt)(int16_t r[NTTRU_N]);
    /* r D: in any int16; out |r| < q. */
    void (*from_base)(int16_t r[NTTRU_N]);
    /* r = a^-1 (no factor) and 0; or -1 when some residue is not invertible
     * (r then unspecified).  In any int16; out |r| < q.  The verdict is
     * computed, never branched on. */
    int (*baseinv)(int16_t r[NTTRU_N], const int16_t a[NTTRU_N]);
    /* r = ntt(s r), the scaling folded into the first layer (the KEM's r and
     * m), or NULL (the caller scales and calls ntt).  In r ternary, public
     * |s| <= (q-1)/2; out |r| <= ntt_bound. */
    void (*ntt_short)(int16_t r[NTTRU_N], int16_t s);

    /* ---- the KEM's hot paths (the same bytes for every backend) ---- */
    /* r = s nttru_short(buf) (encode.h), s public with |s| <= (q-1)/2: the
     * caller's scaling folded into the sampler. Out |r| <= |s|. */
    void (*short_poly)(int16_t r[NTTRU_N], const uint8_t buf[NTTRU_COIN_BYTES], int16_t s);
    /* The 13-bit wire encoding (encode.h) of values in this backend's NTT
     * order: pack13 in [0, 2^13); unpack13 out [0, 2^13), not reduced. */
    void (*pack13)(uint8_t buf[NTTRU_PACKED_BYTES], const int16_t a[NTTRU_N]);
    void (*unpack13)(int16_t r[NTTRU_N], const uint8_t buf[NTTRU_PACKED_BYTES]);
    /* The message encoding hashed by SHA-512 (encode.h); in -1, 0, 1. */
    void (*pack_short)(uint8_t buf[NTTRU_MSG_BYTES], const int16_t m[NTTRU_N]);
    /* a = the representative in [0, q) of a; in any int16 (Barrett, then q
     * added to a negative result). */
    void (*freeze)(int16_t a[NTTRU_N]);
    /* m = (m mod+- q) mod+- 3, the representative mod q taken in
     * [-(q+1)/2, (q-3)/2] as the reference does; in |m| < q; out -1, 0, 1. */
    void (*crep_mod3)(int16_t m[NTTRU_N]);
    /* buf = pack13(freeze(c + b)), this backend's order; in |c + b| < 2^15. */
    void (*pack_sum)(uint8_t buf[NTTRU_PACKED_BYTES], const int16_t c[NTTRU_N], const int16_t b[NTTRU_N]);
    /* 0 if ct = pack_sum(c, b), 1 otherwise; the same bound; every byte
     * compared, no early exit, nothing stored. */
    int (*differ_sum)(const uint8_t ct[NTTRU_PACKED_BYTES], const int16_t c[NTTRU_N], const int16_t b[NTTRU_N]);
} pqpoly_nttru_backend;

/* Every backend of backend_list.h and its registry row. */
#define PQPOLY_NTTRU_BACKEND_SYM(arith, impl) pqpoly_nttru_backend_##arith##_##impl
#define PQPOLY_NTTRU_BACKEND_DECLARE_(arith, impl)                                \
    extern const pqpoly_nttru_backend PQPOLY_NTTRU_BACKEND_SYM(arith, impl);     \
    extern const pqpoly_mul_algo PQPOLY_MUL_ALGO_SYM(nttru_ntt_##arith, impl);
PQPOLY_NTTRU_BACKENDS(PQPOLY_NTTRU_BACKEND_DECLARE_)

/* The backend the KEM uses now: the one whose row holds the multiplier the
 * ring layer selects for ring "nttru" (pqpoly_ring_default_mul, forced
 * choices and pqpoly_set_impl included), found by pointer; when that is no
 * backend's (schoolbook, karatsuba forced), the family's default: the
 * first backend of the best instruction set the library may use
 * (pqpoly_pick over the list).  Every backend gives the same bytes. */
const pqpoly_nttru_backend *pqpoly_nttru_backend_pick(void);
/* Every backend compiled in, in backend_list.h's order (portable first). */
size_t pqpoly_nttru_backend_count(void);
const pqpoly_nttru_backend *pqpoly_nttru_backend_at(size_t i); /* NULL past the end */

/* The portable hot paths (kernels.c), shared by the portable backends:
 * pack13 and friends in the canonical order. */
void pqpoly_nttru_short_portable(int16_t r[NTTRU_N], const uint8_t buf[NTTRU_COIN_BYTES], int16_t s);
void pqpoly_nttru_freeze_portable(int16_t a[NTTRU_N]);
void pqpoly_nttru_crep_mod3_portable(int16_t m[NTTRU_N]);
void pqpoly_nttru_pack_sum_portable(uint8_t buf[NTTRU_PACKED_BYTES], const int16_t c[NTTRU_N],
                                    const int16_t b[NTTRU_N]);
int pqpoly_nttru_differ_sum_portable(const uint8_t ct[NTTRU_PACKED_BYTES], const int16_t c[NTTRU_N],
                                     const int16_t b[NTTRU_N]);

#endif
