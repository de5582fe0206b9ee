/* fuzz_kem_files: the tool's `pqpoly kem` verb on fuzzed files
 * (tools/pqpoly/cmd_kem.c, compiled in; tool_error is defined here, silent).
 *
 * Input: byte 0 selects a KEM (mod pqpoly_kem_count()); byte 1: bit 0 the
 * operation (decaps, encaps), bit 1 file contents = honest file XOR input,
 * bits 2-3 and 4-5 the length of each input file (exact, one short, one
 * long, arbitrary from bytes 3-6), bits 6-7 the randomness seed; byte 2 a
 * variant of the command line (below); the rest fills the files.  Everything
 * happens in one private directory made with mkdtemp, emptied every run.
 *
 * Checks, as the verb documents them: exit 0 when every input has the
 * scheme's length and the operation succeeds, 1 when the library returns an
 * error, 2 for bad usage, an output that cannot be written (checked first,
 * before any input is read) or a missing or wrong-length input; after a failure neither an output nor a temporary file
 * is left; after success the outputs hold exactly what the library computes
 * from the same inputs and randomness, secret ones readable by the owner only. */
#include <dirent.h>
#include <stdio.h>
#include <sys/stat.h>
#include <unistd.h>

#include "fuzz_common.h"
#include "verbs.h"

enum {
    VAR_MISSING_DIR = 4, /* --ss inside a directory that does not exist */
    VAR_SS_IS_DIR,       /* --ss names a directory: refused before any work */
    VAR_NO_FLAG,         /* a required option left out */
    VAR_NO_INPUT,        /* the first input file does not exist */
    VAR_UNKNOWN_OPTION,
    VAR_UNKNOWN_KEM,
    VAR_KEYPAIR,         /* keypair instead (no input files) */
    VAR_COUNT
};

static char dir[64];

/* Silent: a fuzzing log full of "wrong length" lines hides the findings. */
int tool_error(const char *fmt, ...) {
    (void)fmt;
    return EXIT_USAGE;
}

static void path_of(char *out, const char *name) {
    int n = snprintf(out, 128, "%s/%s", dir, name);
    FUZZ_ASSERT(n > 0 && n < 128);
}

/* Empty the directory (files and the one possible subdirectory). */
static void clear_dir(void) {
    DIR *d = opendir(dir);
    struct dirent *ent;
    FUZZ_ASSERT(d != NULL);
    while ((ent = readdir(d)) != NULL) {
        char p[128];
        if (strcmp(ent->d_name, ".") == 0 || strcmp(ent->d_name, "..") == 0) continue;
        path_of(p, ent->d_name);
        if (unlink(p) != 0) FUZZ_ASSERT(rmdir(p) == 0);
    }
    closedir(d);
}

static void remove_dir(void) {
    clear_dir();
    (void)rmdir(dir);
}

static void init_dir(void) {
    const char *tmp = getenv("TMPDIR");
    int n = snprintf(dir, sizeof dir, "%s/pqpoly-fuzz-XXXXXX", tmp && *tmp && strlen(tmp) < 40 ? tmp : "/tmp");
    FUZZ_ASSERT(n > 0 && (size_t)n < sizeof dir && mkdtemp(dir) != NULL);
    atexit(remove_dir);
}

static void write_file(const char *name, const uint8_t *buf, size_t n) {
    char p[128];
    FILE *f;
    path_of(p, name);
    f = fopen(p, "wb");
    FUZZ_ASSERT(f != NULL);
    FUZZ_ASSERT(n == 0 || fwrite(buf, 1, n, f) == n);
    FUZZ_ASSERT(fclose(f) == 0);
}

/* The output `name` exists, holds exactly want[0..n), and is private if secret. */
static void check_output(const char *name, const uint8_t *want, size_t n, int secret) {
    char p[128];
    struct stat st;
    uint8_t *got = malloc(n + 1);
    FILE *f;
    FUZZ_ASSERT(got != NULL);
    path_of(p, name);
    FUZZ_ASSERT(stat(p, &st) == 0 && S_ISREG(st.st_mode) && (size_t)st.st_size == n);
    if (secret) FUZZ_ASSERT((st.st_mode & 077) == 0);
    f = fopen(p, "rb");
    FUZZ_ASSERT(f != NULL);
    FUZZ_ASSERT(fread(got, 1, n + 1, f) == n);
    fclose(f);
    FUZZ_ASSERT(memcmp(got, want, n) == 0);
    free(got);
}

