/* The picker of implementations (see pick.h). */
#include "common/pick.h"

size_t pqpoly_pick(const uint32_t *isa, size_t n, uint32_t usable) {
    size_t best = n;
    for (size_t i = 0; i < n; i++)
        if (pqpoly_isa_fits(isa[i], usable) && (best == n || isa[i] > isa[best])) best = i;
    return best;
}
