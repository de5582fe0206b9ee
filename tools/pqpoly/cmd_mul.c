/* pqpoly mul --ring RING --algo ALGO [--operands big*big|big*small]
 *
 * Reads standard input: every two non-empty lines are one pair (a, then b),
 * each n decimal integers of any sign.  Prints, per pair, the n coefficients
 * of a*b in [0, q).  All input is validated before anything is printed: a bad
 * pair means a one-line error on stderr, exit status 2, and empty stdout. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pqpoly/pqpoly.h"
#include "verbs.h"

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

/* Read all of stdin into a NUL-terminated buffer. */
static char *read_all(FILE *f) {
    size_t cap = 1 << 16, len = 0;
    char *buf = malloc(cap);
    if (buf == NULL) return NULL;
    for (;;) {
        size_t got = fread(buf + len, 1, cap - len - 1, f);
        len += got;
        if (len + 1 < cap) {
            if (feof(f) || ferror(f)) break;
            continue;
        }
        char *nb = realloc(buf, cap * 2);
        if (nb == NULL) {
            free(buf);
            return NULL;
        }
        buf = nb;
        cap *= 2;
    }
    buf[len] = '\0';
    return buf;
}

int cmd_mul(int argc, char **argv) {
    const char *ring_name = NULL, *algo = NULL, *ops = NULL;
    for (int i = 1; i < argc; i++) {
        if (i + 1 < argc && strcmp(argv[i], "--ring") == 0) ring_name = argv[++i];
        else if (i + 1 < argc && strcmp(argv[i], "--algo") == 0) algo = argv[++i];
        else if (i + 1 < argc && strcmp(argv[i], "--operands") == 0) ops = argv[++i];
        else return tool_error("usage: pqpoly mul --ring RING --algo ALGO [--operands big*big|big*small]");
    }
    if (ring_name == NULL || algo == NULL)
        return tool_error("usage: pqpoly mul --ring RING --algo ALGO [--operands big*big|big*small]");
    const pqpoly_ring *ring = pqpoly_ring_get(ring_name);
    if (ring == NULL) return tool_error("unknown ring '%s' (see 'pqpoly list')", ring_name);

    const pqpoly_mul_entry *e;
    if (ops == NULL) {
        e = pqpoly_mul_find(ring->name, algo, PQPOLY_BIG_BIG);
        if (e == NULL) e = pqpoly_mul_find(ring->name, algo, PQPOLY_BIG_SMALL);
    } else if (strcmp(ops, "big*big") == 0 || strcmp(ops, "big*small") == 0) {
        pqpoly_operands k = strcmp(ops, "big*small") == 0 ? PQPOLY_BIG_SMALL : PQPOLY_BIG_BIG;
        e = pqpoly_mul_find(ring->name, algo, k);
        if (e != NULL && k == PQPOLY_BIG_BIG && e->operands != PQPOLY_BIG_BIG) e = NULL;
    } else {
        return tool_error("--operands must be big*big or big*small, not '%s'", ops);
    }
    if (e == NULL) return tool_error("ring '%s' has no multiplier '%s'%s%s (see 'pqpoly list')", ring->name,
                                     algo, ops ? " for operands " : "", ops ? ops : "");

    char *text = read_all(stdin);
    if (text == NULL) return tool_error("out of memory reading standard input");

    /* Collect non-empty lines. */
    size_t nlines = 0, cap = 64;
    char **lines = malloc(cap * sizeof *lines);
    for (char *p = text; lines != NULL && *p;) {
        char *nl = strchr(p, '\n');
        if (nl) *nl = '\0';
        const char *s = p;
        while (*s == ' ' || *s == '\t' || *s == '\r') s++;
        if (*s) {
            if (nlines == cap) {
                char **nlp = realloc(lines, 2 * cap * sizeof *lines);
                if (nlp == NULL) { free(lines); lines = NULL; break; }
                lines = nlp;
                cap *= 2;
            }
            lines[nlines++] = p;
        }
        if (!nl) break;
        p = nl + 1;
    }
    if (lines == NULL) {
        free(text);
        return tool_error("out of memory reading standard input");
    }
    int status = 0;
    if (nlines % 2 != 0) status = tool_error("odd number of non-empty lines (%zu): input is pairs a, b", nlines);

    size_t npairs = nlines / 2, n = (size_t)ring->n;
    int16_t *buf = status ? NULL : malloc(npairs * 2 * n * sizeof(int16_t) + 1);
    if (!status && buf == NULL) status = tool_error("out of memory");
    for (size_t i = 0; !status && i < nlines; i++) {
        const char *why = NULL;
        int16_t *dst = buf + i * n;
        if (parse_line(lines[i], ring->n, ring->q, dst, &why) != 0) {
            status = tool_error("line %zu (%s of pair %zu): %s; ring %s needs %d integers", i + 1,
                                i % 2 ? "b" : "a", i / 2 + 1, why, ring->name, ring->n);
            break;
        }
        if (i % 2 == 1 && e->operands == PQPOLY_BIG_SMALL) {
            for (size_t j = 0; j < n; j++)
                if (dst[j] < -1 || dst[j] > 1) {
                    status = tool_error("line %zu (b of pair %zu): coefficient %zu is not in {-1, 0, 1}; "
                                        "'%s' is a big*small multiplier", i + 1, i / 2 + 1, j, algo);
                    break;
                }
        }
    }
    if (!status) {
        int16_t c[2048];
        for (size_t i = 0; i < npairs; i++) {
            e->mul(c, buf + 2 * i * n, buf + (2 * i + 1) * n, ring);
            for (size_t j = 0; j < n; j++)
                printf("%s%d", j ? " " : "", c[j] < 0 ? c[j] + (int)ring->q : c[j]);
            putchar('\n');
        }
    }
    free(buf);
    free(lines);
    free(text);
    return status;
}
