/* Sampling of one NTRU Prime parameter set (round-3 specification:
 * Short_fromlist, Short_random, Small_random); the sort behind Short_fromlist
 * is the backend's kernel (src/ring/ntrup/backend.h). */
#include "internal.h"

#include "pqpoly/common.h"
#include "pqpoly/random.h"

/* Specification: the first w words get bit 0 cleared (low bits 00 or 10, i.e.
 * coefficient -1 or +1), the others low bits 01 (coefficient 0); sorting the
 * words on all 32 bits shuffles the coefficients; coefficient = low bits - 1. */
void NTRUP_NS(short_fromlist)(const pqpoly_ntrup_backend *B, int8_t *out, const uint32_t *in) {
    uint32_t L[NTRUP_P];
    int i;
    for (i = 0; i < NTRUP_W; i++) L[i] = in[i] & (uint32_t)-2;
    for (i = NTRUP_W; i < NTRUP_P; i++) L[i] = (in[i] & (uint32_t)-3) | 1;
    B->sort_u32(L, NTRUP_P);
    for (i = 0; i < NTRUP_P; i++) out[i] = (int8_t)((int32_t)(L[i] & 3) - 1);
    pqpoly_memzero(L, sizeof L);
}

/* p little-endian 32-bit words from one call of 4p random bytes, as PQClean
 * and liboqs draw them (their KAT hashes are the library's reference; the
 * submission's reference code draws each word with its own 4-byte call, which
 * tests/kem/ntruprime/test_ntruprime_rsp.c reproduces with a random source
 * that splits these requests). */
static int random_words(uint32_t *L) {
    uint8_t c[4 * NTRUP_P];
    int rc = pqpoly_randombytes(c, sizeof c); /* zeroes c on failure */
    for (int i = 0; i < NTRUP_P; i++)
        L[i] = (uint32_t)c[4 * i] | ((uint32_t)c[4 * i + 1] << 8) | ((uint32_t)c[4 * i + 2] << 16) |
               ((uint32_t)c[4 * i + 3] << 24);
    pqpoly_memzero(c, sizeof c);
    return rc;
}

int NTRUP_NS(short_random)(const pqpoly_ntrup_backend *B, int8_t *out) {
    uint32_t L[NTRUP_P];
    int rc = random_words(L);
    NTRUP_NS(short_fromlist)(B, out, L);
    pqpoly_memzero(L, sizeof L);
    return rc;
}

/* Specification: coefficient = floor(3 * (u mod 2^30) / 2^30) - 1. */
int NTRUP_NS(small_random)(int8_t *out) {
    uint32_t L[NTRUP_P];
    int rc = random_words(L);
    for (int i = 0; i < NTRUP_P; i++)
        out[i] = (int8_t)((int32_t)(((L[i] & 0x3fffffff) * 3) >> 30) - 1);
    pqpoly_memzero(L, sizeof L);
    return rc;
}
