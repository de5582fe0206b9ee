/* The NewHope key exchange of [ADPS16] as the KEM "newhope-usenix"
 * (include/pqpoly/newhope.h): key generation, response and finish, with the
 * polynomial arithmetic and hot paths of one backend of the ring
 * (src/ring/newhope/backend.h), picked once per operation: the one of the
 * multiplier the ring layer selects for ring "newhope" (forcing
 * ntt-montgomery, ntt-kred or ntt-kred2x switches it), every backend
 * computing the same transform.  Noise that
 * enters a forward transform is sampled into bit-reversed positions
 * (poly.h), which makes our natural-order transform equal to the
 * reference's on its input, so every value on the wire is the reference's. */
#include "pqpoly/kem.h"
#include "pqpoly/newhope.h"
#include "pqpoly/random.h"

#include "common/ct.h"
#include "ntt/newhope/arith.h"
#include "params.h"
#include "poly.h"
#include "reconcile.h"
#include "sym/fips202.h"
#include "sym/randombytes.h"

_Static_assert(NH_SENDABYTES == PQPOLY_NEWHOPE_USENIX_PUBLICKEYBYTES, "pk size");
_Static_assert(NH_SENDBBYTES == PQPOLY_NEWHOPE_USENIX_CIPHERTEXTBYTES, "ct size");
_Static_assert(NH_SKBYTES == PQPOLY_NEWHOPE_USENIX_SECRETKEYBYTES, "sk size");
_Static_assert(NH_KEYBYTES == PQPOLY_NEWHOPE_USENIX_BYTES, "key size");

#define zero pqpoly_memzero

/* x = x + y for |x| < q, |y| < q (sums below 2^15). */
static void add(int16_t *x, const int16_t *y) {
    for (unsigned i = 0; i < NH_N; i++) x[i] = (int16_t)(x[i] + y[i]);
}

/* v (|v_i| < q + 16) to [0, q), as the reconciliation takes it. */
static void canonical(int16_t *v) {
    for (unsigned i = 0; i < NH_N; i++) v[i] = (int16_t)newhope_freeze(v[i]);
}

/* v (|v_i| < q: an inverse_acc output) to [0, q): q added where negative. */
static void nonnegative(int16_t *v) {
    for (unsigned i = 0; i < NH_N; i++) v[i] = (int16_t)(v[i] + (NH_Q & (v[i] >> 15)));
}

int pqpoly_newhope_usenix_keypair_derand(uint8_t *pk, uint8_t *sk, const uint8_t *coins) {
    _Alignas(32) int16_t a[NH_N], s[NH_N], e[NH_N], b[NH_N];
    uint8_t seed[NH_SEEDBYTES], noiseseed[NH_SEEDBYTES];
    const pqpoly_newhope_backend *B;
    int rc;
    if (pk == NULL || sk == NULL || coins == NULL) return PQPOLY_ERR_INVALID_ARGUMENT;
    B = pqpoly_newhope_backend_pick();
    for (unsigned i = 0; i < NH_SEEDBYTES; i++) {
        seed[i] = coins[i];
        noiseseed[i] = coins[NH_SEEDBYTES + i];
    }
    PQPOLY_CT_PUBLIC(seed, sizeof seed); /* sent in pk */
    pqpoly_newhope_gen_a(B, a, seed);
    rc = pqpoly_newhope_noise(B, s, noiseseed, 0, 1);
    if (rc == 0) rc = pqpoly_newhope_noise(B, e, noiseseed, 1, 1);
    if (rc == 0) {
        B->ntt(s);
        B->ntt(e);
        B->basemul_acc(b, s, a, 1);
        B->from_base(b);             /* a o s, |.| < q */
        add(b, e);                   /* + e, |.| < 2q */
        B->tobytes(pk, b);
        for (unsigned i = 0; i < NH_SEEDBYTES; i++) pk[NH_POLYBYTES + i] = seed[i];
        B->tobytes(sk, s);
        PQPOLY_CT_PUBLIC(pk, NH_SENDABYTES);
    }
    zero(s, sizeof s);
    zero(e, sizeof e);
    zero(b, sizeof b);
    zero(noiseseed, sizeof noiseseed);
    return rc;
}