/* Every entry of the directory is one of `allowed` (NULL-terminated). */
static void check_entries(const char *const *allowed) {
    DIR *d = opendir(dir);
    struct dirent *ent;
    FUZZ_ASSERT(d != NULL);
    while ((ent = readdir(d)) != NULL) {
        int ok = strcmp(ent->d_name, ".") == 0 || strcmp(ent->d_name, "..") == 0;
        for (size_t i = 0; allowed[i] && !ok; i++) ok = strcmp(ent->d_name, allowed[i]) == 0;
        FUZZ_ASSERT(ok); /* a leftover temporary or an output after a failure */
    }
    closedir(d);
}

/* Length of an input file: exact, one short, one long, or arbitrary. */
static size_t pick_len(size_t exact, unsigned how, unsigned arbitrary) {
    switch (how & 3) {
    case 0: return exact;
    case 1: return exact - 1;
    case 2: return exact + 1;
    default: return arbitrary % (2 * exact + 2);
    }
}

/* An input file: `len` bytes from the input, XOR the honest file if asked. */
static uint8_t *make_input(size_t len, const uint8_t *honest, size_t honest_len, int xor_honest,
                           const uint8_t **data, size_t *left) {
    uint8_t *buf = malloc(len + 1);
    FUZZ_ASSERT(buf != NULL);
    fuzz_take(buf, len, data, left);
    if (xor_honest)
        for (size_t i = 0; i < len && i < honest_len; i++) buf[i] ^= honest[i];
    return buf;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static char a_kem[] = "kem", a_name[64], a_op[16], a_f1[8], a_p1[128], a_f2[8], a_p2[128], a_f3[8],
                a_p3[128], a_f4[8], a_p4[128];
    const pqpoly_kem *k;
    const fuzz_honest *h;
    size_t index, left, len1, len2, n1, n2;
    unsigned mode, variant;
    int encaps, keypair, rc, expect, lib_rc = 0, argc;
    uint64_t seed;
    uint8_t *in1 = NULL, *in2 = NULL, *out1 = NULL, *out2 = NULL;
    char *argv[12];
    const char *allowed[6] = {NULL};
    size_t nallowed = 0;

    if (size < 7) return 0;
    if (dir[0] == 0) init_dir();
    index = data[0] % pqpoly_kem_count();
    mode = data[1];
    variant = data[2] % VAR_COUNT;
    k = pqpoly_kem_at(index);
    h = fuzz_honest_for(index);
    encaps = mode & 1;
    keypair = variant == VAR_KEYPAIR;
    seed = 0xf11e0000u + (mode >> 6);
    /* decaps reads sk and ct and writes ss; encaps reads pk, writes ct and ss. */
    n1 = encaps ? k->publickeybytes : k->secretkeybytes;
    n2 = k->ciphertextbytes;
    len1 = pick_len(n1, mode >> 2, (unsigned)data[3] | (unsigned)data[4] << 8);
    len2 = pick_len(n2, mode >> 4, (unsigned)data[5] | (unsigned)data[6] << 8);
    data += 7;
    left = size - 7;
    clear_dir();

    in1 = make_input(len1, encaps ? h->pk : h->sk, n1, mode & 2, &data, &left);
    if (variant != VAR_NO_INPUT) {
        write_file(encaps ? "pk" : "sk", in1, len1);
        allowed[nallowed++] = encaps ? "pk" : "sk";
    }
    if (!encaps) {
        in2 = make_input(len2, h->ct, n2, mode & 2, &data, &left);
        write_file("ct", in2, len2);
        allowed[nallowed++] = "ct";
    }
    if (variant == VAR_SS_IS_DIR) {
        char p[128];
        path_of(p, "ss");
        FUZZ_ASSERT(mkdir(p, 0700) == 0);
        allowed[nallowed++] = "ss";
    }

    /* The command line. */
    snprintf(a_name, sizeof a_name, "%s", variant == VAR_UNKNOWN_KEM ? "nosuchkem" : k->name);
    snprintf(a_op, sizeof a_op, "%s", keypair ? "keypair" : encaps ? "encaps" : "decaps");
    argc = 0;
    argv[argc++] = a_kem;
    argv[argc++] = a_name;
    argv[argc++] = a_op;
    if (keypair) {
        snprintf(a_f1, sizeof a_f1, "--pk");
        snprintf(a_f2, sizeof a_f2, "--sk");
        path_of(a_p1, "pk");
        path_of(a_p2, "sk");
        argv[argc++] = a_f1, argv[argc++] = a_p1, argv[argc++] = a_f2, argv[argc++] = a_p2;
    } else {
        snprintf(a_f1, sizeof a_f1, "%s", encaps ? "--pk" : "--sk");
        path_of(a_p1, encaps ? "pk" : "sk");
        snprintf(a_f2, sizeof a_f2, "--ct");
        path_of(a_p2, "ct");
        snprintf(a_f3, sizeof a_f3, "--ss");
        path_of(a_p3, variant == VAR_MISSING_DIR ? "missing/ss" : "ss");
        argv[argc++] = a_f1, argv[argc++] = a_p1;
        if (variant != VAR_NO_FLAG) argv[argc++] = a_f2, argv[argc++] = a_p2;
        argv[argc++] = a_f3, argv[argc++] = a_p3;
    }
    if (variant == VAR_UNKNOWN_OPTION) {
        snprintf(a_f4, sizeof a_f4, "--xx");
        path_of(a_p4, "xx");
        argv[argc++] = a_f4, argv[argc++] = a_p4;
    }
    argv[argc] = NULL;

    /* What the library computes from the same inputs and randomness. */
    if (keypair) {
        out1 = malloc(k->publickeybytes);
        out2 = malloc(k->secretkeybytes);
        FUZZ_ASSERT(out1 && out2);
        fuzz_seed_random(seed);
        lib_rc = k->keypair(out1, out2);
    } else if (len1 == n1 && (encaps || len2 == n2)) {
        out1 = malloc(k->ciphertextbytes);
        out2 = malloc(k->bytes);
        FUZZ_ASSERT(out1 && out2);
        fuzz_seed_random(seed);
        lib_rc = encaps ? k->enc(out1, out2, in1) : k->dec(out2, in2, in1);
    }
    if (variant == VAR_NO_FLAG || variant == VAR_UNKNOWN_OPTION || variant == VAR_UNKNOWN_KEM) expect = 2;
    else if (keypair) expect = lib_rc ? 1 : 0;
    /* Outputs are checked before anything is read or computed. */
    else if (variant == VAR_MISSING_DIR || variant == VAR_SS_IS_DIR) expect = 2;
    else if (variant == VAR_NO_INPUT || out1 == NULL) expect = 2;
    else if (lib_rc != 0) expect = 1;
    else expect = 0;

    fuzz_seed_random(seed);
    rc = cmd_kem(argc, argv);
    FUZZ_ASSERT(rc == 0 || rc == 1 || rc == 2);
    FUZZ_ASSERT(rc == expect);
    if (rc == 0) {
        if (keypair) {
            check_output("pk", out1, k->publickeybytes, 0);
            check_output("sk", out2, k->secretkeybytes, 1);
            allowed[nallowed++] = "pk";
            allowed[nallowed++] = "sk";
        } else {
            if (encaps) {
                check_output("ct", out1, k->ciphertextbytes, 0);
                allowed[nallowed++] = "ct";
            }
            check_output("ss", out2, k->bytes, 1);
            allowed[nallowed++] = "ss";
        }
    }
    check_entries(allowed);
    free(in1);
    free(in2);
    free(out1);
    free(out2);
    return 0;
}
