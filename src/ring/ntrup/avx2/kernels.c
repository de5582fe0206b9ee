/* The AVX2 kernel table of one NTRU Prime parameter set (kernels.h; listed in
 * kernel_list.h under PQPOLY_NTRUP_KERNELS_AVX2): every member an AVX2
 * kernel (the NTRU LPRime steps NULL in Streamlined sets, as kernels.h
 * allows). */
#include "kernels_avx2.h"

#include "pqpoly/poly.h"

const pqpoly_ntrup_kernels NTRUP_NS(kernels_avx2) = {
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
};
