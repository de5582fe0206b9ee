# The saber family's backends (backend.h): the portable row and the picker
# into the library's objects, each vector row's folder compiled for its
# instruction set (cmake/isa.cmake; nothing when the set is off).
set(SABER_RING_DIR ${CMAKE_SOURCE_DIR}/src/ring/saber)
target_sources(pqpoly_obj PRIVATE ${SABER_RING_DIR}/kernels.c ${SABER_RING_DIR}/backends.c)
pqpoly_isa_sources(pqpoly_obj x86-avx2 ${SABER_RING_DIR}/avx2/kernels.c)
