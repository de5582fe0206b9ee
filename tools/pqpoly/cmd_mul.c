/* pqpoly mul --ring RING --algo ALGO [--operands big*big|big*small] [--impl IMPL]
 *
 * --impl names the implementation of ALGO ("portable", "avx2", ...; see
 * 'pqpoly list'); without it, the best one the library may run here
 * (pqpoly_mul_find: the CPU and PQPOLY_IMPL decide).  An implementation this
 * CPU cannot run is refused (exit 2), as is an unknown one.
 *
 * Reads standard input: every two non-empty lines are one pair (a, then b),
 * each n decimal integers of any sign.  Prints, per pair, the n coefficients
 * of a*b in [0, q).
 *
 * The input is streamed: one pair is read, multiplied and printed before the
 * next is read, so memory stays constant whatever the input size (it used to
 * read all of stdin first: 149 MB of memory for 100 MB of input).  Standard
 * output is flushed whenever the tool is about to wait for more input, so it
 * also works as a co-process that feeds one pair and reads one product.
 *
 * Bad input — a line that is not n integers, a b outside {-1, 0, 1} (the
 * ring's [-small_bound, small_bound]) for a big*small multiplier, an a without its b at the end, a NUL byte anywhere,
 * a line longer than n * 32 + 256 bytes — stops the tool with one line on
 * stderr naming the line number (every line counts, blank ones too) and exit
 * status 2.  The products of the pairs before the bad one have been printed
 * by then: a caller that needs all or nothing keeps the output only on exit
 * status 0.  A write error on standard output stops the reading; main()
 * reports it (exit 2). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "pqpoly/pqpoly.h"
#include "verbs.h"

#define MAX_N 2048

/* Map any integer to the centered representative the multipliers take. */
static int16_t to_centered(long long v, int32_t q) {
    long long r = v % q;
    if (r < 0) r += q;
    if (r > (q - 1) / 2) r -= q;
    return (int16_t)r;
}

/* Parse one line of exactly n integers into out. Returns 0, or -1 with a reason. */
static int parse_line(const char *line, int n, int32_t q, int16_t *out, const char **why) {
    const char *p = line;
    int count = 0;
    for (;;) {
        char *end;
        while (*p == ' ' || *p == '\t' || *p == ',' || *p == '\r') p++;
        if (*p == '\0') break;
        errno = 0;
        long long v = strtoll(p, &end, 10);
        if (end == p || (*end != '\0' && *end != ' ' && *end != '\t' && *end != ',' && *end != '\r')) {
            *why = "not a decimal integer";
            return -1;
        }
        if (errno == ERANGE) {
            *why = "integer out of the 64-bit range";
            return -1;
        }
        if (count < n) out[count] = to_centered(v, q);
        count++;
        p = end;
    }
    if (count != n) {
        *why = "wrong number of integers";
        return -1;
    }
    return 0;
}

/* A line reader over file descriptor 0 with its own buffer: read(2) returns
 * what a pipe holds instead of waiting for a full buffer as fread does, and
 * NUL bytes and overlong lines are seen rather than cut off. */
typedef struct {
    char buf[1 << 16];
    size_t pos, len;
    int eof;
} line_reader;

enum { LINE_END = 0, LINE_OK = 1, LINE_NUL = -1, LINE_TOO_LONG = -2, LINE_READ_ERROR = -3 };

/* The next line, without its newline, NUL-terminated in line[0..cap).
 * LINE_OK, LINE_END at the end of the input, or an error above. */
static int next_line(line_reader *r, char *line, size_t cap) {
    size_t len = 0;
    int any = 0;
    for (;;) {
        if (r->pos == r->len) {
            ssize_t got;
            if (r->eof) break;
            fflush(stdout); /* products so far reach a co-process before we wait */
            do got = read(STDIN_FILENO, r->buf, sizeof r->buf);
            while (got < 0 && errno == EINTR);
            if (got < 0) return LINE_READ_ERROR;
            if (got == 0) {
                r->eof = 1;
                break;
            }
            r->pos = 0;
            r->len = (size_t)got;
        }
        const char *start = r->buf + r->pos;
        const char *nl = memchr(start, '\n', r->len - r->pos);
        size_t take = nl ? (size_t)(nl - start) : r->len - r->pos;
        any = 1;
        if (memchr(start, '\0', take) != NULL) return LINE_NUL;
        if (take >= cap - len) return LINE_TOO_LONG;
        memcpy(line + len, start, take);
        len += take;
        r->pos += take + (nl != NULL);
        if (nl) break;
    }
    if (!any) return LINE_END;
    line[len] = '\0';
    return LINE_OK;
}

static int blank(const char *s) {
    while (*s == ' ' || *s == '\t' || *s == '\r') s++;
    return *s == '\0';
}

