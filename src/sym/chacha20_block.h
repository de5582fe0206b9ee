/* The ChaCha20 block function ([Ber08]; RFC 8439 §2.3) over runs of blocks,
 * per implementation: the portable one (src/sym/chacha20_block.c) and the
 * eight-block AVX2 one (src/sym/avx2/chacha20x8.c), chosen at run time by
 * src/sym/chacha20.c.  Internal header.
 *
 * `s` is the initial state of the first block (constants, key, words 12..15);
 * block b uses s with word 12 increased by b, carried into word 13 when
 * `ctr64` is set (the original 64-bit counter) and left to wrap otherwise
 * (the callers of the RFC layout never let it).  nblocks * 64 bytes of
 * keystream are written to out.  No branch or index depends on the key. */
#ifndef PQPOLY_SYM_CHACHA20_BLOCK_H
#define PQPOLY_SYM_CHACHA20_BLOCK_H

#include <stddef.h>
#include <stdint.h>

typedef void (*pqpoly_chacha20_blocks_fn)(uint8_t *out, const uint32_t s[16], size_t nblocks, int ctr64);

void pqpoly_chacha20_blocks_portable(uint8_t *out, const uint32_t s[16], size_t nblocks, int ctr64);
/* In src/sym/avx2/ (listed in src/sym/backend_list.h). */
void pqpoly_chacha20_blocks_avx2(uint8_t *out, const uint32_t s[16], size_t nblocks, int ctr64);

#endif
