/* NTRU LPRime KEM, one parameter set (round-3 specification: KeyGen,
 * Encrypt, Decrypt with Generator/HashShort/Top/Right, and the KEM with
 * plaintext confirmation and implicit rejection; [ACC+21, Section 2.1]).
 *
 * Public key = S || Rounded(A), A = Round(a*G(S)).
 * Secret key = Small(a) || pk || rho || Hash_4(pk).
 * Ciphertext = Rounded(B) || Top(T) || HashConfirm(r_enc, Hash_4(pk)).
 * Each operation picks its backend (src/ring/ntrup/backend.h) once, K (B is
 * the specification's ciphertext polynomial here), and passes it down. */
#include <string.h>

#include "internal.h"
#include "lpr.h"

#include "common/ct.h"
#include "pqpoly/common.h"
#include "pqpoly/ntruprime.h"
#include "pqpoly/random.h"

#define SK_PK (NTRUP_SK_CORE_BYTES)
#define SK_RHO (SK_PK + NTRUP_PK_BYTES)
#define SK_CACHE (SK_RHO + NTRUP_INPUTS_BYTES)

int NTRUP_NS(keypair)(uint8_t *pk, uint8_t *sk) {
    pqpoly_ntrup_backend K;
    int16_t G[NTRUP_P], aG[NTRUP_P], A[NTRUP_P];
    int8_t a[NTRUP_P];
    int rc;
    if (pk == NULL || sk == NULL) return PQPOLY_ERR_INVALID_ARGUMENT;
    rc = NTRUP_NS(backend_pick)(&K);
    if (rc == 0) rc = pqpoly_randombytes(pk, NTRUP_SEED_BYTES); /* S */
    if (rc == 0) rc = NTRUP_NS(generator)(&K, G, pk);
    if (rc == 0) rc = NTRUP_NS(short_random)(&K, a);
    if (rc != 0) goto fail;
    NTRUP_NS(rq_mult_small)(&K, aG, G, a);
    K.round3(A, aG);
    K.rounded_encode(pk + NTRUP_SEED_BYTES, A);
    K.small_encode(sk, a);
    memcpy(sk + SK_PK, pk, NTRUP_PK_BYTES);
    rc = pqpoly_randombytes(sk + SK_RHO, NTRUP_INPUTS_BYTES);
    if (rc == 0) rc = NTRUP_NS(hash_prefix)(sk + SK_CACHE, 4, pk, NTRUP_PK_BYTES);
    if (rc == 0) goto done;
fail:
    memset(pk, 0, NTRUP_PK_BYTES);
    pqpoly_memzero(sk, NTRUP_SK_BYTES);
done:
    pqpoly_memzero(a, sizeof a);
    pqpoly_memzero(aG, sizeof aG); /* A plus the rounding error, which reveals a */
    return rc;
}

/* Hide: ct = Rounded(Round(b*G)) || Top(b*A + r*(q-1)/2) || HashConfirm,
 * b = HashShort(r_enc); r_enc is the 32-byte encoding of the I bits r. */
static int hide(const pqpoly_ntrup_backend *K, uint8_t *ct, const uint8_t *r_enc, const uint8_t *pk,
                const uint8_t *cache) {
    int16_t G[NTRUP_P], A[NTRUP_P], bG[NTRUP_P], bA[NTRUP_P], B[NTRUP_P];
    int8_t b[NTRUP_P];
    int rc;
    K->rounded_decode(A, pk + NTRUP_SEED_BYTES);
    rc = NTRUP_NS(generator)(K, G, pk);
    if (rc == 0) rc = NTRUP_NS(hash_short)(K, b, r_enc);
    NTRUP_NS(rq_mult_small_2)(K, bG, bA, G, A, b);
    K->round3(B, bG);
    K->rounded_encode(ct, B);
    K->lpr_top(ct + NTRUP_ROUNDED_BYTES, bA, r_enc);
    if (rc == 0) rc = NTRUP_NS(hash_confirm)(ct + NTRUP_CT_CORE_BYTES, r_enc, cache);
    pqpoly_memzero(b, sizeof b);
    pqpoly_memzero(bG, sizeof bG);
    pqpoly_memzero(bA, sizeof bA);
    return rc;
}

