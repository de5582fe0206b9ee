/* Four-way SHAKE against four one-at-a-time SHAKE computations (themselves
 * checked against OpenSSL in test_fips202.c), on inputs of many lengths with
 * the squeeze cut into calls of 1..4 blocks.  Run once with the default
 * choice (AVX2 where available) and once with PQPOLY_IMPL=portable in the
 * environment (mapped onto pqpoly_set_impl by tests/common/env_select.h),
 * which must select the scalar permutation. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "sym/fips202.h"
#include "sym/fips202x4.h"

#include "common/env_select.h"

static uint64_t rng_state = 0x243f6a8885a308d3u;
static uint8_t rng8(void) { /* xorshift64 */
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return (uint8_t)rng_state;
}

#define MAXIN 700
#define NBLOCKS 7

int main(void) {
    static const size_t lens[] = {0,   1,   33,  34,  35,  135, 136, 137, 167, 168, 169,
                                  271, 272, 273, 335, 336, 337, 503, 504, 505, 699};
    pqpoly_test_apply_env();
    printf("backend: %s\n", pqpoly_shakex4_uses_avx2() ? "avx2" : "portable");
    check(strcmp(pqpoly_get_impl(), "portable") != 0 || !pqpoly_shakex4_uses_avx2(),
          "scalar permutation under pqpoly_set_impl(\"portable\")");
    for (int which = 0; which < 2; which++) {
        int bad = 0;
        for (size_t k = 0; k < sizeof lens / sizeof lens[0]; k++) {
            size_t inlen = lens[k];
            static uint8_t in[4][MAXIN], got[4][NBLOCKS * 168], want[NBLOCKS * 168];
            for (int j = 0; j < 4; j++)
                for (size_t i = 0; i < inlen; i++) in[j][i] = rng8();
            pqpoly_shakex4_ctx c;
            if (which == 0) pqpoly_shake128x4_absorb_once(&c, in[0], in[1], in[2], in[3], inlen);
            else pqpoly_shake256x4_absorb_once(&c, in[0], in[1], in[2], in[3], inlen);
            size_t rate = c.rate, done = 0;
            while (done < NBLOCKS) { /* 1, 2, 3, 4 blocks per call, rotating */
                size_t nb = 1 + (done + k) % 4;
                if (nb > NBLOCKS - done) nb = NBLOCKS - done;
                pqpoly_shakex4_squeezeblocks(&c, got[0] + done * rate, got[1] + done * rate,
                                             got[2] + done * rate, got[3] + done * rate, nb);
                done += nb;
            }
            for (int j = 0; j < 4; j++) {
                if (which == 0) pqpoly_shake128(want, NBLOCKS * rate, in[j], inlen);
                else pqpoly_shake256(want, NBLOCKS * rate, in[j], inlen);
                if (memcmp(want, got[j], NBLOCKS * rate) != 0) {
                    bad++;
                    printf("  inlen %zu instance %d differs\n", inlen, j);
                }
            }
        }
        check(bad == 0, which == 0 ? "SHAKE128x4 vs SHAKE128" : "SHAKE256x4 vs SHAKE256");
    }
    /* pqpoly_spongex4_oneshot: lanes of their own lengths (so their own block
     * counts), rates, domains and output lengths, some lanes unused, against
     * the one-shot functions: SHA3-256, SHAKE256 (rate 136), SHA3-512 (72),
     * SHAKE128 (168). */
    {
        int bad = 0;
        for (int t = 0; t < 80; t++) {
            static uint8_t in[4][MAXIN], got[4][168], want[168];
            uint8_t *out[4] = {got[0], got[1], got[2], got[3]};
            const uint8_t *inp[4];
            size_t inlen[4], outlen[4];
            uint8_t dom[4];
            unsigned rate[4], fn[4];
            for (int j = 0; j < 4; j++) {
                fn[j] = (unsigned)(t + 3 * j) % 4; /* 0 SHA3-256, 1 SHAKE256, 2 SHA3-512, 3 SHAKE128 */
                rate[j] = fn[j] == 2 ? 72 : fn[j] == 3 ? 168 : 136;
                dom[j] = fn[j] == 0 || fn[j] == 2 ? PQPOLY_DOMAIN_SHA3 : PQPOLY_DOMAIN_SHAKE;
                outlen[j] = fn[j] == 0 ? 32 : fn[j] == 2 ? 64 : 1 + (size_t)(t * 13 + j) % rate[j];
                inlen[j] = lens[(size_t)(t * 7 + j * 5) % (sizeof lens / sizeof lens[0])];
                for (size_t i = 0; i < inlen[j]; i++) in[j][i] = rng8();
                inp[j] = (t + j) % 5 == 4 ? NULL : in[j];
            }
            memset(got, 0xee, sizeof got);
            pqpoly_spongex4_oneshot(rate, out, outlen, inp, inlen, dom);
            for (int j = 0; j < 4; j++) {
                if (inp[j] == NULL) {
                    for (size_t i = 0; i < sizeof got[j]; i++) bad += got[j][i] != 0xee; /* untouched */
                    continue;
                }
                if (fn[j] == 0) pqpoly_sha3_256(want, inp[j], inlen[j]);
                else if (fn[j] == 1) pqpoly_shake256(want, outlen[j], inp[j], inlen[j]);
                else if (fn[j] == 2) pqpoly_sha3_512(want, inp[j], inlen[j]);
                else pqpoly_shake128(want, outlen[j], inp[j], inlen[j]);
                if (memcmp(want, got[j], outlen[j]) != 0 || (outlen[j] < 168 && got[j][outlen[j]] != 0xee)) {
                    bad++;
                    printf("  oneshot case %d lane %d (rate %u, inlen %zu) differs\n", t, j, rate[j], inlen[j]);
                }
            }
        }
        check(bad == 0, "four one-shot sponges of their own rates and lengths vs one at a time");
    }
    /* Four equal inputs give four equal outputs (no cross-talk). */
    uint8_t seed[34] = {3, 1, 4}, o[4][168];
    pqpoly_shakex4_ctx c;
    pqpoly_shake128x4_absorb_once(&c, seed, seed, seed, seed, sizeof seed);
    pqpoly_shakex4_squeezeblocks(&c, o[0], o[1], o[2], o[3], 1);
    check(!memcmp(o[0], o[1], 168) && !memcmp(o[0], o[2], 168) && !memcmp(o[0], o[3], 168),
          "equal inputs, equal outputs");
    return check_report();
}
