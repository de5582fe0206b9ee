/* pqpoly bench: the SVG chart of the report.
 *
 * On top, the KEM panel: one group per KEM (name under it) of three bars,
 * keypair, encaps and decaps, on a shared logarithmic cycle axis.  Below, one
 * panel per ring, placed in two columns: a row per algorithm and operand kind,
 * fastest first, holding one bar per implementation measured (portable C and
 * AVX2 side by side, coloured by implementation), each bar labelled with its
 * cycles, and every panel with its own logarithmic axis and tick labels.
 * Whatever the registry holds is drawn; nothing is specific to a ring. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "bench_model.h"

#define W 1200.0
#define MARGIN 16.0
#define COL_W ((W - 3 * MARGIN) / 2)
#define LABEL_W 178.0
#define VALUE_W 52.0
#define BAR_H 8.0
#define ROW_GAP 5.0
#define MAX_ROWS 128

static void text(FILE *f, const char *s) {
    for (; *s; s++) {
        if (*s == '<') fputs("&lt;", f);
        else if (*s == '>') fputs("&gt;", f);
        else if (*s == '&') fputs("&amp;", f);
        else fputc(*s, f);
    }
}

static const char *short_cycles(double v, char *buf, size_t cap) {
    if (v < 10000) snprintf(buf, cap, "%.0f", v);
    else if (v < 1e6) snprintf(buf, cap, "%.0fk", v / 1e3);
    else snprintf(buf, cap, "%.2gM", v / 1e6);
    return buf;
}

/* Colour of an implementation: portable blue, avx2 orange, then others. */
static const char *impl_colour(const char *impl) {
    static const char *const names[] = {"portable", "avx2", "avx512", "neon"};
    static const char *const colours[] = {"#4c72b0", "#dd8452", "#55a868", "#8172b3"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strcmp(impl, names[i]) == 0) return colours[i];
    return "#937860";
}

/* A logarithmic axis over [10^d0, 10^d1] mapped onto [x0, x0 + w]. */
typedef struct {
    double d0, d1, x0, w;
} log_axis;

static log_axis axis_for(double lo, double hi, double x0, double w) {
    log_axis a;
    /* Half a decade below the fastest at least, so no bar is a sliver. */
    a.d0 = floor(log10(lo > 1 ? lo : 1) - 0.3);
    if (a.d0 < 0) a.d0 = 0;
    a.d1 = ceil(log10(hi > 1 ? hi : 10));
    if (a.d1 <= a.d0) a.d1 = a.d0 + 1;
    a.x0 = x0;
    a.w = w;
    return a;
}

static double axis_pos(const log_axis *a, double v) {
    double t = (log10(v > 1 ? v : 1) - a->d0) / (a->d1 - a->d0);
    return a->x0 + (t < 0 ? 0 : t > 1 ? 1 : t) * a->w;
}

/* Grid lines at every decade (and at 2 and 5 times it) from y0 to y1, with
 * tick labels below y1. */
static void vertical_grid(FILE *f, const log_axis *a, double y0, double y1) {
    static const char *const unit[] = {"1", "10", "100", "1k", "10k", "100k", "1M", "10M", "100M", "1G"};
    for (double d = a->d0; d <= a->d1; d += 1)
        for (int m = 1; m <= 5; m += m == 1 ? 1 : 3) {
            double v = m * pow(10, d);
            if (log10(v) > a->d1 + 1e-9) break;
            double x = axis_pos(a, v);
            fprintf(f, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\"/>\n", x, y0, x,
                    y1, m == 1 ? "#bbb" : "#e6e6e6");
            int di = (int)d;
            if (m == 1 && di >= 0 && di < 10)
                fprintf(f, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\" font-size=\"10\" "
                           "fill=\"#555\">%s</text>\n", x, y1 + 11, unit[di]);
        }
}

/* ---- the KEM panel ---- */

