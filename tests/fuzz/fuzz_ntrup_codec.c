/* fuzz_ntrup_codec: NTRU Prime's parsers and kernels on hostile bytes — the
 * decoders every public key, ciphertext and secret key passes through, and
 * the kernels behind them, for every kernel table compiled in
 * (src/ring/ntrup/backend.h).
 *
 * Input: byte 0 selects a table (mod pqpoly_ntrup_backend_count()), byte 1
 * the checks (low nibble 1: also invert in R/3, which is slow, so one input
 * in sixteen); the rest is the
 * encoded bytes (zero-padded).  Checks, as internal.h and the specification
 * state them:
 *   - R/q and Rounded decoding of any bytes yields coefficients in
 *     [-(q-1)/2, (q-1)/2] (Rounded: multiples of 3), and decoding what was
 *     encoded from a decoded element gives it back;
 *   - Small decoding of any bytes is ternary, and round-trips the same way;
 *   - Round gives multiples of 3 in range within 1 of its input;
 *   - the weight mask is 0 exactly when w coefficients are nonzero;
 *   - the sort orders any words ascending without losing one;
 *   - when 1/g in R/3 is reported to exist, g * (1/g) = 1 (checked with
 *     schoolbook in R/3). */
#include <stdio.h>
#include <stdlib.h>

#include "fuzz_common.h"
#include "ring/ntrup/backend.h"

#define MAXP 1277

static int cmp_u32(const void *a, const void *b) {
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return (x > y) - (x < y);
}

/* g * v in Z_3[x]/(x^p - x - 1) is 1 (schoolbook, public test values). */
static int r3_inverse_ok(const int8_t *g, const int8_t *v, int p) {
    static int32_t prod[2 * MAXP];
    memset(prod, 0, sizeof prod);
    for (int i = 0; i < p; i++)
        for (int j = 0; j < p; j++) prod[i + j] += g[i] * v[j];
    for (int i = 2 * p - 2; i >= p; i--) { /* x^p = x + 1 */
        prod[i - p + 1] += prod[i];
        prod[i - p] += prod[i];
    }
    for (int i = 0; i < p; i++)
        if (((prod[i] % 3) + 3) % 3 != (i == 0)) return 0;
    return 1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static uint8_t bytes[4096], enc[4096];
    static int16_t r[MAXP], r2[MAXP], t[MAXP];
    static int8_t s[MAXP], s2[MAXP], v[MAXP];
    static uint32_t words[MAXP], sorted[MAXP];
    const pqpoly_ntrup_backend *k;
    const pqpoly_kem *kem;
    char name[32];
    size_t left, rq_bytes, rounded_bytes, small_bytes;
    int p, q, half, weight = 0;
    unsigned mode;

    if (size < 2 || pqpoly_ntrup_backend_count() == 0) return 0;
    k = pqpoly_ntrup_backend_at(data[0] % pqpoly_ntrup_backend_count());
    mode = data[1];
    data += 2;
    left = size - 2;
    p = k->p;
    q = k->q;
    half = (q - 1) / 2;
    FUZZ_ASSERT(p <= MAXP);
    /* Byte lengths from the Streamlined set of the same p: its public key is
     * Rq_encode(h), its ciphertext Rounded_encode(c) || 32-byte confirmation. */
    snprintf(name, sizeof name, "sntrup%d", p);
    kem = pqpoly_kem_get(name);
    FUZZ_ASSERT(kem != NULL);
    rq_bytes = kem->publickeybytes;
    rounded_bytes = kem->ciphertextbytes - 32;
    small_bytes = (size_t)(p + 3) / 4;
    memset(bytes, 0, sizeof bytes);
    fuzz_take(bytes, rq_bytes, &data, &left);

    k->rq_decode(r, bytes);
    for (int i = 0; i < p; i++) FUZZ_ASSERT(r[i] >= -half && r[i] <= half);
    k->rq_encode(enc, r);
    k->rq_decode(r2, enc);
    FUZZ_ASSERT(memcmp(r, r2, (size_t)p * sizeof r[0]) == 0);

    k->round3(t, r);
    for (int i = 0; i < p; i++) {
        FUZZ_ASSERT(t[i] % 3 == 0 && t[i] >= -half && t[i] <= half);
        FUZZ_ASSERT(t[i] - r[i] >= -1 && t[i] - r[i] <= 1);
    }

    k->rounded_decode(r, bytes);
    for (int i = 0; i < p; i++) FUZZ_ASSERT(r[i] % 3 == 0 && r[i] >= -half && r[i] <= half);
    k->rounded_encode(enc, r);
    FUZZ_ASSERT(rounded_bytes <= sizeof enc);
    k->rounded_decode(r2, enc);
    FUZZ_ASSERT(memcmp(r, r2, (size_t)p * sizeof r[0]) == 0);

    k->small_decode(s, bytes);
    for (int i = 0; i < p; i++) {
        FUZZ_ASSERT(s[i] >= -1 && s[i] <= 1);
        weight += s[i] != 0;
    }
    k->small_encode(enc, s);
    FUZZ_ASSERT(small_bytes <= sizeof enc);
    k->small_decode(s2, enc);
    FUZZ_ASSERT(memcmp(s, s2, (size_t)p) == 0);
    FUZZ_ASSERT(k->weightw_mask(s) == (weight == k->w ? 0 : -1));

    for (int i = 0; i < p; i++)
        words[i] = (uint32_t)bytes[(4 * i) % rq_bytes] | (uint32_t)bytes[(4 * i + 1) % rq_bytes] << 8 |
                   (uint32_t)bytes[(4 * i + 2) % rq_bytes] << 16 | (uint32_t)bytes[(4 * i + 3) % rq_bytes] << 24;
    memcpy(sorted, words, (size_t)p * sizeof words[0]);
    k->sort_u32(sorted, (size_t)p);
    qsort(words, (size_t)p, sizeof words[0], cmp_u32);
    FUZZ_ASSERT(memcmp(words, sorted, (size_t)p * sizeof words[0]) == 0);

    if ((mode & 15) == 1) {
        int rc = k->r3_recip(v, s);
        FUZZ_ASSERT(rc == 0 || rc == -1);
        if (rc == 0) FUZZ_ASSERT(r3_inverse_ok(s, v, p));
    }
    return 0;
}
