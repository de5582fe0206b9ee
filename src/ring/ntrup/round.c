/* Round of one NTRU Prime parameter set (round-3 specification: each R/q
 * coefficient to the nearest multiple of 3); the portable kernel round3. */
#include "arith.h"
#include "set.h"

void NTRUP_NS(round)(int16_t *out, const int16_t *a) {
    for (int i = 0; i < NTRUP_P; i++) out[i] = (int16_t)(a[i] - ntrup_f3_freeze(a[i]));
}
