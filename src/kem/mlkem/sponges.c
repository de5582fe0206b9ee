/* The sponge scheduler (sponges.h). */
#include "sponges.h"

#include <string.h>

#include "pqpoly/common.h"
#include "sym/fips202x4.h"
#include "sym/keccak_f1600.h"
#include "sym/le64.h"

#define load64 pqpoly_load64_le
#define store64 pqpoly_store64_le

/* floor(len / rate) by subtraction: the library's KEM code has no division
 * instruction (tests/ct/div_scan.py); the lengths are public and short. */
static size_t whole(size_t len, unsigned rate) {
    size_t n = 0;
    for (; len >= rate; len -= rate) n++;
    return n;
}

/* Permutations a sponge takes: one per input block (the last, padded, may
 * be empty of input) and one per further output block. */
static size_t perms(const pqpoly_mlkem_sponge *p) {
    return whole(p->inlen, p->rate) + whole(p->outlen + p->rate - 1, p->rate);
}

/* Before permutation b of sponge p, on a lane whose word i is s[stride i]:
 * input block b, the last one with pad10*1 (FIPS 202 §5.1). */
static void absorb_block(uint64_t *s, unsigned stride, const pqpoly_mlkem_sponge *p, size_t nabs,
                         size_t b) {
    const unsigned r = p->rate;
    const uint8_t *in = p->in + b * r;
    size_t left, k = 0;
    if (b >= nabs) return; /* squeezing */
    if (b + 1 < nabs) {
        for (unsigned i = 0; i < r / 8; i++) s[stride * i] ^= load64(in + 8 * i);
        return;
    }
    left = p->inlen - b * r;
    for (; k + 8 <= left; k += 8) s[stride * (k >> 3)] ^= load64(in + k);
    for (; k < left; k++) s[stride * (k >> 3)] ^= (uint64_t)in[k] << (8 * (k & 7));
    s[stride * (left >> 3)] ^= (uint64_t)p->domain << (8 * (left & 7));
    s[stride * ((r - 1) >> 3)] ^= (uint64_t)0x80 << (8 * ((r - 1) & 7));
}

/* After permutation b: the output block it gives, if any (unless the
 * caller copied it: copied = 1).  Returns 1 when the sponge is done (and
 * keeps its state if asked). */
static int squeeze_block(const uint64_t *s, unsigned stride, const pqpoly_mlkem_sponge *p,
                         size_t nabs, size_t b, int copied) {
    const unsigned r = p->rate;
    size_t o, len;
    if (b + 1 < nabs) return 0;
    o = (b + 1 - nabs) * r;
    len = p->outlen - o < r ? p->outlen - o : r;
    if (!copied) {
        uint8_t *out = p->out + o;
        const uint64_t *w = s;
        size_t words = len >> 3;
        for (size_t i = 0; i < words; i++, w += stride) store64(out + 8 * i, *w);
        for (size_t k = 8 * words; k < len; k++) out[k] = (uint8_t)(*w >> (8 * (k & 7)));
    }
    if (o + len < p->outlen) return 0;
    if (p->keep != NULL)
        for (unsigned i = 0; i < 25; i++) p->keep[i] = s[stride * i];
    return 1;
}

#define MAX_SPONGES 32

static void run_scalar(const pqpoly_mlkem_sponge *sp, size_t n) {
    uint64_t s[25];
    for (size_t j = 0; j < n; j++) {
        const size_t nabs = whole(sp[j].inlen, sp[j].rate) + 1;
        size_t b = 0;
        memset(s, 0, sizeof s);
        do {
            absorb_block(s, 1, &sp[j], nabs, b);
            pqpoly_keccak_f1600(s);
        } while (!squeeze_block(s, 1, &sp[j], nabs, b++, 0));
    }
    pqpoly_memzero(s, sizeof s);
}

