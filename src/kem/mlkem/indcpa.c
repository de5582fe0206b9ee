/* K-PKE (FIPS 203 Algorithms 13-15; Kyber round 3 Algorithms 4-6).  The
 * NTT-domain arithmetic is that of the backend B (src/ring/kyber/backend.h):
 * ntt for NTT, basemul_acc over the k entries of a vector for the dot
 * products of the matrix-vector products, invntt with the same k for NTT^-1,
 * and from_base where the result stays in the NTT domain (t-hat); every
 * backend keeps FIPS 203 order, so sampled and encoded values need no
 * permutation.  Sampling and the codecs are B's hooks too. */
#include "indcpa.h"

#include "common/ct.h"
#include "pqpoly/common.h"
#include "poly.h"
#include "sym/fips202.h"
#include "sym/fips202x4.h"
#include "sym/keccak_f1600.h"

#include <string.h>

/* The sponges of A-hat's draw (indcpa.h): entry e = i k + j is a[i].vec[j]
 * = SampleNTT(rho || x || y), (x, y) = (i, j) transposed, else (j, i). */
void mlkem_matrix_sponges(mlkem_matrix_draw *d, pqpoly_mlkem_sponge sp[MLKEM_K * MLKEM_K],
                          const uint8_t rho[MLKEM_SYMBYTES], int transposed) {
    for (unsigned e = 0; e < MLKEM_K * MLKEM_K; e++) {
        unsigned i = e / MLKEM_K, j = e % MLKEM_K; /* public loop indices */
        memcpy(d->in[e], rho, MLKEM_SYMBYTES);
        d->in[e][MLKEM_SYMBYTES] = (uint8_t)(transposed ? i : j);
        d->in[e][MLKEM_SYMBYTES + 1] = (uint8_t)(transposed ? j : i);
        sp[e] = (pqpoly_mlkem_sponge){d->in[e], sizeof d->in[e], PQPOLY_SHAKE128_RATE,
                                      PQPOLY_DOMAIN_SHAKE, d->buf[e], sizeof d->buf[e], d->keep[e]};
    }
}

/* The rejection step on the first blocks, then block by block from the
 * kept state for as long as an entry is short (no fixed budget: the CCTV
 * "unlucky" seeds need more than 575 bytes).  Public data only. */
void mlkem_matrix_take(const pqpoly_kyber_backend *B, mlkem_polyvec a[MLKEM_K],
                       mlkem_matrix_draw *d) {
    for (unsigned e = 0; e < MLKEM_K * MLKEM_K; e++) {
        int16_t *r = a[e / MLKEM_K].vec[e % MLKEM_K].c;
        unsigned n = B->rej_uniform(r, 0, d->buf[e], sizeof d->buf[e]);
        while (n < MLKEM_N) {
            uint8_t blk[PQPOLY_SHAKE128_RATE];
            pqpoly_keccak_f1600(d->keep[e]);
            for (unsigned k = 0; k < PQPOLY_SHAKE128_RATE; k++)
                blk[k] = (uint8_t)(d->keep[e][k >> 3] >> (8 * (k & 7)));
            n = B->rej_uniform(r, n, blk, sizeof blk);
        }
    }
}

/* A-hat (transposed = 0) or its transpose in FIPS 203 order, alone. */
void mlkem_gen_matrix(const pqpoly_kyber_backend *B, mlkem_polyvec a[MLKEM_K],
                      const uint8_t rho[MLKEM_SYMBYTES], int transposed) {
    mlkem_matrix_draw d;
    pqpoly_mlkem_sponge sp[MLKEM_K * MLKEM_K];
    mlkem_matrix_sponges(&d, sp, rho, transposed);
    pqpoly_mlkem_sponges_run(sp, MLKEM_K * MLKEM_K);
    mlkem_matrix_take(B, a, &d);
}

/* r[i] = SamplePolyCBD_eta[i](PRF(seed, nonce0 + i)) for i < count
 * (count <= 2k + 1), the PRF streams through the sponge scheduler. */
