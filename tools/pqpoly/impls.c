/* The implementation axis as the tool shows it: which entries this CPU runs,
 * and the SKIPPED line for those it does not (verbs.h). */
#include <stdio.h>
#include <string.h>

#include "pqpoly/pqpoly.h"
#include "verbs.h"

int tool_runnable(const pqpoly_mul_entry *e) { return (e->isa & ~pqpoly_cpu_isa()) == 0; }

int tool_impl_known(const char *impl) {
    for (size_t j = 0; j < pqpoly_mul_count(); j++)
        if (strcmp(pqpoly_mul_at(j)->impl, impl) == 0) return 1;
    return 0;
}

int tool_impl_refused(const char *impl) {
    for (uint32_t bit = 1; bit != 0; bit <<= 1) {
        const char *name = pqpoly_isa_name(bit);
        if (name != NULL && strcmp(name, impl) == 0)
            return tool_error("no multiplier has an implementation '%s' yet (see 'pqpoly list')", impl);
    }
    return tool_error("unknown implementation '%s' (see 'pqpoly list')", impl);
}

/* The names of the bits of `isa`, joined by '+', into buf. */
static const char *isa_names(uint32_t isa, char *buf, size_t cap) {
    size_t len = 0;
    buf[0] = '\0';
    for (uint32_t bit = 1; bit != 0 && len < cap; bit <<= 1) {
        const char *name;
        if (!(isa & bit)) continue;
        name = pqpoly_isa_name(bit);
        len += (size_t)snprintf(buf + len, cap - len, "%s%s", len ? "+" : "", name ? name : "unknown");
    }
    return buf;
}

const char *tool_isa_lacking(const pqpoly_mul_entry *e, char *buf, size_t cap) {
    return isa_names(e->isa & ~pqpoly_cpu_isa(), buf, cap);
}

const char *tool_isa_list(const pqpoly_mul_entry *e, char *buf, size_t cap) {
    return isa_names(e->isa, buf, cap);
}

void tool_print_skipped(FILE *f, const pqpoly_mul_entry *e) {
    char lacking[64];
    fprintf(f, "SKIPPED %s %s/%s (CPU lacks %s)\n", e->ring, e->name, e->impl,
            tool_isa_lacking(e, lacking, sizeof lacking));
}
