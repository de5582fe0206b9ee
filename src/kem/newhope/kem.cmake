# NewHope key exchange ([ADPS16]) as the KEM newhope-usenix: one set.  The
# kernels (kernels.h): the portable table once, the AVX2 twin with -mavx2
# where the library has AVX2.
set(PQPOLY_NEWHOPE_SOURCES
    ${CMAKE_CURRENT_LIST_DIR}/kem.c
    ${CMAKE_CURRENT_LIST_DIR}/poly.c
    ${CMAKE_CURRENT_LIST_DIR}/reconcile.c
    ${CMAKE_CURRENT_LIST_DIR}/kernels.c)
if(PQPOLY_X86_AVX2)
  list(APPEND PQPOLY_NEWHOPE_SOURCES ${CMAKE_CURRENT_LIST_DIR}/avx2/kernels.c)
  set_source_files_properties(${CMAKE_CURRENT_LIST_DIR}/avx2/kernels.c PROPERTIES COMPILE_OPTIONS "-mavx2")
endif()
add_library(pqpoly_kem_newhope OBJECT ${PQPOLY_NEWHOPE_SOURCES})
target_include_directories(pqpoly_kem_newhope PRIVATE ${CMAKE_SOURCE_DIR}/include
                           ${CMAKE_SOURCE_DIR}/src ${CMAKE_CURRENT_LIST_DIR})
target_link_libraries(pqpoly_kem_newhope PRIVATE OpenSSL::Crypto)
list(APPEND PQPOLY_KEM_OBJECTS pqpoly_kem_newhope)
