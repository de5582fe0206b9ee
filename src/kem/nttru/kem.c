/* NTTRU ([LS19]) as the authors' reference code computes it: the KEM of
 * [LS19, §4] over the NTT domain of Z_7681[x]/(x^768 - x^384 + 1).
 *
 *   keygen  per attempt: s = AES-256-CTR(key = randombytes(32), iv = 0), 768
 *           bytes; f = 1 + 3 short(s[0..384)), g = 3 short(s[384..768));
 *           retry with fresh bytes while f-hat has a zero residue.
 *           h-hat = g-hat / f-hat.  pk = pack13(h-hat 2^16 mod q) (the
 *           reference keeps h in its Montgomery domain), sk = pack13(f-hat)
 *           || pk, every value in [0, q).
 *   enc     s = AES-256-CTR(randombytes(32)), 384 bytes; m = short(s);
 *           (K, rho) = SHA-512(pack_short(m)); r = short(AES-256-CTR(rho));
 *           c-hat = r-hat o h-hat + m-hat in [0, q); ct = pack13(c-hat).
 *   dec     m' = (c f mod+- q) mod+- 3, the representative mod q taken in
 *           [-(q+1)/2, (q-3)/2] as the reference does; re-encrypt m' and
 *           compare the whole ciphertext in constant time: K on success,
 *           a PRF of ct keyed by sk[0..64) otherwise (reject.h) (the reference
 *           returns -1 and K with low bits cleared; see include/pqpoly/nttru.h).
 *
 * The arithmetic is one backend of the ring (src/ring/nttru/backend.h),
 * picked once per operation and passed down: the one of the multiplier the
 * ring layer selects for ring "nttru" (forcing ntt-montgomery or
 * ntt-plantard switches it), every backend giving the same bytes.  The
 * AES-256 stream and rejection key are src/sym/aes.h's.
 *
 * Constant time: the only branch on a secret-derived value is the keygen
 * retry.  Its verdict is declassified: an attempt whose f is not invertible
 * is discarded whole and the next draws 32 fresh bytes, so the number of
 * attempts is independent of the key that is kept (the same reasoning as any
 * rejection sampling of fresh samples); it reveals only that earlier,
 * unrelated samples were rejected. */
#include <string.h>

#include "pqpoly/common.h"
#include "pqpoly/kem.h"
#include "pqpoly/nttru.h"
#include "pqpoly/random.h"

#include "arith/center.h"
#include "arith/montgomery.h"
#include "common/ct.h"
#include "reject.h"
#include "ring/nttru/backend.h"
#include "sym/aes.h"
#include "sym/sha2.h"

#define SEED_BYTES 32
#define SS_BYTES PQPOLY_NTTRU_BYTES
#define PK_BYTES PQPOLY_NTTRU_PUBLICKEYBYTES
#define SK_BYTES PQPOLY_NTTRU_SECRETKEYBYTES
#define CT_BYTES PQPOLY_NTTRU_CIPHERTEXTBYTES

#define zero pqpoly_memzero

/* A frame of secrets wiped in pieces of one polynomial: one memset of the
 * whole (5-6 KiB) takes the C library's string-instruction path, measured
 * slower than the pieces on the development machine. */
#define WIPE_PIECE (NTTRU_N * sizeof(int16_t))
static void wipe_frame(void *p, size_t n) {
    for (size_t o = 0; o < n; o += WIPE_PIECE) zero((uint8_t *)p + o, n - o < WIPE_PIECE ? n - o : WIPE_PIECE);
}

/* x y 2^-16 mod q, centered: |x| < q, any int16 y (public constants). */
static int16_t scale_const(int16_t x, int16_t y) {
    int16_t r = pqpoly_montgomery_mul16(x, y, NTTRU_Q, (int16_t)PQPOLY_MONT16_QINV(NTTRU_Q));
    return (int16_t)pqpoly_center32(r, NTTRU_Q);
}

/* The secret intermediates of encaps_msg and encrypt, in the caller's
 * frame (decapsulation lends a dead buffer of its own as r) for the caller
 * to wipe: r and c two polynomials, the rest here.  c_used is set by
 * encrypt: 0 when the product was computed in r (the backend's
 * acc_in_place), c then untouched and in no need of a wipe (public). */
typedef struct {
    int16_t *r, *c;
    int c_used;
    uint8_t msg[NTTRU_MSG_BYTES], rcoins[NTTRU_COIN_BYTES];
} enc_scratch;

/* c-hat = r-hat o h + m-hat in [0, q), r = short(rcoins), h the public
 * key's stored values (h-hat 2^16, kept unscaled: any 13-bit value is a
 * basemul_acc input).  The scalings are folded into r's sampling constant:
 * r s with s = D 2^-16 (D the backend's base-domain factor) makes
 * basemul_acc's output r-hat o h-hat exactly, so neither a pass over h nor
 * from_base is needed; |c| <= acc_bound and |m-hat| <= ntt_bound, whose sum
 * fits int16 for every backend of the ring (backend.h,
 * tests/ring/test_nttru_ntt.c).  m, ternary (the sample, or decryption's
 * crep_mod3), is transformed in place; with the backend's ntt_short r is
 * sampled ternary and both scalings are in the first layer.  ct = the
 * packing (cmp == NULL, returns 0), or, in decryption, the verdict of
 * comparing cmp with it: 1 if they differ (every byte, no early exit, no
 * re-encryption stored). */
