# NTRU Prime (sntrup*, ntrulpr*) tests.
# The KATs and round trips run twice: natively and with PQPOLY_IMPL=portable.
pqpoly_add_c_test_both_paths(ntruprime_kat ${CMAKE_SOURCE_DIR}/tests/kem/ntruprime/test_ntruprime_kat.c)
target_link_libraries(ntruprime_kat PRIVATE OpenSSL::Crypto)
add_test(NAME ntruprime_kat_every_mul COMMAND ntruprime_kat --every-mul WORKING_DIRECTORY ${CMAKE_SOURCE_DIR})
set_tests_properties(ntruprime_kat_every_mul PROPERTIES SKIP_RETURN_CODE 77 TIMEOUT 600
                     ENVIRONMENT "PQPOLY_VECTORS=${PQPOLY_VECTORS_DIR}")
pqpoly_add_c_test_both_paths(ntruprime_submission_kat ${CMAKE_SOURCE_DIR}/tests/kem/ntruprime/test_ntruprime_rsp.c)
target_link_libraries(ntruprime_submission_kat PRIVATE OpenSSL::Crypto)
pqpoly_add_c_test_both_paths(ntruprime_kem ${CMAKE_SOURCE_DIR}/tests/kem/ntruprime/test_ntruprime_kem.c)
target_link_libraries(ntruprime_kem PRIVATE OpenSSL::Crypto)
set_tests_properties(ntruprime_kem ntruprime_submission_kat ntruprime_kem_portable
                     ntruprime_submission_kat_portable PROPERTIES TIMEOUT 600)
# Ten times the round trips (20000 for sntrup761): configure with
# -DPQPOLY_LONG_TESTS=ON, then `ctest -L long`.
option(PQPOLY_LONG_TESTS "Register the long tests (label long)" OFF)
if(PQPOLY_LONG_TESTS)
  add_test(NAME ntruprime_kem_long COMMAND ntruprime_kem 10)
  set_tests_properties(ntruprime_kem_long PROPERTIES LABELS long TIMEOUT 3600
                       ENVIRONMENT "PQPOLY_VECTORS=${PQPOLY_VECTORS_DIR}")
endif()
pqpoly_add_py_test(ntruprime_kem_cli ${CMAKE_SOURCE_DIR}/tests/kem/ntruprime/test_kem_cli.py)
# The building blocks, per parameter set (largest q last: the tightest bounds).
foreach(set sntrup761 sntrup1277 ntrulpr653)
  string(TOUPPER ${set} upper)
  pqpoly_add_c_test(ntruprime_parts_${set} ${CMAKE_SOURCE_DIR}/tests/kem/ntruprime/test_ntruprime_parts.c)
  target_compile_definitions(ntruprime_parts_${set} PRIVATE PQPOLY_PARAMS_${upper})
endforeach()
