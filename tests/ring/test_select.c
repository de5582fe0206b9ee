/* The run-time choices of include/pqpoly/impl.h, in one thread:
 *   pqpoly_set_impl / pqpoly_get_impl: "portable" selects the scalar SHAKE x4
 *     permutation, "native" and NULL the CPU's best; any other name is
 *     refused and changes nothing;
 *   pqpoly_ring_force_mul: the named entry becomes the ring's choice for that
 *     operand kind only (ring products and the ML-KEM backend follow it, with
 *     unchanged results); a NULL ring, a copy of a descriptor, an unknown
 *     kind, an unknown name or one the ring lacks for that kind are refused
 *     and change nothing; a NULL name restores the measured preference;
 *   pqpoly_force_mul_everywhere: the named entry for every ring having one,
 *     the preference elsewhere; an unknown name is refused and changes
 *     nothing; NULL, like pqpoly_ring_reset_selection, drops every forced
 *     choice (reset keeps the implementation class).
 * Closing line "ring_select: N passed, N failed". */
#include <stdio.h>
#include <string.h>

#include "common/check.h"
#include "common/cpu.h"
#include "pqpoly/pqpoly.h"
#include "kem/mlkem/ntt_domain.h"
#include "sym/fips202x4.h"

#define MAX_RINGS 32
#define MAXN 1280


static const pqpoly_operands kinds[2] = {PQPOLY_BIG_BIG, PQPOLY_BIG_SMALL};
/* [0: portable class, 1: native][ring][kind]: the choice without forcing. */
static const pqpoly_mul_entry *measured_by_class[2][MAX_RINGS][2];
#define measured measured_by_class[strcmp(pqpoly_get_impl(), "portable") != 0]

/* Every ring and kind has its measured choice, except those listed by `ring`
 * (NULL: none) whose choice is want[kind]. */
/* e is the choice m, or, in the portable class, m's portable twin (an
 * algorithm with a vector row, e.g. newhope ntt-kred/avx2). */
static int same_choice(const pqpoly_mul_entry *e, const pqpoly_mul_entry *m) {
    if (e == m) return 1;
    return e != NULL && m != NULL && strcmp(pqpoly_get_impl(), "portable") == 0 &&
           e->isa == PQPOLY_ISA_PORTABLE && strcmp(e->ring, m->ring) == 0 && strcmp(e->name, m->name) == 0 &&
           e->operands == m->operands;
}

static int all_measured_but(const pqpoly_ring *ring, const pqpoly_mul_entry *const want[2]) {
    for (size_t i = 0; i < pqpoly_ring_count(); i++)
        for (int k = 0; k < 2; k++) {
            const pqpoly_ring *r = pqpoly_ring_at(i);
            const pqpoly_mul_entry *e = pqpoly_ring_default_mul(r, kinds[k]);
            if (!same_choice(e, r == ring ? want[k] : measured[i][k])) return 0;
        }
    return 1;
}

static int expect_avx2(void) {
#ifdef PQPOLY_X86_AVX2
    return (pqpoly_cpu_isa() & PQPOLY_ISA_X86_AVX2) != 0;
#else
    return 0;
#endif
}

