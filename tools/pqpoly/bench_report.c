/* pqpoly bench: the report — Markdown tables (after the first screen of
 * bench_summary.c) and a JSON file of the figures bench_run.c collected, with
 * the published figures of the papers (bench/published.c) in columns of their
 * own; the SVG chart is bench_svg.c.  The JSON writer returns -1 on any write
 * error, not only one seen by the final fclose. */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "bench_model.h"
#include "published.h"

#ifndef PQPOLY_BUILD_FLAGS
#define PQPOLY_BUILD_FLAGS "unknown"
#endif

const char *bench_operands_name(pqpoly_operands k) {
    return k == PQPOLY_BIG_SMALL ? "big*small" : "big*big";
}

const char *bench_entry_label(const pqpoly_mul_entry *e, char *buf, size_t cap) {
    if (strcmp(e->impl, "portable") == 0) snprintf(buf, cap, "%s", e->name);
    else snprintf(buf, cap, "%s/%s", e->name, e->impl);
    return buf;
}

const char *bench_compiler(void) {
#if defined(__clang__)
    return "clang " __clang_version__;
#elif defined(__GNUC__)
    return "gcc " __VERSION__;
#else
    return "unknown C compiler";
#endif
}

const char *bench_flags(void) { return PQPOLY_BUILD_FLAGS; }

int bench_ring_in_default_set(const pqpoly_ring *ring) {
    if (strcmp(ring->name, "ntrup761") == 0 || strcmp(ring->name, "kyber") == 0) return 1;
    for (size_t i = 0; i < pqpoly_mul_count(); i++) {
        const pqpoly_mul_entry *e = pqpoly_mul_at(i);
        if (strcmp(e->ring, ring->name) == 0 && strcmp(e->name, "schoolbook") != 0 &&
            strcmp(e->name, "karatsuba") != 0)
            return 1;
    }
    return 0;
}

/* The baseline each paper compares against: pqm4's Toom-Cook for NTRU Prime
 * ([ACC+21, Table 5]) and Saber, the Montgomery NTT of [ABCG20] / [LS19] for
 * Kyber and NTTRU ([HZZ+22, Table 1]), and for NewHope ([LN16]). */
const char *bench_baseline_algo(const char *ring) {
    if (strncmp(ring, "ntrup", 5) == 0) return strstr(ring, "mod3") ? NULL : "toom4";
    if (strcmp(ring, "saber") == 0) return "toom4";
    if (strcmp(ring, "kyber") == 0 || strcmp(ring, "nttru") == 0 || strcmp(ring, "newhope") == 0)
        return "ntt-montgomery";
    return NULL;
}

/* ---- helpers ---- */

/* The row of (ring, algo) for `kind` (else any kind), its portable
 * implementation before the others: the reference columns compare with the
 * portable baselines. */
static const bench_mul_row *find_row(const bench_report *r, const char *ring, const char *algo,
                                     pqpoly_operands kind) {
    const bench_mul_row *best = NULL;
    int best_rank = 0;
    for (size_t i = 0; i < r->n_muls; i++) {
        const pqpoly_mul_entry *e = r->muls[i].entry;
        int rank;
        if (strcmp(e->ring, ring) != 0 || strcmp(e->name, algo) != 0) continue;
        rank = 1 + 2 * (e->operands == kind) + (strcmp(e->impl, "portable") == 0);
        if (rank > best_rank) {
            best = &r->muls[i];
            best_rank = rank;
        }
    }
    return best;
}

static int published_matches(const pqpoly_published_mul *p, const pqpoly_mul_entry *e) {
    return strcmp(p->ring, e->ring) == 0 && strcmp(p->algo, e->name) == 0 &&
           (p->operands == NULL || strcmp(p->operands, bench_operands_name(e->operands)) == 0);
}

/* 1234567 -> "1 234 567" (thin grouping as in the papers' tables). */
static const char *group(uint64_t v, char *buf, size_t cap) {
    char tmp[32];
    int n = snprintf(tmp, sizeof tmp, "%llu", (unsigned long long)v);
    size_t j = 0;
    for (int i = 0; i < n && j + 2 < cap; i++) {
        if (i > 0 && (n - i) % 3 == 0) buf[j++] = ' ';
        buf[j++] = tmp[i];
    }
    buf[j] = '\0';
    return buf;
}

