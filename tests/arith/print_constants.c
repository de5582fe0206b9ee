/* Prints every constant macro of src/arith/ for the test moduli, one
 * "name q value" line each (b = 1..3 and q-1 for the per-constant macros), so
 * that test_arith_constants.py can hold tools/tables/_arith.py to the same
 * values. */
#include <inttypes.h>
#include <stdio.h>

#include "arith/barrett.h"
#include "arith/montgomery.h"
#include "arith/plantard.h"

int main(void)
{
    static const int32_t q16s[] = {3329, 7681, 12289, 4591, 4621, 5167, 10753};
    static const int32_t q32s[] = {6984193, 10060289, 3329, 7681, 12289, 1073741789};
    for (size_t i = 0; i < sizeof q16s / sizeof q16s[0]; i++) {
        const int32_t q = q16s[i];
        const int32_t bs[] = {1, 2, 3, q - 1, -1, -(q - 1)};
        printf("mont16_qinv %d %d\n", q, PQPOLY_MONT16_QINV(q));
        printf("barrett16_shift %d %d\n", q, PQPOLY_BARRETT16_SHIFT(q));
        printf("barrett16_v %d %d\n", q, PQPOLY_BARRETT16_V(q));
        printf("barrett16_vr %d %d\n", q, PQPOLY_BARRETT16_VR(q));
        printf("barrett16_vr_s:26 %d %d\n", q, PQPOLY_BARRETT16_VR_S(q, 26));
        printf("barrett32_vr_s:40 %d %" PRId64 "\n", q, PQPOLY_BARRETT32_VR_S(q, 40));
        printf("plantard16_alpha %d %d\n", q, PQPOLY_PLANTARD16_ALPHA(q));
        printf("plantard16_qinv %d %d\n", q, PQPOLY_PLANTARD16_QINV(q));
        printf("plantard16_modconst %d %d\n", q, PQPOLY_PLANTARD16_MODCONST(q));
        for (size_t j = 0; j < sizeof bs / sizeof bs[0]; j++) {
            printf("barrett_mulc16_const:%d %d %d\n", bs[j], q, PQPOLY_BARRETT_MULC16_CONST(bs[j], q));
            printf("plantard16_const:%d %d %d\n", bs[j], q, PQPOLY_PLANTARD16_CONST(bs[j], q));
        }
    }
    for (size_t i = 0; i < sizeof q32s / sizeof q32s[0]; i++) {
        const int32_t q = q32s[i];
        const int32_t bs[] = {1, 2, 3, q - 1, -1, -(q - 1)};
        printf("mont32_qinv %d %d\n", q, PQPOLY_MONT32_QINV(q));
        printf("barrett32_vr %d %d\n", q, PQPOLY_BARRETT32_VR(q));
        printf("barrett32_vr_s:48 %d %" PRId64 "\n", q, PQPOLY_BARRETT32_VR_S(q, 48));
        printf("plantard32_alpha %d %d\n", q, PQPOLY_PLANTARD32_ALPHA(q));
        printf("plantard32_qinv %d %" PRId64 "\n", q, PQPOLY_PLANTARD32_QINV(q));
        for (size_t j = 0; j < sizeof bs / sizeof bs[0]; j++) {
            printf("barrett_mulc32_const:%d %d %d\n", bs[j], q, PQPOLY_BARRETT_MULC32_CONST(bs[j], q));
            printf("plantard32_const:%d %d %" PRId64 "\n", bs[j], q, PQPOLY_PLANTARD32_CONST(bs[j], q));
        }
    }
    return 0;
}
