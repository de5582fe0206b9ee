/* pqpoly kem SCHEME keypair|encaps|decaps: the KEM operations on raw binary
 * files, for every registered KEM.
 *
 *   pqpoly kem SCHEME keypair --pk FILE --sk FILE
 *   pqpoly kem SCHEME encaps  --pk FILE --ct FILE --ss FILE
 *   pqpoly kem SCHEME decaps  --sk FILE --ct FILE --ss FILE
 *
 * Inputs must have exactly the scheme's length.  Secret keys and shared
 * secrets are created readable by the owner only.  Outputs are written to
 * temporary files in the same directories and renamed into place only when
 * all of them are complete, so a failure leaves no partial output behind.
 * Errors: one line on stderr naming the file and the expected length, exit 2;
 * a library error prints pqpoly_strerror's text, exit 1. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "pqpoly/pqpoly.h"
#include "verbs.h"

#define MAX_FILE_BYTES 65536

typedef struct {
    const char *flag;  /* "--pk" */
    const char *what;  /* "public key" */
    int secret;        /* output readable by the owner only */
    const char *path;  /* from the command line */
    size_t len;        /* expected length */
    uint8_t *buf;
    char tmp[4096];    /* temporary name of an output */
} kem_file;

static int read_exact(kem_file *f, const char *scheme) {
    FILE *fp = fopen(f->path, "rb");
    size_t got;
    if (fp == NULL)
        return tool_error("cannot read %s (expected the %zu-byte %s of %s): %s", f->path, f->len, f->what,
                          scheme, strerror(errno));
    got = fread(f->buf, 1, f->len + 1, fp); /* one extra byte detects a longer file */
    if (ferror(fp)) {
        fclose(fp);
        return tool_error("cannot read %s (expected the %zu-byte %s of %s)", f->path, f->len, f->what, scheme);
    }
    fclose(fp);
    if (got != f->len)
        return tool_error("%s: wrong length: expected the %zu-byte %s of %s, got %s%zu bytes", f->path, f->len,
                          f->what, scheme, got > f->len ? "more than " : "", got > f->len ? f->len : got);
    return 0;
}

/* Write f->buf to a fresh temporary file next to f->path. */
static int write_temp(kem_file *f, const char *scheme) {
    int fd, n = snprintf(f->tmp, sizeof f->tmp, "%s.tmpXXXXXX", f->path);
    size_t done = 0;
    if (n < 0 || (size_t)n >= sizeof f->tmp) {
        f->tmp[0] = 0;
        return tool_error("cannot write %s (the %zu-byte %s of %s): path too long", f->path, f->len, f->what,
                          scheme);
    }
    fd = mkstemp(f->tmp); /* mode 0600 */
    if (fd < 0) {
        int e = errno;
        f->tmp[0] = 0;
        return tool_error("cannot write %s (the %zu-byte %s of %s): %s", f->path, f->len, f->what, scheme,
                          strerror(e));
    }
    if (!f->secret) { /* public outputs get the usual 0666 & ~umask */
        mode_t um = umask(0);
        umask(um);
        (void)fchmod(fd, (mode_t)(0666 & ~um));
    }
    while (done < f->len) {
        ssize_t w = write(fd, f->buf + done, f->len - done);
        if (w <= 0) {
            int e = errno;
            close(fd);
            return tool_error("cannot write %s (the %zu-byte %s of %s): %s", f->path, f->len, f->what, scheme,
                              strerror(e));
        }
        done += (size_t)w;
    }
    if (close(fd) != 0)
        return tool_error("cannot write %s (the %zu-byte %s of %s): %s", f->path, f->len, f->what, scheme,
                          strerror(errno));
    return 0;
}

static void remove_temps(kem_file *out, size_t n) {
    for (size_t i = 0; i < n; i++)
        if (out[i].tmp[0]) {
            unlink(out[i].tmp);
            out[i].tmp[0] = 0;
        }
}

