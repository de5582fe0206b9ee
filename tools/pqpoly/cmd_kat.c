/* pqpoly kat SCHEME [--count N]: the NIST PQCgenKAT_kem `.rsp` text of a
 * registered KEM on standard output (src/kat/nistkat.c does the work).
 * A write error on standard output is exit 2 with one line (checked before
 * the library's status, which then only reflects the failed writes). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kat/nistkat.h"
#include "pqpoly/pqpoly.h"
#include "verbs.h"

static int to_stdout(void *ctx, const char *text, size_t n) {
    return fwrite(text, 1, n, (FILE *)ctx) == n ? 0 : -1;
}

int cmd_kat(int argc, char **argv) {
    const char *name = NULL;
    unsigned long count = 100;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--count") == 0 && i + 1 < argc) {
            char *end;
            count = strtoul(argv[++i], &end, 10);
            if (*end != '\0' || count == 0 || count > 100000)
                return tool_error("--count wants a number from 1 to 100000");
        } else if (argv[i][0] != '-' && name == NULL) {
            name = argv[i];
        } else {
            return tool_error("usage: pqpoly kat SCHEME [--count N]");
        }
    }
    if (name == NULL) return tool_error("usage: pqpoly kat SCHEME [--count N]");
    const pqpoly_kem *kem = pqpoly_kem_get(name);
    if (kem == NULL) return tool_error("unknown KEM '%s' (see 'pqpoly list')", name);
    int rc = pqpoly_nistkat(kem, (unsigned)count, to_stdout, stdout);
    if (tool_check_stdout() != 0) return EXIT_USAGE;
    if (rc == PQPOLY_KAT_ERR_MISMATCH) {
        fprintf(stderr, "pqpoly: %s: decapsulation gave a different shared secret\n", name);
        return 1;
    }
    if (rc != 0) {
        fprintf(stderr, "pqpoly: %s: %s\n", name, pqpoly_strerror(rc));
        return 1;
    }
    return 0;
}
