/* The KEM: ML-KEM (FIPS 203 Algorithms 16-21 with the input checks of §7.2,
 * §7.3) or, with PQPOLY_MLKEM_FIPS203 = 0, Kyber round 3 (Kyber.CCAKEM of the
 * round-3 specification).  The differences are confined to this file and
 * K-PKE's G(d || k) vs G(d):
 *   - ML-KEM: K = G(m || H(ek)) directly, implicit rejection K = J(z || c)
 *     with J = SHAKE256(., 32), key checks on ek (Encaps) and dk (Decaps);
 *   - Kyber r3: m = H(random), K = SHAKE256(Kbar || H(c), 32), rejection
 *     SHAKE256(z || H(c), 32), no checks.
 * Randomness matches the NIST KAT procedure (vectors/PROVENANCE.md): ML-KEM
 * keypair draws d || z in ONE randombytes(64), Kyber r3 draws d then z with
 * two randombytes(32); encapsulation draws 32 bytes.
 * Each operation takes its kyber backend B once (pqpoly_kyber_backend_pick,
 * src/ring/kyber/backend.h: the ring layer's selection for ring "kyber") and
 * passes it down; K-PKE and the codecs call B's hooks directly. */
#include <string.h>

#include "pqpoly/common.h"
#include "pqpoly/kem.h"
#include "pqpoly/random.h"

#include "common/ct.h"
#include "indcpa.h"
#include "poly.h"
#include "ring/kyber/backend.h"
#include "sym/fips202.h"
#include "sym/fips202x4.h"
#include "sym/randombytes.h"

#if PQPOLY_MLKEM_FIPS203
#include "pqpoly/mlkem.h"
#else
#include "pqpoly/kyber.h"
#endif

#define SK_PKE 0
#define SK_PK MLKEM_INDCPA_SECRETKEYBYTES
#define SK_H (SK_PK + MLKEM_PUBLICKEYBYTES)
#define SK_Z (SK_H + MLKEM_SYMBYTES)

#define keypair_derand MLKEM_NS(keypair_derand)
#define keypair MLKEM_NS(keypair)
#define enc_derand MLKEM_NS(enc_derand)
#define enc MLKEM_NS(enc)
#define dec MLKEM_NS(dec)

/* Every secret on this file's stack is wiped before return. */
#define zero pqpoly_memzero

int keypair_derand(uint8_t *pk, uint8_t *sk, const uint8_t *coins) {
    const pqpoly_kyber_backend *B;
    if (pk == NULL || sk == NULL || coins == NULL) return PQPOLY_ERR_INVALID_ARGUMENT;
    B = pqpoly_kyber_backend_pick();
    mlkem_indcpa_keypair(B, pk, sk + SK_PKE, coins);
    for (size_t i = 0; i < MLKEM_PUBLICKEYBYTES; i++) sk[SK_PK + i] = pk[i];
    pqpoly_sha3_256(sk + SK_H, pk, MLKEM_PUBLICKEYBYTES);
    for (size_t i = 0; i < MLKEM_SYMBYTES; i++) sk[SK_Z + i] = coins[MLKEM_SYMBYTES + i];
    return PQPOLY_OK;
}

int keypair(uint8_t *pk, uint8_t *sk) {
    uint8_t coins[2 * MLKEM_SYMBYTES];
    int rc;
    if (pk == NULL || sk == NULL) return PQPOLY_ERR_INVALID_ARGUMENT; /* before drawing randomness */
#if PQPOLY_MLKEM_FIPS203
    rc = pqpoly_randombytes(coins, 2 * MLKEM_SYMBYTES);
#else
    static const size_t draws[2] = {MLKEM_SYMBYTES, MLKEM_SYMBYTES}; /* d, z */
    rc = pqpoly_randombytes_parts(coins, draws, 2);
#endif
    if (rc == 0) rc = keypair_derand(pk, sk, coins);
    zero(coins, sizeof coins);
    return rc;
}

