# Two more builds under ASan/UBSan with the debug bound assertions on: the
# configured compiler's and clang's (SKIPPED where clang is not installed).
add_test(NAME sanitized_check
         COMMAND ${CMAKE_SOURCE_DIR}/tests/sanitize/run_sanitized.sh ${CMAKE_SOURCE_DIR}
                 ${CMAKE_BINARY_DIR}/sanitize-build)
add_test(NAME sanitized_check_clang
         COMMAND ${CMAKE_SOURCE_DIR}/tests/sanitize/run_sanitized.sh ${CMAKE_SOURCE_DIR}
                 ${CMAKE_BINARY_DIR}/sanitize-build-clang clang)
set_tests_properties(sanitized_check sanitized_check_clang PROPERTIES TIMEOUT 1200 SKIP_RETURN_CODE 77)
# ThreadSanitizer: threads on a cold library while another switches the
# implementation choices (tests/sanitize/tsan_threads.c); SKIPPED without TSan.
find_package(Threads REQUIRED)
add_executable(tsan_threads ${CMAKE_SOURCE_DIR}/tests/sanitize/tsan_threads.c)
target_include_directories(tsan_threads PRIVATE ${CMAKE_SOURCE_DIR}/src)
target_link_libraries(tsan_threads PRIVATE pqpoly Threads::Threads)
add_test(NAME sanitized_threads
         COMMAND ${CMAKE_SOURCE_DIR}/tests/sanitize/run_tsan.sh ${CMAKE_SOURCE_DIR}
                 ${CMAKE_BINARY_DIR}/tsan-build ${CMAKE_C_COMPILER})
set_tests_properties(sanitized_threads PROPERTIES TIMEOUT 1500 SKIP_RETURN_CODE 77)
