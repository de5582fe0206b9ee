# NTTRU ([LS19]): one parameter set, one object library.  Its ring backends
# (src/ring/nttru/) and the AES-256 it samples with (src/sym/aes.h) are in
# the library's core.
set(NTTRU_DIR ${CMAKE_SOURCE_DIR}/src/kem/nttru)
add_library(pqpoly_kem_nttru OBJECT ${NTTRU_DIR}/kem.c)
target_include_directories(pqpoly_kem_nttru PRIVATE ${CMAKE_SOURCE_DIR}/include
                           ${CMAKE_SOURCE_DIR}/src ${NTTRU_DIR})
target_link_libraries(pqpoly_kem_nttru PRIVATE OpenSSL::Crypto)
list(APPEND PQPOLY_KEM_OBJECTS pqpoly_kem_nttru)
