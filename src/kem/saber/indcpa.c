/* Saber.PKE [Saber-R3, §8.4.1-§8.4.3].  All arithmetic is modulo 2^16 on
 * int16_t/uint16_t values; each rounding step reads only the low eq or ep
 * bits, so it is the arithmetic modulo q = 2^13 and p = 2^10 of the
 * specification:
 *   KeyGen:  b  = ((A^T s + h) mod q) >> (eq - ep)
 *   Enc:     b' = ((A s' + h) mod q) >> (eq - ep)
 *            c_m = ((b^T s' + h1 - 2^(ep-1) m) mod p) >> (ep - eT)
 *   Dec:     m' = ((b'^T s + h2 - 2^(ep-eT) c_m) mod p) >> (ep - 1). */
#include "indcpa.h"

#include "common/ct.h"
#include "poly.h"
#include "pqpoly/common.h"

/* The backend's hooks are the set-independent widths (backend.h). */
_Static_assert(SABER_N == 256 && SABER_EQ == 13 && SABER_EP == 10 && SABER_POLYBYTES == 416 &&
                   SABER_POLYCOMPRESSEDBYTES == 320,
               "decode13 / encode13 / encode10 of src/ring/saber/backend.h");

/* a[i] = ((a[i] + add) mod 2^from) >> shift, in [0, 2^(from - shift)). */
static void round_poly(saber_poly *a, int add, unsigned from, unsigned shift) {
    uint32_t mask = (1u << from) - 1;
    for (size_t i = 0; i < SABER_N; i++)
        a->c[i] = (int16_t)((((uint32_t)(uint16_t)a->c[i] + (uint32_t)add) & mask) >> shift);
}

void saber_indcpa_keypair(const pqpoly_saber_backend *B, uint8_t pk[SABER_INDCPA_PUBLICKEYBYTES],
                          uint8_t sk[SABER_INDCPA_SECRETKEYBYTES],
                          const uint8_t seed[SABER_SEEDBYTES],
                          const uint8_t abytes[SABER_MATRIXBYTES],
                          const uint8_t sbytes[SABER_SECRETCOINBYTES]) {
    saber_matrix A;
    saber_poly s[SABER_L], b[SABER_L];
    saber_decode_matrix(B, &A, abytes);
    saber_decode_secret(B, s, sbytes);
    saber_matvec(B, b, &A, s, 1);
    for (size_t i = 0; i < SABER_L; i++) {
        round_poly(&b[i], SABER_H1, SABER_EQ, SABER_EQ - SABER_EP);
        B->encode10(pk + i * SABER_POLYCOMPRESSEDBYTES, b[i].c); /* POLp2BS */
        B->encode13(sk + i * SABER_POLYBYTES, s[i].c);           /* POLq2BS */
    }
    for (size_t i = 0; i < SABER_SEEDBYTES; i++) pk[SABER_POLYVECCOMPRESSEDBYTES + i] = seed[i];
    pqpoly_memzero(s, sizeof s);
    pqpoly_memzero(b, sizeof b);
}

void saber_indcpa_enc(const pqpoly_saber_backend *B, uint8_t ct[SABER_CIPHERTEXTBYTES],
                      const uint8_t m[SABER_KEYBYTES],
                      const uint8_t abytes[SABER_MATRIXBYTES],
                      const uint8_t sbytes[SABER_SECRETCOINBYTES],
                      const uint8_t pk[SABER_INDCPA_PUBLICKEYBYTES]) {
    saber_matrix A;
    saber_poly sp[SABER_L], bp[SABER_L], b[SABER_L], v, mp;
    saber_decode_matrix(B, &A, abytes);
    saber_decode_secret(B, sp, sbytes);
    for (size_t i = 0; i < SABER_L; i++) saber_unpack(&b[i], pk + i * SABER_POLYCOMPRESSEDBYTES, SABER_EP);
    saber_matvec_inner(B, bp, &v, &A, b, sp);
    for (size_t i = 0; i < SABER_L; i++) {
        round_poly(&bp[i], SABER_H1, SABER_EQ, SABER_EQ - SABER_EP);
        B->encode10(ct + i * SABER_POLYCOMPRESSEDBYTES, bp[i].c);
    }
    saber_unpack(&mp, m, 1);
    for (size_t i = 0; i < SABER_N; i++)
        v.c[i] = (int16_t)(uint16_t)((uint16_t)v.c[i] - (uint16_t)(mp.c[i] << (SABER_EP - 1)));
    round_poly(&v, SABER_H1, SABER_EP, SABER_EP - SABER_ET);
    saber_pack(ct + SABER_POLYVECCOMPRESSEDBYTES, &v, SABER_ET);
    pqpoly_memzero(sp, sizeof sp);
    pqpoly_memzero(bp, sizeof bp);
    pqpoly_memzero(&v, sizeof v);
    pqpoly_memzero(&mp, sizeof mp);
}

void saber_indcpa_dec(const pqpoly_saber_backend *B, uint8_t m[SABER_KEYBYTES],
                      const uint8_t sk[SABER_INDCPA_SECRETKEYBYTES],
                      const uint8_t ct[SABER_CIPHERTEXTBYTES]) {
    saber_poly s[SABER_L], bp[SABER_L], v, cm;
    for (size_t i = 0; i < SABER_L; i++) {
        /* 13-bit two's complement, centered; a valid key gives |s| <= mu/2. */
        B->decode13(s[i].c, sk + i * SABER_POLYBYTES);
        saber_unpack(&bp[i], ct + i * SABER_POLYCOMPRESSEDBYTES, SABER_EP);
    }
    saber_inner(B, &v, bp, s);
    saber_unpack(&cm, ct + SABER_POLYVECCOMPRESSEDBYTES, SABER_ET);
    for (size_t i = 0; i < SABER_N; i++)
        v.c[i] = (int16_t)(uint16_t)((uint16_t)v.c[i] - (uint16_t)(cm.c[i] << (SABER_EP - SABER_ET)));
    round_poly(&v, SABER_H2, SABER_EP, SABER_EP - 1);
    saber_pack(m, &v, 1);
    pqpoly_memzero(s, sizeof s);
    pqpoly_memzero(&v, sizeof v);
}
