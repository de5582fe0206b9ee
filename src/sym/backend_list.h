/* The implementations of the symmetric layer's vectorized primitives that
 * this build compiles in, portable first (src/common/isa.h): each row is
 * chosen at run time by pqpoly_pick (src/common/pick.h).  Data only;
 * internal header.
 *   PQPOLY_SYM_KECCAKX4_IMPLS(X): X(isa, impl, permute, step_cost12), the
 *     4-way Keccak-f[1600] permutations of src/sym/fips202x4.c (permute_portable
 *     is that file's own);
 *   PQPOLY_SYM_CHACHA20_IMPLS(X): X(isa, impl, blocks), the ChaCha20 block
 *     functions of src/sym/chacha20_block.h;
 *   PQPOLY_SYM_AES_IMPLS(X): X(isa, impl, ctr0, gmac_expand), the AES-256
 *     compositions of src/sym/aes.h (the AES-NI row needs AVX2 too: its
 *     set's flags include -mavx2). */
#ifndef PQPOLY_SYM_BACKEND_LIST_H
#define PQPOLY_SYM_BACKEND_LIST_H

#include "common/isa.h"

/* step costs: 4 x 0.75 one-at-a-time permutations (fips202x4.c); AVX2 about
 * 4/3 (bench/programs/speed_keccak.c) */
#define PQPOLY_SYM_KECCAKX4_IMPLS(X)                   \
    X(PQPOLY_ISA_PORTABLE, "portable", permute_portable, 36) \
    PQPOLY_IF_X86_AVX2(X(PQPOLY_ISA_X86_AVX2, "avx2", pqpoly_keccak_f1600x4_avx2, 16))

#define PQPOLY_SYM_CHACHA20_IMPLS(X)                                           \
    X(PQPOLY_ISA_PORTABLE, "portable", pqpoly_chacha20_blocks_portable) \
    PQPOLY_IF_X86_AVX2(X(PQPOLY_ISA_X86_AVX2, "avx2", pqpoly_chacha20_blocks_avx2))

#define PQPOLY_SYM_AES_IMPLS(X)                                                                   \
    X(PQPOLY_ISA_PORTABLE, "portable", pqpoly_aes256_ctr0_portable, pqpoly_aes256_gmac_expand_portable) \
    PQPOLY_IF_X86_AESNI(X(PQPOLY_ISA_X86_AVX2 | PQPOLY_ISA_X86_AESNI, "aesni", pqpoly_aes256_ctr0_aesni, \
                          pqpoly_aes256_gmac_expand_aesni))

#endif
