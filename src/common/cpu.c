/* CPU probe and the implementation class of pqpoly_set_impl. */
#include "common/cpu.h"

#include <stdatomic.h>
#include <string.h>

#include "pqpoly/impl.h"

#if (defined(__x86_64__) || defined(__i386__)) && defined(__GNUC__)
#include <cpuid.h>
#define PQPOLY_CPU_X86 1

static uint64_t xgetbv0(void) {
    uint32_t lo, hi;
    __asm__ __volatile__("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
    return ((uint64_t)hi << 32) | lo;
}
#endif

static uint32_t probe(void) {
    uint32_t isa = PQPOLY_ISA_PORTABLE;
#ifdef PQPOLY_CPU_X86
    unsigned int a, b, c, d;
    uint64_t xcr0;
    if (__get_cpuid_max(0, NULL) < 7) return isa;
    __cpuid(1, a, b, c, d);
    /* The OS must save the YMM (and for AVX-512 the opmask and ZMM) state. */
    if (!(c & bit_OSXSAVE) || !(c & bit_AVX)) return isa;
    xcr0 = xgetbv0();
    if ((xcr0 & 0x6) != 0x6) return isa;
    __cpuid_count(7, 0, a, b, c, d);
    if (b & bit_AVX2) isa |= PQPOLY_ISA_X86_AVX2;
    if ((xcr0 & 0xe0) == 0xe0 && (b & bit_AVX512F) && (b & bit_AVX512BW) && (b & bit_AVX512VL))
        isa |= PQPOLY_ISA_X86_AVX512;
#endif
    return isa;
}

/* The probe's result with bit 31 set, 0 before the first probe. */
#define PROBED (1u << 31)
static _Atomic uint32_t cpu_isa;

uint32_t pqpoly_cpu_isa(void) {
    uint32_t v = atomic_load_explicit(&cpu_isa, memory_order_relaxed);
    if (v == 0) {
        v = probe() | PROBED;
        atomic_store_explicit(&cpu_isa, v, memory_order_relaxed);
    }
    return v & ~PROBED;
}

/* The implementation classes of pqpoly_set_impl, by index (cpu.h): the name
 * and the instruction sets each admits, before intersecting with the CPU's.
 * "avx2" is a ceiling, not a demand: vector code up to AVX2, never AVX-512;
 * on a CPU without AVX2 it runs what "portable" runs. */
static const struct {
    const char *name;
    uint32_t isa;
} classes[PQPOLY_IMPL_CLASSES] = {
    {"portable", PQPOLY_ISA_PORTABLE},
    {"avx2", PQPOLY_ISA_X86_AVX2},
    {"native", ~(uint32_t)0},
};

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

const char *pqpoly_isa_name(uint32_t bit) {
    switch (bit) {
    case PQPOLY_ISA_PORTABLE: return "portable";
    case PQPOLY_ISA_X86_AVX2: return "avx2";
    case PQPOLY_ISA_X86_AVX512: return "avx512";
    case PQPOLY_ISA_ARM_NEON: return "neon";
    default: return NULL;
    }
}