static double kem_panel(const bench_report *r, FILE *f, double y) {
    static const char *const op_colour[3] = {"#4c72b0", "#dd8452", "#55a868"};
    static const char *const op_name[3] = {"keypair", "encaps", "decaps"};
    size_t nk = r->n_kems / 3;
    if (nk == 0) return y;
    double lo = 1e18, hi = 1;
    int twin = r->kem_portable; /* a pale portable-C bar beside each one */
    for (size_t i = 0; i < r->n_kems; i++)
        for (int t = 0; t <= twin; t++) {
            const bench_kem_row *row = t ? &r->kems_portable[i] : &r->kems[i];
            double v = (double)row->stats.median;
            if (row->failed || v <= 0) continue;
            if (v < lo) lo = v;
            if (v > hi) hi = v;
        }
    if (lo > hi) lo = 1;
    const double plot_h = 190, left = MARGIN + 40, width = W - left - MARGIN;
    fprintf(f, "<text x=\"%.0f\" y=\"%.0f\" font-size=\"15\" font-weight=\"bold\">KEMs: median cycles "
               "of one operation (log scale), each at its ring's default multiplier</text>\n",
            MARGIN, y + 16);
    for (int op = 0; op < 3; op++)
        fprintf(f, "<rect x=\"%.0f\" y=\"%.0f\" width=\"11\" height=\"11\" fill=\"%s\"/><text x=\"%.0f\" "
                   "y=\"%.0f\" font-size=\"12\">%s</text>\n",
                W - MARGIN - 250 + op * 85, y + 6, op_colour[op], W - MARGIN - 235 + op * 85, y + 16,
                op_name[op]);
    if (twin)
        fprintf(f, "<text x=\"%.0f\" y=\"%.0f\" font-size=\"12\" fill=\"#555\">dark: the best code "
                   "this CPU runs; pale, beside it: portable C alone</text>\n", W - MARGIN - 480, y + 34);
    y += 40;
    double bottom = y + 14 + plot_h;
    /* Vertical log axis: decades as horizontal grid lines, labelled at the left. */
    double d0 = floor(log10(lo) - 0.3), d1 = ceil(log10(hi)); /* no sliver bars */
    if (d1 <= d0) d1 = d0 + 1;
    static const char *const unit[] = {"1", "10", "100", "1k", "10k", "100k", "1M", "10M", "100M", "1G"};
    for (double d = d0; d <= d1; d += 1) {
        double gy = bottom - (d - d0) / (d1 - d0) * plot_h;
        fprintf(f, "<line x1=\"%.0f\" y1=\"%.1f\" x2=\"%.0f\" y2=\"%.1f\" stroke=\"#bbb\"/>\n", left, gy,
                left + width, gy);
        if (d >= 0 && d < 10)
            fprintf(f, "<text x=\"%.0f\" y=\"%.1f\" text-anchor=\"end\" font-size=\"10\" fill=\"#555\">%s"
                       "</text>\n", left - 4, gy + 4, unit[(int)d]);
    }
    int per_group = twin ? 6 : 3;
    double group_w = width / (double)nk, bar_w = (group_w - 6) / per_group;
    if (bar_w > 14) bar_w = 14;
    char b[32];
    for (size_t k = 0; k < nk; k++) {
        const bench_kem_row *row = &r->kems[3 * k];
        double gx = left + (double)k * group_w + (group_w - per_group * bar_w) / 2;
        for (int slot = 0; slot < per_group; slot++) {
            int op = twin ? slot / 2 : slot, pale = twin && slot % 2;
            const bench_kem_row *cell = pale ? &r->kems_portable[3 * k + (size_t)op] : &row[op];
            double v = (double)cell->stats.median;
            double x = gx + slot * bar_w;
            if (cell->failed || v <= 0) {
                fprintf(f, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"9\" fill=\"#c00\">FAILED</text>\n", x,
                        bottom - 4);
                continue;
            }
            double h = (log10(v) - d0) / (d1 - d0) * plot_h;
            fprintf(f, "<rect class=\"%s\" x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" "
                       "fill=\"%s\" fill-opacity=\"%s\"/>\n", pale ? "kem-portable" : "kem", x, bottom - h,
                    bar_w - 1, h, op_colour[op], pale ? "0.4" : "1");
            fprintf(f, "<text transform=\"translate(%.1f,%.1f) rotate(-90)\" font-size=\"%s\">%s</text>\n",
                    x + bar_w / 2 + 3, bottom - h - 3, bar_w < 9 ? "7" : "9", short_cycles(v, b, sizeof b));
        }
        fprintf(f, "<text transform=\"translate(%.1f,%.1f) rotate(35)\" font-size=\"11\">", gx + bar_w,
                bottom + 12);
        text(f, row->kem->name);
        fprintf(f, "</text>\n");
    }
    return bottom + 70;
}

