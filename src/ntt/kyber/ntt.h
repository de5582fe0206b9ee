/* The NTT backends of the ring Z_3329[x]/(x^256 + 1): one per arithmetic
 * (src/mul/kyber_ntt_{montgomery,barrett,plantard}.c), each the building block
 * of the multiplier entry of that name (src/mul/kyber_ntt_entry.h).
 * Internal header.
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
#ifndef PQPOLY_NTT_KYBER_NTT_H
#define PQPOLY_NTT_KYBER_NTT_H

#include <stdint.h>

#include "ntt/kyber/arith.h"

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
#ifdef PQPOLY_X86_AVX2
/* AVX2 twins (src/mul/avx2/kyber_ntt_*.c): the same contract and layout, to
 * be called only when pqpoly_cpu_isa() has PQPOLY_ISA_X86_AVX2. */
extern const pqpoly_kyber_ntt pqpoly_kyber_ntt_montgomery_avx2;
extern const pqpoly_kyber_ntt pqpoly_kyber_ntt_barrett_avx2;
extern const pqpoly_kyber_ntt pqpoly_kyber_ntt_plantard_avx2;
#endif

/* Centered representative in [-(q-1)/2, (q-1)/2] of any int16; branch-free
 * (signed Barrett reduction, exact for every 16-bit input). */
static inline int16_t pqpoly_kyber_center(int16_t a) { return kyber_barrett_reduce(a); }

#endif
