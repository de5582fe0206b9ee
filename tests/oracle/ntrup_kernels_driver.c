/* Runs the NTRU Prime kernels of one backend row (src/ring/ntrup/backend.h) on
 * inputs read from stdin, for tests/oracle/test_ntrup_kernels_oracle.py,
 * which compares every output with the Python model ntrup_oracle.py.
 *
 *   ntrup_kernels_driver --list        one line per kernel table compiled in:
 *                                      "SET IMPL p q w runnable|lacks"
 *   ntrup_kernels_driver SET IMPL RQ_BYTES ROUNDED_BYTES
 *                                      the commands below, one per line; the
 *                                      encodings' lengths are the model's
 *
 * A command is a kernel name and its arguments, separated by spaces: ring
 * elements and word lists as decimal integers, byte strings as hex.  The
 * answer is one line per command:
 *   sort N x_0 .. x_{N-1}        -> the N words ascending (sort_u32)
 *   r3_recip f_0 .. f_{p-1}      -> the return value, then the p coefficients
 *   rq_recip3 f_0 .. f_{p-1}     -> the return value, then the p coefficients
 *   small_encode f.. / rq_encode r.. / rounded_encode r..  -> hex
 *   small_decode HEX / rq_decode HEX / rounded_decode HEX  -> p coefficients
 *   round3 a.. / r3_from_rq3 a.. -> p coefficients
 *   weightw_mask f..             -> the return value
 *   lpr_top R_ENC_HEX a_0 .. a_{p-1}   -> the I/2 bytes of the Top encoding, hex
 *   lpr_right TOP_HEX a_0 .. a_{p-1}   -> the 32 bytes of r_enc, hex
 *   lpr_generator HEX(4p bytes)        -> p coefficients
 * The driver checks only the shape of its input (counts, int ranges, hex);
 * keeping inputs inside each kernel's contract is the caller's business.
 * Every output buffer is followed by guard bytes: a kernel writing past its
 * output is reported (exit 1).  A malformed command exits 2, an
 * implementation the CPU lacks prints "SKIPPED ..." and exits 77. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/pick.h"
#include "pqpoly/impl.h"
#include "ring/ntrup/backend.h"

#define MAXP 1277
#define MAXWORDS 8192
#define MAXBYTES (4 * MAXP)
#define GUARD 64
#define LINE (1 << 18)

static char line[LINE];
static const char *cursor;

static void die(int code, const char *what) {
    fprintf(stderr, "ntrup_kernels_driver: %s\n", what);
    exit(code);
}

/* The next space-separated token of the line (NULL at its end). */
static const char *token(size_t *len) {
    while (*cursor == ' ') cursor++;
    if (*cursor == '\0') return NULL;
    const char *t = cursor;
    while (*cursor != ' ' && *cursor != '\0') cursor++;
    *len = (size_t)(cursor - t);
    return t;
}

static long long integer(long long lo, long long hi) {
    size_t len;
    const char *t = token(&len);
    char buf[32], *end;
    if (t == NULL || len >= sizeof buf) die(2, "missing or overlong integer");
    memcpy(buf, t, len);
    buf[len] = '\0';
    long long v = strtoll(buf, &end, 10);
    if (*end != '\0' || v < lo || v > hi) die(2, "bad integer");
    return v;
}

