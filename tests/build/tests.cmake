# The portable-only build (-DPQPOLY_ISA=portable): every vector set off, the
# KATs and the multipliers still pass (tests/build/run_portable_only.sh).
add_test(NAME portable_only_build
         COMMAND ${CMAKE_SOURCE_DIR}/tests/build/run_portable_only.sh ${CMAKE_SOURCE_DIR}
                 ${CMAKE_BINARY_DIR}/portable-only-build)
set_tests_properties(portable_only_build PROPERTIES TIMEOUT 1500 SKIP_RETURN_CODE 77
                     ENVIRONMENT "PQPOLY_VECTORS=${PQPOLY_VECTORS_DIR}")
