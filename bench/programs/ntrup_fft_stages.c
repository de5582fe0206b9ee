/* Stage cycle counts of grb and gsb on ntrup761 (the rows of [HLY24]
 * Tables 4–5, in portable C): median rdtsc cycles over RUNS runs of each
 * internal stage.  Not a test: `build/ntrup_fft_stages [RUNS]`.
 * Compiles the two entry files into this program to reach their static
 * stage functions (it does not link the library). */
#include <stdio.h>
#include <stdlib.h>
#include <x86intrin.h>

#include "mul/grb.c"
#include "mul/gsb.c"

#define MAXRUNS 100001
static uint64_t tt[MAXRUNS];
static int runs = 1001;

static int cmp(const void *x, const void *y) {
    uint64_t a = *(const uint64_t *)x, b = *(const uint64_t *)y;
    return a < b ? -1 : a > b;
}

static uint64_t median(void) {
    qsort(tt, (size_t)runs, sizeof tt[0], cmp);
    return tt[runs / 2];
}

#define TIME(label, setup, stmt)                                \
    do {                                                        \
        for (int i_ = 0; i_ < runs; i_++) {                     \
            setup;                                              \
            uint64_t t0_ = __rdtsc();                           \
            stmt;                                               \
            tt[i_] = __rdtsc() - t0_;                           \
        }                                                       \
        printf("  %-40s %9llu\n", label, (unsigned long long)median()); \
    } while (0)

int main(int argc, char **argv) {
    static int16_t a[1024], b[1024], c[1024], ta[4096], tb[4096], tc[4096], tm[4096];
    if (argc > 1) runs = atoi(argv[1]);
    if (runs < 1 || runs > MAXRUNS) return 2;
    for (int i = 0; i < 761; i++) {
        a[i] = (int16_t)(rand() % 4591 - 2295);
        b[i] = (int16_t)(rand() % 4591 - 2295);
    }
    printf("grb (ntrup761, big*big), [HLY24, Table 5] rows:\n");
    grb_forward(ta, a);
    grb_forward(tb, b);
    TIME("forward (one operand, all)", (void)0, grb_forward(tc, a));
    TIME("  Good-Rader-17 (17-point, 6 x 16 lanes)", memcpy(tm, ta, sizeof tm),
         rader_all(tm, &pqpoly_rader17_4591_fwd));
    TIME("  radix-(3,2) layers", memcpy(tm, ta, sizeof tm), r32_forward(tm));
    TIME("base products (102 CT + 102 Bruun, size 8)", (void)0, grb_base(tc, ta, tb));
    grb_base(tc, ta, tb);
    TIME("inverse (all)", memcpy(tm, tc, sizeof tm), grb_inverse(c, tm));
    TIME("  Good-Rader-17^-1", memcpy(tm, tc, sizeof tm), rader_all(tm, &pqpoly_rader17_4591_inv));
    TIME("  radix-(3,2)^-1 layers", memcpy(tm, tc, sizeof tm), r32_inverse(tm));
    TIME("whole product", (void)0, grb_mul(c, a, b, NULL));

    printf("gsb (ntrup761, big*big), [HLY24, Table 4] rows:\n");
    gsb_forward(ta, a, 0, &gsb_761);
    gsb_forward(tb, b, 0, &gsb_761);
    TIME("forward (one operand, all)", (void)0, gsb_forward(tc, a, 0, &gsb_761));
    TIME("  Good radix-3 layer", memcpy(tm, ta, sizeof tm), radix_r(tm, gsb_761.w, &gsb_761));
    TIME("  Schönhage 5 layers (x^2 twiddles)", memcpy(tm, ta, sizeof tm), schonhage_fwd(tm, 0, 5, &gsb_761));
    TIME("  Bruun_{1229,1} (96 x)", memcpy(tm, ta, sizeof tm), bruun_fwd_all(tm, &gsb_761));
    TIME("  Bruun_{58,1}, Bruun_{2116,1} (96 x)", memcpy(tm, ta, sizeof tm), bruun2_fwd_all(tm, &gsb_761));
    TIME("forward, ternary operand", (void)0, gsb_forward(tc, a, 1, &gsb_761));
    TIME("base products (384 trinomial, size 8)", (void)0, gsb_base(tc, ta, tb, &gsb_761));
    gsb_base(tc, ta, tb, &gsb_761);
    TIME("inverse (all)", memcpy(tm, tc, sizeof tm), gsb_inverse(c, tm, &gsb_761));
    TIME("  Schönhage^-1 5 layers", memcpy(tm, tc, sizeof tm), schonhage_inv(tm, 0, 5, &gsb_761));
    TIME("  Good radix-3^-1 layer", memcpy(tm, tc, sizeof tm), radix_r(tm, gsb_761.winv, &gsb_761));
    TIME("whole product", (void)0, gsb_big_761_mul(c, a, b, NULL));
    return 0;
}
