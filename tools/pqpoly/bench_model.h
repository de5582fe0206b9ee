/* The figures `pqpoly bench` collects, shared by the measuring code
 * (bench_run.c) and the report writers (bench_report.c). */
#ifndef PQPOLY_TOOL_BENCH_MODEL_H
#define PQPOLY_TOOL_BENCH_MODEL_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "cycles.h"
#include "pqpoly/pqpoly.h"

typedef struct {
    const pqpoly_mul_entry *entry;
    pqpoly_bench_stats product;
    int staged;                                  /* stages below are valid */
    pqpoly_bench_stats forward_a, forward_b, base, inverse;
} bench_mul_row;

typedef struct {
    const pqpoly_kem *kem;
    const char *op; /* "keypair", "enc", "dec" */
    const char *multiplier; /* the ring's default big*small / big*big entry names */
    pqpoly_bench_stats stats;
    size_t stack_bytes;
    int stack_overflow;
    int failed;
} bench_kem_row;

#define BENCH_MAX_MUL 1024
#define BENCH_MAX_KEM 256

typedef struct {
    /* selection */
    const char *ring, *algo, *kem;
    int want_muls, want_kems;
    size_t runs;        /* maximum number of recorded runs per item */
    double seconds;     /* time budget per item and pass; fewer runs if one is slow */
    int passes;         /* passes over the selection; the best median is kept */
    /* results */
    bench_mul_row muls[BENCH_MAX_MUL];
    size_t n_muls;
    bench_kem_row kems[BENCH_MAX_KEM];
    size_t n_kems;
    /* The same KEM rows measured again on portable C alone (pqpoly_set_impl),
     * index for index, when the CPU runs vector code the library holds. */
    int kem_portable;
    bench_kem_row kems_portable[BENCH_MAX_KEM];
    /* context for the report */
    char command[1024];
    char cpu[256];
    char date[64];
    char isa_note[96];   /* the code measured: "AVX2 where the library has it", ... */
    double wall_seconds; /* of the whole measurement */
} bench_report;

/* Measure everything selected in *r (progress on stderr).  0, or 1 if a KEM
 * operation failed (its row is marked). */
int bench_run(bench_report *r);

/* Number of multipliers the selection in *r measures (0 if !r->want_muls);
 * cmd_bench refuses a narrowed selection that measures none. */
size_t bench_count_muls(const bench_report *r);

/* The first screen (bench_summary.c): each KEM's cycles and each ring's
 * fastest multiplier, plain text within 80 columns. */
void bench_write_summary(const bench_report *r, FILE *f);

/* Writers: Markdown to f (the summary in a fenced block, then the detail);
 * JSON and SVG (bench_svg.c) to the named files. 0 or -1 (with
 * errno) if the file could not be opened or written. */
void bench_write_markdown(const bench_report *r, FILE *f);
int bench_write_json(const bench_report *r, const char *path);
int bench_write_svg(const bench_report *r, const char *path);

/* Rings in the default set: ntrup761, kyber, and every ring with an entry other
 * than the generic schoolbook and karatsuba. */
int bench_ring_in_default_set(const pqpoly_ring *ring);

/* Name of the paper's baseline entry for a ring (NULL if none). */
const char *bench_baseline_algo(const char *ring);

const char *bench_operands_name(pqpoly_operands k);
/* An entry as the report names it: "name" for the portable implementation,
 * "name/impl" for the others (e.g. "grb/avx2"), written into buf. */
const char *bench_entry_label(const pqpoly_mul_entry *e, char *buf, size_t cap);
const char *bench_compiler(void);
/* fclose, and -1 (errno EIO) also if any earlier write to f failed. */
int bench_close_checked(FILE *f);
const char *bench_flags(void);

/* `pqpoly bench --ring saber`: measure and print [PC20, Table 3] (matrix-vector
 * products per product vs block recombination, bench_blockrec.c), called at
 * the end of the Markdown report; 1 if the two ways disagree (the row then
 * says FAIL). */
int bench_blockrec_markdown(const bench_report *r, FILE *f);

/* `pqpoly bench --ring ntrupP` (or ntrupP-mod3): NTRU Prime's kernels other
 * than the products for sntrupP and ntrulprP, portable and vector tables side
 * by side, measured and printed at the end of the Markdown report
 * (bench_ntrup_kernels.c); _wanted says whether the selection asks for it. */
int bench_ntrup_kernels_wanted(const bench_report *r);
void bench_ntrup_kernels_markdown(const bench_report *r, FILE *f);

#endif
