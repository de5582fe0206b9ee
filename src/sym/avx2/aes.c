/* The AES-256 compositions of src/sym/aes.h with AES-NI: ctr0 and
 * gmac_expand (GHASH with PCLMULQDQ, two blocks per multiply with
 * VPCLMULQDQ).  Compiled for the set x86-aesni (AVX2, AES-NI, PCLMULQDQ)
 * and run only where pqpoly_pick admits it (src/sym/backend_list.h), so
 * pqpoly_set_impl("portable") turns it off; VPCLMULQDQ, which no set of the
 * manifest names, is probed here.  The bytes are FIPS 197's AES-256; the key
 * schedule is the standard one computed with aeskeygenassist.  Constant
 * time: no table, no branch on data (the AES and carry-less-multiply
 * instructions take the same time for every input); lengths are public. */
#include <immintrin.h>

#include "common/ct.h"
#include "pqpoly/common.h"
#include "sym/aes.h"

/* The symmetric layer is a utility and uses no layer's helpers. */
#define LOADU128(p) _mm_loadu_si128((const __m128i *)(const void *)(p))
#define STOREU128(p, v) _mm_storeu_si128((__m128i *)(void *)(p), v)

#define ROUNDS 14
#define PAR 8 /* blocks in flight: the AES unit's latency over its throughput */


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
    rk[0] = LOADU128(key);
    rk[1] = LOADU128(key + 16);
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

/* Counter block i (< 2^32) as SP 800-38A with a zero initial block: the
 * big-endian integer i in the last four bytes. */
static inline __m128i counter(uint32_t i) { return _mm_set_epi32((int)__builtin_bswap32(i), 0, 0, 0); }

int pqpoly_aes256_ctr0_aesni(uint8_t *out, size_t n, const uint8_t key[32]) {
    __m128i rk[ROUNDS + 1], x[PAR];
    if (n / 16 >= ((size_t)1 << 32)) {
        pqpoly_memzero(out, n);
        return PQPOLY_ERR_INVALID_ARGUMENT;
    }
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
                STOREU128(out + done, x[j]);
                done += 16;
                left -= 16;
            } else { /* a short last block: public length */
                uint8_t b[16];
                STOREU128(b, x[j]);
                for (size_t i = 0; i < left; i++) out[done + i] = b[i];
                pqpoly_memzero(b, sizeof b);
                done += left;
                left = 0;
            }
        }
        ctr += k;
    }
    pqpoly_memzero(rk, sizeof rk);
    pqpoly_memzero(x, sizeof x);
    return 0;
}

/* The 16 bytes of a block reversed.  GHASH is computed as POLYVAL ([RFC8452,
 * Appendix A]):
 *   GHASH(H, X_1..X_n) = rev(POLYVAL(mulX(rev(H)), rev(X_1), .., rev(X_n))),
 * so that the blocks are little-endian polynomials that a carry-less
 * multiply takes as they are. */
