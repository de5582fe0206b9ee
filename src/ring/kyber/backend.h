/* The backend contract of the ring "kyber", Z_3329[x]/(x^256 + 1): the one
 * internal interface a backend implements and the one the KEMs of the family
 * (ML-KEM and Kyber round 3, src/kem/mlkem) call.  A backend is one
 * arithmetic (Montgomery, Barrett, Plantard) in one implementation (portable,
 * avx2): its NTT-domain operations and the KEM's parameter-free hot paths,
 * with its constants as data.  The backends compiled in are listed in
 * backend_list.h; the KEM takes one per operation from
 * pqpoly_kyber_backend_pick() and calls its hooks directly.  Internal header.
 *
 * Representation (FIPS 203 §4.3): the incomplete 7-layer NTT maps a to the
 * 128 residues a mod (x^2 - gamma_i), gamma_i = 17^(2 brv7(i) + 1), stored as
 * pairs (2i, 2i+1) in FIPS 203 order.  Every backend keeps this order (the
 * KEM samples A-hat and encodes t-hat, s-hat in it, so no permutation hook
 * exists).  Each arithmetic has its own base-domain factor D (the field
 * `domain`): basemul_acc multiplies by D^-1, invntt and from_base by D, so a
 * caller never sees D:
 *     invntt(basemul_acc(ntt(a), ntt(b))) = a b,
 *     from_base(basemul_acc(A, ntt(s))) = A o s   (still in the NTT domain).
 * Bounds are those of the int16 values; "mod q" equalities are exact.  A
 * vector backend computes, hook for hook, values congruent to its portable
 * twin's within the same stated bounds (the kernels: equal values), which
 * tests/ring/test_kyber_ntt.c, tests/kem/mlkem/test_mlkem_kernels.c and
 * tests/impl (kyber_twins.c) check. */
#ifndef PQPOLY_RING_KYBER_BACKEND_H
#define PQPOLY_RING_KYBER_BACKEND_H

#include <stddef.h>
#include <stdint.h>

#include "ntt/kyber/arith.h"
#include "pqpoly/poly.h"
#include "ring/kyber/backend_list.h"

/* The base-domain factors D mod q, in [0, q): Montgomery 2^16, Barrett 1,
 * Plantard -2^32 ([HZZ+22, §3]). */
#define PQPOLY_KYBER_D_MONTGOMERY ((int16_t)((1L << 16) % KYBER_Q))
#define PQPOLY_KYBER_D_BARRETT ((int16_t)1)
#define PQPOLY_KYBER_D_PLANTARD ((int16_t)(KYBER_Q - (int16_t)((1LL << 32) % KYBER_Q)))

