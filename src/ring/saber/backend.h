/* The saber family's backend contract: ring "saber", Z_2^13[x]/(x^256 + 1),
 * of LightSaber, Saber and FireSaber (src/kem/saber).  Internal header.
 *
 * A backend is what a Saber KEM operation runs besides its hashes: the
 * 13-bit decoding (GenMatrix's matrix, the secret key), the 13- and 10-bit
 * encodings and the binomial sampler [Saber-R3, §8.3, §8.4] (n = 256 and
 * eq = 13 for every set: compiled once), and the product of its
 * matrix-vector and inner products.
 *
 * The rows (backend_list.h) hold the codec and sampler hooks of one
 * instruction set each: the portable one (kernels.c), then the vector ones
 * (avx2/kernels.c), lane for lane the portable results; their `prod` is
 * empty.  The product is the multiplier the ring layer selects for ring
 * "saber", big*small (pqpoly_ring_default_mul: the one forced by
 * pqpoly_ring_force_mul, else the measured preference of prefer.h), so that
 * forcing a multiplier switches the KEM's products.  The multipliers are the
 * research multipliers of src/mul (tmvp2/3/4, toom4, ntt and their vector
 * twins): the family exports no registry row of its own.
 *
 * pqpoly_saber_backend_pick (backends.c), once per KEM operation, copies the
 * row of the best instruction set pqpoly_set_impl and the CPU allow and fills
 * its `prod` from the selected entry: its accumulation stages when it has them
 * (block recombination, [PC20, §2.4, §3.4]: each secret transformed once,
 * each output recombined once), else its mul.  The KEM passes the backend
 * down and calls the hooks; it never looks at the registry entry.
 *
 * Every hook runs in time independent of its data (secrets included): each
 * loop bound, shift and table index depends on public parameters only. */
#ifndef PQPOLY_RING_SABER_BACKEND_H
#define PQPOLY_RING_SABER_BACKEND_H

#include <stddef.h>
#include <stdint.h>

#include "pqpoly/poly.h"
#include "ring/saber/backend_list.h"

/* The largest transformed operand the KEM holds (tmvp3's 5696 bytes is the
 * largest of the saber entries'); an entry with larger ones runs through its
 * mul. */
#define PQPOLY_SABER_TBYTES_MAX 6144

/* The product of one KEM operation, from the selected multiplier.
 * Operands (the ring's big*small contract, include/pqpoly/poly.h): a in
 * [-4096, 4095] (a centered 13-bit value, or a 10-bit one in [0, 1024)),
 * b in [-5, 5] (Saber's secrets, |s_i| <= mu/2 <= 5, the ring's
 * small_bound).  A secret key of junk bytes decodes to |b_i| up to 4096:
 * the entries exact for any operands (tmvp2/3/4, toom4, schoolbook,
 * karatsuba) still multiply exactly, the big*small ntt returns a wrong
 * product, never undefined behaviour (src/mul/saber_ntt.c); decapsulation
 * then goes on as with any wrong key. */
typedef struct pqpoly_saber_product {
    const pqpoly_mul_entry *entry; /* the selected multiplier (identity) */
    const pqpoly_ring *ring;       /* ring "saber", mul's last argument */
    /* c = a b mod (x^256 + 1, 2^13), centered in [-4096, 4095]; c may not
     * alias a or b. */
    void (*mul)(int16_t *c, const int16_t *a, const int16_t *b, const pqpoly_ring *r);
    /* The accumulation stages; bytes 0 and the four NULL when the entry has
     * none (or the benchmark switch below is off): the KEM then calls mul
     * per product and adds.  Else bytes is a multiple of 32, at most
     * PQPOLY_SABER_TBYTES_MAX, the size of one transformed operand (buffers
     * 32-byte aligned). */
    size_t bytes;
    /* forward_a(ta, a)  in a as above; out ta: the component matrices or
     *                   evaluations, opaque (the entry's own domain). */
    void (*forward_a)(void *ta, const int16_t *a);
    /* forward_b(tb, b)  in b as above; out tb: the component vectors. */
    void (*forward_b)(void *tb, const int16_t *b);
    /* base_acc(tc, ta, tb, k)  in k in 1..4 forward_a outputs at ta and k
     *                   forward_b outputs at tb, `bytes` apart; out tc: the
     *                   sum of the k component products, not recombined.
     *                   tc may not overlap ta or tb. */
    void (*base_acc)(void *tc, const void *ta, const void *tb, unsigned k);
    /* inverse_acc(c, tc, k)  in a base_acc output with the same k; out
     *                   c = sum a_i b_i mod (x^256 + 1, 2^13), centered in
     *                   [-4096, 4095].  tc is overwritten. */
    void (*inverse_acc)(int16_t *c, void *tc, unsigned k);
} pqpoly_saber_product;

