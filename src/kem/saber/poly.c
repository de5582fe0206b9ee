/* Saber's encodings (bit strings, least significant bit first), the matrix
 * generation and the binomial sampler [Saber-R3, §8.3, §8.4].  Constant
 * time: every loop bound and shift depends on public parameters only. */
#include "poly.h"

#include "pqpoly/common.h"
#include "sym/fips202.h"

void saber_pack(uint8_t *r, const saber_poly *a, unsigned bits) {
    uint32_t acc = 0, mask = (1u << bits) - 1;
    unsigned have = 0;
    size_t k = 0;
    for (size_t i = 0; i < SABER_N; i++) {
        acc |= ((uint32_t)(uint16_t)a->c[i] & mask) << have; /* have <= 7: < 2^20 */
        have += bits;
        while (have >= 8) {
            r[k++] = (uint8_t)acc;
            acc >>= 8;
            have -= 8;
        }
    }
}

void saber_unpack(saber_poly *r, const uint8_t *a, unsigned bits) {
    uint32_t acc = 0, mask = (1u << bits) - 1;
    unsigned have = 0;
    size_t k = 0;
    for (size_t i = 0; i < SABER_N; i++) {
        while (have < bits) {
            acc |= (uint32_t)a[k++] << have;
            have += 8;
        }
        r->c[i] = (int16_t)(acc & mask);
        acc >>= bits;
        have -= bits;
    }
}

void saber_center13(saber_poly *a) {
    for (size_t i = 0; i < SABER_N; i++) {
        int32_t x = a->c[i] & 0x1fff;
        a->c[i] = (int16_t)(x - ((x & 0x1000) << 1)); /* x - 8192 when bit 12 is set */
    }
}

void saber_gen_matrix(saber_matrix *A, const uint8_t seed[SABER_SEEDBYTES]) {
    uint8_t buf[SABER_L * SABER_POLYVECBYTES];
    pqpoly_shake128(buf, sizeof buf, seed, SABER_SEEDBYTES);
    for (size_t i = 0; i < SABER_L; i++)
        for (size_t j = 0; j < SABER_L; j++) {
            saber_unpack(&A->m[i][j], buf + (i * SABER_L + j) * SABER_POLYBYTES, SABER_EQ);
            saber_center13(&A->m[i][j]);
        }
}

void saber_gen_secret(saber_poly s[SABER_L], const uint8_t seed[SABER_NOISE_SEEDBYTES]) {
    uint8_t buf[SABER_L * SABER_POLYCOINBYTES];
    saber_poly half[2];
    pqpoly_shake128(buf, sizeof buf, seed, SABER_NOISE_SEEDBYTES);
    for (size_t i = 0; i < SABER_L; i++) {
        /* 512 fields of mu/2 bits: field 2j counts +1s, field 2j+1 counts -1s. */
        saber_unpack(&half[0], buf + i * SABER_POLYCOINBYTES, SABER_MU / 2);
        saber_unpack(&half[1], buf + i * SABER_POLYCOINBYTES + SABER_POLYCOINBYTES / 2, SABER_MU / 2);
        for (size_t j = 0; j < SABER_N; j++) {
            uint32_t f = (uint16_t)half[j / 128].c[2 * (j % 128)];
            uint32_t g = (uint16_t)half[j / 128].c[2 * (j % 128) + 1];
            int32_t hf = 0, hg = 0;
            for (unsigned b = 0; b < SABER_MU / 2; b++) {
                hf += (int32_t)((f >> b) & 1);
                hg += (int32_t)((g >> b) & 1);
            }
            s[i].c[j] = (int16_t)(hf - hg);
        }
    }
    pqpoly_memzero(buf, sizeof buf);
    pqpoly_memzero(half, sizeof half);
}
