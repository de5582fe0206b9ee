/* The kernel tables of one NTRU Prime parameter set (src/ring/ntrup/kernels.h),
 * portable first: one PQPOLY_NTRUP_KERNELS(impl) line each, naming the table
 * NTRUP_NS(kernels_<impl>).  A vector table is defined in
 * src/ring/ntrup/<isa>/ (compiled once per set with the instruction set's
 * flags by ring.cmake, which then defines PQPOLY_NTRUP_KERNELS_<ISA>) and gets
 * its line here under that guard. */
PQPOLY_NTRUP_KERNELS(portable)
#ifdef PQPOLY_NTRUP_KERNELS_AVX2
PQPOLY_NTRUP_KERNELS(avx2)
#endif
#undef PQPOLY_NTRUP_KERNELS