#if PQPOLY_MLKEM_FIPS203
/* FIPS 203 §7.2 modulus check: ByteEncode_12(ByteDecode_12(ek)) = ek, i.e.
 * every 12-bit value of the encoded t-hat is below q.  ek is public. */
static int ek_valid(const pqpoly_kyber_backend *B, const uint8_t *ek) {
    int ok = 1;
    for (unsigned i = 0; i < MLKEM_K; i++)
        ok &= mlkem_poly_bytes_in_range(B, ek + i * MLKEM_POLYBYTES);
    return ok;
}
#endif

int enc_derand(uint8_t *ct, uint8_t *ss, const uint8_t *pk, const uint8_t *coins) {
    uint8_t buf[2 * MLKEM_SYMBYTES], kr[2 * MLKEM_SYMBYTES];
    const pqpoly_kyber_backend *B;
    mlkem_polyvec t, at[MLKEM_K];
    if (ct == NULL || ss == NULL || pk == NULL || coins == NULL) return PQPOLY_ERR_INVALID_ARGUMENT;
    B = pqpoly_kyber_backend_pick();
#if PQPOLY_MLKEM_FIPS203
    if (!ek_valid(B, pk)) {
        zero(ss, MLKEM_SSBYTES);
        return PQPOLY_ERR_INVALID_PUBLIC_KEY;
    }
    for (size_t i = 0; i < MLKEM_SYMBYTES; i++) buf[i] = coins[i];           /* m */
#else
    pqpoly_sha3_256(buf, coins, MLKEM_SYMBYTES);                              /* m = H(coins) */
#endif
    {   /* H(ek) beside A-hat's draw (sponges.h) */
        const pqpoly_mlkem_sponge h = {pk, MLKEM_PUBLICKEYBYTES, PQPOLY_SHA3_256_RATE,
                                       PQPOLY_DOMAIN_SHA3, buf + MLKEM_SYMBYTES, MLKEM_SYMBYTES,
                                       NULL};
        mlkem_indcpa_enc_prepare(B, &t, at, pk, &h, 1);
    }
    pqpoly_sha3_512(kr, buf, sizeof buf);                                     /* (K, r) = G(m || H(ek)) */
    mlkem_indcpa_enc_parsed(B, ct, &t, at, buf, kr + MLKEM_SYMBYTES);
    PQPOLY_CT_PUBLIC(ct, MLKEM_CIPHERTEXTBYTES);
#if PQPOLY_MLKEM_FIPS203
    for (size_t i = 0; i < MLKEM_SSBYTES; i++) ss[i] = kr[i];
#else
    pqpoly_sha3_256(kr + MLKEM_SYMBYTES, ct, MLKEM_CIPHERTEXTBYTES);         /* H(c) */
    pqpoly_shake256(ss, MLKEM_SSBYTES, kr, sizeof kr);                        /* KDF */
#endif
    zero(buf, sizeof buf);
    zero(kr, sizeof kr);
    return PQPOLY_OK;
}

int enc(uint8_t *ct, uint8_t *ss, const uint8_t *pk) {
    uint8_t coins[MLKEM_SYMBYTES];
    int rc;
    if (ct == NULL || ss == NULL || pk == NULL) return PQPOLY_ERR_INVALID_ARGUMENT;
    rc = pqpoly_randombytes(coins, sizeof coins);
    if (rc == 0) rc = enc_derand(ct, ss, pk, coins);
    zero(coins, sizeof coins);
    return rc;
}

#if PQPOLY_MLKEM_FIPS203
/* Implicit rejection: Kbar = J(z || c) = SHAKE256(z || c, 32). */
static void j_reject(uint8_t kbar[MLKEM_SSBYTES], const uint8_t *z, const uint8_t *ct) {
    pqpoly_shake_ctx ctx;
    pqpoly_shake256_init(&ctx);
    pqpoly_shake_absorb(&ctx, z, MLKEM_SYMBYTES);
    pqpoly_shake_absorb(&ctx, ct, MLKEM_CIPHERTEXTBYTES);
    pqpoly_shake_finalize(&ctx);
    pqpoly_shake_squeeze(&ctx, kbar, MLKEM_SSBYTES);
    zero(&ctx, sizeof ctx);
}