typedef struct pqpoly_kyber_backend {
    /* ---- Identity ---- */
    const char *impl;              /* "portable", "avx2": its registry row's impl */
    uint32_t isa;                  /* PQPOLY_ISA_* bits it needs (0: portable C) */
    const char *arith;             /* "montgomery", "barrett", "plantard" */
    const pqpoly_mul_entry *entry; /* the registry row it exports: ring "kyber",
                                      "ntt-<arith>", big*big (backend_row.h) */

    /* ---- Constants ---- */
    int16_t domain;       /* D mod q in [0, q) (PQPOLY_KYBER_D_*) */
    int16_t ntt_bound;    /* bound on |ntt output| */
    int16_t acc_bound[5]; /* bound on |basemul_acc output| for k = 1..4 */

    /* ---- NTT domain ---- */
    /* Forward NTT in place.  In |r| <= q.  Out |r| <= ntt_bound (< 2^15 - q). */
    void (*ntt)(int16_t r[KYBER_N]);
    /* r = sum_{p<k} a[p] o b[p] times D^-1 in the NTT domain, k in 1..4; a
     * and b hold k polynomials of KYBER_N coefficients each, r is not one of
     * them.  In |a| <= ntt_bound (ntt outputs); |b| <= 4095 (any 12-bit value,
     * e.g. ByteDecode_12 or SampleNTT output), or an ntt output when k = 1.
     * Out |r| <= acc_bound[k]. */
    void (*basemul_acc)(int16_t r[KYBER_N], const int16_t *a, const int16_t *b, unsigned k);
    /* Inverse NTT in place, times D.  In |r| <= acc_bound[k] (the output of
     * basemul_acc with the same k, which sets the lazy-reduction schedule).
     * Out |r| < q. */
    void (*invntt)(int16_t r[KYBER_N], unsigned k);
    /* Times D in place (leaves the base domain without an inverse NTT).
     * In any int16.  Out |r| < q. */
    void (*from_base)(int16_t r[KYBER_N]);

    /* ---- KEM hot paths (parameter-free: n = 256, q = 3329 for every set) ---- */
    /* The rejection step of SampleNTT ([FIPS203, Alg. 7], lines 5-13):
     * appends to r, from position n, the 12-bit values below q read from buf
     * (len bytes, a multiple of 3; each 3 bytes give d1 then d2) until r
     * holds 256; returns the new count.  In 0 <= n <= 256.  Out r[i] in
     * [0, q) for i < count; r[0..n-1] kept; r[count..255] may hold scratch
     * (the next call overwrites it), nothing past r[255] is written.  Public
     * data only (the matrix seed). */
    unsigned (*rej_uniform)(int16_t r[KYBER_N], unsigned n, const uint8_t *buf, unsigned len);
    /* ByteDecode_12 ([FIPS203, Alg. 6]) without the reduction mod q.  In any
     * 384 bytes.  Out r[i] in [0, 4095].  Constant time (secret keys). */
    void (*decode12)(int16_t r[KYBER_N], const uint8_t a[384]);
    /* The modulus check of one polynomial ([FIPS203, §7.2]): 1 if every
     * 12-bit value of the 384 bytes is below q, else 0.  Public data only. */
    int (*check12)(const uint8_t a[384]);
    /* ByteEncode_12 ([FIPS203, Alg. 5]) of the canonical representatives in
     * [0, q).  In any int16.  Out 384 bytes.  Constant time (secret keys). */
    void (*encode12)(uint8_t r[384], const int16_t a[KYBER_N]);
    /* ByteEncode_d(Compress_d(a mod q)) into 32 d bytes, d in {1, 4, 5, 10,
     * 11} ([FIPS203, §4.2.1]; d = 1: the message of Decrypt).  In any int16.
     * Constant time (the values are secret). */
    void (*compress)(uint8_t *r, const int16_t a[KYBER_N], unsigned d);
    /* Decompress_d(ByteDecode_d(a)) from 32 d bytes, d in {1, 4, 5, 10, 11}
     * (d = 1: the message of Encrypt).  In any bytes.  Out [0, q).  Constant
     * time. */
    void (*decompress)(int16_t r[KYBER_N], const uint8_t *a, unsigned d);
    /* SamplePolyCBD_eta of 64 eta bytes, eta in {2, 3} ([FIPS203, Alg. 8]).
     * Out [-eta, eta].  Constant time. */
    void (*cbd)(int16_t r[KYBER_N], const uint8_t *buf, unsigned eta);
} pqpoly_kyber_backend;

/* The backend objects of backend_list.h, pqpoly_backend_<algo>_<impl>. */
#define PQPOLY_KYBER_BACKEND_SYM(algo, impl) pqpoly_backend_##algo##_##impl
#define PQPOLY_KYBER_BACKEND_DECLARE(algo, impl) \
    extern const pqpoly_kyber_backend PQPOLY_KYBER_BACKEND_SYM(algo, impl);
PQPOLY_KYBER_BACKENDS(PQPOLY_KYBER_BACKEND_DECLARE)

/* The backend a KEM operation uses (backends.c): the one whose registry row
 * the ring layer selects for ring "kyber", big*big
 * (pqpoly_ring_default_mul: pqpoly_set_impl, forced and measured choices
 * included); when that row is not a backend's (schoolbook, karatsuba
 * forced), the best runnable ntt-montgomery backend.  Never NULL.  Call it
 * once per operation. */
const pqpoly_kyber_backend *pqpoly_kyber_backend_pick(void);
/* Every backend compiled in, in backend_list.h order (portable first);
 * at(i) is NULL past the end. */
size_t pqpoly_kyber_backend_count(void);
const pqpoly_kyber_backend *pqpoly_kyber_backend_at(size_t i);

#endif
