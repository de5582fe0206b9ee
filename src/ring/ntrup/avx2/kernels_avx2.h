/* The AVX2 kernels of one NTRU Prime parameter set (compiled with -mavx2 by
 * ring.cmake; include after the -DPQPOLY_PARAMS_<SET> definition).  Each
 * computes exactly what the portable kernel of the same member computes
 * (../set.h, ../backend.h), on every input.  Internal header. */
#ifndef PQPOLY_RING_NTRUP_AVX2_KERNELS_H
#define PQPOLY_RING_NTRUP_AVX2_KERNELS_H

#include <stddef.h>
#include <stdint.h>

#include "../set.h"

/* sort.c */
void NTRUP_NS(sort_u32_avx2)(uint32_t *x, size_t n);
/* r3_recip.c */
int NTRUP_NS(r3_recip_avx2)(int8_t *out, const int8_t *in);
/* rq_recip.c */
int NTRUP_NS(rq_recip3_avx2)(int16_t *out, const int8_t *in);
/* small_codec.c */
void NTRUP_NS(small_encode_avx2)(uint8_t *s, const int8_t *f);
void NTRUP_NS(small_decode_avx2)(int8_t *f, const uint8_t *s);
/* encode.c, decode.c */
void NTRUP_NS(rq_encode_avx2)(uint8_t *s, const int16_t *r);
void NTRUP_NS(rounded_encode_avx2)(uint8_t *s, const int16_t *r);
void NTRUP_NS(rq_decode_avx2)(int16_t *r, const uint8_t *s);
void NTRUP_NS(rounded_decode_avx2)(int16_t *r, const uint8_t *s);
/* round.c, weight.c */
void NTRUP_NS(round_avx2)(int16_t *out, const int16_t *a);
int NTRUP_NS(weightw_mask_avx2)(const int8_t *r);
/* mod3.c */
void NTRUP_NS(r3_from_rq3_avx2)(int8_t *e, const int16_t *a);
#if NTRUP_LPR
/* lpr.c (NTRU LPRime sets only) */
void NTRUP_NS(lpr_top_avx2)(uint8_t *top, const int16_t *bA, const uint8_t *r_enc);
void NTRUP_NS(lpr_right_avx2)(uint8_t *r_enc, const uint8_t *top, const int16_t *aB);
void NTRUP_NS(lpr_generator_avx2)(int16_t *G, const uint8_t *s);
#endif

#endif
