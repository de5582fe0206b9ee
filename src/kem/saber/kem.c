/* Saber.KEM [Saber-R3, §8.5]: the Fujisaki-Okamoto transform of Saber.PKE
 * with implicit rejection.
 *   KeyGen: (pk, sk_cpa) = PKE.KeyGen(seed_A, seed_s);
 *           sk = sk_cpa || pk || SHA3-256(pk) || z
 *   Encaps: m = SHA3-256(coins); (K', r) = SHA3-512(m || SHA3-256(pk));
 *           ct = PKE.Enc(m, r, pk); K = SHA3-256(K' || SHA3-256(ct))
 *   Decaps: m' = PKE.Dec(sk_cpa, ct); (K', r') = SHA3-512(m' || SHA3-256(pk));
 *           ct' = PKE.Enc(m', r', pk); K = SHA3-256((ct == ct' ? K' : z) || SHA3-256(ct)),
 *           the compare and the selection in constant time.
 * Randomness as the reference code and the KAT files (PROVENANCE): keypair
 * draws seed_A, seed_s, z with three requests of 32 bytes, enc one.
 *
 * The hashes run side by side where they are independent (sponges.h): the
 * matrix's SHAKE-128 stream in lane 0, the short hashes beside it (Encaps:
 * H(pk) and m, then G, then GenSecret's stream; Decaps: G, then GenSecret's,
 * and H(ct)), so that they cost little beyond the stream itself.
 *
 * Each operation picks its backend once (src/ring/saber/backend.h: the
 * codec and sampler of the best instruction set, the product of the
 * multiplier selected for ring "saber") and hands it to Saber.PKE. */
#include "pqpoly/common.h"
#include "pqpoly/kem.h"
#include "pqpoly/random.h"
#include "pqpoly/saber.h"

#include "common/ct.h"
#include "indcpa.h"
#include "sponges.h"
#include "sym/fips202.h"
#include "sym/randombytes.h"

#define SK_PK SABER_INDCPA_SECRETKEYBYTES
#define SK_H (SK_PK + SABER_PUBLICKEYBYTES)
#define SK_Z (SK_H + SABER_HASHBYTES)

#define keypair_derand SABER_NS(keypair_derand)
#define keypair SABER_NS(keypair)
#define enc_derand SABER_NS(enc_derand)
#define enc SABER_NS(enc)
#define dec SABER_NS(dec)

#define zero pqpoly_memzero

int keypair_derand(uint8_t *pk, uint8_t *sk, const uint8_t *coins) {
    saber_sponges x;
    uint8_t seed[SABER_SEEDBYTES], abytes[SABER_MATRIXBYTES], sbytes[SABER_SECRETCOINBYTES];
    pqpoly_saber_backend B;
    if (pk == NULL || sk == NULL || coins == NULL) return PQPOLY_ERR_INVALID_ARGUMENT;
    B = pqpoly_saber_backend_pick();
    saber_sponges_init(&x);
    saber_sponges_start(&x, 0, SABER_RATE_SHAKE128, SABER_DOMAIN_SHAKE, coins, SABER_SEEDBYTES, seed,
                        SABER_SEEDBYTES);
    saber_sponges_start(&x, 1, SABER_RATE_SHAKE128, SABER_DOMAIN_SHAKE, coins + SABER_SEEDBYTES,
                        SABER_NOISE_SEEDBYTES, sbytes, sizeof sbytes);
    saber_sponges_finish(&x, 0);
    PQPOLY_CT_PUBLIC(seed, SABER_SEEDBYTES); /* part of the public key */
    saber_sponges_start(&x, 0, SABER_RATE_SHAKE128, SABER_DOMAIN_SHAKE, seed, SABER_SEEDBYTES, abytes,
                        sizeof abytes);
    saber_sponges_finish(&x, 1);
    saber_sponges_finish(&x, 0);
    saber_sponges_wipe(&x);
    saber_indcpa_keypair(&B, pk, sk, seed, abytes, sbytes);
    PQPOLY_CT_PUBLIC(pk, SABER_PUBLICKEYBYTES);
    for (size_t i = 0; i < SABER_PUBLICKEYBYTES; i++) sk[SK_PK + i] = pk[i];
    pqpoly_sha3_256(sk + SK_H, pk, SABER_PUBLICKEYBYTES);
    for (size_t i = 0; i < SABER_KEYBYTES; i++)
        sk[SK_Z + i] = coins[SABER_SEEDBYTES + SABER_NOISE_SEEDBYTES + i];
    zero(sbytes, sizeof sbytes);
    return PQPOLY_OK;
}