/* FIPS 203 §7.3 hash check: H(ek) must equal the h stored in dk.  The
 * outcome is public (a key that fails is rejected). */
static int h_matches(const uint8_t h[MLKEM_SYMBYTES], const uint8_t *sk) {
    int bad = pqpoly_ct_memcmp(h, sk + SK_H, MLKEM_SYMBYTES);
    PQPOLY_CT_PUBLIC(&bad, sizeof bad);
    return !bad;
}

static int dk_valid(const uint8_t *sk) {
    uint8_t h[MLKEM_SYMBYTES];
    pqpoly_sha3_256(h, sk + SK_PK, MLKEM_PUBLICKEYBYTES);
    return h_matches(h, sk);
}
#endif

/* The hashes of the expanded form of Decaps once m' is known (buf = m' ||
 * h): kr = G(m' || h), side = J(z || c) (ML-KEM) or H(c) (Kyber round 3),
 * one at a time (one long sponge: one four-way permutation per block costs
 * more than the scalar one). */
static void dec_hashes(uint8_t kr[2 * MLKEM_SYMBYTES], uint8_t side[MLKEM_SYMBYTES],
                       const uint8_t buf[2 * MLKEM_SYMBYTES], const uint8_t *z, const uint8_t *ct) {
    pqpoly_sha3_512(kr, buf, 2 * MLKEM_SYMBYTES);
#if PQPOLY_MLKEM_FIPS203
    j_reject(side, z, ct);
#else
    (void)z;
    pqpoly_sha3_256(side, ct, MLKEM_CIPHERTEXTBYTES);
#endif
}

/* The last steps of Decaps: (K', r') is in kr and the re-encryption in cmp;
 * the ciphertext comparison over the whole of ct, then K' or the implicit
 * rejection chosen without a branch (ML-KEM: side = J(z || c); Kyber round
 * 3: side = H(c), K = KDF(Kbar' or z || H(c))). */
static void decaps_finish(uint8_t *ss, const uint8_t *ct, uint8_t kr[2 * MLKEM_SYMBYTES],
                          const uint8_t *cmp, const uint8_t *z, const uint8_t *side) {
    int fail = pqpoly_ct_memcmp(ct, cmp, MLKEM_CIPHERTEXTBYTES);             /* no early exit */
#if PQPOLY_MLKEM_FIPS203
    (void)z;
    for (size_t i = 0; i < MLKEM_SSBYTES; i++) ss[i] = kr[i];
    pqpoly_ct_cmov(ss, side, MLKEM_SSBYTES, (uint8_t)fail);
#else
    for (size_t i = 0; i < MLKEM_SYMBYTES; i++) kr[MLKEM_SYMBYTES + i] = side[i]; /* H(c) */
    pqpoly_ct_cmov(kr, z, MLKEM_SYMBYTES, (uint8_t)fail);
    pqpoly_shake256(ss, MLKEM_SSBYTES, kr, 2 * MLKEM_SYMBYTES);
#endif
}

/* The NIST form: after m', the hashes G(m' || h), J(z || c) (ML-KEM) or
 * H(c) (Kyber round 3) and the §7.3 check's H(ek) (ML-KEM) run as sponges
 * beside the draw of A-hat for the re-encryption (sponges.h): none of them
 * depends on another. */
