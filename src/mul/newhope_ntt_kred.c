/* NewHope ring, the [ADPS16] transform (the values on the wire) computed with
 * K-RED arithmetic ([LN16, §3-4]): reductions only after multiplications,
 * extra reductions as two successive K-REDs at the stages the generated
 * schedule names (NEWHOPE_KRED_FWD_REDS / _INV_REDS, with the interval after
 * every stage, asserted in debug builds), 1024^-1 and the accumulated
 * factors of k merged into the last inverse stage (src/ntt/newhope/kred.h).
 * Base domain D = k^-2. */
#include "mul/newhope_ntt_kred.h"

PQPOLY_NEWHOPE_KRED_BACKEND(kred, const pqpoly_newhope_ntt pqpoly_newhope_ntt_kred, "ntt-kred", NEWHOPE_KRED, 0,
                            newhope_kred_ntt, newhope_kred_basemul_acc, newhope_kred_invntt,
                            newhope_kred_from_base);

PQPOLY_NEWHOPE_NTT_ENTRY(newhope_ntt_kred, pqpoly_newhope_ntt_kred, "ntt-kred",
                         "[LN16, §3-4] K-RED NTT, reductions after multiplications, [ADPS16] order")