void pqpoly_mlkem_sponges_run(const pqpoly_mlkem_sponge *sp, size_t n) {
    uint64_t st[100];
    size_t order[MAX_SPONGES], cost[MAX_SPONGES], nabs[MAX_SPONGES], queue[4][MAX_SPONGES];
    size_t len[4] = {0, 0, 0, 0}, load[4] = {0, 0, 0, 0}, at[4] = {0, 0, 0, 0}, b[4] = {0, 0, 0, 0};
    /* a four-way step costs c12 / 12 one-at-a-time permutations */
    const size_t c12 = pqpoly_keccakx4_step_cost12();
    size_t total = 0, makespan = 0;
    if (n > MAX_SPONGES || c12 >= 48) {
        run_scalar(sp, n);
        return;
    }
    /* longest first (stable), each to the least loaded lane */
    for (size_t i = 0; i < n; i++) {
        size_t k = i;
        nabs[i] = whole(sp[i].inlen, sp[i].rate) + 1;
        cost[i] = perms(&sp[i]);
        for (; k > 0 && cost[order[k - 1]] < cost[i]; k--) order[k] = order[k - 1];
        order[k] = i;
    }
    for (size_t i = 0; i < n; i++) {
        unsigned l = 0;
        for (unsigned j = 1; j < 4; j++)
            if (load[j] < load[l]) l = j;
        queue[l][len[l]++] = order[i];
        load[l] += cost[order[i]];
    }
    {   /* A lane that alone sets the makespan with its last sponge: that
         * sponge runs on the scalar permutation when this saves more than
         * it costs (c12 / 12 scalar permutations per four-way step). */
        unsigned l = 0;
        size_t second = 0;
        for (unsigned j = 1; j < 4; j++)
            if (load[j] > load[l]) l = j;
        for (unsigned j = 0; j < 4; j++)
            if (j != l && load[j] > second) second = load[j];
        if (len[l] > 0 && load[l] > second) {
            const size_t last = queue[l][len[l] - 1], c = cost[last];
            const size_t rest = load[l] - c, saved = load[l] - (rest > second ? rest : second);
            if (saved * c12 > 12 * c) {
                run_scalar(&sp[last], 1);
                len[l]--;
                load[l] -= c;
            }
        }
    }
    /* What is left: four-way steps (the longest lane) or one at a time (the
     * sum of the lanes), whichever costs less (the portable four-way
     * permutation, at about three scalar permutations a step, loses on a
     * batch of one or two sponges). */
    for (unsigned j = 0; j < 4; j++) {
        total += load[j];
        if (load[j] > makespan) makespan = load[j];
    }
    if (makespan * c12 >= 12 * total) {
        for (unsigned j = 0; j < 4; j++)
            for (size_t i = 0; i < len[j]; i++) run_scalar(&sp[queue[j][i]], 1);
        return;
    }
    memset(st, 0, sizeof st);
    for (;;) {
        int busy = 0, copied;
        for (unsigned j = 0; j < 4; j++) {
            if (at[j] == len[j]) continue;
            absorb_block(st + j, 4, &sp[queue[j][at[j]]], nabs[queue[j][at[j]]], b[j]);
            busy = 1;
        }
        if (!busy) break;
        pqpoly_keccakx4_permute(st);
        {   /* all four lanes give a whole block of one rate (the usual case
             * of SampleNTT and the PRF): one pass over the state */
            uint8_t *o4[4];
            unsigned j = 0, r = 0;
            for (; j < 4 && at[j] < len[j]; j++) {
                const size_t q = queue[j][at[j]], o = (b[j] + 1 - nabs[q]) * sp[q].rate;
                if (b[j] + 1 < nabs[q] || o + sp[q].rate > sp[q].outlen || (j > 0 && sp[q].rate != r))
                    break;
                r = sp[q].rate;
                o4[j] = sp[q].out + o;
            }
            copied = j == 4;
            for (unsigned i = 0; copied && i < r / 8; i++) {
                store64(o4[0] + 8 * i, st[4 * i]);
                store64(o4[1] + 8 * i, st[4 * i + 1]);
                store64(o4[2] + 8 * i, st[4 * i + 2]);
                store64(o4[3] + 8 * i, st[4 * i + 3]);
            }
        }
        for (unsigned j = 0; j < 4; j++) {
            if (at[j] == len[j]) continue;
            const size_t q = queue[j][at[j]];
            if (squeeze_block(st + j, 4, &sp[q], nabs[q], b[j]++, copied)) {
                for (unsigned i = 0; i < 25; i++) st[4 * i + j] = 0; /* the next sponge starts afresh */
                at[j]++;
                b[j] = 0;
            }
        }
    }
    pqpoly_memzero(st, sizeof st);
}
