# NewHope (newhope-usenix): the reference's 1000 vectors, natively and with
# PQPOLY_IMPL=portable, and once per NTT entry of the ring (PQPOLY_MUL).
pqpoly_add_c_test_both_paths(newhope_vectors ${CMAKE_SOURCE_DIR}/tests/kem/newhope/test_newhope_vectors.c)
foreach(algo ntt-montgomery ntt-kred ntt-kred2x)
  add_test(NAME newhope_vectors_${algo} COMMAND newhope_vectors WORKING_DIRECTORY ${CMAKE_SOURCE_DIR})
  set_tests_properties(newhope_vectors_${algo} PROPERTIES SKIP_RETURN_CODE 77
                       ENVIRONMENT "PQPOLY_VECTORS=${PQPOLY_VECTORS_DIR};PQPOLY_MUL=${algo}")
endforeach()
# The NewHope backends' hot paths (src/ring/newhope/backend.h) against the portable
# one and definitions in the test; the planted run must fail.
pqpoly_add_c_test(newhope_kernels ${CMAKE_SOURCE_DIR}/tests/kem/newhope/test_newhope_kernels.c)
target_include_directories(newhope_kernels PRIVATE ${CMAKE_SOURCE_DIR}/src/kem/newhope)
add_test(NAME newhope_kernels_planted COMMAND newhope_kernels WORKING_DIRECTORY ${CMAKE_SOURCE_DIR})
set_tests_properties(newhope_kernels_planted PROPERTIES WILL_FAIL TRUE ENVIRONMENT "PQPOLY_TEST_PLANT=1")
# The same key exchange through `pqpoly kem` (files), on both paths and under
# each NTT entry.
pqpoly_add_py_test(newhope_kem_cli ${CMAKE_SOURCE_DIR}/tests/kem/newhope/test_newhope_cli.py)