static void impl_cases(void) {
    check(strcmp(pqpoly_get_impl(), "native") == 0, "the default class is native");
    check(pqpoly_shakex4_uses_avx2() == expect_avx2(), "native: SHAKE x4 uses AVX2 iff compiled in and on the CPU");
    check(pqpoly_set_impl("portable") == 0 && strcmp(pqpoly_get_impl(), "portable") == 0,
          "pqpoly_set_impl(\"portable\")");
    check(!pqpoly_shakex4_uses_avx2(), "portable: the scalar SHAKE x4 permutation");
    check(all_measured_but(NULL, NULL), "portable: every ring has its measured portable choice");
    check(pqpoly_set_impl("avx1024") == PQPOLY_ERR_INVALID_ARGUMENT, "unknown class \"avx1024\" refused");
    check(pqpoly_set_impl("") == PQPOLY_ERR_INVALID_ARGUMENT, "empty class refused");
    check(pqpoly_set_impl("Portable") == PQPOLY_ERR_INVALID_ARGUMENT, "class names are case-sensitive");
    check(strcmp(pqpoly_get_impl(), "portable") == 0 && !pqpoly_shakex4_uses_avx2(),
          "a refused class changes nothing");
    check(pqpoly_set_impl("avx2") == 0 && strcmp(pqpoly_get_impl(), "avx2") == 0 &&
              pqpoly_shakex4_uses_avx2() == expect_avx2(),
          "pqpoly_set_impl(\"avx2\"): AVX2 code iff compiled in and on the CPU");
    {
        /* "avx2" is a ceiling: every default entry it picks needs at most AVX2. */
        int capped = 1;
        for (size_t r = 0; r < pqpoly_ring_count(); r++)
            for (int k = 0; k < 2; k++) {
                const pqpoly_mul_entry *e =
                    pqpoly_ring_default_mul(pqpoly_ring_at(r), k ? PQPOLY_BIG_SMALL : PQPOLY_BIG_BIG);
                if (e != NULL && (e->isa & ~(uint32_t)PQPOLY_ISA_X86_AVX2) != 0) capped = 0;
            }
        check(capped, "avx2: no default multiplier needs more than AVX2");
    }
    check(pqpoly_set_impl("native") == 0 && strcmp(pqpoly_get_impl(), "native") == 0 &&
              pqpoly_shakex4_uses_avx2() == expect_avx2(),
          "pqpoly_set_impl(\"native\") restores the CPU's best");
    check(pqpoly_set_impl("portable") == 0 && pqpoly_set_impl(NULL) == 0 &&
              strcmp(pqpoly_get_impl(), "native") == 0 && pqpoly_shakex4_uses_avx2() == expect_avx2(),
          "pqpoly_set_impl(NULL) restores the CPU's best");
    check(pqpoly_cpu_isa() == pqpoly_cpu_isa(), "the CPU probe is stable");
    printf("cpu: avx2 %d, avx512 %d; SHAKE x4 native: %s\n",
           (pqpoly_cpu_isa() & PQPOLY_ISA_X86_AVX2) != 0, (pqpoly_cpu_isa() & PQPOLY_ISA_X86_AVX512) != 0,
           pqpoly_shakex4_uses_avx2() ? "avx2" : "portable");
}

static uint64_t rng = 0x853c49e6748fea9bu;
static uint32_t next(void) { /* xorshift64 */
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (uint32_t)(rng >> 16);
}

/* pqpoly_ring_mul on random operands equals the schoolbook entry. */
static int product_right(const pqpoly_ring *r, pqpoly_operands ops) {
    static int16_t a[MAXN], b[MAXN], c[MAXN], want[MAXN];
    const pqpoly_mul_entry *ref = pqpoly_mul_find(r->name, "schoolbook", PQPOLY_BIG_BIG);
    int32_t half = (r->q - 1) / 2;
    if (ref == NULL || r->n > MAXN) return 0;
    for (int i = 0; i < r->n; i++) {
        a[i] = (int16_t)((int32_t)(next() % (uint32_t)r->q) - half);
        b[i] = ops == PQPOLY_BIG_SMALL ? (int16_t)((int)(next() % 3) - 1)
                                       : (int16_t)((int32_t)(next() % (uint32_t)r->q) - half);
    }
    ref->mul(want, a, b, r);
    return pqpoly_ring_mul(r, ops, c, a, b) == 0 && memcmp(c, want, (size_t)r->n * sizeof c[0]) == 0;
}

