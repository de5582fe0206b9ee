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


# The AVX2 forms of src/arith/avx2/ against their scalar twins, lane for lane,
# compiled for x86-avx2 (cmake/isa.cmake) when the build has it; each test is
# SKIPPED on a CPU without AVX2.
pqpoly_isa_enabled(x86-avx2 PQPOLY_TEST_AVX2)
if(PQPOLY_TEST_AVX2)
  # the 16-bit reductions, and the 32-bit Montgomery twin (boundary and random)
  foreach(t avx2_x16 avx2_mont32 avx2 kred_avx2)
    pqpoly_add_c_test(arith_${t} ${CMAKE_CURRENT_LIST_DIR}/test_${t}.c)
    target_compile_options(arith_${t} PRIVATE -O3)
    pqpoly_isa_target(arith_${t} x86-avx2)
  endforeach()
  # the Barrett lanes in a file of their own (the test's driver is plain C)
  pqpoly_add_c_test(arith_barrett_avx2 ${CMAKE_CURRENT_LIST_DIR}/test_barrett_avx2.c)
  target_compile_options(arith_barrett_avx2 PRIVATE -O3)
  pqpoly_isa_sources(arith_barrett_avx2 x86-avx2 ${CMAKE_CURRENT_LIST_DIR}/barrett_avx2_lanes.c)
endif()
