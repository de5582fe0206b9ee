/* Little-endian 64-bit lanes of the Keccak state to and from bytes: one
 * memcpy on little-endian targets (a single move), byte by byte elsewhere.
 * Internal header. */
#ifndef PQPOLY_SYM_LE64_H
#define PQPOLY_SYM_LE64_H

#include <stdint.h>
#include <string.h>

static inline uint64_t pqpoly_load64_le(const uint8_t *p) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    uint64_t v;
    memcpy(&v, p, 8);
    return v;
#else
    uint64_t v = 0;
    for (unsigned i = 0; i < 8; i++) v |= (uint64_t)p[i] << (8 * i);
    return v;
#endif
}

static inline void pqpoly_store64_le(uint8_t *p, uint64_t v) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    memcpy(p, &v, 8);
#else
    for (unsigned i = 0; i < 8; i++) p[i] = (uint8_t)(v >> (8 * i));
#endif
}

#endif