int dec(uint8_t *ss, const uint8_t *ct, const uint8_t *sk) {
    uint8_t buf[2 * MLKEM_SYMBYTES], kr[2 * MLKEM_SYMBYTES], cmp[MLKEM_CIPHERTEXTBYTES];
    uint8_t side[MLKEM_SYMBYTES];
    const pqpoly_kyber_backend *B;
    mlkem_polyvec t, at[MLKEM_K];
    int ok = 1;
    if (ss == NULL || ct == NULL || sk == NULL) return PQPOLY_ERR_INVALID_ARGUMENT;
    B = pqpoly_kyber_backend_pick();
    mlkem_indcpa_dec(B, buf, ct, sk + SK_PKE);                              /* m' */
    for (size_t i = 0; i < MLKEM_SYMBYTES; i++) buf[MLKEM_SYMBYTES + i] = sk[SK_H + i];
    {
#if PQPOLY_MLKEM_FIPS203
        uint8_t zc[MLKEM_SYMBYTES + MLKEM_CIPHERTEXTBYTES], h[MLKEM_SYMBYTES];
        const pqpoly_mlkem_sponge sp[3] = {
            {buf, sizeof buf, PQPOLY_SHA3_512_RATE, PQPOLY_DOMAIN_SHA3, kr, sizeof kr, NULL},
            {zc, sizeof zc, PQPOLY_SHAKE256_RATE, PQPOLY_DOMAIN_SHAKE, side, sizeof side, NULL},
            {sk + SK_PK, MLKEM_PUBLICKEYBYTES, PQPOLY_SHA3_256_RATE, PQPOLY_DOMAIN_SHA3, h,
             sizeof h, NULL}};
        memcpy(zc, sk + SK_Z, MLKEM_SYMBYTES);
        memcpy(zc + MLKEM_SYMBYTES, ct, MLKEM_CIPHERTEXTBYTES);
        mlkem_indcpa_enc_prepare(B, &t, at, sk + SK_PK, sp, 3);
        zero(zc, MLKEM_SYMBYTES); /* z */
        ok = h_matches(h, sk);
#else
        const pqpoly_mlkem_sponge sp[2] = {
            {buf, sizeof buf, PQPOLY_SHA3_512_RATE, PQPOLY_DOMAIN_SHA3, kr, sizeof kr, NULL},
            {ct, MLKEM_CIPHERTEXTBYTES, PQPOLY_SHA3_256_RATE, PQPOLY_DOMAIN_SHA3, side,
             sizeof side, NULL}};
        mlkem_indcpa_enc_prepare(B, &t, at, sk + SK_PK, sp, 2);
#endif
    }
    if (ok) {
        mlkem_indcpa_enc_parsed(B, cmp, &t, at, buf, kr + MLKEM_SYMBYTES);
        decaps_finish(ss, ct, kr, cmp, sk + SK_Z, side);
    } else {
        zero(ss, MLKEM_SSBYTES);
    }
    zero(side, sizeof side);
    zero(buf, sizeof buf);
    zero(kr, sizeof kr);
    zero(cmp, sizeof cmp); /* the re-encryption of m' */
    return ok ? PQPOLY_OK : PQPOLY_ERR_INVALID_SECRET_KEY;
}

/* The expanded decapsulation key (include/pqpoly/mlkem.h): dk checked once,
 * its parts parsed into the polynomials Decaps uses, all in FIPS 203 order,
 * which every backend keeps (the backend in use may change between calls). */
typedef struct {
    mlkem_polyvec s;          /* s-hat, decoded (12-bit values) */
    mlkem_polyvec t;          /* t-hat, decoded */
    mlkem_polyvec at[MLKEM_K]; /* transposed A-hat, sampled from rho */
    uint8_t h[MLKEM_SYMBYTES];
    uint8_t z[MLKEM_SYMBYTES];
} mlkem_expanded;

#define XK_TYPE2(set) pqpoly_##set##_expanded_key
#define XK_TYPE(set) XK_TYPE2(set)
_Static_assert(sizeof(mlkem_expanded) == sizeof(XK_TYPE(PQPOLY_MLKEM_SET)),
               "the public size of the expanded key is that of its layout");
_Static_assert(_Alignof(XK_TYPE(PQPOLY_MLKEM_SET)) >= _Alignof(mlkem_expanded),
               "the public type is aligned as the layout needs");

