# NewHope key exchange ([ADPS16]) as the KEM newhope-usenix: one set.  Its
# ring backends (src/ring/newhope/: NTTs and hot paths) are in the library's
# core.
set(PQPOLY_NEWHOPE_SOURCES
    ${CMAKE_CURRENT_LIST_DIR}/kem.c
    ${CMAKE_CURRENT_LIST_DIR}/poly.c
    ${CMAKE_CURRENT_LIST_DIR}/reconcile.c)
add_library(pqpoly_kem_newhope OBJECT ${PQPOLY_NEWHOPE_SOURCES})
target_include_directories(pqpoly_kem_newhope PRIVATE ${CMAKE_SOURCE_DIR}/include
                           ${CMAKE_SOURCE_DIR}/src ${CMAKE_CURRENT_LIST_DIR})
target_link_libraries(pqpoly_kem_newhope PRIVATE OpenSSL::Crypto)
list(APPEND PQPOLY_KEM_OBJECTS pqpoly_kem_newhope)
