/* The picker and the registry's lookups along the implementation axis:
 *   pqpoly_pick: of the candidates whose instruction sets fit, the widest,
 *     the earliest on a tie; none (n) when nothing fits or n = 0;
 *   pqpoly_mul_find: the best implementation the library may run, the
 *     portable one under pqpoly_set_impl("portable"); pqpoly_mul_find_impl:
 *     exactly the named one (NULL for a name no entry has), with the same
 *     operand fallback (a big*big entry serves big*small);
 *   the rings' default multipliers are portable under "portable";
 *   pqpoly_isa_name names each bit; pqpoly_cpu_isa is stable and holds only
 *     known bits; every ring states small_bound 1 (ternary);
 *   the registry holds each (ring, name, operands, impl) once.
 * Closing line "pick: N passed, N failed". */
#include <stdio.h>
#include <string.h>

#include "common/isa_list.h"
#include "common/pick.h"
#include "pqpoly/pqpoly.h"

#include "common/check.h"
#include "common/env_select.h"


int main(void) {
    const uint32_t AVX2 = PQPOLY_ISA_X86_AVX2, AVX512 = PQPOLY_ISA_X86_AVX512;
    pqpoly_test_apply_env();

    /* pqpoly_pick on made-up lists */
    {
        const uint32_t l1[] = {0, AVX2, AVX512 | AVX2};
        const uint32_t l2[] = {AVX2, 0, AVX2};
        const uint32_t l3[] = {AVX2, AVX512};
        check(pqpoly_pick(l1, 3, 0) == 0, "pick: portable only -> the portable candidate");
        check(pqpoly_pick(l1, 3, AVX2) == 1, "pick: avx2 CPU -> the avx2 candidate");
        check(pqpoly_pick(l1, 3, AVX2 | AVX512) == 2, "pick: avx512 CPU -> the widest candidate");
        check(pqpoly_pick(l1, 3, AVX512) == 0, "pick: a candidate needs all of its bits");
        check(pqpoly_pick(l2, 3, AVX2) == 0, "pick: a tie goes to the earliest");
        check(pqpoly_pick(l3, 2, 0) == 2, "pick: nothing fits -> n");
        check(pqpoly_pick(l3, 0, AVX2) == 0, "pick: empty list -> n = 0");
        check(pqpoly_isa_fits(0, 0) && pqpoly_isa_fits(AVX2, AVX2 | AVX512) && !pqpoly_isa_fits(AVX2, AVX512),
              "isa_fits is the subset test");
    }

    /* names and the CPU */
    check(strcmp(pqpoly_isa_name(PQPOLY_ISA_PORTABLE), "portable") == 0 &&
              strcmp(pqpoly_isa_name(AVX2), "avx2") == 0 && strcmp(pqpoly_isa_name(AVX512), "avx512") == 0 &&
              strcmp(pqpoly_isa_name(PQPOLY_ISA_ARM_NEON), "neon") == 0 && pqpoly_isa_name(1u << 20) == NULL &&
              pqpoly_isa_name(AVX2 | AVX512) == NULL,
          "pqpoly_isa_name");
    {
        /* every bit of the manifest has a name, and the CPU reports no other */
        uint32_t known = 0;
#define PQPOLY_ISA(name, macro, bit, bit_name, cls, arch, flags)                                \
    check(pqpoly_isa_name(bit) != NULL && strcmp(pqpoly_isa_name(bit), bit_name) == 0,        \
          "pqpoly_isa_name of the manifest's " name);                                          \
    known |= (bit);
        PQPOLY_ISA_LIST(PQPOLY_ISA)
#undef PQPOLY_ISA
        check(pqpoly_cpu_isa() == pqpoly_cpu_isa() && (pqpoly_cpu_isa() & ~known) == 0,
              "pqpoly_cpu_isa: stable, known bits only");
        /* an AVX-512 extension is reported only with its base set */
        check(!(pqpoly_cpu_isa() & (PQPOLY_ISA_X86_AVX512_VBMI | PQPOLY_ISA_X86_AVX512_VBMI2 |
                                    PQPOLY_ISA_X86_AVX512_IFMA)) ||
                  (pqpoly_cpu_isa() & AVX512),
              "pqpoly_cpu_isa: AVX-512 extensions only with AVX-512 F+BW+VL");
        check(!(pqpoly_cpu_isa() & PQPOLY_ISA_ARM_NEON_SHA3) || (pqpoly_cpu_isa() & PQPOLY_ISA_ARM_NEON),
              "pqpoly_cpu_isa: SHA3 only with Neon");
    }
    /* the implementation classes: "portable" first, "native" last, each
     * accepted by pqpoly_set_impl and reported back; a class never admits
     * more than "native" */
    check(pqpoly_impl_class_count() >= 2 && strcmp(pqpoly_impl_class_name(0), "portable") == 0 &&
              strcmp(pqpoly_impl_class_name(pqpoly_impl_class_count() - 1), "native") == 0 &&
              pqpoly_impl_class_name(pqpoly_impl_class_count()) == NULL,
          "pqpoly_impl_class_name: portable first, native last, NULL past the end");
    for (size_t i = 0; i < pqpoly_impl_class_count(); i++)
        check(pqpoly_set_impl(pqpoly_impl_class_name(i)) == PQPOLY_OK &&
                  strcmp(pqpoly_get_impl(), pqpoly_impl_class_name(i)) == 0,
              "pqpoly_set_impl accepts every listed class");
    check(pqpoly_set_impl("portable") == PQPOLY_OK && pqpoly_isa_usable() == 0 &&
              pqpoly_set_impl("avx2") == PQPOLY_OK &&
              (pqpoly_isa_usable() & ~(AVX2 | PQPOLY_ISA_X86_AESNI)) == 0 &&
              pqpoly_set_impl("avx512") == PQPOLY_OK && (pqpoly_isa_usable() & PQPOLY_ISA_ARM_NEON) == 0 &&
              pqpoly_set_impl("neon") == PQPOLY_OK && (pqpoly_isa_usable() & (AVX2 | AVX512)) == 0 &&
              pqpoly_set_impl(NULL) == PQPOLY_OK && pqpoly_isa_usable() == pqpoly_cpu_isa(),
          "each class is a ceiling: portable none, avx2 no AVX-512, neon no x86, native the CPU");
    pqpoly_set_impl(NULL);
    pqpoly_test_apply_env();
    printf("CPU instruction sets:%s%s%s\n", pqpoly_cpu_isa() & AVX2 ? " avx2" : "",
           pqpoly_cpu_isa() & AVX512 ? " avx512" : "", pqpoly_cpu_isa() ? "" : " (none: portable only)");

    /* rings */
    for (size_t i = 0; i < pqpoly_ring_count(); i++) /* saber: mu/2 = 5 ([Saber-R3]); others ternary */
        check(pqpoly_ring_at(i)->small_bound == (strcmp(pqpoly_ring_at(i)->name, "saber") == 0 ? 5 : 1),
              "every ring states its small_bound: 5 for saber, 1 (ternary) otherwise");

    /* registry: unique rows, find and find_impl */
    for (size_t i = 0; i < pqpoly_mul_count(); i++) {
        const pqpoly_mul_entry *e = pqpoly_mul_at(i);
        int dup = 0;
        for (size_t j = 0; j < i; j++) {
            const pqpoly_mul_entry *f = pqpoly_mul_at(j);
            dup |= strcmp(e->ring, f->ring) == 0 && strcmp(e->name, f->name) == 0 &&
                   e->operands == f->operands && strcmp(e->impl, f->impl) == 0;
        }
        check(!dup, "each (ring, name, operands, impl) is registered once");
        check(pqpoly_mul_find_impl(e->ring, e->name, e->operands, e->impl) == e, "find_impl finds each entry");
        check(pqpoly_mul_find_impl(e->ring, e->name, e->operands, "no-such-impl") == NULL,
              "find_impl: an unknown implementation");
        {
            const pqpoly_mul_entry *best;
            check(pqpoly_set_impl("portable") == 0, "set portable");
            best = pqpoly_mul_find(e->ring, e->name, e->operands);
            check(best != NULL && best->isa == PQPOLY_ISA_PORTABLE && best->operands == e->operands,
                  "find under portable: the portable implementation");
            check(pqpoly_set_impl("native") == 0, "set native");
            best = pqpoly_mul_find(e->ring, e->name, e->operands);
            check(best != NULL && pqpoly_isa_fits(best->isa, pqpoly_cpu_isa()) &&
                      (!pqpoly_isa_fits(e->isa, pqpoly_cpu_isa()) || best->isa >= e->isa),
                  "find under native: runnable, and no runnable implementation is wider");
        }
    }
    check(pqpoly_mul_find_impl("ntrup761", "rader1530", PQPOLY_BIG_SMALL, "portable") ==
              pqpoly_mul_find_impl("ntrup761", "rader1530", PQPOLY_BIG_BIG, "portable"),
          "find_impl: a big*big entry serves big*small");
    check(pqpoly_mul_find_impl(NULL, "grb", PQPOLY_BIG_BIG, "portable") == NULL &&
              pqpoly_mul_find_impl("ntrup761", NULL, PQPOLY_BIG_BIG, "portable") == NULL &&
              pqpoly_mul_find_impl("ntrup761", "grb", PQPOLY_BIG_BIG, NULL) == NULL,
          "find_impl: NULL arguments");

    /* the rings' default multipliers follow the class */
    check(pqpoly_set_impl("portable") == 0, "set portable");
    for (size_t i = 0; i < pqpoly_ring_count(); i++)
        for (int k = 0; k < 2; k++) {
            const pqpoly_mul_entry *e = pqpoly_ring_default_mul(pqpoly_ring_at(i), (pqpoly_operands)k);
            check(e != NULL && e->isa == PQPOLY_ISA_PORTABLE, "default multiplier under portable");
        }
    check(pqpoly_force_mul_everywhere("karatsuba") == 0, "force karatsuba");
    check(pqpoly_ring_default_mul(pqpoly_ring_get("kyber"), PQPOLY_BIG_BIG)->isa == PQPOLY_ISA_PORTABLE,
          "a forced name under portable: its portable implementation");
    check(pqpoly_set_impl(NULL) == 0 && pqpoly_force_mul_everywhere(NULL) == 0, "back to the defaults");
    for (size_t i = 0; i < pqpoly_ring_count(); i++)
        for (int k = 0; k < 2; k++) {
            const pqpoly_mul_entry *e = pqpoly_ring_default_mul(pqpoly_ring_at(i), (pqpoly_operands)k);
            check(e != NULL && pqpoly_isa_fits(e->isa, pqpoly_cpu_isa()), "default multiplier runs here");
            check(e == pqpoly_mul_find(e->ring, e->name, (pqpoly_operands)k),
                  "the default is the best implementation of its name");
        }
    printf("pick: %d passed, %d failed\n", check_passed, check_failed);
    return check_failed ? 1 : 0;
}
