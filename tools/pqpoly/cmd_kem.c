/* pqpoly kem SCHEME keypair|encaps|decaps: the KEM operations on raw binary
 * files, for every registered KEM.
 *
 *   pqpoly kem SCHEME keypair --pk FILE --sk FILE
 *   pqpoly kem SCHEME encaps  --pk FILE --ct FILE --ss FILE
 *   pqpoly kem SCHEME decaps  --sk FILE --ct FILE --ss FILE
 *
 * Inputs must have exactly the scheme's length.  The command never destroys
 * what the user had, so the order of the work is:
 *
 *   1. Every file argument of the operation is identified: an existing path
 *      by its (st_dev, st_ino) after stat() — `x`, `./x`, `d/../x`, a hard
 *      link and a symbolic link to x are all x — and a path that does not
 *      exist yet by its directory's (st_dev, st_ino) and its last component.
 *      Two arguments naming the same file are refused: an output must not
 *      replace an input (decaps --sk S --ss S used to turn the secret key
 *      into the shared secret), nor two outputs collapse into one.
 *   2. Every output is validated: if it exists it must be a regular file
 *      (lstat: a directory, device, fifo, socket or symbolic link is refused
 *      — renaming over /dev/null would replace the device; renaming over a
 *      symbolic link would replace the link, not the file it points to, so
 *      links are refused rather than silently broken), and its directory
 *      must exist and be writable.
 *   3. Inputs are read and the operation runs.
 *   4. Each output goes to a fresh temporary (mkstemp) in its own directory,
 *      written, fsync'd and closed.  Secret keys and shared secrets are mode
 *      0600; public keys and ciphertexts 0666 & ~umask.
 *   5. The outputs are validated again (they may have changed meanwhile), and
 *      only then the temporaries are renamed over the final names: renaming
 *      is the last step, after everything that can fail was checked.
 *
 * Any failure in steps 1-5 removes only the temporaries this command created,
 * never a final path, so every file the user had is left as it was.  Should a
 * rename itself fail (very unlikely after step 5), outputs already renamed
 * stay (deleting them would lose the user's old file and the new one alike)
 * and the error line names them.
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
#define MAX_PATH_BYTES 4096

typedef struct {
    const char *flag;  /* "--pk" */
    const char *what;  /* "public key" */
    int secret;        /* output readable by the owner only */
    const char *path;  /* from the command line */
    size_t len;        /* expected length */
    uint8_t *buf;
    char tmp[MAX_PATH_BYTES]; /* temporary name of an output; "" when none exists */
} kem_file;

/* Identity of a path argument (step 1).  EXISTING: the file's own device and
 * inode.  NEW: the directory's device and inode plus the last component.
 * UNKNOWN: neither could be found; such a path fails later (an input cannot
 * be read, an output's directory is refused) before anything is written. */
typedef struct {
    enum { ID_UNKNOWN, ID_EXISTING, ID_NEW } kind;
    dev_t dev;
    ino_t ino;
    const char *base;
} path_id;

/* The directory part of path ("." for a bare name) into dir; the last
 * component (possibly empty, after a trailing slash) is returned. */
static const char *split_path(const char *path, char *dir, size_t cap) {
    const char *slash = strrchr(path, '/');
    size_t n;
    if (slash == NULL) {
        snprintf(dir, cap, ".");
        return path;
    }
    n = slash == path ? 1 : (size_t)(slash - path); /* "/x": the root */
    if (n >= cap) n = cap - 1;                      /* callers reject such paths first */
    memcpy(dir, path, n);
    dir[n] = '\0';
    return slash + 1;
}

static path_id identify(const char *path) {
    path_id id = {ID_UNKNOWN, 0, 0, NULL};
    char dir[MAX_PATH_BYTES];
    struct stat st;
    if (stat(path, &st) == 0) {
        id.kind = ID_EXISTING;
        id.dev = st.st_dev;
        id.ino = st.st_ino;
    } else if (errno == ENOENT && strlen(path) < sizeof dir) {
        const char *base = split_path(path, dir, sizeof dir);
        if (stat(dir, &st) == 0 && S_ISDIR(st.st_mode)) {
            id.kind = ID_NEW;
            id.dev = st.st_dev;
            id.ino = st.st_ino;
            id.base = base;
        }
    }
    return id;
}

