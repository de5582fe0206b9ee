/* The verbs of the pqpoly tool; each lives in its own cmd_<verb>.c. */
#ifndef PQPOLY_TOOL_VERBS_H
#define PQPOLY_TOOL_VERBS_H

/* Exit status of every verb: 0 success, 1 a check failed, 2 bad usage or
 * input, or an output (standard output included) that cannot be written. */
#define EXIT_USAGE 2

int cmd_list(int argc, char **argv);
int cmd_mul(int argc, char **argv);
int cmd_check(int argc, char **argv);
int cmd_kat(int argc, char **argv);
int cmd_bench(int argc, char **argv);
int cmd_kem(int argc, char **argv);

/* One-line error on stderr, prefixed "pqpoly: ". Returns EXIT_USAGE. */
int tool_error(const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;

/* Flush standard output; on a write error print one tool_error line and
 * return EXIT_USAGE, else 0.  main() calls it after every verb. */
int tool_check_stdout(void);

#endif