static void md_header(const bench_report *r, FILE *f) {
    fprintf(f, "# pqpoly benchmark\n\n");
    fprintf(f, "- CPU: %s\n- compiler: %s; flags: `%s`\n- date: %s\n- command: `%s`\n", r->cpu,
            bench_compiler(), bench_flags(), r->date, r->command);
    fprintf(f, "- figures: median of rdtsc reference cycles over the runs shown, after a warm-up, "
               "with the timer overhead subtracted; of %d passes over the selection the one with "
               "the lowest median is kept (interference only slows code down); IQR = q3 - q1. "
               "Columns marked *published* "
               "are the papers' own figures on their processors, for orientation only.\n\n",
            r->passes);
}

static void md_muls(const bench_report *r, FILE *f) {
    char b1[32], b2[32], b3[32], b4[32], b5[32], label[64];
    for (size_t ri = 0; ri < pqpoly_ring_count(); ri++) {
        const pqpoly_ring *ring = pqpoly_ring_at(ri);
        for (int kind = 0; kind < 2; kind++) {
            int any = 0;
            for (size_t i = 0; i < r->n_muls; i++)
                any |= strcmp(r->muls[i].entry->ring, ring->name) == 0 &&
                       (int)r->muls[i].entry->operands == kind;
            if (!any) continue;
            const char *base_name = bench_baseline_algo(ring->name);
            const bench_mul_row *school = find_row(r, ring->name, "schoolbook", (pqpoly_operands)kind);
            const bench_mul_row *base =
                base_name ? find_row(r, ring->name, base_name, (pqpoly_operands)kind) : NULL;
            fprintf(f, "## %s, %s — %s\n\n", ring->name, bench_operands_name((pqpoly_operands)kind),
                    ring->description);
            fprintf(f, "| algorithm | median cycles | IQR | runs | forward | base | inverse | "
                       "vs schoolbook | vs %s | published (paper, platform) | source |\n",
                    base_name ? base_name : "baseline");
            fprintf(f, "|---|--:|--:|--:|--:|--:|--:|--:|--:|---|---|\n");
            for (size_t i = 0; i < r->n_muls; i++) {
                const bench_mul_row *m = &r->muls[i];
                if (strcmp(m->entry->ring, ring->name) != 0 || (int)m->entry->operands != kind)
                    continue;
                fprintf(f, "| %s | %s | %s | %zu | ", bench_entry_label(m->entry, label, sizeof label),
                        group(m->product.median, b1, sizeof b1),
                        group(m->product.q3 - m->product.q1, b2, sizeof b2), m->product.runs);
                if (m->staged)
                    fprintf(f, "%s | %s | %s | ", group(m->forward_a.median, b3, sizeof b3),
                            group(m->base.median, b4, sizeof b4),
                            group(m->inverse.median, b5, sizeof b5));
                else
                    fprintf(f, "- | - | - | ");
                if (school && m->product.median)
                    fprintf(f, "%.2fx | ", (double)school->product.median / (double)m->product.median);
                else
                    fprintf(f, "- | ");
                if (base && m->product.median)
                    fprintf(f, "%.2fx | ", (double)base->product.median / (double)m->product.median);
                else
                    fprintf(f, "- | ");
                int pub = 0;
                for (size_t p = 0; p < pqpoly_published_mul_count(); p++) {
                    const pqpoly_published_mul *pm = pqpoly_published_mul_at(p);
                    if (!published_matches(pm, m->entry)) continue;
                    fprintf(f, "%s", pub++ ? "; " : "");
                    if (pm->product) fprintf(f, "%s", group(pm->product, b1, sizeof b1));
                    if (pm->forward)
                        fprintf(f, "%s(fwd %s, base %s, inv %s)", pm->product ? " " : "",
                                group(pm->forward, b2, sizeof b2), group(pm->base, b3, sizeof b3),
                                group(pm->inverse, b4, sizeof b4));
                    fprintf(f, " — %s, %s, %s", pm->impl, pm->platform, pm->paper);
                }
                fprintf(f, "%s | %s |\n", pub ? "" : "-", m->entry->source);
            }
            fprintf(f, "\n");
        }
    }
}