int pqpoly_newhope_usenix_keypair(uint8_t *pk, uint8_t *sk) {
    static const size_t draws[2] = {NH_SEEDBYTES, NH_SEEDBYTES}; /* seed of a, noise seed */
    uint8_t coins[2 * NH_SEEDBYTES];
    int rc;
    if (pk == NULL || sk == NULL) return PQPOLY_ERR_INVALID_ARGUMENT; /* before drawing randomness */
    rc = pqpoly_randombytes_parts(coins, draws, 2);
    if (rc == 0) rc = pqpoly_newhope_usenix_keypair_derand(pk, sk, coins);
    zero(coins, sizeof coins);
    return rc;
}

int pqpoly_newhope_usenix_enc_derand(uint8_t *ct, uint8_t *ss, const uint8_t *pk, const uint8_t *coins) {
    _Alignas(32) int16_t a[NH_N], bh[NH_N], s[NH_N], e[NH_N], u[NH_N], v[NH_N];
    uint8_t c[NH_N], key[NH_KEYBYTES];
    const pqpoly_newhope_backend *B;
    int rc;
    if (ct == NULL || ss == NULL || pk == NULL || coins == NULL) return PQPOLY_ERR_INVALID_ARGUMENT;
    B = pqpoly_newhope_backend_pick();
    B->frombytes(bh, pk);
    pqpoly_newhope_gen_a(B, a, pk + NH_POLYBYTES);
    rc = pqpoly_newhope_noise(B, s, coins, 0, 1);
    if (rc == 0) rc = pqpoly_newhope_noise(B, e, coins, 1, 1);
    if (rc == 0) {
        B->ntt(s);
        B->ntt(e);
        B->basemul_acc(u, s, a, 1);
        B->from_base(u);
        add(u, e);                   /* u-hat = a o s' + e' */
        B->basemul_acc(v, s, bh, 1);
        B->invntt(v);                /* v = InvNTT(b-hat o s'), |.| < q */
        rc = pqpoly_newhope_noise(B, e, coins, 2, 0);
    }
    if (rc == 0) {
        add(v, e);                   /* + e'' */
        canonical(v);
        rc = pqpoly_newhope_helprec(B, c, v, coins);
    }
    if (rc == 0) {
        B->tobytes(ct, u);
        pqpoly_newhope_hints_tobytes(ct + NH_POLYBYTES, c);
        PQPOLY_CT_PUBLIC(ct, NH_SENDBBYTES);
        B->rec(key, v, c);
        pqpoly_sha3_256(ss, key, sizeof key);
    } else {
        zero(ss, NH_KEYBYTES);
    }
    zero(s, sizeof s);
    zero(e, sizeof e);
    zero(u, sizeof u);
    zero(v, sizeof v);
    zero(c, sizeof c);
    zero(key, sizeof key);
    return rc;
}

int pqpoly_newhope_usenix_enc(uint8_t *ct, uint8_t *ss, const uint8_t *pk) {
    uint8_t coins[NH_SEEDBYTES];
    int rc;
    if (ct == NULL || ss == NULL || pk == NULL) return PQPOLY_ERR_INVALID_ARGUMENT;
    rc = pqpoly_randombytes(coins, sizeof coins);
    if (rc == 0) rc = pqpoly_newhope_usenix_enc_derand(ct, ss, pk, coins);
    zero(coins, sizeof coins);
    return rc;
}

int pqpoly_newhope_usenix_dec(uint8_t *ss, const uint8_t *ct, const uint8_t *sk) {
    _Alignas(32) int16_t s[NH_N], u[NH_N], v[NH_N];
    uint8_t c[NH_N], key[NH_KEYBYTES];
    const pqpoly_newhope_backend *B;
    if (ss == NULL || ct == NULL || sk == NULL) return PQPOLY_ERR_INVALID_ARGUMENT;
    B = pqpoly_newhope_backend_pick();
    B->frombytes(s, sk);
    B->frombytes(u, ct);
    B->hints_frombytes(c, ct + NH_POLYBYTES);
    B->basemul_acc(v, s, u, 1);
    B->invntt(v);                    /* v' = InvNTT(s-hat o u-hat), |.| < q */
    nonnegative(v);
    B->rec(key, v, c);
    pqpoly_sha3_256(ss, key, sizeof key);
    zero(s, sizeof s);
    zero(v, sizeof v);
    zero(key, sizeof key);
    return PQPOLY_OK;
}

const pqpoly_kem pqpoly_kem_desc_newhope_usenix = {
    "newhope-usenix", "newhope",
    NH_SENDABYTES, NH_SKBYTES, NH_SENDBBYTES, NH_KEYBYTES,
    pqpoly_newhope_usenix_keypair, pqpoly_newhope_usenix_enc, pqpoly_newhope_usenix_dec,
    "newhope", "NewHope-usenix"};