static void ring_force_cases(void) {
    const pqpoly_ring *r761 = pqpoly_ring_get("ntrup761"), *r653 = pqpoly_ring_get("ntrup653");
    const pqpoly_mul_entry *toom_bs = pqpoly_mul_find("ntrup761", "toom4", PQPOLY_BIG_SMALL);
    const pqpoly_mul_entry *kara = pqpoly_mul_find("ntrup761", "karatsuba", PQPOLY_BIG_SMALL);
    size_t i761 = 0;
    pqpoly_ring fake;
    if (r761 == NULL || r653 == NULL || toom_bs == NULL || kara == NULL) {
        check(0, "ntrup761, ntrup653 and their toom4 and karatsuba entries exist");
        return;
    }
    while (pqpoly_ring_at(i761) != r761) i761++;
    fake = *r761;
    {
        const pqpoly_mul_entry *want[2] = {measured_by_class[1][i761][0], toom_bs};
        check(pqpoly_ring_force_mul(r761, PQPOLY_BIG_SMALL, "toom4") == 0 && all_measured_but(r761, want),
              "force toom4 for ntrup761 big*small: that ring and kind only");
        check(product_right(r761, PQPOLY_BIG_SMALL), "forced toom4: ntrup761 product right");
        check(pqpoly_ring_force_mul(NULL, PQPOLY_BIG_SMALL, "karatsuba") == PQPOLY_ERR_INVALID_ARGUMENT,
              "NULL ring refused");
        check(pqpoly_ring_force_mul(&fake, PQPOLY_BIG_SMALL, "karatsuba") == PQPOLY_ERR_INVALID_ARGUMENT,
              "a copy of a ring descriptor refused");
        check(pqpoly_ring_force_mul(r761, (pqpoly_operands)2, "karatsuba") == PQPOLY_ERR_INVALID_ARGUMENT,
              "unknown operand kind refused");
        check(pqpoly_ring_force_mul(r761, PQPOLY_BIG_SMALL, "nope") == PQPOLY_ERR_INVALID_ARGUMENT,
              "unknown name refused");
        check(pqpoly_ring_force_mul(r761, PQPOLY_BIG_SMALL, "") == PQPOLY_ERR_INVALID_ARGUMENT,
              "empty name refused");
        check(pqpoly_ring_force_mul(r761, PQPOLY_BIG_SMALL, "ntt-plantard") == PQPOLY_ERR_INVALID_ARGUMENT,
              "a name of another ring refused");
        check(pqpoly_ring_force_mul(r653, PQPOLY_BIG_BIG, "grb") == PQPOLY_ERR_INVALID_ARGUMENT,
              "grb (ntrup761 only) refused for ntrup653");
        check(pqpoly_ring_force_mul(r761, PQPOLY_BIG_BIG, "goodthomas") == PQPOLY_ERR_INVALID_ARGUMENT,
              "a big*small-only entry refused for big*big");
        check(all_measured_but(r761, want), "the refusals changed nothing");
    }
    {
        const pqpoly_mul_entry *want[2] = {measured_by_class[1][i761][0], kara};
        check(pqpoly_ring_force_mul(r761, PQPOLY_BIG_SMALL, "karatsuba") == 0 &&
                  kara->operands == PQPOLY_BIG_BIG && all_measured_but(r761, want),
              "a big*big entry (karatsuba) serves a forced big*small choice");
        check(product_right(r761, PQPOLY_BIG_SMALL), "forced karatsuba: ntrup761 product right");
    }
    check(pqpoly_ring_force_mul(r761, PQPOLY_BIG_SMALL, NULL) == 0 && all_measured_but(NULL, NULL),
          "a NULL name restores the measured choice");
}

/* The ML-KEM KEMs take their NTT-domain stages from the entry selected for
 * ring "kyber": forcing each NTT switches them, forcing an entry without them
 * falls back to the first that has them, and keys from the same coins stay
 * the same. */
static void kyber_backend_cases(void) {
    static const char *const names[] = {"ntt-montgomery", "ntt-barrett", "ntt-plantard"};
    static uint8_t pk[3][PQPOLY_MLKEM768_PUBLICKEYBYTES], sk[PQPOLY_MLKEM768_SECRETKEYBYTES];
    uint8_t coins[64];
    const pqpoly_ring *kyber = pqpoly_ring_get("kyber");
    for (size_t i = 0; i < sizeof coins; i++) coins[i] = (uint8_t)(i * 37 + 11);
    for (int i = 0; i < 3; i++) {
        char what[96];
        snprintf(what, sizeof what, "force %s for kyber: the ML-KEM backend follows", names[i]);
        check(pqpoly_ring_force_mul(kyber, PQPOLY_BIG_BIG, names[i]) == 0 &&
                  mlkem_ntt_entry() == pqpoly_mul_find("kyber", names[i], PQPOLY_BIG_BIG) &&
                  strcmp(mlkem_ntt_entry()->name, names[i]) == 0,
              what);
        check(pqpoly_mlkem768_keypair_derand(pk[i], sk, coins) == 0, "mlkem768 keypair_derand");
        check(product_right(kyber, PQPOLY_BIG_BIG), "kyber product right under each backend");
    }
    check(memcmp(pk[0], pk[1], sizeof pk[0]) == 0 && memcmp(pk[0], pk[2], sizeof pk[0]) == 0,
          "mlkem768: one public key from the same coins under every backend");
    /* An entry without NTT-domain stages: the KEMs fall back to the first
     * entry of the registry for ring "kyber" that has them. */
    for (int i = 0; i < 2; i++) {
        const char *plain = i ? "karatsuba" : "schoolbook";
        char what[96];
        uint8_t pk2[PQPOLY_MLKEM768_PUBLICKEYBYTES];
        snprintf(what, sizeof what, "force %s for kyber: ML-KEM falls back to ntt-montgomery", plain);
        check(pqpoly_ring_force_mul(kyber, PQPOLY_BIG_BIG, plain) == 0 &&
                  !mlkem_has_ntt_domain(pqpoly_ring_default_mul(kyber, PQPOLY_BIG_BIG)) &&
                  strcmp(mlkem_ntt_entry()->name, "ntt-montgomery") == 0,
              what);
        check(pqpoly_mlkem768_keypair_derand(pk2, sk, coins) == 0 &&
                  memcmp(pk2, pk[0], sizeof pk2) == 0,
              "mlkem768: the same public key under the fallback");
    }
    pqpoly_ring_reset_selection();
}

