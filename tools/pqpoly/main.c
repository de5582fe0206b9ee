/* pqpoly — command-line front end of the library.  Each verb is a file.
 *
 * Standard output is checked here once, after the verb returns: a write
 * error (a full disk, /dev/full, a closed descriptor) caught by ferror,
 * fflush or fclose turns the exit status into 2 with one line on stderr —
 * `pqpoly list > /dev/full` used to exit 0.  A verb that already reported an
 * error (status 2) adds no second line; a verb that must report a write error
 * before another message of its own calls tool_check_stdout itself.
 *
 * The library reads no environment variable; before any verb runs, the tool
 * maps PQPOLY_IMPL=<class> (portable, avx2, avx512, neon, armv7em, native) onto pqpoly_set_impl and PQPOLY_MUL=NAME
 * onto pqpoly_force_mul_everywhere (include/pqpoly/impl.h).  Unset or empty
 * changes nothing; a value the library refuses is a usage error. */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pqpoly/pqpoly.h"
#include "verbs.h"

static const struct {
    const char *name;
    int (*run)(int argc, char **argv);
    const char *usage;
} verbs[] = {
    {"list", cmd_list, "list [--json]                      rings, multipliers and KEMs"},
    {"mul", cmd_mul, "mul --ring RING --algo ALGO [--operands big*big|big*small] [--impl IMPL]\n"
                     "                                          multiply pairs read from stdin"},
    {"check", cmd_check, "check [--ring RING] [--algo ALGO] [--impl IMPL] [--count N]\n"
                         "                                          every multiplier against schoolbook"},
    {"bench", cmd_bench, "bench [--ring R] [--algo A] [--kem K] [--runs N] [--quick] [--json FILE] [--svg FILE]\n"
                         "                                          cycle counts of multipliers and KEMs"},
    {"kat", cmd_kat, "kat SCHEME [--count N]             NIST PQCgenKAT_kem .rsp text of a KEM"},
    {"kem", cmd_kem, "kem SCHEME keypair --pk F --sk F | encaps --pk F --ct F --ss F |\n"
                     "           decaps --sk F --ct F --ss F   KEM operations on raw binary files"},
};

int tool_error(const char *fmt, ...) {
    va_list ap;
    fputs("pqpoly: ", stderr);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    return EXIT_USAGE;
}

int tool_check_stdout(void) {
    int bad = ferror(stdout) != 0, e = 0;
    if (fflush(stdout) != 0) {
        bad = 1;
        e = errno;
    }
    if (!bad) return 0;
    return tool_error("cannot write standard output%s%s", e ? ": " : "", e ? strerror(e) : "");
}

/* The verb's status, or 2 if its standard output could not be written. */
static int finish(int rc) {
    if (rc != EXIT_USAGE && tool_check_stdout() != 0) rc = EXIT_USAGE;
    if (fclose(stdout) != 0 && rc != EXIT_USAGE)
        rc = tool_error("cannot write standard output: %s", strerror(errno));
    return rc;
}

/* 0, or EXIT_USAGE after one line on stderr. */
static int apply_env(void) {
    const char *impl = getenv("PQPOLY_IMPL");
    const char *mul = getenv("PQPOLY_MUL");
    if (impl != NULL && impl[0] != '\0' && pqpoly_set_impl(impl) != 0)
        return tool_error("PQPOLY_IMPL=%s: expected 'portable', 'avx2' or 'native'", impl);
    if (mul != NULL && mul[0] != '\0' && pqpoly_force_mul_everywhere(mul) != 0)
        return tool_error("PQPOLY_MUL=%s: no ring has a multiplier of that name (see 'pqpoly list')",
                          mul);
    return 0;
}

static void usage(FILE *f) {
    fprintf(f, "pqpoly %s — lattice KEMs and polynomial multiplication\nusage:\n", pqpoly_version());
    for (size_t i = 0; i < sizeof verbs / sizeof verbs[0]; i++) fprintf(f, "  pqpoly %s\n", verbs[i].usage);
}

int main(int argc, char **argv) {
    if (argc < 2) {
        usage(stderr);
        return EXIT_USAGE;
    }
    if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0 || strcmp(argv[1], "help") == 0) {
        usage(stdout);
        return finish(0);
    }
    for (size_t i = 0; i < sizeof verbs / sizeof verbs[0]; i++)
        if (strcmp(argv[1], verbs[i].name) == 0) {
            if (apply_env() != 0) return EXIT_USAGE;
            return finish(verbs[i].run(argc - 1, argv + 1));
        }
    tool_error("unknown verb '%s' (try 'pqpoly --help')", argv[1]);
    return EXIT_USAGE;
}
