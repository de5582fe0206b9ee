/* K-PKE (FIPS 203 Algorithms 13-15; Kyber round 3 Algorithms 4-6). */
#include "indcpa.h"

#include "common/ct.h"
#include "pqpoly/common.h"
#include "poly.h"
#include "sym/fips202.h"

/* Row i of A-hat (transposed = 0: A[i][j] = SampleNTT(rho || j || i)) or of
 * its transpose (transposed = 1: A[j][i] = SampleNTT(rho || i || j)). */
static void gen_row(mlkem_polyvec *row, const uint8_t rho[MLKEM_SYMBYTES], unsigned i,
                    int transposed) {
    for (unsigned j = 0; j < MLKEM_K; j++) {
        if (transposed)
            mlkem_poly_sample_ntt(&row->vec[j], rho, (uint8_t)i, (uint8_t)j);
        else
            mlkem_poly_sample_ntt(&row->vec[j], rho, (uint8_t)j, (uint8_t)i);
    }
}

void mlkem_indcpa_keypair(const pqpoly_kyber_ntt *nt, uint8_t pk[MLKEM_PUBLICKEYBYTES],
                          uint8_t sk[MLKEM_INDCPA_SECRETKEYBYTES],
                          const uint8_t d[MLKEM_SYMBYTES]) {
    uint8_t in[MLKEM_SYMBYTES + 1], rs[2 * MLKEM_SYMBYTES];
    const uint8_t *rho = rs, *sigma = rs + MLKEM_SYMBYTES;
    mlkem_polyvec s, e, row;
    mlkem_poly t;
    uint8_t nonce = 0;

    for (unsigned i = 0; i < MLKEM_SYMBYTES; i++) in[i] = d[i];
#if PQPOLY_MLKEM_FIPS203
    in[MLKEM_SYMBYTES] = MLKEM_K; /* domain separation by k (FIPS 203 final) */
    pqpoly_sha3_512(rs, in, MLKEM_SYMBYTES + 1);
#else
    pqpoly_sha3_512(rs, in, MLKEM_SYMBYTES);
#endif
    PQPOLY_CT_PUBLIC(rs, MLKEM_SYMBYTES); /* rho becomes part of the public key */

    for (unsigned i = 0; i < MLKEM_K; i++) mlkem_poly_cbd_eta1(&s.vec[i], sigma, nonce++);
    for (unsigned i = 0; i < MLKEM_K; i++) mlkem_poly_cbd_eta1(&e.vec[i], sigma, nonce++);
    for (unsigned i = 0; i < MLKEM_K; i++) {
        nt->ntt(s.vec[i].c);
        nt->ntt(e.vec[i].c);
    }
    for (unsigned i = 0; i < MLKEM_K; i++) {
        gen_row(&row, rho, i, 0);
        nt->basemul_acc(t.c, (const int16_t *)&s, (const int16_t *)&row, MLKEM_K);
        nt->from_base(t.c);                                   /* |t| < q */
        for (unsigned j = 0; j < MLKEM_N; j++)                /* |t + e| < q + ntt_bound */
            t.c[j] = (int16_t)(t.c[j] + e.vec[i].c[j]);
        mlkem_poly_tobytes(pk + i * MLKEM_POLYBYTES, &t);
        mlkem_poly_tobytes(sk + i * MLKEM_POLYBYTES, &s.vec[i]);
    }
    for (unsigned i = 0; i < MLKEM_SYMBYTES; i++) pk[MLKEM_POLYVECBYTES + i] = rho[i];
    PQPOLY_CT_PUBLIC(pk, MLKEM_PUBLICKEYBYTES);
    pqpoly_memzero(in, sizeof in); /* d */
    pqpoly_memzero(rs, sizeof rs); /* sigma */
    pqpoly_memzero(&s, sizeof s);
    pqpoly_memzero(&e, sizeof e);
    pqpoly_memzero(&t, sizeof t);
}