static void noise(const pqpoly_kyber_backend *B, mlkem_poly *const *r, const unsigned *eta,
                  unsigned count, const uint8_t seed[MLKEM_SYMBYTES], uint8_t nonce0) {
    uint8_t in[2 * MLKEM_K + 1][MLKEM_SYMBYTES + 1], buf[2 * MLKEM_K + 1][64 * 3];
    pqpoly_mlkem_sponge sp[2 * MLKEM_K + 1];
    for (unsigned i = 0; i < count; i++) {
        memcpy(in[i], seed, MLKEM_SYMBYTES);
        in[i][MLKEM_SYMBYTES] = (uint8_t)(nonce0 + i);
        sp[i] = (pqpoly_mlkem_sponge){in[i], sizeof in[i], PQPOLY_SHAKE256_RATE, PQPOLY_DOMAIN_SHAKE,
                                      buf[i], 64 * (size_t)eta[i], NULL};
    }
    pqpoly_mlkem_sponges_run(sp, count);
    for (unsigned i = 0; i < count; i++) B->cbd(r[i]->c, buf[i], eta[i]);
    pqpoly_memzero(in, sizeof in);
    pqpoly_memzero(buf, sizeof buf);
}

void mlkem_indcpa_keypair(const pqpoly_kyber_backend *B, uint8_t pk[MLKEM_PUBLICKEYBYTES],
                          uint8_t sk[MLKEM_INDCPA_SECRETKEYBYTES],
                          const uint8_t d[MLKEM_SYMBYTES]) {
    uint8_t in[MLKEM_SYMBYTES + 1], rs[2 * MLKEM_SYMBYTES];
    const uint8_t *rho = rs, *sigma = rs + MLKEM_SYMBYTES;
    mlkem_polyvec s, e, a[MLKEM_K];
    mlkem_poly t;

    for (unsigned i = 0; i < MLKEM_SYMBYTES; i++) in[i] = d[i];
#if PQPOLY_MLKEM_FIPS203
    in[MLKEM_SYMBYTES] = MLKEM_K; /* domain separation by k (FIPS 203 final) */
    pqpoly_sha3_512(rs, in, MLKEM_SYMBYTES + 1);
#else
    pqpoly_sha3_512(rs, in, MLKEM_SYMBYTES);
#endif
    PQPOLY_CT_PUBLIC(rs, MLKEM_SYMBYTES); /* rho becomes part of the public key */

    {   /* s, e = PRF(sigma, 0 .. 2k - 1) as sponges beside A-hat's draw */
        mlkem_matrix_draw md;
        pqpoly_mlkem_sponge sp[MLKEM_K * MLKEM_K + 2 * MLKEM_K];
        uint8_t nin[2 * MLKEM_K][MLKEM_SYMBYTES + 1], nbuf[2 * MLKEM_K][64 * MLKEM_ETA1];
        mlkem_matrix_sponges(&md, sp, rho, 0);
        for (unsigned i = 0; i < 2 * MLKEM_K; i++) {
            memcpy(nin[i], sigma, MLKEM_SYMBYTES);
            nin[i][MLKEM_SYMBYTES] = (uint8_t)i;
            sp[MLKEM_K * MLKEM_K + i] =
                (pqpoly_mlkem_sponge){nin[i], sizeof nin[i], PQPOLY_SHAKE256_RATE,
                                      PQPOLY_DOMAIN_SHAKE, nbuf[i], sizeof nbuf[i], NULL};
        }
        pqpoly_mlkem_sponges_run(sp, MLKEM_K * MLKEM_K + 2 * MLKEM_K);
        mlkem_matrix_take(B, a, &md);
        for (unsigned i = 0; i < MLKEM_K; i++) {
            B->cbd(s.vec[i].c, nbuf[i], MLKEM_ETA1);
            B->cbd(e.vec[i].c, nbuf[MLKEM_K + i], MLKEM_ETA1);
        }
        pqpoly_memzero(nin, sizeof nin);
        pqpoly_memzero(nbuf, sizeof nbuf);
    }
    for (unsigned i = 0; i < MLKEM_K; i++) {
        B->ntt(s.vec[i].c);
        B->ntt(e.vec[i].c);
    }
    for (unsigned i = 0; i < MLKEM_K; i++) {
        B->basemul_acc(t.c, s.vec[0].c, a[i].vec[0].c, MLKEM_K);
        B->from_base(t.c);                                    /* |t| < q */
        for (unsigned j = 0; j < MLKEM_N; j++)                /* |t + e| < 2^15 */
            t.c[j] = (int16_t)(t.c[j] + e.vec[i].c[j]);
        mlkem_poly_tobytes(B, pk + i * MLKEM_POLYBYTES, &t);
    }
    for (unsigned i = 0; i < MLKEM_K; i++)
        mlkem_poly_tobytes(B, sk + i * MLKEM_POLYBYTES, &s.vec[i]);
    for (unsigned i = 0; i < MLKEM_SYMBYTES; i++) pk[MLKEM_POLYVECBYTES + i] = rho[i];
    PQPOLY_CT_PUBLIC(pk, MLKEM_PUBLICKEYBYTES);
    pqpoly_memzero(in, sizeof in); /* d */
    pqpoly_memzero(rs, sizeof rs); /* sigma */
    pqpoly_memzero(&s, sizeof s);
    pqpoly_memzero(&e, sizeof e);
    pqpoly_memzero(&t, sizeof t);
}