/* ---- one panel per ring ---- */

typedef struct {
    const bench_mul_row *bars[8]; /* one per implementation, portable first */
    size_t n;
    uint64_t best;
} ring_row;

/* The rows of a ring: one per (algorithm, operand kind), fastest first. */
static size_t ring_rows(const bench_report *r, const char *ring, ring_row *rows, size_t *n_bars) {
    size_t n = 0;
    *n_bars = 0;
    for (size_t i = 0; i < r->n_muls; i++) {
        const bench_mul_row *m = &r->muls[i];
        if (strcmp(m->entry->ring, ring) != 0 || m->product.median == 0) continue;
        size_t j = 0;
        while (j < n && !(strcmp(rows[j].bars[0]->entry->name, m->entry->name) == 0 &&
                          rows[j].bars[0]->entry->operands == m->entry->operands))
            j++;
        if (j == n) {
            if (n == MAX_ROWS) continue;
            memset(&rows[n], 0, sizeof rows[n]);
            n++;
        }
        ring_row *row = &rows[j];
        if (row->n == sizeof row->bars / sizeof row->bars[0]) continue;
        size_t at = row->n;
        if (strcmp(m->entry->impl, "portable") == 0) { /* portable first */
            memmove(&row->bars[1], &row->bars[0], row->n * sizeof row->bars[0]);
            at = 0;
        }
        row->bars[at] = m;
        row->n++;
        if (row->best == 0 || m->product.median < row->best) row->best = m->product.median;
    }
    for (size_t i = 1; i < n; i++) /* insertion sort by the fastest bar */
        for (size_t j = i; j > 0 && rows[j].best < rows[j - 1].best; j--) {
            ring_row t = rows[j];
            rows[j] = rows[j - 1];
            rows[j - 1] = t;
        }
    for (size_t i = 0; i < n; i++) *n_bars += rows[i].n;
    return n;
}

static double panel_height(size_t n_rows, size_t n_bars) {
    return 24 + (double)n_bars * BAR_H + (double)n_rows * ROW_GAP + 26;
}

static void ring_panel(FILE *f, const pqpoly_ring *ring, ring_row *rows, size_t n, double x, double y,
                       double h) {
    double lo = 1e18, hi = 1;
    for (size_t i = 0; i < n; i++)
        for (size_t j = 0; j < rows[i].n; j++) {
            double v = (double)rows[i].bars[j]->product.median;
            if (v < lo) lo = v;
            if (v > hi) hi = v;
        }
    log_axis a = axis_for(lo, hi, x + LABEL_W, COL_W - LABEL_W - VALUE_W);
    fprintf(f, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"#fafafa\" "
               "stroke=\"#ddd\"/>\n", x, y, COL_W, h - 6);
    fprintf(f, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"11\" fill=\"#555\"><tspan font-size=\"13\" "
               "font-weight=\"bold\" fill=\"black\">", x + 6, y + 16);
    text(f, ring->name);
    char desc[72];
    snprintf(desc, sizeof desc, "%s", ring->description);
    fprintf(f, "</tspan>   ");
    text(f, desc);
    fprintf(f, "</text>\n");
    double top = y + 24, yy = top;
    double bottom = top + (double)n * ROW_GAP;
    for (size_t i = 0; i < n; i++) bottom += (double)rows[i].n * BAR_H;
    vertical_grid(f, &a, top - 2, bottom);
    char label[80], b[32];
    for (size_t i = 0; i < n; i++) {
        const pqpoly_mul_entry *e = rows[i].bars[0]->entry;
        double row_h = (double)rows[i].n * BAR_H;
        fprintf(f, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"11\" text-anchor=\"end\"%s>", x + LABEL_W - 6,
                yy + row_h / 2 + 4, i == 0 ? " font-weight=\"bold\"" : "");
        snprintf(label, sizeof label, "%s %s", e->name, e->operands == PQPOLY_BIG_SMALL ? "b*s" : "b*b");
        text(f, label);
        fprintf(f, "</text>\n");
        for (size_t j = 0; j < rows[i].n; j++) {
            const bench_mul_row *m = rows[i].bars[j];
            double v = (double)m->product.median, xe = axis_pos(&a, v);
            fprintf(f, "<rect class=\"bar\" x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"%s\"/>\n", a.x0,
                    yy + (double)j * BAR_H, xe - a.x0 < 1 ? 1 : xe - a.x0, BAR_H - 1,
                    impl_colour(m->entry->impl));
            fprintf(f, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"9\">%s</text>\n", xe + 3,
                    yy + (double)j * BAR_H + BAR_H - 1, short_cycles(v, b, sizeof b));
        }
        yy += row_h + ROW_GAP;
    }
}

