/* fuzz_kem_enc: encapsulation to arbitrary public keys.
 *
 * Input: byte 0 selects a registered KEM (mod pqpoly_kem_count()), byte 1 a
 * mode, the rest is the public key (zero-padded, truncated).  Mode bits:
 * 1 = pk is the honest public key XOR the field, 2 = (ML-KEM) reduce every
 * 12-bit value of t-hat below q so the key passes the modulus check; bits 2-7
 * pick the seed of the (deterministic) randomness.
 *
 * Checks, as the headers document them: enc returns 0, except ML-KEM which
 * returns PQPOLY_ERR_INVALID_PUBLIC_KEY exactly when a 12-bit value of t-hat
 * is >= q and then zeroes ss; on success every byte of ct and ss is written
 * and the same randomness gives the same output; pk is not written; to the
 * honest public key, the honest secret key decapsulates ct to ss. */
#include "fuzz_common.h"

#define MODE_PK_XOR 1
#define MODE_CANONICAL 2
#define MLKEM_Q 3329
#define MLKEM_SYM 32

/* Value i (12 bits) of an encoded polynomial vector. */
static unsigned get12(const uint8_t *p, size_t i) {
    const uint8_t *b = p + 3 * (i / 2);
    return i % 2 ? (unsigned)(b[1] >> 4) | (unsigned)b[2] << 4 : (unsigned)b[0] | (unsigned)(b[1] & 15) << 8;
}

static void set12(uint8_t *p, size_t i, unsigned v) {
    uint8_t *b = p + 3 * (i / 2);
    if (i % 2) {
        b[1] = (uint8_t)((b[1] & 15) | (v & 15) << 4);
        b[2] = (uint8_t)(v >> 4);
    } else {
        b[0] = (uint8_t)v;
        b[1] = (uint8_t)((b[1] & 0xf0) | v >> 8);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    const pqpoly_kem *k;
    const fuzz_honest *h;
    size_t index, left, nvalues = 0;
    unsigned mode;
    int mlkem, rc1, rc2, canonical = 1;
    uint64_t seed;
    uint8_t *pk, *pk0, *ct1, *ct2, *ss1, *ss2;
    if (size < 1) return 0;
    index = data[0] % pqpoly_kem_count();
    mode = size > 1 ? data[1] : 0;
    k = pqpoly_kem_at(index);
    h = fuzz_honest_for(index);
    mlkem = strcmp(k->family, "mlkem") == 0;
    seed = 0xe11c0000u + (mode >> 2);
    data += size > 1 ? 2 : 1;
    left = size > 1 ? size - 2 : 0;

    pk = malloc(k->publickeybytes);
    pk0 = malloc(k->publickeybytes);
    ct1 = malloc(k->ciphertextbytes);
    ct2 = malloc(k->ciphertextbytes);
    ss1 = malloc(k->bytes);
    ss2 = malloc(k->bytes);
    FUZZ_ASSERT(pk && pk0 && ct1 && ct2 && ss1 && ss2);
    fuzz_take(pk, k->publickeybytes, &data, &left);
    if (mode & MODE_PK_XOR)
        for (size_t i = 0; i < k->publickeybytes; i++) pk[i] ^= h->pk[i];
    if (mlkem) { /* ek = t-hat (k polynomials of 256 12-bit values) || rho */
        FUZZ_ASSERT((k->publickeybytes - MLKEM_SYM) % 384 == 0);
        nvalues = (k->publickeybytes - MLKEM_SYM) / 384 * 256;
        for (size_t i = 0; i < nvalues; i++) {
            unsigned v = get12(pk, i);
            if (v >= MLKEM_Q && (mode & MODE_CANONICAL)) set12(pk, i, v - MLKEM_Q);
            else if (v >= MLKEM_Q) canonical = 0;
        }
    }
    memcpy(pk0, pk, k->publickeybytes);

    memset(ct1, 0xa5, k->ciphertextbytes);
    memset(ss1, 0xa5, k->bytes);
    memset(ct2, 0x5a, k->ciphertextbytes);
    memset(ss2, 0x5a, k->bytes);
    fuzz_seed_random(seed);
    rc1 = k->enc(ct1, ss1, pk);
    fuzz_seed_random(seed);
    rc2 = k->enc(ct2, ss2, pk);
    FUZZ_ASSERT(rc1 == rc2);
    FUZZ_ASSERT(memcmp(pk, pk0, k->publickeybytes) == 0);
    if (mlkem) {
        FUZZ_ASSERT(rc1 == (canonical ? 0 : PQPOLY_ERR_INVALID_PUBLIC_KEY));
        if (rc1 != 0) FUZZ_ASSERT(fuzz_all_zero(ss1, k->bytes) && fuzz_all_zero(ss2, k->bytes));
    } else if (strcmp(k->family, "sntrup") == 0 || strcmp(k->family, "ntrulpr") == 0 ||
               strcmp(k->family, "kyber") == 0 || strcmp(k->family, "saber") == 0 ||
               strcmp(k->family, "newhope") == 0) {
        FUZZ_ASSERT(rc1 == 0); /* no public-key check is documented */
    } else {
        FUZZ_ASSERT(rc1 == 0 || (rc1 >= PQPOLY_ERR_LIBCRYPTO && rc1 <= PQPOLY_ERR_RANDOMNESS));
    }
    if (rc1 == 0) {
        FUZZ_ASSERT(memcmp(ct1, ct2, k->ciphertextbytes) == 0);
        FUZZ_ASSERT(memcmp(ss1, ss2, k->bytes) == 0);
        if (memcmp(pk, h->pk, k->publickeybytes) == 0) {
            FUZZ_ASSERT(k->dec(ss2, ct1, h->sk) == 0);
            FUZZ_ASSERT(memcmp(ss1, ss2, k->bytes) == 0);
        }
    }
    free(pk);
    free(pk0);
    free(ct1);
    free(ct2);
    free(ss1);
    free(ss2);
    return 0;
}