void mlkem_indcpa_enc_prepare(const pqpoly_kyber_backend *B, mlkem_polyvec *t,
                              mlkem_polyvec at[MLKEM_K], const uint8_t pk[MLKEM_PUBLICKEYBYTES],
                              const pqpoly_mlkem_sponge *extra, size_t nextra) {
    uint8_t rho[MLKEM_SYMBYTES];
    mlkem_matrix_draw d;
    pqpoly_mlkem_sponge sp[MLKEM_K * MLKEM_K + MLKEM_ENC_EXTRA];

    for (unsigned i = 0; i < MLKEM_SYMBYTES; i++) rho[i] = pk[MLKEM_POLYVECBYTES + i];
    PQPOLY_CT_PUBLIC(rho, sizeof rho); /* public by design (here it may come from sk) */
    for (unsigned i = 0; i < MLKEM_K; i++)
        mlkem_poly_frombytes(B, &t->vec[i], pk + i * MLKEM_POLYBYTES);
    mlkem_matrix_sponges(&d, sp, rho, 1);
    for (size_t i = 0; i < nextra && i < MLKEM_ENC_EXTRA; i++) sp[MLKEM_K * MLKEM_K + i] = extra[i];
    pqpoly_mlkem_sponges_run(sp, MLKEM_K * MLKEM_K + (nextra < MLKEM_ENC_EXTRA ? nextra : MLKEM_ENC_EXTRA));
    mlkem_matrix_take(B, at, &d);
}

void mlkem_indcpa_enc(const pqpoly_kyber_backend *B, uint8_t c[MLKEM_CIPHERTEXTBYTES],
                      const uint8_t pk[MLKEM_PUBLICKEYBYTES], const uint8_t m[MLKEM_SYMBYTES],
                      const uint8_t coins[MLKEM_SYMBYTES]) {
    mlkem_polyvec t, at[MLKEM_K];
    mlkem_indcpa_enc_prepare(B, &t, at, pk, NULL, 0);
    mlkem_indcpa_enc_parsed(B, c, &t, at, m, coins);
}

