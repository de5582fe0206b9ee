/* The KEM descriptor table: one row per scheme listed in kem_list.h.  Each
 * scheme family's code defines `const pqpoly_kem pqpoly_kem_desc_NAME`. */
#include "pqpoly/kem.h"

#include <string.h>

#define PQPOLY_KEM_ENTRY(name) extern const pqpoly_kem pqpoly_kem_desc_##name;
#include "kem_list.h"
#undef PQPOLY_KEM_ENTRY

static const pqpoly_kem *const kems[] = {
#define PQPOLY_KEM_ENTRY(name) &pqpoly_kem_desc_##name,
#include "kem_list.h"
#undef PQPOLY_KEM_ENTRY
    NULL /* terminator; keeps the array non-empty */
};

size_t pqpoly_kem_count(void) { return sizeof kems / sizeof kems[0] - 1; }

const pqpoly_kem *pqpoly_kem_at(size_t i) { return i < pqpoly_kem_count() ? kems[i] : NULL; }

const pqpoly_kem *pqpoly_kem_get(const char *name) {
    if (name == NULL) return NULL;
    for (size_t i = 0; i < pqpoly_kem_count(); i++)
        if (strcmp(kems[i]->name, name) == 0) return kems[i];
    return NULL;
}
