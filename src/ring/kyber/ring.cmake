# The kyber family (src/ring/kyber/backend.h): the portable backends, their
# registry rows, the shared portable kernels and the picker, then the AVX2
# backends and kernels (avx2/) for their instruction set.
file(GLOB PQPOLY_KYBER_SOURCES CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/src/ring/kyber/*.c)
file(GLOB PQPOLY_KYBER_AVX2_SOURCES CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/src/ring/kyber/avx2/*.c)
target_sources(pqpoly_obj PRIVATE ${PQPOLY_KYBER_SOURCES})
pqpoly_isa_sources(pqpoly_obj x86-avx2 ${PQPOLY_KYBER_AVX2_SOURCES})