static int encrypt(const pqpoly_nttru_backend *B, uint8_t *ct, const uint8_t *cmp, const int16_t h[NTTRU_N],
                   int16_t m[NTTRU_N], const uint8_t rcoins[NTTRU_COIN_BYTES], enc_scratch *w) {
    int16_t *r = w->r, *c = w->c;
    int16_t s = scale_const(B->domain, 1);
    if (B->ntt_short != NULL) { /* the scaling in the first layer; m is ternary */
        B->short_poly(r, rcoins, 1);
        B->ntt_short(r, s);
        B->ntt_short(m, 1);
    } else {
        B->short_poly(r, rcoins, s);
        B->ntt(r);
        B->ntt(m);
    }
    w->c_used = !B->acc_in_place;
    if (!w->c_used) c = r; /* r = r o h in place */
    B->basemul_acc(c, r, h, 1);
    if (cmp != NULL) return B->differ_sum(cmp, c, m);
    B->pack_sum(ct, c, m);
    return 0;
}

/* K || rho = SHA-512(pack_short(m)); then the ciphertext of m (encrypt:
 * stored to ct, or compared with cmp into *differ); m is left transformed,
 * w for the caller to wipe. */
static int encaps_msg(const pqpoly_nttru_backend *B, uint8_t *ct, const uint8_t *cmp, int *differ, uint8_t kr[64],
                      const int16_t h[NTTRU_N], int16_t m[NTTRU_N], enc_scratch *w) {
    B->pack_short(w->msg, m);
    int rc = pqpoly_sha512(kr, w->msg, sizeof w->msg);
    if (rc == 0) rc = pqpoly_aes256_ctr0(w->rcoins, sizeof w->rcoins, kr + 32);
    if (rc == 0) *differ = encrypt(B, ct, cmp, h, m, w->rcoins, w);
    return rc;
}

int pqpoly_nttru_keypair_derand(uint8_t *pk, uint8_t *sk, const uint8_t *coins) {
    _Alignas(32) int16_t f[NTTRU_N], g[NTTRU_N], finv[NTTRU_N], h[NTTRU_N];
    uint8_t s[2 * NTTRU_COIN_BYTES];
    const pqpoly_nttru_backend *B = pqpoly_nttru_backend_pick();
    int rc, bad;
    if (pk == NULL || sk == NULL || coins == NULL) return PQPOLY_ERR_INVALID_ARGUMENT;
    rc = pqpoly_aes256_ctr0(s, sizeof s, coins);
    if (rc != 0) goto out;
    /* f = 1 + 3 short, g = 3 short times D 2^16 (D the base-domain factor):
     * basemul_acc(f-hat^-1, g-hat) is then h-hat 2^16, the reference's pk
     * domain, with no pass after it but the freeze */
    B->short_poly(f, s, 3);
    B->short_poly(g, s + NTTRU_COIN_BYTES,
                  scale_const(B->domain, (int16_t)(3 * PQPOLY_MONT16_R2(NTTRU_Q) % NTTRU_Q)));
    f[0] = (int16_t)(f[0] + 1);
    B->ntt(f);
    B->ntt(g);
    bad = B->baseinv(finv, f);
    /* Public by design: a non-invertible f discards this attempt (see the
     * comment at the top of the file). */
    PQPOLY_CT_PUBLIC(&bad, sizeof bad);
    if (bad != 0) {
        rc = PQPOLY_ERR_INVALID_ARGUMENT;
        goto out;
    }
    B->basemul_acc(h, finv, g, 1); /* g-hat / f-hat 2^16 */
    B->freeze(h);
    B->freeze(f);
    PQPOLY_CT_PUBLIC(h, sizeof h);
    B->pack13(pk, h);
    B->pack13(sk, f);
    memcpy(sk + NTTRU_PACKED_BYTES, pk, PK_BYTES);
out:
    zero(f, sizeof f);
    zero(g, sizeof g);
    zero(finv, sizeof finv);
    zero(s, sizeof s);
    return rc;
}

int pqpoly_nttru_keypair(uint8_t *pk, uint8_t *sk) {
    uint8_t coins[SEED_BYTES];
    int rc;
    if (pk == NULL || sk == NULL) return PQPOLY_ERR_INVALID_ARGUMENT;
    do {
        rc = pqpoly_randombytes(coins, sizeof coins);
        if (rc == 0) rc = pqpoly_nttru_keypair_derand(pk, sk, coins);
    } while (rc == PQPOLY_ERR_INVALID_ARGUMENT); /* f not invertible: fresh coins */
    zero(coins, sizeof coins);
    return rc;
}

