# The newhope family (backend.h): the portable backends, their hot paths,
# the registry rows and the picker in the library's object library; the AVX2
# backends (avx2/) for x86-avx2.
set(NEWHOPE_RING_DIR ${CMAKE_SOURCE_DIR}/src/ring/newhope)
target_sources(pqpoly_obj PRIVATE ${NEWHOPE_RING_DIR}/backends.c ${NEWHOPE_RING_DIR}/kernels.c
               ${NEWHOPE_RING_DIR}/reconcile.c ${NEWHOPE_RING_DIR}/montgomery.c
               ${NEWHOPE_RING_DIR}/kred.c ${NEWHOPE_RING_DIR}/kred2x.c ${NEWHOPE_RING_DIR}/product.c)
pqpoly_isa_sources(pqpoly_obj x86-avx2 ${NEWHOPE_RING_DIR}/avx2/kernels.c ${NEWHOPE_RING_DIR}/avx2/montgomery.c
                   ${NEWHOPE_RING_DIR}/avx2/kred.c ${NEWHOPE_RING_DIR}/avx2/kred2x.c)