static void everywhere_cases(void) {
    const pqpoly_ring *r761 = pqpoly_ring_get("ntrup761"), *r653 = pqpoly_ring_get("ntrup653");
    const pqpoly_mul_entry *grb[2] = {pqpoly_mul_find("ntrup761", "grb", PQPOLY_BIG_BIG),
                                      pqpoly_mul_find("ntrup761", "grb", PQPOLY_BIG_SMALL)};
    int all = 1;
    check(pqpoly_force_mul_everywhere("karatsuba") == 0, "force karatsuba everywhere");
    for (size_t i = 0; i < pqpoly_ring_count(); i++)
        for (int k = 0; k < 2; k++) {
            const pqpoly_ring *r = pqpoly_ring_at(i);
            const pqpoly_mul_entry *e = pqpoly_ring_default_mul(r, kinds[k]);
            all &= e != NULL && e == pqpoly_mul_find(r->name, "karatsuba", kinds[k]);
        }
    check(all, "karatsuba everywhere: every ring and kind");
    check(product_right(r653, PQPOLY_BIG_SMALL), "karatsuba everywhere: ntrup653 product right");
    check(grb[0] != NULL && pqpoly_force_mul_everywhere("grb") == 0 && all_measured_but(r761, grb),
          "grb everywhere: ntrup761 (both kinds) and the measured choice elsewhere");
    check(pqpoly_ring_force_mul(r653, PQPOLY_BIG_SMALL, "toom4") == 0, "force toom4 for ntrup653");
    check(pqpoly_force_mul_everywhere("nope") == PQPOLY_ERR_INVALID_ARGUMENT &&
              pqpoly_force_mul_everywhere("") == PQPOLY_ERR_INVALID_ARGUMENT,
          "a name no ring has refused");
    check(pqpoly_ring_default_mul(r761, PQPOLY_BIG_BIG) == grb[0] &&
              pqpoly_ring_default_mul(r653, PQPOLY_BIG_SMALL) ==
                  pqpoly_mul_find("ntrup653", "toom4", PQPOLY_BIG_SMALL),
          "the refusal changed nothing");
    check(pqpoly_force_mul_everywhere(NULL) == 0 && all_measured_but(NULL, NULL),
          "NULL drops every forced choice, per-ring ones included");
    check(pqpoly_force_mul_everywhere("toom4") == 0 && pqpoly_set_impl("portable") == 0, "force toom4, portable");
    pqpoly_ring_reset_selection();
    check(all_measured_but(NULL, NULL) && strcmp(pqpoly_get_impl(), "portable") == 0,
          "pqpoly_ring_reset_selection drops forced choices and keeps the class");
    check(pqpoly_set_impl(NULL) == 0, "back to native");
}

int main(void) {
    if (pqpoly_ring_count() > MAX_RINGS) {
        printf("FAIL more rings than the test's table\n");
        return 1;
    }
    for (int cls = 1; cls >= 0; cls--) {
        check(pqpoly_set_impl(cls ? "native" : "portable") == 0, "set the class");
        for (size_t i = 0; i < pqpoly_ring_count(); i++)
            for (int k = 0; k < 2; k++) {
                const pqpoly_mul_entry *e = pqpoly_ring_default_mul(pqpoly_ring_at(i), kinds[k]);
                measured_by_class[cls][i][k] = e;
                check(e != NULL && (cls || e->isa == PQPOLY_ISA_PORTABLE),
                      "every ring has a measured choice for each kind (portable C in the portable class)");
            }
    }
    check(pqpoly_set_impl(NULL) == 0, "back to native");
    impl_cases();
    ring_force_cases();
    kyber_backend_cases();
    everywhere_cases();
    printf("ring_select: %d passed, %d failed\n", check_passed, check_failed);
    return check_failed != 0;
}
