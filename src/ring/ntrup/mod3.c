/* Decrypt's first step of Streamlined NTRU Prime (round-3 specification:
 * e = 3 f c in R/q, lifted to R/3), for one parameter set: the portable
 * kernel r3_from_rq3 (backend.h). */
#include "arith.h"
#include "set.h"

void NTRUP_NS(r3_from_rq3)(int8_t *e, const int16_t *a) {
    for (int i = 0; i < NTRUP_P; i++) e[i] = ntrup_f3_freeze(ntrup_fq_freeze(3 * (int32_t)a[i]));
}