int cmd_mul(int argc, char **argv) {
    static const char *usage = "usage: pqpoly mul --ring RING --algo ALGO [--operands big*big|big*small] "
                               "[--impl IMPL]";
    const char *ring_name = NULL, *algo = NULL, *ops = NULL, *impl = NULL;
    for (int i = 1; i < argc; i++) {
        if (i + 1 < argc && strcmp(argv[i], "--ring") == 0) ring_name = argv[++i];
        else if (i + 1 < argc && strcmp(argv[i], "--algo") == 0) algo = argv[++i];
        else if (i + 1 < argc && strcmp(argv[i], "--operands") == 0) ops = argv[++i];
        else if (i + 1 < argc && strcmp(argv[i], "--impl") == 0) impl = argv[++i];
        else return tool_error("%s", usage);
    }
    if (ring_name == NULL || algo == NULL) return tool_error("%s", usage);
    const pqpoly_ring *ring = pqpoly_ring_get(ring_name);
    if (ring == NULL) return tool_error("unknown ring '%s' (see 'pqpoly list')", ring_name);
    if (impl != NULL && !tool_impl_known(impl)) return tool_impl_refused(impl);

    const pqpoly_mul_entry *e;
    if (ops == NULL) {
        e = impl ? pqpoly_mul_find_impl(ring->name, algo, PQPOLY_BIG_BIG, impl)
                 : pqpoly_mul_find(ring->name, algo, PQPOLY_BIG_BIG);
        if (e == NULL)
            e = impl ? pqpoly_mul_find_impl(ring->name, algo, PQPOLY_BIG_SMALL, impl)
                     : pqpoly_mul_find(ring->name, algo, PQPOLY_BIG_SMALL);
    } else if (strcmp(ops, "big*big") == 0 || strcmp(ops, "big*small") == 0) {
        pqpoly_operands k = strcmp(ops, "big*small") == 0 ? PQPOLY_BIG_SMALL : PQPOLY_BIG_BIG;
        e = impl ? pqpoly_mul_find_impl(ring->name, algo, k, impl) : pqpoly_mul_find(ring->name, algo, k);
        if (e != NULL && k == PQPOLY_BIG_BIG && e->operands != PQPOLY_BIG_BIG) e = NULL;
    } else {
        return tool_error("--operands must be big*big or big*small, not '%s'", ops);
    }
    if (e == NULL)
        return tool_error("ring '%s' has no multiplier '%s'%s%s%s%s (see 'pqpoly list')", ring->name, algo,
                          impl ? " implementation " : "", impl ? impl : "", ops ? " for operands " : "",
                          ops ? ops : "");
    if (!tool_runnable(e)) {
        char lacking[64];
        return tool_error("%s/%s needs %s, which this CPU lacks", e->name, e->impl,
                          tool_isa_lacking(e, lacking, sizeof lacking));
    }

    if (ring->n > MAX_N) return tool_error("ring %s: n = %d exceeds the tool's buffers", ring->name, ring->n);

    static int16_t a[MAX_N], b[MAX_N], c[MAX_N];
    static line_reader rd;
    size_t n = (size_t)ring->n, cap = n * 32 + 256 + 1;
    size_t lineno = 0, a_line = 0, pair = 1;
    int have_a = 0, status = 0;
    char *line = malloc(cap);
    if (line == NULL) return tool_error("out of memory");
    for (;;) {
        const char *why = NULL;
        int got = next_line(&rd, line, cap);
        if (got == LINE_END) break;
        lineno++;
        if (got == LINE_NUL) {
            status = tool_error("line %zu: NUL byte in the input", lineno);
            break;
        }
        if (got == LINE_TOO_LONG) {
            status = tool_error("line %zu: longer than %zu bytes; ring %s needs %d integers", lineno, cap - 1,
                                ring->name, ring->n);
            break;
        }
        if (got == LINE_READ_ERROR) {
            status = tool_error("cannot read standard input at line %zu: %s", lineno, strerror(errno));
            break;
        }
        if (blank(line)) continue;
        if (parse_line(line, ring->n, ring->q, have_a ? b : a, &why) != 0) {
            status = tool_error("line %zu (%s of pair %zu): %s; ring %s needs %d integers", lineno,
                                have_a ? "b" : "a", pair, why, ring->name, ring->n);
            break;
        }
        if (!have_a) {
            have_a = 1;
            a_line = lineno;
            continue;
        }
        if (e->operands == PQPOLY_BIG_SMALL)
            for (size_t j = 0; j < n && !status; j++)
                if (b[j] < -ring->small_bound || b[j] > ring->small_bound)
                    status = ring->small_bound == 1
                                 ? tool_error("line %zu (b of pair %zu): coefficient %zu is not in {-1, 0, 1}; "
                                              "'%s' is a big*small multiplier", lineno, pair, j, algo)
                                 : tool_error("line %zu (b of pair %zu): coefficient %zu is not in [-%d, %d]; "
                                              "'%s' is a big*small multiplier", lineno, pair, j,
                                              (int)ring->small_bound, (int)ring->small_bound, algo);
        if (status) break;
        e->mul(c, a, b, ring);
        for (size_t j = 0; j < n; j++) printf("%s%d", j ? " " : "", c[j] < 0 ? c[j] + (int)ring->q : c[j]);
        putchar('\n');
        have_a = 0;
        pair++;
        if (ferror(stdout)) break; /* main() reports it; no point reading on */
    }
    if (!status && have_a)
        status = tool_error("line %zu (a of pair %zu): the input ends without its b line; input is pairs a, b",
                            a_line, pair);
    free(line);
    return status;
}
