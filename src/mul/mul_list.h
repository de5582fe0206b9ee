/* The registry, in order: one line per (algorithm, implementation), each the
 * descriptor a multiplier file exports (src/mul/algo.h) over its instances,
 * one per (ring, operand kind); the registry's entries are these instances,
 * line after line (see registry.c).  A vector implementation of an algorithm
 * is one file beside its portable twin (src/mul/avx2/grb.c beside
 * src/mul/grb.c; CMake compiles the files of src/mul/avx2 with -mavx2 and
 * then defines PQPOLY_X86_AVX2), whose instances carry the twin's rings, name
 * and operands with their own impl and isa.  Its line comes at the end, under
 * that guard:
 *   #ifdef PQPOLY_X86_AVX2
 *   PQPOLY_MUL_ALGO(grb, avx2)
 *   #endif
 * The AVX2 lines so far: crt7681x10753, ntt7681 and the four [HLY24] entries
 * (schonhage-nussbaumer, gsb, grb, goodthomas) of the NTRU Prime rings;
 * ntt-montgomery and ntt-plantard of rings kyber and nttru; ntt-montgomery,
 * ntt-kred and ntt-kred2x of ring newhope; tmvp4 and toom4 of ring saber.
 * The big*big instances of crt7681x10753 (a third prime) came later and keep
 * their later place in the order. */
PQPOLY_MUL_ALGO(schoolbook, portable)
PQPOLY_MUL_ALGO(karatsuba, portable)
PQPOLY_MUL_ALGO(good1536, portable)
PQPOLY_MUL_ALGO(toom4, portable)
PQPOLY_MUL_ALGO(crt7681x10753, portable)
PQPOLY_MUL_ALGO(ntt7681, portable)
PQPOLY_MUL_ALGO(goodthomas, portable)
PQPOLY_MUL_ALGO(mixed1620, portable)
PQPOLY_MUL_ALGO(schonhage_nussbaumer, portable)
PQPOLY_MUL_ALGO(gsb, portable)
PQPOLY_MUL_ALGO(grb, portable)
PQPOLY_MUL_ALGO(rader1530, portable)
PQPOLY_MUL_ALGO(kyber_ntt_montgomery, portable)
PQPOLY_MUL_ALGO(kyber_ntt_barrett, portable)
PQPOLY_MUL_ALGO(kyber_ntt_plantard, portable)
PQPOLY_MUL_ALGO(crt7681x10753_bigbig, portable)
PQPOLY_MUL_ALGO(tmvp2, portable)
PQPOLY_MUL_ALGO(tmvp3, portable)
PQPOLY_MUL_ALGO(tmvp4, portable)
PQPOLY_MUL_ALGO(toom4_saber, portable)
PQPOLY_MUL_ALGO(saber_ntt, portable)
PQPOLY_MUL_ALGO(newhope_ntt_montgomery, portable)
PQPOLY_MUL_ALGO(newhope_ntt_kred, portable)
PQPOLY_MUL_ALGO(newhope_ntt_kred2x, portable)
PQPOLY_MUL_ALGO(nttru_ntt_montgomery, portable)
PQPOLY_MUL_ALGO(nttru_ntt_plantard, portable)
#ifdef PQPOLY_X86_AVX2
PQPOLY_MUL_ALGO(kyber_ntt_montgomery, avx2)
PQPOLY_MUL_ALGO(kyber_ntt_barrett, avx2)
PQPOLY_MUL_ALGO(kyber_ntt_plantard, avx2)
PQPOLY_MUL_ALGO(newhope_ntt_montgomery, avx2)
PQPOLY_MUL_ALGO(newhope_ntt_kred, avx2)
PQPOLY_MUL_ALGO(newhope_ntt_kred2x, avx2)
PQPOLY_MUL_ALGO(crt7681x10753, avx2)
PQPOLY_MUL_ALGO(ntt7681, avx2)
PQPOLY_MUL_ALGO(nttru_ntt_montgomery, avx2)
PQPOLY_MUL_ALGO(nttru_ntt_plantard, avx2)
PQPOLY_MUL_ALGO(tmvp4, avx2)
PQPOLY_MUL_ALGO(toom4_saber, avx2)
PQPOLY_MUL_ALGO(schonhage_nussbaumer, avx2)
PQPOLY_MUL_ALGO(gsb, avx2)
PQPOLY_MUL_ALGO(grb, avx2)
PQPOLY_MUL_ALGO(goodthomas, avx2)
#endif
