# NTTRU ([LS19]): one parameter set, one object library; the AVX2 kernels
# (kernels.h) with -mavx2 where the library has AVX2, its AES-NI kernels
# (avx2/aes.c) with -maes -mpclmul.
set(NTTRU_DIR ${CMAKE_SOURCE_DIR}/src/kem/nttru)
set(NTTRU_SOURCES ${NTTRU_DIR}/kem.c ${NTTRU_DIR}/poly.c ${NTTRU_DIR}/kernels.c)
if(PQPOLY_X86_AVX2)
  list(APPEND NTTRU_SOURCES ${NTTRU_DIR}/avx2/kernels.c ${NTTRU_DIR}/avx2/aes.c)
  set_source_files_properties(${NTTRU_DIR}/avx2/kernels.c PROPERTIES COMPILE_OPTIONS "-mavx2")
  # AES-NI and PCLMULQDQ, used only after their own CPU check (avx2/aes.c)
  set_source_files_properties(${NTTRU_DIR}/avx2/aes.c PROPERTIES COMPILE_OPTIONS "-mavx2;-maes;-mpclmul")
endif()
add_library(pqpoly_kem_nttru OBJECT ${NTTRU_SOURCES})
target_include_directories(pqpoly_kem_nttru PRIVATE ${CMAKE_SOURCE_DIR}/include
                           ${CMAKE_SOURCE_DIR}/src ${NTTRU_DIR})
target_link_libraries(pqpoly_kem_nttru PRIVATE OpenSSL::Crypto)
list(APPEND PQPOLY_KEM_OBJECTS pqpoly_kem_nttru)
