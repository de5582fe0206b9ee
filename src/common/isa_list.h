/* The instruction sets pqpoly knows: the manifest, data only.  Everything
 * that depends on the set of instruction sets is built from this list: the
 * CPU probe and the implementation classes (src/common/cpu.c), the names of
 * the PQPOLY_ISA_* bits (pqpoly_isa_name), the compiler flags and the macro
 * of each set (cmake/isa.cmake reads the PQPOLY_ISA lines below, so keep
 * each on one line), and the backend-list helpers of src/common/isa.h.
 *
 * PQPOLY_ISA(name, MACRO, bit, bit_name, class, arch, flags)
 *   name      the set's name, also the argument of pqpoly_isa_sources() in
 *             CMake; its code lives in `<layer>/<folder>/` folders, the
 *             folder being the class name (avx2, avx512, neon, armv7em);
 *   MACRO     PQPOLY_<MACRO> is defined (=1) when the set's code is compiled
 *             in (CMake: the target's architecture has it and PQPOLY_ISA
 *             admits it); PQPOLY_IF_<MACRO>(...) keeps its arguments then;
 *   bit       its PQPOLY_ISA_* bit (include/pqpoly/poly.h): what a row of
 *             this set needs of the CPU, and what the probe reports;
 *   bit_name  pqpoly_isa_name(bit);
 *   class     the implementation class (pqpoly_set_impl) its rows belong to;
 *   arch      the CMAKE_SYSTEM_PROCESSOR pattern of targets that have it;
 *   flags     the compiler flags of its files (the only place they appear).
 * An extension of a set (AVX-512 VBMI) is a line of its own with its own bit
 * and the base set's flags included: a file needing both is compiled for the
 * extension's line and its rows need both bits. */
/* clang-format off */
#define PQPOLY_ISA_LIST(PQPOLY_ISA) \
PQPOLY_ISA("x86-avx2",          X86_AVX2,          PQPOLY_ISA_X86_AVX2,          "avx2",        "avx2",    "^(x86_64|AMD64|amd64)$", "-mavx2") \
PQPOLY_ISA("x86-aesni",         X86_AESNI,         PQPOLY_ISA_X86_AESNI,         "aesni",       "avx2",    "^(x86_64|AMD64|amd64)$", "-mavx2 -maes -mpclmul") \
PQPOLY_ISA("x86-avx512",        X86_AVX512,        PQPOLY_ISA_X86_AVX512,        "avx512",      "avx512",  "^(x86_64|AMD64|amd64)$", "-mavx2 -mavx512f -mavx512bw -mavx512vl") \
PQPOLY_ISA("x86-avx512-vbmi",   X86_AVX512_VBMI,   PQPOLY_ISA_X86_AVX512_VBMI,   "avx512vbmi",  "avx512",  "^(x86_64|AMD64|amd64)$", "-mavx2 -mavx512f -mavx512bw -mavx512vl -mavx512vbmi") \
PQPOLY_ISA("x86-avx512-vbmi2",  X86_AVX512_VBMI2,  PQPOLY_ISA_X86_AVX512_VBMI2,  "avx512vbmi2", "avx512",  "^(x86_64|AMD64|amd64)$", "-mavx2 -mavx512f -mavx512bw -mavx512vl -mavx512vbmi2") \
PQPOLY_ISA("x86-avx512-ifma",   X86_AVX512_IFMA,   PQPOLY_ISA_X86_AVX512_IFMA,   "avx512ifma",  "avx512",  "^(x86_64|AMD64|amd64)$", "-mavx2 -mavx512f -mavx512bw -mavx512vl -mavx512ifma") \
PQPOLY_ISA("arm-neon",          ARM_NEON,          PQPOLY_ISA_ARM_NEON,          "neon",        "neon",    "^(aarch64|arm64|ARM64)$", "") \
PQPOLY_ISA("arm-neon-sha3",     ARM_NEON_SHA3,     PQPOLY_ISA_ARM_NEON_SHA3,     "neon-sha3",   "neon",    "^(aarch64|arm64|ARM64)$", "-march=armv8.2-a+sha3") \
PQPOLY_ISA("armv7em",           ARMV7EM,           PQPOLY_ISA_ARMV7EM,           "armv7em",     "armv7em", "^(arm|armv7e-m|cortex-m4)$", "")
/* clang-format on */

/* The implementation classes of pqpoly_set_impl, in this order (the index is
 * the class's, src/common/cpu.h): PQPOLY_IMPL_CLASS(name, ceiling), the
 * ceiling being the PQPOLY_ISA_* bits the class admits (then intersected with
 * the CPU's).  Each is a ceiling, not a demand: "avx512" admits AVX2 rows
 * too, and on a CPU without AVX-512 runs what "avx2" runs.  "portable" is
 * first, "native" (everything the CPU runs, the default) last. */
#define PQPOLY_IMPL_CLASS_LIST(PQPOLY_IMPL_CLASS)                                              \
    PQPOLY_IMPL_CLASS("portable", PQPOLY_ISA_PORTABLE)                                         \
    PQPOLY_IMPL_CLASS("avx2", PQPOLY_ISA_X86_AVX2 | PQPOLY_ISA_X86_AESNI)                      \
    PQPOLY_IMPL_CLASS("avx512", PQPOLY_ISA_X86_AVX2 | PQPOLY_ISA_X86_AESNI | PQPOLY_ISA_X86_AVX512 | \
                                    PQPOLY_ISA_X86_AVX512_VBMI | PQPOLY_ISA_X86_AVX512_VBMI2 | \
                                    PQPOLY_ISA_X86_AVX512_IFMA)                                \
    PQPOLY_IMPL_CLASS("neon", PQPOLY_ISA_ARM_NEON | PQPOLY_ISA_ARM_NEON_SHA3)                  \
    PQPOLY_IMPL_CLASS("armv7em", PQPOLY_ISA_ARMV7EM)                                           \
    PQPOLY_IMPL_CLASS("native", ~(uint32_t)0)
