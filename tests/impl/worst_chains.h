/* Crafted worst-case operands for two lazy-reduction passes of the AVX2
 * NTRU Prime products that random, extreme and hill-climbed operands never
 * need (tests/impl/worst_chains.c): each function fills an operand so that,
 * on an exact scalar model of the lane arithmetic, one chain of the
 * transform grows as fast as the schedule's bound lets it, and returns how
 * far that chain goes when the pass is left out (beyond 32767: a lane
 * overflows and the product is wrong).  Each has a twin that checks the
 * model against the implementation's forward output. */
#ifndef PQPOLY_TESTS_IMPL_WORST_CHAINS_H
#define PQPOLY_TESTS_IMPL_WORST_CHAINS_H

#include <stdint.h>

/* The size-512 NTTs of crt7681x10753/avx2 (src/ntt/avx2/ntt512.h; for
 * p = 653 its rows of 256, src/ntt/avx2/ntt256.h, layer 1 an add/sub), prime
 * P = 7681 (prime 0) or 10753 (prime 1): a[0 .. p-1] (|a_i| <= bound) set
 * so that in every row of the operand's transform (Good's map, or the
 * polyphase one for p = 857..1013) output `target` (from
 * chains_ntt512_target: for rows of 512 a point of group 1, 256..511, where
 * no twiddle-1 product is skipped) of layer 8 is driven
 * towards sign * infinity with no reduction before layer 8's outputs (the
 * big operand's RED58 schedule without the Barrett pass on layer 5's lo
 * inputs).  Returns the smallest such modeled |value| over the rows. */
int32_t chains_ntt512_craft(int16_t *a, int p, int32_t bound, int prime, int target, int sign);

/* The output of group 1 whose chain has the largest twiddles mod prime P
 * (those of its nodes in layers 1..8, weighted by the layer as the chain
 * grows): rank 0; rank 1: the best one outside rank 0's last butterfly. */
int chains_ntt512_target(int p, int prime, int rank);

/* 1 if the forward transform rows[T][M] of a for prime P (one prime's
 * half of the transform) agree with the model mod P at every point, else 0. */
int chains_ntt512_agrees(const int16_t *a, int p, int prime, const int16_t *rows);

/* grb/avx2 (src/mul/avx2/grb.c, ntrup761, |a_i| <= 2295): a[0 .. 760] set so
 * that coefficient `coef` (0..3) of Bruun point k0 (0..16) of column
 * (k1, k2) = (0, 1), after the split and before its Barrett reduction, is
 * driven towards sign * infinity with Rader-17's c4n left unreduced.
 * Returns the modeled |value| then; *real the value the real schedule
 * (c4n reduced) gives after the split's reduction. */
int32_t chains_grb_craft(int16_t *a, int coef, int k0, int sign, int32_t *real);

/* The index of that value in the forward transform of grb/avx2. */
int chains_grb_index(int coef, int k0);

#endif
