/* Saber's matrix-vector and inner products through the multiplier the ring
 * layer selects for ring "saber" (big*small: the second operand is the
 * secret, |s_i| <= mu/2 <= 5, the ring's small_bound), read once per call.
 *
 * Block recombination ([PC20, §3.4], after [PC20, §2.4]): when the entry
 * has accumulation stages (include/pqpoly/poly.h: base_acc and inverse_acc
 * without from_base), each secret polynomial is transformed once
 * (forward_b), each matrix entry once (forward_a), the l component products
 * of an output polynomial are summed in the transformed domain (base_acc)
 * and it is recombined once (inverse_acc).  Otherwise the entry's mul is
 * called per product and the products are added (also when the benchmark
 * switch of recombine.h is off).  Every entry gives the same result modulo
 * 2^13. */
#include <string.h>

#include "poly.h"
#include "recombine.h"
#include "pqpoly/common.h"
#include "pqpoly/poly.h"

/* Transformed buffers of the entries whose stages the KEM uses; an entry
 * with larger ones is used through its mul. */
#define SABER_TBYTES_MAX 6144

typedef struct {
    const pqpoly_ring *ring;
    const pqpoly_mul_entry *e;
    const pqpoly_transform *t; /* NULL: use e->mul */
} saber_mul;

static saber_mul selected(void) {
    const pqpoly_ring *r = pqpoly_ring_get("saber");
    saber_mul m = {r, pqpoly_ring_default_mul(r, PQPOLY_BIG_SMALL), NULL};
    const pqpoly_transform *t = m.e->transform;
    if (pqpoly_saber_recombine_get() && t != NULL && t->base_acc != NULL && t->inverse_acc != NULL && t->from_base == NULL &&
        t->bytes <= SABER_TBYTES_MAX && t->bytes % 32 == 0)
        m.t = t;
    return m;
}

/* The secret-dependent buffers of one call: the transformed secrets tb and
 * the accumulated products tc, wiped once by the caller (wipe below).  ta
 * holds transforms of public polynomials only (rows of A, b, b') and is not
 * wiped. */
typedef struct {
    _Alignas(32) unsigned char tb[SABER_L * SABER_TBYTES_MAX];
    _Alignas(32) unsigned char tc[SABER_TBYTES_MAX];
} saber_secret_buf;

static void wipe(const saber_mul *m, saber_secret_buf *sb) {
    if (m->t != NULL) {
        pqpoly_memzero(sb->tb, SABER_L * m->t->bytes);
        pqpoly_memzero(sb->tc, m->t->bytes);
    }
}

/* r = sum_j M(j) s[j], M(j) = *row[j]. */
static void dot(const saber_mul *m, saber_poly *r, const saber_poly *const row[SABER_L],
                const saber_poly s[SABER_L], saber_secret_buf *sb, int tb_ready) {
    if (m->t != NULL) {
        _Alignas(32) unsigned char ta[SABER_L * SABER_TBYTES_MAX];
        size_t step = m->t->bytes;
        if (!tb_ready)
            for (size_t j = 0; j < SABER_L; j++) m->t->forward_b(sb->tb + j * step, s[j].c);
        for (size_t j = 0; j < SABER_L; j++) m->t->forward_a(ta + j * step, row[j]->c);
        m->t->base_acc(sb->tc, ta, sb->tb, SABER_L);
        m->t->inverse_acc(r->c, sb->tc, SABER_L);
    } else {
        saber_poly p;
        memset(r, 0, sizeof *r);
        for (size_t j = 0; j < SABER_L; j++) {
            m->e->mul(p.c, row[j]->c, s[j].c, m->ring);
            for (size_t i = 0; i < SABER_N; i++) /* modulo 2^16: exact modulo 2^13 */
                r->c[i] = (int16_t)(uint16_t)((uint16_t)r->c[i] + (uint16_t)p.c[i]);
        }
        pqpoly_memzero(&p, sizeof p);
    }
}

void saber_matvec(saber_poly r[SABER_L], const saber_matrix *A,
                  const saber_poly s[SABER_L], int transpose) {
    saber_mul m = selected();
    saber_secret_buf sb;
    const saber_poly *row[SABER_L];
    for (size_t i = 0; i < SABER_L; i++) {
        for (size_t j = 0; j < SABER_L; j++) row[j] = transpose ? &A->m[j][i] : &A->m[i][j];
        dot(&m, &r[i], row, s, &sb, i > 0);
    }
    wipe(&m, &sb);
}

void saber_inner(saber_poly *r, const saber_poly b[SABER_L], const saber_poly s[SABER_L]) {
    saber_mul m = selected();
    saber_secret_buf sb;
    const saber_poly *row[SABER_L];
    for (size_t j = 0; j < SABER_L; j++) row[j] = &b[j];
    dot(&m, r, row, s, &sb, 0);
    wipe(&m, &sb);
}

void saber_matvec_inner(saber_poly r[SABER_L], saber_poly *v, const saber_matrix *A,
                        const saber_poly b[SABER_L], const saber_poly s[SABER_L]) {
    saber_mul m = selected();
    saber_secret_buf sb;
    const saber_poly *row[SABER_L];
    for (size_t i = 0; i < SABER_L; i++) {
        for (size_t j = 0; j < SABER_L; j++) row[j] = &A->m[i][j];
        dot(&m, &r[i], row, s, &sb, i > 0);
    }
    for (size_t j = 0; j < SABER_L; j++) row[j] = &b[j];
    dot(&m, v, row, s, &sb, 1); /* s transformed once for both products */
    wipe(&m, &sb);
}