static void md_kems(const bench_report *r, FILE *f) {
    char b1[32], b2[32], b3[32];
    if (r->n_kems == 0) return;
    fprintf(f, "## KEMs (each at its ring's default multiplier)\n\n");
    fprintf(f, "| KEM | multiplier | operation | median cycles | IQR | runs | stack bytes | "
               "published cycles / stack (paper, platform) |\n");
    fprintf(f, "|---|---|---|--:|--:|--:|--:|---|\n");
    for (size_t i = 0; i < r->n_kems; i++) {
        const bench_kem_row *k = &r->kems[i];
        if (k->failed) {
            fprintf(f, "| %s | %s | %s | FAILED | - | - | - | - |\n", k->kem->name, k->multiplier,
                    k->op);
            continue;
        }
        fprintf(f, "| %s | %s | %s | %s | %s | %zu | %s%s | ", k->kem->name, k->multiplier, k->op,
                group(k->stats.median, b1, sizeof b1), group(k->stats.q3 - k->stats.q1, b2, sizeof b2),
                k->stats.runs, k->stack_overflow ? ">" : "", group(k->stack_bytes, b3, sizeof b3));
        int pub = 0;
        for (size_t p = 0; p < pqpoly_published_kem_count(); p++) {
            const pqpoly_published_kem *pk = pqpoly_published_kem_at(p);
            if (strcmp(pk->kem, k->kem->name) != 0) continue;
            int op = k->op[0] == 'k' ? 0 : k->op[0] == 'e' ? 1 : 2;
            uint64_t cyc = op == 0 ? pk->keypair : op == 1 ? pk->enc : pk->dec;
            uint64_t stk = op == 0 ? pk->stack_keypair : op == 1 ? pk->stack_enc : pk->stack_dec;
            fprintf(f, "%s%s", pub++ ? "; " : "", group(cyc, b1, sizeof b1));
            if (stk) fprintf(f, " / %s B", group(stk, b2, sizeof b2));
            fprintf(f, " — %s, %s, %s", pk->impl, pk->platform, pk->paper);
        }
        fprintf(f, "%s |\n", pub ? "" : "-");
    }
    if (r->kem_portable) {
        fprintf(f, "\nThe same operations on portable C alone (`PQPOLY_IMPL=portable`):\n\n");
        fprintf(f, "| KEM | operation | median cycles | portable C | speed-up of the vector code |\n");
        fprintf(f, "|---|---|--:|--:|--:|\n");
        for (size_t i = 0; i < r->n_kems; i++) {
            const bench_kem_row *k = &r->kems[i], *p = &r->kems_portable[i];
            if (k->failed || p->failed || k->stats.median == 0) continue;
            fprintf(f, "| %s | %s | %s | %s | %.2fx |\n", k->kem->name, k->op,
                    group(k->stats.median, b1, sizeof b1), group(p->stats.median, b2, sizeof b2),
                    (double)p->stats.median / (double)k->stats.median);
        }
    }
    fprintf(f, "\n| KEM | public key | secret key | ciphertext | shared secret |\n");
    fprintf(f, "|---|--:|--:|--:|--:|\n");
    for (size_t i = 0; i < r->n_kems; i += 3) {
        const pqpoly_kem *k = r->kems[i].kem;
        fprintf(f, "| %s | %zu | %zu | %zu | %zu |\n", k->name, k->publickeybytes,
                k->secretkeybytes, k->ciphertextbytes, k->bytes);
    }
    fprintf(f, "\n");
}

void bench_write_markdown(const bench_report *r, FILE *f) {
    md_header(r, f);
    if (r->n_muls != 0 || r->n_kems != 0) {
        fprintf(f, "```text\n");
        bench_write_summary(r, f);
        fprintf(f, "```\n\n");
    }
    if (r->n_muls == 0 && r->n_kems == 0) fprintf(f, "Nothing matched the selection.\n\n");
    md_muls(r, f);
    if (r->want_kems && r->n_kems == 0) fprintf(f, "No KEM is registered yet.\n\n");
    md_kems(r, f);
    /* `--ring saber`: [PC20, Table 3], measured here (bench_blockrec.c) */
    if (r->want_muls && r->ring != NULL && strcmp(r->ring, "saber") == 0) bench_blockrec_markdown(r, f);
    /* `--ring ntrupP`: the kernels beside the products (bench_ntrup_kernels.c) */
    if (bench_ntrup_kernels_wanted(r)) bench_ntrup_kernels_markdown(r, f);
}

/* fclose, and -1 also if any earlier write to f failed (a full disk): the
 * error would otherwise only show if the last buffer's flush failed. */
int bench_close_checked(FILE *f) {
    int bad = ferror(f) != 0;
    if (fclose(f) != 0) bad = 1;
    else if (bad) errno = EIO;
    return bad ? -1 : 0;
}

/* ---- JSON ---- */

