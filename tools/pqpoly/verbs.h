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

/* The implementation axis (impls.c).  An entry is runnable when this CPU
 * has every instruction set it needs (pqpoly_cpu_isa), whatever
 * pqpoly_set_impl says: the verbs that walk the registry (list, check,
 * bench) run every runnable implementation and print, for each other one,
 *   SKIPPED <ring> <name>/<impl> (CPU lacks <isa>[+<isa>...])  */
#include <stdio.h>
struct pqpoly_mul_entry;
int tool_runnable(const struct pqpoly_mul_entry *e);
/* Whether some entry has the implementation name `impl`. */
int tool_impl_known(const char *impl);
/* The usage error (one line, EXIT_USAGE) for an implementation no entry has:
 * one the library knows by name ("avx512") but holds no multiplier of, or
 * an unknown one. */
int tool_impl_refused(const char *impl);
/* The instruction sets e needs and this CPU lacks ("avx512"), or all those
 * it needs ("" for portable), '+'-joined into buf. */
const char *tool_isa_lacking(const struct pqpoly_mul_entry *e, char *buf, size_t cap);
const char *tool_isa_list(const struct pqpoly_mul_entry *e, char *buf, size_t cap);
void tool_print_skipped(FILE *f, const struct pqpoly_mul_entry *e);

/* Flush standard output; on a write error print one tool_error line and
 * return EXIT_USAGE, else 0.  main() calls it after every verb. */
int tool_check_stdout(void);

#endif