void mlkem_indcpa_enc_parsed(const pqpoly_kyber_backend *B, uint8_t c[MLKEM_CIPHERTEXTBYTES],
                             const mlkem_polyvec *t, const mlkem_polyvec at[MLKEM_K],
                             const uint8_t m[MLKEM_SYMBYTES], const uint8_t coins[MLKEM_SYMBYTES]) {
    mlkem_polyvec y;
    mlkem_poly u, v, e[MLKEM_K + 1], mu;

    {
        mlkem_poly *r[2 * MLKEM_K + 1];
        unsigned eta[2 * MLKEM_K + 1];
        for (unsigned i = 0; i < MLKEM_K; i++) {
            r[i] = &y.vec[i];
            eta[i] = MLKEM_ETA1;
        }
        for (unsigned i = 0; i <= MLKEM_K; i++) {
            r[MLKEM_K + i] = &e[i];
            eta[MLKEM_K + i] = MLKEM_ETA2;
        }
        noise(B, r, eta, 2 * MLKEM_K + 1, coins, 0); /* y, e1, e2: nonces 0 .. 2k */
    }
    for (unsigned i = 0; i < MLKEM_K; i++) B->ntt(y.vec[i].c);
    for (unsigned i = 0; i < MLKEM_K; i++) {
        B->basemul_acc(u.c, y.vec[0].c, at[i].vec[0].c, MLKEM_K);
        B->invntt(u.c, MLKEM_K);                               /* |u| < q */
        for (unsigned j = 0; j < MLKEM_N; j++) u.c[j] = (int16_t)(u.c[j] + e[i].c[j]);
        mlkem_poly_compress_u(B, c + i * MLKEM_POLYCOMP_U, &u);
    }
    mlkem_poly_frommsg(B, &mu, m);
    B->basemul_acc(v.c, y.vec[0].c, t->vec[0].c, MLKEM_K);
    B->invntt(v.c, MLKEM_K);                                   /* |v| < q */
    for (unsigned j = 0; j < MLKEM_N; j++)                     /* |v| < 2q */
        v.c[j] = (int16_t)(v.c[j] + e[MLKEM_K].c[j] + mu.c[j]);
    mlkem_poly_compress_v(B, c + MLKEM_K * MLKEM_POLYCOMP_U, &v);
    /* y, e and the message polynomial are secret; u and v before compression
     * carry e and m in their low bits. */
    pqpoly_memzero(&y, sizeof y);
    pqpoly_memzero(&e, sizeof e);
    pqpoly_memzero(&mu, sizeof mu);
    pqpoly_memzero(&u, sizeof u);
    pqpoly_memzero(&v, sizeof v);
}

void mlkem_indcpa_dec(const pqpoly_kyber_backend *B, uint8_t m[MLKEM_SYMBYTES],
                      const uint8_t c[MLKEM_CIPHERTEXTBYTES],
                      const uint8_t sk[MLKEM_INDCPA_SECRETKEYBYTES]) {
    mlkem_polyvec s;
    for (unsigned i = 0; i < MLKEM_K; i++)
        mlkem_poly_frombytes(B, &s.vec[i], sk + i * MLKEM_POLYBYTES);
    mlkem_indcpa_dec_parsed(B, m, c, &s);
    pqpoly_memzero(&s, sizeof s); /* the decoded secret key */
}

void mlkem_indcpa_dec_parsed(const pqpoly_kyber_backend *B, uint8_t m[MLKEM_SYMBYTES],
                             const uint8_t c[MLKEM_CIPHERTEXTBYTES], const mlkem_polyvec *s) {
    mlkem_polyvec u;
    mlkem_poly v, w;
    for (unsigned i = 0; i < MLKEM_K; i++) {
        mlkem_poly_decompress_u(B, &u.vec[i], c + i * MLKEM_POLYCOMP_U); /* [0, q) */
        B->ntt(u.vec[i].c);
    }
    mlkem_poly_decompress_v(B, &v, c + MLKEM_K * MLKEM_POLYCOMP_U);
    B->basemul_acc(w.c, u.vec[0].c, s->vec[0].c, MLKEM_K);
    B->invntt(w.c, MLKEM_K);                                   /* |w| < q */
    for (unsigned j = 0; j < MLKEM_N; j++) w.c[j] = (int16_t)(v.c[j] - w.c[j]);
    mlkem_poly_tomsg(B, m, &w);
    pqpoly_memzero(&w, sizeof w); /* m' in its high bits */
}
