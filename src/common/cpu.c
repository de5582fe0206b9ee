/* CPU probe and the implementation classes of pqpoly_set_impl, both built
 * from the manifest of instruction sets (src/common/isa_list.h). */
#include "common/cpu.h"

#include <stdatomic.h>
#include <string.h>

#include "common/isa_list.h"
#include "pqpoly/impl.h"

#if (defined(__x86_64__) || defined(__i386__)) && defined(__GNUC__)
#include <cpuid.h>
#define PQPOLY_CPU_X86 1

static uint64_t xgetbv0(void) {
    uint32_t lo, hi;
    __asm__ __volatile__("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
    return ((uint64_t)hi << 32) | lo;
}

/* cpuid leaves 1 and 7 with the OS's saved state (xgetbv): YMM for AVX2,
 * opmask and ZMM too for AVX-512 (Intel SDM Vol. 1, §14.3 and §15.2). */
static uint32_t probe_x86(void) {
    uint32_t isa = PQPOLY_ISA_PORTABLE;
    unsigned int a, b, c, d, c1;
    uint64_t xcr0;
    if (__get_cpuid_max(0, NULL) < 7) return isa;
    __cpuid(1, a, b, c1, d);
    if (!(c1 & bit_OSXSAVE) || !(c1 & bit_AVX)) return isa;
    xcr0 = xgetbv0();
    if ((xcr0 & 0x6) != 0x6) return isa;
    __cpuid_count(7, 0, a, b, c, d);
    if (!(b & bit_AVX2)) return isa;
    isa |= PQPOLY_ISA_X86_AVX2;
    if ((c1 & bit_AES) && (c1 & bit_PCLMUL)) isa |= PQPOLY_ISA_X86_AESNI;
    if ((xcr0 & 0xe0) == 0xe0 && (b & bit_AVX512F) && (b & bit_AVX512BW) && (b & bit_AVX512VL)) {
        isa |= PQPOLY_ISA_X86_AVX512;
        if (c & bit_AVX512VBMI) isa |= PQPOLY_ISA_X86_AVX512_VBMI;
        if (c & bit_AVX512VBMI2) isa |= PQPOLY_ISA_X86_AVX512_VBMI2;
        if (b & bit_AVX512IFMA) isa |= PQPOLY_ISA_X86_AVX512_IFMA;
    }
    return isa;
}
#define PQPOLY_PROBE() probe_x86()

#elif defined(__aarch64__) && defined(__linux__)
#include <sys/auxv.h>
/* The kernel's hwcaps (Linux arch/arm64/include/uapi/asm/hwcap.h). */
#ifndef HWCAP_ASIMD
#define HWCAP_ASIMD (1ul << 1)
#endif
#ifndef HWCAP_SHA3
#define HWCAP_SHA3 (1ul << 17)
#endif
static uint32_t probe_aarch64(void) {
    unsigned long hw = getauxval(AT_HWCAP);
    uint32_t isa = PQPOLY_ISA_PORTABLE;
    if (hw & HWCAP_ASIMD) {
        isa |= PQPOLY_ISA_ARM_NEON;
        if (hw & HWCAP_SHA3) isa |= PQPOLY_ISA_ARM_NEON_SHA3;
    }
    return isa;
}
#define PQPOLY_PROBE() probe_aarch64()

#else
/* No run-time probe (bare-metal Arm, other AArch64 systems): the sets the
 * compiler targets. */
static uint32_t probe_compiler(void) {
    uint32_t isa = PQPOLY_ISA_PORTABLE;
#if defined(__ARM_NEON) && defined(__aarch64__)
    isa |= PQPOLY_ISA_ARM_NEON;
#if defined(__ARM_FEATURE_SHA3)
    isa |= PQPOLY_ISA_ARM_NEON_SHA3;
#endif
#endif
#if defined(__ARM_FEATURE_DSP) && !defined(__aarch64__)
    isa |= PQPOLY_ISA_ARMV7EM;
#endif
    return isa;
}
#define PQPOLY_PROBE() probe_compiler()
#endif

/* The probe's result with bit 31 set, 0 before the first probe. */
#define PROBED (1u << 31)
static _Atomic uint32_t cpu_isa;

uint32_t pqpoly_cpu_isa(void) {
    uint32_t v = atomic_load_explicit(&cpu_isa, memory_order_relaxed);
    if (v == 0) {
        v = PQPOLY_PROBE() | PROBED;
        atomic_store_explicit(&cpu_isa, v, memory_order_relaxed);
    }
    return v & ~PROBED;
}

/* The implementation classes, by index (cpu.h): the name and the
 * instruction sets each admits, before intersecting with the CPU's. */
static const struct {
    const char *name;
    uint32_t isa;
} classes[] = {
#define PQPOLY_IMPL_CLASS(name, ceiling) {name, ceiling},
    PQPOLY_IMPL_CLASS_LIST(PQPOLY_IMPL_CLASS)
#undef PQPOLY_IMPL_CLASS
};
_Static_assert(sizeof classes / sizeof classes[0] == PQPOLY_IMPL_CLASSES,
               "PQPOLY_IMPL_CLASSES (cpu.h) counts the classes of src/common/isa_list.h");

/* The class in force, an index into classes[]; "native" by default. */
static atomic_size_t impl_class = PQPOLY_IMPL_CLASS_NATIVE;

size_t pqpoly_impl_class(void) { return atomic_load_explicit(&impl_class, memory_order_relaxed); }

uint32_t pqpoly_impl_class_isa(size_t cls) {
    return cls < PQPOLY_IMPL_CLASSES ? classes[cls].isa & pqpoly_cpu_isa() : PQPOLY_ISA_PORTABLE;
}

uint32_t pqpoly_isa_usable(void) { return pqpoly_impl_class_isa(pqpoly_impl_class()); }

int pqpoly_set_impl(const char *name) {
    size_t cls = PQPOLY_IMPL_CLASS_NATIVE;
    if (name != NULL) {
        for (cls = 0; cls < PQPOLY_IMPL_CLASSES; cls++)
            if (strcmp(name, classes[cls].name) == 0) break;
        if (cls == PQPOLY_IMPL_CLASSES) return PQPOLY_ERR_INVALID_ARGUMENT;
    }
    atomic_store_explicit(&impl_class, cls, memory_order_relaxed);
    return PQPOLY_OK;
}

const char *pqpoly_get_impl(void) { return classes[pqpoly_impl_class()].name; }

size_t pqpoly_impl_class_count(void) { return PQPOLY_IMPL_CLASSES; }

const char *pqpoly_impl_class_name(size_t i) {
    return i < PQPOLY_IMPL_CLASSES ? classes[i].name : NULL;
}

const char *pqpoly_isa_name(uint32_t bit) {
    if (bit == PQPOLY_ISA_PORTABLE) return "portable";
#define PQPOLY_ISA(name, macro, isa_bit, bit_name, cls, arch, flags) \
    if (bit == (isa_bit)) return bit_name;
    PQPOLY_ISA_LIST(PQPOLY_ISA)
#undef PQPOLY_ISA
    return NULL;
}
