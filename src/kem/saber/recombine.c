/* The benchmark switch of recombine.h. */
#include "recombine.h"

static int recombine = 1;

int pqpoly_saber_recombine_set(int on) {
    int was = recombine;
    recombine = on != 0;
    return was;
}

int pqpoly_saber_recombine_get(void) { return recombine; }
