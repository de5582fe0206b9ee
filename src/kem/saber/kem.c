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
 * draws seed_A, seed_s, z with three requests of 32 bytes, enc one. */
#include "pqpoly/common.h"
#include "pqpoly/kem.h"
#include "pqpoly/random.h"
#include "pqpoly/saber.h"

#include "common/ct.h"
#include "indcpa.h"
#include "sym/fips202.h"

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
    if (pk == NULL || sk == NULL || coins == NULL) return PQPOLY_ERR_INVALID_ARGUMENT;
    saber_indcpa_keypair(pk, sk, coins, coins + SABER_SEEDBYTES);
    PQPOLY_CT_PUBLIC(pk, SABER_PUBLICKEYBYTES);
    for (size_t i = 0; i < SABER_PUBLICKEYBYTES; i++) sk[SK_PK + i] = pk[i];
    pqpoly_sha3_256(sk + SK_H, pk, SABER_PUBLICKEYBYTES);
    for (size_t i = 0; i < SABER_KEYBYTES; i++)
        sk[SK_Z + i] = coins[SABER_SEEDBYTES + SABER_NOISE_SEEDBYTES + i];
    return PQPOLY_OK;
}

int keypair(uint8_t *pk, uint8_t *sk) {
    uint8_t coins[SABER_SEEDBYTES + SABER_NOISE_SEEDBYTES + SABER_KEYBYTES];
    int rc;
    if (pk == NULL || sk == NULL) return PQPOLY_ERR_INVALID_ARGUMENT; /* before drawing randomness */
    rc = pqpoly_randombytes(coins, SABER_SEEDBYTES);
    if (rc == 0) rc = pqpoly_randombytes(coins + SABER_SEEDBYTES, SABER_NOISE_SEEDBYTES);
    if (rc == 0) rc = pqpoly_randombytes(coins + SABER_SEEDBYTES + SABER_NOISE_SEEDBYTES, SABER_KEYBYTES);
    if (rc == 0) rc = keypair_derand(pk, sk, coins);
    zero(coins, sizeof coins);
    return rc;
}

int enc_derand(uint8_t *ct, uint8_t *ss, const uint8_t *pk, const uint8_t *coins) {
    uint8_t buf[2 * SABER_KEYBYTES], kr[2 * SABER_KEYBYTES];
    if (ct == NULL || ss == NULL || pk == NULL || coins == NULL) return PQPOLY_ERR_INVALID_ARGUMENT;
    pqpoly_sha3_256(buf, coins, SABER_KEYBYTES);                              /* m */
    pqpoly_sha3_256(buf + SABER_KEYBYTES, pk, SABER_PUBLICKEYBYTES);          /* H(pk) */
    pqpoly_sha3_512(kr, buf, sizeof buf);                                     /* (K', r) */
    saber_indcpa_enc(ct, buf, kr + SABER_KEYBYTES, pk);
    PQPOLY_CT_PUBLIC(ct, SABER_CIPHERTEXTBYTES);
    pqpoly_sha3_256(kr + SABER_KEYBYTES, ct, SABER_CIPHERTEXTBYTES);          /* H(ct) */
    pqpoly_sha3_256(ss, kr, sizeof kr);                                       /* K */
    zero(buf, sizeof buf);
    zero(kr, sizeof kr);
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
    uint8_t buf[2 * SABER_KEYBYTES], kr[2 * SABER_KEYBYTES], cmp[SABER_CIPHERTEXTBYTES];
    const uint8_t *pk, *z;
    int fail;
    if (ss == NULL || ct == NULL || sk == NULL) return PQPOLY_ERR_INVALID_ARGUMENT;
    pk = sk + SK_PK;
    z = sk + SK_Z;
    saber_indcpa_dec(buf, sk, ct);                                            /* m' */
    for (size_t i = 0; i < SABER_HASHBYTES; i++) buf[SABER_KEYBYTES + i] = sk[SK_H + i];
    pqpoly_sha3_512(kr, buf, sizeof buf);                                     /* (K', r') */
    saber_indcpa_enc(cmp, buf, kr + SABER_KEYBYTES, pk);
    fail = pqpoly_ct_memcmp(ct, cmp, SABER_CIPHERTEXTBYTES);                  /* whole ct */
    pqpoly_sha3_256(kr + SABER_KEYBYTES, ct, SABER_CIPHERTEXTBYTES);          /* H(ct) */
    pqpoly_ct_cmov(kr, z, SABER_KEYBYTES, (uint8_t)fail);                     /* K' or z */
    pqpoly_sha3_256(ss, kr, sizeof kr);
    zero(buf, sizeof buf);
    zero(kr, sizeof kr);
    zero(cmp, sizeof cmp);
    return PQPOLY_OK;
}

#define DESC2(set) pqpoly_kem_desc_##set
#define DESC(set) DESC2(set)
const pqpoly_kem DESC(PQPOLY_SABER_SET) = {
    SABER_STR(PQPOLY_SABER_SET), "saber",
    SABER_PUBLICKEYBYTES, SABER_SECRETKEYBYTES, SABER_CIPHERTEXTBYTES, SABER_SSBYTES,
    keypair, enc, dec, "saber", PQPOLY_SABER_KAT_NAME};