static int nibble(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

static void hex_in(uint8_t *out, size_t n) {
    size_t len;
    const char *t = token(&len);
    if (t == NULL || len != 2 * n) die(2, "hex string of the wrong length");
    for (size_t i = 0; i < n; i++) {
        int hi = nibble(t[2 * i]), lo = nibble(t[2 * i + 1]);
        if (hi < 0 || lo < 0) die(2, "bad hex digit");
        out[i] = (uint8_t)(hi << 4 | lo);
    }
}

static void end_of_line(void) {
    size_t len;
    if (token(&len) != NULL) die(2, "trailing arguments");
}

static void read_i8(int8_t *f, int n) {
    for (int i = 0; i < n; i++) f[i] = (int8_t)integer(-128, 127);
}
static void read_i16(int16_t *f, int n) {
    for (int i = 0; i < n; i++) f[i] = (int16_t)integer(-32768, 32767);
}

static void hex_out(const uint8_t *s, size_t n) {
    for (size_t i = 0; i < n; i++) printf("%02x", s[i]);
    putchar('\n');
}
static void print_i8(const int8_t *f, int n) {
    for (int i = 0; i < n; i++) printf(i ? " %d" : "%d", f[i]);
    putchar('\n');
}
static void print_i16(const int16_t *f, int n) {
    for (int i = 0; i < n; i++) printf(i ? " %d" : "%d", f[i]);
    putchar('\n');
}

/* Output buffers: the kernel's n elements, then GUARD guard bytes, which
 * must still hold the pattern afterwards. */
static union {
    uint8_t b[MAXBYTES + GUARD];
    int8_t c[MAXBYTES + GUARD];
    int16_t h[MAXBYTES + GUARD];
    uint32_t w[MAXWORDS + GUARD];
} out;

static void arm(void) { memset(&out, 0xa5, sizeof out); }
static void guarded(size_t bytes, const char *kernel) {
    const uint8_t *g = (const uint8_t *)&out + bytes;
    for (size_t i = 0; i < GUARD; i++)
        if (g[i] != 0xa5) {
            fprintf(stderr, "ntrup_kernels_driver: %s wrote past its %zu output bytes\n", kernel, bytes);
            exit(1);
        }
}

static size_t rq_bytes, rounded_bytes, small_bytes;

static void run(const pqpoly_ntrup_backend *k) {
    static int8_t f[MAXP];
    static int16_t a[MAXP];
    static uint8_t s[MAXBYTES];
    const int p = k->p;
    const int lpr = k->lpr_top != NULL;
    while (fgets(line, sizeof line, stdin) != NULL) {
        size_t len = strlen(line), tl;
        if (len == 0 || line[len - 1] != '\n') die(2, "line too long or unterminated");
        line[--len] = '\0';
        cursor = line;
        const char *t = token(&tl);
        if (t == NULL) continue;
        char name[32];
        if (tl >= sizeof name) die(2, "unknown kernel");
        memcpy(name, t, tl);
        name[tl] = '\0';
        arm();
        if (strcmp(name, "sort") == 0) {
            size_t n = (size_t)integer(0, MAXWORDS);
            for (size_t i = 0; i < n; i++) out.w[i] = (uint32_t)integer(0, 0xffffffffLL);
            end_of_line();
            k->sort_u32(out.w, n);
            guarded(4 * n, name);
            for (size_t i = 0; i < n; i++) printf(i ? " %u" : "%u", out.w[i]);
            putchar('\n');
        } else if (strcmp(name, "r3_recip") == 0) {
            read_i8(f, p);
            end_of_line();
            int r = k->r3_recip(out.c, f);
            guarded((size_t)p, name);
            printf("%d ", r);
            print_i8(out.c, p);
        } else if (strcmp(name, "rq_recip3") == 0) {
            read_i8(f, p);
            end_of_line();
            int r = k->rq_recip3(out.h, f);
            guarded(2 * (size_t)p, name);
            printf("%d ", r);
            print_i16(out.h, p);
        } else if (strcmp(name, "small_encode") == 0) {
            read_i8(f, p);
            end_of_line();
            k->small_encode(out.b, f);
            guarded(small_bytes, name);
            hex_out(out.b, small_bytes);
        } else if (strcmp(name, "small_decode") == 0) {
            hex_in(s, small_bytes);
            end_of_line();
            k->small_decode(out.c, s);
            guarded((size_t)p, name);
            print_i8(out.c, p);
        } else if (strcmp(name, "rq_encode") == 0 || strcmp(name, "rounded_encode") == 0) {
            int rounded = name[1] == 'o';
            read_i16(a, p);
            end_of_line();
            (rounded ? k->rounded_encode : k->rq_encode)(out.b, a);
            guarded(rounded ? rounded_bytes : rq_bytes, name);
            hex_out(out.b, rounded ? rounded_bytes : rq_bytes);
        } else if (strcmp(name, "rq_decode") == 0 || strcmp(name, "rounded_decode") == 0) {
            int rounded = name[1] == 'o';
            hex_in(s, rounded ? rounded_bytes : rq_bytes);
            end_of_line();
            (rounded ? k->rounded_decode : k->rq_decode)(out.h, s);
            guarded(2 * (size_t)p, name);
            print_i16(out.h, p);
        } else if (strcmp(name, "round3") == 0) {
            read_i16(a, p);
            end_of_line();
            k->round3(out.h, a);
            guarded(2 * (size_t)p, name);
            print_i16(out.h, p);
        } else if (strcmp(name, "weightw_mask") == 0) {
            read_i8(f, p);
            end_of_line();
            printf("%d\n", k->weightw_mask(f));
        } else if (strcmp(name, "r3_from_rq3") == 0) {
            read_i16(a, p);
            end_of_line();
            k->r3_from_rq3(out.c, a);
            guarded((size_t)p, name);
            print_i8(out.c, p);
        } else if (lpr && strcmp(name, "lpr_top") == 0) {
            hex_in(s, 32);
            read_i16(a, p);
            end_of_line();
            k->lpr_top(out.b, a, s);
            guarded(128, name);
            hex_out(out.b, 128);
        } else if (lpr && strcmp(name, "lpr_right") == 0) {
            hex_in(s, 128);
            read_i16(a, p);
            end_of_line();
            k->lpr_right(out.b, s, a);
            guarded(32, name);
            hex_out(out.b, 32);
        } else if (lpr && strcmp(name, "lpr_generator") == 0) {
            hex_in(s, 4 * (size_t)p);
            end_of_line();
            k->lpr_generator(out.h, s);
            guarded(2 * (size_t)p, name);
            print_i16(out.h, p);
        } else {
            die(2, "unknown kernel");
        }
    }
    if (fflush(stdout) != 0 || ferror(stdout)) die(2, "write error");
}

int main(int argc, char **argv) {
    if (argc == 2 && strcmp(argv[1], "--list") == 0) {
        for (size_t i = 0; i < pqpoly_ntrup_backend_count(); i++) {
            const pqpoly_ntrup_backend *k = pqpoly_ntrup_backend_at(i);
            printf("%s %s %d %d %d %s\n", k->set, k->impl, k->p, k->q, k->w,
                   pqpoly_isa_fits(k->isa, pqpoly_cpu_isa()) ? "runnable" : "lacks");
        }
        return 0;
    }
    if (argc != 5) die(2, "usage: ntrup_kernels_driver --list | SET IMPL RQ_BYTES ROUNDED_BYTES");
    for (size_t i = 0; i < pqpoly_ntrup_backend_count(); i++) {
        const pqpoly_ntrup_backend *k = pqpoly_ntrup_backend_at(i);
        if (strcmp(k->set, argv[1]) != 0 || strcmp(k->impl, argv[2]) != 0) continue;
        if (!pqpoly_isa_fits(k->isa, pqpoly_cpu_isa())) {
            printf("SKIPPED kernels %s/%s (CPU lacks it)\n", k->set, k->impl);
            return 77;
        }
        if (k->p > MAXP) die(2, "p too large for the driver");
        small_bytes = (size_t)(k->p + 3) / 4;
        rq_bytes = (size_t)strtoul(argv[3], NULL, 10);
        rounded_bytes = (size_t)strtoul(argv[4], NULL, 10);
        if (rq_bytes == 0 || rq_bytes > MAXBYTES || rounded_bytes == 0 || rounded_bytes > MAXBYTES)
            die(2, "bad byte lengths");
        run(k);
        return 0;
    }
    die(2, "no such kernel table");
    return 2;
}