/* All outputs to temporaries, then renamed; on any failure none remains. */
static int write_all(kem_file *out, size_t n, const char *scheme) {
    for (size_t i = 0; i < n; i++) {
        if (write_temp(&out[i], scheme) != 0) {
            remove_temps(out, n);
            return EXIT_USAGE;
        }
    }
    for (size_t i = 0; i < n; i++) {
        if (rename(out[i].tmp, out[i].path) != 0) {
            int e = errno;
            remove_temps(out, n);
            /* Earlier outputs of this command were already renamed: remove
             * them too, so the command leaves all or nothing. */
            for (size_t j = 0; j < i; j++) unlink(out[j].path);
            return tool_error("cannot write %s (the %zu-byte %s of %s): %s", out[i].path, out[i].len,
                              out[i].what, scheme, strerror(e));
        }
        out[i].tmp[0] = 0;
    }
    return 0;
}

static int usage_error(void) {
    return tool_error("usage: pqpoly kem SCHEME keypair --pk FILE --sk FILE | encaps --pk FILE --ct FILE "
                      "--ss FILE | decaps --sk FILE --ct FILE --ss FILE");
}

int cmd_kem(int argc, char **argv) {
    /* One spare byte each: read_exact reads len + 1 bytes to detect longer files. */
    static uint8_t pk[MAX_FILE_BYTES + 1], sk[MAX_FILE_BYTES + 1], ct[MAX_FILE_BYTES + 1],
        ss[MAX_FILE_BYTES + 1];
    const pqpoly_kem *k;
    kem_file fpk, fsk, fct, fss;
    const char *op;
    int rc;
    if (argc < 3) return usage_error();
    k = pqpoly_kem_get(argv[1]);
    if (k == NULL) return tool_error("unknown KEM '%s' (see 'pqpoly list')", argv[1]);
    if (k->publickeybytes > MAX_FILE_BYTES || k->secretkeybytes > MAX_FILE_BYTES ||
        k->ciphertextbytes > MAX_FILE_BYTES || k->bytes > MAX_FILE_BYTES)
        return tool_error("%s: sizes exceed the tool's buffers", k->name);
    op = argv[2];
    fpk = (kem_file){"--pk", "public key", 0, NULL, k->publickeybytes, pk, ""};
    fsk = (kem_file){"--sk", "secret key", 1, NULL, k->secretkeybytes, sk, ""};
    fct = (kem_file){"--ct", "ciphertext", 0, NULL, k->ciphertextbytes, ct, ""};
    fss = (kem_file){"--ss", "shared secret", 1, NULL, k->bytes, ss, ""};
    for (int i = 3; i < argc; i++) {
        kem_file *targets[] = {&fpk, &fsk, &fct, &fss};
        int matched = 0;
        for (size_t t = 0; t < 4; t++) {
            if (strcmp(argv[i], targets[t]->flag) == 0) {
                if (i + 1 >= argc) return tool_error("%s needs a file name", argv[i]);
                targets[t]->path = argv[++i];
                matched = 1;
                break;
            }
        }
        if (!matched) return tool_error("unknown option '%s' for 'pqpoly kem'", argv[i]);
    }
    if (strcmp(op, "keypair") == 0) {
        kem_file out[2];
        if (fpk.path == NULL || fsk.path == NULL) return usage_error();
        rc = k->keypair(pk, sk);
        if (rc != 0) return tool_error("%s keypair: %s", k->name, pqpoly_strerror(rc)), 1;
        out[0] = fpk;
        out[1] = fsk;
        return write_all(out, 2, k->name);
    }
    if (strcmp(op, "encaps") == 0) {
        kem_file out[2];
        if (fpk.path == NULL || fct.path == NULL || fss.path == NULL) return usage_error();
        if (read_exact(&fpk, k->name) != 0) return EXIT_USAGE;
        rc = k->enc(ct, ss, pk);
        if (rc != 0) return tool_error("%s encaps: %s", k->name, pqpoly_strerror(rc)), 1;
        out[0] = fct;
        out[1] = fss;
        return write_all(out, 2, k->name);
    }
    if (strcmp(op, "decaps") == 0) {
        kem_file out[1];
        if (fsk.path == NULL || fct.path == NULL || fss.path == NULL) return usage_error();
        if (read_exact(&fsk, k->name) != 0 || read_exact(&fct, k->name) != 0) return EXIT_USAGE;
        rc = k->dec(ss, ct, sk);
        if (rc != 0) return tool_error("%s decaps: %s", k->name, pqpoly_strerror(rc)), 1;
        out[0] = fss;
        return write_all(out, 1, k->name);
    }
    return tool_error("unknown operation '%s' for 'pqpoly kem' (keypair, encaps, decaps)", op);
}
