/* Run-time checks of documented coefficient bounds, active only in a build
 * with PQPOLY_DEBUG_BOUNDS (cmake -DPQPOLY_DEBUG_BOUNDS=ON); compiled out
 * otherwise, so release code keeps no secret-dependent branch.
 *
 * PQPOLY_ASSERT_BOUND(p, n, lo, hi): every p[i], i < n, lies in [lo, hi];
 * otherwise prints the place and value to stderr and aborts (debug builds
 * only — a violated bound is a bug in the lazy-reduction schedule). */
#ifndef PQPOLY_COMMON_DEBUG_BOUNDS_H
#define PQPOLY_COMMON_DEBUG_BOUNDS_H

#ifdef PQPOLY_DEBUG_BOUNDS
#include <stdio.h>
#include <stdlib.h>
#define PQPOLY_ASSERT_BOUND(p, n, lo, hi)                                                   \
    do {                                                                                    \
        for (long pqpoly_i_ = 0; pqpoly_i_ < (long)(n); pqpoly_i_++) {                      \
            long long pqpoly_v_ = (long long)(p)[pqpoly_i_];                                \
            if (pqpoly_v_ < (long long)(lo) || pqpoly_v_ > (long long)(hi)) {               \
                fprintf(stderr, "%s:%d: bound violated: %s[%ld] = %lld not in [%lld, %lld]\n", \
                        __FILE__, __LINE__, #p, pqpoly_i_, pqpoly_v_, (long long)(lo),      \
                        (long long)(hi));                                                   \
                abort();                                                                    \
            }                                                                               \
        }                                                                                   \
    } while (0)
#else
#define PQPOLY_ASSERT_BOUND(p, n, lo, hi) ((void)0)
#endif

#endif