static int same_file(const path_id *a, const path_id *b) {
    if (a->kind == ID_UNKNOWN || a->kind != b->kind || a->dev != b->dev || a->ino != b->ino) return 0;
    return a->kind == ID_EXISTING || strcmp(a->base, b->base) == 0;
}

/* Step 1 over every file argument of the operation. */
static int refuse_same_files(kem_file *const *files, size_t n) {
    path_id ids[4];
    for (size_t i = 0; i < n; i++) ids[i] = identify(files[i]->path);
    for (size_t i = 0; i < n; i++)
        for (size_t j = i + 1; j < n; j++)
            if (same_file(&ids[i], &ids[j]))
                return tool_error("%s %s and %s %s name the same file: refused, an output may replace "
                                  "neither an input nor another output", files[i]->flag, files[i]->path,
                                  files[j]->flag, files[j]->path);
    return 0;
}

static const char *kind_of(mode_t m) {
    if (S_ISDIR(m)) return "a directory";
    if (S_ISCHR(m)) return "a character device";
    if (S_ISBLK(m)) return "a block device";
    if (S_ISFIFO(m)) return "a fifo";
    if (S_ISSOCK(m)) return "a socket";
    if (S_ISLNK(m)) return "a symbolic link";
    return "not a regular file";
}

static int write_error(const kem_file *f, const char *scheme, const char *why) {
    return tool_error("cannot write %s (the %zu-byte %s of %s): %s", f->path, f->len, f->what, scheme, why);
}

/* Step 2 (and 5): the output may be created or replaced by a rename. */
static int check_output(const kem_file *f, const char *scheme) {
    char dir[MAX_PATH_BYTES], why[128];
    struct stat st;
    const char *base;
    if (strlen(f->path) + sizeof ".tmpXXXXXX" > sizeof f->tmp) return write_error(f, scheme, "path too long");
    if (lstat(f->path, &st) == 0) {
        if (!S_ISREG(st.st_mode)) {
            snprintf(why, sizeof why, "it is %s; only a regular file is replaced", kind_of(st.st_mode));
            return write_error(f, scheme, why);
        }
    } else if (errno != ENOENT) {
        return write_error(f, scheme, strerror(errno));
    }
    base = split_path(f->path, dir, sizeof dir);
    if (*base == '\0' || strcmp(base, ".") == 0 || strcmp(base, "..") == 0)
        return write_error(f, scheme, "not a file name");
    if (stat(dir, &st) != 0) return write_error(f, scheme, strerror(errno));
    if (!S_ISDIR(st.st_mode)) return write_error(f, scheme, strerror(ENOTDIR));
    if (access(dir, W_OK | X_OK) != 0) return write_error(f, scheme, strerror(errno));
    return 0;
}

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

/* Step 4: f->buf to a fresh temporary next to f->path (the name is kept in
 * f->tmp as soon as the file exists, so remove_temps can take it away). */
static int write_temp(kem_file *f, const char *scheme) {
    int fd;
    size_t done = 0;
    snprintf(f->tmp, sizeof f->tmp, "%s.tmpXXXXXX", f->path); /* length checked in check_output */
    fd = mkstemp(f->tmp); /* mode 0600 */
    if (fd < 0) {
        int e = errno;
        f->tmp[0] = '\0';
        return write_error(f, scheme, strerror(e));
    }
    if (!f->secret) { /* public outputs get the usual 0666 & ~umask */
        mode_t um = umask(0);
        umask(um);
        if (fchmod(fd, (mode_t)(0666 & ~um)) != 0) {
            int e = errno;
            close(fd);
            return write_error(f, scheme, strerror(e));
        }
    }
    while (done < f->len) {
        ssize_t w = write(fd, f->buf + done, f->len - done);
        if (w < 0 && errno == EINTR) continue;
        if (w <= 0) {
            int e = w < 0 ? errno : EIO;
            close(fd);
            return write_error(f, scheme, strerror(e));
        }
        done += (size_t)w;
    }
    if (fsync(fd) != 0) {
        int e = errno;
        close(fd);
        return write_error(f, scheme, strerror(e));
    }
    if (close(fd) != 0) return write_error(f, scheme, strerror(errno));
    return 0;
}

