/* Up to four one-shot sponges (FIPS 202 §4) side by side: see sponges.h.
 * Each lane runs the same small state machine, on the interleaved state
 * (stride 4) while two or more lanes step together, on a copy of its 25
 * lanes (stride 1) when it runs alone.  Every lane boundary, length and step
 * count depends on public lengths only, never on the data. */
#include "sponges.h"

#include <string.h>

#include "common/pick.h"
#include "pqpoly/common.h"
#include "pqpoly/poly.h"
#include "sym/fips202x4.h"
#include "sym/keccak_f1600.h"

void saber_sponges_init(saber_sponges *x) {
    size_t n = pqpoly_keccakx4_impl_count(), k;
    uint32_t isa[8];
    memset(x, 0, sizeof *x);
    for (size_t i = 0; i < n && i < 8; i++) isa[i] = pqpoly_keccakx4_impl_at(i)->isa;
    k = pqpoly_pick(isa, n < 8 ? n : 8, pqpoly_isa_usable());
    if (k >= n) k = 0; /* the portable one always fits */
    x->permute = pqpoly_keccakx4_impl_at(k)->permute;
    x->step_cost12 = pqpoly_keccakx4_impl_at(k)->step_cost12;
}

void saber_sponges_start(saber_sponges *x, unsigned j, unsigned rate, uint8_t domain,
                         const uint8_t *in, size_t inlen, uint8_t *out, size_t outlen) {
    saber_sponge_lane *l = &x->lane[j];
    for (unsigned i = 0; i < 25; i++) x->s[4 * i + j] = 0;
    l->in = in;
    l->inlen = inlen;
    l->out = out;
    l->outlen = outlen;
    l->rate = rate;
    l->domain = domain;
    l->phase = outlen > 0 ? 1 : 0;
}

static inline uint64_t load64(const uint8_t *p) {
    uint64_t v = 0;
    for (unsigned i = 0; i < 8; i++) v |= (uint64_t)p[i] << (8 * i); /* one load after optimization */
    return v;
}

static inline void store64(uint8_t *p, uint64_t v) {
    for (unsigned i = 0; i < 8; i++) p[i] = (uint8_t)(v >> (8 * i)); /* one store after optimization */
}

/* Before a permutation: absorb the next block (the last one padded, pad10*1
 * after the domain bits, FIPS 202 §5.1, §6.1-6.2). */
static void pre(saber_sponge_lane *l, uint64_t *s, size_t stride) {
    size_t n, i;
    if (l->phase != 1) return;
    n = l->inlen < l->rate ? l->inlen : l->rate;
    for (i = 0; i + 8 <= n; i += 8) s[stride * (i / 8)] ^= load64(l->in + i);
    for (; i < n; i++) s[stride * (i / 8)] ^= (uint64_t)l->in[i] << (8 * (i % 8));
    l->in += n;
    l->inlen -= n;
    if (n < l->rate) { /* the last block: the input ended inside it */
        s[stride * (n / 8)] ^= (uint64_t)l->domain << (8 * (n % 8));
        s[stride * ((l->rate - 1) / 8)] ^= (uint64_t)0x80 << (8 * ((l->rate - 1) % 8));
        l->phase = 2;
    }
}

/* After a permutation: squeeze up to one block. */
static void post(saber_sponge_lane *l, const uint64_t *s, size_t stride) {
    size_t n, i;
    if (l->phase != 2) return;
    n = l->outlen < l->rate ? l->outlen : l->rate;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    if (stride == 1) { /* the state's bytes are the output's */
        memcpy(l->out, s, n);
        i = n;
    } else
#endif
    {
        for (i = 0; i + 8 <= n; i += 8) store64(l->out + i, s[stride * (i / 8)]);
    }
    for (; i < n; i++) l->out[i] = (uint8_t)(s[stride * (i / 8)] >> (8 * (i % 8)));
    l->out += n;
    l->outlen -= n;
    if (l->outlen == 0) l->phase = 0;
}

/* Lane j alone, with the scalar permutation on a copy of its state. */
static void finish_alone(saber_sponges *x, unsigned j) {
    saber_sponge_lane *l = &x->lane[j];
    uint64_t s[25];
    for (unsigned i = 0; i < 25; i++) s[i] = x->s[4 * i + j];
    while (l->phase != 0) {
        pre(l, s, 1);
        pqpoly_keccak_f1600(s);
        post(l, s, 1);
    }
    pqpoly_memzero(s, sizeof s);
}

void saber_sponges_finish(saber_sponges *x, unsigned j) {
    while (x->lane[j].phase != 0) {
        unsigned active = 0;
        for (unsigned k = 0; k < 4; k++) active += x->lane[k].phase != 0;
        /* A four-way step pays when it replaces more scalar permutations
         * than it costs: two active lanes with AVX2 (16/12), four with the
         * portable form (36/12), which Saber's at most three never reach. */
        if (12 * active <= x->step_cost12) {
            finish_alone(x, j);
            return;
        }
        for (unsigned k = 0; k < 4; k++) pre(&x->lane[k], x->s + k, 4);
        x->permute(x->s);
        for (unsigned k = 0; k < 4; k++) post(&x->lane[k], x->s + k, 4);
    }
}

void saber_sponges_wipe(saber_sponges *x) { pqpoly_memzero(x, sizeof *x); }