int keypair(uint8_t *pk, uint8_t *sk) {
    static const size_t draws[3] = {SABER_SEEDBYTES, SABER_NOISE_SEEDBYTES, SABER_KEYBYTES};
    uint8_t coins[SABER_SEEDBYTES + SABER_NOISE_SEEDBYTES + SABER_KEYBYTES];
    int rc;
    if (pk == NULL || sk == NULL) return PQPOLY_ERR_INVALID_ARGUMENT; /* before drawing randomness */
    rc = pqpoly_randombytes_parts(coins, draws, 3); /* seed_A, seed_s, z */
    if (rc == 0) rc = keypair_derand(pk, sk, coins);
    zero(coins, sizeof coins);
    return rc;
}

/* Encaps' hashes before Saber.PKE.Enc: lane 0 the matrix stream of pk's
 * seed; lane 1 H(pk) into buf[32..64), then (K', r) = G(m || H(pk)) into kr,
 * then GenSecret's stream of r into sbytes; lane 2 m = H(coins) into
 * buf[0..32). */
static void enc_hashes(uint8_t abytes[SABER_MATRIXBYTES], uint8_t sbytes[SABER_SECRETCOINBYTES],
                       uint8_t buf[2 * SABER_KEYBYTES], uint8_t kr[2 * SABER_KEYBYTES],
                       const uint8_t *pk, const uint8_t *coins) {
    saber_sponges x;
    saber_sponges_init(&x);
    saber_sponges_start(&x, 0, SABER_RATE_SHAKE128, SABER_DOMAIN_SHAKE, pk + SABER_POLYVECCOMPRESSEDBYTES,
                        SABER_SEEDBYTES, abytes, SABER_MATRIXBYTES);
    saber_sponges_start(&x, 1, SABER_RATE_SHA3_256, SABER_DOMAIN_SHA3, pk, SABER_PUBLICKEYBYTES,
                        buf + SABER_KEYBYTES, SABER_HASHBYTES);
    saber_sponges_start(&x, 2, SABER_RATE_SHA3_256, SABER_DOMAIN_SHA3, coins, SABER_KEYBYTES, buf,
                        SABER_KEYBYTES);
    saber_sponges_finish(&x, 2);
    saber_sponges_finish(&x, 1);
    saber_sponges_start(&x, 1, SABER_RATE_SHA3_512, SABER_DOMAIN_SHA3, buf, 2 * SABER_KEYBYTES, kr,
                        2 * SABER_KEYBYTES);
    saber_sponges_finish(&x, 1);
    saber_sponges_start(&x, 1, SABER_RATE_SHAKE128, SABER_DOMAIN_SHAKE, kr + SABER_KEYBYTES,
                        SABER_NOISE_SEEDBYTES, sbytes, SABER_SECRETCOINBYTES);
    saber_sponges_finish(&x, 1);
    saber_sponges_finish(&x, 0);
    saber_sponges_wipe(&x);
}

int enc_derand(uint8_t *ct, uint8_t *ss, const uint8_t *pk, const uint8_t *coins) {
    uint8_t buf[2 * SABER_KEYBYTES], kr[2 * SABER_KEYBYTES];
    uint8_t abytes[SABER_MATRIXBYTES], sbytes[SABER_SECRETCOINBYTES];
    pqpoly_saber_backend B;
    if (ct == NULL || ss == NULL || pk == NULL || coins == NULL) return PQPOLY_ERR_INVALID_ARGUMENT;
    B = pqpoly_saber_backend_pick();
    enc_hashes(abytes, sbytes, buf, kr, pk, coins);                            /* m, H(pk), (K', r) */
    saber_indcpa_enc(&B, ct, buf, abytes, sbytes, pk);
    PQPOLY_CT_PUBLIC(ct, SABER_CIPHERTEXTBYTES);
    pqpoly_sha3_256(kr + SABER_KEYBYTES, ct, SABER_CIPHERTEXTBYTES);          /* H(ct) */
    pqpoly_sha3_256(ss, kr, sizeof kr);                                       /* K */
    zero(buf, sizeof buf);
    zero(kr, sizeof kr);
    zero(sbytes, sizeof sbytes);
    return PQPOLY_OK;
}

