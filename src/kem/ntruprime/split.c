/* The test-only randomness-splitting switch (see split.h). */
#include "split.h"

int pqpoly_ntruprime_split_randomness = 0;