static void json_str(FILE *f, const char *s) {
    fputc('"', f);
    for (; *s; s++) {
        if (*s == '"' || *s == '\\') fputc('\\', f);
        if ((unsigned char)*s < 0x20) fprintf(f, "\\u%04x", (unsigned char)*s);
        else fputc(*s, f);
    }
    fputc('"', f);
}

static void json_stats(FILE *f, const pqpoly_bench_stats *s) {
    fprintf(f, "\"median_cycles\":%llu,\"q1_cycles\":%llu,\"q3_cycles\":%llu,\"min_cycles\":%llu,"
               "\"runs\":%zu",
            (unsigned long long)s->median, (unsigned long long)s->q1, (unsigned long long)s->q3,
            (unsigned long long)s->min, s->runs);
}

static void json_kems(FILE *f, const bench_kem_row *rows, size_t n);

int bench_write_json(const bench_report *r, const char *path) {
    FILE *f = fopen(path, "w");
    if (f == NULL) return -1;
    fprintf(f, "{\"machine\":{\"cpu\":");
    json_str(f, r->cpu);
    fprintf(f, ",\"compiler\":");
    json_str(f, bench_compiler());
    fprintf(f, ",\"flags\":");
    json_str(f, bench_flags());
    fprintf(f, ",\"date\":");
    json_str(f, r->date);
    fprintf(f, ",\"command\":");
    json_str(f, r->command);
    fprintf(f, ",\"counter\":\"rdtsc reference cycles, timer overhead subtracted\"},\n"
               "\"multipliers\":[");
    for (size_t i = 0; i < r->n_muls; i++) {
        const bench_mul_row *m = &r->muls[i];
        fprintf(f, "%s\n{\"ring\":", i ? "," : "");
        json_str(f, m->entry->ring);
        fprintf(f, ",\"algo\":");
        json_str(f, m->entry->name);
        fprintf(f, ",\"operands\":\"%s\",\"impl\":", bench_operands_name(m->entry->operands));
        json_str(f, m->entry->impl);
        fprintf(f, ",");
        json_stats(f, &m->product);
        if (m->staged)
            fprintf(f, ",\"stages\":{\"forward\":%llu,\"forward_b\":%llu,\"base\":%llu,\"inverse\":%llu}",
                    (unsigned long long)m->forward_a.median, (unsigned long long)m->forward_b.median,
                    (unsigned long long)m->base.median, (unsigned long long)m->inverse.median);
        fprintf(f, ",\"source\":");
        json_str(f, m->entry->source);
        fprintf(f, ",\"published\":[");
        int pub = 0;
        for (size_t p = 0; p < pqpoly_published_mul_count(); p++) {
            const pqpoly_published_mul *pm = pqpoly_published_mul_at(p);
            if (!published_matches(pm, m->entry)) continue;
            fprintf(f, "%s{\"platform\":\"%s\",\"paper\":\"%s\",\"impl\":", pub++ ? "," : "",
                    pm->platform, pm->paper);
            json_str(f, pm->impl);
            fprintf(f, ",\"cycles\":%llu,\"forward\":%llu,\"base\":%llu,\"inverse\":%llu}",
                    (unsigned long long)pm->product, (unsigned long long)pm->forward,
                    (unsigned long long)pm->base, (unsigned long long)pm->inverse);
        }
        fprintf(f, "]}");
    }
    fprintf(f, "],\n\"kems\":[");
    json_kems(f, r->kems, r->n_kems);
    /* The same rows on portable C alone, when they were measured. */
    fprintf(f, "],\n\"kems_portable\":[");
    if (r->kem_portable) json_kems(f, r->kems_portable, r->n_kems);
    fprintf(f, "]}\n");
    return bench_close_checked(f);
}

static void json_kems(FILE *f, const bench_kem_row *rows, size_t n) {
    for (size_t i = 0; i < n; i++) {
        const bench_kem_row *k = &rows[i];
        fprintf(f, "%s\n{\"kem\":", i ? "," : "");
        json_str(f, k->kem->name);
        fprintf(f, ",\"op\":\"%s\",", k->op);
        json_stats(f, &k->stats);
        fprintf(f, ",\"stack_bytes\":%zu,\"failed\":%s,\"multiplier\":", k->stack_bytes,
                k->failed ? "true" : "false");
        json_str(f, k->multiplier);
        fprintf(f, ",\"publickeybytes\":%zu,\"secretkeybytes\":%zu,\"ciphertextbytes\":%zu,"
                   "\"bytes\":%zu}",
                k->kem->publickeybytes, k->kem->secretkeybytes, k->kem->ciphertextbytes,
                k->kem->bytes);
    }
}