int enc(uint8_t *ct, uint8_t *ss, const uint8_t *pk) {
    uint8_t coins[SABER_KEYBYTES];
    int rc;
    if (ct == NULL || ss == NULL || pk == NULL) return PQPOLY_ERR_INVALID_ARGUMENT;
    rc = pqpoly_randombytes(coins, sizeof coins);
    if (rc == 0) rc = enc_derand(ct, ss, pk, coins);
    zero(coins, sizeof coins);
    return rc;
}

int dec(uint8_t *ss, const uint8_t *ct, const uint8_t *sk) {
    uint8_t buf[2 * SABER_KEYBYTES], kr[2 * SABER_KEYBYTES], cmp[SABER_CIPHERTEXTBYTES], hct[SABER_HASHBYTES];
    uint8_t abytes[SABER_MATRIXBYTES], sbytes[SABER_SECRETCOINBYTES];
    const uint8_t *pk, *z;
    saber_sponges x;
    pqpoly_saber_backend B;
    int fail;
    if (ss == NULL || ct == NULL || sk == NULL) return PQPOLY_ERR_INVALID_ARGUMENT;
    B = pqpoly_saber_backend_pick(); /* one backend for Dec and the re-encryption */
    pk = sk + SK_PK;
    z = sk + SK_Z;
    saber_indcpa_dec(&B, buf, sk, ct);                                        /* m' */
    for (size_t i = 0; i < SABER_HASHBYTES; i++) buf[SABER_KEYBYTES + i] = sk[SK_H + i];
    /* lane 0 the matrix stream, lane 1 (K', r') = G(m' || H(pk)) then
     * GenSecret's stream of r', lane 2 H(ct) */
    saber_sponges_init(&x);
    saber_sponges_start(&x, 0, SABER_RATE_SHAKE128, SABER_DOMAIN_SHAKE, pk + SABER_POLYVECCOMPRESSEDBYTES,
                        SABER_SEEDBYTES, abytes, sizeof abytes);
    saber_sponges_start(&x, 1, SABER_RATE_SHA3_512, SABER_DOMAIN_SHA3, buf, sizeof buf, kr, sizeof kr);
    saber_sponges_start(&x, 2, SABER_RATE_SHA3_256, SABER_DOMAIN_SHA3, ct, SABER_CIPHERTEXTBYTES, hct,
                        sizeof hct);
    saber_sponges_finish(&x, 1);
    saber_sponges_start(&x, 1, SABER_RATE_SHAKE128, SABER_DOMAIN_SHAKE, kr + SABER_KEYBYTES,
                        SABER_NOISE_SEEDBYTES, sbytes, sizeof sbytes);
    saber_sponges_finish(&x, 1);
    saber_sponges_finish(&x, 2);
    saber_sponges_finish(&x, 0);
    saber_sponges_wipe(&x);
    saber_indcpa_enc(&B, cmp, buf, abytes, sbytes, pk);
    fail = pqpoly_ct_memcmp(ct, cmp, SABER_CIPHERTEXTBYTES);                  /* whole ct */
    for (size_t i = 0; i < SABER_HASHBYTES; i++) kr[SABER_KEYBYTES + i] = hct[i]; /* H(ct) */
    pqpoly_ct_cmov(kr, z, SABER_KEYBYTES, (uint8_t)fail);                     /* K' or z */
    pqpoly_sha3_256(ss, kr, sizeof kr);
    zero(buf, sizeof buf);
    zero(kr, sizeof kr);
    zero(cmp, sizeof cmp);
    zero(sbytes, sizeof sbytes);
    return PQPOLY_OK;
}

#define DESC2(set) pqpoly_kem_desc_##set
#define DESC(set) DESC2(set)
const pqpoly_kem DESC(PQPOLY_SABER_SET) = {
    SABER_STR(PQPOLY_SABER_SET), "saber",
    SABER_PUBLICKEYBYTES, SABER_SECRETKEYBYTES, SABER_CIPHERTEXTBYTES, SABER_SSBYTES,
    keypair, enc, dec, "saber", PQPOLY_SABER_KAT_NAME};
