/* Streamlined NTRU Prime KEM, one parameter set (round-3 specification:
 * KeyGen, Encrypt, Decrypt, and the KEM with plaintext confirmation and
 * implicit rejection; [ACC+21, Section 2.1]).
 *
 * Secret key = Small(f) || Small(1/g in R/3) || pk || rho || Hash_4(pk).
 * Ciphertext = Rounded(Round(h*r)) || HashConfirm(Small(r), Hash_4(pk)).
 * Each operation picks its backend (src/ring/ntrup/backend.h) once, B, and
 * passes it down: every kernel and product below is a call B->hook(...). */
#include <string.h>

#include "internal.h"

#include "common/ct.h"
#include "pqpoly/common.h"
#include "pqpoly/ntruprime.h"
#include "pqpoly/random.h"

#if NTRUP_LPR
#error "sntrup.c is compiled for Streamlined NTRU Prime sets only"
#endif

#define SK_PK (NTRUP_SK_CORE_BYTES)
#define SK_RHO (SK_PK + NTRUP_PK_BYTES)
#define SK_CACHE (SK_RHO + NTRUP_INPUTS_BYTES)

int NTRUP_NS(keypair)(uint8_t *pk, uint8_t *sk) {
    pqpoly_ntrup_backend B;
    int8_t g[NTRUP_P], f[NTRUP_P], v[NTRUP_P];
    int16_t finv[NTRUP_P], h[NTRUP_P];
    int rc;
    if (pk == NULL || sk == NULL) return PQPOLY_ERR_INVALID_ARGUMENT;
    rc = NTRUP_NS(backend_pick)(&B);
    if (rc != 0) goto fail;
    /* KeyGen: g random small until invertible in R/3.  The loop's exit is the
     * one secret-dependent decision, public by design (it reveals only that a
     * rejected g was not invertible). */
    for (;;) {
        int mask;
        rc = NTRUP_NS(small_random)(g);
        if (rc != 0) goto fail;
        mask = B.r3_recip(v, g);
        PQPOLY_CT_PUBLIC(&mask, sizeof mask);
        if (mask == 0) break;
    }
    rc = NTRUP_NS(short_random)(&B, f);
    if (rc != 0) goto fail;
    B.rq_recip3(finv, f); /* 3f is invertible in R/q: x^p - x - 1 irreducible mod q */
    NTRUP_NS(rq_mult_small)(&B, h, finv, g);

    B.rq_encode(pk, h);
    B.small_encode(sk, f);
    B.small_encode(sk + NTRUP_SMALL_BYTES, v);
    memcpy(sk + SK_PK, pk, NTRUP_PK_BYTES);
    rc = pqpoly_randombytes(sk + SK_RHO, NTRUP_INPUTS_BYTES);
    if (rc != 0) goto fail;
    rc = NTRUP_NS(hash_prefix)(sk + SK_CACHE, 4, pk, NTRUP_PK_BYTES);
    if (rc != 0) goto fail;
    goto done;
fail:
    memset(pk, 0, NTRUP_PK_BYTES);
    pqpoly_memzero(sk, NTRUP_SK_BYTES);
done:
    pqpoly_memzero(g, sizeof g);
    pqpoly_memzero(f, sizeof f);
    pqpoly_memzero(v, sizeof v);
    pqpoly_memzero(finv, sizeof finv);
    pqpoly_memzero(h, sizeof h);
    return rc;
}

/* Hide: r_enc = Small(r), plain = Hash_3(r_enc) (kept for the session hash);
 * ct = Rounded(Round(h*r)) || HashConfirm(plain, cache). */
static int hide(const pqpoly_ntrup_backend *B, uint8_t *ct, uint8_t *r_enc, uint8_t *plain, const int8_t *r,
                const uint8_t *pk, const uint8_t *cache) {
    int16_t h[NTRUP_P], hr[NTRUP_P], c[NTRUP_P];
    int rc;
    B->small_encode(r_enc, r);
    B->rq_decode(h, pk);
    NTRUP_NS(rq_mult_small)(B, hr, h, r);
    B->round3(c, hr);
    B->rounded_encode(ct, c);
    pqpoly_memzero(hr, sizeof hr); /* h*r: c plus the rounding error, which reveals r */
    pqpoly_memzero(c, sizeof c);
    rc = NTRUP_NS(hash_plain)(plain, r_enc);
    if (rc == 0) rc = NTRUP_NS(hash_confirm)(ct + NTRUP_CT_CORE_BYTES, plain, cache);
    return rc;
}