#define dec_expand MLKEM_NS(dec_expand)
#define dec_expanded MLKEM_NS(dec_expanded)

int dec_expand(XK_TYPE(PQPOLY_MLKEM_SET) *xk, const uint8_t *sk) {
    mlkem_expanded *x = (mlkem_expanded *)(void *)xk;
    uint8_t rho[MLKEM_SYMBYTES];
    const pqpoly_kyber_backend *B;
    if (xk == NULL || sk == NULL) return PQPOLY_ERR_INVALID_ARGUMENT;
    B = pqpoly_kyber_backend_pick();
#if PQPOLY_MLKEM_FIPS203
    if (!dk_valid(sk)) {
        zero(xk, sizeof *xk);
        return PQPOLY_ERR_INVALID_SECRET_KEY;
    }
#endif
    for (unsigned i = 0; i < MLKEM_K; i++) {
        mlkem_poly_frombytes(B, &x->s.vec[i], sk + SK_PKE + i * MLKEM_POLYBYTES);
        mlkem_poly_frombytes(B, &x->t.vec[i], sk + SK_PK + i * MLKEM_POLYBYTES);
    }
    for (size_t i = 0; i < MLKEM_SYMBYTES; i++) rho[i] = sk[SK_PK + MLKEM_POLYVECBYTES + i];
    PQPOLY_CT_PUBLIC(rho, sizeof rho); /* public by design */
    mlkem_gen_matrix(B, x->at, rho, 1);
    for (size_t i = 0; i < MLKEM_SYMBYTES; i++) {
        x->h[i] = sk[SK_H + i];
        x->z[i] = sk[SK_Z + i];
    }
    return PQPOLY_OK;
}

int dec_expanded(uint8_t *ss, const uint8_t *ct, const XK_TYPE(PQPOLY_MLKEM_SET) *xk) {
    uint8_t buf[2 * MLKEM_SYMBYTES], kr[2 * MLKEM_SYMBYTES], cmp[MLKEM_CIPHERTEXTBYTES];
    uint8_t side[MLKEM_SYMBYTES];
    const mlkem_expanded *x = (const mlkem_expanded *)(const void *)xk;
    const pqpoly_kyber_backend *B;
    if (ss == NULL || ct == NULL || xk == NULL) return PQPOLY_ERR_INVALID_ARGUMENT;
    B = pqpoly_kyber_backend_pick();
    mlkem_indcpa_dec_parsed(B, buf, ct, &x->s);                             /* m' */
    for (size_t i = 0; i < MLKEM_SYMBYTES; i++) buf[MLKEM_SYMBYTES + i] = x->h[i];
    dec_hashes(kr, side, buf, x->z, ct);                                      /* no key check here */
    mlkem_indcpa_enc_parsed(B, cmp, &x->t, x->at, buf, kr + MLKEM_SYMBYTES);
    decaps_finish(ss, ct, kr, cmp, x->z, side);
    zero(side, sizeof side);
    zero(buf, sizeof buf);
    zero(kr, sizeof kr);
    zero(cmp, sizeof cmp);
    return PQPOLY_OK;
}

#define DESC2(set) pqpoly_kem_desc_##set
#define DESC(set) DESC2(set)
const pqpoly_kem DESC(PQPOLY_MLKEM_SET) = {
    MLKEM_STR(PQPOLY_MLKEM_SET),
#if PQPOLY_MLKEM_FIPS203
    "mlkem",
#else
    "kyber",
#endif
    MLKEM_PUBLICKEYBYTES, MLKEM_SECRETKEYBYTES, MLKEM_CIPHERTEXTBYTES, MLKEM_SSBYTES,
    keypair, enc, dec, "kyber",
#if PQPOLY_MLKEM_FIPS203
    "ML-KEM-" MLKEM_STR(PQPOLY_MLKEM_PARAM_N)
#else
    "Kyber" MLKEM_STR(PQPOLY_MLKEM_PARAM_N)
#endif
};
