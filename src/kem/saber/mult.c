/* Saber's matrix-vector and inner products through the product of the
 * operation's backend, B->prod (src/ring/saber/backend.h: the multiplier the
 * ring layer selects for ring "saber", big*small: the second operand is the
 * secret, |s_i| <= mu/2 <= 5, the ring's small_bound).
 *
 * Block recombination ([PC20, §3.4], after [PC20, §2.4]): when the product
 * has accumulation stages (B->prod.bytes != 0), each secret polynomial is
 * transformed once (forward_b), each matrix entry once (forward_a), the l
 * component products of an output polynomial are summed in the transformed
 * domain (base_acc) and it is recombined once (inverse_acc).  Otherwise
 * mul is called per product and the products are added.  Every product
 * gives the same result modulo 2^13. */
#include <string.h>

#include "common/outline.h"
#include "poly.h"
#include "pqpoly/common.h"

/* The secret-dependent buffers of one call: the transformed secrets tb and
 * the accumulated products tc, wiped once by the caller (wipe below).  ta
 * holds transforms of public polynomials only (rows of A, b, b') and is not
 * wiped. */
typedef struct {
    _Alignas(32) unsigned char tb[SABER_L * PQPOLY_SABER_TBYTES_MAX];
    _Alignas(32) unsigned char tc[PQPOLY_SABER_TBYTES_MAX];
} saber_secret_buf;

static void wipe(const pqpoly_saber_product *P, saber_secret_buf *sb) {
    if (P->bytes != 0) {
        pqpoly_memzero(sb->tb, SABER_L * P->bytes);
        pqpoly_memzero(sb->tc, P->bytes);
    }
}

/* r = sum_j M(j) s[j], M(j) = *row[j].  Out of line: its buffer of l
 * transformed rows (up to 24 KB) then lives in its own frame, released
 * between calls, not in the callers' beside the secret buffers (gcc 12 -O3
 * inlines one call of saber_matvec_inner's otherwise: 18 KB more stack). */
static PQPOLY_OUTLINE void dot(const pqpoly_saber_product *P, saber_poly *r, const saber_poly *const row[SABER_L],
                const saber_poly s[SABER_L], saber_secret_buf *sb, int tb_ready) {
    if (P->bytes != 0) {
        _Alignas(32) unsigned char ta[SABER_L * PQPOLY_SABER_TBYTES_MAX];
        size_t step = P->bytes;
        if (!tb_ready)
            for (size_t j = 0; j < SABER_L; j++) P->forward_b(sb->tb + j * step, s[j].c);
        for (size_t j = 0; j < SABER_L; j++) P->forward_a(ta + j * step, row[j]->c);
        P->base_acc(sb->tc, ta, sb->tb, SABER_L);
        P->inverse_acc(r->c, sb->tc, SABER_L);
    } else {
        saber_poly p;
        memset(r, 0, sizeof *r);
        for (size_t j = 0; j < SABER_L; j++) {
            P->mul(p.c, row[j]->c, s[j].c, P->ring);
            for (size_t i = 0; i < SABER_N; i++) /* modulo 2^16: exact modulo 2^13 */
                r->c[i] = (int16_t)(uint16_t)((uint16_t)r->c[i] + (uint16_t)p.c[i]);
        }
        pqpoly_memzero(&p, sizeof p);
    }
}

void saber_matvec(const pqpoly_saber_backend *B, saber_poly r[SABER_L], const saber_matrix *A,
                  const saber_poly s[SABER_L], int transpose) {
    saber_secret_buf sb;
    const saber_poly *row[SABER_L];
    for (size_t i = 0; i < SABER_L; i++) {
        for (size_t j = 0; j < SABER_L; j++) row[j] = transpose ? &A->m[j][i] : &A->m[i][j];
        dot(&B->prod, &r[i], row, s, &sb, i > 0);
    }
    wipe(&B->prod, &sb);
}

void saber_inner(const pqpoly_saber_backend *B, saber_poly *r, const saber_poly b[SABER_L],
                 const saber_poly s[SABER_L]) {
    saber_secret_buf sb;
    const saber_poly *row[SABER_L];
    for (size_t j = 0; j < SABER_L; j++) row[j] = &b[j];
    dot(&B->prod, r, row, s, &sb, 0);
    wipe(&B->prod, &sb);
}

void saber_matvec_inner(const pqpoly_saber_backend *B, saber_poly r[SABER_L], saber_poly *v,
                        const saber_matrix *A, const saber_poly b[SABER_L], const saber_poly s[SABER_L]) {
    saber_secret_buf sb;
    const saber_poly *row[SABER_L];
    for (size_t i = 0; i < SABER_L; i++) {
        for (size_t j = 0; j < SABER_L; j++) row[j] = &A->m[i][j];
        dot(&B->prod, &r[i], row, s, &sb, i > 0);
    }
    for (size_t j = 0; j < SABER_L; j++) row[j] = &b[j];
    dot(&B->prod, v, row, s, &sb, 1); /* s transformed once for both products */
    wipe(&B->prod, &sb);
}
