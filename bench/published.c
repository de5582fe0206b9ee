/* Published cycle counts (see published.h).  Every row names its paper (by
 * its BIBLIOGRAPHY.md key) and table:
 *   [ACC+21] — NTT multiplication for NTRU Prime on Cortex-M4 (Tables 5, 6);
 *   [HZZ+22] — improved Plantard arithmetic, Kyber and NTTRU on Cortex-M4 (Tables 1, 2);
 *   [HLY24]  — vectorized NTRU Prime multiplication on Cortex-A72 (Tables 3, 5, 7),
 *              which also quotes the x86 AVX2 figures of [BBCT22].
 * Stage figures of [ACC+21, Table 5] are per NTT averaged over a general and a
 * ternary input, as the paper states. */
#include "published.h"

#define M4 "Cortex-M4"
#define A72 "Cortex-A72"
#define AVX2 "x86 AVX2"

static const pqpoly_published_mul muls[] = {
    /* [ACC+21, Table 5]: polynomial multiplication in sntrup761/ntrulpr761 (big*small). */
    {"ntrup761", "toom4", NULL, M4, 223871, 0, 0, 0, "[ACC+21, Table 5]", "Toom-Cook (pqm4)"},
    {"ntrup761", "good1536", NULL, M4, 159176, 42937, 13583, 59850, "[ACC+21, Table 5]", "Good's trick"},
    {"ntrup761", "mixed1620", NULL, M4, 152177, 37810, 25641, 51045, "[ACC+21, Table 5]",
     "Mixed radix (1)"},
    {"ntrup761", "rader1530", NULL, M4, 185010, 50992, 18717, 64450, "[ACC+21, Table 5]",
     "Mixed radix (2)"},
    /* [HLY24, Table 3]: vectorized multiplications in sntrup761/ntrulpr761. */
    {"ntrup761", "goodthomas", "big*small", A72, 47696, 0, 0, 0, "[HLY24, Table 3]", "GoodThomas"},
    {"ntrup761", "goodthomas", "big*small", AVX2, 16992, 0, 0, 0, "[HLY24, Table 3]",
     "[BBCT22] Good-Thomas"},
    {"ntrup761", "grb", "big*big", A72, 39788, 0, 0, 0, "[HLY24, Table 3]", "GoodRaderBruun"},
    {"ntrup761", "gsb", "big*big", A72, 50398, 0, 0, 0, "[HLY24, Tables 3-4]", "GoodSchoenhageBruun"},
    {"ntrup761", "schonhage-nussbaumer", "big*big", AVX2, 25113, 0, 0, 0, "[HLY24, Table 3]",
     "[BBCT22] Schoenhage-Nussbaumer"},
    /* [HZZ+22, Table 1]: NTT, INTT and base multiplication of Kyber and NTTRU. */
    {"kyber", "ntt-montgomery", NULL, M4, 0, 6822, 2291, 6951, "[HZZ+22, Table 1]", "[ABCG20]"},
    {"kyber", "ntt-plantard", NULL, M4, 0, 5441, 2421, 5775, "[HZZ+22, Table 1]",
     "Plantard, based on [ABCG20]"},
    {"nttru", "ntt-montgomery", NULL, M4, 0, 102881, 44703, 97986, "[HZZ+22, Table 1]",
     "[LS19] reference"},
    {"nttru", "ntt-plantard", NULL, M4, 0, 17274, 10550, 20931, "[HZZ+22, Table 1]", "Plantard"},
};

static const pqpoly_published_kem kems[] = {
    /* [ACC+21, Table 6] (Cortex-M4): speed and stack. */
    {"sntrup761", M4, 10901785, 789442, 742182, 66100, 28612, 31452, "[ACC+21, Table 6]",
     "Toom-Cook (pqm4)"},
    {"sntrup761", M4, 10787337, 701612, 586244, 61460, 19516, 23148, "[ACC+21, Table 6]",
     "Good's trick"},
    {"ntrulpr761", M4, 823655, 1309214, 1491900, 28468, 34740, 39700, "[ACC+21, Table 6]",
     "Toom-Cook (pqm4)"},
    {"ntrulpr761", M4, 735168, 1110628, 1214546, 19356, 32288, 35048, "[ACC+21, Table 6]",
     "Good's trick"},
    /* [HLY24, Table 7] (Cortex-A72). */
    {"sntrup761", A72, 6333403, 147977, 158233, 0, 0, 0, "[HLY24, Table 7]", "GoodRaderBruun"},
    {"ntrulpr761", A72, 260606, 412629, 461250, 0, 0, 0, "[HLY24, Table 7]", "GoodRaderBruun"},
    /* [HZZ+22, Table 2] (Cortex-M4), Kyber round 3, rounded to thousands in the paper. */
    {"kyber512", M4, 446000, 542000, 497000, 2464, 2168, 2184, "[HZZ+22, Table 2]",
     "Plantard, based on [ABCG20]"},
    {"kyber768", M4, 729000, 885000, 818000, 2696, 2640, 2656, "[HZZ+22, Table 2]",
     "Plantard, based on [ABCG20]"},
    {"kyber1024", M4, 1162000, 1357000, 1270000, 3584, 3208, 3224, "[HZZ+22, Table 2]",
     "Plantard, based on [ABCG20]"},
};

size_t pqpoly_published_mul_count(void) { return sizeof muls / sizeof muls[0]; }
const pqpoly_published_mul *pqpoly_published_mul_at(size_t i) {
    return i < pqpoly_published_mul_count() ? &muls[i] : 0;
}
size_t pqpoly_published_kem_count(void) { return sizeof kems / sizeof kems[0]; }
const pqpoly_published_kem *pqpoly_published_kem_at(size_t i) {
    return i < pqpoly_published_kem_count() ? &kems[i] : 0;
}
