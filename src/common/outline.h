/* PQPOLY_OUTLINE: keep a large static helper as one out-of-line function.
 *
 * The multipliers that serve every NTRU Prime set instantiate their
 * transforms once per set with constant sizes; left to itself the compiler
 * inlines or clones (GCC's IPA-CP) each instance, which multiplied one file's
 * compile time by six for no measurable speed (the loops are long and their
 * bounds are not what costs).  A helper marked PQPOLY_OUTLINE is compiled
 * once and called with its sizes as arguments.  Internal header. */
#ifndef PQPOLY_COMMON_OUTLINE_H
#define PQPOLY_COMMON_OUTLINE_H

#if defined(__clang__)
#define PQPOLY_OUTLINE __attribute__((noinline))
#elif defined(__GNUC__)
#define PQPOLY_OUTLINE __attribute__((noinline, noclone))
#else
#define PQPOLY_OUTLINE
#endif

#endif