void mlkem_indcpa_enc(const pqpoly_kyber_ntt *nt, uint8_t c[MLKEM_CIPHERTEXTBYTES],
                      const uint8_t pk[MLKEM_PUBLICKEYBYTES], const uint8_t m[MLKEM_SYMBYTES],
                      const uint8_t coins[MLKEM_SYMBYTES]) {
    uint8_t rho[MLKEM_SYMBYTES];
    mlkem_polyvec t, y, row;
    mlkem_poly u, v, e, mu;
    uint8_t nonce = 0;

    for (unsigned i = 0; i < MLKEM_SYMBYTES; i++) rho[i] = pk[MLKEM_POLYVECBYTES + i];
    PQPOLY_CT_PUBLIC(rho, sizeof rho); /* public by design (here it may come from sk) */
    for (unsigned i = 0; i < MLKEM_K; i++)
        mlkem_poly_frombytes(&t.vec[i], pk + i * MLKEM_POLYBYTES);

    for (unsigned i = 0; i < MLKEM_K; i++) {
        mlkem_poly_cbd_eta1(&y.vec[i], coins, nonce++);
        nt->ntt(y.vec[i].c);
    }
    for (unsigned i = 0; i < MLKEM_K; i++) {
        gen_row(&row, rho, i, 1);
        mlkem_poly_cbd_eta2(&e, coins, nonce++);
        nt->basemul_acc(u.c, (const int16_t *)&y, (const int16_t *)&row, MLKEM_K);
        nt->invntt(u.c, MLKEM_K);                              /* |u| < q */
        for (unsigned j = 0; j < MLKEM_N; j++) u.c[j] = (int16_t)(u.c[j] + e.c[j]);
        mlkem_poly_compress_u(c + i * MLKEM_POLYCOMP_U, &u);
    }
    mlkem_poly_cbd_eta2(&e, coins, nonce);
    mlkem_poly_frommsg(&mu, m);
    nt->basemul_acc(v.c, (const int16_t *)&y, (const int16_t *)&t, MLKEM_K);
    nt->invntt(v.c, MLKEM_K);                                  /* |v| < q */
    for (unsigned j = 0; j < MLKEM_N; j++)                     /* |v| < 2q */
        v.c[j] = (int16_t)(v.c[j] + e.c[j] + mu.c[j]);
    mlkem_poly_compress_v(c + MLKEM_K * MLKEM_POLYCOMP_U, &v);
    /* y, e and the message polynomial are secret; u and v before compression
     * carry e and m in their low bits. */
    pqpoly_memzero(&y, sizeof y);
    pqpoly_memzero(&e, sizeof e);
    pqpoly_memzero(&mu, sizeof mu);
    pqpoly_memzero(&u, sizeof u);
    pqpoly_memzero(&v, sizeof v);
}

void mlkem_indcpa_dec(const pqpoly_kyber_ntt *nt, uint8_t m[MLKEM_SYMBYTES],
                      const uint8_t c[MLKEM_CIPHERTEXTBYTES],
                      const uint8_t sk[MLKEM_INDCPA_SECRETKEYBYTES]) {
    mlkem_polyvec u, s;
    mlkem_poly v, w;
    for (unsigned i = 0; i < MLKEM_K; i++) {
        mlkem_poly_decompress_u(&u.vec[i], c + i * MLKEM_POLYCOMP_U); /* [0, q) */
        nt->ntt(u.vec[i].c);
        mlkem_poly_frombytes(&s.vec[i], sk + i * MLKEM_POLYBYTES);
    }
    mlkem_poly_decompress_v(&v, c + MLKEM_K * MLKEM_POLYCOMP_U);
    nt->basemul_acc(w.c, (const int16_t *)&u, (const int16_t *)&s, MLKEM_K);
    nt->invntt(w.c, MLKEM_K);                                  /* |w| < q */
    for (unsigned j = 0; j < MLKEM_N; j++) w.c[j] = (int16_t)(v.c[j] - w.c[j]);
    mlkem_poly_tomsg(m, &w);
    pqpoly_memzero(&s, sizeof s); /* the decoded secret key */
    pqpoly_memzero(&w, sizeof w); /* m' in its high bits */
}
