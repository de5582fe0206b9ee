/* The NTT backends of the ring Z_7681[x]/(x^768 - x^384 + 1) (NTTRU,
 * [LS19, §3]): one per arithmetic (src/mul/nttru_ntt_{montgomery,plantard}.c),
 * each the building block of the multiplier entry of that name
 * (src/mul/nttru_ntt_entry.h).  Internal header.
 *
 * Representation (the authors' reference code, tools/tables/nttru.py): a
 * first layer splits x^768 - x^384 + 1 = (x^384 - w)(x^384 - w^5), w = -684
 * a primitive sixth root of unity, and seven Cooley-Tukey layers of
 * half-lengths 192, 96, ..., 3 end in the 256 residues a mod (x^3 - zeta_b),
 * three values per block b, lowest degree first.  Each backend uses its own
 * "base domain" factor D (Montgomery 2^16, Plantard -2^32): basemul_acc
 * multiplies by D^-1, invntt and from_base multiply by D, so a caller never
 * sees D:
 *     invntt(basemul_acc(ntt(a), ntt(b))) = a*b,
 *     from_base(basemul_acc(x, y)) = x o y   (still in the NTT domain).
 * baseinv gives the true inverse (no factor).
 *
 * Ranges (checked with PQPOLY_DEBUG_BOUNDS), NTTRU_BASE_IN = 2^13 - 1:
 *   ntt          in  |a| <= q;                 out |r| <= ntt_bound
 *   basemul_acc  in  a, b: |.| <= max(ntt_bound, NTTRU_BASE_IN) (an ntt
 *                    output, or any 13-bit value: decoded keys and
 *                    ciphertexts); k in 1..4;  out |r| <= acc_bound
 *   invntt       in  |r| <= acc_bound;         out |r| < q
 *   from_base    in  any int16;                out |r| < q
 *   ntt_short    (NULL when the backend has none) r = ntt(s t): in r = t,
 *                    every value in {-1, 0, 1}, public s with |s| <= (q-1)/2;
 *                    out as ntt's
 *   baseinv      in  any int16;  out the inverse, |r| < q, and 0; or -1 when
 *                    some residue is not invertible (r then unspecified).
 *                    Constant time: the verdict is computed, never branched on.
 * The values of the NTT domain are in the canonical order above, or, for a
 * backend with to_canonical (the AVX2 ones), in the reference's lane order;
 * ntt takes and invntt gives the natural order of coefficients either way.
 */
#ifndef PQPOLY_NTT_NTTRU_NTT_H
#define PQPOLY_NTT_NTTRU_NTT_H

#include <stdint.h>

#include "ntt/nttru/arith.h"

#define NTTRU_BASE_IN 8191

typedef struct pqpoly_nttru_ntt {
    const char *name;   /* name of the registry entry, e.g. "ntt-plantard" */
    int16_t ntt_bound;  /* bound on |ntt output| */
    int16_t acc_bound;  /* bound on |basemul_acc output|, every k */
    void (*ntt)(int16_t r[NTTRU_N]);
    /* r = sum_{i<k} a[i] o b[i] * D^-1; a and b hold k polynomials of
     * NTTRU_N values each; r may not overlap them. */
    void (*basemul_acc)(int16_t r[NTTRU_N], const int16_t *a, const int16_t *b, unsigned k);
    void (*invntt)(int16_t r[NTTRU_N]);
    void (*from_base)(int16_t r[NTTRU_N]);
    int (*baseinv)(int16_t r[NTTRU_N], const int16_t a[NTTRU_N]);
    /* NULL for the canonical order; else the backend's NTT-domain order is
     * the reference's lane order (src/ntt/nttru/avx2/lanes.h) and these
     * permute a buffer in place between it and the canonical order. */
    void (*to_canonical)(int16_t r[NTTRU_N]);
    void (*from_canonical)(int16_t r[NTTRU_N]);
    /* ntt of s times a ternary polynomial, the scaling folded into the first
     * layer (the KEM's r and m); NULL: the caller scales and calls ntt */
    void (*ntt_short)(int16_t r[NTTRU_N], int16_t s);
    /* nonzero when basemul_acc with k = 1 may also run with r == a (each
     * block of a read before its block of r is written): the KEM then needs
     * no third polynomial to wipe */
    int acc_in_place;
} pqpoly_nttru_ntt;

extern const pqpoly_nttru_ntt pqpoly_nttru_ntt_montgomery;
extern const pqpoly_nttru_ntt pqpoly_nttru_ntt_plantard;
/* The AVX2 backends (src/mul/avx2/nttru_ntt_*.c), lane order; defined only
 * in builds with AVX2 code, to be called only where the CPU has AVX2. */
extern const pqpoly_nttru_ntt pqpoly_nttru_ntt_montgomery_avx2;
extern const pqpoly_nttru_ntt pqpoly_nttru_ntt_plantard_avx2;

#endif