/* Only ever the temporaries: a final path is never unlinked. */
static void remove_temps(kem_file *out, size_t n) {
    for (size_t i = 0; i < n; i++)
        if (out[i].tmp[0]) {
            unlink(out[i].tmp);
            out[i].tmp[0] = '\0';
        }
}

/* Steps 4 and 5: temporaries first, validation again, renames last. */
static int write_all(kem_file *out, size_t n, const char *scheme) {
    for (size_t i = 0; i < n; i++)
        if (write_temp(&out[i], scheme) != 0) {
            remove_temps(out, n);
            return EXIT_USAGE;
        }
    for (size_t i = 0; i < n; i++)
        if (check_output(&out[i], scheme) != 0) {
            remove_temps(out, n);
            return EXIT_USAGE;
        }
    for (size_t i = 0; i < n; i++) {
        if (rename(out[i].tmp, out[i].path) != 0) {
            int e = errno;
            remove_temps(out, n);
            if (i == 0) return write_error(&out[i], scheme, strerror(e));
            /* At most two outputs per operation: out[0] is the one renamed. */
            return tool_error("cannot write %s (the %zu-byte %s of %s): %s; %s %s was already written",
                              out[i].path, out[i].len, out[i].what, scheme, strerror(e), out[0].flag,
                              out[0].path);
        }
        out[i].tmp[0] = '\0';
    }
    return 0;
}

static int usage_error(void) {
    return tool_error("usage: pqpoly kem SCHEME keypair --pk FILE --sk FILE | encaps --pk FILE --ct FILE "
                      "--ss FILE | decaps --sk FILE --ct FILE --ss FILE");
}

/* Steps 1 and 2 for an operation's inputs in[0..nin) and outputs out[0..nout). */
static int check_files(kem_file *const *in, size_t nin, kem_file *out, size_t nout, const char *scheme) {
    kem_file *all[4];
    size_t n = 0;
    for (size_t i = 0; i < nin; i++) all[n++] = in[i];
    for (size_t i = 0; i < nout; i++) all[n++] = &out[i];
    if (refuse_same_files(all, n) != 0) return EXIT_USAGE;
    for (size_t i = 0; i < nout; i++)
        if (check_output(&out[i], scheme) != 0) return EXIT_USAGE;
    return 0;
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
        out[0] = fpk;
        out[1] = fsk;
        if (check_files(NULL, 0, out, 2, k->name) != 0) return EXIT_USAGE;
        rc = k->keypair(pk, sk);
        if (rc != 0) return tool_error("%s keypair: %s", k->name, pqpoly_strerror(rc)), 1;
        return write_all(out, 2, k->name);
    }
    if (strcmp(op, "encaps") == 0) {
        kem_file out[2];
        kem_file *in[1] = {&fpk};
        if (fpk.path == NULL || fct.path == NULL || fss.path == NULL) return usage_error();
        out[0] = fct;
        out[1] = fss;
        if (check_files(in, 1, out, 2, k->name) != 0) return EXIT_USAGE;
        if (read_exact(&fpk, k->name) != 0) return EXIT_USAGE;
        rc = k->enc(ct, ss, pk);
        if (rc != 0) return tool_error("%s encaps: %s", k->name, pqpoly_strerror(rc)), 1;
        return write_all(out, 2, k->name);
    }
    if (strcmp(op, "decaps") == 0) {
        kem_file out[1];
        kem_file *in[2] = {&fsk, &fct};
        if (fsk.path == NULL || fct.path == NULL || fss.path == NULL) return usage_error();
        out[0] = fss;
        if (check_files(in, 2, out, 1, k->name) != 0) return EXIT_USAGE;
        if (read_exact(&fsk, k->name) != 0 || read_exact(&fct, k->name) != 0) return EXIT_USAGE;
        rc = k->dec(ss, ct, sk);
        if (rc != 0) return tool_error("%s decaps: %s", k->name, pqpoly_strerror(rc)), 1;
        return write_all(out, 1, k->name);
    }
    return tool_error("unknown operation '%s' for 'pqpoly kem' (keypair, encaps, decaps)", op);
}
