/* The AVX2 row of one NTRU Prime parameter set (backend.h; listed in
 * backend_list.h inside PQPOLY_IF_X86_AVX2): every kernel an AVX2 one (the
 * NTRU LPRime steps NULL in Streamlined sets, as backend.h allows); the
 * products are the picker's. */
#include "kernels_avx2.h"

#include "pqpoly/poly.h"

const pqpoly_ntrup_backend NTRUP_NS(backend_avx2) = {
    PQPOLY_ISA_X86_AVX2,
    "avx2",
    NTRUP_NAME_STR,
    NTRUP_P,
    NTRUP_Q,
    NTRUP_W,
    NTRUP_NS(sort_u32_avx2),
    NTRUP_NS(r3_recip_avx2),
    NTRUP_NS(rq_recip3_avx2),
    NTRUP_NS(small_encode_avx2),
    NTRUP_NS(small_decode_avx2),
    NTRUP_NS(rq_encode_avx2),
    NTRUP_NS(rq_decode_avx2),
    NTRUP_NS(rounded_encode_avx2),
    NTRUP_NS(rounded_decode_avx2),
    NTRUP_NS(round_avx2),
    NTRUP_NS(weightw_mask_avx2),
    NTRUP_NS(r3_from_rq3_avx2),
#if NTRUP_LPR
    NTRUP_NS(lpr_top_avx2),
    NTRUP_NS(lpr_right_avx2),
    NTRUP_NS(lpr_generator_avx2),
#else
    NULL,
    NULL,
    NULL,
#endif
    /* products: the picker's */
    NULL,
    NULL,
    NULL,
    NULL,
    NULL,
};
