/* pqpoly list [--json]: the rings with their multipliers, and the KEMs.
 *
 * One multiplier line (object) per registry entry, i.e. per (ring, name,
 * operands, implementation).  Text columns: default mark, name, operands,
 * implementation, source.  JSON: each ring has "small_bound" (the largest
 * |b_i| its big*small entries accept, 1 = ternary); each multiplier has
 * "impl", "isa" (the instruction sets it needs, [] for portable C) and
 * "runnable" (whether this CPU executes it: pqpoly check and bench run
 * exactly those).  Both list the implementation classes pqpoly_set_impl
 * accepts (JSON "impl_classes": name, "isa": the instruction sets the class
 * may use on this CPU, "current") and the CPU's instruction sets ("cpu"). */
#include <stdio.h>
#include <string.h>

#include "common/cpu.h"
#include "pqpoly/pqpoly.h"
#include "verbs.h"

static const char *operands_name(pqpoly_operands k) {
    return k == PQPOLY_BIG_SMALL ? "big*small" : "big*big";
}

/* Strings in the registry are plain ASCII without quotes or backslashes;
 * escape them anyway so the JSON stays valid whatever they hold. */
static void json_string(const char *s) {
    putchar('"');
    for (; *s; s++) {
        if (*s == '"' || *s == '\\') putchar('\\');
        if ((unsigned char)*s < 0x20) printf("\\u%04x", (unsigned char)*s);
        else putchar(*s);
    }
    putchar('"');
}

/* The names of the bits of `isa`, as JSON strings (json) or words. */
static void print_isa_names(uint32_t isa, int json) {
    int first = 1;
    for (uint32_t bit = 1; bit != 0; bit <<= 1) {
        const char *name;
        if (!(isa & bit)) continue;
        name = pqpoly_isa_name(bit);
        if (json) {
            printf("%s", first ? "" : ",");
            json_string(name ? name : "unknown");
        } else {
            printf(" %s", name ? name : "unknown");
        }
        first = 0;
    }
}

/* The instruction sets class `name` may use on this CPU: the class in force
 * is switched for the query and restored. */
static uint32_t class_isa(const char *name) {
    const char *now = pqpoly_get_impl();
    uint32_t isa;
    (void)pqpoly_set_impl(name);
    isa = pqpoly_isa_usable();
    (void)pqpoly_set_impl(now);
    return isa;
}

static void list_json(void) {
    printf("{\"rings\":[");
    for (size_t i = 0; i < pqpoly_ring_count(); i++) {
        const pqpoly_ring *r = pqpoly_ring_at(i);
        int first = 1;
        printf("%s{\"name\":", i ? "," : "");
        json_string(r->name);
        printf(",\"q\":%ld,\"n\":%d,\"small_bound\":%d,\"multipliers\":[", (long)r->q, r->n,
               (int)r->small_bound);
        for (size_t j = 0; j < pqpoly_mul_count(); j++) {
            const pqpoly_mul_entry *e = pqpoly_mul_at(j);
            if (strcmp(e->ring, r->name) != 0) continue;
            printf("%s{\"name\":", first ? "" : ",");
            json_string(e->name);
            printf(",\"operands\":\"%s\",\"source\":", operands_name(e->operands));
            json_string(e->source);
            printf(",\"staged\":%s,\"impl\":", e->transform ? "true" : "false");
            json_string(e->impl);
            printf(",\"isa\":[");
            for (uint32_t bit = 1, n = 0; bit != 0; bit <<= 1)
                if (e->isa & bit) {
                    const char *isa = pqpoly_isa_name(bit);
                    printf("%s", n++ ? "," : "");
                    json_string(isa ? isa : "unknown");
                }
            printf("],\"runnable\":%s}", tool_runnable(e) ? "true" : "false");
            first = 0;
        }
        printf("]}");
    }
    printf("],\"kems\":[");
    for (size_t i = 0; i < pqpoly_kem_count(); i++) {
        const pqpoly_kem *k = pqpoly_kem_at(i);
        printf("%s{\"name\":", i ? "," : "");
        json_string(k->name);
        printf(",\"publickeybytes\":%zu,\"secretkeybytes\":%zu,\"ciphertextbytes\":%zu,\"bytes\":%zu}",
               k->publickeybytes, k->secretkeybytes, k->ciphertextbytes, k->bytes);
    }
    printf("],\"cpu\":[");
    print_isa_names(pqpoly_cpu_isa(), 1);
    printf("],\"impl_classes\":[");
    for (size_t i = 0; i < pqpoly_impl_class_count(); i++) {
        const char *name = pqpoly_impl_class_name(i);
        printf("%s{\"name\":", i ? "," : "");
        json_string(name);
        printf(",\"isa\":[");
        print_isa_names(class_isa(name), 1);
        printf("],\"current\":%s}", strcmp(name, pqpoly_get_impl()) == 0 ? "true" : "false");
    }
    printf("]}\n");
}

static void list_text(void) {
    printf("Rings and multipliers (default for KEMs marked *):\n");
    for (size_t i = 0; i < pqpoly_ring_count(); i++) {
        const pqpoly_ring *r = pqpoly_ring_at(i);
        const pqpoly_mul_entry *dbb = pqpoly_ring_default_mul(r, PQPOLY_BIG_BIG);
        const pqpoly_mul_entry *dbs = pqpoly_ring_default_mul(r, PQPOLY_BIG_SMALL);
        printf("  %-15s n=%-5d q=%-6ld %s\n", r->name, r->n, (long)r->q, r->description);
        for (size_t j = 0; j < pqpoly_mul_count(); j++) {
            const pqpoly_mul_entry *e = pqpoly_mul_at(j);
            if (strcmp(e->ring, r->name) != 0) continue;
            printf("    %c %-22s %-9s %-8s %s\n", (e == dbb || e == dbs) ? '*' : ' ', e->name,
                   operands_name(e->operands), e->impl, e->source);
        }
    }
    printf("Implementation classes (pqpoly_set_impl, PQPOLY_IMPL; the one in force marked *):\n");
    for (size_t i = 0; i < pqpoly_impl_class_count(); i++) {
        const char *name = pqpoly_impl_class_name(i);
        printf("  %c %-9s uses:", strcmp(name, pqpoly_get_impl()) == 0 ? '*' : ' ', name);
        if (class_isa(name) == 0) printf(" portable C only");
        print_isa_names(class_isa(name), 0);
        printf("\n");
    }
    printf("KEMs:\n");
    if (pqpoly_kem_count() == 0) printf("  (none registered yet)\n");
    for (size_t i = 0; i < pqpoly_kem_count(); i++) {
        const pqpoly_kem *k = pqpoly_kem_at(i);
        printf("  %-14s pk %5zu  sk %5zu  ct %5zu  ss %3zu\n", k->name, k->publickeybytes,
               k->secretkeybytes, k->ciphertextbytes, k->bytes);
    }
}

int cmd_list(int argc, char **argv) {
    if (argc == 1) {
        list_text();
        return 0;
    }
    if (argc == 2 && strcmp(argv[1], "--json") == 0) {
        list_json();
        return 0;
    }
    return tool_error("usage: pqpoly list [--json]");
}
