/* Constant-time probe for src/sym, run under valgrind memcheck: every input
 * is marked undefined ("secret"), so a branch or memory index depending on it
 * is reported as a use of uninitialised data (exit status 1 with
 * --error-exitcode=1).  Outputs are marked defined again before they are
 * compared, as a protocol would publish them. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <valgrind/memcheck.h>

#include "pqpoly/random.h"
#include "sym/aes.h"
#include "sym/chacha20.h"
#include "sym/drbg.h"
#include "sym/fips202.h"
#include "sym/fips202x4.h"
#include "sym/sha2.h"

#include "common/env_select.h"

#define SECRET(p, n) VALGRIND_MAKE_MEM_UNDEFINED((p), (n))
#define PUBLIC(p, n) VALGRIND_MAKE_MEM_DEFINED((p), (n))

int main(void) {
    uint8_t in[400], key[32], nonce[12], out[600] = {0}, acc = 0;
    pqpoly_test_apply_env();
    for (size_t i = 0; i < sizeof in; i++) in[i] = (uint8_t)(i * 29 + 3);
    for (size_t i = 0; i < sizeof key; i++) key[i] = (uint8_t)(i * 7 + 1);
    memset(nonce, 0x11, sizeof nonce);
    uint8_t nonce12_16[16];
    memset(nonce12_16, 0xfe, sizeof nonce12_16);
    SECRET(in, sizeof in);
    SECRET(key, sizeof key);

    pqpoly_sha3_256(out, in, 300);
    pqpoly_sha3_512(out, in, 137);
    pqpoly_shake128(out, 500, in, 34);
    pqpoly_shake256(out, 333, in, 169);
    pqpoly_shake_ctx c;
    pqpoly_shake128_init(&c);
    pqpoly_shake_absorb(&c, in, 5);
    pqpoly_shake_absorb(&c, in + 5, 200);
    pqpoly_shake_squeeze(&c, out, 3);
    pqpoly_shake_squeeze(&c, out, 400);

    pqpoly_shakex4_ctx c4;
    pqpoly_shake128x4_absorb_once(&c4, in, in + 34, in + 68, in + 102, 34);
    uint8_t o4[4][2 * 168];
    pqpoly_shake256x4_absorb_once(&c4, in, in + 1, in + 2, in + 3, 300);
    pqpoly_shakex4_squeezeblocks(&c4, o4[0], o4[1], o4[2], o4[3], 2);

    int rc = pqpoly_sha256(out, in, 100);
    rc |= pqpoly_sha512(out, in, 100);
    rc |= pqpoly_aes256_ecb(out, in, 4, key);
    rc |= pqpoly_aes256_ctr(out, 100, nonce12_16, key); /* the counter block is public */
    rc |= pqpoly_chacha20(out, 100, key, nonce, 1);
    rc |= pqpoly_chacha20_n64(out, 100, key, nonce, 1);

    pqpoly_drbg d;
    rc |= pqpoly_drbg_init(&d, in, NULL);
    rc |= pqpoly_drbg_randombytes(&d, out, 100);
    pqpoly_set_random_source(pqpoly_drbg_source, &d);
    rc |= pqpoly_randombytes(out, 64);
    pqpoly_set_random_source(NULL, NULL);

    PUBLIC(out, sizeof out);
    PUBLIC(o4, sizeof o4);
    acc ^= o4[3][2 * 168 - 1];
    for (size_t i = 0; i < sizeof out; i++) acc ^= out[i];
    printf("ct probe done (rc %d, %02x, x4 %s)\n", rc, acc, pqpoly_shakex4_uses_avx2() ? "avx2" : "portable");
    return rc != 0;
}