int bench_write_svg(const bench_report *r, const char *path) {
    static ring_row rows[MAX_ROWS];
    FILE *f = fopen(path, "w");
    if (f == NULL) return -1;
    /* Place the ring panels: each into the shorter of the two columns. */
    double col_h[2] = {0, 0};
    size_t nr = pqpoly_ring_count();
    double kem_h = r->n_kems ? 40 + 14 + 190 + 70 : 24;
    for (size_t ri = 0; ri < nr; ri++) {
        size_t bars, n = ring_rows(r, pqpoly_ring_at(ri)->name, rows, &bars);
        if (n) col_h[col_h[1] < col_h[0]] += panel_height(n, bars);
    }
    double height = 74 + kem_h + (col_h[0] > col_h[1] ? col_h[0] : col_h[1]) + 10;
    fprintf(f, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" height=\"%.0f\" "
               "viewBox=\"0 0 %.0f %.0f\" font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\">\n",
            W, height, W, height);
    fprintf(f, "<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n");
    fprintf(f, "<text x=\"%.0f\" y=\"24\" font-size=\"18\" font-weight=\"bold\">pqpoly benchmark</text>\n",
            MARGIN);
    fprintf(f, "<text x=\"%.0f\" y=\"44\" font-size=\"12\" fill=\"#444\">", MARGIN);
    text(f, r->cpu);
    fprintf(f, "; ");
    text(f, bench_compiler());
    fprintf(f, "; ");
    text(f, r->isa_note);
    fprintf(f, "; %s; rdtsc reference cycles, medians</text>\n", r->date);
    double y = 58;
    y = r->n_kems ? kem_panel(r, f, y) : y + 24;
    if (r->n_muls) {
        fprintf(f, "<text x=\"%.0f\" y=\"%.0f\" font-size=\"15\" font-weight=\"bold\">Multipliers: median "
                   "cycles of one product (log scale), fastest first; b*b = big*big, b*s = big*small"
                   "</text>\n", MARGIN, y - 2);
        static const char *const impls[] = {"portable", "avx2"};
        for (int i = 0; i < 2; i++)
            fprintf(f, "<rect x=\"%.0f\" y=\"%.0f\" width=\"11\" height=\"11\" fill=\"%s\"/><text x=\"%.0f\" "
                       "y=\"%.0f\" font-size=\"12\">%s</text>\n",
                    W - MARGIN - 170 + i * 90, y - 12, impl_colour(impls[i]), W - MARGIN - 155 + i * 90, y - 2,
                    impls[i]);
    }
    double cy[2] = {y + 8, y + 8};
    for (size_t ri = 0; ri < nr; ri++) {
        const pqpoly_ring *ring = pqpoly_ring_at(ri);
        size_t bars, n = ring_rows(r, ring->name, rows, &bars);
        if (n == 0) continue;
        int c = cy[1] < cy[0];
        double h = panel_height(n, bars);
        ring_panel(f, ring, rows, n, MARGIN + c * (COL_W + MARGIN), cy[c], h);
        cy[c] += h;
    }
    fprintf(f, "</svg>\n");
    return bench_close_checked(f);
}
