/* pqpoly bench [--ring R] [--algo A] [--kem K] [--runs N] [--quick]
 *              [--md FILE] [--json FILE] [--svg FILE]
 *
 * Cycle counts of the multipliers and KEMs: a Markdown report on stdout
 * (bench_report.c: the first screen of bench_summary.c, then the detail),
 * measured by bench_run.c; with --md the report goes to FILE and stdout gets
 * the first screen alone.  Without a selection it covers the
 * default set: every multiplier of ntrup761, kyber and every ring with more
 * than the generic entries, and keypair/enc/dec of every registered KEM.
 * --ring/--algo narrow the multipliers (and leave out the KEMs unless --kem is
 * also given); --kem narrows the KEMs (and leaves out the multipliers unless
 * --ring/--algo is also given).
 *
 * Everything that can be refused is refused before the first measurement
 * (exit 2, one line on stderr), since a full run takes minutes: an unknown
 * ring, multiplier or KEM, a --ring/--algo selection that names no
 * multiplier (an empty report with exit 0 used to look like success), and a
 * --json/--svg path that cannot be written (a directory, a missing or
 * unwritable directory; the check does not create or truncate the file, so
 * an old report survives a run that is interrupted).  A write error that
 * still happens at the end — on those files or on standard output — is exit
 * 2 with one line as well. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "bench_model.h"
#include "verbs.h"

static bench_report report; /* large: keep it off the stack */

static void read_cpu(char *out, size_t cap) {
    snprintf(out, cap, "unknown CPU");
    FILE *f = fopen("/proc/cpuinfo", "r");
    if (f == NULL) return;
    char line[512];
    while (fgets(line, sizeof line, f))
        if (strncmp(line, "model name", 10) == 0) {
            char *v = strchr(line, ':');
            if (v) {
                v++;
                while (*v == ' ') v++;
                v[strcspn(v, "\n")] = '\0';
                snprintf(out, cap, "%s", v);
            }
            break;
        }
    fclose(f);
}

/* What the figures measure: the implementation class and the CPU's
 * instruction sets, e.g. "native code, CPU: avx2+avx512+aesni".  The
 * extensions of a set (AVX-512 VBMI, VBMI2, IFMA; Neon SHA3) are left out of
 * this one line, which must fit the first screen; `pqpoly list` shows them. */
static void describe_isa(char *out, size_t cap) {
    const uint32_t extensions = PQPOLY_ISA_X86_AVX512_VBMI | PQPOLY_ISA_X86_AVX512_VBMI2 |
                                PQPOLY_ISA_X86_AVX512_IFMA | PQPOLY_ISA_ARM_NEON_SHA3;
    uint32_t cpu = pqpoly_cpu_isa() & ~extensions;
    size_t len = (size_t)snprintf(out, cap, "%s code, CPU: ", pqpoly_get_impl());
    int any = 0;
    for (uint32_t bit = 1; bit != 0 && len < cap; bit <<= 1) {
        const char *name = (cpu & bit) ? pqpoly_isa_name(bit) : NULL;
        if (name == NULL) continue;
        len += (size_t)snprintf(out + len, cap - len, "%s%s", any ? "+" : "", name);
        any = 1;
    }
    if (!any && len < cap) snprintf(out + len, cap - len, "no vector extension in use");
}

/* The report file path can be created or overwritten: it is not a directory,
 * and it (or, if it does not exist yet, its directory) is writable. */
static int check_writable(const char *path) {
    char dir[4096];
    struct stat st;
    const char *slash;
    size_t n;
    if (stat(path, &st) == 0) {
        if (S_ISDIR(st.st_mode)) return tool_error("cannot write %s: %s", path, strerror(EISDIR));
        if (access(path, W_OK) != 0) return tool_error("cannot write %s: %s", path, strerror(errno));
        return 0;
    }
    if (errno != ENOENT) return tool_error("cannot write %s: %s", path, strerror(errno));
    slash = strrchr(path, '/');
    if (slash != NULL && slash[1] == '\0') return tool_error("cannot write %s: %s", path, strerror(EISDIR));
    n = slash == NULL ? 0 : slash == path ? 1 : (size_t)(slash - path);
    if (n >= sizeof dir) return tool_error("cannot write %s: %s", path, strerror(ENAMETOOLONG));
    if (n == 0) snprintf(dir, sizeof dir, ".");
    else {
        memcpy(dir, path, n);
        dir[n] = '\0';
    }
    if (stat(dir, &st) != 0) return tool_error("cannot write %s: %s", path, strerror(errno));
    if (!S_ISDIR(st.st_mode)) return tool_error("cannot write %s: %s", path, strerror(ENOTDIR));
    if (access(dir, W_OK | X_OK) != 0) return tool_error("cannot write %s: %s", path, strerror(errno));
    return 0;
}

