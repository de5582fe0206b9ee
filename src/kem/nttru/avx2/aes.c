/* NTTRU's AES-256 with AES-NI (kernels.h: stream and reject of the AVX2
 * table), compiled with -maes and run only after a CPU check: without
 * AES-NI both fall back to the portable libcrypto versions (kernels.c).
 * The bytes are FIPS 197's AES-256; the key schedule is the standard one
 * computed with aeskeygenassist.  Constant time: no table, no branch on
 * data (the AES instructions take the same time for every input). */
#include <immintrin.h>

#include "common/ct.h"
#include "kem/nttru/kernels.h"
#include "kem/nttru/reject.h"
#include "pqpoly/common.h"

#define ROUNDS 14
#define PAR 8 /* blocks in flight: the AES unit's latency over its throughput */

#define LD(p) _mm_loadu_si128((const __m128i *)(const void *)(p))
#define ST(p, v) _mm_storeu_si128((__m128i *)(void *)(p), v)

/* Whether the CPU has AES-NI (CPUID.1:ECX bit 25); probed once by the
 * compiler's runtime. */
static int has_aesni(void) { return __builtin_cpu_supports("aes"); }

/* Words w[i] = w[i-8] xor f(w[i-1]) of FIPS 197 §5.2, four at a time: a is
 * the previous round key of the same parity, t the assist word broadcast. */
static inline __m128i expand_step(__m128i a, __m128i t) {
    a = _mm_xor_si128(a, _mm_slli_si128(a, 4));
    a = _mm_xor_si128(a, _mm_slli_si128(a, 8));
    return _mm_xor_si128(a, t);
}
#define EVEN(i, rcon)                                                                         \
    rk[i] = expand_step(rk[(i) - 2], _mm_shuffle_epi32(_mm_aeskeygenassist_si128(rk[(i) - 1], rcon), 0xff))
#define ODD(i) rk[i] = expand_step(rk[(i) - 2], _mm_shuffle_epi32(_mm_aeskeygenassist_si128(rk[(i) - 1], 0), 0xaa))

static void expand(__m128i rk[ROUNDS + 1], const uint8_t key[32]) {
    rk[0] = LD(key);
    rk[1] = LD(key + 16);
    EVEN(2, 0x01); ODD(3);
    EVEN(4, 0x02); ODD(5);
    EVEN(6, 0x04); ODD(7);
    EVEN(8, 0x08); ODD(9);
    EVEN(10, 0x10); ODD(11);
    EVEN(12, 0x20); ODD(13);
    EVEN(14, 0x40);
}

/* x[0..n) = AES(x[0..n)), n <= PAR, the n blocks interleaved; inlined so
 * that a constant n unrolls into registers. */
static inline __attribute__((always_inline)) void encrypt_n(__m128i *x, unsigned n, const __m128i rk[ROUNDS + 1]) {
    for (unsigned j = 0; j < n; j++) x[j] = _mm_xor_si128(x[j], rk[0]);
    for (unsigned r = 1; r < ROUNDS; r++)
        for (unsigned j = 0; j < n; j++) x[j] = _mm_aesenc_si128(x[j], rk[r]);
    for (unsigned j = 0; j < n; j++) x[j] = _mm_aesenclast_si128(x[j], rk[ROUNDS]);
}

static void wipe(__m128i *v, size_t n) { pqpoly_memzero(v, n * sizeof *v); }

/* Counter block i (< 2^32) as SP 800-38A with a zero initial block: the
 * big-endian integer i in the last four bytes. */
static inline __m128i counter(uint32_t i) { return _mm_set_epi32((int)__builtin_bswap32(i), 0, 0, 0); }

int pqpoly_nttru_stream_avx2(uint8_t *out, size_t n, const uint8_t key[32]) {
    __m128i rk[ROUNDS + 1], x[PAR];
    if (!has_aesni()) return pqpoly_nttru_stream_portable(out, n, key);
    if (n / 16 >= ((size_t)1 << 32)) return PQPOLY_ERR_INVALID_ARGUMENT;
    expand(rk, key); /* before out is written: key may lie inside out */
    size_t done = 0;
    uint32_t ctr = 0;
    while (done < n) {
        size_t left = n - done;
        unsigned k = left >= 16 * PAR ? PAR : (unsigned)((left + 15) / 16);
        for (unsigned j = 0; j < k; j++) x[j] = counter(ctr + j);
        if (k == PAR)
            encrypt_n(x, PAR, rk);
        else
            encrypt_n(x, k, rk);
        for (unsigned j = 0; j < k; j++) {
            if (left >= 16) {
                ST(out + done, x[j]);
                done += 16;
                left -= 16;
            } else { /* a short last block: public length */
                uint8_t b[16];
                ST(b, x[j]);
                for (size_t i = 0; i < left; i++) out[done + i] = b[i];
                pqpoly_memzero(b, sizeof b);
                done += left;
                left = 0;
            }
        }
        ctr += k;
    }
    wipe(rk, ROUNDS + 1);
    wipe(x, PAR);
    return 0;
}