int NTRUP_NS(enc)(uint8_t *ct, uint8_t *ss, const uint8_t *pk) {
    pqpoly_ntrup_backend B;
    int8_t r[NTRUP_P];
    uint8_t r_enc[NTRUP_INPUTS_BYTES], plain[NTRUP_PLAIN_BYTES], cache[NTRUP_HASH_BYTES];
    int rc;
    if (ct == NULL || ss == NULL || pk == NULL) return PQPOLY_ERR_INVALID_ARGUMENT;
    rc = NTRUP_NS(backend_pick)(&B);
    if (rc == 0) rc = NTRUP_NS(hash_prefix)(cache, 4, pk, NTRUP_PK_BYTES);
    if (rc == 0) rc = NTRUP_NS(short_random)(&B, r);
    if (rc == 0) rc = hide(&B, ct, r_enc, plain, r, pk, cache);
    if (rc == 0) rc = NTRUP_NS(hash_session)(ss, 1, plain, ct); /* Hash_3(r_enc) once for both hashes */
    if (rc != 0) {
        memset(ct, 0, NTRUP_CT_BYTES);
        pqpoly_memzero(ss, NTRUP_SESSION_BYTES);
    }
    pqpoly_memzero(r, sizeof r);
    pqpoly_memzero(r_enc, sizeof r_enc);
    pqpoly_memzero(plain, sizeof plain);
    return rc;
}

/* Decrypt: e = 3fc in R/3, ev = e*v; r = ev if it has weight w, else the
 * fixed weight-w vector (1,...,1,0,...,0) (no branch: mask select). */
static void decrypt(const pqpoly_ntrup_backend *B, int8_t *r, const uint8_t *ct, const uint8_t *sk) {
    int8_t f[NTRUP_P], v[NTRUP_P], e[NTRUP_P], ev[NTRUP_P];
    int16_t c[NTRUP_P], cf[NTRUP_P];
    int8_t mask;
    int i;
    B->small_decode(f, sk);
    B->small_decode(v, sk + NTRUP_SMALL_BYTES);
    B->rounded_decode(c, ct);
    NTRUP_NS(rq_mult_small)(B, cf, c, f);
    B->r3_from_rq3(e, cf);
    NTRUP_NS(r3_mult)(B, ev, e, v);
    mask = (int8_t)B->weightw_mask(ev);
    for (i = 0; i < NTRUP_W; i++) r[i] = (int8_t)(((ev[i] ^ 1) & ~mask) ^ 1);
    for (i = NTRUP_W; i < NTRUP_P; i++) r[i] = (int8_t)(ev[i] & ~mask);
    pqpoly_memzero(f, sizeof f);
    pqpoly_memzero(v, sizeof v);
    pqpoly_memzero(e, sizeof e);
    pqpoly_memzero(ev, sizeof ev);
    pqpoly_memzero(cf, sizeof cf);
    pqpoly_memzero(&mask, sizeof mask);
}

int NTRUP_NS(dec)(uint8_t *ss, const uint8_t *ct, const uint8_t *sk) {
    const uint8_t *pk, *rho, *cache;
    pqpoly_ntrup_backend B;
    int8_t r[NTRUP_P];
    uint8_t r_enc[NTRUP_INPUTS_BYTES], plain[NTRUP_PLAIN_BYTES], plain_rho[NTRUP_PLAIN_BYTES];
    uint8_t cnew[NTRUP_CT_BYTES];
    int rc, rh;
    uint8_t fail;
    if (ss == NULL || ct == NULL || sk == NULL) return PQPOLY_ERR_INVALID_ARGUMENT;
    rc = NTRUP_NS(backend_pick)(&B);
    if (rc != 0) {
        pqpoly_memzero(ss, NTRUP_SESSION_BYTES);
        return rc;
    }
    pk = sk + SK_PK;
    rho = sk + SK_RHO;
    cache = sk + SK_CACHE;
    decrypt(&B, r, ct, sk);
    rc = hide(&B, cnew, r_enc, plain, r, pk, cache);
    /* Implicit rejection: on any difference use rho and prefix 0.  The
     * session hash takes Hash_3 of the selected plaintext: Hash_3(r_enc) is
     * hide's, Hash_3(rho) is computed either way and selected by mask. */
    fail = (uint8_t)pqpoly_ct_memcmp(ct, cnew, NTRUP_CT_BYTES);
    rh = NTRUP_NS(hash_plain)(plain_rho, rho);
    if (rc == 0) rc = rh;
    pqpoly_ct_cmov(plain, plain_rho, NTRUP_PLAIN_BYTES, fail);
    if (rc == 0) rc = NTRUP_NS(hash_session)(ss, 1 - fail, plain, ct);
    if (rc != 0) pqpoly_memzero(ss, NTRUP_SESSION_BYTES);
    pqpoly_memzero(r, sizeof r);
    pqpoly_memzero(r_enc, sizeof r_enc);
    pqpoly_memzero(plain, sizeof plain);
    pqpoly_memzero(plain_rho, sizeof plain_rho);
    pqpoly_memzero(cnew, sizeof cnew);
    pqpoly_memzero(&fail, sizeof fail);
    return rc;
}