static const char *usage_text =
    "usage: pqpoly bench [--ring RING] [--algo ALGO] [--kem KEM] [--runs N] [--quick]\n"
    "                    [--md FILE] [--json FILE] [--svg FILE]";

int cmd_bench(int argc, char **argv) {
    bench_report *r = &report;
    const char *json = NULL, *svg = NULL, *md = NULL;
    int quick = 0;
    unsigned long runs = 0;
    memset(r, 0, sizeof *r);

    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(a, "--quick") == 0) {
            quick = 1;
            continue;
        }
        if (v == NULL) return tool_error("%s", usage_text);
        if (strcmp(a, "--ring") == 0) r->ring = v;
        else if (strcmp(a, "--algo") == 0) r->algo = v;
        else if (strcmp(a, "--kem") == 0) r->kem = v;
        else if (strcmp(a, "--json") == 0) json = v;
        else if (strcmp(a, "--svg") == 0) svg = v;
        else if (strcmp(a, "--md") == 0) md = v;
        else if (strcmp(a, "--runs") == 0) {
            char *end;
            runs = strtoul(v, &end, 10);
            if (*end != '\0' || runs < 3 || runs > 1000000)
                return tool_error("--runs wants a number from 3 to 1000000");
        } else
            return tool_error("%s", usage_text);
        i++;
    }
    if (r->ring != NULL && pqpoly_ring_get(r->ring) == NULL)
        return tool_error("unknown ring '%s' (see 'pqpoly list')", r->ring);
    if (r->kem != NULL && pqpoly_kem_get(r->kem) == NULL)
        return tool_error("unknown or unregistered KEM '%s' (see 'pqpoly list')", r->kem);
    if (r->algo != NULL) {
        size_t known = 0;
        for (size_t i = 0; i < pqpoly_mul_count(); i++) known += strcmp(pqpoly_mul_at(i)->name, r->algo) == 0;
        if (known == 0) return tool_error("unknown multiplier '%s' (see 'pqpoly list')", r->algo);
    }
    int narrowed_muls = r->ring != NULL || r->algo != NULL;
    r->want_muls = narrowed_muls || r->kem == NULL;
    r->want_kems = r->kem != NULL || !narrowed_muls;
    if (r->want_muls && bench_count_muls(r) == 0) {
        if (r->ring != NULL && r->algo != NULL)
            return tool_error("ring '%s' has no multiplier '%s' (see 'pqpoly list')", r->ring, r->algo);
        return tool_error("the selection names no multiplier to measure (see 'pqpoly list')");
    }
    if (json != NULL && check_writable(json) != 0) return EXIT_USAGE;
    if (svg != NULL && check_writable(svg) != 0) return EXIT_USAGE;
    if (md != NULL && check_writable(md) != 0) return EXIT_USAGE;
    /* --quick: fewer runs and a smaller time budget per item. */
    r->runs = runs ? runs : (quick ? 201 : 1001);
    r->seconds = quick ? 0.04 : 0.2;
    r->passes = 3;
    if (runs) { /* an explicit --runs is honoured exactly, in one pass */
        r->seconds = 1e9;
        r->passes = 1;
    }

    size_t len = 0;
    len += (size_t)snprintf(r->command, sizeof r->command, "pqpoly");
    for (int i = 0; i < argc && len < sizeof r->command; i++)
        len += (size_t)snprintf(r->command + len, sizeof r->command - len, " %s", argv[i]);
    read_cpu(r->cpu, sizeof r->cpu);
    time_t now = time(NULL);
    strftime(r->date, sizeof r->date, "%Y-%m-%d %H:%M UTC", gmtime(&now));
    describe_isa(r->isa_note, sizeof r->isa_note);

    int failed = bench_run(r);
    if (md != NULL) {
        FILE *f = fopen(md, "w");
        if (f == NULL) return tool_error("cannot write %s: %s", md, strerror(errno));
        bench_write_markdown(r, f);
        if (bench_close_checked(f) != 0) return tool_error("cannot write %s: %s", md, strerror(errno));
        bench_write_summary(r, stdout);
    } else
        bench_write_markdown(r, stdout);
    fflush(stdout);
    if (json && bench_write_json(r, json) != 0) return tool_error("cannot write %s: %s", json, strerror(errno));
    if (svg && bench_write_svg(r, svg) != 0) return tool_error("cannot write %s: %s", svg, strerror(errno));
    if (tool_check_stdout() != 0) return EXIT_USAGE; /* before the KEM line: one error line only */
    if (failed) fprintf(stderr, "pqpoly: a KEM operation failed (marked FAILED in the table)\n");
    return failed ? 1 : 0;
}
