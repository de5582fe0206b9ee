/* pqpoly — command-line front end of the library.  Each verb is a file.
 *
 * Standard output is checked here once, after the verb returns: a write
 * error (a full disk, /dev/full, a closed descriptor) caught by ferror,
 * fflush or fclose turns the exit status into 2 with one line on stderr —
 * `pqpoly list > /dev/full` used to exit 0.  A verb that already reported an
 * error (status 2) adds no second line; a verb that must report a write error
 * before another message of its own calls tool_check_stdout itself. */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "pqpoly/pqpoly.h"
#include "verbs.h"

static const struct {
    const char *name;
    int (*run)(int argc, char **argv);
    const char *usage;
} verbs[] = {
    {"list", cmd_list, "list [--json]                      rings, multipliers and KEMs"},
    {"mul", cmd_mul, "mul --ring RING --algo ALGO [--operands big*big|big*small]\n"
                     "                                          multiply pairs read from stdin"},
    {"check", cmd_check, "check [--ring RING] [--count N]     every multiplier against schoolbook"},
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
        if (strcmp(argv[1], verbs[i].name) == 0) return finish(verbs[i].run(argc - 1, argv + 1));
    tool_error("unknown verb '%s' (try 'pqpoly --help')", argv[1]);
    return EXIT_USAGE;
}