typedef struct pqpoly_saber_backend {
    const char *impl; /* its implementation class: "portable", "avx2" */
    uint32_t isa;     /* PQPOLY_ISA_* bits its hooks need; 0 for portable C */
    /* BS2POLq [Saber-R3, §8.3] then centering: in a[0..416) any bytes, the
     * 256 13-bit little-endian fields (least significant bit first), read
     * exactly; out r[i] the field's centered representative modulo 2^13, in
     * [-4096, 4095]. */
    void (*decode13)(int16_t r[256], const uint8_t a[416]);
    /* POLq2BS / POLp2BS [Saber-R3, §8.3]: in a[i] any int16 (its low 13,
     * resp. 10, bits count); out the little-endian bit string, exactly 416,
     * resp. 320, bytes written. */
    void (*encode13)(uint8_t r[416], const int16_t a[256]);
    void (*encode10)(uint8_t r[320], const int16_t a[256]);
    /* beta_mu [Saber-R3, §8.4.2] of one polynomial: in mu in {6, 8, 10} (the
     * sets' mu; any other value leaves r unchanged), buf 32 mu bytes, any,
     * read exactly; out r[j] = HW(bits j mu .. j mu + mu/2 - 1) - HW(the
     * next mu/2 bits), in [-mu/2, mu/2]. */
    void (*cbd)(int16_t r[256], const uint8_t *buf, unsigned mu);
    /* The product: empty in the rows, filled by the picker. */
    pqpoly_saber_product prod;
} pqpoly_saber_backend;

/* The rows: pqpoly_saber_backend_portable, pqpoly_saber_backend_avx2, ...
 * (backend_list.h). */
#define PQPOLY_SABER_BACKEND_DECLARE(impl) extern const pqpoly_saber_backend pqpoly_saber_backend_##impl;
PQPOLY_SABER_BACKENDS(PQPOLY_SABER_BACKEND_DECLARE)
#undef PQPOLY_SABER_BACKEND_DECLARE

/* The backend of one KEM operation: the row of the best instruction set the
 * library may use now (pqpoly_set_impl and the CPU; the portable row always
 * fits) with `prod` from the multiplier selected for ring "saber",
 * big*small.  Depends on the CPU and the library's settings only, never on
 * data.  Thread-safe. */
pqpoly_saber_backend pqpoly_saber_backend_pick(void);

/* Every row compiled in, the CPU able to run it or not (tests and tools),
 * portable first; at(i) is NULL past the end. */
size_t pqpoly_saber_backend_count(void);
const pqpoly_saber_backend *pqpoly_saber_backend_at(size_t i);

/* A benchmark switch, not part of the API: whether the picker gives the
 * selected entry's accumulation stages (1, the default) or its mul alone (0:
 * every product evaluated and recombined, [PC20, Table 4]'s "TMVP" column).
 * Both give the same bytes.  `pqpoly bench --ring saber` times the KEMs both
 * ways (tools/pqpoly/bench_blockrec.c).  A plain global: set it only while no
 * other thread runs a Saber operation.  set returns the previous setting. */
int pqpoly_saber_recombine_set(int on);
int pqpoly_saber_recombine_get(void);

#endif
