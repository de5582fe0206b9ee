/* The instruction sets compiled into this build, for the backend lists of
 * each layer (src/mul/mul_list.h, src/ring/<family>/backend_list.h,
 * src/sym/backend_list.h).  Internal header.
 *
 * For each set of the manifest (src/common/isa_list.h) the generated header
 * isa_enabled.h (cmake/isa.cmake writes it into the build tree) defines
 * PQPOLY_IF_<MACRO>(...): its arguments when the set's code is compiled in,
 * nothing otherwise.  A list names its vector rows through it:
 *   #define PQPOLY_SYM_KECCAKX4_IMPLS(X) X(portable) PQPOLY_IF_X86_AVX2(X(avx2))
 * so no source file tests a set's macro to learn what exists. */
#ifndef PQPOLY_COMMON_ISA_H
#define PQPOLY_COMMON_ISA_H

#include "common/isa_list.h"
#include "isa_enabled.h"

#endif