int NTRUP_NS(enc)(uint8_t *ct, uint8_t *ss, const uint8_t *pk) {
    pqpoly_ntrup_backend K;
    uint8_t r_enc[NTRUP_INPUTS_BYTES], cache[NTRUP_HASH_BYTES];
    int rc;
    if (ct == NULL || ss == NULL || pk == NULL) return PQPOLY_ERR_INVALID_ARGUMENT;
    rc = NTRUP_NS(backend_pick)(&K);
    if (rc == 0) rc = NTRUP_NS(hash_prefix)(cache, 4, pk, NTRUP_PK_BYTES);
    /* Inputs_random: I random bits, drawn as their 32-byte encoding. */
    if (rc == 0) rc = pqpoly_randombytes(r_enc, NTRUP_INPUTS_BYTES);
    if (rc == 0) rc = hide(&K, ct, r_enc, pk, cache);
    if (rc == 0) rc = NTRUP_NS(hash_session)(ss, 1, r_enc, ct);
    if (rc != 0) {
        memset(ct, 0, NTRUP_CT_BYTES);
        pqpoly_memzero(ss, NTRUP_SESSION_BYTES);
    }
    pqpoly_memzero(r_enc, sizeof r_enc);
    return rc;
}

/* Decrypt: r_i = 1 iff Right(T_i) - (a*B)_i + 4w + 1 is negative mod q. */
static void decrypt(const pqpoly_ntrup_backend *K, uint8_t *r_enc, const uint8_t *ct, const uint8_t *sk) {
    int16_t B[NTRUP_P], aB[NTRUP_P];
    int8_t a[NTRUP_P];
    K->small_decode(a, sk);
    K->rounded_decode(B, ct);
    NTRUP_NS(rq_mult_small)(K, aB, B, a);
    K->lpr_right(r_enc, ct + NTRUP_ROUNDED_BYTES, aB);
    pqpoly_memzero(a, sizeof a);
    pqpoly_memzero(aB, sizeof aB);
}

int NTRUP_NS(dec)(uint8_t *ss, const uint8_t *ct, const uint8_t *sk) {
    pqpoly_ntrup_backend K;
    const uint8_t *pk, *rho, *cache;
    uint8_t r_enc[NTRUP_INPUTS_BYTES], cnew[NTRUP_CT_BYTES];
    int rc;
    uint8_t fail;
    if (ss == NULL || ct == NULL || sk == NULL) return PQPOLY_ERR_INVALID_ARGUMENT;
    rc = NTRUP_NS(backend_pick)(&K);
    if (rc != 0) {
        pqpoly_memzero(ss, NTRUP_SESSION_BYTES);
        return rc;
    }
    pk = sk + SK_PK;
    rho = sk + SK_RHO;
    cache = sk + SK_CACHE;
    decrypt(&K, r_enc, ct, sk);
    rc = hide(&K, cnew, r_enc, pk, cache);
    /* Implicit rejection: on any difference use rho and prefix 0. */
    fail = (uint8_t)pqpoly_ct_memcmp(ct, cnew, NTRUP_CT_BYTES);
    pqpoly_ct_cmov(r_enc, rho, NTRUP_INPUTS_BYTES, fail);
    if (rc == 0) rc = NTRUP_NS(hash_session)(ss, 1 - fail, r_enc, ct);
    if (rc != 0) pqpoly_memzero(ss, NTRUP_SESSION_BYTES);
    pqpoly_memzero(r_enc, sizeof r_enc);
    pqpoly_memzero(cnew, sizeof cnew);
    pqpoly_memzero(&fail, sizeof fail);
    return rc;
}
