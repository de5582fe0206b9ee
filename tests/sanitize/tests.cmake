# A second build under ASan/UBSan with the debug bound assertions on.
add_test(NAME sanitized_check
         COMMAND ${CMAKE_SOURCE_DIR}/tests/sanitize/run_sanitized.sh ${CMAKE_SOURCE_DIR}
                 ${CMAKE_BINARY_DIR}/sanitize-build)
set_tests_properties(sanitized_check PROPERTIES TIMEOUT 1200)