static inline __m128i rev(__m128i v) {
    return _mm_shuffle_epi8(v, _mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
}

/* POLYVAL's field: GF(2)[x]/(P), P = x^128 + x^127 + x^126 + x^121 + 1, a
 * block the little-endian polynomial of degree < 128.  An unreduced product
 * is kept as lo + mid x^64 + hi x^128 (each 128 bits). */
typedef struct {
    __m128i lo, mid, hi;
} wide;

/* w += a b, Karatsuba on 64-bit halves: mid gets (a0 + a1)(b0 + b1), made
 * the true middle term by karatsuba_fix once per sum (it is linear); bk =
 * b0 + b1 in its low half, precomputed with the powers of H. */
static inline void mul_acc_k(wide *w, __m128i a, __m128i b, __m128i bk) {
    w->lo = _mm_xor_si128(w->lo, _mm_clmulepi64_si128(a, b, 0x00));
    w->hi = _mm_xor_si128(w->hi, _mm_clmulepi64_si128(a, b, 0x11));
    w->mid = _mm_xor_si128(w->mid, _mm_clmulepi64_si128(_mm_xor_si128(a, _mm_shuffle_epi32(a, 0x4e)), bk, 0x00));
}
static inline void karatsuba_fix(wide *w) { w->mid = _mm_xor_si128(w->mid, _mm_xor_si128(w->lo, w->hi)); }

/* w += a b, schoolbook on 64-bit halves. */
static inline void mul_acc(wide *w, __m128i a, __m128i b) {
    w->lo = _mm_xor_si128(w->lo, _mm_clmulepi64_si128(a, b, 0x00));
    w->hi = _mm_xor_si128(w->hi, _mm_clmulepi64_si128(a, b, 0x11));
    w->mid = _mm_xor_si128(w->mid, _mm_xor_si128(_mm_clmulepi64_si128(a, b, 0x01), _mm_clmulepi64_si128(a, b, 0x10)));
}

/* w x^-128 mod P (POLYVAL's dot is a b x^-128).  Write D = D3:D2:D1:D0 in
 * 64-bit words.  P = 1 mod x^64, so D + D0 P is divisible by x^64, and
 * (D + D0 P) / x^64 = D3:D2:D1 + D0 x^64 + D0 (x^63 + x^62 + x^57):
 * the words swapped, plus one carry-less product by c = 0xc2 << 56.  Twice,
 * then the top half added. */
static inline __m128i reduce(wide w) {
    const __m128i c = _mm_set_epi64x((long long)0xc200000000000000ull, 1);
    __m128i lo = _mm_xor_si128(w.lo, _mm_slli_si128(w.mid, 8));
    __m128i hi = _mm_xor_si128(w.hi, _mm_srli_si128(w.mid, 8));
    lo = _mm_xor_si128(_mm_shuffle_epi32(lo, 0x4e), _mm_clmulepi64_si128(lo, c, 0x10));
    lo = _mm_xor_si128(_mm_shuffle_epi32(lo, 0x4e), _mm_clmulepi64_si128(lo, c, 0x10));
    return _mm_xor_si128(hi, lo);
}

static inline __m128i dot(__m128i a, __m128i b) {
    wide w = {_mm_setzero_si128(), _mm_setzero_si128(), _mm_setzero_si128()};
    mul_acc(&w, a, b);
    return reduce(w);
}

/* v x mod P: a left shift of the 128-bit integer, P's low terms added
 * through a mask when bit 127 was set. */
static inline __m128i mulx(__m128i v) {
    __m128i carry = _mm_slli_si128(_mm_srli_epi64(v, 63), 8);
    __m128i top = _mm_shuffle_epi32(_mm_srai_epi32(v, 31), 0xff);
    __m128i p = _mm_set_epi64x((long long)0xc200000000000000ull, 1);
    return _mm_xor_si128(_mm_or_si128(_mm_slli_epi64(v, 1), carry), _mm_and_si128(top, p));
}

#define GROUP 8 /* blocks per reduction: the powers H^1..H^8 */

/* The hashed string of a message of len bytes: PAD leading zero blocks
 * (they leave GHASH unchanged: its state starts at zero) so that the count
 * is a multiple of GROUP, the message's blocks (the last one zero-padded)
 * and the length block [8 len]_64 || [0]_64. */
typedef struct {
    const uint8_t *msg;
    size_t len, blocks, pad, total; /* public */
} hstring;

static inline hstring hstring_of(const uint8_t *msg, size_t len) {
    hstring h;
    h.msg = msg;
    h.len = len;
    h.blocks = (len + 15) / 16;
    h.total = GROUP * ((h.blocks + 1 + GROUP - 1) / GROUP);
    h.pad = h.total - h.blocks - 1;
    return h;
}

/* Block i of the hashed string, reversed. */
static inline __m128i hblock(const hstring *h, size_t i) {
    if (i < h->pad) return _mm_setzero_si128(); /* public index */
    size_t j = i - h->pad;
    if (j < h->len / 16) return rev(LOADU128(h->msg + 16 * j));
    if (j < h->blocks) { /* the partial last block, zero-padded */
        uint8_t b[16] = {0};
        for (size_t t = 0; t < h->len - 16 * j; t++) b[t] = h->msg[16 * j + t];
        __m128i v = rev(LOADU128(b));
        pqpoly_memzero(b, sizeof b);
        return v;
    }
    return _mm_set_epi64x((long long)(8 * (uint64_t)h->len), 0);
}

/* Every key-dependent value of gmac_expand, wiped at once at the
 * end: the key schedules, H and E(J0) (x[0], x[1]), pw[j] = H^(j+1) in
 * POLYVAL's dot powers with pk[j] their halves' sum for Karatsuba, and the
 * GHASH state acc. */
typedef struct {
    __m128i rk[ROUNDS + 1], rk2[ROUNDS + 1], x[2], pw[GROUP], pk[GROUP], acc;
} gx_state;

/* The key schedules, H, E(J0) and the powers.  The powers are a tree of
 * depth log2(GROUP): H^(j+1) = H^top H^(j+1-top), top the largest power of
 * two <= j. */
static inline void gx_setup(gx_state *st, const uint8_t key[64]) {
    expand(st->rk, key);
    st->x[0] = _mm_setzero_si128();
    st->x[1] = counter(1); /* J0 = IV || 0^31 || 1 */
    encrypt_n(st->x, 2, st->rk);
    expand(st->rk2, key + 32); /* independent work meanwhile */
    st->pw[0] = mulx(rev(st->x[0])); /* POLYVAL's key for GHASH's H */
    for (unsigned top = 1; top < GROUP; top *= 2)
        for (unsigned j = top; j < 2 * top; j++) st->pw[j] = dot(st->pw[top - 1], st->pw[j - top]);
    for (unsigned j = 0; j < GROUP; j++) st->pk[j] = _mm_xor_si128(st->pw[j], _mm_shuffle_epi32(st->pw[j], 0x4e));
    st->acc = _mm_setzero_si128();
}

/* T = E(J0) xor rev(acc), then out = E_K2(T) || E_K2(T xor 1); then the
 * state is wiped. */
static inline void gx_finish(uint8_t out[32], gx_state *st) {
    st->x[0] = _mm_xor_si128(st->x[1], rev(st->acc));                    /* T */
    st->x[1] = _mm_xor_si128(st->x[0], _mm_set_epi32(0x01000000, 0, 0, 0)); /* T xor 1: last byte */
    encrypt_n(st->x, 2, st->rk2);
    STOREU128(out, st->x[0]);
    STOREU128(out + 16, st->x[1]);
    pqpoly_memzero(st, sizeof *st);
}

/* gmac_expand, one block per carry-less multiply (PCLMULQDQ): GHASH as
 * POLYVAL over the hashed string, GROUP blocks per reduction (Horner in
 * steps of H^GROUP, each group's Karatsuba products summed unreduced). */
int pqpoly_aes256_gmac_expand_pclmul(uint8_t out[32], const uint8_t key[64], const uint8_t *msg, size_t len) {
    gx_state st;
    hstring h = hstring_of(msg, len);
    gx_setup(&st, key);
    for (size_t i = 0; i < h.total; i += GROUP) {
        wide w = {_mm_setzero_si128(), _mm_setzero_si128(), _mm_setzero_si128()};
        for (unsigned j = 0; j < GROUP; j++) {
            __m128i b = hblock(&h, i + j);
            if (j == 0) b = _mm_xor_si128(b, st.acc);
            mul_acc_k(&w, b, st.pw[GROUP - 1 - j], st.pk[GROUP - 1 - j]);
        }
        karatsuba_fix(&w);
        st.acc = reduce(w);
    }
    gx_finish(out, &st);
    return 0;
}

/* The same with VPCLMULQDQ: two blocks per 256-bit multiply, block j of a
 * group in the low lane and j + 1 in the high one against H^(GROUP-j) and
 * H^(GROUP-j-1); the lanes' sums are added before the reduction. */
__attribute__((target("vpclmulqdq"))) static void ghash_wide(__m128i *acc, const hstring *h, const __m128i pw[GROUP],
                                                             const __m128i pk[GROUP]) {
    struct {
        __m256i p[GROUP / 2], k[GROUP / 2];
    } h2; /* the powers in pairs, wiped at the end */
    __m256i *p2 = h2.p, *k2 = h2.k;
    for (unsigned j = 0; j < GROUP / 2; j++) {
        p2[j] = _mm256_set_m128i(pw[GROUP - 2 - 2 * j], pw[GROUP - 1 - 2 * j]);
        k2[j] = _mm256_set_m128i(pk[GROUP - 2 - 2 * j], pk[GROUP - 1 - 2 * j]);
    }
    const __m256i rev2 = _mm256_setr_epi8(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0,
                                          15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
    const size_t whole = h->pad + h->len / 16; /* string blocks below it are zero or whole */
    for (size_t i = 0; i < h->total; i += GROUP) {
        __m256i lo = _mm256_setzero_si256(), mid = lo, hi = lo;
#pragma GCC unroll 4
        for (unsigned j = 0; j < GROUP / 2; j++) {
            size_t k = i + 2 * j; /* string blocks k, k + 1 (public) */
            __m256i b = k >= h->pad && k + 1 < whole
                            ? _mm256_shuffle_epi8(_mm256_loadu_si256((const __m256i *)(const void *)(h->msg + 16 * (k - h->pad))), rev2)
                            : _mm256_set_m128i(hblock(h, k + 1), hblock(h, k));
            if (j == 0) b = _mm256_xor_si256(b, _mm256_set_m128i(_mm_setzero_si128(), *acc));
            lo = _mm256_xor_si256(lo, _mm256_clmulepi64_epi128(b, p2[j], 0x00));
            hi = _mm256_xor_si256(hi, _mm256_clmulepi64_epi128(b, p2[j], 0x11));
            mid = _mm256_xor_si256(mid, _mm256_clmulepi64_epi128(_mm256_xor_si256(b, _mm256_shuffle_epi32(b, 0x4e)), k2[j], 0x00));
        }
        wide w = {_mm_xor_si128(_mm256_castsi256_si128(lo), _mm256_extracti128_si256(lo, 1)),
                  _mm_xor_si128(_mm256_castsi256_si128(mid), _mm256_extracti128_si256(mid, 1)),
                  _mm_xor_si128(_mm256_castsi256_si128(hi), _mm256_extracti128_si256(hi, 1))};
        karatsuba_fix(&w);
        *acc = reduce(w);
    }
    pqpoly_memzero(&h2, sizeof h2);
}

/* Whether the CPU has VPCLMULQDQ (CPUID.7.0:ECX bit 10), which AVX2 does
 * not imply. */
static int has_vpclmul(void) { return __builtin_cpu_supports("vpclmulqdq"); }

int pqpoly_aes256_gmac_expand_aesni(uint8_t out[32], const uint8_t key[64], const uint8_t *msg, size_t len) {
    gx_state st;
    hstring h = hstring_of(msg, len);
    if (!has_vpclmul()) return pqpoly_aes256_gmac_expand_pclmul(out, key, msg, len);
    gx_setup(&st, key);
    ghash_wide(&st.acc, &h, st.pw, st.pk);
    gx_finish(out, &st);
    return 0;
}
