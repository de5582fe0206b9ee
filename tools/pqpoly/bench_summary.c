/* pqpoly bench: the first screen of the report — how fast each KEM is here
 * and which multiplier wins in each ring — in plain text that fits an
 * 80-column terminal (the Markdown report holds it in a fenced block before
 * the detail).  Whatever the registry holds is listed: KEMs three to a line,
 * one line per ring. */
#include <stdio.h>
#include <string.h>

#include "bench_model.h"

/* 812345 -> " 812k", 3210000 -> " 3.2M": five columns, three significant digits
 * at most, enough to compare at a glance (the detail has every digit). */
static const char *short_cycles(uint64_t v, char *buf, size_t cap) {
    double d = (double)v;
    if (v < 10000) snprintf(buf, cap, "%5llu", (unsigned long long)v);
    else if (v < 1000000) snprintf(buf, cap, "%4.0fk", d / 1e3);
    else if (v < 10000000) snprintf(buf, cap, "%4.1fM", d / 1e6);
    else snprintf(buf, cap, "%4.0fM", d / 1e6);
    return buf;
}

/* The fastest measured row of `ring` (any operand kind), NULL if none;
 * with `impl` non-NULL, only rows of that implementation and of `name`. */
static const bench_mul_row *fastest(const bench_report *r, const char *ring, const char *name,
                                    pqpoly_operands kind, const char *impl) {
    const bench_mul_row *best = NULL;
    for (size_t i = 0; i < r->n_muls; i++) {
        const bench_mul_row *m = &r->muls[i];
        if (strcmp(m->entry->ring, ring) != 0 || m->product.median == 0) continue;
        if (name != NULL && (strcmp(m->entry->name, name) != 0 || m->entry->operands != kind))
            continue;
        if (impl != NULL && strcmp(m->entry->impl, impl) != 0) continue;
        if (best == NULL || m->product.median < best->product.median) best = m;
    }
    return best;
}

static void summary_kems(const bench_report *r, FILE *f) {
    char b1[16], b2[16], b3[16];
    size_t width = 4, col = 0, per_line;
    if (r->n_kems == 0) return;
    for (size_t i = 0; i < r->n_kems; i += 3)
        if (strlen(r->kems[i].kem->name) > width) width = strlen(r->kems[i].kem->name);
    /* as many KEMs per line as fit in 80 columns: each takes 3 + width + 3 x 6 */
    per_line = 80 / (3 + width + 18);
    if (per_line == 0) per_line = 1;
    fprintf(f, "KEMs: cycles of keypair, encaps, decaps (k = 10^3, M = 10^6), each at its\n");
    fprintf(f, "ring's default multiplier\n");
    for (size_t i = 0; i + 2 < r->n_kems; i += 3) {
        const bench_kem_row *k = &r->kems[i];
        fprintf(f, "%s%-*s", col == 0 ? "  " : "   ", (int)width, k->kem->name);
        if (k[0].failed || k[1].failed || k[2].failed) fprintf(f, " %-17s", "    FAILED");
        else
            fprintf(f, " %s %s %s", short_cycles(k[0].stats.median, b1, sizeof b1),
                    short_cycles(k[1].stats.median, b2, sizeof b2),
                    short_cycles(k[2].stats.median, b3, sizeof b3));
        if (++col == per_line) {
            fputc('\n', f);
            col = 0;
        }
    }
    if (col) fputc('\n', f);
    fputc('\n', f);
}

static void summary_rings(const bench_report *r, FILE *f) {
    char label[64], b1[16];
    int header = 0;
    for (size_t ri = 0; ri < pqpoly_ring_count(); ri++) {
        const pqpoly_ring *ring = pqpoly_ring_at(ri);
        const bench_mul_row *win = fastest(r, ring->name, NULL, PQPOLY_BIG_BIG, NULL);
        if (win == NULL) continue;
        if (!header) {
            fprintf(f, "Fastest multiplier per ring: median cycles of one product, speed-up over\n");
            fprintf(f, "schoolbook, and over its own portable C where the winner is vector code\n");
            header = 1;
        }
        const pqpoly_mul_entry *e = win->entry;
        const bench_mul_row *school = fastest(r, ring->name, "schoolbook", PQPOLY_BIG_BIG, NULL);
        fprintf(f, "  %-14s %-22s %-9s %s", ring->name, bench_entry_label(e, label, sizeof label),
                bench_operands_name(e->operands), short_cycles(win->product.median, b1, sizeof b1));
        if (school != NULL && school != win)
            fprintf(f, " %6.1fx", (double)school->product.median / (double)win->product.median);
        if (strcmp(e->impl, "portable") != 0) {
            const bench_mul_row *twin = fastest(r, ring->name, e->name, e->operands, "portable");
            if (twin != NULL)
                fprintf(f, " %5.1fx portable", (double)twin->product.median / (double)win->product.median);
        }
        fputc('\n', f);
    }
    if (header) fputc('\n', f);
}

void bench_write_summary(const bench_report *r, FILE *f) {
    fprintf(f, "pqpoly bench on %s\n", r->cpu);
    fprintf(f, "%s, %s, %s; %.0f s\n\n", bench_compiler(), r->isa_note, r->date, r->wall_seconds);
    summary_kems(r, f);
    summary_rings(r, f);
}
