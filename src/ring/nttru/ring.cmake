# The nttru family (backend.h): the portable backends, their hot paths, the
# registry rows and the picker in the library's object library; the AVX2
# backends (avx2/) for x86-avx2.
set(NTTRU_RING_DIR ${CMAKE_SOURCE_DIR}/src/ring/nttru)
target_sources(pqpoly_obj PRIVATE ${NTTRU_RING_DIR}/backends.c ${NTTRU_RING_DIR}/encode.c
               ${NTTRU_RING_DIR}/kernels.c ${NTTRU_RING_DIR}/montgomery.c
               ${NTTRU_RING_DIR}/plantard.c ${NTTRU_RING_DIR}/product.c)
pqpoly_isa_sources(pqpoly_obj x86-avx2 ${NTTRU_RING_DIR}/avx2/kernels.c
                   ${NTTRU_RING_DIR}/avx2/montgomery.c ${NTTRU_RING_DIR}/avx2/plantard.c)
