# Range proofs of the modular-arithmetic layer (src/arith/): exhaustive over
# 16-bit inputs, boundary + random for 32-bit ones.  Built at -O3: the sweeps
# run billions of checks and the suite must stay fast.
foreach(t montgomery barrett kred plantard center)
  pqpoly_add_c_test(arith_${t} ${CMAKE_CURRENT_LIST_DIR}/test_${t}.c)
  target_compile_options(arith_${t} PRIVATE -O3)
endforeach()

# tools/tables/_arith.py (constants for generated tables) against the C macros.
add_executable(arith_print_constants ${CMAKE_CURRENT_LIST_DIR}/print_constants.c)
target_include_directories(arith_print_constants PRIVATE ${CMAKE_SOURCE_DIR}/src)
pqpoly_add_py_test(arith_constants ${CMAKE_CURRENT_LIST_DIR}/test_arith_constants.py
                   $<TARGET_FILE:arith_print_constants>)


# The AVX2 twins of the 16-bit reductions (src/arith/avx2/) against the scalar
# routines, lane by lane; SKIPPED without AVX2.
if(PQPOLY_X86_AVX2)
  pqpoly_add_c_test(arith_avx2_x16 ${CMAKE_CURRENT_LIST_DIR}/test_avx2_x16.c)
  target_compile_options(arith_avx2_x16 PRIVATE -O3 -mavx2)
  # the 32-bit Montgomery twin (src/arith/avx2/montgomery.h), boundary and random
  pqpoly_add_c_test(arith_avx2_mont32 ${CMAKE_CURRENT_LIST_DIR}/test_avx2_mont32.c)
  target_compile_options(arith_avx2_mont32 PRIVATE -O3 -mavx2)
endif()
# src/arith/avx2/ (the AVX2 forms) against the scalar routines, lane by lane;
# SKIPPED on a CPU without AVX2.
if(CMAKE_SYSTEM_PROCESSOR MATCHES "x86_64|AMD64")
  pqpoly_add_c_test(arith_avx2 ${CMAKE_CURRENT_LIST_DIR}/test_avx2.c)
  target_compile_options(arith_avx2 PRIVATE -O3 -mavx2)
endif()
# The AVX2 forms of src/arith/avx2/ against their scalar twins, lane for lane
# (x86-64 only; SKIPPED on a CPU without AVX2).
if(CMAKE_SYSTEM_PROCESSOR MATCHES "^(x86_64|AMD64|amd64)$")
  pqpoly_add_c_test(arith_barrett_avx2 ${CMAKE_CURRENT_LIST_DIR}/test_barrett_avx2.c
                    ${CMAKE_CURRENT_LIST_DIR}/barrett_avx2_lanes.c)
  target_compile_options(arith_barrett_avx2 PRIVATE -O3)
  set_source_files_properties(${CMAKE_CURRENT_LIST_DIR}/barrett_avx2_lanes.c PROPERTIES COMPILE_OPTIONS "-mavx2")
endif()
# src/arith/avx2/kred.h against src/arith/kred.h over every int32 input
# (x86-64 only; SKIPPED on a CPU without AVX2).
if(CMAKE_SYSTEM_PROCESSOR MATCHES "^(x86_64|AMD64|amd64)$")
  pqpoly_add_c_test(arith_kred_avx2 ${CMAKE_CURRENT_LIST_DIR}/test_kred_avx2.c)
  target_compile_options(arith_kred_avx2 PRIVATE -O3 -mavx2)
endif()