/* A block as the big-endian 128-bit integer hi 2^64 + lo, and back. */
static inline void to_u64(uint64_t *hi, uint64_t *lo, __m128i v) {
    *hi = __builtin_bswap64((uint64_t)_mm_cvtsi128_si64(v));
    *lo = __builtin_bswap64((uint64_t)_mm_extract_epi64(v, 1));
}
static inline __m128i from_u64(uint64_t hi, uint64_t lo) {
    return _mm_set_epi64x((long long)__builtin_bswap64(lo), (long long)__builtin_bswap64(hi));
}

/* reject.h's construction; the blocks of the PMAC are encrypted PAR at a
 * time with the offsets kept in registers; L.x^j and L.x^-1 (reject.h's
 * nttru_gf_double and nttru_gf_halve) on two 64-bit words, the reduction
 * through a mask; the second key schedule is computed first, off the
 * critical path. */
int pqpoly_nttru_reject_avx2(uint8_t out[32], const uint8_t key[64], const uint8_t ct[NTTRU_PACKED_BYTES]) {
    __m128i rk[ROUNDS + 1], rk2[ROUNDS + 1], x[PAR], lxv[NTTRU_REJ_LEVELS], delta, sigma;
    uint64_t hi, lo;
    if (!has_aesni()) return pqpoly_nttru_reject_portable(out, key, ct);
    expand(rk, key);
    expand(rk2, key + 32);
    x[0] = _mm_setzero_si128();
    encrypt_n(x, 1, rk); /* L */
    to_u64(&hi, &lo, x[0]);
    {
        uint64_t odd = 0u - (lo & 1u); /* L.x^-1 */
        sigma = _mm_xor_si128(LD(ct + 16 * (NTTRU_REJ_BLOCKS - 1)),
                              from_u64((hi >> 1) ^ (odd & 0x8000000000000000u), ((lo >> 1) | (hi << 63)) ^ (odd & 0x43u)));
    }
    for (unsigned j = 0; j < NTTRU_REJ_LEVELS; j++) {
        uint64_t top = 0u - (hi >> 63);
        lxv[j] = from_u64(hi, lo);
        hi = (hi << 1) | (lo >> 63);
        lo = (lo << 1) ^ (top & 0x87u);
    }
    hi = lo = 0;
    delta = _mm_setzero_si128();
    /* 77 = 9 x 8 + 5 blocks; the offsets' levels are public */
    enum { FULL = (NTTRU_REJ_BLOCKS - 1) / PAR, TAIL = (NTTRU_REJ_BLOCKS - 1) % PAR };
    for (unsigned g = 0; g <= FULL; g++) {
        unsigned i = 1 + PAR * g, k = g < FULL ? PAR : TAIL;
        for (unsigned j = 0; j < k; j++) {
            delta = _mm_xor_si128(delta, lxv[nttru_ntz(i + j)]);
            x[j] = _mm_xor_si128(LD(ct + 16 * (i + j - 1)), delta);
        }
        if (g < FULL)
            encrypt_n(x, PAR, rk);
        else
            encrypt_n(x, TAIL, rk);
        for (unsigned j = 0; j < k; j++) sigma = _mm_xor_si128(sigma, x[j]);
    }
    x[0] = sigma;
    encrypt_n(x, 1, rk);                                               /* T */
    x[1] = _mm_xor_si128(x[0], _mm_set_epi32(0x01000000, 0, 0, 0)); /* T xor 1: last byte */
    encrypt_n(x, 2, rk2);
    ST(out, x[0]);
    ST(out + 16, x[1]);
    wipe(rk, ROUNDS + 1);
    wipe(rk2, ROUNDS + 1);
    wipe(x, PAR);
    wipe(lxv, NTTRU_REJ_LEVELS);
    wipe(&delta, 1);
    wipe(&sigma, 1);
    return 0;
}
