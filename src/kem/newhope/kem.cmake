# NewHope key exchange ([ADPS16]) as the KEM newhope-usenix: one set.  The
# kernels (kernels.h): the portable table once, the AVX2 twin for AVX2.
set(PQPOLY_NEWHOPE_SOURCES
    ${CMAKE_CURRENT_LIST_DIR}/kem.c
    ${CMAKE_CURRENT_LIST_DIR}/poly.c
    ${CMAKE_CURRENT_LIST_DIR}/reconcile.c
    ${CMAKE_CURRENT_LIST_DIR}/kernels.c)
add_library(pqpoly_kem_newhope OBJECT ${PQPOLY_NEWHOPE_SOURCES})
pqpoly_isa_sources(pqpoly_kem_newhope x86-avx2 ${CMAKE_CURRENT_LIST_DIR}/avx2/kernels.c)
target_include_directories(pqpoly_kem_newhope PRIVATE ${CMAKE_SOURCE_DIR}/include
                           ${CMAKE_SOURCE_DIR}/src ${CMAKE_CURRENT_LIST_DIR})
target_link_libraries(pqpoly_kem_newhope PRIVATE OpenSSL::Crypto)
list(APPEND PQPOLY_KEM_OBJECTS pqpoly_kem_newhope)
