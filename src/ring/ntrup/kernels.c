/* The kernel tables of one NTRU Prime parameter set and the choice among them
 * (kernels.h).  The portable table points at the portable kernels of this
 * folder; NTRUP_NS(kernels)() picks, at each call, the best
 * table the library may run (pqpoly_pick: CPU and pqpoly_set_impl only). */
#include "set.h"
#include "sort.h"

#include "common/pick.h"

#include <stddef.h>

const pqpoly_ntrup_kernels NTRUP_NS(kernels_portable) = {
    PQPOLY_ISA_PORTABLE,
    "portable",
    NTRUP_NAME_STR,
    NTRUP_P,
    NTRUP_Q,
    NTRUP_W,
    pqpoly_ntruprime_sort_uint32,
    NTRUP_NS(r3_recip),
    NTRUP_NS(rq_recip3),
    NTRUP_NS(small_encode),
    NTRUP_NS(small_decode),
    NTRUP_NS(rq_encode),
    NTRUP_NS(rq_decode),
    NTRUP_NS(rounded_encode),
    NTRUP_NS(rounded_decode),
    NTRUP_NS(round),
    NTRUP_NS(weightw_mask),
    NTRUP_NS(r3_from_rq3),
#if NTRUP_LPR
    NTRUP_NS(lpr_top),
    NTRUP_NS(lpr_right),
    NTRUP_NS(lpr_generator),
#else
    NULL,
    NULL,
    NULL,
#endif
};

#define PQPOLY_NTRUP_KERNELS(impl) extern const pqpoly_ntrup_kernels NTRUP_NS(kernels_##impl);
#include "kernel_list.h"

static const pqpoly_ntrup_kernels *const tables[] = {
#define PQPOLY_NTRUP_KERNELS(impl) &NTRUP_NS(kernels_##impl),
#include "kernel_list.h"
};

#define N_TABLES (sizeof tables / sizeof tables[0])

size_t NTRUP_NS(kernels_count)(void) { return N_TABLES; }

const pqpoly_ntrup_kernels *NTRUP_NS(kernels_at)(size_t i) { return i < N_TABLES ? tables[i] : NULL; }

const pqpoly_ntrup_kernels *NTRUP_NS(kernels)(void) {
    uint32_t isa[N_TABLES];
    size_t k;
    for (size_t i = 0; i < N_TABLES; i++) isa[i] = tables[i]->isa;
    k = pqpoly_pick(isa, N_TABLES, pqpoly_isa_usable());
    return k < N_TABLES ? tables[k] : tables[0]; /* the portable table always fits */
}
