/* Cycle counts published in the papers, for the same operations pqpoly
 * measures, so the benchmark report can set them beside its own figures.
 * They were measured on other processors (Cortex-M4, Cortex-A72, x86 AVX2) and
 * with hand-written assembly or vector code: they are never comparable number
 * for number with a portable-C run on this machine, and the report always
 * marks them as published, naming the paper and table.
 *
 * Rows are keyed by ring and registry algorithm name (or KEM name), so a row
 * shows up as soon as an entry of that name is registered. */
#ifndef PQPOLY_BENCH_PUBLISHED_H
#define PQPOLY_BENCH_PUBLISHED_H

#include <stddef.h>
#include <stdint.h>

typedef struct pqpoly_published_mul {
    const char *ring;
    const char *algo;      /* registry name of the matching entry */
    const char *operands;  /* "big*big", "big*small", or NULL for either */
    const char *platform;  /* "Cortex-M4", "Cortex-A72", "x86 AVX2" */
    uint64_t product;      /* the whole multiplication; 0 if not given */
    uint64_t forward, base, inverse; /* stages; 0 if not given */
    const char *paper;     /* paper key and table, e.g. "[ACC+21, Table 5]" */
    const char *impl;      /* the implementation the figure belongs to */
} pqpoly_published_mul;

typedef struct pqpoly_published_kem {
    const char *kem;
    const char *platform;
    uint64_t keypair, enc, dec; /* cycles */
    uint64_t stack_keypair, stack_enc, stack_dec; /* bytes; 0 if not given */
    const char *paper;
    const char *impl;
} pqpoly_published_kem;

size_t pqpoly_published_mul_count(void);
const pqpoly_published_mul *pqpoly_published_mul_at(size_t i);
size_t pqpoly_published_kem_count(void);
const pqpoly_published_kem *pqpoly_published_kem_at(size_t i);

#endif
