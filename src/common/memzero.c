/* pqpoly_memzero: the one way the library wipes secrets (include/pqpoly/common.h).
 *
 * A plain memset of a buffer that is never read again is a dead store the
 * compiler may delete.  The empty asm statement takes the pointer as an input
 * and clobbers memory, so the compiler must assume the zeros are read: the
 * store stays, at every optimization level and with link-time optimization. */
#include <string.h>

#include "pqpoly/common.h"

void pqpoly_memzero(void *p, size_t n) {
    if (p == NULL || n == 0) return;
    memset(p, 0, n);
#if defined(__GNUC__) || defined(__clang__)
    __asm__ __volatile__("" : : "r"(p) : "memory");
#else
    {
        volatile unsigned char *v = (volatile unsigned char *)p;
        for (size_t i = 0; i < n; i++) v[i] = 0;
    }
#endif
}
