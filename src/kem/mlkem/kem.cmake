# ML-KEM (FIPS 203) and Kyber round 3: one source tree compiled per set.
set(PQPOLY_MLKEM_SOURCES
    ${CMAKE_CURRENT_LIST_DIR}/kem.c
    ${CMAKE_CURRENT_LIST_DIR}/indcpa.c
    ${CMAKE_CURRENT_LIST_DIR}/poly.c)
foreach(spec "mlkem512;2;1;512" "mlkem768;3;1;768" "mlkem1024;4;1;1024"
             "kyber512;2;0;512" "kyber768;3;0;768" "kyber1024;4;0;1024")
  list(GET spec 0 set)
  list(GET spec 1 k)
  list(GET spec 2 fips)
  list(GET spec 3 n)
  add_library(pqpoly_kem_${set} OBJECT ${PQPOLY_MLKEM_SOURCES})
  target_compile_definitions(pqpoly_kem_${set} PRIVATE PQPOLY_MLKEM_SET=${set}
                             PQPOLY_MLKEM_K=${k} PQPOLY_MLKEM_FIPS203=${fips}
                             PQPOLY_MLKEM_PARAM_N=${n})
  target_include_directories(pqpoly_kem_${set} PRIVATE ${CMAKE_SOURCE_DIR}/include
                             ${CMAKE_SOURCE_DIR}/src ${CMAKE_CURRENT_LIST_DIR})
  target_link_libraries(pqpoly_kem_${set} PRIVATE OpenSSL::Crypto)
  list(APPEND PQPOLY_KEM_OBJECTS pqpoly_kem_${set})
endforeach()

# The parameter-free kernels of SampleNTT (kernels.h): the portable loop and the
# kernel tables once, the AVX2 twin (avx2/) for its instruction set.
set(PQPOLY_MLKEM_COMMON ${CMAKE_CURRENT_LIST_DIR}/kernels.c ${CMAKE_CURRENT_LIST_DIR}/sponges.c)
add_library(pqpoly_kem_mlkem_common OBJECT ${PQPOLY_MLKEM_COMMON})
pqpoly_isa_sources(pqpoly_kem_mlkem_common x86-avx2 ${CMAKE_CURRENT_LIST_DIR}/avx2/kernels.c)
target_include_directories(pqpoly_kem_mlkem_common PRIVATE ${CMAKE_SOURCE_DIR}/include
                           ${CMAKE_SOURCE_DIR}/src ${CMAKE_CURRENT_LIST_DIR})
list(APPEND PQPOLY_KEM_OBJECTS pqpoly_kem_mlkem_common)
