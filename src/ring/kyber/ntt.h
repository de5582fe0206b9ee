/* The NTT-domain interface of the ring Z_3329[x]/(x^256 + 1) shared by the
 * multiplier entries ntt-montgomery, ntt-barrett, ntt-plantard and the ML-KEM /
 * Kyber KEMs.  Internal header.
 *
 * Representation (FIPS 203 §4.3): the incomplete 7-layer NTT maps a to the 128
 * residues a mod (x^2 - gamma_i), gamma_i = 17^(2 brv7(i) + 1), stored as
 * pairs (2i, 2i+1).  Each backend uses its own arithmetic and therefore its
 * own "base domain" factor D (Montgomery 2^16, Barrett 1, Plantard -2^32):
 * basemul_acc multiplies by D^-1, invntt and from_base multiply by D, so a
 * caller never sees D:
 *     invntt(basemul_acc(ntt(a), ntt(b))) = a*b,
 *     from_base(basemul_acc(A, ntt(s))) = A o s   (still in the NTT domain).
 *
 * Ranges (checked with PQPOLY_DEBUG_BOUNDS):
 *   ntt          in  |a| <= q;                 out |r| <= ntt_bound
 *   basemul_acc  in  a: |a| <= ntt_bound, b: |b| <= 4095 (any 12-bit value,
 *                    or an ntt output when k = 1);  out |r| <= acc_bound[k]
 *   invntt       in  anything within acc_bound[k] (the output of
 *                    basemul_acc with the same k);  out |r| < q
 *   from_base    in  any int16;                    out |r| < q
 */
#ifndef PQPOLY_RING_KYBER_NTT_H
#define PQPOLY_RING_KYBER_NTT_H

#include <stdint.h>

#include "pqpoly/poly.h"
#include "ring/kyber/arith.h"

#define KYBER_N 256

typedef struct pqpoly_kyber_ntt {
    const char *name;        /* name of the registry entry, e.g. "ntt-plantard" */
    int16_t ntt_bound;       /* bound on |ntt output| */
    int16_t acc_bound[5];    /* bound on |basemul_acc output| for k = 1..4 */
    void (*ntt)(int16_t r[KYBER_N]);
    /* r = sum_{i<k} a[i] o b[i] * D^-1 in the NTT domain; k in 1..4; a and b
     * hold k polynomials of KYBER_N coefficients each. */
    void (*basemul_acc)(int16_t r[KYBER_N], const int16_t *a, const int16_t *b, unsigned k);
    /* Inverse of ntt times D; k is that of the basemul_acc producing r (it
     * sets the input bound and with it the lazy-reduction schedule). */
    void (*invntt)(int16_t r[KYBER_N], unsigned k);
    void (*from_base)(int16_t r[KYBER_N]);
} pqpoly_kyber_ntt;

extern const pqpoly_kyber_ntt pqpoly_kyber_ntt_montgomery;
extern const pqpoly_kyber_ntt pqpoly_kyber_ntt_barrett;
extern const pqpoly_kyber_ntt pqpoly_kyber_ntt_plantard;

/* The backend of the multiplier selected for ring "kyber"
 * (pqpoly_ring_default_mul, forced choices included); the Plantard one when the
 * selected entry is not an NTT of this family (schoolbook, karatsuba). */
const pqpoly_kyber_ntt *pqpoly_kyber_ntt_selected(void);

/* Centered representative in [-(q-1)/2, (q-1)/2] of any int16; branch-free
 * (signed Barrett reduction, exact for every 16-bit input). */
static inline int16_t pqpoly_kyber_center(int16_t a) { return kyber_barrett_reduce(a); }

/* The generic entry points shared by the three registry entries: a full
 * product through `b` with the coefficient contract of poly.h. */
void pqpoly_kyber_ntt_mul(const pqpoly_kyber_ntt *b, int16_t *c, const int16_t *x,
                          const int16_t *y);

/* One registry entry per backend: the full product and its stages (forward
 * a and b: ntt; base: basemul_acc with k = 1; inverse: invntt, centered). */
#define PQPOLY_KYBER_NTT_ENTRY(sym, backend, algo, source)                          \
    static void sym##_forward(void *t, const int16_t *a) {                         \
        int16_t *r = (int16_t *)t;                                                 \
        for (int i = 0; i < KYBER_N; i++) r[i] = a[i];                             \
        (backend).ntt(r);                                                          \
    }                                                                              \
    static void sym##_base(void *tc, const void *ta, const void *tb) {             \
        int16_t t[KYBER_N];                                                        \
        (backend).basemul_acc(t, (const int16_t *)ta, (const int16_t *)tb, 1);     \
        for (int i = 0; i < KYBER_N; i++) ((int16_t *)tc)[i] = t[i];               \
    }                                                                              \
    static void sym##_inverse(int16_t *c, void *tc) {                              \
        int16_t *r = (int16_t *)tc;                                                \
        (backend).invntt(r, 1);                                                    \
        for (int i = 0; i < KYBER_N; i++) c[i] = pqpoly_kyber_center(r[i]);        \
    }                                                                              \
    static const pqpoly_transform sym##_transform = {                              \
        KYBER_N * sizeof(int16_t), sym##_forward, sym##_forward, sym##_base,       \
        sym##_inverse};                                                            \
    static void sym##_mul(int16_t *c, const int16_t *a, const int16_t *b,          \
                          const pqpoly_ring *ring) {                               \
        (void)ring;                                                                \
        pqpoly_kyber_ntt_mul(&(backend), c, a, b);                                 \
    }                                                                              \
    const pqpoly_mul_entry sym = {"kyber", algo, PQPOLY_BIG_BIG, source, sym##_mul, \
                                  &sym##_transform, "portable", PQPOLY_ISA_PORTABLE};

#endif