int pqpoly_nttru_enc_derand(uint8_t *ct, uint8_t *ss, const uint8_t *pk, const uint8_t *coins) {
    _Alignas(32) int16_t h[NTTRU_N];
    struct { /* every secret of the call */
        _Alignas(32) int16_t m[NTTRU_N];
        _Alignas(32) int16_t r[NTTRU_N];
        enc_scratch w;
        uint8_t kr[64];
        _Alignas(32) int16_t c[NTTRU_N]; /* last: not wiped when unused */
    } z;
    int rc;
    if (ct == NULL || ss == NULL || pk == NULL || coins == NULL) return PQPOLY_ERR_INVALID_ARGUMENT;
    const pqpoly_nttru_backend *B = pqpoly_nttru_backend_pick();
    z.w.r = z.r;
    z.w.c = z.c;
    z.w.c_used = 1;
    /* m's coins in the buffer of r's (they are dead once m is sampled) */
    rc = pqpoly_aes256_ctr0(z.w.rcoins, sizeof z.w.rcoins, coins);
    if (rc == 0) {
        int differ;
        B->short_poly(z.m, z.w.rcoins, 1);
        B->unpack13(h, pk);
        rc = encaps_msg(B, ct, NULL, &differ, z.kr, h, z.m, &z.w);
    }
    if (rc == 0) {
        PQPOLY_CT_PUBLIC(ct, CT_BYTES);
        for (size_t i = 0; i < SS_BYTES; i++) ss[i] = z.kr[i];
    } else {
        zero(ss, SS_BYTES);
    }
    wipe_frame(&z, z.w.c_used ? sizeof z : (size_t)((uint8_t *)z.c - (uint8_t *)&z));
    return rc;
}

int pqpoly_nttru_enc(uint8_t *ct, uint8_t *ss, const uint8_t *pk) {
    uint8_t coins[SEED_BYTES];
    int rc;
    if (ct == NULL || ss == NULL || pk == NULL) return PQPOLY_ERR_INVALID_ARGUMENT;
    rc = pqpoly_randombytes(coins, sizeof coins);
    if (rc == 0) rc = pqpoly_nttru_enc_derand(ct, ss, pk, coins);
    zero(coins, sizeof coins);
    return rc;
}

int pqpoly_nttru_dec(uint8_t *ss, const uint8_t *ct, const uint8_t *sk) {
    _Alignas(32) int16_t c[NTTRU_N];
    struct { /* every secret of the call */
        _Alignas(32) int16_t f[NTTRU_N]; /* f-hat, then the re-encryption's r */
        _Alignas(32) int16_t m[NTTRU_N];
        enc_scratch w;
        uint8_t kr[64], rej[64];
        _Alignas(32) int16_t c[NTTRU_N]; /* last: not wiped when unused */
    } z;
    const pqpoly_nttru_backend *B;
    int rc, fail = 1;
    if (ss == NULL || ct == NULL || sk == NULL) return PQPOLY_ERR_INVALID_ARGUMENT;
    B = pqpoly_nttru_backend_pick();
    z.w.r = z.f; /* f is dead once c f is computed */
    z.w.c = z.c;
    z.w.c_used = 1;
    B->unpack13(c, ct);
    B->unpack13(z.f, sk);
    B->basemul_acc(z.m, c, z.f, 1);
    B->invntt(z.m); /* c f, |.| < q */
    B->crep_mod3(z.m);
    B->unpack13(c, sk + NTTRU_PACKED_BYTES); /* h: c is no longer needed */
    /* re-encrypt m, compared with ct while packing */
    rc = encaps_msg(B, NULL, ct, &fail, z.kr, c, z.m, &z.w);
    if (rc == 0) {
        /* Implicit rejection keyed by 64 secret bytes of the packed f-hat
         * (the library's deviation from the reference: reject.h,
         * include/pqpoly/nttru.h). */
        rc = pqpoly_aes256_gmac_expand(z.rej, sk, ct, CT_BYTES);
    }
    if (rc == 0) {
        pqpoly_ct_cmov(z.kr, z.rej, SS_BYTES, (uint8_t)fail);
        for (size_t i = 0; i < SS_BYTES; i++) ss[i] = z.kr[i];
    } else {
        zero(ss, SS_BYTES);
    }
    /* c (the public ciphertext, then key) needs no wipe */
    wipe_frame(&z, z.w.c_used ? sizeof z : (size_t)((uint8_t *)z.c - (uint8_t *)&z));
    return rc;
}

const pqpoly_kem pqpoly_kem_desc_nttru = {
    "nttru", "nttru", PK_BYTES, SK_BYTES, CT_BYTES, SS_BYTES,
    pqpoly_nttru_keypair, pqpoly_nttru_enc, pqpoly_nttru_dec, "nttru", "nttru"};
