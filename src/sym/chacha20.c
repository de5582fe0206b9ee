/* ChaCha20 ([Ber08]; RFC 8439): the state set up for either layout, the
 * keystream from the best block function the library may run
 * (chacha20_block.h, chosen by pqpoly_pick: the eight-block AVX2 one when it
 * is compiled in and usable, the portable one otherwise; both give the same
 * bytes).  Whole blocks go straight to the output, a final partial block
 * through a wiped buffer.  OpenSSL's EVP_chacha20 serves as the tests'
 * outside reference (tests/sym/test_chacha20.c). */
#include "sym/chacha20.h"

#include <string.h>

#include "common/pick.h"
#include "pqpoly/common.h"
#include "pqpoly/poly.h"
#include "sym/backend_list.h"
#include "sym/chacha20_block.h"

typedef struct {
    uint32_t isa;
    const char *impl;
    pqpoly_chacha20_blocks_fn blocks;
} chacha_impl;

static const chacha_impl impls[] = {
#define PQPOLY_SYM_IMPL(isa, impl, blocks) {isa, impl, blocks},
    PQPOLY_SYM_CHACHA20_IMPLS(PQPOLY_SYM_IMPL)
#undef PQPOLY_SYM_IMPL
};
#define N_IMPLS (sizeof impls / sizeof impls[0])

static const chacha_impl *chosen(void) {
    uint32_t isa[N_IMPLS];
    size_t k;
    for (size_t i = 0; i < N_IMPLS; i++) isa[i] = impls[i].isa;
    k = pqpoly_pick(isa, N_IMPLS, pqpoly_isa_usable());
    return &impls[k < N_IMPLS ? k : 0]; /* the portable one always fits */
}

const char *pqpoly_chacha20_impl(void) { return chosen()->impl; }

static uint32_t rd32(const uint8_t *p) {
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

/* out = in xor keystream (in == NULL: keystream) for the state words
 * 12..15 given. */
static void run(uint8_t *out, const uint8_t *in, size_t n, const uint8_t key[32], const uint32_t w[4],
                int ctr64) {
    uint32_t s[16] = {0x61707865, 0x3320646e, 0x79622d32, 0x6b206574}; /* "expand 32-byte k" */
    pqpoly_chacha20_blocks_fn blocks = chosen()->blocks;
    size_t whole = n / 64;
    for (int i = 0; i < 8; i++) s[4 + i] = rd32(key + 4 * i);
    for (int i = 0; i < 4; i++) s[12 + i] = w[i];
    if (in == NULL) {
        blocks(out, s, whole, ctr64);
    } else {
        uint8_t ks[512];
        for (size_t done = 0; done < whole;) {
            size_t k = whole - done < 8 ? whole - done : 8;
            blocks(ks, s, k, ctr64);
            for (size_t i = 0; i < 64 * k; i++) out[64 * done + i] = (uint8_t)(in[64 * done + i] ^ ks[i]);
            uint32_t w12 = s[12] + (uint32_t)k;
            if (ctr64) s[13] += (uint32_t)(w12 < s[12]);
            s[12] = w12;
            done += k;
        }
        pqpoly_memzero(ks, sizeof ks);
    }
    if (n % 64 != 0) {
        uint8_t last[64];
        if (in == NULL) { /* advance the counter past the whole blocks */
            uint64_t c = ((uint64_t)s[13] << 32 | s[12]) + whole;
            s[12] = (uint32_t)c;
            if (ctr64) s[13] = (uint32_t)(c >> 32);
        }
        blocks(last, s, 1, ctr64);
        for (size_t i = 0; i < n % 64; i++)
            out[64 * whole + i] = (uint8_t)((in != NULL ? in[64 * whole + i] : 0) ^ last[i]);
        pqpoly_memzero(last, sizeof last);
    }
    pqpoly_memzero(s, sizeof s);
}

static int rfc_fits(size_t n, uint32_t counter) {
    uint64_t blocks = (uint64_t)(n / 64) + (n % 64 != 0);
    return blocks <= ((uint64_t)1 << 32) - counter;
}

int pqpoly_chacha20_xor(uint8_t *out, const uint8_t *in, size_t n, const uint8_t key[32],
                        const uint8_t nonce[12], uint32_t counter) {
    if (!rfc_fits(n, counter)) return PQPOLY_ERR_INVALID_ARGUMENT;
    uint32_t w[4] = {counter, rd32(nonce), rd32(nonce + 4), rd32(nonce + 8)};
    run(out, in, n, key, w, 0);
    return 0;
}

int pqpoly_chacha20(uint8_t *out, size_t n, const uint8_t key[32], const uint8_t nonce[12],
                    uint32_t counter) {
    return pqpoly_chacha20_xor(out, NULL, n, key, nonce, counter);
}

int pqpoly_chacha20_n64_xor(uint8_t *out, const uint8_t *in, size_t n, const uint8_t key[32],
                            const uint8_t nonce[8], uint64_t counter) {
    uint32_t w[4] = {(uint32_t)counter, (uint32_t)(counter >> 32), rd32(nonce), rd32(nonce + 4)};
    run(out, in, n, key, w, 1);
    return 0;
}

int pqpoly_chacha20_n64(uint8_t *out, size_t n, const uint8_t key[32], const uint8_t nonce[8],
                        uint64_t counter) {
    return pqpoly_chacha20_n64_xor(out, NULL, n, key, nonce, counter);
}
