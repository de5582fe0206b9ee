/* Byte encodings of one NTRU Prime parameter set (round-3 specification,
 * "Encoding"): Small (2 bits per coefficient, value+1, four per byte, lowest
 * coefficient in the low bits), R/q (mixed radix with M = q on c + (q-1)/2)
 * and Rounded (mixed radix with M = (q+2)/3 on (c + (q-1)/2)/3). */
#include "arith.h"
#include "encode.h"
#include "set.h"

void NTRUP_NS(small_encode)(uint8_t *s, const int8_t *f) {
    int i;
    for (i = 0; i < NTRUP_P / 4; i++) {
        int32_t x = (f[4 * i] + 1) + ((f[4 * i + 1] + 1) << 2) + ((f[4 * i + 2] + 1) << 4) +
                    ((f[4 * i + 3] + 1) << 6);
        s[i] = (uint8_t)x;
    }
    /* p = 1 mod 4 for every set: the last coefficient alone in the last byte. */
    {
        int32_t x = 0;
        for (int j = 0; j < NTRUP_P % 4; j++) x += (f[4 * i + j] + 1) << (2 * j);
        s[i] = (uint8_t)x;
    }
}

/* 2-bit code c -> c - 1, with c = 3 (value 2) folded to -1: subtract 3 when
 * both bits are set. */
static inline int8_t small_of_code(uint32_t c) {
    int32_t v = (int32_t)c - 1;
    v -= 3 & -(int32_t)((c >> 1) & c & 1);
    return (int8_t)v;
}

void NTRUP_NS(small_decode)(int8_t *f, const uint8_t *s) {
    int i;
    for (i = 0; i < NTRUP_P / 4; i++) {
        uint32_t x = s[i];
        f[4 * i] = small_of_code(x & 3);
        f[4 * i + 1] = small_of_code((x >> 2) & 3);
        f[4 * i + 2] = small_of_code((x >> 4) & 3);
        f[4 * i + 3] = small_of_code((x >> 6) & 3);
    }
    for (int j = 0; j < NTRUP_P % 4; j++) f[4 * i + j] = small_of_code((uint32_t)(s[i] >> (2 * j)) & 3);
}

void NTRUP_NS(rq_encode)(uint8_t *s, const int16_t *r) {
    uint16_t R[NTRUP_P], M[NTRUP_P];
    for (int i = 0; i < NTRUP_P; i++) {
        R[i] = (uint16_t)(r[i] + NTRUP_Q12);
        M[i] = NTRUP_Q;
    }
    pqpoly_ntruprime_encode(s, R, M, NTRUP_P);
}

void NTRUP_NS(rq_decode)(int16_t *r, const uint8_t *s) {
    uint16_t R[NTRUP_P], M[NTRUP_P];
    for (int i = 0; i < NTRUP_P; i++) M[i] = NTRUP_Q;
    pqpoly_ntruprime_decode(R, s, M, NTRUP_P);
    for (int i = 0; i < NTRUP_P; i++) r[i] = (int16_t)(R[i] - NTRUP_Q12);
}

/* (c + q12)/3 exactly for c a multiple of 3 (q12 is a multiple of 3 for every
 * set): 10923 = ceil(2^15/3) and c + q12 < 2^13, so the product stays < 2^28
 * and the error stays below 1/3. */
void NTRUP_NS(rounded_encode)(uint8_t *s, const int16_t *r) {
    uint16_t R[NTRUP_P], M[NTRUP_P];
    for (int i = 0; i < NTRUP_P; i++) {
        R[i] = (uint16_t)(((r[i] + NTRUP_Q12) * 10923) >> 15);
        M[i] = (NTRUP_Q + 2) / 3;
    }
    pqpoly_ntruprime_encode(s, R, M, NTRUP_P);
}

void NTRUP_NS(rounded_decode)(int16_t *r, const uint8_t *s) {
    uint16_t R[NTRUP_P], M[NTRUP_P];
    for (int i = 0; i < NTRUP_P; i++) M[i] = (NTRUP_Q + 2) / 3;
    pqpoly_ntruprime_decode(R, s, M, NTRUP_P);
    for (int i = 0; i < NTRUP_P; i++) r[i] = (int16_t)(R[i] * 3 - NTRUP_Q12);
}
