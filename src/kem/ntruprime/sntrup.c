/* Streamlined NTRU Prime KEM, one parameter set (round-3 specification:
 * KeyGen, Encrypt, Decrypt, and the KEM with plaintext confirmation and
 * implicit rejection; paper 000 Section 2.1).
 *
 * Secret key = Small(f) || Small(1/g in R/3) || pk || rho || Hash_4(pk).
 * Ciphertext = Rounded(Round(h*r)) || HashConfirm(Small(r), Hash_4(pk)). */
#include <string.h>

#include "arith.h"
#include "internal.h"

#include "common/ct.h"
#include "pqpoly/ntruprime.h"
#include "pqpoly/random.h"

#if NTRUP_LPR
#error "sntrup.c is compiled for Streamlined NTRU Prime sets only"
#endif

#define SK_PK (NTRUP_SK_CORE_BYTES)
#define SK_RHO (SK_PK + NTRUP_PK_BYTES)
#define SK_CACHE (SK_RHO + NTRUP_INPUTS_BYTES)

int NTRUP_NS(keypair)(uint8_t *pk, uint8_t *sk) {
    int8_t g[NTRUP_P], f[NTRUP_P], v[NTRUP_P];
    int16_t finv[NTRUP_P], h[NTRUP_P];
    int rc;
    /* KeyGen: g random small until invertible in R/3.  The loop's exit is the
     * one secret-dependent decision, public by design (it reveals only that a
     * rejected g was not invertible). */
    for (;;) {
        int mask;
        rc = NTRUP_NS(small_random)(g);
        if (rc != 0) goto fail;
        mask = NTRUP_NS(r3_recip)(v, g);
        PQPOLY_CT_PUBLIC(&mask, sizeof mask);
        if (mask == 0) break;
    }
    rc = NTRUP_NS(short_random)(f);
    if (rc != 0) goto fail;
    NTRUP_NS(rq_recip3)(finv, f); /* 3f is invertible in R/q: x^p - x - 1 irreducible mod q */
    NTRUP_NS(rq_mult_small)(h, finv, g);

    NTRUP_NS(rq_encode)(pk, h);
    NTRUP_NS(small_encode)(sk, f);
    NTRUP_NS(small_encode)(sk + NTRUP_SMALL_BYTES, v);
    memcpy(sk + SK_PK, pk, NTRUP_PK_BYTES);
    rc = pqpoly_randombytes(sk + SK_RHO, NTRUP_INPUTS_BYTES);
    if (rc != 0) goto fail;
    rc = NTRUP_NS(hash_prefix)(sk + SK_CACHE, 4, pk, NTRUP_PK_BYTES);
    if (rc != 0) goto fail;
    return 0;
fail:
    memset(pk, 0, NTRUP_PK_BYTES);
    memset(sk, 0, NTRUP_SK_BYTES);
    return rc;
}

/* Hide: r_enc = Small(r); ct = Rounded(Round(h*r)) || HashConfirm(r_enc, cache). */
static int hide(uint8_t *ct, uint8_t *r_enc, const int8_t *r, const uint8_t *pk, const uint8_t *cache) {
    int16_t h[NTRUP_P], hr[NTRUP_P], c[NTRUP_P];
    NTRUP_NS(small_encode)(r_enc, r);
    NTRUP_NS(rq_decode)(h, pk);
    NTRUP_NS(rq_mult_small)(hr, h, r);
    NTRUP_NS(round)(c, hr);
    NTRUP_NS(rounded_encode)(ct, c);
    return NTRUP_NS(hash_confirm)(ct + NTRUP_CT_CORE_BYTES, r_enc, cache);
}

int NTRUP_NS(enc)(uint8_t *ct, uint8_t *ss, const uint8_t *pk) {
    int8_t r[NTRUP_P];
    uint8_t r_enc[NTRUP_INPUTS_BYTES], cache[NTRUP_HASH_BYTES];
    int rc = NTRUP_NS(hash_prefix)(cache, 4, pk, NTRUP_PK_BYTES);
    if (rc == 0) rc = NTRUP_NS(short_random)(r);
    if (rc == 0) rc = hide(ct, r_enc, r, pk, cache);
    if (rc == 0) rc = NTRUP_NS(hash_session)(ss, 1, r_enc, ct);
    if (rc != 0) {
        memset(ct, 0, NTRUP_CT_BYTES);
        memset(ss, 0, NTRUP_SESSION_BYTES);
    }
    return rc;
}

/* Decrypt: e = 3fc in R/3, ev = e*v; r = ev if it has weight w, else the
 * fixed weight-w vector (1,...,1,0,...,0) (no branch: mask select). */
static void decrypt(int8_t *r, const uint8_t *ct, const uint8_t *sk) {
    int8_t f[NTRUP_P], v[NTRUP_P], e[NTRUP_P], ev[NTRUP_P];
    int16_t c[NTRUP_P], cf[NTRUP_P];
    int8_t mask;
    int i;
    NTRUP_NS(small_decode)(f, sk);
    NTRUP_NS(small_decode)(v, sk + NTRUP_SMALL_BYTES);
    NTRUP_NS(rounded_decode)(c, ct);
    NTRUP_NS(rq_mult_small)(cf, c, f);
    for (i = 0; i < NTRUP_P; i++) e[i] = ntrup_f3_freeze(ntrup_fq_freeze(3 * cf[i]));
    NTRUP_NS(r3_mult)(ev, e, v);
    mask = (int8_t)NTRUP_NS(weightw_mask)(ev);
    for (i = 0; i < NTRUP_W; i++) r[i] = (int8_t)(((ev[i] ^ 1) & ~mask) ^ 1);
    for (i = NTRUP_W; i < NTRUP_P; i++) r[i] = (int8_t)(ev[i] & ~mask);
}

int NTRUP_NS(dec)(uint8_t *ss, const uint8_t *ct, const uint8_t *sk) {
    const uint8_t *pk = sk + SK_PK, *rho = sk + SK_RHO, *cache = sk + SK_CACHE;
    int8_t r[NTRUP_P];
    uint8_t r_enc[NTRUP_INPUTS_BYTES], cnew[NTRUP_CT_BYTES];
    int rc;
    uint8_t fail;
    decrypt(r, ct, sk);
    rc = hide(cnew, r_enc, r, pk, cache);
    /* Implicit rejection: on any difference use rho and prefix 0. */
    fail = (uint8_t)pqpoly_ct_memcmp(ct, cnew, NTRUP_CT_BYTES);
    pqpoly_ct_cmov(r_enc, rho, NTRUP_INPUTS_BYTES, fail);
    if (rc == 0) rc = NTRUP_NS(hash_session)(ss, 1 - fail, r_enc, ct);
    if (rc != 0) memset(ss, 0, NTRUP_SESSION_BYTES);
    return rc;
}
