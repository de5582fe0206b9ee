/* The ring descriptors.  Names are a public contract (tools and tests outside
 * the library select rings by them). */
#include "pqpoly/poly.h"

#include <string.h>

/* Compile-time constants of the generic reduction (src/mul/generic.h); every
 * ring so far takes ternary small operands (small_bound 1). */
#define RING(nm, nn, qq, mp, desc)                                                  \
    { nm, nn, qq, mp, desc, (int32_t)(((int64_t)1 << 25) % (qq)),                   \
      (int64_t)((((uint64_t)1) << 32) / (uint64_t)(qq)), 1 }

static const pqpoly_ring rings[] = {
    RING("ntrup653", 653, 4621, PQPOLY_MODPOLY_NTRUP, "Z_4621[x]/(x^653 - x - 1), sntrup653/ntrulpr653"),
    RING("ntrup761", 761, 4591, PQPOLY_MODPOLY_NTRUP, "Z_4591[x]/(x^761 - x - 1), sntrup761/ntrulpr761"),
    RING("ntrup857", 857, 5167, PQPOLY_MODPOLY_NTRUP, "Z_5167[x]/(x^857 - x - 1), sntrup857/ntrulpr857"),
    RING("ntrup953", 953, 6343, PQPOLY_MODPOLY_NTRUP, "Z_6343[x]/(x^953 - x - 1), sntrup953/ntrulpr953"),
    RING("ntrup1013", 1013, 7177, PQPOLY_MODPOLY_NTRUP, "Z_7177[x]/(x^1013 - x - 1), sntrup1013/ntrulpr1013"),
    RING("ntrup1277", 1277, 7879, PQPOLY_MODPOLY_NTRUP, "Z_7879[x]/(x^1277 - x - 1), sntrup1277/ntrulpr1277"),
    RING("ntrup653-mod3", 653, 3, PQPOLY_MODPOLY_NTRUP, "Z_3[x]/(x^653 - x - 1), sntrup653 R/3"),
    RING("ntrup761-mod3", 761, 3, PQPOLY_MODPOLY_NTRUP, "Z_3[x]/(x^761 - x - 1), sntrup761 R/3"),
    RING("ntrup857-mod3", 857, 3, PQPOLY_MODPOLY_NTRUP, "Z_3[x]/(x^857 - x - 1), sntrup857 R/3"),
    RING("ntrup953-mod3", 953, 3, PQPOLY_MODPOLY_NTRUP, "Z_3[x]/(x^953 - x - 1), sntrup953 R/3"),
    RING("ntrup1013-mod3", 1013, 3, PQPOLY_MODPOLY_NTRUP, "Z_3[x]/(x^1013 - x - 1), sntrup1013 R/3"),
    RING("ntrup1277-mod3", 1277, 3, PQPOLY_MODPOLY_NTRUP, "Z_3[x]/(x^1277 - x - 1), sntrup1277 R/3"),
    RING("kyber", 256, 3329, PQPOLY_MODPOLY_NEGACYCLIC, "Z_3329[x]/(x^256 + 1), ML-KEM and Kyber"),
    RING("saber", 256, 8192, PQPOLY_MODPOLY_NEGACYCLIC, "Z_8192[x]/(x^256 + 1), Saber"),
    RING("nttru", 768, 7681, PQPOLY_MODPOLY_NTTRU, "Z_7681[x]/(x^768 - x^384 + 1), NTTRU"),
    RING("newhope", 1024, 12289, PQPOLY_MODPOLY_NEGACYCLIC, "Z_12289[x]/(x^1024 + 1), NewHope"),
};

size_t pqpoly_ring_count(void) { return sizeof rings / sizeof rings[0]; }

const pqpoly_ring *pqpoly_ring_at(size_t i) {
    return i < pqpoly_ring_count() ? &rings[i] : NULL;
}

const pqpoly_ring *pqpoly_ring_get(const char *name) {
    if (name == NULL) return NULL;
    for (size_t i = 0; i < pqpoly_ring_count(); i++)
        if (strcmp(rings[i].name, name) == 0) return &rings[i];
    return NULL;
}
