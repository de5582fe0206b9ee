# Two more builds under ASan/UBSan with the debug bound assertions on: the
# configured compiler's and clang's (SKIPPED where clang is not installed).
add_test(NAME sanitized_check
         COMMAND ${CMAKE_SOURCE_DIR}/tests/sanitize/run_sanitized.sh ${CMAKE_SOURCE_DIR}
                 ${CMAKE_BINARY_DIR}/sanitize-build)
add_test(NAME sanitized_check_clang
         COMMAND ${CMAKE_SOURCE_DIR}/tests/sanitize/run_sanitized.sh ${CMAKE_SOURCE_DIR}
                 ${CMAKE_BINARY_DIR}/sanitize-build-clang clang)
set_tests_properties(sanitized_check sanitized_check_clang PROPERTIES TIMEOUT 1200 SKIP_RETURN_CODE 77)
