/* fuzz_mul: every registered multiplier against its ring's schoolbook entry.
 *
 * Input: bytes 0-1 select an entry (little-endian, mod pqpoly_mul_count()),
 * byte 2 a mode, the rest gives the coefficients of a, then b.  A big
 * coefficient takes two bytes and is the largest magnitude of either sign
 * (or next to it) 3 times in 8, so the extremes the lazy reductions must
 * survive come up often; a ternary one takes a byte.  Mode bits 0-1 (a) and
 * 2-3 (b) fill what the input does not reach: 0 = the input again,
 * 1 = all maximal, 2 = all minimal, 3 = alternating; bits 4-5 choose where
 * base() of a staged entry writes: 1 = over ta, 2 = over tb, else apart.
 *
 * Checks: the result and the schoolbook's lie in the centered range and
 * agree; a and b are not written; for a staged entry (transform != NULL)
 * forward_a, forward_b, base, inverse composed give the same product, in
 * buffers of exactly transform->bytes (ASan sees any access past them). */
#include "fuzz_common.h"

typedef struct {
    const uint8_t *data;
    size_t size, pos;
    int fill; /* mode: 0 repeat the input, 1 max, 2 min, 3 alternate */
} coeff_stream;

/* Next n bytes of the input, or NULL once it is used up (fill takes over). */
static const uint8_t *next_bytes(coeff_stream *s, size_t n) {
    if (s->pos + n > s->size) {
        if (s->fill != 0 || s->size < n) return NULL;
        s->pos = 0; /* repeat: short inputs still give full operands */
    }
    s->pos += n;
    return s->data + s->pos - n;
}

static void fill_big(int16_t *p, const pqpoly_ring *r, int16_t lo, int16_t hi, coeff_stream *s) {
    int32_t range = hi - lo + 1;
    for (int i = 0; i < r->n; i++) {
        const uint8_t *b = next_bytes(s, 2);
        unsigned v;
        if (b == NULL) {
            p[i] = s->fill == 1 ? hi : s->fill == 2 ? lo : s->fill == 3 ? (i & 1 ? hi : lo) : 0;
            continue;
        }
        v = (unsigned)b[0] | (unsigned)b[1] << 8;
        switch (v & 7) {
        case 0: p[i] = hi; break;
        case 1: p[i] = lo; break;
        case 2: { /* next to an extreme; the offset stays inside tiny ranges (q = 3) */
            int off = (int)((v >> 4 & 3) % (unsigned)range);
            p[i] = (int16_t)(v & 8 ? hi - off : lo + off);
            break;
        }
        /* Scaled, not reduced: 13 bits must spread over q up to 12289. */
        default: p[i] = (int16_t)(lo + (int32_t)(((uint32_t)(v >> 3) * (uint32_t)range) >> 13)); break;
        }
    }
}

static void fill_small(int16_t *p, const pqpoly_ring *r, coeff_stream *s) {
    for (int i = 0; i < r->n; i++) {
        const uint8_t *b = next_bytes(s, 1);
        int sb = r->small_bound; /* 1 (ternary), 5 for saber */
        if (b == NULL) {
            p[i] = (int16_t)(s->fill == 1 ? sb : s->fill == 2 ? -sb : s->fill == 3 ? (i & 1 ? sb : -sb) : 0);
            continue;
        }
        switch (b[0] & 3) {
        case 0: p[i] = 0; break;
        case 1: p[i] = (int16_t)sb; break;
        case 2: p[i] = (int16_t)-sb; break;
        default: p[i] = (int16_t)((b[0] >> 2) % (2 * sb + 1) - sb); break; /* test code: % is fine */
        }
    }
}

static void check_range(const int16_t *c, int n, int16_t lo, int16_t hi) {
    for (int i = 0; i < n; i++) FUZZ_ASSERT(c[i] >= lo && c[i] <= hi);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    const pqpoly_mul_entry *e, *ref;
    const pqpoly_ring *r;
    coeff_stream s;
    unsigned mode;
    int16_t lo, hi, *a, *b, *a0, *b0, *c, *d;
    size_t nbytes;
    if (size < 3) return 0;
    e = pqpoly_mul_at(((size_t)data[0] | (size_t)data[1] << 8) % pqpoly_mul_count());
    mode = data[2];
    r = pqpoly_ring_get(e->ring);
    FUZZ_ASSERT(r != NULL);
    ref = pqpoly_mul_find(r->name, "schoolbook", PQPOLY_BIG_BIG);
    FUZZ_ASSERT(ref != NULL);
    /* The contract's centered range: [-(q-1)/2, (q-1)/2] odd q, [-q/2, q/2-1] even q. */
    lo = (int16_t)(r->q % 2 ? -(r->q - 1) / 2 : -r->q / 2);
    hi = (int16_t)((r->q - 1) / 2);
    nbytes = (size_t)r->n * sizeof(int16_t);
    a = malloc(nbytes);
    b = malloc(nbytes);
    a0 = malloc(nbytes);
    b0 = malloc(nbytes);
    c = malloc(nbytes);
    d = malloc(nbytes);
    FUZZ_ASSERT(a && b && a0 && b0 && c && d);

    s = (coeff_stream){data + 3, size - 3, 0, (int)(mode & 3)};
    fill_big(a, r, lo, hi, &s);
    s.fill = (int)(mode >> 2 & 3); /* b continues where a stopped */
    if (e->operands == PQPOLY_BIG_SMALL) fill_small(b, r, &s);
    else fill_big(b, r, lo, hi, &s);
    /* The operands themselves keep the contract (a trap here is a harness bug). */
    check_range(a, r->n, lo, hi);
    if (e->operands == PQPOLY_BIG_SMALL) check_range(b, r->n, (int16_t)-r->small_bound, r->small_bound);
    else check_range(b, r->n, lo, hi);
    memcpy(a0, a, nbytes);
    memcpy(b0, b, nbytes);

    ref->mul(d, a, b, r);
    check_range(d, r->n, lo, hi);
    e->mul(c, a, b, r);
    check_range(c, r->n, lo, hi);
    FUZZ_ASSERT(memcmp(c, d, nbytes) == 0);
    FUZZ_ASSERT(memcmp(a, a0, nbytes) == 0 && memcmp(b, b0, nbytes) == 0);

    if (e->transform != NULL) {
        const pqpoly_transform *t = e->transform;
        size_t tbytes = (t->bytes + 31) / 32 * 32; /* aligned_alloc wants a multiple */
        void *ta, *tb, *tc;
        unsigned where = mode >> 4 & 3;
        FUZZ_ASSERT(t->bytes > 0 && t->bytes <= PQPOLY_TRANSFORM_MAX_BYTES);
        ta = aligned_alloc(32, tbytes);
        tb = aligned_alloc(32, tbytes);
        tc = where == 1 ? ta : where == 2 ? tb : aligned_alloc(32, tbytes);
        FUZZ_ASSERT(ta && tb && tc);
        memset(c, 0x55, nbytes);
        t->forward_a(ta, a);
        t->forward_b(tb, b);
        t->base(tc, ta, tb);
        t->inverse(c, tc);
        FUZZ_ASSERT(memcmp(c, d, nbytes) == 0);
        FUZZ_ASSERT(memcmp(a, a0, nbytes) == 0 && memcmp(b, b0, nbytes) == 0);
        if (tc != ta && tc != tb) free(tc);
        free(ta);
        free(tb);
    }
    free(a);
    free(b);
    free(a0);
    free(b0);
    free(c);
    free(d);
    return 0;
}
