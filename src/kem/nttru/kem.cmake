# NTTRU ([LS19]): one parameter set, one object library; the AVX2 kernels
# (kernels.h) for AVX2, its AES-NI kernels (avx2/aes.c) for AES-NI.
set(NTTRU_DIR ${CMAKE_SOURCE_DIR}/src/kem/nttru)
set(NTTRU_SOURCES ${NTTRU_DIR}/kem.c ${NTTRU_DIR}/poly.c ${NTTRU_DIR}/kernels.c)
add_library(pqpoly_kem_nttru OBJECT ${NTTRU_SOURCES})
pqpoly_isa_sources(pqpoly_kem_nttru x86-avx2 ${NTTRU_DIR}/avx2/kernels.c)
# AES-NI and PCLMULQDQ, used only after their own CPU check (avx2/aes.c);
# compiled whenever the AVX2 kernels are (they call it).
pqpoly_isa_sources(pqpoly_kem_nttru x86-aesni ${NTTRU_DIR}/avx2/aes.c)
target_include_directories(pqpoly_kem_nttru PRIVATE ${CMAKE_SOURCE_DIR}/include
                           ${CMAKE_SOURCE_DIR}/src ${NTTRU_DIR})
target_link_libraries(pqpoly_kem_nttru PRIVATE OpenSSL::Crypto)
list(APPEND PQPOLY_KEM_OBJECTS pqpoly_kem_nttru)
